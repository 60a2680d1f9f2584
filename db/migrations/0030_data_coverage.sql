-- What we hold of each league, by kind of fact (decision 0110, docs/coverage.md): the first and last
-- season (and last date) the imported rows reach and the datasets they came from. Rebuilt by every
-- import from the rows themselves (db/load/coverage.sql), never typed in.
CREATE TABLE IF NOT EXISTS data_coverage (
  league_id integer NOT NULL,
  kind text NOT NULL,
  first_season integer,
  last_season integer,
  -- The latest date the kind's rows reach (a game's date; a recorded death).
  last_date date,
  sources text[] NOT NULL DEFAULT '{}',
  row_count integer NOT NULL DEFAULT 0,
  -- The league's latest season (played, being played or opened by the import's date) and whether it
  -- still plays: the data of a kind is current only when it reaches that season of a league that goes on.
  league_latest_season integer,
  league_ongoing boolean NOT NULL DEFAULT true,
  PRIMARY KEY (league_id, kind)
);

-- A career's status by the one rule of core/coverage.ts (careerStatus; a unit test checks they agree):
-- 'retired' when his last season is before the data's end or his league no longer plays; 'active' when
-- the data reaches the league's latest season; otherwise 'unknown' (the data stops where he was).
CREATE OR REPLACE FUNCTION career_status(last_season integer, data_last integer, league_latest integer, league_ongoing boolean)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN last_season IS NULL OR data_last IS NULL THEN 'unknown'
    WHEN last_season < data_last OR NOT league_ongoing THEN 'retired'
    WHEN data_last >= league_latest THEN 'active'
    ELSE 'unknown' END
$$;

-- A count whose source does not reach a player's seasons is unknown (null), not zero.
ALTER TABLE players ALTER COLUMN all_star_selections DROP NOT NULL;
ALTER TABLE players ALTER COLUMN mvp_awards DROP NOT NULL;
ALTER TABLE players ADD COLUMN IF NOT EXISTS career_status text NOT NULL DEFAULT 'unknown';
DROP INDEX IF EXISTS players_by_all_stars;
CREATE INDEX players_by_all_stars ON players (all_star_selections DESC NULLS LAST, sort_name, id);
