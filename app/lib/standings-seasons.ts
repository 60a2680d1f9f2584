// Which seasons /standings offers: those with a table to show. A season whose games are all fixtures
// (the 2026 NFL schedule before its first final) has teams but no results, so no standings yet; a
// season of published records without games (the NHL's 1917-48) has them.
type SeasonFacts = { teams_count: number; games_count: number; results_through?: string | null };

export function hasStandings(season: SeasonFacts): boolean {
  if (season.teams_count === 0) return false;
  return !(season.games_count > 0 && !season.results_through);
}
