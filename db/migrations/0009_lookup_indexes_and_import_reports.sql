-- Issue 14: every endpoint within 50 ms on the full data.
-- Site search matches people's names anywhere in the name (LIKE '%term%'): a trigram index answers it.
CREATE INDEX IF NOT EXISTS people_name_trgm ON people USING gin (lower(full_name) gin_trgm_ops);
-- A rookie's first season is the latest season his league's player data reaches: set at import
-- (db/load/people-derived.sql), so the rookies list is an index read instead of a grouped subquery.
ALTER TABLE players ADD COLUMN IF NOT EXISTS is_rookie boolean NOT NULL DEFAULT false;
CREATE INDEX IF NOT EXISTS players_rookies ON players (sort_name, id) WHERE is_rookie;
-- The data-quality report of an import (db/load/data-quality-report.ts), computed once when the data
-- changes instead of on every request.
ALTER TABLE import_runs ADD COLUMN IF NOT EXISTS quality_report jsonb;
-- Games by status, then league, then date: the live and upcoming lists (a status) and the data-quality
-- freshness (the latest final game of each league: one index read per league). It replaces 0006's
-- (status, game_date), with which the planner walked every final game of every other league for a
-- league that has none (1.3 s); the recent list reads games_newest in its order.
DROP INDEX IF EXISTS games_status_date;
CREATE INDEX IF NOT EXISTS games_status_league_date ON games (status, league_id, game_date);
