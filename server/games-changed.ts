// The one "games changed" event of the server process: the live feed and the season sync emit it after
// they wrote games, and so does the games channel when another origin wrote them (server/origins.ts);
// the main thread's client cache, the document cache and the render threads (each dropping its own
// client-cache entries) subscribe to it in server/process.ts. "Everything" is its other message: any
// game may have changed (notices missed while the channel was down, or too many games to list).
import type { ChangedGame } from "../db/live/apply-scoreboard";

export type { ChangedGame };
export type GamesChangedListener = (games: ReadonlyArray<ChangedGame>) => void;
export type EverythingChangedListener = (reason: string) => void;

export class GamesChangedEvent {
  private readonly listeners = new Set<GamesChangedListener>();
  private readonly everythingListeners = new Set<EverythingChangedListener>();

  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: GamesChangedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Adds a listener for "any game may have changed" (it drops all it keeps of games); returns the function that removes it. */
  subscribeEverything(listener: EverythingChangedListener): () => void {
    this.everythingListeners.add(listener);
    return () => this.everythingListeners.delete(listener);
  }

  /** Tells every listener (nothing when no game changed); a failing listener does not stop the others. */
  emit(games: ReadonlyArray<ChangedGame>): void {
    if (games.length === 0) return;
    for (const listener of this.listeners) callSafely(() => listener(games));
  }

  /** Tells every "everything" listener that any game may have changed. */
  emitEverything(reason: string): void {
    for (const listener of this.everythingListeners) callSafely(() => listener(reason));
  }
}

function callSafely(call: () => void): void {
  try {
    call();
  } catch (error) {
    console.warn("a games-changed listener failed:", error instanceof Error ? error.message : error);
  }
}

/**
 * The page paths (any site, any query) that show these games, as prefixes the document cache drops:
 * the home page's recent results ("/", so the whole cache), /scores, /scores/{id}, /week/..., the
 * two teams, /standings.
 */
export function pathsShowing(games: ReadonlyArray<ChangedGame>): Array<string> {
  const paths = new Set<string>(["/", "/scores", "/week/", "/standings"]);
  for (const game of games) {
    paths.add(`/scores/${game.id}`);
    paths.add(`/teams/${game.homeSlug}`);
    paths.add(`/teams/${game.awaySlug}`);
  }
  return [...paths];
}
