-- The live feed's own record (issue 23, decision 0120): every game the feed has written, as the feed
-- last gave it, so `npm run data:import` (which rewrites the games table) re-applies them; and how far
-- each league-season's sync is complete, written in the same transaction as the games of each answer.
CREATE TABLE IF NOT EXISTS feed_games (
  event_id text PRIMARY KEY,
  league text NOT NULL,
  game_date date NOT NULL,
  status text NOT NULL,
  -- the parsed feed game (db/live/espn-scoreboard.ts FeedGame)
  game jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS feed_games_league_date ON feed_games (league, game_date);

CREATE TABLE IF NOT EXISTS feed_sync_state (
  league text NOT NULL,
  season_start_year integer NOT NULL,
  -- every day up to this one (before the sync's today) holds only finished games: the next sync starts after it
  complete_through date,
  last_answer_at timestamptz,
  PRIMARY KEY (league, season_start_year)
);
