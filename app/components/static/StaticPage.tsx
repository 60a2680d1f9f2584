// The frame of the static pages: a page heading with an intro, then the page's own content.
import type { ReactNode } from "react";

type StaticPageProps = {
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
  actions?: ReactNode;
  children: ReactNode;
  width?: "prose" | "wide";
};

export function StaticPage({ title, intro, eyebrow, actions, children, width = "wide" }: StaticPageProps) {
  const container = width === "prose" ? "max-w-3xl" : "max-w-7xl";
  return (
    <div className={`mx-auto ${container} px-4 py-10 sm:px-6 lg:py-14`}>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">{eyebrow}</p> : null}
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {intro ? <div className="mt-3 max-w-3xl text-base text-slate-700">{intro}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
