-- How far each team went in the postseason, from the postseason games we hold (one rule for every
-- league, db/load/derive-seasons.ts): its last postseason series, that series' round as the games
-- label it, the team's wins, losses and ties in it and the opponent as named that season. Null for a
-- team-season without postseason games in our data. Rebuilt with the standings at every import.
ALTER TABLE standings ADD COLUMN IF NOT EXISTS postseason_round text;
ALTER TABLE standings ADD COLUMN IF NOT EXISTS postseason_opponent_name text;
ALTER TABLE standings ADD COLUMN IF NOT EXISTS postseason_wins integer;
ALTER TABLE standings ADD COLUMN IF NOT EXISTS postseason_losses integer;
ALTER TABLE standings ADD COLUMN IF NOT EXISTS postseason_ties integer;
