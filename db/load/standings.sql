-- Standings derived from regular-season games: one row per team and season, with home and away
-- splits and the division of record where a dataset gives it (the end-of-season streak is filled in by
-- the loader, see streaks.ts).
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
  SELECT *, CASE WHEN scored > allowed THEN 'W' WHEN scored < allowed THEN 'L' ELSE 'T' END AS outcome
  FROM team_games
),
published AS (
  SELECT DISTINCT ON (team_id, season_start_year) team_id, season_start_year, conference, division
  FROM team_season_records
  ORDER BY team_id, season_start_year, (conference IS NULL), source
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
       0,
       NULL,
       max(o.game_date),
       min(p.conference),
       min(p.division)
FROM outcomes o
LEFT JOIN published p ON p.team_id = o.team_id AND p.season_start_year = o.season_start_year
GROUP BY o.team_id, o.season_start_year;
