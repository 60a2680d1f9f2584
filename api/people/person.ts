// A person's fields as the API gives them, with the age rule applied; shared by players and coaches.
import { z } from "zod";
import { searchTerms } from "../../core/names";
import { badRequest } from "../errors";
import { likePattern, type Where } from "../sql-filters";
import { personAge } from "./age";

export type PersonRow = {
  first_name: string;
  last_name: string;
  full_name: string;
  birth_date: string | null;
  death_date: string | null;
  deaths_recorded: boolean;
  birth_city: string | null;
  birth_state: string | null;
  birth_country: string | null;
  college: string | null;
  height_inches: number | null;
  weight_pounds: number | null;
};

export const PERSON_FIELDS = `pe.first_name, pe.last_name, pe.full_name, pe.birth_date, pe.death_date, pe.deaths_recorded,
  pe.birth_city, pe.birth_state, pe.birth_country, pe.college, pe.height_inches, pe.weight_pounds`;

/**
 * `isActive`: in current data (core/coverage.ts careerStatus); `deathsRecordedUntil`: the latest death his
 * league's death-recording sources hold (data_coverage kind 'deaths').
 */
export function personJson(row: PersonRow, isActive: boolean, now: Date, deathsRecordedUntil: string | null) {
  const { age, ageAtDeath } = personAge(
    { birthDate: row.birth_date, deathDate: row.death_date, deathsRecorded: row.deaths_recorded, isActive, deathsRecordedUntil },
    now,
  );
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: row.full_name,
    /** For the living only. */
    age,
    age_at_death: ageAtDeath,
    birth_date: row.birth_date,
    death_date: row.death_date,
    birth_place: [row.birth_city, row.birth_state ?? row.birth_country].filter(Boolean).join(", ") || null,
    birth_city: row.birth_city,
    birth_state: row.birth_state,
    birth_country: row.birth_country,
    college: row.college,
    height_inches: row.height_inches,
    weight_pounds: row.weight_pounds,
  };
}

/** A parameter this module reads itself (statuses and orderings are not params.ts's). */
export function localParam<T>(url: URL, name: string, schema: z.ZodType<T>): T | undefined {
  const values = url.searchParams.getAll(name);
  if (values.length === 0 || (values.length === 1 && values[0] === "")) return undefined;
  if (values.length > 1) throw badRequest(`Parameter '${name}' is given more than once.`);
  const result = schema.safeParse(values[0]);
  if (!result.success) throw badRequest(`Parameter '${name}' ${result.error.issues[0]?.message ?? "is not valid"}.`);
  return result.data;
}

export function oneOf<T extends string>(values: readonly [T, ...Array<T>]) {
  return z.enum(values, { errorMap: () => ({ message: `must be one of ${values.join(", ")}` }) });
}

/**
 * Adds the directory's search to `where`: the stored search text (people.search_name, built by
 * core/names.ts) holds the term folded the same way ("Jokić" and "jokic" -> "jokic"), or its key
 * ("la russa" -> "larussa"). A term with no letter or digit finds nothing.
 */
export function addNameSearch(where: Where, column: string, term: string): void {
  const patterns = searchTerms(term).filter(Boolean).map(likePattern);
  if (patterns.length === 0) {
    where.add("false");
    return;
  }
  const [first, ...more] = patterns;
  const others = more.map((pattern) => ` OR ${column} LIKE ${where.param(pattern)}`).join("");
  where.add(`(${column} LIKE ?${others})`, first);
}

/** Rows put back in the order of a page's ids. */
export function inIdOrder<T extends { id: number }>(ids: ReadonlyArray<{ id: number }>, rows: ReadonlyArray<T>): Array<T> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map(({ id }) => byId.get(id)).filter((row): row is T => row !== undefined);
}

/**
 * How many rows one statement reads by id: an all-rows list (page_size=all, a CSV download) reads its
 * rows in statements of this many, each well inside the statement timeout.
 */
export const ROWS_PER_STATEMENT = 4000;

/** `read` over the items in slices of ROWS_PER_STATEMENT, one after another, the results joined. */
export async function inSlices<I, T>(items: ReadonlyArray<I>, read: (slice: Array<I>) => Promise<Array<T>>): Promise<Array<T>> {
  const out: Array<T> = [];
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT) {
    for (const row of await read(items.slice(start, start + ROWS_PER_STATEMENT))) out.push(row);
  }
  return out;
}
