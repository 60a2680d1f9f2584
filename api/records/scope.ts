// The seasons a record-book list covers, stated in its heading ("1946-47 to 2019-20"). The one place
// the record book decides its scope: the coverage table's seasons for the kind of fact a list is built
// from (data_coverage, decision 0110: player statistics, team records, games), narrowed to the seasons
// the list's own rows reach (a statistic a dataset only records from some season on).
import { coverageLabel, seasonRunsLabel, type Coverage } from "../../core/coverage";
import { seasonLabel } from "../../core/seasons";
import type { SportSlug } from "../../core/sports";
import type { Sql } from "../../db/database";
import { allCoverage } from "../coverage";

/** `label` states the seasons held with their gaps ("2001 to 2019, 2025"), core/coverage.ts's rule. */
export type Scope = { first_season: number; last_season: number; first_label: string; last_label: string; label: string };
/** A list's first and last season, and every season it holds when it may have gaps (null: none between). */
export type Bounds = { first: number; last: number; seasons?: ReadonlyArray<number> | null };

/**
 * The seasons held within an asked range: the held bounds clamped to it, or null when the range holds
 * none (a list never states a season it does not hold). A list whose seasons have gaps (college football:
 * 2001-2020 and 2025) carries them, and the label states them.
 */
export function scopeOf(held: Bounds | null, sport: SportSlug, range: { from?: number; to?: number } = {}): Scope | null {
  if (!held) return null;
  const from = Math.max(held.first, range.from ?? held.first);
  const to = Math.min(held.last, range.to ?? held.last);
  if (from > to) return null;
  const seasons = (held.seasons ?? []).filter((season) => season >= from && season <= to).sort((a, b) => a - b);
  if (held.seasons && seasons.length === 0) return null;
  const first = held.seasons ? seasons[0] : from;
  const last = held.seasons ? seasons[seasons.length - 1] : to;
  const label = (held.seasons ? seasonRunsLabel(seasons, sport) : coverageLabel({ first, last }, sport)) ?? "";
  return { first_season: first, last_season: last, first_label: seasonLabel(first, sport), last_label: seasonLabel(last, sport), label };
}

/**
 * The seasons of a league's player-statistics list: the coverage of player statistics, within the
 * statistic's own rows, with its gaps (NFL completions, decision 0153) and what the league's statistics
 * leave out (core/coverage.ts dataBoundText: "since 1970 only", "offense only").
 */
export async function leaderBounds(sql: Sql): Promise<Map<string, Bounds & { coverage: Coverage | null }>> {
  const rows = await sql.query<{
    league_id: number;
    league: string;
    statistic: string;
    first_season: number;
    last_season: number;
    seasons: Array<number> | null;
  }>(
    `SELECT ls.league_id, l.slug AS league, ls.statistic, greatest(ls.first_season, coalesce(dc.first_season, ls.first_season)) AS first_season,
            least(ls.last_season, coalesce(dc.last_season, ls.last_season)) AS last_season, ls.seasons
     FROM leader_statistics ls JOIN leagues l ON l.id = ls.league_id
     LEFT JOIN data_coverage dc ON dc.league_id = ls.league_id AND dc.kind = 'player_stats'`,
  );
  const coverage = await allCoverage(sql, [...new Set(rows.map((r) => r.league))]);
  const stats = new Map(coverage.filter((c) => c.kind === "player_stats").map((c) => [c.league, c]));
  return new Map(
    rows.map((r) => [
      `${r.league_id}|${r.statistic}`,
      { first: r.first_season, last: r.last_season, seasons: r.seasons, coverage: stats.get(r.league) ?? null },
    ]),
  );
}

/** The seasons of record of each league's franchise index: its standings' seasons, gaps included. */
export async function franchiseBounds(sql: Sql): Promise<Map<number, Bounds>> {
  const rows = await sql.query<{ league_id: number; first: number; last: number; seasons: Array<number> }>(
    `SELECT f.league_id, f.first, f.last, s.seasons FROM
       (SELECT league_id, min(first_season) AS first, max(last_season) AS last FROM franchise_index GROUP BY league_id) f
       JOIN (SELECT league_id, array_agg(DISTINCT season_start_year) AS seasons FROM standings GROUP BY league_id) s ON s.league_id = f.league_id`,
  );
  return new Map(rows.map((r) => [r.league_id, { first: r.first, last: r.last, seasons: r.seasons }]));
}

/**
 * The seasons of the games we hold of a league (head-to-head records): the coverage of games, with the
 * seasons between that hold none left out (college football's 2021 and 2022), so the heading states the gap.
 */
export async function gameBounds(sql: Sql, leagueId: number): Promise<Bounds | null> {
  const [row] = await sql.query<{ first: number | null; last: number | null; seasons: Array<number> | null }>(
    `SELECT dc.first_season AS first, dc.last_season AS last,
            (SELECT array_agg(se.start_year ORDER BY se.start_year) FROM seasons se JOIN season_summaries ss ON ss.season_id = se.id
             WHERE se.league_id = dc.league_id AND ss.games_count > 0 AND se.start_year BETWEEN dc.first_season AND dc.last_season) AS seasons
     FROM data_coverage dc WHERE dc.league_id = $1 AND dc.kind = 'games'`,
    [leagueId],
  );
  return row && row.first !== null && row.last !== null ? { first: row.first, last: row.last, seasons: row.seasons } : null;
}
