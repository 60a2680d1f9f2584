-- Players of a league by position, in name order: the position filter (players list, by_position)
-- counted and paged from this index instead of reading all 45,000 players (70 ms).
CREATE INDEX IF NOT EXISTS players_league_position_sort ON players (league_id, upper(position), sort_name, id);
