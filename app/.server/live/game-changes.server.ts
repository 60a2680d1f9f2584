// When stored games change (the live feed), everything that shows them is dropped: the typed client's
// cache entries (games, the two teams, standings) and, through onGamesChanged, any page cache.
import type { ChangedGame } from "../../../db/live/apply-scoreboard";
import { backend } from "../backend.server";
import type { ClientCache } from "../upstream/cache.server";

export type { ChangedGame };

export type GamesChange = {
  games: ReadonlyArray<ChangedGame>;
  /** Page paths (any site, any query) that show these games: /scores, /scores/{id}, /week/..., the teams, /standings. */
  paths: ReadonlyArray<string>;
};

type Listener = (change: GamesChange) => void;
const listeners = new Set<Listener>();

/**
 * Subscribes to game changes (a page cache drops the listed paths); returns the unsubscribe function.
 * server.mjs reaches it as `build.entry.module.onGamesChanged`.
 */
export function onGamesChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pages showing these games, by path prefix. */
export function pathsShowing(games: ReadonlyArray<ChangedGame>): Array<string> {
  const paths = new Set<string>(["/", "/scores", "/week/", "/standings"]);
  for (const game of games) {
    paths.add(`/scores/${game.id}`);
    paths.add(`/teams/${game.homeSlug}`);
    paths.add(`/teams/${game.awaySlug}`);
  }
  return [...paths];
}

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

/** The one invalidation: call it after games were written. */
export function invalidateGames(games: ReadonlyArray<ChangedGame>, cache: ClientCache = backend.clientCache()): number {
  if (games.length === 0) return 0;
  const removed = cache.deleteWhere((key) => keyShowsGames(key, games));
  const change: GamesChange = { games, paths: pathsShowing(games) };
  for (const listener of listeners) {
    try {
      listener(change);
    } catch (error) {
      console.warn("a games-changed listener failed:", error instanceof Error ? error.message : error);
    }
  }
  return removed;
}
