// The messages between the render pool (server/render-pool.ts, main thread) and a render thread
// (server/render-thread.ts): both ends import these types.
import type { MessagePort } from "node:worker_threads";
import type { ChangedGame } from "../db/live/apply-scoreboard";

/** What a render thread is started with: the build to load, the mode, and its port to the main thread's API. */
export type RenderThreadData = { role: "render-thread"; buildPath: string; mode: string; apiPort: MessagePort };

/** Pool -> thread. */
export type ToRenderThread =
  | { type: "render"; id: number; url: string; method: string; headers: Array<[string, string]> }
  /** The client left: the render stops. */
  | { type: "abort"; id: number }
  /** The live feed wrote games: the thread drops the client-cache entries that show them. */
  | { type: "games-changed"; games: ReadonlyArray<ChangedGame> }
  /** Any game may have changed (server/origins.ts): the thread empties its client cache. */
  | { type: "everything-changed" };

/** Thread -> pool. */
export type FromRenderThread =
  | { type: "ready" }
  | { type: "done"; id: number; status: number; headers: Array<[string, string]>; body: ArrayBuffer }
  | { type: "failed"; id: number; message: string };
