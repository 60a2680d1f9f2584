// The kinds of chart the analytics dashboard draws: the API names one per chart (api/model/analytics.ts)
// and the page's SVG chart draws each (app/components/charts/SvgChart.tsx).
export const CHART_KINDS = ["bar", "line"] as const;
export type ChartKind = (typeof CHART_KINDS)[number];
