// The days /scores shows for a season the fan chose (their season, or ?season= in the URL) when no
// dates are asked: today's day and month within that season when the season was being played then
// (28 November in the 2015-16 NBA season is 28 November 2015), else the season's last week of results.
import { addDays, type DateRange } from "@core/game-dates";

type SeasonDates = { start_date: string | null; end_date: string | null; results_through?: string | null };

/** Today's month and day in the season starting in `startYear` (29 February falls on the 28th in other years). */
function dayInSeason(today: string, startYear: number, seasonStart: string): string {
  const monthDay = today.slice(5);
  const on = (year: number) => {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return `${year}-${monthDay === "02-29" && !leap ? "02-28" : monthDay}`;
  };
  const first = on(startYear);
  return first >= seasonStart ? first : on(startYear + 1);
}

/** The range for a season, or null when we hold none of its dates (a season not yet scheduled). */
export function seasonDays(seasons: ReadonlyArray<SeasonDates>, startYear: number, today: string): DateRange | null {
  const latest = (dates: Array<string | null | undefined>) =>
    dates
      .filter((d): d is string => !!d)
      .sort()
      .at(-1);
  const first = seasons
    .map((s) => s.start_date)
    .filter((d): d is string => !!d)
    .sort()[0];
  const scheduledEnd = latest(seasons.flatMap((s) => [s.end_date, s.results_through]));
  const lastResult = latest(seasons.map((s) => s.results_through ?? s.end_date));
  if (!first || !scheduledEnd || !lastResult) return null;
  const day = dayInSeason(today, startYear, first);
  if (day <= today && day >= first && day <= scheduledEnd) return { start: day, end: day };
  // Outside the season's days (or in its future): its last week with results.
  const end = lastResult > today ? today : lastResult;
  if (end < first) return null;
  const start = addDays(end, -6) < first ? first : addDays(end, -6);
  return { start, end };
}
