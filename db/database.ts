// The database connection: embedded PGlite in a data folder by default, PostgreSQL when
// DATABASE_URL is set. Both answer the same SQL through one small interface. The server opens it
// `threaded` (PGlite on its own thread) and every query obeys the limits of database-errors.ts: a
// statement timeout, a bounded wait for a connection, and cancellation when its request ends.
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { DatabaseUnavailableError, queryLimits, type QueryLimits } from "./database-errors";
import { setTypeParsers, TYPE_PARSERS } from "./type-parsers";

export { DatabaseUnavailableError } from "./database-errors";

export type Row = Record<string, unknown>;

export type QueryOptions = {
  /** This statement's own timeout (ms), instead of the engine's. */
  timeoutMs?: number;
  /** The request's signal: a query still waiting is dropped, a running one cancelled where the engine can. */
  signal?: AbortSignal;
};

export type Sql = {
  query<T = Row>(text: string, params?: ReadonlyArray<unknown>, options?: QueryOptions): Promise<Array<T>>;
  /** Runs several statements (no parameters). */
  exec(text: string): Promise<void>;
  /**
   * Where the engine takes it (PGlite): runs `COPY ... FROM '/dev/blob'` with `data` (COPY's text format,
   * or its UTF-8 bytes) as the input. Bytes may be moved to the database's thread: not to be read after.
   */
  copyFrom?(statement: string, data: string | Uint8Array<ArrayBuffer>): Promise<void>;
  /** Where the engine gives it (PGlite): runs `COPY ... TO '/dev/blob'` and answers the bytes written. */
  copyTo?(statement: string): Promise<Uint8Array<ArrayBuffer>>;
};

export type Database = Sql & {
  engine: "pglite" | "postgres";
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Fault drills (threaded PGlite): the database thread dies as in a crash and restarts. */
  simulateCrash?(): void;
};

export type DatabaseOptions = {
  /** postgres://... ; when absent, PGlite in dataDir. */
  url?: string;
  /** PGlite data folder; "memory://" for an in-memory database (tests). */
  dataDir?: string;
  /**
   * PGlite on a worker thread, so a slow statement never blocks the caller's thread and can be
   * stopped (the server). Imports and tests use it in process, which is faster for bulk work.
   */
  threaded?: boolean;
  /**
   * PGlite for an import, on a thread of its own with the import's settings (pglite-import-thread.ts):
   * statements run there in order while the caller prepares the next rows.
   */
  bulkLoad?: boolean;
  limits?: QueryLimits;
};

/** A PGlite folder in DATA_DIR (default .data): the database's, or another (the import's games side). */
export function defaultDataDir(folder = "pglite"): string {
  return resolve(process.env.DATA_DIR ?? ".data", folder);
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  // An explicit PGlite folder wins over DATABASE_URL (tests and benchmarks must not reach a real server).
  const url = options.url ?? (options.dataDir === undefined ? process.env.DATABASE_URL : undefined);
  if (url) return openPostgres(url, options.limits ?? queryLimits());
  const dataDir = options.dataDir ?? defaultDataDir();
  if (options.threaded) {
    if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
    const { openPgliteThread } = await import("./pglite-thread");
    return openPgliteThread(dataDir, options.limits);
  }
  if (options.bulkLoad) {
    if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
    const { openPgliteImportThread } = await import("./pglite-import-thread");
    return openPgliteImportThread(dataDir);
  }
  return openPglite(dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the name-search indexes (db/migrations/0004); PostgreSQL has it in contrib.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(dataDir, { parsers: TYPE_PARSERS, extensions: { pg_trgm } });
  type PgliteTx = { query: typeof db.query; exec: typeof db.exec };
  const wrap = (target: PgliteTx): Sql => ({
    async query<T>(text: string, params?: ReadonlyArray<unknown>) {
      const result = await target.query<T>(text, params as Array<unknown> | undefined);
      return result.rows;
    },
    async exec(text: string) {
      await target.exec(text);
    },
    async copyFrom(statement: string, data: string | Uint8Array<ArrayBuffer>) {
      await target.query(statement, [], { blob: new Blob([data]) });
    },
    async copyTo(statement: string) {
      const blob = (await target.query(statement)).blob;
      return blob ? new Uint8Array(await blob.arrayBuffer()) : new Uint8Array(0);
    },
  });
  return {
    engine: "pglite",
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
  };
}

/** A PostgreSQL error that means "no answer in time": statement timeout, cancel, or no pool connection. */
function unavailable(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const code = (error as Error & { code?: string }).code;
  if (code === "57014") return new DatabaseUnavailableError("timeout");
  if (/timeout exceeded when trying to connect/i.test(error.message)) return new DatabaseUnavailableError("busy");
  if (code === "ECONNREFUSED" || code === "57P01" || code === "57P03") return new DatabaseUnavailableError("crashed");
  return error;
}

async function openPostgres(url: string, limits: QueryLimits): Promise<Database> {
  const pg = (await import("pg")).default;
  const typeOverrides = new pg.TypeOverrides();
  setTypeParsers(typeOverrides);
  // A pool: statements run side by side, each under statement_timeout; a request waits for a
  // connection at most queueTimeoutMs.
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    types: typeOverrides,
    statement_timeout: limits.statementTimeoutMs,
    connectionTimeoutMillis: limits.queueTimeoutMs,
  });
  pool.on("error", (error) => console.warn("PostgreSQL pool client error:", error.message));
  type Client = { query: (text: string, params?: Array<unknown>) => Promise<{ rows: Array<unknown> }> };
  const wrap = (client: Client): Sql => ({
    async query<T>(text: string, params?: ReadonlyArray<unknown>) {
      try {
        const result = await client.query(text, params as Array<unknown> | undefined);
        return result.rows as Array<T>;
      } catch (error) {
        throw unavailable(error);
      }
    },
    async exec(text: string) {
      try {
        await client.query(text);
      } catch (error) {
        throw unavailable(error);
      }
    },
  });
  const direct = wrap(pool);
  /** With a signal: on its own pool client, so the running statement can be cancelled by backend id. */
  async function queryWithSignal<T>(text: string, params: ReadonlyArray<unknown> | undefined, signal: AbortSignal): Promise<Array<T>> {
    if (signal.aborted) throw new DatabaseUnavailableError("cancelled");
    let client;
    try {
      client = await pool.connect();
    } catch (error) {
      throw unavailable(error);
    }
    const processId = (client as unknown as { processID?: number }).processID;
    const cancel = () => {
      if (processId !== undefined) void pool.query("SELECT pg_cancel_backend($1)", [processId]).catch(() => undefined);
    };
    signal.addEventListener("abort", cancel, { once: true });
    try {
      return await wrap(client).query<T>(text, params);
    } finally {
      signal.removeEventListener("abort", cancel);
      client.release();
    }
  }
  return {
    engine: "postgres",
    query: <T = Row>(text: string, params?: ReadonlyArray<unknown>, options?: QueryOptions) =>
      options?.signal ? queryWithSignal<T>(text, params, options.signal) : direct.query<T>(text, params),
    exec: direct.exec,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
