-- The player-seasons two datasets hold, where the lines of the higher precedence were kept (decision
-- 0137: Pro-Football-Reference's official NFL figures over nflverse's play-by-play totals): one row per
-- superseded line, with the statistics both give that differ, {"passing_yards": [kept, superseded]}.
-- Written at import (db/load/superseded-lines.ts), read by the data-quality report.
CREATE TABLE IF NOT EXISTS superseded_season_lines (
  person_id integer NOT NULL,
  league_id integer NOT NULL,
  season_start_year integer NOT NULL,
  kept_source text NOT NULL,
  superseded_source text NOT NULL,
  differences jsonb NOT NULL
);
