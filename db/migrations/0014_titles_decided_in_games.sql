-- A champion taken from the games we hold where the seed has no checked result yet (decision 0086):
-- rebuilt with the standings by db/load/derive-seasons.ts, replaced by the seed's row once written.
ALTER TABLE championship_results ADD COLUMN IF NOT EXISTS from_games boolean NOT NULL DEFAULT false;
