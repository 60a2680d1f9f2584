// Which seasons /standings offers: those with a table to show. A season whose games are all fixtures
// (the 2026 NFL schedule before its first final) has teams but no results, so no standings yet; a
// season of published records without games (the NHL's 1917-48) has them.
type SeasonFacts = { teams_count: number; games_count: number; results_through?: string | null };

export function hasStandings(season: SeasonFacts): boolean {
  if (season.teams_count === 0) return false;
  return !(season.games_count > 0 && !season.results_through);
}

type BoundFacts = { status: string; results_through?: string | null; end_date?: string | null };

/**
 * Where a shown season's results end, when a page must say so: a season in progress is through its
 * latest result; a season that is over but whose results we hold only part of the way (MLB 2026: results
 * to August 21, its schedule to September 27) ends in our data on its latest result, and its later games
 * are not in our data. Null for a season whose results run to the end of its schedule.
 */
export function resultsBound(season: BoundFacts): { through: string | null; endedEarly: false } | { through: string; endedEarly: true } | null {
  const through = season.results_through ?? null;
  if (season.status === "active") return { through, endedEarly: false };
  if (season.status === "completed" && through !== null && season.end_date && season.end_date > through) return { through, endedEarly: true };
  return null;
}
