// A centred "nothing here" panel: icon, title, description and an optional action.
import type { ReactNode } from "react";

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
};

export function EmptyState({ title, description, icon, action, headingLevel = 2, className = "" }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={`flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center ${className}`}>
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
