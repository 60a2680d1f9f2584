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
