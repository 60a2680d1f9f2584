-- A player's postseason figures, apart from his season lines (decision 0185): one row per player,
-- season, team and round (Lahman's BattingPost/PitchingPost: WS, ALCS, NLDS1, ...) or per player,
-- season and team when the source gives the whole postseason (round NULL: the hockey databank). No
-- leader list, record, career total or roster reads this table; the player page shows it as its own table.
CREATE TABLE IF NOT EXISTS player_postseason_lines (
  id serial PRIMARY KEY,
  player_id integer NOT NULL,
  team_id integer NOT NULL,
  season_start_year integer NOT NULL,
  round text,
  stats jsonb NOT NULL,
  source text NOT NULL
);
CREATE INDEX IF NOT EXISTS player_postseason_lines_player ON player_postseason_lines (player_id, season_start_year);
