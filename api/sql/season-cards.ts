// A season's card as the import stores it (season_summaries.card) and its status on a given day: shared by
// the seasons and brackets routes (a route module never imports another, tests/unit/layering.test.ts).
import type * as m from "../model";
import { seasonStatusSql, type SeasonStatus } from "../../core/season-status";
import type { Sql } from "../../db/database";
import { Where } from "../sql-filters";

/** The status of `ss` (a season_summaries row) on the day of the placeholder `today`. */
function statusSql(today: string): string {
  return seasonStatusSql(
    {
      league: "(ss.card->'league'->>'slug')",
      startYear: "ss.start_year",
      firstGameDate: "ss.first_game_date",
      titleDecided: "ss.title_decided",
      titleNotHeld: "coalesce((ss.card->>'title_not_held')::boolean, false)",
    },
    today,
  );
}

/** Adds today's date to the query's values; returns the status expression. */
export function statusOn(where: Where, now: Date): string {
  const today = where.param(now.toISOString().slice(0, 10));
  return statusSql(`${today}::date`);
}

/** A season's card as the import stores it (season_summaries.card): the model's season but its status of the day. */
export type SeasonRow = { card: Omit<m.Fields<typeof m.seasonSummary>, "status" | "is_active">; status: SeasonStatus };

export function seasonJson(row: SeasonRow) {
  return { ...row.card, status: row.status, is_active: row.status === "active" };
}

/** One season's card with its status on `now`, or null when the season has no card. */
export async function seasonCard(sql: Sql, seasonId: number, now: Date): Promise<ReturnType<typeof seasonJson> | null> {
  const where = new Where();
  const status = statusOn(where, now);
  where.add("ss.season_id = ?", seasonId);
  const [row] = await sql.query<SeasonRow>(`SELECT ss.card, ${status} AS status FROM season_summaries ss ${where}`, where.values);
  return row ? seasonJson(row) : null;
}
