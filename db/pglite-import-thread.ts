// PGlite for an import, on a thread of its own: statements run there one after another in the order
// they were sent, while this thread goes on preparing the next rows (a bulk insert builds the next
// COPY chunk while the previous one is being written), so the two cores overlap. Started with
// wal_level=minimal: the tables the import's transaction truncates are filled and indexed without
// WAL. No statement timeout: an import's statements are long by nature.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { Database, Row, Sql } from "./database";

/** The server settings of an import (the server later opens the same folder with PGlite's defaults). */
export const IMPORT_SETTINGS = ["-c", "wal_level=minimal", "-c", "max_wal_senders=0"];

// CommonJS, evaluated as the worker's script; types parsed as db/database.ts does in process.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { PGlite } = require(workerData.module);
const { pg_trgm } = require(workerData.trgmModule);
const parsers = { 1082: (v) => v, 20: (v) => Number(v), 1700: (v) => Number(v) };
const startParams = [...PGlite.defaultStartParams, ...workerData.settings];
PGlite.create(workerData.dataDir, { parsers, extensions: { pg_trgm }, startParams }).then(
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

type Reply = { id?: number; type?: string; rows?: Array<unknown>; error?: { message: string; code?: string; detail?: string }; message?: string };

/** An error PGlite raised on the import thread, with PostgreSQL's code and detail. */
export class ImportThreadError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = "ImportThreadError";
  }
}

export async function openPgliteImportThread(dataDir: string): Promise<Database> {
  const require = createRequire(import.meta.url);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      module: require.resolve("@electric-sql/pglite"),
      trgmModule: require.resolve("@electric-sql/pglite/contrib/pg_trgm"),
      dataDir,
      settings: IMPORT_SETTINGS,
    },
  });
  const pending = new Map<number, { resolve: (rows: Array<unknown>) => void; reject: (error: unknown) => void }>();
  let nextId = 1;
  let failure: Error | null = null;
  const failAll = (error: Error) => {
    failure = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  await new Promise<void>((resolve, reject) => {
    worker.on("message", (reply: Reply) => {
      if (reply.type === "ready") return resolve();
      if (reply.type === "failed") return reject(new Error(`PGlite did not start: ${reply.message}`));
      const waiter = reply.id === undefined ? undefined : pending.get(reply.id);
      if (!waiter || reply.id === undefined) return;
      pending.delete(reply.id);
      if (reply.error) waiter.reject(new ImportThreadError(reply.error.message, reply.error.code, reply.error.detail));
      else waiter.resolve(reply.rows ?? []);
    });
    worker.on("error", (error) => {
      failAll(error);
      reject(error);
    });
    worker.on("exit", (code) => failAll(new Error(`the import's database thread stopped (exit code ${code})`)));
  });

  const send = (message: { kind: "query" | "exec" | "copy" | "close"; text: string; params?: ReadonlyArray<unknown>; data?: string }) =>
    new Promise<Array<unknown>>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });

  const sql: Sql = {
    query: async <T = Row>(text: string, params?: ReadonlyArray<unknown>) => (await send({ kind: "query", text, params })) as Array<T>,
    exec: async (text: string) => {
      await send({ kind: "exec", text });
    },
    copyFrom: async (statement: string, data: string) => {
      await send({ kind: "copy", text: statement, data });
    },
  };
  return {
    engine: "pglite",
    ...sql,
    async transaction(work) {
      await sql.exec("BEGIN");
      try {
        const result = await work(sql);
        await sql.exec("COMMIT");
        return result;
      } catch (error) {
        await sql.exec("ROLLBACK").catch(() => undefined);
        throw error;
      }
    },
    async close() {
      if (!failure) await send({ kind: "close", text: "" }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
