// The one object the Remix entry (app/entry.server.tsx) gives whatever hosts the build: the Node server
// process (server/process.ts and its render threads) or the Cloudflare worker (edge/worker.ts). Each
// host takes it from `build.entry.module.host`, so every module it names exists once, in the build.
import type { createRequestHandler } from "@remix-run/node";
import type { ChangedGame } from "@db/live/apply-scoreboard";
import type { Backend } from "./backend.server";

export type AppHost = {
  /** The Sports API and the database of this runtime (the Node process's: in process; the edge's: over HTTP). */
  backend: Backend;
  /** Drops this thread's client-cache entries that show these games (the process's "games changed" event). */
  invalidateGames(games: ReadonlyArray<ChangedGame>): number;
  /** The edge worker's env, handed to the app before its first request. */
  setWorkerEnv(values: Record<string, unknown>): void;
  /** The security headers every response carries. */
  applySecurityHeaders(headers: Headers): void;
  /** The build's own Remix runtime (the edge worker uses it rather than a second copy). */
  createRequestHandler: typeof createRequestHandler;
};
