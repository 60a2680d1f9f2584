// Reading a page's search parameters with a zod schema: each field falls back on its own. Loaders and
// server code use it; the browser's half of the URL-state kit (links, canonical URLs) is url-state.ts,
// kept free of zod so zod never reaches the browser's JavaScript.
import { z } from "zod";
import { isIsoDate, lastValues } from "./url-state";

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
  date: () => z.string().refine(isIsoDate).optional().catch(undefined),
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

/**
 * Reads a page's parameters. Each field of the schema carries its own `.catch`, so a bad value falls
 * back on its own and never costs the others; an absent parameter parses as its fallback too.
 */
export function parseSearch<T extends z.ZodRawShape>(schema: z.ZodObject<T>, params: URLSearchParams): z.output<z.ZodObject<T>> {
  const raw = lastValues(params);
  const input: Record<string, string | undefined> = {};
  for (const name of Object.keys(schema.shape)) input[name] = raw[name] === "" ? undefined : raw[name];
  return schema.parse(input);
}
