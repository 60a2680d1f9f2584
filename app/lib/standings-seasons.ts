// Which seasons /standings offers: those with a table to show. A season whose games are all fixtures
// (the 2026 NFL schedule before its first final) has teams but no results, so no standings yet; nor has
// a season none of whose days is complete (decision 0189: the feed's first two finals of an opening day
// whose other games are still to be played); a season of published records without games (the NHL's
// 1917-48) has them.
type SeasonFacts = { teams_count: number; games_count: number; results_through?: string | null };

export function hasStandings(season: SeasonFacts): boolean {
  if (season.teams_count === 0) return false;
  return !(season.games_count > 0 && !season.results_through);
}

type ResultFacts = SeasonFacts & { last_result_date?: string | null };

/**
 * Why a season with games has no standings yet: none of its results are in our data ("no_results": the
 * 2026 NFL season as imported, its schedule alone), or results that no complete day holds yet
 * ("no_complete_day"). Null when it has standings, or holds no games.
 */
export function standingsNotYet(season: ResultFacts): "no_results" | "no_complete_day" | null {
  if (season.games_count === 0 || hasStandings(season)) return null;
  return season.last_result_date ? "no_complete_day" : "no_results";
}

type BoundFacts = { status: string; results_through?: string | null; end_date?: string | null; last_result_date?: string | null };

/**
 * Where a shown season's results end, when a page must say so: a season in progress is through its last
 * complete day (every game of each day up to it final or called off: decision 0189); a season that is over
 * but whose results we hold only part of the way (MLB 2026: results to August 21, its schedule to September
 * 27) ends in our data on its last complete day. `laterResults`: finals after that day that the standings
 * do not count, their day not complete (today's first finals; a past fixture without a result before them).
 * Null for a season whose results run to the end of its schedule.
 */
export function resultsBound(
  season: BoundFacts,
): { through: string | null; endedEarly: false; laterResults: boolean } | { through: string; endedEarly: true; laterResults: boolean } | null {
  const through = season.results_through ?? null;
  const last = season.last_result_date ?? null;
  const laterResults = last !== null && (through === null || last > through);
  if (season.status === "active") return { through, endedEarly: false, laterResults };
  if (season.status === "completed" && through !== null && season.end_date && season.end_date > through) return { through, endedEarly: true, laterResults };
  return null;
}
