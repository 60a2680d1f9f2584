-- The leader lists' index (decision 0204): only the rows a list shows (qualifies), one list's rows
-- side by side in order of value, the season lists first. The import writes leader_lines in this order
-- (each list's season rows by value, then the careers by list and value), so the index is built
-- without sorting its 621,000 rows (about 2 s instead of 6-9 s of the database thread).
DROP INDEX IF EXISTS leader_lines_value;
CREATE INDEX IF NOT EXISTS leader_lines_rank ON leader_lines (span DESC, league_id, statistic, value) WHERE qualifies;
