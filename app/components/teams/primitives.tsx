// The team pages' own building block: a label/value fact list; the generic pieces come from ~/components/ui.
import type { ReactNode } from "react";

/** A label/value list for facts ("Founded 1919"). */
export function FactList({ facts }: { facts: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{fact.label}</dt>
          <dd className="text-sm text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
