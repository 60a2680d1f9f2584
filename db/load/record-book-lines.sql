-- Each player's season reduced to the figures the leader lists read (core/record-book.ts LINE_FIGURES),
-- counted as core/career-stats.ts counts them: a season's multi-team total line when the source has one,
-- else its club lines summed; lines from another league (ABA, WHA) kept out. The club is kept when
-- he played for one only, and whether he is active (each list's rows carry it). In order of league, season
-- and player: each list's season rows are then written in that order, and leader_seasons copies them as
-- they are, a list's seasons side by side (migration 0053), without sorting its 500,000 rows again.
CREATE TEMP TABLE record_lines AS
WITH own AS (
  SELECT ps.player_id, p.league_id, p.is_active, ps.season_start_year, ps.team_id, x.*
  FROM player_seasons ps JOIN players p ON p.id = ps.player_id
  CROSS JOIN LATERAL jsonb_to_record(ps.stats) AS x(points numeric, rebounds numeric, assists numeric, home_runs numeric, hits numeric,
    at_bats numeric, wins numeric, strikeouts numeric, innings_pitched_outs numeric, era numeric, goals numeric,
    passing_completions numeric, passing_attempts numeric, passing_yards numeric, passing_touchdowns numeric, rushing_attempts numeric,
    rushing_yards numeric, rushing_touchdowns numeric, receptions numeric, receiving_yards numeric, receiving_touchdowns numeric)
  WHERE ps.other_league IS NULL AND ps.stats <> '{}'::jsonb
),
-- One pass, no window: each line's figures go to one of two sums, the season's total lines' (no club)
-- or its club lines'; the total's are kept when the season has one.
sums AS (
  SELECT player_id, league_id, season_start_year, is_active, bool_or(team_id IS NULL) AS has_total,
         CASE WHEN min(team_id) = max(team_id) THEN min(team_id) END AS team_id,
         sum(points) FILTER (WHERE team_id IS NULL) AS t_points, sum(points) FILTER (WHERE team_id IS NOT NULL) AS c_points,
         sum(rebounds) FILTER (WHERE team_id IS NULL) AS t_rebounds, sum(rebounds) FILTER (WHERE team_id IS NOT NULL) AS c_rebounds,
         sum(assists) FILTER (WHERE team_id IS NULL) AS t_assists, sum(assists) FILTER (WHERE team_id IS NOT NULL) AS c_assists,
         sum(home_runs) FILTER (WHERE team_id IS NULL) AS t_home_runs, sum(home_runs) FILTER (WHERE team_id IS NOT NULL) AS c_home_runs,
         sum(hits) FILTER (WHERE team_id IS NULL) AS t_hits, sum(hits) FILTER (WHERE team_id IS NOT NULL) AS c_hits,
         sum(at_bats) FILTER (WHERE team_id IS NULL) AS t_at_bats, sum(at_bats) FILTER (WHERE team_id IS NOT NULL) AS c_at_bats,
         sum(wins) FILTER (WHERE team_id IS NULL) AS t_wins, sum(wins) FILTER (WHERE team_id IS NOT NULL) AS c_wins,
         sum(strikeouts) FILTER (WHERE team_id IS NULL) AS t_strikeouts, sum(strikeouts) FILTER (WHERE team_id IS NOT NULL) AS c_strikeouts,
         sum(CASE WHEN era IS NOT NULL THEN innings_pitched_outs END) FILTER (WHERE team_id IS NULL) AS t_innings_pitched_outs, sum(CASE WHEN era IS NOT NULL THEN innings_pitched_outs END) FILTER (WHERE team_id IS NOT NULL) AS c_innings_pitched_outs,
         sum(era * innings_pitched_outs / 27) FILTER (WHERE team_id IS NULL) AS t_earned_runs, sum(era * innings_pitched_outs / 27) FILTER (WHERE team_id IS NOT NULL) AS c_earned_runs,
         sum(goals) FILTER (WHERE team_id IS NULL) AS t_goals, sum(goals) FILTER (WHERE team_id IS NOT NULL) AS c_goals,
         sum(passing_completions) FILTER (WHERE team_id IS NULL) AS t_passing_completions, sum(passing_completions) FILTER (WHERE team_id IS NOT NULL) AS c_passing_completions,
         sum(passing_attempts) FILTER (WHERE team_id IS NULL) AS t_passing_attempts, sum(passing_attempts) FILTER (WHERE team_id IS NOT NULL) AS c_passing_attempts,
         sum(CASE WHEN passing_completions IS NOT NULL THEN passing_attempts END) FILTER (WHERE team_id IS NULL) AS t_completion_attempts, sum(CASE WHEN passing_completions IS NOT NULL THEN passing_attempts END) FILTER (WHERE team_id IS NOT NULL) AS c_completion_attempts,
         sum(passing_yards) FILTER (WHERE team_id IS NULL) AS t_passing_yards, sum(passing_yards) FILTER (WHERE team_id IS NOT NULL) AS c_passing_yards,
         sum(passing_touchdowns) FILTER (WHERE team_id IS NULL) AS t_passing_touchdowns, sum(passing_touchdowns) FILTER (WHERE team_id IS NOT NULL) AS c_passing_touchdowns,
         sum(rushing_attempts) FILTER (WHERE team_id IS NULL) AS t_rushing_attempts, sum(rushing_attempts) FILTER (WHERE team_id IS NOT NULL) AS c_rushing_attempts,
         sum(rushing_yards) FILTER (WHERE team_id IS NULL) AS t_rushing_yards, sum(rushing_yards) FILTER (WHERE team_id IS NOT NULL) AS c_rushing_yards,
         sum(rushing_touchdowns) FILTER (WHERE team_id IS NULL) AS t_rushing_touchdowns, sum(rushing_touchdowns) FILTER (WHERE team_id IS NOT NULL) AS c_rushing_touchdowns,
         sum(receptions) FILTER (WHERE team_id IS NULL) AS t_receptions, sum(receptions) FILTER (WHERE team_id IS NOT NULL) AS c_receptions,
         sum(receiving_yards) FILTER (WHERE team_id IS NULL) AS t_receiving_yards, sum(receiving_yards) FILTER (WHERE team_id IS NOT NULL) AS c_receiving_yards,
         sum(receiving_touchdowns) FILTER (WHERE team_id IS NULL) AS t_receiving_touchdowns, sum(receiving_touchdowns) FILTER (WHERE team_id IS NOT NULL) AS c_receiving_touchdowns
  FROM own
  GROUP BY player_id, league_id, season_start_year, is_active
)
SELECT player_id, league_id, season_start_year, is_active, team_id,
       CASE WHEN has_total THEN t_points ELSE c_points END AS points,
       CASE WHEN has_total THEN t_rebounds ELSE c_rebounds END AS rebounds,
       CASE WHEN has_total THEN t_assists ELSE c_assists END AS assists,
       CASE WHEN has_total THEN t_home_runs ELSE c_home_runs END AS home_runs,
       CASE WHEN has_total THEN t_hits ELSE c_hits END AS hits,
       CASE WHEN has_total THEN t_at_bats ELSE c_at_bats END AS at_bats,
       CASE WHEN has_total THEN t_wins ELSE c_wins END AS wins,
       CASE WHEN has_total THEN t_strikeouts ELSE c_strikeouts END AS strikeouts,
       CASE WHEN has_total THEN t_innings_pitched_outs ELSE c_innings_pitched_outs END AS innings_pitched_outs,
       CASE WHEN has_total THEN t_earned_runs ELSE c_earned_runs END AS earned_runs,
       CASE WHEN has_total THEN t_goals ELSE c_goals END AS goals,
       CASE WHEN has_total THEN t_passing_completions ELSE c_passing_completions END AS passing_completions,
       CASE WHEN has_total THEN t_passing_attempts ELSE c_passing_attempts END AS passing_attempts,
       CASE WHEN has_total THEN t_completion_attempts ELSE c_completion_attempts END AS completion_attempts,
       CASE WHEN has_total THEN t_passing_yards ELSE c_passing_yards END AS passing_yards,
       CASE WHEN has_total THEN t_passing_touchdowns ELSE c_passing_touchdowns END AS passing_touchdowns,
       CASE WHEN has_total THEN t_rushing_attempts ELSE c_rushing_attempts END AS rushing_attempts,
       CASE WHEN has_total THEN t_rushing_yards ELSE c_rushing_yards END AS rushing_yards,
       CASE WHEN has_total THEN t_rushing_touchdowns ELSE c_rushing_touchdowns END AS rushing_touchdowns,
       CASE WHEN has_total THEN t_receptions ELSE c_receptions END AS receptions,
       CASE WHEN has_total THEN t_receiving_yards ELSE c_receiving_yards END AS receiving_yards,
       CASE WHEN has_total THEN t_receiving_touchdowns ELSE c_receiving_touchdowns END AS receiving_touchdowns
FROM sums
ORDER BY league_id, season_start_year, player_id;
-- Each list reads its league's lines only (a quarter to a half of them), in the order above.
CREATE INDEX record_lines_league ON record_lines (league_id);
ANALYZE record_lines;
