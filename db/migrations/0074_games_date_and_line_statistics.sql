-- Two things the import's database thread did for no reader (decision 0209):
-- - games_date (game_date) held nothing games_newest (game_date DESC, game_time DESC NULLS LAST, id DESC)
--   does not: a day, a range of days and the nearest day with games are read from games_newest as fast
--   (EXPLAIN ANALYZE on the full data). One index build fewer in every import, one index fewer to keep
--   up when the live feed writes a game.
-- - The season lines' JSON figures get no planner statistics: no query filters on the column itself
--   (its figures are read as ->> expressions, which these statistics do not describe), and ANALYZE
--   compared 30,000 sampled JSON values for them (about 0.3 s of every import's statistics step).
--   players.career_stats keeps its statistics: the directory filters on `career_stats ? '...'`.
DROP INDEX IF EXISTS games_date;
ALTER TABLE player_seasons ALTER COLUMN stats SET STATISTICS 0;
ALTER TABLE player_postseason_lines ALTER COLUMN stats SET STATISTICS 0;
