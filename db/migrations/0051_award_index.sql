-- The record book's awards (/awards, /awards/{slug}): one row per award a league's data holds, with its
-- page's slug and name, computed at import (db/load/award-index.ts). Selections of many players a season
-- (All-Star teams, Gold Gloves) are not awards here: they have pages of their own elsewhere.
CREATE TABLE IF NOT EXISTS award_index (
  slug text PRIMARY KEY,
  league_id integer NOT NULL,
  -- the award as stored (awards.name) and as a fan reads it
  name text NOT NULL,
  label text NOT NULL,
  first_season integer NOT NULL,
  last_season integer NOT NULL,
  seasons integer NOT NULL,
  winners integer NOT NULL
);
CREATE INDEX IF NOT EXISTS award_index_league ON award_index (league_id);

-- An award's winners, season by season.
CREATE INDEX IF NOT EXISTS awards_league_name ON awards (league_id, name, season_start_year);
