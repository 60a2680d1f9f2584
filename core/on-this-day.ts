// On this day (/on-this-day?date=MM-DD): a day of the year across the years. The one place for its
// calendar (a day written MM-DD, February 29 included; the day before and after wrap round the year),
// for "today" (the leagues' day, America/New_York) and for how much of a day's games the page lists.
import { easternDate } from "./game-dates";

export type MonthDay = { month: number; day: number };

export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** Days of each month in a leap year: February 29 is a day of the year (games and birthdays fell on it). */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Per league: the postseason games listed (title games first, then the newest). */
export const ON_THIS_DAY_POSTSEASON_GAMES = 10;
/** Per league: the regular-season games listed (the largest margins, the newest first among equals). */
export const ON_THIS_DAY_REGULAR_GAMES = 10;
/** A page of a day's full list of games. */
export const ON_THIS_DAY_PAGE_SIZE = 50;

/** The two kinds of game a day's lists are split by: any game not `regular` is postseason. */
export const ON_THIS_DAY_KINDS = ["postseason", "regular"] as const;
export type OnThisDayKind = (typeof ON_THIS_DAY_KINDS)[number];

export function daysInMonth(month: number): number {
  return DAYS_IN_MONTH[month - 1] ?? 0;
}

/** "02-05" as a day of the year, or null ("13-45", "2-5", "02-30" and "abc" are not days). */
export function parseMonthDay(value: string): MonthDay | null {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(month)) return null;
  return { month, day };
}

/** A month and a day picked separately (the page's form): the day kept within the month (February 31 is February 29). */
export function clampMonthDay(month: number, day: number): MonthDay | null {
  if (!Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1) return null;
  return { month, day: Math.min(day, daysInMonth(month)) };
}

const two = (n: number) => String(n).padStart(2, "0");

/** The URL's spelling: "02-05". */
export function monthDaySlug(date: MonthDay): string {
  return `${two(date.month)}-${two(date.day)}`;
}

/** "February 5". */
export function monthDayLabel(date: MonthDay): string {
  return `${MONTH_NAMES[date.month - 1]} ${date.day}`;
}

/** The day before (-1) or after (+1), round the year and through February 29. */
export function shiftMonthDay(date: MonthDay, by: 1 | -1): MonthDay {
  if (by === 1) {
    if (date.day < daysInMonth(date.month)) return { month: date.month, day: date.day + 1 };
    return { month: date.month === 12 ? 1 : date.month + 1, day: 1 };
  }
  if (date.day > 1) return { month: date.month, day: date.day - 1 };
  const month = date.month === 1 ? 12 : date.month - 1;
  return { month, day: daysInMonth(month) };
}

/** Today as the leagues count days (America/New_York): at 02:00 UTC on March 1 it is still February 28 there. */
export function todayMonthDay(now: Date): MonthDay {
  const [, month, day] = easternDate(now).split("-").map(Number);
  return { month, day };
}
