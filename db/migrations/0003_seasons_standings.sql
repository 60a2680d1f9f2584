-- Seasons and standings on true records, fast (issue 12, issue 10 item 4).
--
-- standings: one row per team-season that has games or a published record. wins/losses/ties/
-- ot_losses/points are the record fans know (the published one when a dataset has it, else the one
-- derived from games); the derived_* columns keep the record derived from games beside it for the
-- data-quality comparison. Rank, games behind, win percentage and playoff position are computed once
-- at import (db/load/derive-seasons.ts). Home/away splits and points for/against come from games
-- only, so they are null for a team-season we hold no games of.
ALTER TABLE standings
  ALTER COLUMN points_for DROP NOT NULL,
  ALTER COLUMN points_against DROP NOT NULL,
  ALTER COLUMN home_wins DROP NOT NULL,
  ALTER COLUMN home_losses DROP NOT NULL,
  ALTER COLUMN home_ties DROP NOT NULL,
  ALTER COLUMN away_wins DROP NOT NULL,
  ALTER COLUMN away_losses DROP NOT NULL,
  ALTER COLUMN away_ties DROP NOT NULL,
  ADD COLUMN ot_losses integer NOT NULL DEFAULT 0,
  ADD COLUMN points integer,
  ADD COLUMN record_source text NOT NULL DEFAULT 'games',
  ADD COLUMN derived_games_played integer,
  ADD COLUMN derived_wins integer,
  ADD COLUMN derived_losses integer,
  ADD COLUMN derived_ties integer,
  ADD COLUMN derived_ot_losses integer,
  ADD COLUMN division_wins integer,
  ADD COLUMN division_losses integer,
  ADD COLUMN division_ties integer,
  ADD COLUMN conference_wins integer,
  ADD COLUMN conference_losses integer,
  ADD COLUMN conference_ties integer,
  ADD COLUMN made_playoffs boolean NOT NULL DEFAULT false,
  ADD COLUMN won_title boolean NOT NULL DEFAULT false,
  ADD COLUMN rank integer NOT NULL DEFAULT 1,
  ADD COLUMN games_behind numeric,
  ADD COLUMN win_percentage numeric NOT NULL DEFAULT 0,
  ADD COLUMN playoff_position text CHECK (playoff_position IN ('champion', 'playoffs', 'bubble', 'eliminated')),
  -- the team's name, city and abbreviation in that season (its era), so a table needs no era lookup
  ADD COLUMN team_name text,
  ADD COLUMN team_city text,
  ADD COLUMN team_abbreviation text;
CREATE INDEX standings_season ON standings (season_id, rank);

-- Per-season figures, computed once at import.
CREATE TABLE season_summaries (
  season_id integer PRIMARY KEY,
  games_count integer NOT NULL,
  regular_season_games integer NOT NULL,
  playoff_games integer NOT NULL,
  teams_count integer NOT NULL,
  first_game_date date,
  regular_season_end date,
  last_game_date date,
  title_decided boolean NOT NULL,
  latest_of_league boolean NOT NULL,
  champion_team_id integer,
  champion_name text,
  champion_city text,
  champion_abbreviation text,
  champion_slug text,
  championship_name text,
  championship_slug text,
  championship_format text,
  -- lower-case season name, sport, league and champion, for the list's search
  search_text text NOT NULL,
  -- what the list filters and sorts by, without joins: start year, sport, level, and the list's order
  -- (start year newest first, then sport name, then league)
  start_year integer NOT NULL,
  sport_slug text NOT NULL,
  sport_name text NOT NULL,
  level_slug text NOT NULL,
  list_order integer NOT NULL,
  -- the season as the list and the detail answer it (everything but the status, which depends on today)
  card jsonb NOT NULL
);
CREATE INDEX season_summaries_order ON season_summaries (list_order);

-- Every column a seasons or standings page filters, joins or sorts by.
CREATE INDEX games_season ON games (season_id, game_type);
CREATE INDEX championship_results_season ON championship_results (season_id);
CREATE INDEX seasons_start_year ON seasons (start_year DESC, league_id);
CREATE INDEX team_season_records_league_season ON team_season_records (league_id, season_start_year);
