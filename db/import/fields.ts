// Field parsing shared by the dataset importers and the seed: the parsers of dates, numbers and person
// names as the files write them, and FieldReader, the one reader of a row's required and optional fields.
import { splitSuffix } from "../../core/names";
import type { Origin } from "./types";

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

/** "10/2/2019" (M/D/YYYY, as US files write a day) -> "2019-10-02"; null when that is not a real day. */
export function parseSlashDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  return match ? isoDateFromParts(Number(match[3]), Number(match[1]), Number(match[2])) : null;
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

/** A check of one field's text: the value, or null (or undefined) when the text is not one. */
export type FieldParser<T> = (text: string) => T | null | undefined;

/** How a field reader stops: the error to throw for a reason (an importer's ctx.fail at the row's origin). */
export type FailRow = (reason: string) => Error;

export type FieldOptions = {
  /** Texts besides a blank that mean "no value" in this file ("NA"); compared after trimming. */
  missing?: ReadonlyArray<string>;
  /** How an error names a column when its key is not its name in the file ("G_2" -> "G (home)"). */
  label?: (column: string) => string;
};

/**
 * The one wording of a malformed field: "bad score 'NA' in column home_pts", with what was expected
 * when that is a short list ("bad season type '1' in column season_type (expected 2 or 3)").
 */
export function badFieldReason(what: string, value: string, column: string, expected?: string): string {
  return `bad ${what} '${value}' in column ${column}${expected ? ` (expected ${expected})` : ""}`;
}

/** "A", "A or B", "A, B or C". */
function alternatives(texts: ReadonlyArray<string>): string {
  return texts.length <= 1 ? (texts[0] ?? "") : `${texts.slice(0, -1).join(", ")} or ${texts.at(-1)}`;
}

const COUNT = /^\d+$/;
const INTEGER = /^-?\d+$/;
const YEAR = /^\d{4}$/;
const DECIMAL_COUNT = /^\d+(\.0*)?$/;

const asCount = (text: string) => (COUNT.test(text) ? Number(text) : null);
const asInteger = (text: string) => (INTEGER.test(text) ? Number(text) : null);
const asYear = (text: string) => (YEAR.test(text) ? Number(text) : null);
const asDecimalCount = (text: string) => (DECIMAL_COUNT.test(text) ? Number(text) : null);
const asAttendance = (text: string) => asCount(text.replace(/,/g, ""));
const asText = (text: string) => text;

/**
 * The one reader of a row's fields for every importer and the seed. Each kind comes as a pair: `int`
 * is required (a blank stops the import), `optInt` is optional (a blank, or a text in `missing`, is
 * null). Values are read trimmed; anything else that is not of the kind stops the import with
 * "bad <what> '<value as written>' in column <column>", which the caller's fail prefixes with file:line.
 */
export class FieldReader {
  constructor(
    readonly values: Readonly<Record<string, string | undefined>>,
    private readonly failRow: FailRow,
    private readonly options: FieldOptions = {},
  ) {}

  /** The field as written, "" when the row has no such column. */
  raw(column: string): string {
    return this.values[column] ?? "";
  }

  /** Whether the field holds no value: blank after trimming, or one of the file's `missing` texts. */
  isBlank(column: string): boolean {
    return this.present(column) === null;
  }

  /** The field trimmed, or null when it is blank. */
  private present(column: string): string | null {
    const text = (this.values[column] ?? "").trim();
    return text === "" || this.options.missing?.includes(text) ? null : text;
  }

  /** The error for a field that is not a `what` (to throw when a rule beyond the kind refuses it). */
  bad(column: string, what: string, value: string = this.raw(column), expected?: string): Error {
    return this.failRow(badFieldReason(what, value, this.options.label?.(column) ?? column, expected));
  }

  /** A required field through its own parser (`expected` says what it accepts, for the error). */
  required<T>(column: string, what: string, parse: FieldParser<T>, expected?: string): T {
    const text = this.present(column);
    const value = text === null ? null : parse(text);
    if (value === null || value === undefined) throw this.bad(column, what, this.raw(column), expected);
    return value;
  }

  /** An optional field through its own parser: null when blank. */
  optional<T>(column: string, what: string, parse: FieldParser<T>, expected?: string): T | null {
    const text = this.present(column);
    if (text === null) return null;
    const value = parse(text);
    if (value === null || value === undefined) throw this.bad(column, what, this.raw(column), expected);
    return value;
  }

  /** `n` when it is not below `first`, else the error for the field. */
  private atLeast(n: number, first: number, column: string, what: string): number {
    if (n < first) throw this.bad(column, what);
    return n;
  }

  /** A whole number with an optional minus: "-3", "0", "12". */
  int(column: string, what = "number"): number {
    return this.required(column, what, asInteger);
  }
  optInt(column: string, what = "number"): number | null {
    return this.optional(column, what, asInteger);
  }

  /** A count in plain digits ("0", "42"), not below `first` when given (a week or a pick starts at 1). */
  count(column: string, what = "number", first = 0): number {
    return this.atLeast(this.required(column, what, asCount), first, column, what);
  }
  optCount(column: string, what = "number", first = 0): number | null {
    const n = this.optional(column, what, asCount);
    return n === null ? null : this.atLeast(n, first, column, what);
  }

  /** A count the file writes with a zero fraction: "8.0", "8". */
  decimalCount(column: string, what = "number"): number {
    return this.required(column, what, asDecimalCount);
  }
  optDecimalCount(column: string, what = "number"): number | null {
    return this.optional(column, what, asDecimalCount);
  }

  /** Points, goals or runs: a count. */
  score(column: string): number {
    return this.required(column, "score", asCount);
  }
  optScore(column: string): number | null {
    return this.optional(column, "score", asCount);
  }

  /** A crowd: a count, thousands separators allowed ("19,842"). */
  attendance(column: string): number {
    return this.required(column, "attendance", asAttendance);
  }
  optAttendance(column: string): number | null {
    return this.optional(column, "attendance", asAttendance);
  }

  /** A decimal number as Number() reads it: "14.0", "-2.5", "1e3"; not "NA" or "Infinity". */
  num(column: string, what = "number"): number {
    return this.required(column, what, parseNumber);
  }
  optNum(column: string, what = "number"): number | null {
    return this.optional(column, what, parseNumber);
  }

  /** A real day written YYYY-MM-DD. */
  date(column: string, what = "date"): string {
    return this.required(column, what, parseIsoDate);
  }
  optDate(column: string, what = "date"): string | null {
    return this.optional(column, what, parseIsoDate);
  }

  /** A year in four digits ("1947"), not before `first` when given. */
  year(column: string, what = "season", first = 0): number {
    return this.atLeast(this.required(column, what, asYear), first, column, what);
  }
  optYear(column: string, what = "season", first = 0): number | null {
    const n = this.optional(column, what, asYear);
    return n === null ? null : this.atLeast(n, first, column, what);
  }

  /** Text that is not blank, trimmed. */
  text(column: string, what = "value"): string {
    return this.required(column, what, asText);
  }
  optText(column: string): string | null {
    return this.optional(column, "value", asText);
  }

  /** A yes/no field written as one of two texts ("1"/"0", "TRUE"/"FALSE"). */
  flag(column: string, yes: string, no: string): boolean {
    const text = this.present(column);
    if (text !== null && (text === yes || text === no)) return text === yes;
    throw this.bad(column, "flag", this.raw(column), alternatives([yes, no]));
  }
  optFlag(column: string, yes: string, no: string): boolean | null {
    const text = this.present(column);
    if (text === null) return null;
    if (text === yes || text === no) return text === yes;
    throw this.bad(column, "flag", this.raw(column), alternatives(["blank", yes, no]));
  }

  /** One of a fixed set of texts; the error lists them. */
  oneOf<T extends string>(column: string, what: string, allowed: ReadonlyArray<T>): T {
    const text = this.present(column);
    if (text !== null && allowed.includes(text as T)) return text as T;
    throw this.bad(column, what, this.raw(column), alternatives(allowed));
  }
  optOneOf<T extends string>(column: string, what: string, allowed: ReadonlyArray<T>): T | null {
    const text = this.present(column);
    if (text === null || allowed.includes(text as T)) return text as T | null;
    throw this.bad(column, what, this.raw(column), alternatives(["blank", ...allowed]));
  }
}

/** The field reader of an importer's row: errors stop the import at `where` (file and line). */
export function rowFields(
  ctx: { fail(where: Origin, reason: string): Error },
  where: Origin,
  values: Readonly<Record<string, string | undefined>>,
  options?: FieldOptions,
): FieldReader {
  return new FieldReader(values, (reason) => ctx.fail(where, reason), options);
}

/**
 * The field reader of a row read by position (a file whose header repeats or leaves out names):
 * `names[i]` is the i-th field's name, as errors give it ("G (home)" for the second G, "7" for a
 * column the header leaves blank).
 */
export function positionalFields(
  ctx: { fail(where: Origin, reason: string): Error },
  where: Origin,
  fields: ReadonlyArray<string>,
  names: ReadonlyArray<string>,
  options?: FieldOptions,
): FieldReader {
  const values: Record<string, string> = {};
  names.forEach((name, index) => {
    values[name] = fields[index] ?? "";
  });
  return rowFields(ctx, where, values, options);
}
