-- NFL box scores (issue 36, decision 0163): each player's passing, rushing and receiving in each game
-- of 1999-2020 (nfl-player-games-nflfastr-1999-2020), joined at import to its game and to the NFL player.
-- Written by the import's step `nfl player games` (db/load/steps/nfl-player-games.ts).
CREATE TABLE IF NOT EXISTS nfl_player_games (
  id serial PRIMARY KEY,
  game_id integer NOT NULL,
  -- The player's team in that game (a franchise; named as it was that season where it is shown).
  team_id integer NOT NULL,
  season_start_year integer NOT NULL,
  game_date date NOT NULL,
  -- The NFL player (players.id); null when the source's id names no one we hold (the name is then the file's).
  player_id integer,
  source_player_id text NOT NULL,
  player_name text NOT NULL,
  completions integer NOT NULL,
  attempts integer NOT NULL,
  passing_yards integer NOT NULL,
  passing_touchdowns integer NOT NULL,
  interceptions integer NOT NULL,
  sacks integer NOT NULL,
  sack_yards integer NOT NULL,
  rushing_attempts integer NOT NULL,
  rushing_yards integer NOT NULL,
  rushing_touchdowns integer NOT NULL,
  receptions integer NOT NULL,
  targets integer NOT NULL,
  receiving_yards integer NOT NULL,
  receiving_touchdowns integer NOT NULL,
  fumbles integer NOT NULL,
  fumbles_lost integer NOT NULL,
  source text NOT NULL
);
-- A game's lines (the box score); one line per player, team and game.
CREATE UNIQUE INDEX IF NOT EXISTS nfl_player_games_line ON nfl_player_games (game_id, team_id, source_player_id);
CREATE INDEX IF NOT EXISTS nfl_player_games_player ON nfl_player_games (player_id, game_date) WHERE player_id IS NOT NULL;
-- Single-game records: the best lines of each statistic, read from the top.
CREATE INDEX IF NOT EXISTS nfl_player_games_passing_yards ON nfl_player_games (passing_yards DESC, game_date) WHERE passing_yards >= 300;
CREATE INDEX IF NOT EXISTS nfl_player_games_passing_touchdowns ON nfl_player_games (passing_touchdowns DESC, passing_yards DESC, game_date) WHERE passing_touchdowns >= 3;
CREATE INDEX IF NOT EXISTS nfl_player_games_rushing_yards ON nfl_player_games (rushing_yards DESC, game_date) WHERE rushing_yards >= 100;
CREATE INDEX IF NOT EXISTS nfl_player_games_rushing_touchdowns ON nfl_player_games (rushing_touchdowns DESC, rushing_yards DESC, game_date) WHERE rushing_touchdowns >= 2;
CREATE INDEX IF NOT EXISTS nfl_player_games_receiving_yards ON nfl_player_games (receiving_yards DESC, game_date) WHERE receiving_yards >= 100;
CREATE INDEX IF NOT EXISTS nfl_player_games_receiving_touchdowns ON nfl_player_games (receiving_touchdowns DESC, receiving_yards DESC, game_date) WHERE receiving_touchdowns >= 2;
-- On this day's notable games (400 passing yards, 200 rushing or receiving yards), by month x 100 + day
-- as the games' index (migration 0052).
CREATE INDEX IF NOT EXISTS nfl_player_games_notable_month_day ON nfl_player_games (((extract(month FROM game_date) * 100 + extract(day FROM game_date))::int))
  WHERE passing_yards >= 400 OR rushing_yards >= 200 OR receiving_yards >= 200;

-- What the file does not give as it should, listed in the data-quality report: a game of 1999-2020 with
-- no lines for either team, a team-game with no lines, a player-game given twice (the first line kept),
-- a line whose game we do not hold, a line whose player we do not hold.
CREATE TABLE IF NOT EXISTS nfl_player_game_gaps (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('missing_game', 'missing_team_game', 'duplicate_line', 'no_game', 'no_player')),
  season_start_year integer NOT NULL,
  week text,
  game_id integer,
  team_id integer,
  source_player_id text,
  player_name text,
  detail text NOT NULL,
  source text NOT NULL
);
