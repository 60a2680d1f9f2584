-- Each player's season reduced to the figures the leader lists read (core/record-book.ts LINE_FIGURES),
-- counted as core/career-stats.ts counts them: a season's multi-team total line when the source has one,
-- else its club lines summed; lines from another league (ABA, WHA) kept out. The club is kept when
-- he played for one only, and whether he is active (each list's rows carry it). In order of league, season
-- and player: each list's season rows are then written in that order, and leader_seasons copies them as
-- they are, a list's seasons side by side (migration 0053), without sorting its 500,000 rows again.
CREATE TEMP TABLE record_lines AS
WITH own AS (
  SELECT ps.player_id, p.league_id, p.is_active, ps.season_start_year, ps.team_id, x.*,
         bool_or(ps.team_id IS NULL) OVER (PARTITION BY ps.player_id, ps.season_start_year) AS has_total,
         min(ps.team_id) OVER (PARTITION BY ps.player_id, ps.season_start_year) AS first_club,
         max(ps.team_id) OVER (PARTITION BY ps.player_id, ps.season_start_year) AS last_club
  FROM player_seasons ps JOIN players p ON p.id = ps.player_id
  CROSS JOIN LATERAL jsonb_to_record(ps.stats) AS x(points numeric, rebounds numeric, assists numeric, home_runs numeric, hits numeric,
    at_bats numeric, wins numeric, strikeouts numeric, innings_pitched_outs numeric, era numeric, goals numeric,
    passing_completions numeric, passing_attempts numeric, passing_yards numeric, passing_touchdowns numeric, rushing_attempts numeric,
    rushing_yards numeric, rushing_touchdowns numeric, receptions numeric, receiving_yards numeric, receiving_touchdowns numeric)
  WHERE ps.other_league IS NULL AND ps.stats <> '{}'::jsonb
)
SELECT player_id, league_id, season_start_year, is_active,
       CASE WHEN min(first_club) = min(last_club) THEN min(first_club) END AS team_id,
       sum(points) AS points, sum(rebounds) AS rebounds, sum(assists) AS assists, sum(home_runs) AS home_runs,
       sum(hits) AS hits, sum(at_bats) AS at_bats, sum(wins) AS wins, sum(strikeouts) AS strikeouts,
       -- outs and earned runs of the lines with an ERA only (ERA x outs / 27 gives back the earned runs)
       sum(CASE WHEN era IS NOT NULL THEN innings_pitched_outs END) AS innings_pitched_outs,
       sum(era * innings_pitched_outs / 27) AS earned_runs,
       sum(goals) AS goals,
       sum(passing_completions) AS passing_completions, sum(passing_attempts) AS passing_attempts,
       -- the attempts of the lines with completions only (none held 1992-1998): completion percentage's parts
       sum(CASE WHEN passing_completions IS NOT NULL THEN passing_attempts END) AS completion_attempts,
       sum(passing_yards) AS passing_yards, sum(passing_touchdowns) AS passing_touchdowns,
       sum(rushing_attempts) AS rushing_attempts, sum(rushing_yards) AS rushing_yards, sum(rushing_touchdowns) AS rushing_touchdowns,
       sum(receptions) AS receptions, sum(receiving_yards) AS receiving_yards, sum(receiving_touchdowns) AS receiving_touchdowns
FROM own
WHERE team_id IS NULL OR NOT has_total
GROUP BY player_id, league_id, season_start_year, is_active
ORDER BY league_id, season_start_year, player_id;
-- Each list reads its league's lines only (a quarter to a half of them), in the order above.
CREATE INDEX record_lines_league ON record_lines (league_id);
ANALYZE record_lines;
