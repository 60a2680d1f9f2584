-- Every season a team-record list was built from (db/load/team-records.ts), so its heading states the
-- gaps ("2001 to 2019, 2025": the college football we hold), not only the first and last season. A
-- database imported before this migration has it empty until its next import; the page then states the
-- first and last season as before.
ALTER TABLE team_record_lists ADD COLUMN IF NOT EXISTS seasons integer[];

-- How many rows a list's ranks hold in all (ties share a rank): the list keeps its first 20 and says how
-- many more share its last rank (30 unbeaten FBS seasons tie at 1.000). Null until the next import.
ALTER TABLE team_record_rows ADD COLUMN IF NOT EXISTS ranked_rows integer;
