// A fresh, empty database per test file on each engine: in-memory PGlite, or a new PostgreSQL database made from TEST_DATABASE_URL.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../db/database";

export type Engine = Database["engine"];

export const ALL_ENGINES: ReadonlyArray<Engine> = ["pglite", "postgres"];

export type FreshDatabase = {
  db: Database;
  /** Closes the connection and, on PostgreSQL, drops the database. Safe to call twice. */
  drop(): Promise<void>;
  /** PostgreSQL: the database's address (other processes may open it). */
  url?: string;
};

export type EngineCase = { engine: Engine; skip: boolean; title: string };

/** The PostgreSQL server the tests may use (CI sets it), or null. */
export function testDatabaseUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? url : null;
}

/** Why an engine cannot run here, or null when it can. */
export function skipReason(engine: Engine): string | null {
  if (engine === "postgres" && !testDatabaseUrl()) return "skipped: TEST_DATABASE_URL is not set";
  return null;
}

/** The engines available on this machine: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function engines(): Array<Engine> {
  return ALL_ENGINES.filter((engine) => skipReason(engine) === null);
}

/** Every engine with a title that says why it is skipped, for describe.each("$title"). */
export function engineCases(prefix = ""): Array<EngineCase> {
  return ALL_ENGINES.map((engine) => {
    const reason = skipReason(engine);
    const title = `${prefix}${engine}${reason ? ` (${reason})` : ""}`;
    return { engine, skip: reason !== null, title };
  });
}

export async function freshDatabase(engine: Engine): Promise<FreshDatabase> {
  if (engine === "pglite") {
    const db = await openDatabase({ dataDir: "memory://" });
    let closed = false;
    return {
      db,
      async drop() {
        if (closed) return;
        closed = true;
        await db.close();
      },
    };
  }
  const base = testDatabaseUrl();
  if (!base) throw new Error("freshDatabase('postgres') needs TEST_DATABASE_URL");
  return freshPostgresDatabase(base);
}

/**
 * Creates a new database on the server of `baseUrl` (which must allow CREATE DATABASE), named after
 * the base database with a unique suffix, and opens it through db/database.ts.
 */
export async function freshPostgresDatabase(baseUrl: string): Promise<FreshDatabase> {
  const name = uniqueDatabaseName(baseUrl);
  await admin(baseUrl, `CREATE DATABASE ${quoteIdent(name)}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  let dropped = false;
  return {
    db,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await db.close().catch(() => undefined);
      await dropDatabase(baseUrl, name);
    },
  };
}

/** Tries of a DROP DATABASE an autovacuum worker holds up, a quarter of a second apart. */
const DROP_TRIES = 20;

/**
 * Drops a test database, ending its sessions. WITH (FORCE) refuses to end an autovacuum worker that
 * happens to be working in it (SQLSTATE 42501 for a role without pg_signal_backend): the worker is
 * done within moments, so the drop is tried again.
 */
async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await admin(baseUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    } catch (error) {
      if ((error as { code?: string }).code !== "42501" || attempt >= DROP_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function uniqueDatabaseName(baseUrl: string): string {
  const baseName = decodeURIComponent(new URL(baseUrl).pathname.replace(/^\//, "")) || "sports";
  const safeBase = baseName
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, "_")
    .slice(0, 40);
  return `${safeBase}_t${process.pid}_${randomBytes(4).toString("hex")}`;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** One statement on the base database, through a short-lived client (CREATE/DROP DATABASE cannot run in a pool transaction). */
async function admin(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
