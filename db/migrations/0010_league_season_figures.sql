-- Per league and season, the standings' sums the analytics charts read (aggregating 8,900 standings
-- rows three times per request took 68 ms): rebuilt with the standings by db/load/derive-seasons.ts,
-- and filled here once for a database imported before this migration.
CREATE TABLE IF NOT EXISTS league_season_figures (
  league_id integer NOT NULL,
  season_start_year integer NOT NULL,
  -- sums over the season's standings rows (null where every row's value is null, as sum() gives)
  team_games integer,
  points_for integer,
  home_wins integer,
  home_losses integer,
  PRIMARY KEY (league_id, season_start_year)
);
INSERT INTO league_season_figures (league_id, season_start_year, team_games, points_for, home_wins, home_losses)
SELECT league_id, season_start_year, sum(derived_games_played), sum(points_for), sum(home_wins), sum(home_losses)
FROM standings GROUP BY league_id, season_start_year
ON CONFLICT DO NOTHING;
