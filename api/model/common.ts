// The pieces every answer of the Sports API is made of: a page of results, an error, the sport,
// level and league references, and the value types (nullable text and whole numbers, ISO dates).
// Objects pass unknown fields through: the API may add a field before the model names it.
import { z } from "zod";

export const nullableString = z.string().nullable();
export const int = z.number().int();
export const nullableInt = int.nullable();
export const nullableNumber = z.number().nullable();
/** A calendar date as the API writes it: 2023-02-12. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD");

/** Every error the API answers: 400, 404, 405 and 503 alike. */
export const errorBody = z.object({ detail: z.string() });

/** One schema per item schema: the pages ask for the same list shapes on every request. */
function oncePerItem<Build extends (item: z.ZodTypeAny) => z.ZodTypeAny>(build: Build): Build {
  const built = new WeakMap<z.ZodTypeAny, z.ZodTypeAny>();
  return ((item: z.ZodTypeAny) => {
    let schema = built.get(item);
    if (!schema) built.set(item, (schema = build(item)));
    return schema;
  }) as Build;
}

/** A DRF-style page: {count, next, previous, results}; next and previous are absolute URLs. */
export const pageOf = oncePerItem(<T extends z.ZodTypeAny>(item: T) =>
  z.object({
    count: int.nonnegative(),
    next: z.string().url().nullable(),
    previous: z.string().url().nullable(),
    results: z.array(item),
  }),
);

/** A team-season list (roster, schedule): its page and the season it is of (null when the team has none). */
export const listWithYear = oncePerItem(<T extends z.ZodTypeAny>(item: T) => pageOf(item).extend({ year: nullableInt }));

export const nameSlug = z.object({ name: z.string(), slug: z.string() });
export const sportRef = z.object({ name: z.string(), slug: z.string(), abbreviation: z.string() }).passthrough();
export const levelRef = z.object({ name: z.string(), slug: z.string() }).passthrough();
export const leagueRef = z.object({ name: z.string(), slug: z.string(), abbreviation: z.string() }).passthrough();

/**
 * The JSON an API handler answers for the model M (its input type: what the client's parse accepts).
 * A handler's rows straight from SQL are declared with it; api/router.ts route() checks the handler against it.
 */
export type Json<M extends z.ZodTypeAny> = z.input<M>;

/** The named fields of an object model, without the index signature of passed-through fields (so Omit and Pick keep them). */
export type Fields<M extends z.ZodTypeAny> =
  M extends z.ZodObject<infer Shape, z.UnknownKeysParam, z.ZodTypeAny> ? z.input<z.ZodObject<Shape, "strip">> : never;
