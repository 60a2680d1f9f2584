// The record book's lists, computed once per import inside its transaction (decision 0063): each
// league's career and single-season leaders (core/record-book.ts names the lists), the franchise
// index and the award index (the team records are a step of their own: db/load/team-records.ts). The
// leader lists are built in memory from the reduced season lines when the import has them (leader-lists.ts,
// decision 0210), else in SQL (insertLeaderRows, the reference); the rest is SQL over the standings and games.
import { readFileSync } from "node:fs";
import { LEADER_STATISTICS, type LeaderStatistic } from "../../core/record-book";
import type { Sql } from "../database";
import { deriveAwardIndex } from "./award-index";
import { leaderListsInOrder, leaderRows, writeLeaderRows, type LeaderList } from "./leader-lists";
import type { RecordLines } from "./record-lines";

const LINES_SQL = new URL("./record-book-lines.sql", import.meta.url);
const TEAMS_SQL = new URL("./record-book-teams.sql", import.meta.url);

/**
 * A list's parts on a record_lines row, its numerator and its denominator (NULL for a count), and the rows
 * of its league that count: a count that is not zero (a season of negative rushing yards counts in his
 * career, as careerStats sums it), a rate with a denominator above zero.
 */
function listParts(league: string, stat: LeaderStatistic): { numerator: string; denominator: string; rows: string } {
  const numerator = `r.${stat.numerator}`;
  const denominator = stat.denominator ? `r.${stat.denominator}` : "NULL::numeric";
  const present = stat.denominator ? `${numerator} IS NOT NULL AND ${denominator} > 0` : `${numerator} IS NOT NULL AND ${numerator} <> 0`;
  return { numerator, denominator, rows: `FROM record_lines r WHERE r.league_id = (SELECT id FROM leagues WHERE slug = '${league}') AND ${present}` };
}

/** The season rows of one list, from the reduced season lines (record_lines). */
function seasonRows(league: string, stat: LeaderStatistic): string {
  const { numerator, denominator, rows } = listParts(league, stat);
  const value = stat.denominator ? `${stat.scale ?? 1} * ${numerator} / ${denominator}` : numerator;
  const qualifies = stat.minimum ? `${denominator} >= ${stat.minimum.season}` : "true";
  return `SELECT r.league_id, '${stat.slug}', 'season', r.player_id, r.season_start_year, r.season_start_year, r.season_start_year, r.team_id,
           ${numerator}, ${denominator}, ${value}, ${qualifies}, r.is_active
    ${rows}
    -- in order of value: the list's rows are then in the order of leader_lines_rank (built without a sort)
    ORDER BY 11`;
}

/** The season parts of one list for leader_seasons (float8 parts), in order of season and player (record_lines' order). */
function seasonParts(league: string, stat: LeaderStatistic): string {
  const { numerator, denominator, rows } = listParts(league, stat);
  return `SELECT r.league_id, '${stat.slug}', r.season_start_year, r.player_id, ${numerator}, ${denominator}, r.is_active
    ${rows}`;
}

/** A career's value and whether it qualifies, from its summed parts (a rate recomputed, never averaged). */
function careerValue(stat: LeaderStatistic): string {
  if (!stat.denominator) return `WHEN '${stat.slug}' THEN sum(numerator)`;
  return `WHEN '${stat.slug}' THEN ${stat.scale ?? 1} * sum(numerator) / sum(denominator)`;
}

function careerQualifies(stat: LeaderStatistic): string {
  return `WHEN '${stat.slug}' THEN ${stat.minimum ? `sum(denominator) >= ${stat.minimum.career}` : "true"}`;
}

const COLUMNS =
  "league_id, statistic, span, player_id, season_start_year, first_season, last_season, team_id, numerator, denominator, value, qualifies, is_active";

/**
 * The leader lists in SQL from record_lines (record-book-lines.sql), which it drops: the reference the
 * lists built in memory (leader-lists.ts) are tested against, and the path of a step re-run alone.
 */
export async function insertLeaderRows(tx: Sql, lists: ReadonlyArray<LeaderList>, leagueIds: ReadonlyMap<string, number>): Promise<void> {
  await tx.exec(`INSERT INTO leader_lines (${COLUMNS}) ${lists.map(({ league, stat }) => `(${seasonRows(league, stat)})`).join(" UNION ALL ")}`);
  // Every list's careers in one pass over the season rows (a statistic's slug is unique within its league
  // only: NBA and NHL assists, so each league's lists are told apart by its id).
  const perLeague = (part: (stat: LeaderStatistic) => string) =>
    `CASE league_id ${Object.entries(LEADER_STATISTICS)
      .map(([league, stats]) => `WHEN ${leagueIds.get(league) ?? 0} THEN CASE statistic ${stats.map(part).join(" ")} END`)
      .join(" ")} END`;
  await tx.exec(`INSERT INTO leader_lines (${COLUMNS})
    SELECT league_id, statistic, 'career', player_id, NULL, min(first_season), max(last_season), NULL, sum(numerator), sum(denominator),
           ${perLeague(careerValue)}, ${perLeague(careerQualifies)}, bool_or(is_active)
    FROM leader_lines WHERE span = 'season'
    GROUP BY league_id, statistic, player_id
    -- in order of list and value, after the season rows: leader_lines_rank's order (span descending)
    ORDER BY league_id, statistic, 11`);
  // The same season rows in order of league, statistic, season and player (each list a scan of
  // record_lines, which is sorted by season and player): a list's seasons side by side, unsorted.
  await tx.exec(`INSERT INTO leader_seasons (league_id, statistic, season_start_year, player_id, numerator, denominator, is_active)
    ${lists.map(({ league, stat }) => seasonParts(league, stat)).join(" UNION ALL ")};
    DROP TABLE record_lines`);
}

/**
 * The record book's tables. `lines`: the season lines reduced by the people step (record-lines.ts); without
 * them (the step re-run alone on an imported database) they are reduced in SQL from player_seasons.
 */
export async function deriveRecordBook(tx: Sql, lines: RecordLines | null = null): Promise<void> {
  await tx.exec("TRUNCATE leader_lines, leader_seasons, leader_statistics, franchise_index, pair_games");
  // Loaded first and indexed after (several times faster than keeping the indexes up to date).
  const indexes = await tx.query<{ indexname: string; indexdef: string }>(
    "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename IN ('leader_lines', 'leader_seasons', 'pair_games')",
  );
  for (const index of indexes) await tx.exec(`DROP INDEX ${index.indexname}`);
  // In order of league id and statistic (leader_seasons's order, below; C collation: JavaScript's order of ASCII slugs).
  const leagueIds = new Map((await tx.query<{ id: number; slug: string }>("SELECT id, slug FROM leagues")).map((l) => [l.slug, l.id]));
  const lists = leaderListsInOrder(leagueIds);
  if (lines) {
    // The lists built here (leader-lists.ts) while the database makes the franchise index and the pairs' games.
    const active = new Set((await tx.query<{ id: number }>("SELECT id FROM players WHERE is_active")).map((row) => row.id));
    const teams = tx.exec(readFileSync(TEAMS_SQL, "utf8"));
    teams.catch(() => undefined); // awaited below
    await writeLeaderRows(tx, leaderRows(lines, active, lists));
    await teams;
  } else {
    await tx.exec(readFileSync(LINES_SQL, "utf8"));
    await insertLeaderRows(tx, lists, leagueIds);
    await tx.exec(readFileSync(TEAMS_SQL, "utf8"));
  }
  await tx.exec(`INSERT INTO leader_statistics (league_id, statistic, first_season, last_season, seasons)
    SELECT h.league_id, h.statistic, h.first_season, h.last_season,
           -- every season held, kept only when a season the league played (it has standings) is missing
           -- from them (NFL completions: none 1992-1998); a season not played (the 2004-05 NHL lockout) is no gap
           CASE WHEN EXISTS (SELECT 1 FROM standings st WHERE st.league_id = h.league_id
                               AND st.season_start_year BETWEEN h.first_season AND h.last_season AND st.season_start_year <> ALL (h.held))
                THEN h.held END
    FROM (SELECT league_id, statistic, min(season_start_year) AS first_season, max(season_start_year) AS last_season,
                 array_agg(season_start_year ORDER BY season_start_year) AS held
          -- each list's seasons found first (a hash of a few thousand), then put in order
          FROM (SELECT DISTINCT league_id, statistic, season_start_year FROM leader_seasons) s
          GROUP BY league_id, statistic) h`);
  for (const index of indexes) await tx.exec(index.indexdef);
  await tx.exec("ANALYZE leader_lines, leader_seasons, leader_statistics, franchise_index, pair_games");
  await deriveAwardIndex(tx);
}
