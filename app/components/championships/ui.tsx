// Small presentational pieces the championship pages share: tiles, panels, state panels, breadcrumb, loading notice.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export function StatTile({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}

export function StatGrid({ children, label, columns = 4 }: { children: ReactNode; label: string; columns?: 3 | 4 }) {
  return (
    <dl aria-label={label} className={`grid grid-cols-2 gap-4 ${columns === 3 ? "md:grid-cols-3" : "md:grid-cols-4"}`}>
      {children}
    </dl>
  );
}

export function Panel({
  title,
  children,
  className = "",
  headingLevel = 2,
  id,
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
  id?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section id={id} className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      {title ? <Heading className="mb-3 text-lg font-semibold text-slate-900">{title}</Heading> : null}
      {children}
    </section>
  );
}

export function StatePanel({
  title,
  description,
  tone = "neutral",
  action,
}: {
  title: string;
  description?: ReactNode;
  tone?: "neutral" | "error";
  action?: ReactNode;
}) {
  const toneClass = tone === "error" ? "border-red-200 bg-red-50" : "border-slate-200 bg-white";
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-xl border p-8 text-center ${toneClass}`}>
      <h2 className={`text-xl font-semibold ${tone === "error" ? "text-red-800" : "text-slate-900"}`}>{title}</h2>
      {description ? <p className={`mt-2 ${tone === "error" ? "text-red-700" : "text-slate-600"}`}>{description}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

export function ButtonLink({ to, children, reloadDocument }: { to: string; children: ReactNode; reloadDocument?: boolean }) {
  return (
    <Link
      to={to}
      reloadDocument={reloadDocument}
      className="inline-flex items-center rounded-lg bg-[var(--color-primary-700,#1d4ed8)] px-4 py-2 text-sm font-semibold text-white hover:opacity-90 focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2"
    >
      {children}
    </Link>
  );
}

export function LoadingNotice({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 rounded-lg bg-white/90 p-3 text-sm text-slate-700 shadow">
      <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-slate-700" />
      <span>{label}</span>
    </div>
  );
}

export type Crumb = { label: string; to?: string };

export function Breadcrumb({ items }: { items: Array<Crumb> }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.to ? (
              <Link to={item.to} className="text-slate-700 underline-offset-2 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function Badge({ children, tone = "slate" }: { children: ReactNode; tone?: "slate" | "amber" | "blue" }) {
  const tones = {
    slate: "bg-slate-100 text-slate-800",
    amber: "bg-amber-100 text-amber-900",
    blue: "bg-blue-100 text-blue-900",
  } as const;
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}
