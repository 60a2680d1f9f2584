// A definition list of a person's facts; an unknown value reads N/A (the spec's default).
export function Facts({ items }: { items: Array<[string, string | null | undefined]> }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value ?? "N/A"}</dd>
        </div>
      ))}
    </dl>
  );
}
