-- One name rule for matching and search (core/names.ts, decision 0115): every key below is computed in
-- TypeScript at import, so PGlite needs no unaccent extension and PostgreSQL gives the same answers.
-- suffix: the generational suffix (Jr., Sr., II, III, IV, V), kept apart from last_name and shown in full_name.
-- name_key: the name's key for matching ("Tony LaRussa" and "Tony La Russa" -> "tonylarussa").
-- search_name: the name as search compares it, folded ("Luka Dončić" -> "luka doncic").
ALTER TABLE people
  ADD COLUMN suffix text,
  ADD COLUMN name_key text NOT NULL DEFAULT '',
  ADD COLUMN search_name text NOT NULL DEFAULT '';
CREATE INDEX people_name_key ON people (name_key);
CREATE INDEX people_search_name ON people USING gin (search_name gin_trgm_ops);

-- The key of the coach a championship result names (null when it names none).
ALTER TABLE championship_results ADD COLUMN winning_coach_key text;

-- Which coach each title counts for, and why (db/load/people-derived.sql, decision 0116): 'named' (the
-- result names him and he coached the champion that season), 'finished' (he finished the champion's
-- season; the result names nobody, or someone our stints do not have coaching that team then), 'named,
-- no stints held' (we hold no coach of the champion's season; the one coach of the league with that name).
CREATE TABLE coach_titles (
  coach_id integer NOT NULL,
  result_id integer NOT NULL,
  season_start_year integer NOT NULL,
  how text NOT NULL
);
CREATE INDEX coach_titles_coach ON coach_titles (coach_id);
CREATE INDEX coach_titles_result ON coach_titles (result_id);
