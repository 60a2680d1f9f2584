-- Careers within a range of seasons (/leaders?from=&to=) sum the range's season rows per request. Read
-- from leader_lines they were scattered over the whole list's pages and summed as numeric (21.8 ms p95
-- for MLB hits 1990-2009, decision 0124). leader_seasons holds the same season rows, written at import in
-- order of league, statistic and season (a range is a few neighbouring pages) with float8 parts.
CREATE TABLE IF NOT EXISTS leader_seasons (
  league_id integer NOT NULL,
  statistic text NOT NULL,
  season_start_year integer NOT NULL,
  player_id integer NOT NULL,
  numerator double precision NOT NULL,
  -- a rate's denominator (at-bats, outs pitched); null for a count
  denominator double precision,
  is_active boolean NOT NULL
);
CREATE INDEX IF NOT EXISTS leader_seasons_range ON leader_seasons (league_id, statistic, season_start_year);

-- Filled from the lists already imported, so a database needs no new import for it (the import step
-- rewrites it from then on).
INSERT INTO leader_seasons (league_id, statistic, season_start_year, player_id, numerator, denominator, is_active)
SELECT league_id, statistic, season_start_year, player_id, numerator, denominator, is_active FROM leader_lines
WHERE span = 'season' AND NOT EXISTS (SELECT 1 FROM leader_seasons)
ORDER BY league_id, statistic, season_start_year, player_id;
ANALYZE leader_seasons;
