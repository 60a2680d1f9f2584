// When stored games change (the live feed, in the server process), the typed client's cache entries
// that show them are dropped: games, the two teams, standings. The server process (server/process.ts)
// calls this through the entry's host for the main thread's cache and each render thread's.
import type { ChangedGame } from "@db/live/apply-scoreboard";
import type { ClientCache } from "~/.server/upstream/cache.server";

export type { ChangedGame };

/**
 * API areas a game write changes beyond the games: the seasons' standings and figures, the champions
 * decided in our games (decision 0086) and the analytics sums are rebuilt with them.
 */
const AREAS_A_WRITE_CHANGES = ["/api/games/", "/api/standings/", "/api/championships/", "/api/analytics/"];

/** Whether a client cache key ("/api/...?...") holds data these games change. */
export function keyShowsGames(key: string, games: ReadonlyArray<ChangedGame>): boolean {
  if (AREAS_A_WRITE_CHANGES.some((area) => key.startsWith(area))) return true;
  return games.some((game) => key.startsWith(`/api/teams/teams/${game.homeSlug}/`) || key.startsWith(`/api/teams/teams/${game.awaySlug}/`));
}

/** Drops the entries of `cache` that show these games; returns how many. */
export function invalidateGames(games: ReadonlyArray<ChangedGame>, cache: ClientCache): number {
  if (games.length === 0) return 0;
  return cache.deleteWhere((key) => keyShowsGames(key, games));
}
