-- The record book's team records (/records), computed at import from the standings and the games
-- (db/load/team-records.ts; decision 0063): each list's first ranks per league, and the seasons each
-- list was built from. A database imported before this migration has them empty until its next import.

-- One row per ranked entry: a team's season, one game (from the team's side) or a run of games.
CREATE TABLE IF NOT EXISTS team_record_rows (
  league_id integer NOT NULL,
  record text NOT NULL,
  rank integer NOT NULL,
  team_id integer NOT NULL,
  season_start_year integer NOT NULL,
  -- the figure ranked (wins, a win percentage, runs, a margin, a streak's length)
  value double precision NOT NULL,
  -- the team's regular-season record that season
  wins integer,
  losses integer,
  ties integer,
  ot_losses integer,
  -- a game list's game, from the team's side
  game_id integer,
  game_date date,
  game_type text,
  opponent_team_id integer,
  team_score integer,
  opponent_score integer,
  -- a streak's first and last game
  first_date date,
  last_date date
);
CREATE INDEX IF NOT EXISTS team_record_rows_list ON team_record_rows (league_id, record, rank);

-- Each list's first and last season counted (the seasons its heading states).
CREATE TABLE IF NOT EXISTS team_record_lists (
  league_id integer NOT NULL,
  record text NOT NULL,
  first_season integer NOT NULL,
  last_season integer NOT NULL,
  PRIMARY KEY (league_id, record)
);
