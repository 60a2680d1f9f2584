// The record book's own query parameters, read as api/params.ts reads the shared ones: a repeated or
// malformed value is a 400 that names it.
import { z } from "zod";
import { ON_THIS_DAY_KINDS, parseMonthDay, type MonthDay } from "../../core/on-this-day";
import { LEADER_SPANS } from "../../core/record-book";
import { badRequest } from "../errors";

const year = z
  .string()
  .regex(/^\d{4}$/, "must be a four-digit year")
  .transform(Number);

const schemas = {
  statistic: z.string().regex(/^[a-z-]{1,40}$/, "must be a statistic's name such as home-runs"),
  span: z.enum(LEADER_SPANS, { errorMap: () => ({ message: `must be one of ${LEADER_SPANS.join(", ")}` }) }),
  active: z.enum(["true", "false", "1", "0"], { errorMap: () => ({ message: "must be true or false" }) }).transform((v) => v === "true" || v === "1"),
  from: year,
  to: year,
  /** Two franchises' slugs, comma-separated. */
  teams: z
    .string()
    .regex(/^[a-z0-9-]{1,80},[a-z0-9-]{1,80}$/, "must name two teams as slug,slug")
    .transform((value) => value.split(",") as [string, string]),
  /** A day of the year (on this day): 02-05, February 29 included. */
  date: z
    .string()
    .regex(/^\d{2}-\d{2}$/, "must be a day of the year as MM-DD, such as 02-05")
    .transform((value, ctx): MonthDay => {
      const day = parseMonthDay(value);
      if (!day) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `(${value}) is not a day of the year: the month is 01 to 12 and the day within it` });
      return day ?? { month: 1, day: 1 };
    }),
  /** Any league's slug, the AFL's too, which the shared `league` filter does not name (on this day); an unknown one is a 404. */
  league: z.string().regex(/^[a-z0-9-]{1,40}$/, "must be a league's slug such as nfl"),
  kind: z.enum(ON_THIS_DAY_KINDS, { errorMap: () => ({ message: `must be one of ${ON_THIS_DAY_KINDS.join(", ")}` }) }),
} as const;

type Name = keyof typeof schemas;
export type RecordParams<K extends Name> = { [P in K]?: z.output<(typeof schemas)[P]> };

export function parseRecordParams<K extends Name>(url: URL, names: ReadonlyArray<K>): RecordParams<K> {
  const out: Partial<Record<Name, unknown>> = {};
  for (const name of names) {
    const values = url.searchParams.getAll(name);
    if (values.length === 0 || (values.length === 1 && values[0] === "")) continue;
    if (values.length > 1) throw badRequest(`Parameter '${name}' is given more than once.`);
    const result = schemas[name].safeParse(values[0]);
    if (!result.success) throw badRequest(`Parameter '${name}' ${result.error.issues[0]?.message ?? "is not valid"}.`);
    out[name] = result.data;
  }
  return out as RecordParams<K>;
}
