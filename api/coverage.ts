// Reading what our data covers (table data_coverage, built by every import: db/load/coverage.sql). The
// rules applied to it are in core/coverage.ts; docs/coverage.md says how a page uses both.
import { isCoverageKind, type Coverage, type CoverageKind, type CoveredSection } from "../core/coverage";
import type { Sql } from "../db/database";

type CoverageRow = {
  league: string;
  kind: string;
  first_season: number | null;
  last_season: number | null;
  last_date: string | null;
  sources: Array<string>;
  league_latest_season: number | null;
  league_ongoing: boolean;
  league_first_season: number | null;
};

const SELECT = `SELECT l.slug AS league, dc.kind, dc.first_season, dc.last_season, dc.last_date::text AS last_date, dc.sources,
    dc.league_latest_season, dc.league_ongoing, (SELECT min(s.start_year) FROM seasons s WHERE s.league_id = dc.league_id) AS league_first_season
  FROM data_coverage dc JOIN leagues l ON l.id = dc.league_id`;

function toCoverage(row: CoverageRow): Coverage | null {
  if (!isCoverageKind(row.kind)) return null;
  return {
    league: row.league,
    kind: row.kind,
    first: row.first_season,
    last: row.last_season,
    lastDate: row.last_date,
    sources: row.sources,
    leagueLatest: row.league_latest_season,
    leagueOngoing: row.league_ongoing,
    leagueFirst: row.league_first_season,
  };
}

/** Every league's coverage (of the leagues given, by slug, when given), by league then kind. */
export async function allCoverage(sql: Sql, leagues?: ReadonlyArray<string>): Promise<Array<Coverage>> {
  const rows = await sql.query<CoverageRow>(`${SELECT} WHERE ($1::text[] IS NULL OR l.slug = ANY($1::text[])) ORDER BY l.id, dc.kind`, [
    leagues ? [...leagues] : null,
  ]);
  return rows.map(toCoverage).filter((c): c is Coverage => c !== null);
}

/** One league's coverage of one kind of fact; null when we hold nothing of it. */
export async function coverageOf(sql: Sql, league: string, kind: CoverageKind): Promise<Coverage | null> {
  const rows = await sql.query<CoverageRow>(`${SELECT} WHERE l.slug = $1 AND dc.kind = $2`, [league, kind]);
  return rows[0] ? toCoverage(rows[0]) : null;
}

/** A lookup of the coverage of some leagues (one query for a page of people from several leagues). */
export async function coverageLookup(sql: Sql, leagues: ReadonlyArray<string>) {
  const all = await allCoverage(sql, [...new Set(leagues)]);
  const byKey = new Map(all.map((c) => [`${c.league}|${c.kind}`, c]));
  return (league: string, kind: CoverageKind): Coverage | null => byKey.get(`${league}|${kind}`) ?? null;
}

/** A player's data: rosters or statistics, whichever reaches further (what his status is judged by). */
export function playerData(lookup: (league: string, kind: CoverageKind) => Coverage | null, league: string): Coverage | null {
  const candidates = [lookup(league, "rosters"), lookup(league, "player_stats")].filter((c): c is Coverage => c !== null);
  return candidates.sort((a, b) => (b.last ?? 0) - (a.last ?? 0))[0] ?? null;
}

export type SectionRange = { league: string; kind: CoveredSection; first: number | null; last: number | null };

/**
 * What each league's nav sections list, measured from their own tables (not data_coverage, which measures
 * the datasets): standings computed at import, the player and coach directories, and the record book's
 * lists computed at import (leaders, franchise index, team records, awards).
 */
export async function sectionRanges(sql: Sql, leagues?: ReadonlyArray<string>): Promise<Array<SectionRange>> {
  const rows = await sql.query<SectionRange>(
    `SELECT l.slug AS league, k.kind, k.first, k.last FROM (
       SELECT league_id, 'standings' AS kind, min(season_start_year) AS first, max(season_start_year) AS last FROM standings GROUP BY 1
       UNION ALL SELECT league_id, 'players', min(first_season), max(last_season) FROM players GROUP BY 1
       UNION ALL SELECT league_id, 'coaches', min(first_season), max(last_season) FROM coaches GROUP BY 1
       UNION ALL SELECT league_id, 'leader_lists', min(first_season), max(last_season) FROM leader_statistics GROUP BY 1
       UNION ALL SELECT league_id, 'franchise_index', min(first_season), max(last_season) FROM franchise_index GROUP BY 1
       UNION ALL SELECT league_id, 'record_lists', min(first_season), max(last_season) FROM team_record_lists GROUP BY 1
       UNION ALL SELECT league_id, 'award_index', min(first_season), max(last_season) FROM award_index GROUP BY 1
     ) k JOIN leagues l ON l.id = k.league_id`,
  );
  return leagues ? rows.filter((r) => leagues.includes(r.league)) : rows;
}
