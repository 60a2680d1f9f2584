// The analytics dashboard (/analytics/dashboard/?metric=&timeframe=): cards, charts and insights.
import { z } from "zod";
import { CHART_KINDS } from "../../core/charts";
import { nullableString } from "./common";

const chartPoint = z.object({ x: z.string(), y: z.number() });

/** One chart of the dashboard: the API builds it (api/routes/analytics.ts), the page draws it (SvgChart). */
export const chart = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(CHART_KINDS),
  unit: z.string(),
  series: z.array(z.object({ name: z.string(), points: z.array(chartPoint) })),
});
export type Chart = z.infer<typeof chart>;
export type ChartPoint = z.infer<typeof chartPoint>;

export const analyticsDashboard = z.object({
  metric: z.string(),
  timeframe: z.string(),
  range: z.object({ from: nullableString, to: nullableString, label: z.string() }),
  unit: z.string(),
  cards: z.array(z.object({ label: z.string(), value: z.number().nullable() })),
  charts: z.array(chart),
  insights: z.array(z.object({ title: z.string(), text: z.string() })),
});

export type AnalyticsDashboard = z.infer<typeof analyticsDashboard>;
