// Team names as they were in a season, for many season lines at once: the eras of the teams involved
// are read in one query and matched here (the same rule as shared-sql.ts's eraInSeason), instead of
// one lookup per line.
import type { Sql } from "../../db/database";

export type Era = { team_id: number; first_season: number | null; last_season: number | null; name: string; city: string | null; abbreviation: string | null };

export async function erasOf(sql: Sql, teamIds: ReadonlyArray<number>): Promise<Map<number, Array<Era>>> {
  const ids = [...new Set(teamIds)];
  const byTeam = new Map<number, Array<Era>>();
  if (ids.length === 0) return byTeam;
  const rows = await sql.query<Era>("SELECT team_id, first_season, last_season, name, city, abbreviation FROM team_eras WHERE team_id = ANY($1::int[])", [ids]);
  for (const row of rows) byTeam.set(row.team_id, [...(byTeam.get(row.team_id) ?? []), row]);
  return byTeam;
}

/** The era covering the season; of several, the one that began last. */
export function eraIn(eras: ReadonlyArray<Era> | undefined, season: number): Era | null {
  let best: Era | null = null;
  for (const era of eras ?? []) {
    if ((era.first_season ?? 0) > season || (era.last_season ?? 9999) < season) continue;
    if (best === null || (era.first_season ?? -1) > (best.first_season ?? -1)) best = era;
  }
  return best;
}
