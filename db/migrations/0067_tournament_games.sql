-- A seeded tournament's games whose source gives no dates (the NCAA men's tournament 1985-2025,
-- decision 0179): kept apart from the games table (a game there has a date; none is invented here),
-- read by the brackets step to draw the tournament as it was drawn, with seeds and regions.
CREATE TABLE IF NOT EXISTS tournament_games (
  id serial PRIMARY KEY,
  league_id integer NOT NULL,
  season_id integer NOT NULL,
  season_start_year integer NOT NULL,
  -- Teams left in the round: 64, 32, 16, 8, 4 (national semifinals), 2 (title game); 0 = a play-in game.
  round integer NOT NULL,
  -- The team that advanced (for a no contest, the team the source lists first).
  winner_team_id integer NOT NULL,
  loser_team_id integer NOT NULL,
  winner_seed integer,
  loser_seed integer,
  winner_score integer,
  loser_score integer,
  no_contest boolean NOT NULL,
  source text NOT NULL,
  source_line integer NOT NULL
);
CREATE INDEX IF NOT EXISTS tournament_games_season ON tournament_games (season_id);

-- A bracket's matchups carry the seeds and region a tournament gives; a tournament game we hold without
-- a date has none; a no contest is neither a win nor a score.
ALTER TABLE postseason_series ADD COLUMN IF NOT EXISTS team_a_seed integer;
ALTER TABLE postseason_series ADD COLUMN IF NOT EXISTS team_b_seed integer;
ALTER TABLE postseason_series ADD COLUMN IF NOT EXISTS region text;
ALTER TABLE postseason_series ALTER COLUMN first_game_date DROP NOT NULL;
ALTER TABLE postseason_series ALTER COLUMN last_game_date DROP NOT NULL;
ALTER TABLE postseason_series DROP CONSTRAINT IF EXISTS postseason_series_decided_by_check;
ALTER TABLE postseason_series ADD CONSTRAINT postseason_series_decided_by_check CHECK (decided_by IN ('series', 'game', 'total', 'no contest'));
