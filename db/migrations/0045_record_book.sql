-- The record book's lists, computed at import from the season lines and the standings
-- (db/load/record-book.ts; decision 0063): the pages read a few indexed rows instead of summing
-- careers per request. A database imported before this migration has them empty until its next import.

-- One row per player and list: a single season (span 'season') or a whole career ('career').
CREATE TABLE IF NOT EXISTS leader_lines (
  league_id integer NOT NULL,
  statistic text NOT NULL,
  span text NOT NULL CHECK (span IN ('career', 'season')),
  player_id integer NOT NULL,
  -- the season of a single-season row; null for a career
  season_start_year integer,
  first_season integer NOT NULL,
  last_season integer NOT NULL,
  -- the season's club when he played for one only
  team_id integer,
  numerator numeric NOT NULL,
  -- a rate's denominator (at-bats, outs pitched); null for a count
  denominator numeric,
  value double precision NOT NULL,
  -- a rate's qualifying minimum met (a count always qualifies)
  qualifies boolean NOT NULL,
  is_active boolean NOT NULL
);
CREATE INDEX IF NOT EXISTS leader_lines_value ON leader_lines (league_id, statistic, span, qualifies, value);

-- Each list's first and last season held (the scope its heading states).
CREATE TABLE IF NOT EXISTS leader_statistics (
  league_id integer NOT NULL,
  statistic text NOT NULL,
  first_season integer NOT NULL,
  last_season integer NOT NULL,
  PRIMARY KEY (league_id, statistic)
);

-- Sports-Reference's franchise index: one row per franchise over the seasons of record we hold.
CREATE TABLE IF NOT EXISTS franchise_index (
  team_id integer PRIMARY KEY,
  league_id integer NOT NULL,
  first_season integer NOT NULL,
  last_season integer NOT NULL,
  seasons integer NOT NULL,
  wins integer NOT NULL,
  losses integer NOT NULL,
  ties integer NOT NULL,
  ot_losses integer NOT NULL,
  playoffs integer NOT NULL,
  titles integer NOT NULL,
  -- its names over time: [{name, first_season, last_season}] in order
  names jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX IF NOT EXISTS franchise_index_league ON franchise_index (league_id);

-- Head-to-head: every final game with its score, stored in order of the pair of franchises that played
-- it, so the games of one pair sit together on a few pages (one index read instead of a page a game).
CREATE TABLE IF NOT EXISTS pair_games (
  team_lo integer NOT NULL,
  team_hi integer NOT NULL,
  game_id integer NOT NULL,
  game_date date NOT NULL,
  season_start_year integer NOT NULL,
  game_type text NOT NULL,
  round text,
  home_team_id integer NOT NULL,
  home_score integer NOT NULL,
  away_score integer NOT NULL,
  neutral_site boolean NOT NULL
);
CREATE INDEX IF NOT EXISTS pair_games_pair ON pair_games (team_lo, team_hi, game_date);
