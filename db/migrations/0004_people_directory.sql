-- People directories: sort keys, search text with trigram indexes, and the counts a card or tile shows,
-- all computed at import (db/load/people-derived.sql) so a directory page reads one indexed table.
-- pg_trgm ships with PGlite (loaded by db/database.ts) and with PostgreSQL's contrib package.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- True when the person's source records deaths (a blank death date then means living or unknown by age).
ALTER TABLE people ADD COLUMN deaths_recorded boolean NOT NULL DEFAULT false;

-- 'all-star' (a selection to the league's own All-Star game), 'mvp' (the league's season MVP), or null.
ALTER TABLE awards ADD COLUMN kind text;
CREATE INDEX awards_person_league ON awards (person_id, league_id);

-- The league a season line was played in when it differs from the player's league (ABA, WHA), kept apart from the totals.
ALTER TABLE player_seasons ADD COLUMN other_league text;

-- 1 = the first coach of a season that had several; the last one took the team into the playoffs.
ALTER TABLE coaching_stints ADD COLUMN season_order integer;
-- How the stint ended or began, as the source words it ('Fired after week 4', 'Interim coach after week 15').
ALTER TABLE coaching_stints ADD COLUMN note text;

ALTER TABLE players
  ADD COLUMN sort_name text NOT NULL DEFAULT '',
  ADD COLUMN search_text text NOT NULL DEFAULT '',
  -- Null when the data has no roster line for him (no title can be known).
  ADD COLUMN championships_won integer,
  ADD COLUMN all_star_selections integer NOT NULL DEFAULT 0,
  ADD COLUMN mvp_awards integer NOT NULL DEFAULT 0,
  ADD COLUMN award_count integer NOT NULL DEFAULT 0,
  -- Career totals of his season lines (core/career-stats.ts), so a directory card reads no season line.
  ADD COLUMN career_stats jsonb NOT NULL DEFAULT '{}';
CREATE INDEX players_sort ON players (sort_name, id);
CREATE INDEX players_league_sort ON players (league_id, sort_name, id);
CREATE INDEX players_search ON players USING gin (search_text gin_trgm_ops);
-- The directory's other orderings (most titles, most All-Star selections, most recent).
CREATE INDEX players_by_titles ON players (championships_won DESC NULLS LAST, sort_name, id);
CREATE INDEX players_by_all_stars ON players (all_star_selections DESC, sort_name, id);
CREATE INDEX players_by_last_season ON players (last_season DESC NULLS LAST, sort_name, id);

ALTER TABLE coaches
  ADD COLUMN sort_name text NOT NULL DEFAULT '',
  ADD COLUMN search_text text NOT NULL DEFAULT '',
  ADD COLUMN title text NOT NULL DEFAULT 'Coach',
  ADD COLUMN is_head_coach boolean NOT NULL DEFAULT false,
  ADD COLUMN is_active boolean NOT NULL DEFAULT false,
  ADD COLUMN status text NOT NULL DEFAULT 'inactive',
  ADD COLUMN current_team_id integer,
  ADD COLUMN first_season integer,
  ADD COLUMN last_season integer,
  ADD COLUMN years_experience integer NOT NULL DEFAULT 0,
  ADD COLUMN championships_won integer NOT NULL DEFAULT 0,
  ADD COLUMN wins integer NOT NULL DEFAULT 0,
  ADD COLUMN losses integer NOT NULL DEFAULT 0,
  ADD COLUMN ties integer NOT NULL DEFAULT 0,
  ADD COLUMN playoff_wins integer NOT NULL DEFAULT 0,
  ADD COLUMN playoff_losses integer NOT NULL DEFAULT 0,
  ADD COLUMN playoff_appearances integer NOT NULL DEFAULT 0,
  -- False when a playoff season of his has no games in any dataset (his playoff record is then partial).
  ADD COLUMN playoff_record_complete boolean NOT NULL DEFAULT true;
CREATE INDEX coaches_sort ON coaches (sort_name, id);
CREATE INDEX coaches_league_sort ON coaches (league_id, sort_name, id);
CREATE INDEX coaches_search ON coaches USING gin (search_text gin_trgm_ops);

-- Filter choices per role and league (positions, teams, statuses) with how many people each has.
CREATE TABLE people_facets (
  role text NOT NULL,
  league_id integer NOT NULL,
  facet text NOT NULL,
  value text NOT NULL,
  label text NOT NULL,
  people integer NOT NULL,
  PRIMARY KEY (role, league_id, facet, value)
);
