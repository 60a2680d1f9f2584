// The URL-state kit's pure half, shared by every list page and by the browser: read search parameters
// with a zod schema (each field falls back on its own), write canonical URLs, build links.
import { z } from "zod";

export const MAX_TEXT = 100;

/** The field parsers a page's schema is built from; every one falls back instead of failing. */
export const fields = {
  /** A search text: trimmed, at most 100 characters; anything else is empty. */
  text: () =>
    z
      .string()
      .transform((value) => value.trim().slice(0, MAX_TEXT))
      .catch(""),
  /** A page number from 1; bad values are page 1. */
  page: () => z.coerce.number().int().min(1).max(100_000).catch(1),
  /** A four-digit year or nothing. */
  year: () =>
    z
      .string()
      .regex(/^\d{4}$/)
      .transform(Number)
      .optional()
      .catch(undefined),
  /** A real calendar date as yyyy-mm-dd, or nothing (2023-02-30 is nothing). */
  date: () =>
    z
      .string()
      .refine(isIsoDate)
      .optional()
      .catch(undefined),
  /** One of a list of values, else the fallback. */
  oneOf: <T extends string>(values: ReadonlyArray<T>, fallback: T) =>
    z
      .string()
      .refine((value): value is T => (values as ReadonlyArray<string>).includes(value))
      .transform((value) => value as T)
      .catch(fallback),
  /** A positive id or nothing. */
  id: () =>
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number)
      .optional()
      .catch(undefined),
  /** A short token (a slug or an `open` row key) or nothing. */
  token: () =>
    z
      .string()
      .regex(/^[\w.:-]{1,120}$/)
      .optional()
      .catch(undefined),
};

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The last value each parameter was given (a checkbox after its hidden twin wins). */
export function lastValues(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of params) out[name] = value;
  return out;
}

/**
 * Reads a page's parameters. Each field of the schema carries its own `.catch`, so a bad value falls
 * back on its own and never costs the others; an absent parameter parses as its fallback too.
 */
export function parseSearch<T extends z.ZodRawShape>(
  schema: z.ZodObject<T>,
  params: URLSearchParams,
): z.output<z.ZodObject<T>> {
  const raw = lastValues(params);
  const input: Record<string, string | undefined> = {};
  for (const name of Object.keys(schema.shape)) input[name] = raw[name] === "" ? undefined : raw[name];
  return schema.parse(input);
}

type Value = string | number | boolean | null | undefined;

/** A search string ("?a=1&b=2" or "") with the values that differ from their defaults, in the given order. */
export function canonicalSearch(values: Record<string, Value>, defaults: Record<string, Value> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === "" || value === false) continue;
    if (defaults[name] !== undefined && String(defaults[name]) === String(value)) continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * The one link builder: the current search with parameters set, or removed (null, undefined, "").
 * Changing any filter drops `page` (a new filter starts at page 1) unless the change sets the page.
 */
export function hrefWith(
  search: string | URLSearchParams,
  changes: Record<string, Value>,
  { keepPage = false, pathname = "" }: { keepPage?: boolean; pathname?: string } = {},
): string {
  const next = new URLSearchParams(search);
  if (!keepPage && !("page" in changes)) next.delete("page");
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "" || value === false) next.delete(name);
    else next.set(name, String(value));
  }
  const query = next.toString();
  return `${pathname}${query ? `?${query}` : pathname ? "" : "?"}`;
}

/** A normalised query for canonical links: empty values dropped, one value a name, names sorted. */
export function normalisedQuery(search: string | URLSearchParams): string {
  const last = lastValues(new URLSearchParams(search));
  const names = Object.keys(last)
    .filter((name) => last[name] !== "")
    .sort();
  const params = new URLSearchParams();
  for (const name of names) params.set(name, last[name]);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The page count of a list; at least 1, so "Page 1 of 1" holds for an empty list. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
