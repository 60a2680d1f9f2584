-- The games list in its sort order (newest first), so a page is an index scan rather than a sort of
-- every game; and the games by status and date, for the live, recent and upcoming lists.
CREATE INDEX IF NOT EXISTS games_newest ON games (game_date DESC, game_time DESC NULLS LAST, id DESC);
CREATE INDEX IF NOT EXISTS games_status_date ON games (status, game_date);
