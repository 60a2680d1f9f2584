-- Every season a team-record list was built from (db/load/team-records.ts), so its heading states the
-- gaps ("2001 to 2019, 2025": the college football we hold), not only the first and last season. A
-- database imported before this migration has it empty until its next import; the page then states the
-- first and last season as before.
ALTER TABLE team_record_lists ADD COLUMN IF NOT EXISTS seasons integer[];
