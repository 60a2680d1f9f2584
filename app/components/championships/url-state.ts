// URL search-parameter helpers the championship pages share: parse with zod, build links that change one parameter.
import { z } from "zod";

/** A search text: trimmed, at most 100 characters (the API's limit); anything else is empty. */
export const searchText = z
  .string()
  .transform((value) => value.trim().slice(0, 100))
  .catch("");

/** A page number from 1; bad values are page 1. */
export const pageNumber = z.coerce.number().int().min(1).max(100_000).catch(1);

/** A four-digit year or nothing. */
export const optionalYear = z
  .string()
  .regex(/^\d{4}$/)
  .transform(Number)
  .optional()
  .catch(undefined);

/** A positive id or nothing. */
export const optionalId = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .optional()
  .catch(undefined);

/** The last value a parameter was given (a checkbox after its hidden twin), or undefined. */
export function lastParam(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  return values.length ? values[values.length - 1] : undefined;
}

/** The current search with some parameters set (a value) or removed (null). */
export function searchWith(params: URLSearchParams, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(name);
    else next.set(name, String(value));
  }
  const search = next.toString();
  return search ? `?${search}` : "";
}
