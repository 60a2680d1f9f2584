// /data-quality: static sample data-quality dashboard (score, metric bars, sources, validation rules).
import {
  DATA_SOURCES,
  OVERALL_SCORE,
  QUALITY_METRICS,
  RULE_BADGE,
  SOURCE_BADGE,
  VALIDATION_RULES,
} from "~/components/data-quality/data-quality-sample";
import { routeMeta } from "~/lib/meta";
import { SampleContentNotice } from "~/components/static/SampleContentNotice";
import { StaticPage } from "~/components/static/StaticPage";
import { staticPageHeaders } from "~/.server/static-page-headers";
import { Button } from "~/components/ui/Button";
import { DATA_BAR_FILL, dataBarColour } from "~/components/ui/data-bar-colour";
import { Panel } from "~/components/ui/Panel";

export const headers = staticPageHeaders;

export const meta = routeMeta(() => ({ title: "Data Quality", description: "Sample data-quality dashboard: completeness, accuracy, sources and validation rules." }));

function Badge({ className, children }: { className: string; children: string }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${className}`}>{children}</span>;
}

export default function DataQualityPage() {
  return (
    <StaticPage
      eyebrow="Data Quality"
      title="Data Quality Dashboard"
      intro="How complete, accurate, consistent and timely the records behind our pages are."
      actions={
        <>
          <Button>Run Full Validation</Button>
          <Button variant="secondary">Export Report</Button>
        </>
      }
    >
      <SampleContentNotice />
      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="overall-heading"
          className="flex flex-col items-center justify-center rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm"
        >
          <h2 id="overall-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            Overall Quality Score
          </h2>
          <p className="mt-3 text-6xl font-extrabold text-emerald-800">{OVERALL_SCORE}%</p>
          <p className="mt-2 text-sm text-slate-700">Excellent</p>
        </section>
        <Panel title="Quality Metrics" className="lg:col-span-2">
          <ul className="space-y-5">
            {QUALITY_METRICS.map((metric) => {
              const colour = dataBarColour(metric.score);
              return (
                <li key={metric.label} data-colour={colour} data-testid="quality-metric">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="font-medium text-slate-900">{metric.label}</span>
                    <span className="text-sm font-semibold text-slate-900">{metric.score}%</span>
                  </div>
                  <div
                    role="meter"
                    aria-label={metric.label}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={metric.score}
                    aria-valuetext={`${metric.score}%`}
                    className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
                  >
                    <div className={`h-full rounded-full ${DATA_BAR_FILL[colour]}`} style={{ width: `${metric.score}%` }} />
                  </div>
                  <p className="mt-1 text-xs text-slate-700">{metric.description}</p>
                </li>
              );
            })}
          </ul>
        </Panel>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel title="Data Sources">
          <ul className="divide-y divide-slate-200">
            {DATA_SOURCES.map((source) => (
              <li key={source.name} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-medium text-slate-900">{source.name}</p>
                  <p className="text-sm text-slate-700">
                    {source.records} · last sync {source.lastSync}
                  </p>
                </div>
                <Badge className={SOURCE_BADGE[source.status]}>{source.status}</Badge>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Validation Rules" actions={<Button variant="secondary">View All Rules</Button>}>
          <ul className="divide-y divide-slate-200">
            {VALIDATION_RULES.map((rule) => (
              <li key={rule.name} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-medium text-slate-900">{rule.name}</p>
                  <p className="text-sm text-slate-700">{rule.description}</p>
                </div>
                <Badge className={RULE_BADGE[rule.status]}>{rule.status}</Badge>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </StaticPage>
  );
}
