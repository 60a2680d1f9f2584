// The record book's team records (/records), computed once per import inside its transaction (decision
// 0063), after the standings: each league's lists of core/team-records.ts, their first ranks only. Season
// lists read the standings (the published record where a dataset has one, else the one from our games),
// counting complete regular seasons of the league's minimum of games; game and streak lists read the
// final games. Plain SQL; about a second on the full data.
import {
  TEAM_RECORD_LISTS,
  TEAM_RECORD_MAX_ROWS,
  TEAM_RECORD_MINIMUMS,
  TEAM_RECORD_RANKS,
  tiesEndStreaks,
  type TeamRecordKind,
  type TeamRecordList,
} from "../../core/team-records";
import type { SportSlug } from "../../core/sports";
import type { Sql } from "../database";
import { isLeagueMember } from "./league-members";

const SPORTS_OF_LISTS = "(SELECT l.id AS league_id, l.slug AS league, s.slug AS sport FROM leagues l JOIN sports s ON s.id = l.sport_id)";

/** A league's minimums as a VALUES list joined by slug. */
function minimumsTable(): string {
  const rows = Object.entries(TEAM_RECORD_MINIMUMS).map(([league, m]) => `('${league}', ${m.fullSeason}, ${m.percentage})`);
  return `(VALUES ${rows.join(", ")}) AS m(league, full_season, percentage)`;
}

const SEASON_VALUE: Record<string, string> = {
  "most-wins": "s.wins",
  "fewest-wins": "s.wins",
  "best-win-percentage": "pct",
  "worst-win-percentage": "pct",
  "most-standings-points": "s.points",
  "most-scored-season": "s.points_for",
  "most-allowed-season": "s.points_against",
};

const GAME_VALUE: Record<string, { value: string; where: string }> = {
  "most-scored-game": { value: "team_score", where: "true" },
  "most-allowed-game": { value: "opponent_score", where: "true" },
  "largest-margin": { value: "team_score - opponent_score", where: "team_score > opponent_score" },
};

const COLUMNS =
  "league_id, record, rank, team_id, season_start_year, value, wins, losses, ties, ot_losses, game_id, game_date, game_type, opponent_team_id, team_score, opponent_score, first_date, last_date, ranked_rows";

/**
 * Ranks a candidate set per league (ties share a rank) and keeps the first ranks, up to the cap of rows.
 * The candidates are first cut to the values that can rank: a count of each value (one pass, no sort of
 * the 800,000 team-games) gives the value at which the ranks reach the list's length.
 */
function ranked(list: TeamRecordList, candidates: string, sports?: ReadonlyArray<SportSlug>): string {
  const direction = list.ascending ? "ASC" : "DESC";
  const atLeast = list.ascending ? "<=" : ">=";
  const sportFilter = sports ? `AND c.sport IN (${sports.map((s) => `'${s}'`).join(", ")})` : "";
  return `INSERT INTO team_record_rows (${COLUMNS})
    WITH c AS NOT MATERIALIZED (SELECT * FROM (${candidates}) c WHERE c.value IS NOT NULL ${sportFilter}),
    counts AS (SELECT league_id, value, count(*) AS k FROM c GROUP BY league_id, value),
    cut AS (
      SELECT DISTINCT ON (league_id) league_id, value AS cutoff
      FROM (SELECT league_id, value, sum(k) OVER (PARTITION BY league_id ORDER BY value ${direction}) AS reached FROM counts) r
      WHERE reached >= ${TEAM_RECORD_RANKS} ORDER BY league_id, value ${direction}
    )
    SELECT league_id, '${list.slug}', rank, team_id, season_start_year, value, wins, losses, ties, ot_losses, game_id, game_date, game_type,
           opponent_team_id, team_score, opponent_score, first_date, last_date, ranked_rows
    FROM (
      SELECT x.*, count(*) OVER (PARTITION BY x.league_id) AS ranked_rows FROM (
        SELECT c.*, rank() OVER (PARTITION BY c.league_id ORDER BY c.value ${direction}) AS rank,
               row_number() OVER (PARTITION BY c.league_id ORDER BY c.value ${direction}, c.season_start_year, c.game_date, c.first_date, c.team_id) AS n
        FROM c LEFT JOIN cut ON cut.league_id = c.league_id
        WHERE cut.cutoff IS NULL OR c.value ${atLeast} cut.cutoff
      ) x WHERE rank <= ${TEAM_RECORD_RANKS}
    ) y WHERE n <= ${TEAM_RECORD_MAX_ROWS}`;
}

function seasonCandidates(list: TeamRecordList): string {
  const minimum = list.percentage ? "m.percentage" : "m.full_season";
  return `SELECT s.league_id, lg.sport, s.team_id, s.season_start_year, (${SEASON_VALUE[list.slug]})::double precision AS value,
           s.wins, s.losses, s.ties, s.ot_losses, NULL::int AS game_id, NULL::date AS game_date, NULL::text AS game_type,
           NULL::int AS opponent_team_id, NULL::int AS team_score, NULL::int AS opponent_score, NULL::date AS first_date, NULL::date AS last_date
    FROM record_seasons s JOIN ${SPORTS_OF_LISTS} lg ON lg.league_id = s.league_id JOIN ${minimumsTable()} ON m.league = lg.league
    WHERE s.games_played >= ${minimum}`;
}

function gameCandidates(list: TeamRecordList): string {
  const { value, where } = GAME_VALUE[list.slug];
  return `SELECT league_id, sport, team_id, season_start_year, (${value})::double precision AS value,
           NULL::int AS wins, NULL::int AS losses, NULL::int AS ties, NULL::int AS ot_losses, game_id, game_date, game_type,
           opponent_team_id, team_score, opponent_score, NULL::date AS first_date, NULL::date AS last_date
    FROM record_team_games WHERE ${where}`;
}

const LEAGUES = `(SELECT id FROM leagues WHERE slug IN (${Object.keys(TEAM_RECORD_MINIMUMS)
  .map((l) => `'${l}'`)
  .join(", ")}))`;
const NO_TIE_STREAK_SPORTS = (["football", "basketball", "baseball", "hockey"] as const).filter((s) => !tiesEndStreaks(s));

/** One side of each final game with a score, when that side is a member of the game's league that season. */
const teamSide = (
  side: "home" | "away",
  other: "home" | "away",
) => `SELECT g.league_id, lg.sport, g.season_start_year, g.id AS game_id, g.game_date, g.game_type,
       g.${side}_team_id AS team_id, g.${other}_team_id AS opponent_team_id, g.${side}_score AS team_score, g.${other}_score AS opponent_score
FROM games g JOIN ${SPORTS_OF_LISTS} lg ON lg.league_id = g.league_id
WHERE g.league_id IN ${LEAGUES} AND g.status = 'final' AND g.home_score IS NOT NULL AND g.away_score IS NOT NULL
  AND ${isLeagueMember(`g.${side}_team_id`, "g.league_id", "g.season_start_year")}`;

const SETUP = `
-- Complete regular seasons only: a season with a regular-season game still to play is not counted.
CREATE TEMP TABLE record_seasons AS
SELECT st.team_id, st.league_id, st.season_start_year, st.games_played, st.wins, st.losses, st.ties, st.ot_losses, st.points,
       st.points_for, st.points_against,
       st.win_percentage AS pct
FROM standings st
WHERE st.league_id IN ${LEAGUES}
  AND NOT EXISTS (SELECT 1 FROM games g WHERE g.league_id = st.league_id AND g.season_start_year = st.season_start_year
                  AND g.game_type = 'regular' AND g.status = 'scheduled');

-- Every final game with a score, once from each side that is a member of the game's league that season (the
-- game lists and the streaks read it): an FCS program's side of an FBS game is no FBS record.
-- The home sides, then the away sides: two plain scans of the games cost less here than one scan with
-- a lateral pair of rows per game (about 1 s of the database thread's CPU less).
CREATE TEMP TABLE record_team_games AS
${teamSide("home", "away")}
UNION ALL
${teamSide("away", "home")};
`;

type Run = { league_id: number; team_id: number; season: number; result: "W" | "L"; start: number; length: number };

/**
 * Each league's longest runs of wins and of losses within a regular season. Each team-season's results
 * come back as one string in date order ("WWLTW..."), the runs are read from it here (one grouped pass
 * instead of sorting 780,000 team-games twice), and only the runs kept have their dates looked up.
 */
async function streakRows(tx: Sql): Promise<void> {
  const noTies = NO_TIE_STREAK_SPORTS.length
    ? `AND NOT (team_score = opponent_score AND sport IN (${NO_TIE_STREAK_SPORTS.map((s) => `'${s}'`).join(", ")}))`
    : "";
  const regular = `game_type = 'regular' ${noTies}`;
  const seasons = await tx.query<{ league_id: number; team_id: number; season: number; results: string }>(
    `SELECT league_id, team_id, season_start_year AS season,
            string_agg(CASE WHEN team_score > opponent_score THEN 'W' WHEN team_score < opponent_score THEN 'L' ELSE 'T' END, '' ORDER BY game_date, game_id) AS results
     FROM record_team_games WHERE ${regular} GROUP BY league_id, team_id, season_start_year`,
  );
  const lists = new Map<string, Array<Run>>();
  for (const s of seasons) {
    for (const match of s.results.matchAll(/W+|L+/g)) {
      const run: Run = {
        league_id: s.league_id,
        team_id: s.team_id,
        season: s.season,
        result: match[0][0] as "W" | "L",
        start: match.index ?? 0,
        length: match[0].length,
      };
      const key = `${run.league_id}|${run.result}`;
      const list = lists.get(key) ?? [];
      list.push(run);
      lists.set(key, list);
    }
  }
  const kept: Array<Run & { rank: number; ranked: number }> = [];
  for (const runs of lists.values()) {
    runs.sort((a, b) => b.length - a.length || a.season - b.season || a.team_id - b.team_id);
    // Ties share a rank (1, 2, 2, 4): a run's rank is one more than the runs longer than it. Every run
    // within the ranks is counted (the list says how many tied runs it does not show); the first are kept.
    const ranked: Array<Run & { rank: number }> = [];
    for (let n = 0, rank = 1; n < runs.length; n++) {
      if (n > 0 && runs[n - 1].length !== runs[n].length) rank = n + 1;
      if (rank > TEAM_RECORD_RANKS) break;
      ranked.push({ ...runs[n], rank });
    }
    for (const run of ranked.slice(0, TEAM_RECORD_MAX_ROWS)) kept.push({ ...run, ranked: ranked.length });
  }
  if (kept.length === 0) return;
  const slug = { W: "longest-winning-streak", L: "longest-losing-streak" } as const;
  await tx.query(
    `WITH k AS (SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[]) AS k(league_id, team_id, season, record, rank, start, length, ranked)),
     dates AS (
       SELECT team_id, season_start_year, array_agg(game_date ORDER BY game_date, game_id) AS d
       FROM record_team_games WHERE ${regular} AND (team_id, season_start_year) IN (SELECT team_id, season FROM k)
       GROUP BY team_id, season_start_year)
     INSERT INTO team_record_rows (league_id, record, rank, team_id, season_start_year, value, first_date, last_date, ranked_rows)
     SELECT k.league_id, k.record, k.rank, k.team_id, k.season, k.length, d.d[k.start + 1], d.d[k.start + k.length], k.ranked
     FROM k JOIN dates d ON d.team_id = k.team_id AND d.season_start_year = k.season`,
    [
      kept.map((r) => r.league_id),
      kept.map((r) => r.team_id),
      kept.map((r) => r.season),
      kept.map((r) => slug[r.result]),
      kept.map((r) => r.rank),
      kept.map((r) => r.start),
      kept.map((r) => r.length),
      kept.map((r) => r.ranked),
    ],
  );
}

/** A group's first and last season and every season it holds (team_record_lists' columns). */
const SEASONS = "min(season_start_year) AS first, max(season_start_year) AS last, array_agg(DISTINCT season_start_year ORDER BY season_start_year) AS seasons";

export async function deriveTeamRecords(tx: Sql): Promise<void> {
  await tx.exec(`TRUNCATE team_record_rows, team_record_lists; SET LOCAL work_mem = '128MB'; ${SETUP}`);
  for (const list of TEAM_RECORD_LISTS) {
    if (list.kind === "season") await tx.exec(ranked(list, seasonCandidates(list), list.sports));
    if (list.kind === "game") await tx.exec(ranked(list, gameCandidates(list), list.sports));
  }
  await streakRows(tx);
  // The seasons each list was built from, stated in its heading with any gap (2001 to 2019, 2025): a season
  // list runs from its first to its last qualifying season over the complete seasons we hold (a season short
  // of the minimum is left out by the rule its heading states, not a gap; 2020 in college football, which
  // our file stops in, is one); a game list holds the seasons of its games (regular-season games for the streaks).
  const seasonBounds = TEAM_RECORD_LISTS.filter((list) => list.kind === "season").map(
    (list) => `SELECT league_id, '${list.slug}' AS record, min(season_start_year) AS first, max(season_start_year) AS last,
      (SELECT array_agg(DISTINCT rs.season_start_year ORDER BY rs.season_start_year) FROM record_seasons rs
       WHERE rs.league_id = c.league_id AND rs.season_start_year BETWEEN min(c.season_start_year) AND max(c.season_start_year)) AS seasons
      FROM (${seasonCandidates(list)}) c
      WHERE c.value IS NOT NULL ${list.sports ? `AND c.sport IN (${list.sports.map((s) => `'${s}'`).join(", ")})` : ""} GROUP BY league_id`,
  );
  const slugs = (kind: TeamRecordKind) =>
    `ARRAY[${TEAM_RECORD_LISTS.filter((list) => list.kind === kind)
      .map((list) => `'${list.slug}'`)
      .join(", ")}]`;
  // Each league's seasons of games found first (a hash of a few hundred rows, not a sort of the 780,000 team-games).
  const gameBounds = `SELECT league_id, unnest(${slugs("game")}) AS record, ${SEASONS}
    FROM (SELECT DISTINCT league_id, season_start_year FROM record_team_games) s GROUP BY league_id
    UNION ALL
    SELECT league_id, unnest(${slugs("streak")}), ${SEASONS}
    FROM (SELECT DISTINCT league_id, season_start_year FROM record_team_games WHERE game_type = 'regular') s GROUP BY league_id`;
  const bounds = [...seasonBounds, gameBounds];
  await tx.exec(`INSERT INTO team_record_lists (league_id, record, first_season, last_season, seasons) ${bounds.join(" UNION ALL ")};
    DROP TABLE record_seasons, record_team_games;
    ANALYZE team_record_rows, team_record_lists`);
}
