-- What each league's imported rows cover, by kind of fact (core/coverage.ts, docs/coverage.md): first and
-- last season, last date and sources, computed from the rows themselves. Runs inside the import
-- transaction after the people are loaded (players still in players_load), before the people facts that
-- read it (people-derived.sql). A league still plays when one of its championships has no last year.
DELETE FROM data_coverage;
-- Each table is grouped by league, kind and source first (small results), then the sources are joined.
WITH facts AS (
  SELECT league_id, 'games' AS kind, source, min(season_start_year) AS first_season, max(season_start_year) AS last_season,
         max(game_date) AS last_date, count(*) AS n
  -- Results only: a fixture (the 2026 NFL schedule) is not a game we hold the outcome of.
  FROM games WHERE status = 'final' GROUP BY 1, 3
  UNION ALL
  SELECT league_id, 'team_records', source, min(season_start_year), max(season_start_year), NULL::date, count(*)
  FROM team_season_records GROUP BY 1, 3
  UNION ALL
  SELECT p.league_id, CASE WHEN ps.stats <> '{}'::jsonb THEN 'player_stats' ELSE 'roster_only' END, ps.source,
         min(ps.season_start_year), max(ps.season_start_year), NULL::date, count(*)
  FROM player_seasons ps JOIN players_load p ON p.id = ps.player_id
  WHERE ps.other_league IS NULL GROUP BY 1, 2, 3
  UNION ALL
  SELECT p.league_id, 'rosters', ps.source, min(ps.season_start_year), max(ps.season_start_year), NULL::date, count(*)
  FROM player_seasons ps JOIN players_load p ON p.id = ps.player_id
  WHERE ps.team_id IS NOT NULL AND ps.other_league IS NULL GROUP BY 1, 3
  UNION ALL
  -- Coaches' records start at the first season whose every published team-season has a coach (decision 0175):
  -- the NBA's coach datasets list today's franchises, so the BAA's folded clubs of 1946-49 have none and the
  -- records start in 1949-50 (a career begun before, like Red Auerbach's, says so).
  SELECT k.league_id, 'coach_records', k.source, greatest(k.first_season, coalesce(
           (SELECT min(r.season_start_year) FROM team_season_records r
            WHERE r.league_id = k.league_id AND r.season_start_year >= k.first_season
              AND NOT EXISTS (SELECT 1 FROM team_season_records r2 WHERE r2.league_id = r.league_id AND r2.season_start_year = r.season_start_year
                                AND NOT EXISTS (SELECT 1 FROM coaching_stints cs2 WHERE cs2.team_id = r2.team_id AND cs2.season_start_year = r2.season_start_year))),
           k.first_season)),
         k.last_season, NULL::date, k.n
  FROM (SELECT c.league_id, cs.source, min(cs.season_start_year) AS first_season, max(cs.season_start_year) AS last_season, count(*) AS n
        FROM coaching_stints cs JOIN coaches c ON c.id = cs.coach_id GROUP BY 1, 2) k
  UNION ALL
  SELECT league_id, 'awards', source, min(season_start_year), max(season_start_year), NULL::date, count(*) FROM awards GROUP BY 1, 3
  UNION ALL
  SELECT league_id, CASE kind WHEN 'all-star' THEN 'all_stars' ELSE 'mvps' END, source, min(season_start_year), max(season_start_year),
         NULL::date, count(*)
  FROM awards WHERE kind IN ('all-star', 'mvp') GROUP BY 1, 2, 3
  UNION ALL
  -- People whose source records deaths, by the leagues they played or coached in (no seasons). A source is
  -- as current as the latest death it records anywhere: Lahman's few NHL men (two-sport players) do not make
  -- the NHL's deaths look recorded only to their own latest death.
  SELECT x.league_id, 'deaths', su.source, NULL, NULL, max(su.last_death), count(DISTINCT pe.id)
  FROM people pe
  JOIN (SELECT person_id, league_id FROM players_load UNION SELECT person_id, league_id FROM coaches) x ON x.person_id = pe.id
  JOIN (SELECT split_part(source_key, ':', 1) AS source, max(death_date) AS last_death FROM people WHERE deaths_recorded GROUP BY 1) su
    ON su.source = split_part(pe.source_key, ':', 1)
  WHERE pe.deaths_recorded GROUP BY 1, 3
), measured AS (
  -- Deaths are recorded up to the latest death of the league's least current source (issue 31, class 9): the
  -- NBA coaches' file stops in June 2020 (Bill Russell's 2022 death is not in it), whatever Lahman records.
  SELECT league_id, kind, min(first_season) AS first_season, max(last_season) AS last_season,
         CASE WHEN kind = 'deaths' THEN min(last_date) ELSE max(last_date) END AS last_date,
         array_agg(DISTINCT source ORDER BY source) AS sources, sum(n)::int AS row_count
  FROM facts WHERE kind <> 'roster_only' GROUP BY league_id, kind
), league AS (
  SELECT l.id AS league_id,
         (SELECT max(s.start_year) FROM seasons s WHERE s.league_id = l.id) AS latest,
         EXISTS (SELECT 1 FROM championships c WHERE c.league_id = l.id AND c.last_year IS NULL) AS ongoing
  FROM leagues l
)
INSERT INTO data_coverage (league_id, kind, first_season, last_season, last_date, sources, row_count, league_latest_season, league_ongoing)
SELECT m.league_id, m.kind, m.first_season, m.last_season, m.last_date, m.sources, m.row_count, league.latest, league.ongoing
FROM measured m JOIN league ON league.league_id = m.league_id;
