-- Standings derived from regular-season games: one row per team and season, with home and away
-- splits, the streak at the end of the season, and the division of record where a dataset gives it.
TRUNCATE standings;
WITH team_games AS (
  SELECT g.home_team_id AS team_id, g.league_id, g.season_id, g.season_start_year, g.game_date, g.id,
         g.home_score AS scored, g.away_score AS allowed, true AS at_home
  FROM games g
  WHERE g.game_type = 'regular' AND g.status = 'final' AND g.home_score IS NOT NULL AND g.away_score IS NOT NULL
  UNION ALL
  SELECT g.away_team_id, g.league_id, g.season_id, g.season_start_year, g.game_date, g.id,
         g.away_score, g.home_score, false
  FROM games g
  WHERE g.game_type = 'regular' AND g.status = 'final' AND g.home_score IS NOT NULL AND g.away_score IS NOT NULL
),
outcomes AS (
  SELECT *,
         CASE WHEN scored > allowed THEN 'W' WHEN scored < allowed THEN 'L' ELSE 'T' END AS outcome,
         row_number() OVER (PARTITION BY team_id, season_start_year ORDER BY game_date DESC, id DESC) AS recency
  FROM team_games
),
latest AS (
  SELECT team_id, season_start_year, outcome AS last_outcome FROM outcomes WHERE recency = 1
),
breaks AS (
  SELECT o.team_id, o.season_start_year, min(o.recency) AS first_break
  FROM outcomes o
  JOIN latest l ON l.team_id = o.team_id AND l.season_start_year = o.season_start_year
  WHERE o.outcome <> l.last_outcome
  GROUP BY o.team_id, o.season_start_year
),
streaks AS (
  SELECT l.team_id, l.season_start_year, l.last_outcome, b.first_break - 1 AS length
  FROM latest l
  LEFT JOIN breaks b ON b.team_id = l.team_id AND b.season_start_year = l.season_start_year
)
INSERT INTO standings (team_id, league_id, season_id, season_start_year, games_played, wins, losses, ties,
                       points_for, points_against, home_wins, home_losses, home_ties, away_wins, away_losses,
                       away_ties, streak, streak_type, last_game_date, conference, division)
SELECT o.team_id, min(o.league_id), min(o.season_id), o.season_start_year,
       count(*)::int,
       count(*) FILTER (WHERE outcome = 'W')::int,
       count(*) FILTER (WHERE outcome = 'L')::int,
       count(*) FILTER (WHERE outcome = 'T')::int,
       sum(scored)::int, sum(allowed)::int,
       count(*) FILTER (WHERE outcome = 'W' AND at_home)::int,
       count(*) FILTER (WHERE outcome = 'L' AND at_home)::int,
       count(*) FILTER (WHERE outcome = 'T' AND at_home)::int,
       count(*) FILTER (WHERE outcome = 'W' AND NOT at_home)::int,
       count(*) FILTER (WHERE outcome = 'L' AND NOT at_home)::int,
       count(*) FILTER (WHERE outcome = 'T' AND NOT at_home)::int,
       coalesce(min(s.length), count(*))::int,
       CASE min(s.last_outcome) WHEN 'W' THEN 'win' WHEN 'L' THEN 'loss' ELSE NULL END,
       max(o.game_date),
       (SELECT r.conference FROM team_season_records r
         WHERE r.team_id = o.team_id AND r.season_start_year = o.season_start_year AND r.conference IS NOT NULL
         ORDER BY r.source LIMIT 1),
       (SELECT r.division FROM team_season_records r
         WHERE r.team_id = o.team_id AND r.season_start_year = o.season_start_year AND r.division IS NOT NULL
         ORDER BY r.source LIMIT 1)
FROM outcomes o
LEFT JOIN streaks s ON s.team_id = o.team_id AND s.season_start_year = o.season_start_year
GROUP BY o.team_id, o.season_start_year;
