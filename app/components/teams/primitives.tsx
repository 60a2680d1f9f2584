// Small building blocks of the team pages: tiles, badges, sections and status panels with the spec's words.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export function StatTile({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}

type BadgeTone = "primary" | "neutral" | "success" | "warning" | "danger";

const BADGE_TONES: Record<BadgeTone, string> = {
  primary: "bg-primary-100 text-primary-900 ring-primary-200",
  neutral: "bg-slate-100 text-slate-800 ring-slate-200",
  success: "bg-emerald-100 text-emerald-900 ring-emerald-200",
  warning: "bg-amber-100 text-amber-900 ring-amber-200",
  danger: "bg-rose-100 text-rose-900 ring-rose-200",
};

export function Badge({ children, tone = "neutral" }: { children: ReactNode; tone?: BadgeTone }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${BADGE_TONES[tone]}`}>
      {children}
    </span>
  );
}

export function Section({ title, id, children, action }: { title: string; id?: string; children: ReactNode; action?: ReactNode }) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

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

function StatusPanel({ title, children, role, level = 2 }: { title: string; children?: ReactNode; role?: "alert" | "status"; level?: 1 | 2 }) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div role={role} className="rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <Heading className="text-xl font-bold text-slate-900">{title}</Heading>
      {children ? <div className="mx-auto mt-3 max-w-xl space-y-4 text-slate-700">{children}</div> : null}
    </div>
  );
}

export function NoTeamsFound() {
  return (
    <StatusPanel title="No Teams Found" role="status">
      <p>Try another search, sport or division.</p>
    </StatusPanel>
  );
}

/** Directory error: the error's message or the spec's default, and a retry that reloads the page. */
export function TeamsLoadError({ message, retryHref }: { message: string | null; retryHref: string }) {
  return (
    <StatusPanel title={message || "Failed to load teams data"} role="alert">
      {/* A plain link: a full reload, as the retry should be. */}
      <a href={retryHref} className="inline-flex rounded-lg bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
        Try Again
      </a>
    </StatusPanel>
  );
}

/** Team detail: missing team or failure. */
export function TeamNotFound({ message, retryHref }: { message?: string | null; retryHref?: string }) {
  return (
    <StatusPanel title="Team Not Found" role="alert" level={1}>
      <p>{message || "The team you are looking for does not exist."}</p>
      <p className="flex flex-wrap justify-center gap-3">
        <Link to="/teams" className="inline-flex rounded-lg bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">
          Back to Teams
        </Link>
        {retryHref ? (
          <a href={retryHref} className="inline-flex rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50">
            Try Again
          </a>
        ) : null}
      </p>
    </StatusPanel>
  );
}

/** Loading placeholders: 9 cards for the team grid (spec §9). */
export function TeamCardSkeletons({ count = 9 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="h-40 animate-pulse rounded-2xl border border-slate-200 bg-white p-5">
          <div className="h-10 w-10 rounded-full bg-slate-200" />
          <div className="mt-4 h-4 w-2/3 rounded bg-slate-200" />
          <div className="mt-2 h-3 w-1/3 rounded bg-slate-200" />
        </li>
      ))}
    </ul>
  );
}
