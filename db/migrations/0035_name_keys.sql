-- One name rule for matching and search (core/names.ts, decision 0115): every key below is computed in
-- TypeScript at import, so PGlite needs no unaccent extension and PostgreSQL gives the same answers.
-- suffix: the generational suffix (Jr., Sr., II, III, IV, V), kept apart from last_name and shown in full_name.
-- name_key: the name's key for matching ("Tony LaRussa" and "Tony La Russa" -> "tonylarussa").
-- search_name: the name folded as search ranks it ("Luka Dončić" -> "luka doncic").
ALTER TABLE people
  ADD COLUMN suffix text,
  ADD COLUMN name_key text NOT NULL DEFAULT '',
  ADD COLUMN search_name text NOT NULL DEFAULT '';
CREATE INDEX people_name_key ON people (name_key);
-- The site search finds a person by a substring of the key (api/routes/search.ts): a trigram index.
CREATE INDEX people_name_key_trgm ON people USING gin (name_key gin_trgm_ops);

-- The keys of the coaches a championship result names, space-separated (co-coaches: "Hunk Anderson and
-- Luke Johnsos"); null when it names none.
ALTER TABLE championship_results ADD COLUMN winning_coach_key text;
