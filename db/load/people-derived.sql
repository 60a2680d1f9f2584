-- People facts derived once per import, after games, published records, results and people are written
-- (the players into players_load; people-facets.sql runs once they are in players):
-- records of coaches the sources give no per-coach record for, and the counts, sort keys and search
-- text the directories read (db/migrations/0004). Runs inside the import transaction.

-- A season's sole head coach has the team's published record (nba-coaches-by-season has no W-L).
UPDATE coaching_stints cs SET wins = r.wins, losses = r.losses, ties = r.ties
FROM (SELECT team_id, season_start_year FROM coaching_stints GROUP BY 1, 2 HAVING count(*) = 1) sole,
     (SELECT DISTINCT ON (team_id, season_start_year) team_id, season_start_year, wins, losses, ties
      FROM team_season_records ORDER BY team_id, season_start_year, id) r
WHERE cs.wins IS NULL AND sole.team_id = cs.team_id AND sole.season_start_year = cs.season_start_year
  AND r.team_id = cs.team_id AND r.season_start_year = cs.season_start_year;

-- The coach who finished a season: its only coach, or the last of several when their order is known.
DROP TABLE IF EXISTS finishing_stints;
CREATE TEMP TABLE finishing_stints AS
SELECT cs.id, cs.team_id, cs.season_start_year
FROM coaching_stints cs
JOIN (SELECT team_id, season_start_year, count(*) AS coaches, max(season_order) AS last_order
      FROM coaching_stints GROUP BY 1, 2) k ON k.team_id = cs.team_id AND k.season_start_year = cs.season_start_year
WHERE k.coaches = 1 OR cs.season_order = k.last_order;

-- A coaching source's records taken before a season ended (nba-coaches-coaching-survival's 2019-20 stops
-- at the March 2020 pause): where a team-season's coaches' records add up to fewer games than its
-- published record and to exactly the record of its first regular-season games we hold, the games after
-- those were coached by the coach who finished the season (decision 0117). Both sums must then match the
-- published record; a gap anywhere else (a coach missing from the source) is left for the data-quality report.
WITH published AS (
  SELECT DISTINCT ON (team_id, season_start_year) team_id, season_start_year, wins, losses
  FROM team_season_records ORDER BY team_id, season_start_year, id
), short AS (
  SELECT k.team_id, k.season_start_year, k.wins, k.losses, k.ties, p.wins AS published_wins, p.losses AS published_losses
  FROM (SELECT team_id, season_start_year, sum(wins) AS wins, sum(losses) AS losses, sum(coalesce(ties, 0)) AS ties,
               count(*) FILTER (WHERE wins IS NULL OR losses IS NULL) AS unknown
        FROM coaching_stints GROUP BY 1, 2) k
  JOIN published p ON p.team_id = k.team_id AND p.season_start_year = k.season_start_year
  WHERE k.unknown = 0 AND k.wins + k.losses < p.wins + p.losses
), numbered AS (
  SELECT g.team_id, g.season_start_year, g.won, g.lost,
         row_number() OVER (PARTITION BY g.team_id, g.season_start_year ORDER BY g.game_date, g.id) AS n
  FROM (
    SELECT ga.home_team_id AS team_id, ga.season_start_year, ga.game_date, ga.id,
           (ga.home_score > ga.away_score)::int AS won, (ga.home_score < ga.away_score)::int AS lost
    FROM games ga JOIN short s ON s.team_id = ga.home_team_id AND s.season_start_year = ga.season_start_year
    WHERE ga.game_type = 'regular' AND ga.status = 'final'
    UNION ALL
    SELECT ga.away_team_id, ga.season_start_year, ga.game_date, ga.id,
           (ga.away_score > ga.home_score)::int, (ga.away_score < ga.home_score)::int
    FROM games ga JOIN short s ON s.team_id = ga.away_team_id AND s.season_start_year = ga.season_start_year
    WHERE ga.game_type = 'regular' AND ga.status = 'final'
  ) g
), after_source AS MATERIALIZED (
  SELECT s.team_id, s.season_start_year,
         coalesce(sum(g.won) FILTER (WHERE g.n <= s.wins + s.losses + s.ties), 0) AS first_wins,
         coalesce(sum(g.lost) FILTER (WHERE g.n <= s.wins + s.losses + s.ties), 0) AS first_losses,
         coalesce(sum(g.won) FILTER (WHERE g.n > s.wins + s.losses + s.ties), 0) AS later_wins,
         coalesce(sum(g.lost) FILTER (WHERE g.n > s.wins + s.losses + s.ties), 0) AS later_losses
  FROM short s JOIN numbered g ON g.team_id = s.team_id AND g.season_start_year = s.season_start_year
  GROUP BY s.team_id, s.season_start_year, s.wins, s.losses, s.ties
)
UPDATE coaching_stints cs SET wins = cs.wins + a.later_wins, losses = cs.losses + a.later_losses,
  note = concat_ws('; ', cs.note, 'record completed with the team''s games after the source''s last (' || a.later_wins || '-' || a.later_losses || ')')
FROM after_source a, short s, finishing_stints f
WHERE f.id = cs.id AND a.team_id = cs.team_id AND a.season_start_year = cs.season_start_year
  AND s.team_id = cs.team_id AND s.season_start_year = cs.season_start_year
  AND a.first_wins = s.wins AND a.first_losses = s.losses
  AND s.wins + a.later_wins = s.published_wins AND s.losses + a.later_losses = s.published_losses;

-- Playoff games (championship series included) of each team-season, from the games we hold: the
-- playoffs proper, as core/standings.ts playoffGameSql says (the NBA play-in and bowls outside the
-- College Football Playoff are not playoff games; tests/unit/standings-rules.test.ts checks the two agree).
DROP TABLE IF EXISTS team_playoff_games;
CREATE TEMP TABLE team_playoff_games AS
SELECT team_id, season_start_year, sum(won)::int AS wins, sum(lost)::int AS losses
FROM (
  SELECT home_team_id AS team_id, season_start_year, (home_score > away_score)::int AS won, (home_score < away_score)::int AS lost
  FROM games g WHERE (g.game_type <> 'regular' AND coalesce(g.round, '') NOT IN ('Play-In', 'Bowl game'))
    AND status = 'final' AND home_score IS NOT NULL AND away_score IS NOT NULL
  UNION ALL
  SELECT away_team_id, season_start_year, (away_score > home_score)::int, (away_score < home_score)::int
  FROM games g WHERE (g.game_type <> 'regular' AND coalesce(g.round, '') NOT IN ('Play-In', 'Bowl game'))
    AND status = 'final' AND home_score IS NOT NULL AND away_score IS NOT NULL
) g GROUP BY 1, 2;

-- A coach's playoff record, where his source gives none, is his team's playoff games in the seasons he finished.
UPDATE coaching_stints cs SET playoff_wins = p.wins, playoff_losses = p.losses
FROM finishing_stints f, team_playoff_games p
WHERE cs.playoff_wins IS NULL AND f.id = cs.id AND p.team_id = cs.team_id AND p.season_start_year = cs.season_start_year;

-- Coaches: the latest stint gives title, head-coach flag, status and current team. Status by the one
-- rule (career_status, core/coverage.ts): active (or interim) only when the league's coaching data reaches
-- its latest season; a last stint at the data's end of a league that goes on is 'unknown'; before it, as
-- his source words how it ended (fired, resigned), else retired. A current team only for the active.
WITH latest_league AS (
  SELECT league_id, last_season AS data_last, league_latest_season AS latest, league_ongoing AS ongoing
  FROM data_coverage WHERE kind = 'coach_records'
), last_stint AS (
  SELECT DISTINCT ON (coach_id) coach_id, season_start_year, title, is_head_coach, team_id, note
  FROM coaching_stints ORDER BY coach_id, season_start_year DESC, coalesce(season_order, 0) DESC, id DESC
), totals AS (
  SELECT coach_id, min(season_start_year) AS first_season, count(DISTINCT season_start_year)::int AS years,
         coalesce(sum(wins), 0)::int AS wins, coalesce(sum(losses), 0)::int AS losses, coalesce(sum(ties), 0)::int AS ties,
         coalesce(sum(playoff_wins), 0)::int AS playoff_wins, coalesce(sum(playoff_losses), 0)::int AS playoff_losses,
         count(DISTINCT season_start_year) FILTER (WHERE coalesce(playoff_wins, 0) + coalesce(playoff_losses, 0) > 0)::int AS playoff_seasons
  FROM coaching_stints GROUP BY coach_id
)
UPDATE coaches c SET
  title = ls.title, is_head_coach = ls.is_head_coach, first_season = t.first_season, last_season = ls.season_start_year,
  is_active = career_status(ls.season_start_year, ll.data_last, ll.latest, ll.ongoing) = 'active',
  status = CASE career_status(ls.season_start_year, ll.data_last, ll.latest, ll.ongoing)
    WHEN 'active' THEN CASE WHEN ls.note ~* 'interim' THEN 'interim' ELSE 'active' END
    WHEN 'unknown' THEN 'unknown'
    ELSE CASE WHEN ls.note ~* 'fired' THEN 'fired' WHEN ls.note ~* 'resign' THEN 'resigned' ELSE 'retired' END END,
  current_team_id = CASE WHEN career_status(ls.season_start_year, ll.data_last, ll.latest, ll.ongoing) = 'active' THEN ls.team_id END,
  years_experience = t.years, wins = t.wins, losses = t.losses, ties = t.ties,
  playoff_wins = t.playoff_wins, playoff_losses = t.playoff_losses, playoff_appearances = t.playoff_seasons
FROM last_stint ls, totals t, latest_league ll
WHERE ls.coach_id = c.id AND t.coach_id = c.id AND ll.league_id = c.league_id;

-- Partial playoff record: a season he finished in which his team made the playoffs but no dataset has its playoff games.
UPDATE coaches c SET playoff_record_complete = false
WHERE EXISTS (
  SELECT 1 FROM coaching_stints cs
  JOIN finishing_stints f ON f.id = cs.id
  JOIN team_season_records r ON r.team_id = cs.team_id AND r.season_start_year = cs.season_start_year AND r.made_playoffs
  LEFT JOIN team_playoff_games p ON p.team_id = cs.team_id AND p.season_start_year = cs.season_start_year
  WHERE cs.coach_id = c.id AND cs.playoff_wins IS NULL AND p.team_id IS NULL
);

-- Titles (decision 0116), one per season (a 1966 NFL Championship and Super Bowl I are one season's
-- title). A title counts for a coach who coached the champion that season per our stints: the one the
-- result names (names compared by their key, core/names.ts: "Tony La Russa" is Lahman's "Tony LaRussa"),
-- else the one who finished the season (the result names none, or names someone our stints do not have
-- coaching that team then: the seed's 1932 Bears). Where we hold no coach of the champion's season, the
-- coach the result names, when exactly one coach of the league has that name. A result may name co-coaches
-- ("Hunk Anderson and Luke Johnsos"): winning_coach_key holds their keys, space-separated (core/names.ts namesKeys).
DELETE FROM coach_titles;
INSERT INTO coach_titles (result_id, season_start_year, coach_id, how)
WITH held AS (
  SELECT r.id AS result_id, r.season_start_year, r.winner_team_id, r.winning_coach_key, ch.league_id
  FROM championship_results r JOIN championships ch ON ch.id = r.championship_id
  WHERE r.status = 'held' AND r.winner_team_id IS NOT NULL
), stints AS (
  SELECT h.result_id, cs.coach_id, pe.name_key, f.id IS NOT NULL AS finished
  FROM held h
  JOIN coaching_stints cs ON cs.team_id = h.winner_team_id AND cs.season_start_year = h.season_start_year
  JOIN coaches c ON c.id = cs.coach_id JOIN people pe ON pe.id = c.person_id
  LEFT JOIN finishing_stints f ON f.id = cs.id
), named AS (
  SELECT s.result_id, s.coach_id FROM held h JOIN stints s ON s.result_id = h.result_id AND s.name_key = ANY (string_to_array(h.winning_coach_key, ' '))
), by_name AS (
  SELECT c.league_id, pe.name_key, min(c.id) AS coach_id, count(*) AS coaches
  FROM coaches c JOIN people pe ON pe.id = c.person_id GROUP BY 1, 2
)
SELECT h.result_id, h.season_start_year, n.coach_id, 'named' AS how FROM held h JOIN named n ON n.result_id = h.result_id
UNION ALL
SELECT h.result_id, h.season_start_year, s.coach_id, 'finished'
FROM held h JOIN stints s ON s.result_id = h.result_id AND s.finished
WHERE NOT EXISTS (SELECT 1 FROM named n WHERE n.result_id = h.result_id)
UNION ALL
SELECT h.result_id, h.season_start_year, b.coach_id, 'named, no stints held'
FROM held h JOIN by_name b ON b.league_id = h.league_id AND b.name_key = ANY (string_to_array(h.winning_coach_key, ' ')) AND b.coaches = 1
WHERE NOT EXISTS (SELECT 1 FROM stints s WHERE s.result_id = h.result_id);

UPDATE coaches c SET championships_won = 0 WHERE championships_won <> 0;
UPDATE coaches c SET championships_won = w.titles
FROM (SELECT coach_id, count(DISTINCT season_start_year)::int AS titles FROM coach_titles GROUP BY coach_id) w
WHERE w.coach_id = c.id;

UPDATE coaches c SET sort_name = f.sort_name, search_text = f.search_text
FROM (SELECT c2.id, lower(pe.last_name || ' ' || pe.first_name) AS sort_name,
             concat_ws(' ', pe.search_name, pe.name_key, lower(concat_ws(' ', c2.title, t.name, t.city, t.abbreviation))) AS search_text
      FROM coaches c2 JOIN people pe ON pe.id = c2.person_id LEFT JOIN teams t ON t.id = c2.current_team_id) f
WHERE f.id = c.id;

-- Players' facts, in one pass over the loaded rows (players_load: the loader writes each player once,
-- with these columns, from here; db/load/people-derived.ts): titles from championship results (on the
-- champion's roster that season; unknown without any roster line), All-Star selections and MVPs by award
-- kind (core/awards.ts), sort key and search text (the name's folded text and key from people.search_name,
-- core/names.ts; position code and name, current team's name,
-- city and abbreviation), and the rookie flag (a first season that is the latest season his league's
-- player data reaches). Status by career_status (core/coverage.ts) against the league's player data (rosters
-- or statistics, whichever reaches further); All-Star and MVP counts are null (unknown) when the league's
-- data of that honour does not reach his last season (core/coverage.ts countKnown).
DROP TABLE IF EXISTS player_facts;
CREATE TEMP TABLE player_facts AS
WITH rostered AS (
  SELECT DISTINCT player_id FROM player_seasons WHERE team_id IS NOT NULL
), titles AS (
  SELECT ps.player_id, count(DISTINCT r.season_start_year)::int AS n
  FROM player_seasons ps
  JOIN championship_results r ON r.winner_team_id = ps.team_id AND r.season_start_year = ps.season_start_year AND r.status = 'held'
  GROUP BY ps.player_id
), honours AS (
  SELECT person_id, league_id, count(*) FILTER (WHERE kind = 'all-star')::int AS all_stars,
         count(*) FILTER (WHERE kind = 'mvp')::int AS mvps, count(*)::int AS awards
  FROM awards GROUP BY 1, 2
), latest AS (
  SELECT league_id, max(last_season) AS season FROM players_load GROUP BY league_id
), player_data AS (
  SELECT league_id, max(last_season) AS data_last, max(league_latest_season) AS league_latest, bool_and(league_ongoing) AS ongoing
  FROM data_coverage WHERE kind IN ('rosters', 'player_stats') GROUP BY league_id
), honour_data AS (
  SELECT league_id, max(last_season) FILTER (WHERE kind = 'all_stars') AS all_stars, max(last_season) FILTER (WHERE kind = 'mvps') AS mvps
  FROM data_coverage GROUP BY league_id
)
SELECT p.id,
       CASE WHEN ro.player_id IS NULL THEN NULL ELSE coalesce(t.n, 0) END AS championships_won,
       CASE WHEN p.last_season <= hd.all_stars THEN coalesce(h.all_stars, 0) END AS all_star_selections,
       CASE WHEN p.last_season <= hd.mvps THEN coalesce(h.mvps, 0) END AS mvp_awards, coalesce(h.awards, 0) AS award_count,
       career_status(p.last_season, pd.data_last, pd.league_latest, coalesce(pd.ongoing, true)) AS career_status,
       career_status(p.last_season, pd.data_last, pd.league_latest, coalesce(pd.ongoing, true)) = 'active' AS is_active,
       lower(pe.last_name || ' ' || pe.first_name) AS sort_name,
       concat_ws(' ', pe.search_name, pe.name_key, lower(concat_ws(' ', p.position, pn.name, tm.name, tm.city, tm.abbreviation))) AS search_text,
       coalesce(p.first_season = latest.season, false) AS is_rookie
FROM players_load p
JOIN people pe ON pe.id = p.person_id
JOIN leagues l ON l.id = p.league_id
JOIN sports s ON s.id = l.sport_id
JOIN latest ON latest.league_id = p.league_id
LEFT JOIN position_names pn ON pn.sport = s.slug AND pn.code = upper(p.position)
LEFT JOIN teams tm ON tm.id = p.current_team_id
LEFT JOIN rostered ro ON ro.player_id = p.id
LEFT JOIN titles t ON t.player_id = p.id
LEFT JOIN honours h ON h.person_id = p.person_id AND h.league_id = p.league_id
LEFT JOIN player_data pd ON pd.league_id = p.league_id
LEFT JOIN honour_data hd ON hd.league_id = p.league_id;

