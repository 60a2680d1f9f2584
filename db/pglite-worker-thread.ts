// The thread both PGlite engines on a worker run (db/worker-script.ts starts it; messages in
// db/pglite-protocol.ts): PGlite opened with the types the app expects parsed as openDatabase parses
// them in process (db/type-parsers.ts: dates as text, bigint and numeric as numbers) and pg_trgm, statements run one after
// another in the order they were sent, each answered with its rows or PostgreSQL's error.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgliteWorkerData, WorkerReply, WorkerRequest } from "./pglite-protocol";
import { TYPE_PARSERS } from "./type-parsers";

const port = parentPort;
if (!port) throw new Error("pglite-worker-thread runs as a worker thread");
const { dataDir, settings } = workerData as PgliteWorkerData;
const reply = (message: WorkerReply) => port.postMessage(message);

// pg_trgm backs the name-search indexes (db/migrations/0004), as in openDatabase.
const options: PGliteOptions = { parsers: TYPE_PARSERS, extensions: { pg_trgm } };
if (settings.length > 0) options.startParams = [...PGlite.defaultStartParams, ...settings];

async function run(db: PGlite, request: WorkerRequest): Promise<Array<unknown>> {
  if (request.kind === "query") return (await db.query(request.text, request.params as Array<unknown> | undefined)).rows;
  if (request.kind === "exec") await db.exec(request.text);
  else if (request.kind === "copy") await db.query(request.text, [], { blob: new Blob([request.data ?? ""]) });
  else if (request.kind === "copyOut") {
    const blob = (await db.query(request.text)).blob;
    return [blob ? new Uint8Array(await blob.arrayBuffer()) : new Uint8Array(0)];
  } else if (request.kind === "close") await db.close();
  return [];
}

PGlite.create(dataDir, options).then(
  (db) => {
    reply({ type: "ready" });
    let chain = Promise.resolve();
    port.on("message", (request: WorkerRequest) => {
      chain = chain.then(async () => {
        try {
          reply({ id: request.id, rows: await run(db, request) });
        } catch (error) {
          const e = (error ?? {}) as { message?: string; code?: string; detail?: string };
          reply({ id: request.id, error: { message: String(e.message ?? e), code: e.code, detail: e.detail } });
        }
      });
    });
  },
  (error: unknown) => reply({ type: "failed", message: String((error as Error | undefined)?.message ?? error) }),
);
