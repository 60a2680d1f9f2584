// The seasons a record-book list covers, stated in its heading ("1946-47 to 2019-20"). The one place
// the record book decides its scope: the coverage table's seasons for the kind of fact a list is built
// from (data_coverage, decision 0110: player statistics, team records, games), narrowed to the seasons
// the list's own rows reach (a statistic a dataset only records from some season on).
import { seasonLabel } from "../../core/seasons";
import type { SportSlug } from "../../core/sports";
import type { Sql } from "../../db/database";

export type Scope = { first_season: number; last_season: number; first_label: string; last_label: string };
export type Bounds = { first: number; last: number };

/**
 * The seasons held within an asked range: the held bounds clamped to it, or null when the range holds
 * none (a list never states a season it does not hold). Each list is built from seasons without gaps
 * between its first and last, so the clamped bounds are seasons held.
 */
export function scopeOf(held: Bounds | null, sport: SportSlug, range: { from?: number; to?: number } = {}): Scope | null {
  if (!held) return null;
  const first = Math.max(held.first, range.from ?? held.first);
  const last = Math.min(held.last, range.to ?? held.last);
  if (first > last) return null;
  return { first_season: first, last_season: last, first_label: seasonLabel(first, sport), last_label: seasonLabel(last, sport) };
}

/** The seasons of a league's player-statistics list: the coverage of player statistics, within the statistic's own rows. */
export async function leaderBounds(sql: Sql): Promise<Map<string, Bounds>> {
  const rows = await sql.query<{ league_id: number; statistic: string; first_season: number; last_season: number }>(
    `SELECT ls.league_id, ls.statistic, greatest(ls.first_season, coalesce(dc.first_season, ls.first_season)) AS first_season,
            least(ls.last_season, coalesce(dc.last_season, ls.last_season)) AS last_season
     FROM leader_statistics ls LEFT JOIN data_coverage dc ON dc.league_id = ls.league_id AND dc.kind = 'player_stats'`,
  );
  return new Map(rows.map((r) => [`${r.league_id}|${r.statistic}`, { first: r.first_season, last: r.last_season }]));
}

/** The seasons of record of each league's franchise index (its standings). */
export async function franchiseBounds(sql: Sql): Promise<Map<number, Bounds>> {
  const rows = await sql.query<{ league_id: number; first: number; last: number }>(
    "SELECT league_id, min(first_season) AS first, max(last_season) AS last FROM franchise_index GROUP BY league_id",
  );
  return new Map(rows.map((r) => [r.league_id, { first: r.first, last: r.last }]));
}

/** The seasons of the games we hold of a league (head-to-head records, team records): the coverage of games. */
export async function gameBounds(sql: Sql, leagueId: number): Promise<Bounds | null> {
  const [row] = await sql.query<{ first: number | null; last: number | null }>(
    "SELECT first_season AS first, last_season AS last FROM data_coverage WHERE league_id = $1 AND kind = 'games'",
    [leagueId],
  );
  return row && row.first !== null && row.last !== null ? { first: row.first, last: row.last } : null;
}
