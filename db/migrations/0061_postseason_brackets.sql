-- Every postseason as a bracket (decision 0167): the series (or single games) read from a league-season's
-- postseason games, each in its round, with the result; computed at import by core/brackets.ts
-- (db/load/steps/postseason-brackets.ts), never per request.
CREATE TABLE IF NOT EXISTS postseason_series (
  id serial PRIMARY KEY,
  league_id integer NOT NULL,
  season_id integer NOT NULL,
  season_start_year integer NOT NULL,
  -- The round's column, 1 first; 0 for a play-in or tiebreakers before the first round.
  round integer NOT NULL,
  round_name text NOT NULL,
  -- The label the games give the series ("ALCS"), else the round's name.
  label text NOT NULL,
  position integer NOT NULL,
  -- The winner is team A when there is one.
  team_a_id integer NOT NULL,
  team_b_id integer NOT NULL,
  team_a_name text NOT NULL,
  team_b_name text NOT NULL,
  team_a_wins integer NOT NULL,
  team_b_wins integer NOT NULL,
  ties integer NOT NULL,
  team_a_score integer NOT NULL,
  team_b_score integer NOT NULL,
  games integer NOT NULL,
  unplayed integer NOT NULL,
  winner_team_id integer,
  decided_by text NOT NULL CHECK (decided_by IN ('series', 'game', 'total')),
  is_final boolean NOT NULL,
  game_ids jsonb NOT NULL,
  first_game_date date NOT NULL,
  last_game_date date NOT NULL
);
CREATE INDEX IF NOT EXISTS postseason_series_season ON postseason_series (season_id, round, position);
CREATE INDEX IF NOT EXISTS postseason_series_team_a ON postseason_series (team_a_id);
CREATE INDEX IF NOT EXISTS postseason_series_team_b ON postseason_series (team_b_id);

-- One row per league-season with postseason games: its rounds in order and what the games do not hold.
CREATE TABLE IF NOT EXISTS postseason_brackets (
  season_id integer PRIMARY KEY,
  league_id integer NOT NULL,
  season_start_year integer NOT NULL,
  rounds jsonb NOT NULL,
  missing jsonb NOT NULL
);
