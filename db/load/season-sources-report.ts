// The data-quality report's measures of player-seasons held by two datasets and of people no id names
// (issue 35): taken at import with the rest of the report (data-quality-report.ts measureQuality).
// - superseded_season_lines (written by superseded-lines.ts): per pair of sources, how many
//   player-seasons both hold and how many differ, by statistic; the largest differences of a season and
//   of a career (Brees: 80,358 official passing yards, 80,428 from play-by-play);
// - the people Pro-Football-Reference's rows alone name (no nflverse player matched: expected before
//   1999, listed from 1999), and the award winners with no season line in the league.
import type { Sql } from "../database";

export type SeasonSourcePair = {
  league: string;
  kept_source: string;
  superseded_source: string;
  compared: number;
  differing: number;
  by_stat: Record<string, number>;
};
export type SeasonLineDifference = {
  player: string;
  league: string;
  season: number | null;
  stat: string;
  kept: number;
  superseded: number;
  kept_source: string;
  superseded_source: string;
};
export type UnidentifiedRows = { league: string; source: string; era: string; people: number; rows: number };
export type UnidentifiedRow = { player: string; season: number; team: string | null; league: string };
export type AwardWithoutSeasons = { player: string; league: string; award: string; seasons: string };

export type SeasonSourcesReport = {
  season_line_sources: Array<SeasonSourcePair>;
  season_line_differences: Array<SeasonLineDifference>;
  season_line_career_differences: Array<SeasonLineDifference>;
  unidentified_rows: Array<UnidentifiedRows>;
  unidentified_recent: Array<UnidentifiedRow>;
  awards_without_seasons: Array<AwardWithoutSeasons>;
};

/** The statistics whose differences are listed (counts of games and targets differ by definition, see docs/data.md). */
const LISTED = `('passing_yards', 'passing_touchdowns', 'passing_interceptions', 'passing_completions', 'passing_attempts',
  'rushing_yards', 'rushing_touchdowns', 'rushing_attempts', 'receptions', 'receiving_yards', 'receiving_touchdowns')`;

/** The prefix of the people Pro-Football-Reference's NFL rows alone name (db/import/nfl-identity.ts PFR_ONLY_PREFIX). */
const PFR_ONLY = "nfl-player-offense-pfr-1970-2020:";
/** The first NFL season nflverse holds: a row after it that matches no nflverse player is listed. */
const NFLVERSE_FIRST = 1999;

export async function measureSeasonSources(sql: Sql): Promise<SeasonSourcesReport> {
  const pairs = await sql.query<Omit<SeasonSourcePair, "by_stat">>(
    `SELECT l.abbreviation AS league, s.kept_source, s.superseded_source, count(*)::int AS compared,
            count(*) FILTER (WHERE s.differences <> '{}'::jsonb)::int AS differing
     FROM superseded_season_lines s JOIN leagues l ON l.id = s.league_id
     GROUP BY l.id, l.abbreviation, s.kept_source, s.superseded_source ORDER BY l.id, s.kept_source`,
  );
  const stats = await sql.query<{ league: string; kept_source: string; superseded_source: string; stat: string; n: number }>(
    `SELECT l.abbreviation AS league, s.kept_source, s.superseded_source, d.key AS stat, count(*)::int AS n
     FROM superseded_season_lines s JOIN leagues l ON l.id = s.league_id, jsonb_object_keys(s.differences) d(key)
     GROUP BY 1, 2, 3, 4 ORDER BY n DESC`,
  );
  const differences = (career: boolean) =>
    sql.query<SeasonLineDifference>(
      `WITH d AS (
         SELECT s.person_id, s.league_id, s.season_start_year, s.kept_source, s.superseded_source, e.key AS stat,
                (e.value->>0)::numeric AS kept, (e.value->>1)::numeric AS superseded
         FROM superseded_season_lines s, jsonb_each(s.differences) e WHERE e.key IN ${LISTED}
       ), g AS (
         SELECT person_id, league_id, ${career ? "NULL::int" : "season_start_year"} AS season, kept_source, superseded_source, stat,
                sum(kept) AS kept, sum(superseded) AS superseded
         FROM d GROUP BY 1, 2, 3, 4, 5, 6
       )
       SELECT pe.full_name AS player, l.abbreviation AS league, g.season, g.stat, g.kept::float8 AS kept, g.superseded::float8 AS superseded,
              g.kept_source, g.superseded_source
       FROM g JOIN people pe ON pe.id = g.person_id JOIN leagues l ON l.id = g.league_id
       WHERE g.kept <> g.superseded
       ORDER BY abs(g.kept - g.superseded) DESC, pe.full_name, g.season LIMIT 25`,
    );
  const unidentified = await sql.query<UnidentifiedRows>(
    `SELECT l.abbreviation AS league, ps.source,
            CASE WHEN ps.season_start_year < ${NFLVERSE_FIRST} THEN 'before ${NFLVERSE_FIRST}' ELSE '${NFLVERSE_FIRST} and after' END AS era,
            count(DISTINCT pe.id)::int AS people, count(*)::int AS rows
     FROM player_seasons ps JOIN players pl ON pl.id = ps.player_id JOIN people pe ON pe.id = pl.person_id JOIN leagues l ON l.id = pl.league_id
     WHERE pe.source_key LIKE '${PFR_ONLY}%'
     GROUP BY 1, 2, 3 ORDER BY 1, 3 DESC`,
  );
  const recent = await sql.query<UnidentifiedRow>(
    `SELECT pe.full_name AS player, ps.season_start_year AS season, t.name AS team, l.abbreviation AS league
     FROM player_seasons ps JOIN players pl ON pl.id = ps.player_id JOIN people pe ON pe.id = pl.person_id
     JOIN leagues l ON l.id = pl.league_id LEFT JOIN teams t ON t.id = ps.team_id
     WHERE pe.source_key LIKE '${PFR_ONLY}%' AND ps.season_start_year >= ${NFLVERSE_FIRST}
     ORDER BY ps.season_start_year, pe.full_name LIMIT 200`,
  );
  const awards = await sql.query<AwardWithoutSeasons>(
    `SELECT pe.full_name AS player, l.abbreviation AS league, a.name AS award,
            string_agg(a.season_start_year::text, ', ' ORDER BY a.season_start_year) AS seasons
     FROM awards a JOIN people pe ON pe.id = a.person_id JOIN leagues l ON l.id = a.league_id
     WHERE l.slug = 'nfl' AND NOT EXISTS (
       SELECT 1 FROM players pl JOIN player_seasons ps ON ps.player_id = pl.id WHERE pl.person_id = a.person_id AND pl.league_id = a.league_id)
     GROUP BY pe.id, pe.full_name, l.abbreviation, a.name ORDER BY min(a.season_start_year)`,
  );
  return {
    season_line_sources: pairs.map((pair) => ({
      ...pair,
      by_stat: Object.fromEntries(
        stats
          .filter((s) => s.league === pair.league && s.kept_source === pair.kept_source && s.superseded_source === pair.superseded_source)
          .map((s) => [s.stat, s.n]),
      ),
    })),
    season_line_differences: await differences(false),
    season_line_career_differences: await differences(true),
    unidentified_rows: unidentified,
    unidentified_recent: recent,
    awards_without_seasons: awards,
  };
}
