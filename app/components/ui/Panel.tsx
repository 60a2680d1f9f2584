// A titled section of a page: a heading, optional actions on the right, and its content.
import { useId, type ReactNode } from "react";

type PanelProps = {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
  /** An id for the section, so a link can point at it (#history). */
  id?: string;
};

export function Panel({ title, description, actions, children, className = "", headingLevel = 2, id }: PanelProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section id={id} aria-labelledby={headingId} className={`rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </Heading>
          {description ? <p className="mt-1 text-sm text-slate-700">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
