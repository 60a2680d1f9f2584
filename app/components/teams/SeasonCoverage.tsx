// The team-season page's plain statement of what data it has (see app/lib/season-coverage.ts).
import { Link } from "@remix-run/react";
import type { CoverageNotice } from "~/lib/season-coverage";

const TONES: Record<CoverageNotice["kind"], string> = {
  "in-progress": "border-sky-300 bg-sky-50",
  upcoming: "border-sky-300 bg-sky-50",
  "other-league-games": "border-amber-300 bg-amber-50",
  "no-games": "border-amber-300 bg-amber-50",
  "no-team-games": "border-amber-300 bg-amber-50",
  "partial-postseason": "border-slate-300 bg-slate-50",
  "partial-games": "border-slate-300 bg-slate-50",
};

export function SeasonCoverage({ notice }: { notice: CoverageNotice }) {
  return (
    <section
      aria-labelledby="season-coverage-title"
      data-testid="season-coverage"
      data-coverage={notice.kind}
      className={`rounded-xl border p-5 ${TONES[notice.kind]}`}
    >
      <h2 id="season-coverage-title" className="text-lg font-semibold text-slate-900">
        {notice.title}
      </h2>
      {notice.lines.map((line) => (
        <p key={line} className="mt-2 text-slate-800">
          {line}
        </p>
      ))}
      {notice.facts.length > 0 ? (
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {notice.facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="font-semibold text-slate-800">{fact.label}</dt>
              <dd className="text-slate-900">
                {fact.href ? (
                  <Link to={fact.href} className="text-primary-800 underline underline-offset-2">
                    {fact.value}
                  </Link>
                ) : (
                  fact.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
