// Starts the thread both PGlite engines on a worker run (its program: db/pglite-worker-thread.ts; the
// messages: db/pglite-protocol.ts), and turns a statement's error reply into an error.
import type { Worker } from "node:worker_threads";
import type { PgliteWorkerData, ReplyError } from "./pglite-protocol";
import { startWorker, workerScript } from "./worker-script";

export type { WorkerReply, WorkerRequest } from "./pglite-protocol";

/** An error PGlite raised for a statement (syntax, constraint...): passed on as the in-process engine would. */
export class PgliteQueryError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = "PgliteQueryError";
  }
}

/** The error a reply carries, as a PgliteQueryError. */
export function replyError(error: ReplyError): PgliteQueryError {
  return new PgliteQueryError(error.message, error.code, error.detail);
}

/** Starts a thread opening PGlite on `dataDir`; `settings` are extra server options (`-c name=value`). */
export function startPgliteWorker(dataDir: string, settings: ReadonlyArray<string> = []): Worker {
  const workerData: PgliteWorkerData = { dataDir, settings: [...settings] };
  return startWorker(workerScript(import.meta.url, "pglite-worker-thread"), { workerData });
}
