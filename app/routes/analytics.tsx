// /analytics: static sample analytics with a metric category and a timeframe chosen by links.
import { Link, useSearchParams } from "@remix-run/react";
import {
  analyticsHref,
  CHART_PLACEHOLDER,
  CHARTS,
  INSIGHTS,
  METRIC_CARDS,
  METRICS,
  parseMetric,
  parseTimeframe,
  TIMEFRAMES,
  type Trend,
} from "~/components/analytics/analytics-sample";
import { routeMeta } from "~/lib/meta";
import { SampleContentNotice } from "~/components/static/SampleContentNotice";
import { StaticPage } from "~/components/static/StaticPage";
import { staticPageHeaders } from "~/.server/static-page-headers";
import { Button } from "~/components/ui/Button";
import { Panel } from "~/components/ui/Panel";

export const headers = staticPageHeaders;

export const meta = routeMeta(() => ({ title: "Analytics", description: "Sample analytics: team performance, player statistics, game analysis and season trends." }));

const TREND_STYLE: Record<Trend, { className: string; symbol: string; label: string }> = {
  up: { className: "text-emerald-800", symbol: "▲", label: "up" },
  down: { className: "text-red-800", symbol: "▼", label: "down" },
  neutral: { className: "text-slate-700", symbol: "●", label: "no change" },
};

const pillClass = (selected: boolean) =>
  `inline-block rounded-full border px-3.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 ${
    selected ? "border-primary-700 bg-primary-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
  }`;

export default function AnalyticsPage() {
  const [searchParams] = useSearchParams();
  const metric = parseMetric(searchParams.get("metric"));
  const timeframe = parseTimeframe(searchParams.get("timeframe"));
  const metricLabel = METRICS.find((item) => item.id === metric)?.label ?? "";
  const timeframeLabel = TIMEFRAMES.find((item) => item.id === timeframe)?.label ?? "";

  return (
    <StaticPage
      eyebrow="Analytics"
      title="Sports Analytics Dashboard"
      intro="Explore performance, statistics and trends across teams, players and seasons."
      actions={
        <>
          <Button variant="secondary">Filter</Button>
          <Button variant="secondary">Export</Button>
          <Button variant="secondary">Share</Button>
        </>
      }
    >
      <SampleContentNotice />
      <div className="mb-8 grid gap-4 lg:grid-cols-2">
        <nav aria-label="Metric category">
          <h2 className="mb-2 text-sm font-semibold text-slate-900">Metric category</h2>
          <ul className="flex flex-wrap gap-2">
            {METRICS.map((item) => (
              <li key={item.id}>
                <Link
                  to={analyticsHref(item.id, timeframe)}
                  preventScrollReset
                  aria-current={item.id === metric ? "page" : undefined}
                  className={pillClass(item.id === metric)}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Timeframe">
          <h2 className="mb-2 text-sm font-semibold text-slate-900">Timeframe</h2>
          <ul className="flex flex-wrap gap-2">
            {TIMEFRAMES.map((item) => (
              <li key={item.id}>
                <Link
                  to={analyticsHref(metric, item.id)}
                  preventScrollReset
                  aria-current={item.id === timeframe ? "page" : undefined}
                  className={pillClass(item.id === timeframe)}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <section aria-labelledby="metrics-heading">
        <h2 id="metrics-heading" className="mb-4 text-xl font-semibold text-slate-900" data-testid="analytics-selection">
          {metricLabel} · {timeframeLabel}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {METRIC_CARDS.map((card) => {
            const trend = TREND_STYLE[card.trend];
            return (
              <li key={card.label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <p className="text-sm font-medium text-slate-700">{card.label}</p>
                <p className="mt-1 text-3xl font-bold text-slate-900">{card.value}</p>
                <p className={`mt-2 text-sm font-medium ${trend.className}`}>
                  <span aria-hidden="true">{trend.symbol}</span> {card.change}
                  <span className="sr-only"> ({trend.label})</span>
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        {CHARTS.map((title) => (
          <Panel key={title} title={title}>
            <div className="flex h-64 items-center justify-center rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 text-center text-sm text-slate-700">
              {CHART_PLACEHOLDER}
            </div>
          </Panel>
        ))}
      </div>

      <Panel title="Key Insights" className="mt-8" actions={<Button>View Detailed Report</Button>}>
        <ul className="grid gap-4 md:grid-cols-3">
          {INSIGHTS.map((insight) => (
            <li key={insight.title} className="rounded-lg bg-primary-50 p-4">
              <h3 className="font-semibold text-primary-900">{insight.title}</h3>
              <p className="mt-1 text-sm text-slate-800">{insight.text}</p>
            </li>
          ))}
        </ul>
      </Panel>
    </StaticPage>
  );
}
