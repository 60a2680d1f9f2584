-- The schema: leagues and championships, franchises with their eras, seasons, games, championship
-- results, published team-season records, people with their player and coach careers, awards.

CREATE TABLE sports (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  abbreviation text NOT NULL
);

CREATE TABLE levels (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE leagues (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  abbreviation text NOT NULL,
  sport_id integer NOT NULL REFERENCES sports (id),
  level_id integer NOT NULL REFERENCES levels (id),
  founded_year integer,
  source text
);

CREATE TABLE championships (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  league_id integer NOT NULL REFERENCES leagues (id),
  name text NOT NULL,
  official_name text,
  description text,
  trophy_name text,
  first_year integer NOT NULL,
  last_year integer,
  format text,
  selector text,
  source text
);

CREATE TABLE venues (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  city text,
  state text,
  country text,
  capacity integer,
  opened_year integer,
  source text
);

-- A team as fans see it: a franchise (or college program) with the name, city and alignment of its
-- latest era; its earlier names and cities are its eras.
CREATE TABLE teams (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  league_id integer NOT NULL REFERENCES leagues (id),
  name text NOT NULL,
  short_name text,
  abbreviation text,
  city text,
  state text,
  country text,
  founded_year integer,
  folded_year integer,
  conference text,
  division text,
  venue_id integer REFERENCES venues (id),
  source text
);

CREATE TABLE team_eras (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id),
  slug text NOT NULL,
  first_season integer,
  last_season integer,
  name text NOT NULL,
  nickname text,
  city text,
  state text,
  abbreviation text,
  note text,
  source text
);
CREATE INDEX team_eras_team ON team_eras (team_id, first_season);
CREATE INDEX team_eras_slug ON team_eras (slug);

CREATE TABLE seasons (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  league_id integer NOT NULL REFERENCES leagues (id),
  start_year integer NOT NULL,
  end_year integer NOT NULL,
  name text NOT NULL,
  label text NOT NULL,
  UNIQUE (league_id, start_year)
);

CREATE TABLE games (
  id serial PRIMARY KEY,
  league_id integer NOT NULL,
  season_id integer NOT NULL,
  season_start_year integer NOT NULL,
  game_date date NOT NULL,
  game_time text,
  home_team_id integer NOT NULL,
  away_team_id integer NOT NULL,
  home_score integer,
  away_score integer,
  status text NOT NULL,
  game_type text NOT NULL,
  week text,
  round text,
  venue_name text,
  neutral_site boolean NOT NULL DEFAULT false,
  attendance integer,
  overtime text,
  source text NOT NULL
);
CREATE INDEX games_date ON games (game_date);
CREATE INDEX games_home ON games (home_team_id, season_start_year);
CREATE INDEX games_away ON games (away_team_id, season_start_year);
CREATE INDEX games_league_season ON games (league_id, season_start_year);

CREATE TABLE championship_results (
  id serial PRIMARY KEY,
  championship_id integer NOT NULL REFERENCES championships (id),
  season_id integer NOT NULL REFERENCES seasons (id),
  season_start_year integer NOT NULL,
  title_year integer NOT NULL,
  edition text,
  game_date date,
  status text NOT NULL CHECK (status IN ('held', 'not_held')),
  winner_team_id integer REFERENCES teams (id),
  runner_up_team_id integer REFERENCES teams (id),
  winner_name text,
  runner_up_name text,
  winner_score integer,
  runner_up_score integer,
  series text,
  mvp text,
  venue_name text,
  city text,
  state text,
  winning_coach text,
  winner_record text,
  note text,
  source text,
  UNIQUE (championship_id, season_start_year)
);
CREATE INDEX championship_results_winner ON championship_results (winner_team_id);

-- Team-season lines as a dataset publishes them (standings of record).
CREATE TABLE team_season_records (
  id serial PRIMARY KEY,
  team_id integer NOT NULL,
  league_id integer NOT NULL,
  season_start_year integer NOT NULL,
  wins integer NOT NULL,
  losses integer NOT NULL,
  ties integer,
  ot_losses integer,
  points_for integer,
  points_against integer,
  conference text,
  division text,
  division_rank integer,
  made_playoffs boolean,
  points integer,
  venue_name text,
  attendance integer,
  source text NOT NULL
);
CREATE INDEX team_season_records_team ON team_season_records (team_id, season_start_year);

CREATE TABLE people (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  source_key text NOT NULL UNIQUE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  full_name text NOT NULL,
  birth_date date,
  birth_city text,
  birth_state text,
  birth_country text,
  death_date date,
  college text,
  height_inches integer,
  weight_pounds integer,
  hall_of_fame boolean NOT NULL DEFAULT false
);
CREATE INDEX people_last_name ON people (lower(last_name));

CREATE TABLE players (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  person_id integer NOT NULL,
  league_id integer NOT NULL,
  position text,
  first_season integer,
  last_season integer,
  draft_year integer,
  draft_round integer,
  draft_pick integer,
  draft_team_id integer,
  jersey_number text,
  current_team_id integer,
  is_active boolean NOT NULL DEFAULT false
);
CREATE INDEX players_person ON players (person_id);
CREATE INDEX players_league ON players (league_id, is_active);

CREATE TABLE player_seasons (
  id serial PRIMARY KEY,
  player_id integer NOT NULL,
  team_id integer,
  season_start_year integer NOT NULL,
  position text,
  jersey_number text,
  is_starter boolean,
  is_captain boolean,
  stats jsonb NOT NULL DEFAULT '{}',
  source text NOT NULL
);
CREATE INDEX player_seasons_player ON player_seasons (player_id, season_start_year);
CREATE INDEX player_seasons_team ON player_seasons (team_id, season_start_year);

CREATE TABLE coaches (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  person_id integer NOT NULL,
  league_id integer NOT NULL
);
CREATE INDEX coaches_person ON coaches (person_id);

CREATE TABLE coaching_stints (
  id serial PRIMARY KEY,
  coach_id integer NOT NULL,
  team_id integer NOT NULL,
  season_start_year integer NOT NULL,
  title text NOT NULL,
  is_head_coach boolean NOT NULL,
  wins integer,
  losses integer,
  ties integer,
  playoff_wins integer,
  playoff_losses integer,
  source text NOT NULL
);
CREATE INDEX coaching_stints_coach ON coaching_stints (coach_id, season_start_year);
CREATE INDEX coaching_stints_team ON coaching_stints (team_id, season_start_year);

CREATE TABLE awards (
  id serial PRIMARY KEY,
  person_id integer NOT NULL,
  league_id integer NOT NULL,
  season_start_year integer NOT NULL,
  name text NOT NULL,
  source text NOT NULL
);
CREATE INDEX awards_person ON awards (person_id);

-- Derived from games by SQL after every import (db/load/standings.sql): one row per team and season.
CREATE TABLE standings (
  team_id integer NOT NULL,
  league_id integer NOT NULL,
  season_id integer NOT NULL,
  season_start_year integer NOT NULL,
  games_played integer NOT NULL,
  wins integer NOT NULL,
  losses integer NOT NULL,
  ties integer NOT NULL,
  points_for integer NOT NULL,
  points_against integer NOT NULL,
  home_wins integer NOT NULL,
  home_losses integer NOT NULL,
  home_ties integer NOT NULL,
  away_wins integer NOT NULL,
  away_losses integer NOT NULL,
  away_ties integer NOT NULL,
  streak integer NOT NULL,
  streak_type text,
  last_game_date date,
  conference text,
  division text,
  PRIMARY KEY (team_id, season_start_year)
);
CREATE INDEX standings_league_season ON standings (league_id, season_start_year);

CREATE TABLE data_sources (
  id text PRIMARY KEY,
  homepage text NOT NULL,
  licence text NOT NULL,
  attribution text,
  leagues text NOT NULL,
  rows_imported integer NOT NULL,
  imported_at timestamptz NOT NULL
);

CREATE TABLE import_runs (
  id serial PRIMARY KEY,
  finished_at timestamptz NOT NULL DEFAULT now(),
  seed_hash text NOT NULL,
  summary jsonb NOT NULL
);
