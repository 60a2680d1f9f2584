// The thread both PGlite engines on a worker run (the server's, db/pglite-thread.ts; the import's,
// db/pglite-import-thread.ts): PGlite opened with the types parsed as openDatabase parses them in
// process (db/type-parsers.ts: dates as text, bigint and numeric as numbers) and pg_trgm, statements run one
// after another in the order they were sent, each answered with its rows or PostgreSQL's error.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { TYPE_PARSERS_SOURCE } from "./type-parsers";

// CommonJS, evaluated as the worker's script.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { PGlite } = require(workerData.module);
const { pg_trgm } = require(workerData.trgmModule);
const parsers = ${TYPE_PARSERS_SOURCE};
const options = { parsers, extensions: { pg_trgm } };
if (workerData.settings.length > 0) options.startParams = [...PGlite.defaultStartParams, ...workerData.settings];
PGlite.create(workerData.dataDir, options).then(
  (db) => {
    parentPort.postMessage({ type: "ready" });
    let chain = Promise.resolve();
    parentPort.on("message", (m) => {
      chain = chain.then(async () => {
        try {
          let rows = [];
          if (m.kind === "query") rows = (await db.query(m.text, m.params)).rows;
          else if (m.kind === "exec") await db.exec(m.text);
          else if (m.kind === "copy") await db.query(m.text, [], { blob: new Blob([m.data]) });
          else if (m.kind === "close") await db.close();
          parentPort.postMessage({ id: m.id, rows });
        } catch (error) {
          const e = error || {};
          parentPort.postMessage({ id: m.id, error: { message: String(e.message || e), code: e.code, detail: e.detail } });
        }
      });
    });
  },
  (error) => parentPort.postMessage({ type: "failed", message: String((error && error.message) || error) }),
);
`;

/** What the thread is asked: a statement with its parameters, a COPY with its data, or to close. */
export type WorkerRequest = {
  id: number;
  kind: "query" | "exec" | "copy" | "close";
  text: string;
  params?: ReadonlyArray<unknown>;
  data?: string;
};

/** What the thread answers: ready or failed to open, else a request's rows or error. */
export type WorkerReply = {
  id?: number;
  type?: string;
  rows?: Array<unknown>;
  error?: { message: string; code?: string; detail?: string };
  message?: string;
};

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
export function replyError(error: NonNullable<WorkerReply["error"]>): PgliteQueryError {
  return new PgliteQueryError(error.message, error.code, error.detail);
}

/** Starts a thread opening PGlite on `dataDir`; `settings` are extra server options (`-c name=value`). */
export function startPgliteWorker(dataDir: string, settings: ReadonlyArray<string> = []): Worker {
  const require = createRequire(import.meta.url);
  return new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      module: require.resolve("@electric-sql/pglite"),
      // pg_trgm backs the name-search indexes (db/migrations/0004), as in openDatabase.
      trgmModule: require.resolve("@electric-sql/pglite/contrib/pg_trgm"),
      dataDir,
      settings: [...settings],
    },
  });
}
