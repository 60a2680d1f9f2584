-- The franchise index and the games by pair of franchises.

-- Sports-Reference's franchise index over the seasons of record we hold (the standings: the published
-- record where a dataset has one, else the one derived from our games). A franchise's eras are counted
-- as the franchise; a season not played (the 2004-05 NHL lockout) has no standings row and no count.
-- A franchise's names: its eras with one name, one after the other, are one name (the Buffalo Bills of the
-- AFL, of Buffalo and of Orchard Park are one "Buffalo Bills, 1960-"); a name taken again after another
-- (the Oakland Raiders of 1995) or after seasons not played (the Cleveland Browns of 1999) is listed again.
DROP TABLE IF EXISTS franchise_names;
CREATE TEMP TABLE franchise_names AS
SELECT team_id, name, min(first_season) AS first_season,
       CASE WHEN bool_or(last_season IS NULL) THEN NULL ELSE max(last_season) END AS last_season
FROM (
  SELECT e.*, sum(new_name) OVER (PARTITION BY e.team_id ORDER BY e.first_season NULLS FIRST, e.id) AS run
  FROM (
    SELECT e.team_id, e.id, e.name, e.first_season, e.last_season,
           CASE WHEN lag(e.name) OVER w = e.name AND lag(e.last_season) OVER w + 1 = e.first_season THEN 0 ELSE 1 END AS new_name
    FROM team_eras e WINDOW w AS (PARTITION BY e.team_id ORDER BY e.first_season NULLS FIRST, e.id)
  ) e
) runs
GROUP BY team_id, name, run;

INSERT INTO franchise_index (team_id, league_id, first_season, last_season, seasons, wins, losses, ties, ot_losses, playoffs, titles, names)
SELECT t.id, t.league_id, min(st.season_start_year), max(st.season_start_year), count(*)::int,
       sum(st.wins)::int, sum(st.losses)::int, sum(st.ties)::int, sum(st.ot_losses)::int,
       count(*) FILTER (WHERE st.made_playoffs)::int,
       -- a season's titles once (the 1966 Packers won the NFL title and Super Bowl I)
       (SELECT count(DISTINCT r.season_start_year)::int FROM championship_results r WHERE r.winner_team_id = t.id AND r.status = 'held'),
       coalesce((SELECT jsonb_agg(jsonb_build_object('name', n.name, 'first_season', n.first_season, 'last_season', n.last_season)
                                  ORDER BY n.first_season NULLS FIRST)
                 FROM franchise_names n WHERE n.team_id = t.id), '[]'::jsonb)
FROM teams t JOIN standings st ON st.team_id = t.id
GROUP BY t.id, t.league_id;
DROP TABLE franchise_names;

-- Every final game with a score, in order of the pair of franchises (head-to-head reads one pair's run).
INSERT INTO pair_games (team_lo, team_hi, game_id, game_date, season_start_year, game_type, round, home_team_id, home_score, away_score, neutral_site)
SELECT least(home_team_id, away_team_id), greatest(home_team_id, away_team_id), id, game_date, season_start_year, game_type, round,
       home_team_id, home_score, away_score, neutral_site
FROM games WHERE status = 'final' AND home_score IS NOT NULL AND away_score IS NOT NULL
ORDER BY 1, 2, game_date, id;
