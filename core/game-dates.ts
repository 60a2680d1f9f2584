// The calendar rules of the scores: a league's day is its day in America/New_York, weeks run Monday
// to Sunday (football's Tuesday to Monday: Monday night closes its week), and a date range is at most
// 31 days with its end never before its start.
export const LEAGUE_TIME_ZONE = "America/New_York";
/** What the zone is called next to a time: "7:30 PM ET". */
export const LEAGUE_TIME_ZONE_LABEL = "ET";
/** The longest range of days one scores view or API call covers. */
export const MAX_RANGE_DAYS = 31;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const easternParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: LEAGUE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function parts(instant: Date): Record<string, string> {
  return Object.fromEntries(easternParts.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** The calendar day of an instant in the leagues' zone (America/New_York): "2024-10-20". */
export function easternDate(instant: Date): string {
  const p = parts(instant);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The wall-clock time of an instant in America/New_York, 24-hour "HH:MM". */
export function easternClock(instant: Date): string {
  const p = parts(instant);
  return `${p.hour}:${p.minute}`;
}

/** A real calendar date written yyyy-mm-dd (2023-02-30 is not one). */
export function isIsoCalendarDate(value: string | null | undefined): value is string {
  if (!value || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The date `days` after (or before, when negative) an ISO date. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The day a sport's week starts (0 = Sunday): Monday, except football's, which starts on Tuesday: an
 * NFL week runs from Thursday night to Monday night (college football's Tuesday-to-Monday too), so a
 * Monday night game is in the week of the Sunday before it, never in the next.
 */
export function weekStartDay(sport?: "football" | "basketball" | "baseball" | "hockey" | null): number {
  return sport === "football" ? 2 : 1;
}

/** The seven-day week holding a date: Monday to Sunday, football's Tuesday to Monday (weekStartDay). */
export function weekOf(isoDate: string, sport?: "football" | "basketball" | "baseball" | "hockey" | null): { start: string; end: string } {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const start = addDays(isoDate, -((weekday - weekStartDay(sport) + 7) % 7));
  return { start, end: addDays(start, 6) };
}

/**
 * The week number of a date in a season whose first game was on `seasonFirstDate`: week 1 is the
 * sport's week holding that game (weekOf), and each week's first day starts the next.
 */
export function seasonWeekNumber(isoDate: string, seasonFirstDate: string, sport?: "football" | "basketball" | "baseball" | "hockey" | null): number {
  return Math.floor(daysBetween(weekOf(seasonFirstDate, sport).start, isoDate) / 7) + 1;
}

export type DateRange = { start: string; end: string };

/**
 * The range a scores view shows: a missing or unreadable start means today; a missing end means the
 * start; an end before the start is moved to the start; a range longer than 31 days is cut to 31.
 * `corrected` says whether an end that was asked for had to move (the page then redirects to the range).
 */
export function normalizeRange(asked: { start?: string | null; end?: string | null }, today: string): DateRange & { corrected: boolean } {
  const start = isIsoCalendarDate(asked.start) ? asked.start : today;
  let end = isIsoCalendarDate(asked.end) ? asked.end : start;
  if (end < start) end = start;
  if (daysBetween(start, end) >= MAX_RANGE_DAYS) end = addDays(start, MAX_RANGE_DAYS - 1);
  const corrected = isIsoCalendarDate(asked.end) && asked.end !== end;
  return { start, end, corrected };
}

/**
 * The end after the start changed: it moves with the start when both were equal (a one-day view
 * stays one day), and is otherwise kept unless it would now precede the start.
 */
export function endAfterStartChange(previous: DateRange, nextStart: string): string {
  if (previous.start === previous.end) return nextStart;
  return previous.end < nextStart ? nextStart : previous.end;
}

/** The season (start year) a game date belongs to: baseball by its calendar year, the others from August on. */
export function seasonOfDate(isoDate: string, sport: "football" | "basketball" | "baseball" | "hockey"): number {
  const year = Number(isoDate.slice(0, 4));
  if (sport === "baseball") return year;
  return Number(isoDate.slice(5, 7)) >= 8 ? year : year - 1;
}
