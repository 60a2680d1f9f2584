// The record book's awards (/awards): each award a league's data holds, with its page's slug and the name
// a fan reads (core/awards.ts awardLabel), computed at import. An award has at most AWARD_MAX_WINNERS
// winners a season on average (co-winners happen: the 1979 NL MVP); more is a selection (All-Star
// teams, Gold Gloves), listed on people's pages, not here.
import { awardLabel } from "../../core/awards";
import type { Sql } from "../database";
import { slugify } from "./slug";

/**
 * An award names at most two winners a season on average (co-winners happen: the 1979 NL MVP, the
 * Jennings Trophy's goalie pairs); more is a selection of many players (All-Star teams, Gold Gloves).
 */
export const AWARD_MAX_WINNERS = 2;

/** "nhl-hart-memorial-trophy-mvp": the league and the name a fan reads ("NFL MVP" is "nfl-mvp"). */
export function awardSlug(league: string, name: string): string {
  const words = slugify(awardLabel(league, name));
  return words.startsWith(`${league}-`) ? words : `${league}-${words}`;
}

/** An award as the awards table holds it: its league, its seasons and its winners. */
type AwardRow = { league_id: number; league: string; name: string; first: number; last: number; seasons: number; winners: number; held: Array<number> };

export async function deriveAwardIndex(tx: Sql): Promise<void> {
  const rows = await tx.query<AwardRow>(
    `SELECT a.league_id, l.slug AS league, a.name, min(a.season_start_year) AS first, max(a.season_start_year) AS last,
            count(DISTINCT a.season_start_year)::int AS seasons, count(*)::int AS winners,
            array_agg(DISTINCT a.season_start_year ORDER BY a.season_start_year) AS held
     FROM awards a JOIN leagues l ON l.id = a.league_id GROUP BY a.league_id, l.slug, a.name`,
  );
  const awards = rows.filter((r) => r.winners <= AWARD_MAX_WINNERS * r.seasons);
  await tx.exec("TRUNCATE award_index");
  if (awards.length > 0) await writeAwardIndex(tx, awards);
  await tx.exec("ANALYZE award_index");
}

async function writeAwardIndex(tx: Sql, awards: ReadonlyArray<AwardRow>): Promise<void> {
  await tx.query(
    `INSERT INTO award_index (slug, league_id, name, label, first_season, last_season, seasons, winners, held_seasons)
     SELECT u.slug, u.league_id, u.name, u.label, u.first_season, u.last_season, u.seasons, u.winners,
            -- the seasons with a winner, kept when a season the league played (it has standings) has none
            -- (the AP NFL MVP lacks 1960); a season not played (the 2004-05 NHL lockout) is no gap
            CASE WHEN EXISTS (SELECT 1 FROM standings st WHERE st.league_id = u.league_id
                                AND st.season_start_year BETWEEN u.first_season AND u.last_season
                                AND st.season_start_year <> ALL (u.held))
                 THEN u.held END
     -- each award's seasons parsed once, not once per standings row the check reads
     FROM (SELECT u.*, string_to_array(u.held_text, ',')::int[] AS held
           FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[], $9::text[])
             AS u(slug, league_id, name, label, first_season, last_season, seasons, winners, held_text)
           OFFSET 0) u
     ON CONFLICT (slug) DO NOTHING`,
    [
      awards.map((a) => awardSlug(a.league, a.name)),
      awards.map((a) => a.league_id),
      awards.map((a) => a.name),
      awards.map((a) => awardLabel(a.league, a.name)),
      awards.map((a) => a.first),
      awards.map((a) => a.last),
      awards.map((a) => a.seasons),
      awards.map((a) => a.winners),
      awards.map((a) => a.held.join(",")),
    ],
  );
}
