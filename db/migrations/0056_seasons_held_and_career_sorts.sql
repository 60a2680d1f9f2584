-- The seasons each leader list holds, when they have a gap (decision 0153): NFL completions are held
-- 1970-1991 and from 1999 (Pro-Football-Reference's tables printed none 1992-1998), so the list's heading
-- states "1970 to 1991, 1999 to 2025". Null when the seasons run without a gap. Written by the record
-- book's import step; a database imported before this migration reads null (no gap) until its next import.
ALTER TABLE leader_statistics ADD COLUMN IF NOT EXISTS seasons integer[];

-- The players directory sorted by a football career total (decision 0153): the career sums are JSON
-- (players.career_stats), so each sort has its own index, holding the players who have the figure.
CREATE INDEX IF NOT EXISTS players_career_passing_yards ON players (((career_stats ->> 'passing_yards')::numeric) DESC, sort_name, id)
  WHERE career_stats ? 'passing_yards';
CREATE INDEX IF NOT EXISTS players_career_rushing_yards ON players (((career_stats ->> 'rushing_yards')::numeric) DESC, sort_name, id)
  WHERE career_stats ? 'rushing_yards';
CREATE INDEX IF NOT EXISTS players_career_receiving_yards ON players (((career_stats ->> 'receiving_yards')::numeric) DESC, sort_name, id)
  WHERE career_stats ? 'receiving_yards';

-- The seasons each award has a winner held (decision 0153): the AP NFL MVP's list lacks 1960, so its
-- page states the gap. Written by the import's award-index step.
ALTER TABLE award_index ADD COLUMN IF NOT EXISTS held_seasons integer[];
