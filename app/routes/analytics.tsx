// /analytics: charts, metric cards and insights computed from the database for a metric category and
// a timeframe (URL parameters), rendered on the server as SVG; the chart data downloads as CSV.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { pageHeaders } from "~/.server/cache-headers";
import { loadPage } from "~/.server/page-errors";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { analyticsHref, DEFAULT_METRIC, DEFAULT_TIMEFRAME, DETAIL_PAGES, METRICS, TIMEFRAMES } from "~/components/analytics/analytics-params";
import { ShareLink } from "~/components/analytics/ShareLink";
import { SvgChart } from "~/components/charts/SvgChart";
import { CsvLink } from "~/components/kit/CsvLink";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { StaticPage } from "~/components/static/StaticPage";
import { ButtonLink } from "~/components/ui/Button";
import { Panel } from "~/components/ui/Panel";
import { csvFilename, type CsvExport } from "~/lib/csv";
import { routeMeta } from "~/lib/meta";
import { canonicalSearch } from "~/lib/url-state";
import { fields, parseSearch } from "~/lib/url-params";

export const headers = pageHeaders;

const paramsSchema = z.object({
  metric: fields.oneOf(
    METRICS.map((metric) => metric.id),
    DEFAULT_METRIC,
  ),
  timeframe: fields.oneOf(
    TIMEFRAMES.map((timeframe) => timeframe.id),
    DEFAULT_TIMEFRAME,
  ),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const { metric, timeframe } = parseSearch(paramsSchema, url.searchParams);
  return loadPage(async () => {
    const dashboard = await api.analytics({ metric, timeframe });
    const canonical = canonicalSearch({ metric, timeframe }, { metric: DEFAULT_METRIC, timeframe: DEFAULT_TIMEFRAME });
    return data(
      { metric, timeframe, dashboard, canonical, shareUrl: `https://${site.hosts[0]}/analytics${canonical}` },
      { headers: { "Cache-Control": api.client.cacheControl() } },
    );
  });
}

type PageData = Awaited<ReturnType<typeof loader>>["data"];

export const csvTable: CsvExport<PageData> = (page) => {
  return {
    filename: csvFilename("analytics", page.metric, page.timeframe),
    columns: [
      { key: "chart", label: "Chart" },
      { key: "series", label: "Series" },
      { key: "label", label: "Label" },
      { key: "value", label: "Value" },
      { key: "unit", label: "Unit" },
    ],
    rows: page.dashboard.charts.flatMap((chart) =>
      chart.series.flatMap((series) =>
        series.points.map((point) => ({ chart: chart.title, series: series.name, label: point.x, value: point.y, unit: chart.unit })),
      ),
    ),
  };
};

export const meta = routeMeta<PageData>(({ data: page }) => ({
  title: "Analytics",
  description: "Charts from the whole database: titles by franchise, scoring by season, home advantage, dynasties and more.",
  canonicalSearch: page.canonical,
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "Sports Analytics Dashboard",
  failure: { title: "Failed to load analytics" },
  notFound: { title: "Not Found", message: "The page you are looking for does not exist.", backTo: "/analytics", backLabel: "Back to Analytics" },
});

const pillClass = (selected: boolean) =>
  `inline-block rounded-full border px-3.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 ${
    selected ? "border-primary-700 bg-primary-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
  }`;

export default function AnalyticsPage() {
  const page = useLoaderData<typeof loader>();
  const { metric, timeframe, dashboard } = page;
  const metricLabel = METRICS.find((item) => item.id === metric)?.label ?? "";
  const timeframeLabel = TIMEFRAMES.find((item) => item.id === timeframe)?.label ?? "";
  const detail = DETAIL_PAGES[metric];

  return (
    <StaticPage
      eyebrow="Analytics"
      title="Sports Analytics Dashboard"
      intro="Performance, statistics and trends computed from every game, season and title in the database."
      actions={
        <>
          <CsvLink label="Export" />
          <ShareLink url={page.shareUrl} />
        </>
      }
    >
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
        <h2 id="metrics-heading" className="mb-1 text-xl font-semibold text-slate-900" data-testid="analytics-selection">
          {metricLabel} · {timeframeLabel}
        </h2>
        <p className="mb-4 text-sm text-slate-700">Covering {dashboard.range.label}.</p>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {dashboard.cards.map((card) => (
            <li key={card.label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="metric-card">
              <p className="text-sm font-medium text-slate-700">{card.label}</p>
              <p className="mt-1 text-3xl font-bold text-slate-900">{card.value === null ? "—" : card.value.toLocaleString("en-US")}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        {dashboard.charts.map((chart) => (
          <Panel key={chart.id} title={chart.title}>
            <SvgChart chart={chart} />
          </Panel>
        ))}
      </div>

      <Panel title="Key Insights" className="mt-8" actions={<ButtonLink to={detail.to}>View Detailed Report</ButtonLink>}>
        <ul className="grid gap-4 md:grid-cols-3">
          {dashboard.insights.map((insight) => (
            <li key={insight.title} className="rounded-lg bg-primary-50 p-4">
              <h3 className="font-semibold text-primary-900">{insight.title}</h3>
              <p className="mt-1 text-sm text-slate-800">{insight.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">The detailed report for this category is {detail.label}.</p>
      </Panel>
    </StaticPage>
  );
}
