-- Scores: what the live feed writes (its event id, the clock, the status as the feed words it, when a row
-- last changed), line scores where a dataset has them, and the indexes the scores pages filter by.
ALTER TABLE games ADD COLUMN feed_event_id text;
ALTER TABLE games ADD COLUMN period integer;
ALTER TABLE games ADD COLUMN display_clock text;
ALTER TABLE games ADD COLUMN status_detail text;
ALTER TABLE games ADD COLUMN line_score jsonb;
ALTER TABLE games ADD COLUMN updated_at timestamptz;

-- One stored game per feed event.
CREATE UNIQUE INDEX games_feed_event ON games (feed_event_id) WHERE feed_event_id IS NOT NULL;
-- A league's games by date: the scores filters by sport, the nearest dates with games, the feed's match
-- by league, date and teams.
CREATE INDEX games_league_date ON games (league_id, game_date);
-- Games not yet final are few: live counts and the "live" filter read them through this index.
CREATE INDEX games_unfinished ON games (game_date) WHERE status <> 'final';
-- The season series and a team's record going into a game.
CREATE INDEX games_pair_season ON games (season_start_year, least(home_team_id, away_team_id), greatest(home_team_id, away_team_id));
