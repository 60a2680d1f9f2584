-- The franchise index and the games by pair of franchises.

-- Sports-Reference's franchise index over the seasons of record we hold (the standings: the published
-- record where a dataset has one, else the one derived from our games). A franchise's eras are counted
-- as the franchise; a season not played (the 2004-05 NHL lockout) has no standings row and no count.
INSERT INTO franchise_index (team_id, league_id, first_season, last_season, seasons, wins, losses, ties, ot_losses, playoffs, titles, names)
SELECT t.id, t.league_id, min(st.season_start_year), max(st.season_start_year), count(*)::int,
       sum(st.wins)::int, sum(st.losses)::int, sum(st.ties)::int, sum(st.ot_losses)::int,
       count(*) FILTER (WHERE st.made_playoffs)::int,
       -- a season's titles once (the 1966 Packers won the NFL title and Super Bowl I)
       (SELECT count(DISTINCT r.season_start_year)::int FROM championship_results r WHERE r.winner_team_id = t.id AND r.status = 'held'),
       coalesce((SELECT jsonb_agg(jsonb_build_object('name', e.name, 'first_season', e.first_season, 'last_season', e.last_season)
                                  ORDER BY e.first_season NULLS FIRST)
                 FROM team_eras e WHERE e.team_id = t.id), '[]'::jsonb)
FROM teams t JOIN standings st ON st.team_id = t.id
GROUP BY t.id, t.league_id;

-- Every final game with a score, in order of the pair of franchises (head-to-head reads one pair's run).
INSERT INTO pair_games (team_lo, team_hi, game_id, game_date, season_start_year, game_type, round, home_team_id, home_score, away_score, neutral_site)
SELECT least(home_team_id, away_team_id), greatest(home_team_id, away_team_id), id, game_date, season_start_year, game_type, round,
       home_team_id, home_score, away_score, neutral_site
FROM games WHERE status = 'final' AND home_score IS NOT NULL AND away_score IS NOT NULL
ORDER BY 1, 2, game_date, id;
