// Query parameters the API understands, parsed with zod; a malformed value is a 400 naming it.
import { z } from "zod";
import { MAX_EXPORT_ROWS } from "../core/exports";
import { GAME_STATUSES } from "../core/game-status";
import { NETWORK_LEAGUES } from "../core/leagues";
import { LEVELS, SPORTS } from "../core/sports";
import { badRequest } from "./errors";

export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_TEXT_LENGTH = 100;
/**
 * `page_size=all` asks for every row in one answer (a page's CSV download); past MAX_EXPORT_ROWS rows
 * the answer is a 400 asking for narrower filters.
 */
export { MAX_EXPORT_ROWS };
export const ALL_ROWS = "all";

const year = z
  .string()
  .regex(/^\d{4}$/, "must be a four-digit year")
  .transform(Number)
  .refine((value) => value >= 1850 && value <= 2100, "must be a year between 1850 and 2100");

const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, "must be a positive whole number")
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, `must be between 1 and ${max}`);

const text = z
  .string()
  .max(MAX_TEXT_LENGTH, `must be at most ${MAX_TEXT_LENGTH} characters`)
  .refine((value) => !value.includes("\0"), "must not contain a NUL character");
/** A calendar date that exists: 2023-02-30 is refused rather than rolled over to March. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, "must be a real date");

const pageSizeOrAll = z.string().transform((value, context) => {
  if (value === ALL_ROWS) return MAX_EXPORT_ROWS;
  const size = positiveInt(MAX_PAGE_SIZE).safeParse(value);
  if (size.success) return size.data;
  context.addIssue({ code: "custom", message: `must be a whole number between 1 and ${MAX_PAGE_SIZE}, or ${ALL_ROWS}` });
  return z.NEVER;
});

export const paramSchemas = {
  page: positiveInt(1_000_000),
  page_size: pageSizeOrAll,
  search: text,
  sport__slug: z.enum(SPORTS, { errorMap: () => ({ message: `must be one of ${SPORTS.join(", ")}` }) }),
  level__slug: z.enum(LEVELS, { errorMap: () => ({ message: `must be one of ${LEVELS.join(", ")}` }) }),
  season: year,
  season__start_year: year,
  year,
  game_date__gte: isoDate,
  game_date__lte: isoDate,
  position: text,
  division: text,
  conference: text,
  status: z.enum(GAME_STATUSES, {
    errorMap: () => ({ message: `must be one of ${GAME_STATUSES.join(", ")}` }),
  }),
  team: text,
  league: z.enum(NETWORK_LEAGUES, { errorMap: () => ({ message: `must be one of ${NETWORK_LEAGUES.join(", ")}` }) }),
  ordering: z.enum(["date", "-date"], { errorMap: () => ({ message: "must be date or -date" }) }),
  decade: z.string().regex(/^\d{3}0$/, "must be a decade such as 1990"),
} as const;

export type ParamName = keyof typeof paramSchemas;
type Parsed<K extends ParamName> = z.output<(typeof paramSchemas)[K]>;
export type Params<K extends ParamName> = { [P in K]?: Parsed<P> };

/** Reads the named parameters; a repeated or malformed parameter is a 400 that names it. */
export function parseParams<K extends ParamName>(url: URL, names: ReadonlyArray<K>): Params<K> {
  const out: Partial<Record<ParamName, unknown>> = {};
  for (const name of names) {
    const values = url.searchParams.getAll(name);
    if (values.length === 0 || (values.length === 1 && values[0] === "")) continue;
    if (values.length > 1) throw badRequest(`Parameter '${name}' is given more than once.`);
    const result = paramSchemas[name].safeParse(values[0]);
    if (!result.success) {
      throw badRequest(`Parameter '${name}' ${result.error.issues[0]?.message ?? "is not valid"}.`);
    }
    out[name] = result.data;
  }
  return out as Params<K>;
}

/**
 * PostgreSQL text cannot hold a NUL byte, so a value with one would fail the query: it is refused
 * as a 400 naming the parameter.
 */
export function refuseNulBytes(url: URL): void {
  for (const [name, value] of url.searchParams) {
    if (value.includes("\u0000")) throw badRequest(`Parameter '${name.slice(0, 40)}' must not contain a NUL character.`);
  }
}
