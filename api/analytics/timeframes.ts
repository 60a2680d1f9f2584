// The analytics timeframes as date ranges and season ranges, from one "today".
export const TIMEFRAMES = ["week", "month", "season", "year", "all"] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export const METRICS = ["performance", "players", "games", "trends"] as const;
export type Metric = (typeof METRICS)[number];

export type Range = { from: string | null; to: string | null; label: string };

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The dates a timeframe covers (null: unbounded); "season" is resolved per league by the caller. */
export function timeframeRange(timeframe: Timeframe, now: Date): Range {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  switch (timeframe) {
    case "week": {
      const monday = new Date(day);
      monday.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
      const sunday = new Date(monday);
      sunday.setUTCDate(monday.getUTCDate() + 6);
      return { from: iso(monday), to: iso(sunday), label: `${iso(monday)} to ${iso(sunday)}` };
    }
    case "month": {
      const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
      const last = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0));
      return { from: iso(first), to: iso(last), label: `${iso(first)} to ${iso(last)}` };
    }
    case "year":
      return { from: `${day.getUTCFullYear()}-01-01`, to: `${day.getUTCFullYear()}-12-31`, label: String(day.getUTCFullYear()) };
    case "season":
      return { from: null, to: null, label: "the latest season of each league" };
    case "all":
      return { from: null, to: null, label: "all time" };
  }
}

/** Whether a chart built from whole seasons covers a season starting in `year` for this timeframe. */
export function seasonYearBounds(timeframe: Timeframe, now: Date): { min: number | null; max: number | null } {
  const year = now.getUTCFullYear();
  if (timeframe === "all" || timeframe === "season") return { min: null, max: null };
  // A week, a month or a calendar year touches the season that started this year or last year.
  return { min: year - 1, max: year };
}
