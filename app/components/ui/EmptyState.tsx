// A centred "nothing here" panel: icon, title, description and an optional action.
import type { ReactNode } from "react";

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** 1 when the panel is all the page shows (a not-found page). */
  headingLevel?: 1 | 2 | 3;
  /** "status" announces a panel that replaces results; "alert" one that replaces the whole page's content. */
  role?: "status" | "alert";
  className?: string;
};

const HEADINGS = { 1: "h1", 2: "h2", 3: "h3" } as const;

export function EmptyState({ title, description, icon, action, headingLevel = 2, role, className = "" }: EmptyStateProps) {
  const Heading = HEADINGS[headingLevel];
  return (
    <div role={role} className={`flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center ${className}`}>
      {icon ? (
        <div aria-hidden="true" className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-700">
          {icon}
        </div>
      ) : null}
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {description ? <p className="mt-2 max-w-md text-sm text-slate-700">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
