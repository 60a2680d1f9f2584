// The analytics page's sample content and its URL parameters (?metric=, ?timeframe=): fixed
// illustrations, not data.
export type Trend = "up" | "down" | "neutral";

export const METRICS = [
  { id: "performance", label: "Team Performance" },
  { id: "players", label: "Player Statistics" },
  { id: "games", label: "Game Analysis" },
  { id: "trends", label: "Season Trends" },
] as const;

export const TIMEFRAMES = [
  { id: "week", label: "This Week" },
  { id: "month", label: "This Month" },
  { id: "season", label: "This Season" },
  { id: "year", label: "This Year" },
  { id: "all", label: "All Time" },
] as const;

export type MetricId = (typeof METRICS)[number]["id"];
export type TimeframeId = (typeof TIMEFRAMES)[number]["id"];

export const DEFAULT_METRIC: MetricId = "performance";
export const DEFAULT_TIMEFRAME: TimeframeId = "season";

export function parseMetric(value: string | null): MetricId {
  return METRICS.find((metric) => metric.id === value)?.id ?? DEFAULT_METRIC;
}

export function parseTimeframe(value: string | null): TimeframeId {
  return TIMEFRAMES.find((timeframe) => timeframe.id === value)?.id ?? DEFAULT_TIMEFRAME;
}

/** The address of the page with one parameter changed; defaults are left out of the URL. */
export function analyticsHref(metric: MetricId, timeframe: TimeframeId): string {
  const params = new URLSearchParams();
  if (metric !== DEFAULT_METRIC) params.set("metric", metric);
  if (timeframe !== DEFAULT_TIMEFRAME) params.set("timeframe", timeframe);
  const query = params.toString();
  return query ? `/analytics?${query}` : "/analytics";
}

export type MetricCard = { label: string; value: string; change: string; trend: Trend };

export const METRIC_CARDS: ReadonlyArray<MetricCard> = [
  { label: "Average Points per Game", value: "24.8", change: "+2.3%", trend: "up" },
  { label: "Win Rate", value: "58.3%", change: "+1.2%", trend: "up" },
  { label: "Games Analyzed", value: "1,248", change: "0%", trend: "neutral" },
  { label: "Average Margin of Victory", value: "9.6", change: "-0.8%", trend: "down" },
];

export const CHARTS = ["Performance Over Time", "Distribution by Team"] as const;

export const CHART_PLACEHOLDER = "Chart visualization will be implemented here";

export const INSIGHTS: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: "Home advantage holds",
    text: "Home teams win 57% of games in the sample, a margin that has held steady across the last five seasons.",
  },
  {
    title: "Defense wins titles",
    text: "Seven of the last ten champions in the sample ranked in the top five for points allowed.",
  },
  {
    title: "Scoring is rising",
    text: "Average points per game in the sample are up 2.3% on last season, led by faster-paced offenses.",
  },
];
