// The analytics dashboard (/analytics/dashboard/?metric=&timeframe=): cards, charts and insights.
import { z } from "zod";
import { nullableString } from "./common";

const chartPoint = z.object({ x: z.string(), y: z.number() });

export const analyticsDashboard = z.object({
  metric: z.string(),
  timeframe: z.string(),
  range: z.object({ from: nullableString, to: nullableString, label: z.string() }),
  unit: z.string(),
  cards: z.array(z.object({ label: z.string(), value: z.number().nullable() })),
  charts: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      kind: z.enum(["bar", "line"]),
      unit: z.string(),
      series: z.array(z.object({ name: z.string(), points: z.array(chartPoint) })),
    }),
  ),
  insights: z.array(z.object({ title: z.string(), text: z.string() })),
});

export type AnalyticsDashboard = z.infer<typeof analyticsDashboard>;
