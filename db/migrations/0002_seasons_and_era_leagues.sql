-- A title belongs to its season (docs/decisions/0020): the calendar year of the deciding game is not a
-- title's year, so it is no longer stored; the deciding game's date stays in game_date.
ALTER TABLE championship_results DROP COLUMN title_year;

-- The league a franchise played in during an era, when it is not the franchise's league today
-- (the AFL of 1960-1969, the PCHA and WCHL clubs that played for the Stanley Cup).
ALTER TABLE team_eras ADD COLUMN league_id integer REFERENCES leagues (id);
