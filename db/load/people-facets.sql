-- The people directories' filter choices and tile totals, once the players are written with their
-- facts (people-derived.sql, db/load/people-derived.ts).

-- Filter choices and tile totals per league, counted once here.
DELETE FROM people_facets;
INSERT INTO people_facets (role, league_id, facet, value, label, people)
SELECT 'player', league_id, 'position', position, position, count(*)::int FROM players WHERE position IS NOT NULL GROUP BY league_id, position
UNION ALL
-- Teams by abbreviation (two franchises of a league can share one over the years: both are listed under it).
SELECT 'player', p.league_id, 'team', t.abbreviation, string_agg(DISTINCT t.name, ' / '), count(*)::int FROM players p JOIN teams t ON t.id = p.current_team_id
  WHERE t.abbreviation IS NOT NULL GROUP BY p.league_id, t.abbreviation
UNION ALL
SELECT 'coach', league_id, 'position', title, title, count(*)::int FROM coaches WHERE title IS NOT NULL GROUP BY league_id, title
UNION ALL
SELECT 'coach', c.league_id, 'team', t.abbreviation, string_agg(DISTINCT t.name, ' / '), count(DISTINCT c.id)::int FROM coaches c
  JOIN coaching_stints cs ON cs.coach_id = c.id JOIN teams t ON t.id = cs.team_id
  WHERE t.abbreviation IS NOT NULL GROUP BY c.league_id, t.abbreviation
UNION ALL
SELECT 'player', league_id, 'total', 'players', 'Players', count(*)::int FROM players GROUP BY league_id
UNION ALL
SELECT 'player', league_id, 'total', 'active', 'Active players', count(*) FILTER (WHERE is_active)::int FROM players GROUP BY league_id
UNION ALL
SELECT 'player', league_id, 'total', 'championships', 'Championships', coalesce(sum(championships_won), 0)::int FROM players GROUP BY league_id
UNION ALL
SELECT 'player', league_id, 'total', 'all_stars', 'All-Star selections', coalesce(sum(all_star_selections), 0)::int FROM players GROUP BY league_id
UNION ALL
SELECT 'coach', league_id, 'total', 'coaches', 'Coaches', count(*)::int FROM coaches GROUP BY league_id
UNION ALL
SELECT 'coach', league_id, 'total', 'active', 'Active coaches', count(*) FILTER (WHERE is_active)::int FROM coaches GROUP BY league_id
UNION ALL
SELECT 'coach', league_id, 'total', 'championships', 'Championships', sum(championships_won)::int FROM coaches GROUP BY league_id
UNION ALL
SELECT 'coach', league_id, 'total', 'years', 'Years coaching', sum(years_experience)::int FROM coaches GROUP BY league_id;

DROP TABLE finishing_stints;
DROP TABLE team_playoff_games;
DROP TABLE position_names;
