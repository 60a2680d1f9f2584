// After the games, results and published records are written: the standings (true records, the
// record derived from games beside them, ranks and playoff positions) and the per-season figures,
// computed once so the pages read them instead of counting games per request.
import {
  compareStandings,
  FIRST_OT_LOSS_SEASON,
  gamesBehind,
  gamesBehindGroup,
  hadPostseason,
  playoffGameSql,
  playoffPositions,
  recordSql,
  standingPoints,
  winPercentage,
  type PlayoffPosition,
  type PositionInput,
} from "../../core/standings";
import { TITLE_SERIES_WINS } from "../../core/season-status";
import { UNSETTLED_GAME_STATUSES } from "../../core/game-status";
import { isSport, type SportSlug } from "../../core/sports";
import type { Sql } from "../database";
import { endOfSeasonStreaks } from "./streaks";
import { isLeagueMember } from "./league-members";

/** Which seasons a derivation touches: every one (the import) or the listed ids (a live-feed write). */
export type SeasonScope = ReadonlyArray<number> | null;

/** A filter on a season id column for a scope ("" for every season); the ids are whole numbers, written inline. */
function inScope(column: string, scope: SeasonScope): string {
  if (scope === null) return "";
  const ids = scope.filter((id) => Number.isInteger(id));
  return ` AND ${column} = ANY('{${ids.join(",")}}'::int[])`;
}

/** The statuses that hold a day open, as an SQL list. */
const UNSETTLED = UNSETTLED_GAME_STATUSES.map((status) => `'${status}'`).join(", ");

/**
 * The one rule of the days a season's standings count (decision 0189): a day is complete when none of
 * the season's regular-season games that day is still to be played or in progress, and the standings
 * count the days from the season's first through the last one before its first day not complete. This
 * is each season's first day not complete (none: every day is), a subquery of (season_id, day).
 */
const firstDayNotComplete = (scope: SeasonScope) => `(
  SELECT season_id, min(game_date) AS day FROM games
  WHERE game_type = 'regular' AND status IN (${UNSETTLED})${inScope("season_id", scope)} GROUP BY season_id)`;

/** Whether `game` is on a complete day of its season, `notComplete` the firstDayNotComplete row joined to it. */
const onCompleteDay = (game: string, notComplete: string) => `(${notComplete}.day IS NULL OR ${game}.game_date < ${notComplete}.day)`;

/** The results the standings count: regular-season finals with both scores, on the season's complete days. */
const countedResults = (scope: SeasonScope) => `(
  SELECT g.* FROM games g LEFT JOIN ${firstDayNotComplete(scope)} nc ON nc.season_id = g.season_id
  WHERE g.game_type = 'regular' AND g.status = 'final' AND g.home_score IS NOT NULL AND g.away_score IS NOT NULL
    AND ${onCompleteDay("g", "nc")}${inScope("g.season_id", scope)})`;

/**
 * Which dataset's published record wins when two publish the same team-season: the league's own
 * record-keeping dataset first, then any other by name.
 */
export const RECORD_PRIORITY = ["nfl-historical-records", "bball-reference-datasets", "lahman", "hockey-databank"];

/**
 * The first season of each league's current conference and division alignment (the seed's
 * franchises.csv holds today's alignment). A season from then on that no dataset aligns takes the
 * seed's; an earlier one stays unaligned (one table for the league) rather than guessed.
 * NFL: eight divisions since 2002 (Texans). NBA: six divisions since 2004-05 (Bobcats). MLB: Astros
 * to the AL West in 2013. NHL: 32 teams since 2021-22 (Kraken; Utah took Arizona's Central place).
 */
export const CURRENT_ALIGNMENT_SINCE: Record<string, number> = { nfl: 2002, nba: 2004, mlb: 2013, nhl: 2021 };

const teamSeasonFromGames = (scope: SeasonScope) => `
WITH team_games AS (
  SELECT g.home_team_id AS team_id, g.league_id, g.season_id, g.season_start_year, g.game_date, g.overtime,
         g.home_score AS scored, g.away_score AS allowed, true AS at_home
  FROM ${countedResults(scope)} g
  UNION ALL
  SELECT g.away_team_id, g.league_id, g.season_id, g.season_start_year, g.game_date, g.overtime,
         g.away_score, g.home_score, false
  FROM ${countedResults(scope)} g
),
-- A team whose era that season is in another league than the game's (an FCS program in an FBS game)
-- gets no standings row from it: the game counts for its opponent, a member of the league.
member_games AS (
  SELECT tg.* FROM team_games tg
  WHERE ${isLeagueMember("tg.team_id", "tg.league_id", "tg.season_start_year")}
),
outcomes AS (
  SELECT tg.*,
         CASE WHEN scored > allowed THEN 'W'
              WHEN scored = allowed THEN 'T'
              -- core/standings.ts countsAsOvertimeLoss: hockey from 1999-2000, a loss in overtime or a shootout
              WHEN tg.season_start_year >= ${FIRST_OT_LOSS_SEASON} AND coalesce(tg.overtime, '') <> ''
                   AND tg.league_id IN (SELECT l.id FROM leagues l JOIN sports s ON s.id = l.sport_id WHERE s.slug = 'hockey') THEN 'OTL'
              ELSE 'L' END AS outcome
  FROM member_games tg
  -- kept a subquery (OFFSET 0): each game's outcome decided once, not again in each count that reads it
  OFFSET 0
)
INSERT INTO standings (team_id, league_id, season_id, season_start_year, games_played, wins, losses, ties, ot_losses,
                       points_for, points_against, home_wins, home_losses, home_ties, away_wins, away_losses, away_ties,
                       streak, streak_type, last_game_date, derived_games_played, derived_wins, derived_losses,
                       derived_ties, derived_ot_losses, record_source)
SELECT team_id, min(league_id), min(season_id), season_start_year,
       count(*)::int,
       count(*) FILTER (WHERE outcome = 'W')::int,
       count(*) FILTER (WHERE outcome = 'L')::int,
       count(*) FILTER (WHERE outcome = 'T')::int,
       count(*) FILTER (WHERE outcome = 'OTL')::int,
       sum(scored)::int, sum(allowed)::int,
       count(*) FILTER (WHERE outcome = 'W' AND at_home)::int,
       count(*) FILTER (WHERE outcome IN ('L', 'OTL') AND at_home)::int,
       count(*) FILTER (WHERE outcome = 'T' AND at_home)::int,
       count(*) FILTER (WHERE outcome = 'W' AND NOT at_home)::int,
       count(*) FILTER (WHERE outcome IN ('L', 'OTL') AND NOT at_home)::int,
       count(*) FILTER (WHERE outcome = 'T' AND NOT at_home)::int,
       0, NULL, max(game_date),
       count(*)::int,
       count(*) FILTER (WHERE outcome = 'W')::int,
       count(*) FILTER (WHERE outcome = 'L')::int,
       count(*) FILTER (WHERE outcome = 'T')::int,
       count(*) FILTER (WHERE outcome = 'OTL')::int,
       'games'
FROM outcomes
GROUP BY team_id, season_start_year`;

/**
 * The published record wins; a team-season we hold no games of gets a row from it alone. A league-season
 * whose published records are a snapshot taken before it ended (every club with games has played more
 * of them in our games than its published record counts: bball-reference's 2025-26 of 2026-03-01) keeps
 * the records derived from the games.
 */
const publishedRecords = (scope: SeasonScope) => `
WITH published_all AS (
  SELECT DISTINCT ON (r.team_id, r.season_start_year) r.*
  FROM team_season_records r
  WHERE true${scope === null ? "" : ` AND (r.league_id, r.season_start_year) IN (SELECT league_id, start_year FROM seasons WHERE true${inScope("id", scope)})`}
  ORDER BY r.team_id, r.season_start_year, array_position($1::text[], r.source) NULLS LAST, r.source
),
snapshot AS (
  SELECT p.league_id, p.season_start_year
  FROM published_all p JOIN standings d ON d.team_id = p.team_id AND d.season_start_year = p.season_start_year
  GROUP BY p.league_id, p.season_start_year
  HAVING bool_and(d.derived_games_played > p.wins + p.losses + coalesce(p.ties, 0) + coalesce(p.ot_losses, 0))
),
published AS (
  SELECT p.* FROM published_all p
  WHERE NOT EXISTS (SELECT 1 FROM snapshot s WHERE s.league_id = p.league_id AND s.season_start_year = p.season_start_year)
)
INSERT INTO standings (team_id, league_id, season_id, season_start_year, games_played, wins, losses, ties, ot_losses,
                       points, streak, record_source, made_playoffs, conference, division)
SELECT p.team_id, p.league_id, se.id, p.season_start_year,
       p.wins + p.losses + coalesce(p.ties, 0) + coalesce(p.ot_losses, 0), p.wins, p.losses, coalesce(p.ties, 0),
       coalesce(p.ot_losses, 0), p.points, 0, p.source, coalesce(p.made_playoffs, false), p.conference, p.division
FROM published p JOIN seasons se ON se.league_id = p.league_id AND se.start_year = p.season_start_year
ON CONFLICT (team_id, season_start_year) DO UPDATE SET
  games_played = EXCLUDED.games_played, wins = EXCLUDED.wins, losses = EXCLUDED.losses, ties = EXCLUDED.ties,
  ot_losses = EXCLUDED.ot_losses, points = EXCLUDED.points, record_source = EXCLUDED.record_source,
  made_playoffs = EXCLUDED.made_playoffs, conference = EXCLUDED.conference, division = EXCLUDED.division`;

/**
 * One source for a record and what is shown beside it (decision 0118). Where the published record counts
 * games we do not hold (the 1987 NFL strike's replacement games are missing from the game logs), the
 * points are the published ones (none when the source has none), and the splits and the streak, which
 * only games give, are not shown: from the games we hold they would be partial. The page says how many
 * of the record's games we hold (derived_games_played).
 */
const splitsOfPartialGames = (scope: SeasonScope) => `
UPDATE standings st SET points_for = r.points_for, points_against = r.points_against,
  home_wins = NULL, home_losses = NULL, home_ties = NULL, away_wins = NULL, away_losses = NULL, away_ties = NULL,
  division_wins = NULL, division_losses = NULL, division_ties = NULL,
  conference_wins = NULL, conference_losses = NULL, conference_ties = NULL, streak = 0, streak_type = NULL
FROM (SELECT DISTINCT ON (team_id, season_start_year, source) team_id, season_start_year, source, points_for, points_against
      FROM team_season_records ORDER BY team_id, season_start_year, source, id) r
WHERE r.team_id = st.team_id AND r.season_start_year = st.season_start_year AND r.source = st.record_source
  AND st.derived_games_played IS NOT NULL AND st.derived_games_played < st.games_played${inScope("st.season_id", scope)}`;

const postseasonAndTitles = (scope: SeasonScope) => `
UPDATE standings st SET made_playoffs = true
FROM (SELECT season_id, home_team_id AS team_id FROM games g WHERE ${playoffGameSql("g")}${inScope("season_id", scope)}
      UNION SELECT season_id, away_team_id FROM games g WHERE ${playoffGameSql("g")}${inScope("season_id", scope)}) p
WHERE p.season_id = st.season_id AND p.team_id = st.team_id${inScope("st.season_id", scope)};
UPDATE standings st SET won_title = true, made_playoffs = true
FROM championship_results r JOIN championships c ON c.id = r.championship_id
WHERE c.league_id = st.league_id AND r.season_start_year = st.season_start_year
  AND r.status = 'held' AND r.winner_team_id = st.team_id${inScope("st.season_id", scope)};`;

/**
 * How far each team went, from the postseason games we hold (every league, one rule): the team's last
 * postseason series is its games against its last postseason opponent, counted from after its last
 * game against another club; the round is the label of that series' latest labelled game. A team
 * without postseason games keeps nulls (not in our data, or no postseason).
 */
const postseasonReach = (scope: SeasonScope) => `
WITH team_games AS (
  -- One scan of the games: each postseason result once for each side.
  SELECT g.season_start_year AS season, g.id, g.game_date, side.team_id, side.opponent, g.round, side.outcome
  FROM games g
  CROSS JOIN LATERAL (VALUES (g.home_team_id, g.away_team_id, sign(g.home_score - g.away_score)),
                             (g.away_team_id, g.home_team_id, sign(g.away_score - g.home_score))) AS side(team_id, opponent, outcome)
  WHERE g.game_type <> 'regular' AND g.status = 'final' AND g.home_score IS NOT NULL AND g.away_score IS NOT NULL${inScope("g.season_id", scope)}
),
-- Each game beside the team's last postseason opponent of the season (one window pass).
marked AS (
  SELECT tg.*, first_value(tg.opponent) OVER (PARTITION BY tg.team_id, tg.season ORDER BY tg.game_date DESC, tg.id DESC) AS last_opponent
  FROM team_games tg
),
bounds AS (
  SELECT team_id, season, last_opponent, max(game_date) FILTER (WHERE opponent <> last_opponent) AS after
  FROM marked GROUP BY team_id, season, last_opponent
),
series AS (
  SELECT m.team_id, m.season, m.last_opponent AS opponent,
         count(*) FILTER (WHERE m.outcome > 0)::int AS wins, count(*) FILTER (WHERE m.outcome < 0)::int AS losses,
         count(*) FILTER (WHERE m.outcome = 0)::int AS ties,
         (array_agg(m.round ORDER BY m.game_date DESC, m.id DESC) FILTER (WHERE m.round IS NOT NULL))[1] AS round
  FROM marked m JOIN bounds b ON b.team_id = m.team_id AND b.season = m.season
  WHERE m.opponent = b.last_opponent AND (b.after IS NULL OR m.game_date > b.after)
  GROUP BY m.team_id, m.season, m.last_opponent
)
UPDATE standings st SET postseason_round = s.round, postseason_wins = s.wins, postseason_losses = s.losses,
       postseason_ties = s.ties, postseason_opponent_name = coalesce(o.team_name, t.name)
FROM series s
JOIN teams t ON t.id = s.opponent
LEFT JOIN standings o ON o.team_id = s.opponent AND o.season_start_year = s.season
WHERE st.team_id = s.team_id AND st.season_start_year = s.season${inScope("st.season_id", scope)}`;

const currentAlignment = (scope: SeasonScope) => `
UPDATE standings st SET conference = t.conference, division = t.division
FROM teams t JOIN leagues l ON l.id = t.league_id
JOIN unnest($1::text[], $2::int[]) AS a(league, since) ON a.league = l.slug
WHERE t.id = st.team_id AND st.conference IS NULL AND st.division IS NULL AND st.season_start_year >= a.since${inScope("st.season_id", scope)}`;

/**
 * Division and conference records from the games between teams aligned together that season: each
 * game is joined to its two clubs' alignments once, then counted for both.
 */
const groupRecords = (scope: SeasonScope) => `
WITH paired AS (
  SELECT g.season_start_year AS season, g.home_team_id AS home, g.away_team_id AS away,
         sign(g.home_score - g.away_score) AS outcome,
         h.division = a.division AS same_division, h.conference = a.conference AS same_conference
  -- the games in one scan, hashed against the standings (OFFSET 0: not an index probe of the games per team-season)
  FROM (SELECT * FROM ${countedResults(scope)} g OFFSET 0) g
  JOIN standings h ON h.team_id = g.home_team_id AND h.season_start_year = g.season_start_year
  JOIN standings a ON a.team_id = g.away_team_id AND a.season_start_year = g.season_start_year
),
results AS (
  SELECT season, home AS team_id, outcome, same_division, same_conference FROM paired
  UNION ALL
  SELECT season, away, -outcome, same_division, same_conference FROM paired
),
grouped AS (
  SELECT team_id, season,
         count(*) FILTER (WHERE same_division AND outcome > 0)::int AS dw,
         count(*) FILTER (WHERE same_division AND outcome < 0)::int AS dl,
         count(*) FILTER (WHERE same_division AND outcome = 0)::int AS dt,
         count(*) FILTER (WHERE same_conference AND outcome > 0)::int AS cw,
         count(*) FILTER (WHERE same_conference AND outcome < 0)::int AS cl,
         count(*) FILTER (WHERE same_conference AND outcome = 0)::int AS ct
  FROM results GROUP BY team_id, season
)
UPDATE standings st SET
  division_wins = CASE WHEN st.division IS NOT NULL THEN g.dw END, division_losses = CASE WHEN st.division IS NOT NULL THEN g.dl END,
  division_ties = CASE WHEN st.division IS NOT NULL THEN g.dt END,
  conference_wins = CASE WHEN st.conference IS NOT NULL THEN g.cw END, conference_losses = CASE WHEN st.conference IS NOT NULL THEN g.cl END,
  conference_ties = CASE WHEN st.conference IS NOT NULL THEN g.ct END
FROM grouped g WHERE g.team_id = st.team_id AND g.season = st.season_start_year${inScope("st.season_id", scope)}`;

/**
 * CTEs ending in series_won(season_id, winner, loser, winner_wins, loser_wins, deciding_game_id): the
 * seasons without a result in the seed whose title series is won in the games we hold.
 * The title series is the season's last playoff pairing, between clubs of different conferences,
 * counted from after either club's last playoff game against another club; it is won once a club
 * has the league's TITLE_SERIES_WINS. Conference finals (same conference) and a postseason whose
 * final we hold only in part are not taken for a decided title.
 */
const titleSeriesByGames = (scope: SeasonScope) => `
series_wins_needed (league_slug, wins) AS (
  VALUES ${Object.entries(TITLE_SERIES_WINS)
    .map(([league, wins]) => `('${league}', ${wins})`)
    .join(", ")}
),
playoff_results AS (
  SELECT g.season_id, g.season_start_year, g.game_date, g.id, least(g.home_team_id, g.away_team_id) AS a,
         greatest(g.home_team_id, g.away_team_id) AS b,
         CASE WHEN g.home_score > g.away_score THEN g.home_team_id WHEN g.away_score > g.home_score THEN g.away_team_id END AS winner
  FROM seasons se JOIN leagues l ON l.id = se.league_id
  JOIN series_wins_needed n ON n.league_slug = l.slug
  JOIN games g ON g.season_id = se.id AND g.game_type <> 'regular' AND g.status = 'final'
  WHERE NOT EXISTS (SELECT 1 FROM championship_results cr WHERE cr.season_id = se.id)${inScope("se.id", scope)}
),
last_pair AS (
  SELECT DISTINCT ON (season_id) season_id, season_start_year, a, b FROM playoff_results ORDER BY season_id, game_date DESC, id DESC
),
pair_from AS (
  SELECT lp.season_id, lp.season_start_year, lp.a, lp.b, max(o.game_date) AS after
  FROM last_pair lp LEFT JOIN playoff_results o ON o.season_id = lp.season_id
    AND (o.a IN (lp.a, lp.b) OR o.b IN (lp.a, lp.b)) AND NOT (o.a = lp.a AND o.b = lp.b)
  GROUP BY lp.season_id, lp.season_start_year, lp.a, lp.b
),
series_games AS (
  SELECT pf.season_id, pf.a, pf.b, n.wins AS needed,
         count(*) FILTER (WHERE r.winner = pf.a)::int AS a_wins, count(*) FILTER (WHERE r.winner = pf.b)::int AS b_wins,
         (array_agg(r.id ORDER BY r.game_date DESC, r.id DESC))[1] AS deciding_game_id
  FROM pair_from pf
  JOIN playoff_results r ON r.season_id = pf.season_id AND r.a = pf.a AND r.b = pf.b AND (pf.after IS NULL OR r.game_date > pf.after)
  JOIN seasons se ON se.id = pf.season_id JOIN leagues l ON l.id = se.league_id
  JOIN series_wins_needed n ON n.league_slug = l.slug
  JOIN standings sa ON sa.team_id = pf.a AND sa.season_start_year = pf.season_start_year
  JOIN standings sb ON sb.team_id = pf.b AND sb.season_start_year = pf.season_start_year
  WHERE sa.conference IS NOT NULL AND sb.conference IS NOT NULL AND sa.conference <> sb.conference
  GROUP BY pf.season_id, pf.a, pf.b, n.wins
),
series_won AS (
  SELECT season_id, CASE WHEN a_wins >= needed THEN a ELSE b END AS winner, CASE WHEN a_wins >= needed THEN b ELSE a END AS loser,
         greatest(a_wins, b_wins) AS winner_wins, least(a_wins, b_wins) AS loser_wins, deciding_game_id
  FROM series_games WHERE greatest(a_wins, b_wins) >= needed
)`;

/**
 * A season the seed has no result for, whose title is decided in the games we hold (a title series
 * won, or a football final played), gets its champion from those games: winner, runner-up, the
 * deciding game's date, score and venue, the series, and the champion's record; the note and the
 * source say where it comes from (docs/decisions/0086). The seed's checked result replaces it once written.
 */
const titlesFromGames = (scope: SeasonScope) => `
WITH ${titleSeriesByGames(scope).trim()},
football_finals AS (
  SELECT DISTINCT ON (g.season_id) g.season_id, g.id AS deciding_game_id
  FROM games g JOIN leagues l ON l.id = g.league_id JOIN sports s ON s.id = l.sport_id
  WHERE s.slug = 'football' AND g.game_type = 'final' AND g.status = 'final' AND g.home_score <> g.away_score
    AND NOT EXISTS (SELECT 1 FROM championship_results cr WHERE cr.season_id = g.season_id)${inScope("g.season_id", scope)}
  ORDER BY g.season_id, g.game_date DESC, g.id DESC
),
decided AS (
  SELECT season_id, deciding_game_id, ${recordSql("winner_wins", "loser_wins")} AS series FROM series_won
  UNION ALL
  SELECT season_id, deciding_game_id, NULL FROM football_finals
)
INSERT INTO championship_results (championship_id, season_id, season_start_year, edition, game_date, status,
  winner_team_id, runner_up_team_id, winner_name, runner_up_name, winner_score, runner_up_score, series,
  venue_name, winner_record, note, source, from_games)
SELECT DISTINCT ON (d.season_id) c.id, d.season_id, se.start_year, NULL, g.game_date, 'held',
       w.team_id, r.team_id, w.team_name, r.team_name,
       greatest(g.home_score, g.away_score), least(g.home_score, g.away_score), d.series, g.venue_name,
       ${recordSql("w.wins", "w.losses", "w.ties", "w.ot_losses")},
       'Decided in the games we hold; not yet in our checked list of champions.', g.source, true
FROM decided d
JOIN games g ON g.id = d.deciding_game_id
JOIN seasons se ON se.id = d.season_id
JOIN championships c ON c.league_id = se.league_id AND c.first_year <= se.start_year AND coalesce(c.last_year, 9999) >= se.start_year
JOIN standings w ON w.season_start_year = se.start_year
  AND w.team_id = CASE WHEN g.home_score > g.away_score THEN g.home_team_id ELSE g.away_team_id END
JOIN standings r ON r.season_start_year = se.start_year
  AND r.team_id = CASE WHEN g.home_score > g.away_score THEN g.away_team_id ELSE g.home_team_id END
ORDER BY d.season_id, c.first_year DESC`;

const seasonSummaries = (scope: SeasonScope) => `
${scope === null ? "TRUNCATE season_summaries" : `DELETE FROM season_summaries WHERE true${inScope("season_id", scope)}`};
WITH game_counts AS (
  SELECT g.season_id, count(*)::int AS games_count,
         count(*) FILTER (WHERE g.game_type = 'regular')::int AS regular_season_games,
         -- The playoffs proper: the NBA play-in and college bowls outside the playoff are not counted.
         count(*) FILTER (WHERE ${playoffGameSql("g")})::int AS playoff_games,
         min(g.game_date) AS first_game_date,
         max(g.game_date) FILTER (WHERE g.game_type = 'regular') AS regular_season_end,
         max(g.game_date) AS last_game_date,
         max(g.game_date) FILTER (WHERE g.status = 'final') AS last_final_date,
         -- The standings' date: the last day with a result among the complete days (decision 0189).
         max(g.game_date) FILTER (WHERE g.status = 'final' AND ${onCompleteDay("g", "nc")}) AS results_through,
         bool_or(g.game_type = 'final' AND g.status = 'final') AS final_played
  FROM games g LEFT JOIN ${firstDayNotComplete(scope)} nc ON nc.season_id = g.season_id
  WHERE true${inScope("g.season_id", scope)} GROUP BY g.season_id
),
-- A season's teams: its standings rows; a season with fixtures still to play (no result yet: the 2026
-- NFL season, or a feed's first few results of it) counts the teams of its schedule too, members of the
-- league that season: two results of the day are not a season of 4 teams (issue 31, class 8).
open_seasons AS (
  SELECT DISTINCT g.season_id FROM games g WHERE g.status <> 'final'${inScope("g.season_id", scope)}
),
team_counts AS (
  SELECT t.season_id, count(DISTINCT t.team_id)::int AS teams_count FROM (
    SELECT season_id, team_id FROM standings WHERE true${inScope("season_id", scope)}
    UNION ALL
    SELECT sg.season_id, sg.team_id FROM (
      SELECT g.season_id, g.league_id, g.season_start_year, g.home_team_id AS team_id FROM games g WHERE true${inScope("g.season_id", scope)}
      UNION ALL SELECT g.season_id, g.league_id, g.season_start_year, g.away_team_id FROM games g WHERE true${inScope("g.season_id", scope)}) sg
    WHERE (sg.season_id IN (SELECT season_id FROM open_seasons) OR NOT EXISTS (SELECT 1 FROM standings st WHERE st.season_id = sg.season_id))
      AND NOT EXISTS (SELECT 1 FROM team_eras e WHERE e.team_id = sg.team_id AND e.league_id <> sg.league_id
                        AND coalesce(e.first_season, -1) <= sg.season_start_year AND coalesce(e.last_season, 9999) >= sg.season_start_year)
  ) t GROUP BY t.season_id
),
champion AS (
  SELECT DISTINCT ON (r.season_id) r.season_id, r.status, r.note, r.winner_team_id, r.winner_name, we.city, we.abbreviation,
         t.slug AS team_slug, c.name AS championship_name, c.slug AS championship_slug, c.format
  FROM championship_results r
  JOIN championships c ON c.id = r.championship_id
  LEFT JOIN teams t ON t.id = r.winner_team_id
  LEFT JOIN LATERAL (SELECT e.city, e.abbreviation FROM team_eras e
    WHERE e.team_id = r.winner_team_id AND coalesce(e.first_season, 0) <= r.season_start_year
      AND coalesce(e.last_season, 9999) >= r.season_start_year
    ORDER BY e.first_season DESC NULLS LAST LIMIT 1) we ON true
  ORDER BY r.season_id, (r.status = 'held') DESC, c.first_year DESC
),
latest AS (SELECT league_id, max(start_year) AS start_year FROM seasons GROUP BY league_id),
${SEASON_ORDER},
${titleSeriesByGames(scope)}
INSERT INTO season_summaries
SELECT se.id, coalesce(gc.games_count, 0), coalesce(gc.regular_season_games, 0), coalesce(gc.playoff_games, 0),
       coalesce(tc.teams_count, 0), gc.first_game_date, gc.regular_season_end, gc.last_game_date,
       -- A title result (held or not) ends the season; so does a single-game final that was played.
       -- A season the seed has no result for: a title series won in the games we hold (core/season-status.ts).
       ch.season_id IS NOT NULL OR (s.slug = 'football' AND coalesce(gc.final_played, false)) OR sw.season_id IS NOT NULL,
       se.start_year = latest.start_year,
       CASE WHEN ch.status = 'held' THEN ch.winner_team_id END,
       CASE WHEN ch.status = 'held' THEN ch.winner_name END,
       CASE WHEN ch.status = 'held' THEN ch.city END,
       CASE WHEN ch.status = 'held' THEN ch.abbreviation END,
       CASE WHEN ch.status = 'held' THEN ch.team_slug END,
       ch.championship_name, ch.championship_slug, ch.format,
       lower(concat_ws(' ', se.name, se.label, s.name, l.name, l.abbreviation,
                       CASE WHEN ch.status = 'held' THEN ch.winner_name END,
                       CASE WHEN ch.status = 'held' THEN ch.city END)),
       se.start_year, s.slug, s.name, lv.slug, season_order.list_order,
       jsonb_build_object(
         'id', se.id, 'slug', se.slug, 'name', se.name, 'label', se.label, 'start_year', se.start_year,
         'end_year', se.end_year,
         'sport', jsonb_build_object('name', s.name, 'slug', s.slug, 'abbreviation', s.abbreviation),
         'level', jsonb_build_object('name', lv.name, 'slug', lv.slug),
         'league', jsonb_build_object('name', l.name, 'slug', l.slug, 'abbreviation', l.abbreviation),
         'games_count', coalesce(gc.games_count, 0), 'regular_season_games', coalesce(gc.regular_season_games, 0),
         'playoff_games', coalesce(gc.playoff_games, 0), 'teams_count', coalesce(tc.teams_count, 0),
         'start_date', gc.first_game_date, 'regular_season_start', gc.first_game_date,
         'regular_season_end', gc.regular_season_end, 'end_date', gc.last_game_date,
         'results_through', gc.results_through, 'last_result_date', gc.last_final_date,
         'playoffs_end', CASE WHEN gc.playoff_games > 0 THEN gc.last_game_date END,
         'championship_name', ch.championship_name, 'championship_slug', ch.championship_slug,
         'playoffs_format', ch.format,
         -- The title was not held (the seed's not_held result, with its note): the season's status is
         -- then "cancelled" (core/season-status.ts), never "completed" without a champion.
         'title_not_held', coalesce(ch.status = 'not_held', false),
         'title_note', CASE WHEN ch.status = 'not_held' THEN ch.note END,
         'champion', CASE WHEN ch.status = 'held' THEN jsonb_build_object('team_name', ch.winner_name,
           'team_city', ch.city, 'team_abbreviation', ch.abbreviation, 'team_slug', ch.team_slug) END)
FROM seasons se
JOIN leagues l ON l.id = se.league_id
JOIN sports s ON s.id = l.sport_id
JOIN levels lv ON lv.id = l.level_id
JOIN latest ON latest.league_id = se.league_id
LEFT JOIN game_counts gc ON gc.season_id = se.id
LEFT JOIN team_counts tc ON tc.season_id = se.id
LEFT JOIN champion ch ON ch.season_id = se.id
JOIN season_order ON season_order.id = se.id
LEFT JOIN series_won sw ON sw.season_id = se.id
WHERE true${inScope("se.id", scope)}`;

/** The seasons list's order over every season: start year newest first, then sport name, then league. */
const SEASON_ORDER = `season_order AS (
  SELECT se.id, row_number() OVER (ORDER BY se.start_year DESC, s.name, l.id)::int AS list_order
  FROM seasons se JOIN leagues l ON l.id = se.league_id JOIN sports s ON s.id = l.sport_id
)`;

/**
 * After a scoped rebuild: a season the feed opened moves the others' places in the list, and the
 * league's latest season may have changed.
 */
const SEASON_ORDER_AND_LATEST = `
WITH ${SEASON_ORDER},
latest AS (SELECT league_id, max(start_year) AS start_year FROM seasons GROUP BY league_id)
UPDATE season_summaries ss SET list_order = o.list_order, latest_of_league = (se.start_year = latest.start_year)
FROM season_order o JOIN seasons se ON se.id = o.id JOIN latest ON latest.league_id = se.league_id
WHERE ss.season_id = o.id AND (ss.list_order <> o.list_order OR ss.latest_of_league <> (se.start_year = latest.start_year))`;

/** Each team-season's name, city and abbreviation as they were (the team's era that season). */
const teamNamesInSeason = (scope: SeasonScope) => `
UPDATE standings st SET team_name = t.name, team_city = t.city, team_abbreviation = t.abbreviation
FROM teams t WHERE t.id = st.team_id${inScope("st.season_id", scope)};
UPDATE standings st SET team_name = e.name, team_city = coalesce(e.city, st.team_city),
       team_abbreviation = coalesce(e.abbreviation, st.team_abbreviation)
FROM (SELECT DISTINCT ON (x.team_id, x.season_start_year) x.team_id, x.season_start_year, e.name, e.city, e.abbreviation
      FROM standings x JOIN team_eras e ON e.team_id = x.team_id
        AND coalesce(e.first_season, 0) <= x.season_start_year AND coalesce(e.last_season, 9999) >= x.season_start_year
      WHERE true${inScope("x.season_id", scope)}
      ORDER BY x.team_id, x.season_start_year, e.first_season DESC NULLS LAST) e
WHERE e.team_id = st.team_id AND e.season_start_year = st.season_start_year;`;

type RankRow = PositionInput & {
  team_id: number;
  season_start_year: number;
  league_id: number;
  sport: SportSlug;
  conference: string | null;
  division: string | null;
};

function groupBy<T>(rows: ReadonlyArray<T>, key: (row: T) => string): Array<Array<T>> {
  const groups = new Map<string, Array<T>>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return [...groups.values()];
}

/** Points, win percentage, rank and games behind within the division (else conference; none without either: gamesBehindGroup), playoff positions. */
async function rankStandings(sql: Sql, scope: SeasonScope): Promise<void> {
  const raw = await sql.query<{
    team_id: number;
    season_start_year: number;
    league_id: number;
    sport: string;
    team_name: string;
    wins: number;
    losses: number;
    ties: number;
    ot_losses: number;
    games_played: number;
    points: number | null;
    conference: string | null;
    division: string | null;
    made_playoffs: boolean;
    won_title: boolean;
  }>(
    `SELECT st.team_id, st.season_start_year, st.league_id, s.slug AS sport, t.name AS team_name, st.wins, st.losses,
            st.ties, st.ot_losses, st.games_played, st.points, st.conference, st.division, st.made_playoffs, st.won_title
     FROM standings st JOIN teams t ON t.id = st.team_id JOIN leagues l ON l.id = st.league_id JOIN sports s ON s.id = l.sport_id
     WHERE true${inScope("st.season_id", scope)}`,
  );
  const rows: Array<RankRow> = raw.map((r) => {
    const sport: SportSlug = isSport(r.sport) ? r.sport : "football";
    const counts = { wins: r.wins, losses: r.losses, ties: r.ties, otLosses: r.ot_losses };
    return {
      ...counts,
      team_id: r.team_id,
      season_start_year: r.season_start_year,
      league_id: r.league_id,
      sport,
      name: r.team_name,
      gamesPlayed: r.games_played,
      points: r.points ?? standingPoints(sport, counts),
      conference: r.conference,
      division: r.division,
      madePlayoffs: r.made_playoffs,
      wonTitle: r.won_title,
    };
  });
  const place = new Map<RankRow, { rank: number; behind: number | null }>();
  for (const group of groupBy(rows, (r) => `${r.league_id}|${r.season_start_year}|${r.division ?? r.conference ?? ""}`)) {
    const sport = group[0].sport;
    group.sort(compareStandings(sport));
    const behindShown = sport !== "hockey" && gamesBehindGroup(group[0]) !== null;
    group.forEach((row, index) => place.set(row, { rank: index + 1, behind: behindShown ? gamesBehind(group[0], row) : null }));
  }
  const position = new Map<RankRow, PlayoffPosition | null>();
  // A postseason is the league-season's: the American League's second place missed the World Series.
  const postseason = new Set(
    groupBy(rows, (r) => `${r.league_id}|${r.season_start_year}`)
      .filter((leagueSeason) => hadPostseason(leagueSeason))
      .map((leagueSeason) => `${leagueSeason[0].league_id}|${leagueSeason[0].season_start_year}`),
  );
  for (const group of groupBy(rows, (r) => `${r.league_id}|${r.season_start_year}|${r.conference ?? ""}`)) {
    const held = postseason.has(`${group[0].league_id}|${group[0].season_start_year}`);
    for (const [row, value] of playoffPositions(group[0].sport, group, held)) position.set(row, value);
  }
  await sql.query(
    `UPDATE standings st SET points = u.points, rank = u.rank, games_behind = u.behind, win_percentage = u.pct,
            playoff_position = u.position
     FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::numeric[], $6::numeric[], $7::text[])
       AS u(team_id, season, points, rank, behind, pct, position)
     WHERE st.team_id = u.team_id AND st.season_start_year = u.season`,
    [
      rows.map((r) => r.team_id),
      rows.map((r) => r.season_start_year),
      rows.map((r) => r.points),
      rows.map((r) => place.get(r)?.rank ?? 1),
      rows.map((r) => place.get(r)?.behind ?? null),
      rows.map((r) => winPercentage(r.wins, r.losses, r.ties, r.otLosses)),
      rows.map((r) => position.get(r) ?? null),
    ],
  );
}

/** The standings' sums per league and season that the analytics charts read (api/routes/analytics.ts). */
const leagueSeasonFigures = (scope: SeasonScope) => `
${
  scope === null
    ? "TRUNCATE league_season_figures"
    : `DELETE FROM league_season_figures f USING seasons se
  WHERE se.league_id = f.league_id AND se.start_year = f.season_start_year${inScope("se.id", scope)}`
};
INSERT INTO league_season_figures (league_id, season_start_year, team_games, points_for, home_wins, home_losses)
SELECT league_id, season_start_year, sum(derived_games_played), sum(points_for), sum(home_wins), sum(home_losses)
FROM standings WHERE true${inScope("season_id", scope)} GROUP BY league_id, season_start_year`;

/** Rebuilds the standings and the season figures from the games, results and published records. */
export async function deriveSeasons(sql: Sql, options: { streaks?: (sql: Sql) => Promise<void> } = {}): Promise<void> {
  await derive(sql, null, options.streaks);
}

/**
 * The same for the listed seasons only (a live-feed write): their standings, streaks, titles decided
 * in their games, season figures and analytics sums, as the import would derive them, in the caller's
 * transaction. Every other season's rows are left as they are.
 */
export async function refreshSeasons(sql: Sql, seasonIds: ReadonlyArray<number>): Promise<void> {
  if (seasonIds.length === 0) return;
  await derive(sql, seasonIds, (tx) => streaksFromStoredGames(tx, seasonIds));
  await sql.query(SEASON_ORDER_AND_LATEST);
  await sql.query(GAMES_COVERAGE_OF_SEASONS, [[...seasonIds]]);
}

/**
 * The coverage of games (data_coverage, decision 0110) of the leagues of the listed seasons, as
 * db/load/coverage.sql computes it at import: a feed's results move where our games end at once.
 */
const GAMES_COVERAGE_OF_SEASONS = `
INSERT INTO data_coverage (league_id, kind, first_season, last_season, last_date, sources, row_count)
SELECT g.league_id, 'games', min(g.season_start_year), max(g.season_start_year), max(g.game_date),
       array_agg(DISTINCT g.source ORDER BY g.source), count(*)::int
FROM games g
WHERE g.status = 'final' AND g.league_id IN (SELECT league_id FROM seasons WHERE id = ANY($1::int[]))
GROUP BY g.league_id
ON CONFLICT (league_id, kind) DO UPDATE SET first_season = EXCLUDED.first_season, last_season = EXCLUDED.last_season,
  last_date = EXCLUDED.last_date, sources = EXCLUDED.sources, row_count = EXCLUDED.row_count`;

async function derive(sql: Sql, scope: SeasonScope, streaks?: (sql: Sql) => Promise<void>): Promise<void> {
  await sql.exec(scope === null ? "TRUNCATE standings" : `DELETE FROM standings WHERE true${inScope("season_id", scope)}`);
  await sql.query(teamSeasonFromGames(scope));
  await streaks?.(sql);
  // The import's streaks count every final it read; a season whose standings stop before some of them
  // (a day not complete) takes its streaks from the games they count.
  if (scope === null) {
    const cut = await seasonsWithUncountedResults(sql);
    if (cut.length > 0) await streaksFromStoredGames(sql, cut);
  }
  await sql.query(publishedRecords(scope), [RECORD_PRIORITY]);
  const since = Object.entries(CURRENT_ALIGNMENT_SINCE);
  await sql.query(currentAlignment(scope), [since.map(([league]) => league), since.map(([, season]) => season)]);
  await sql.query(groupRecords(scope));
  await sql.exec(splitsOfPartialGames(scope));
  await sql.exec(teamNamesInSeason(scope));
  // Titles decided in our games need the clubs' conferences (a title series is between conferences)
  // and their names that season; the standings' title flags then count them.
  await sql.exec(`DELETE FROM championship_results WHERE from_games${inScope("season_id", scope)}`);
  await sql.exec(titlesFromGames(scope));
  await sql.exec(postseasonAndTitles(scope));
  await sql.exec(postseasonReach(scope));
  await rankStandings(sql, scope);
  await sql.exec(seasonSummaries(scope));
  await sql.exec(leagueSeasonFigures(scope));
}

/** The seasons with a regular-season final on or after their first day not complete (not counted yet). */
async function seasonsWithUncountedResults(sql: Sql): Promise<Array<number>> {
  const rows = await sql.query<{ season_id: number }>(
    `SELECT DISTINCT g.season_id FROM games g JOIN ${firstDayNotComplete(null)} nc ON nc.season_id = g.season_id
     WHERE g.game_type = 'regular' AND g.status = 'final' AND NOT ${onCompleteDay("g", "nc")}`,
  );
  return rows.map((r) => r.season_id);
}

/** Each team's streak at the end of the listed seasons' regular seasons (the games their standings count), from the stored games. */
export async function streaksFromStoredGames(sql: Sql, seasonIds: ReadonlyArray<number>): Promise<void> {
  const games = await sql.query<{ season: number; date: string; home: number; away: number; home_score: number; away_score: number }>(
    `SELECT season_start_year AS season, game_date::text AS date, home_team_id AS home, away_team_id AS away, home_score, away_score
     FROM ${countedResults(seasonIds)} g ORDER BY game_date, id`,
  );
  const streaks = endOfSeasonStreaks(
    games.map((g) => ({
      type: "regular" as const,
      status: "final" as const,
      season: g.season,
      date: g.date,
      home: String(g.home),
      away: String(g.away),
      homeScore: g.home_score,
      awayScore: g.away_score,
    })),
  );
  await sql.query(
    `UPDATE standings st SET streak = u.length, streak_type = u.type
     FROM unnest($1::int[], $2::int[], $3::int[], $4::text[]) AS u(team_id, season, length, type)
     WHERE st.team_id = u.team_id AND st.season_start_year = u.season`,
    [streaks.map((x) => Number(x.team)), streaks.map((x) => x.season), streaks.map((x) => x.length), streaks.map((x) => x.type)],
  );
}
