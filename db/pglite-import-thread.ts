// PGlite for an import, on a thread of its own: statements run there one after another in the order
// they were sent, while this thread goes on preparing the next rows (a bulk insert builds the next
// COPY chunk while the previous one is being written), so the two cores overlap. Started with
// wal_level=minimal: the tables the import's transaction truncates are filled and indexed without
// WAL. No statement timeout: an import's statements are long by nature.
import type { Database, Row, Sql } from "./database";
import { replyError, startPgliteWorker, type WorkerReply, type WorkerRequest } from "./pglite-worker";

/** The server settings of an import (the server later opens the same folder with PGlite's defaults). */
export const IMPORT_SETTINGS = ["-c", "wal_level=minimal", "-c", "max_wal_senders=0", "-c", "wal_skip_threshold=0"];

export async function openPgliteImportThread(dataDir: string): Promise<Database> {
  const worker = startPgliteWorker(dataDir, IMPORT_SETTINGS);
  const pending = new Map<number, { resolve: (rows: Array<unknown>) => void; reject: (error: unknown) => void }>();
  let nextId = 1;
  let failure: Error | null = null;
  const failAll = (error: Error) => {
    failure = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  await new Promise<void>((resolve, reject) => {
    worker.on("message", (reply: WorkerReply) => {
      if (reply.type === "ready") return resolve();
      if (reply.type === "failed") return reject(new Error(`PGlite did not start: ${reply.message}`));
      const waiter = reply.id === undefined ? undefined : pending.get(reply.id);
      if (!waiter || reply.id === undefined) return;
      pending.delete(reply.id);
      if (reply.error) waiter.reject(replyError(reply.error));
      else waiter.resolve(reply.rows ?? []);
    });
    worker.on("error", (error) => {
      failAll(error);
      reject(error);
    });
    worker.on("exit", (code) => failAll(new Error(`the import's database thread stopped (exit code ${code})`)));
  });

  const send = (message: Omit<WorkerRequest, "id">) =>
    new Promise<Array<unknown>>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      const request: WorkerRequest = { ...message, id };
      // A COPY's bytes are moved to the thread, not copied.
      worker.postMessage(request, request.data instanceof Uint8Array ? [request.data.buffer] : []);
    });

  const sql: Sql = {
    query: async <T = Row>(text: string, params?: ReadonlyArray<unknown>) => (await send({ kind: "query", text, params })) as Array<T>,
    exec: async (text: string) => {
      await send({ kind: "exec", text });
    },
    copyFrom: async (statement: string, data: string | Uint8Array<ArrayBuffer>) => {
      await send({ kind: "copy", text: statement, data });
    },
    copyTo: async (statement: string) => ((await send({ kind: "copyOut", text: statement }))[0] as Uint8Array<ArrayBuffer> | undefined) ?? new Uint8Array(0),
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
