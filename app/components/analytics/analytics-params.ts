// The analytics page's URL parameters (?metric=, ?timeframe=) and where each metric's full report is.
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

/** Where "View Detailed Report" leads for each metric category: the page with the full data. */
export const DETAIL_PAGES: Record<MetricId, { to: string; label: string }> = {
  performance: { to: "/champions", label: "every champion" },
  players: { to: "/players", label: "all players" },
  games: { to: "/scores", label: "game scores" },
  trends: { to: "/seasons", label: "all seasons" },
};
