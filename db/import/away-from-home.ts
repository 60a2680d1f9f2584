// Home games played away from home, for a dataset that names each game's venue but flags none: a club's
// usual venue in a season is the one of most of its home games; a home game at another venue that held at
// most a few of them (an outdoor game, a series abroad) keeps its home club and is marked a neutral site,
// its venue saying where it was played (issue 31, class 5; decision 0158). A venue that held more of
// them is a home of the club that season (a second arena, a new name for the same one), not a trip.
import type { GameRecord } from "./types";

/** The most home games a club plays at a venue it visits: more is a home of its own that season. */
export const MOST_GAMES_AWAY_FROM_HOME = 2;

export function markVenuesAwayFromHome(games: ReadonlyArray<GameRecord>, most: number = MOST_GAMES_AWAY_FROM_HOME): void {
  const byClub = new Map<string, Map<string, Set<string>>>();
  for (const game of games) {
    if (!game.venue) continue;
    const club = `${game.season}|${game.home}`;
    const venues = byClub.get(club) ?? new Map<string, Set<string>>();
    // A game listed twice is one game.
    venues.set(game.venue, (venues.get(game.venue) ?? new Set<string>()).add(`${game.date}|${game.away}`));
    byClub.set(club, venues);
  }
  for (const game of games) {
    const venues = game.venue ? byClub.get(`${game.season}|${game.home}`) : undefined;
    if (!venues || !game.venue) continue;
    const usual = [...venues].sort((a, b) => b[1].size - a[1].size)[0][0];
    const held = venues.get(game.venue)?.size ?? 0;
    if (game.venue !== usual && held <= most) game.neutralSite = true;
  }
}
