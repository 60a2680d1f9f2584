// Field parsing shared by the dataset importers: calendar dates, numbers and person names as the files write them.
import { splitSuffix } from "../../core/names";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether year-month-day is a real day of the (proleptic Gregorian) calendar: 2024-02-29 is, 2023-02-29 is not. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  // setUTCFullYear rather than Date.UTC, which would read the years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether the text is a real day written YYYY-MM-DD ("2024-02-29"); not "2023-02-29", "2024-2-29" or "2024-02-29T00:00". */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The text itself when it is a real day written YYYY-MM-DD, otherwise null. */
export function parseIsoDate(value: string): string | null {
  return isIsoDate(value) ? value : null;
}

/** "YYYY-MM-DD" for a year, month and day given as numbers (1867, 7, 1 -> "1867-07-01"); null when that is no real day of the years 0-9999. */
export function isoDateFromParts(year: number, month: number, day: number): string | null {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  return isIsoDate(text) ? text : null;
}

/** A count written in plain digits ("0", "42"; "007" is 7); null for anything else: "", "NA", "14.0", "-3", "+3", " 4". */
export function parseCount(value: string): number | null {
  return /^\d+$/.test(value) ? Number(value) : null;
}

/** An integer written in plain digits with an optional leading minus ("-3", "0", "12"); null for anything else: "", "+3", "1.0", " 4". */
export function parseInteger(value: string): number | null {
  return /^-?\d+$/.test(value) ? Number(value) : null;
}

/**
 * A number as JavaScript's Number() reads it ("14.0", "+3", "-2.5", "1e3", " 7 "); null when that is
 * not finite ("NA", "abc", "Infinity"). Number() reads a blank ("", "  ") as 0: where a blank means
 * "missing", test for it before calling this.
 */
export function parseNumber(value: string): number | null {
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export type PersonName = { firstName: string; lastName: string; suffix: string | null };

const PARTICLES = new Set(["van", "de", "del", "della", "da", "di", "la", "le", "von", "der", "den", "st."]);

/**
 * The words of a name (its generational suffix taken apart by core/names.ts), split on runs of white
 * space; the cut is the index of the first word of the last name.
 */
function cutName(full: string, cutAt: (words: Array<string>) => number): PersonName {
  const { name, suffix } = splitSuffix(full);
  const words = name.split(/\s+/).filter(Boolean);
  const cut = cutAt(words);
  return { firstName: words.slice(0, cut).join(" "), lastName: words.slice(cut).join(" "), suffix };
}

/**
 * Splits a full name before the last name, which keeps the particles before it, with the suffix apart:
 * "Gary Payton II" -> "Gary" / "Payton" / "II", "Nick Van Exel" -> "Nick" / "Van Exel",
 * "Jo Jo White" -> "Jo Jo" / "White". A one-word name is all last name.
 */
export function splitName(full: string): PersonName {
  return cutName(full, (words) => {
    let cut = words.length - 1;
    while (cut > 1 && PARTICLES.has(words[cut - 1].toLowerCase())) cut--;
    return Math.max(cut, 0);
  });
}

/**
 * Splits a full name after its first word, with the suffix apart: "Ha Ha Clinton-Dix" -> "Ha" /
 * "Ha Clinton-Dix", "Odell Beckham Jr." -> "Odell" / "Beckham" / "Jr.". A one-word name is all last name.
 */
export function splitNameAfterFirstWord(full: string): PersonName {
  return cutName(full, (words) => (words.length > 1 ? 1 : 0));
}
