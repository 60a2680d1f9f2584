// The messages between a PGlite thread (db/pglite-worker-thread.ts) and the engines that start it
// (db/pglite-thread.ts for the server, db/pglite-import-thread.ts for the import): both ends import
// these types, so a change to one end that the other does not follow fails the type check.

/** What the thread is started with: the data folder and extra server options (`-c name=value`). */
export type PgliteWorkerData = { dataDir: string; settings: ReadonlyArray<string> };

/**
 * What the thread is asked: a statement with its parameters, a COPY with its data, a COPY out (its one
 * row is the bytes written), or to close.
 */
export type WorkerRequest = {
  id: number;
  kind: "query" | "exec" | "copy" | "copyOut" | "close";
  text: string;
  params?: ReadonlyArray<unknown>;
  /** A COPY's input: its text, or its UTF-8 bytes (moved to the thread, not copied). */
  data?: string | Uint8Array<ArrayBuffer>;
};

/** A statement's error as PostgreSQL raised it. */
export type ReplyError = { message: string; code?: string; detail?: string };

/** What the thread answers: ready or failed to open, else a request's rows or error. */
export type WorkerReply =
  | { type: "ready"; id?: undefined; error?: undefined; rows?: undefined }
  | { type: "failed"; message: string; id?: undefined; error?: undefined; rows?: undefined }
  | { type?: undefined; id: number; rows: Array<unknown>; error?: undefined }
  | { type?: undefined; id: number; error: ReplyError; rows?: undefined };
