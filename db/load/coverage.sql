-- What each league's imported rows cover, by kind of fact (core/coverage.ts, docs/coverage.md): first and
-- last season, last date and sources, computed from the rows themselves. Runs inside the import
-- transaction after the people are loaded (players still in players_load), before the people facts that
-- read it (people-derived.sql). A league still plays when one of its championships has no last year.
DELETE FROM data_coverage;
WITH facts AS (
  SELECT league_id, 'games' AS kind, season_start_year AS season, game_date AS day, source FROM games
  UNION ALL
  SELECT league_id, 'team_records', season_start_year, NULL::date, source FROM team_season_records
  UNION ALL
  SELECT p.league_id, 'player_stats', ps.season_start_year, NULL::date, ps.source
  FROM player_seasons ps JOIN players_load p ON p.id = ps.player_id
  WHERE ps.stats <> '{}'::jsonb AND ps.other_league IS NULL
  UNION ALL
  SELECT p.league_id, 'rosters', ps.season_start_year, NULL::date, ps.source
  FROM player_seasons ps JOIN players_load p ON p.id = ps.player_id
  WHERE ps.team_id IS NOT NULL AND ps.other_league IS NULL
  UNION ALL
  SELECT c.league_id, 'coach_records', cs.season_start_year, NULL::date, cs.source
  FROM coaching_stints cs JOIN coaches c ON c.id = cs.coach_id
  UNION ALL
  SELECT league_id, 'awards', season_start_year, NULL::date, source FROM awards
  UNION ALL
  SELECT league_id, CASE kind WHEN 'all-star' THEN 'all_stars' ELSE 'mvps' END, season_start_year, NULL::date, source
  FROM awards WHERE kind IN ('all-star', 'mvp')
), deaths AS (
  -- People whose source records deaths, by the leagues they played or coached in.
  SELECT DISTINCT pe.id, pe.death_date, split_part(pe.source_key, ':', 1) AS source, x.league_id
  FROM people pe
  JOIN (SELECT person_id, league_id FROM players_load UNION SELECT person_id, league_id FROM coaches) x ON x.person_id = pe.id
  WHERE pe.deaths_recorded
), measured AS (
  SELECT league_id, kind, min(season) AS first_season, max(season) AS last_season, max(day) AS last_date,
         array_agg(DISTINCT source ORDER BY source) AS sources, count(*)::int AS row_count
  FROM facts GROUP BY league_id, kind
  UNION ALL
  SELECT league_id, 'deaths', NULL, NULL, max(death_date), array_agg(DISTINCT source ORDER BY source), count(*)::int
  FROM deaths GROUP BY league_id
), league AS (
  SELECT l.id AS league_id,
         (SELECT max(s.start_year) FROM seasons s WHERE s.league_id = l.id) AS latest,
         EXISTS (SELECT 1 FROM championships c WHERE c.league_id = l.id AND c.last_year IS NULL) AS ongoing
  FROM leagues l
)
INSERT INTO data_coverage (league_id, kind, first_season, last_season, last_date, sources, row_count, league_latest_season, league_ongoing)
SELECT m.league_id, m.kind, m.first_season, m.last_season, m.last_date, m.sources, m.row_count, league.latest, league.ongoing
FROM measured m JOIN league ON league.league_id = m.league_id;
