// The database connection: embedded PGlite in a data folder by default, PostgreSQL when
// DATABASE_URL is set. Both answer the same SQL through one small interface.
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";

export type Row = Record<string, unknown>;

export type Sql = {
  query<T = Row>(text: string, params?: ReadonlyArray<unknown>): Promise<Array<T>>;
  /** Runs several statements (no parameters). */
  exec(text: string): Promise<void>;
};

export type Database = Sql & {
  engine: "pglite" | "postgres";
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://... ; when absent, PGlite in dataDir. */
  url?: string;
  /** PGlite data folder; "memory://" for an in-memory database (tests). */
  dataDir?: string;
};

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

export function defaultDataDir(): string {
  return resolve(process.env.DATA_DIR ?? ".data", "pglite");
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  // An explicit PGlite folder wins over DATABASE_URL (tests and benchmarks must not reach a real server).
  const url = options.url ?? (options.dataDir === undefined ? process.env.DATABASE_URL : undefined);
  return url ? openPostgres(url) : openPglite(options.dataDir ?? defaultDataDir());
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite, types } = await import("@electric-sql/pglite");
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const parsers = {
    [DATE_OID]: (value: string) => value,
    [INT8_OID]: (value: string) => Number(value),
    [NUMERIC_OID]: (value: string) => Number(value),
  };
  void types;
  // pg_trgm backs the name-search indexes (db/migrations/0004); PostgreSQL has it in contrib.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(dataDir, { parsers, extensions: { pg_trgm } });
  type PgliteTx = { query: typeof db.query; exec: typeof db.exec };
  const wrap = (target: PgliteTx): Sql => ({
    async query<T>(text: string, params?: ReadonlyArray<unknown>) {
      const result = await target.query<T>(text, params as Array<unknown> | undefined);
      return result.rows;
    },
    async exec(text: string) {
      await target.exec(text);
    },
  });
  return {
    engine: "pglite",
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = (await import("pg")).default;
  const typeOverrides = new pg.TypeOverrides();
  typeOverrides.setTypeParser(DATE_OID, (value: string) => value);
  typeOverrides.setTypeParser(INT8_OID, (value: string) => Number(value));
  typeOverrides.setTypeParser(NUMERIC_OID, (value: string) => Number(value));
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10), types: typeOverrides });
  type Client = { query: (text: string, params?: Array<unknown>) => Promise<{ rows: Array<unknown> }> };
  const wrap = (client: Client): Sql => ({
    async query<T>(text: string, params?: ReadonlyArray<unknown>) {
      const result = await client.query(text, params as Array<unknown> | undefined);
      return result.rows as Array<T>;
    },
    async exec(text: string) {
      await client.query(text);
    },
  });
  return {
    engine: "postgres",
    ...wrap(pool),
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
