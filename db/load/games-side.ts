// The games' side of a PGlite import on a second database thread (decision 0207). The steps that read the
// games and write little (the standings, the brackets, the team records) run on a second PGlite, in a
// folder of its own, while the import's database writes the people, their facts and the leader lists: two
// database threads instead of one on the critical path. The second database is given the same statements
// as the first up to the games (bothSql), so its ids are the same; what its own steps write is copied back.
import { mkdirSync } from "node:fs";
import { defaultDataDir, type Database, type Sql } from "../database";
import { migrate } from "../migrate";
import { openPgliteImportThread } from "../pglite-import-thread";

export type GamesSide = { db: Database; close(): Promise<void> };

/**
 * The second import database, migrated. Its folder is kept between imports (beside the database's, in
 * DATA_DIR): a new folder costs PGlite's initdb, about 9 s of CPU taken from the reading. What the import
 * writes there is rolled back on close, so the folder stays as small as the empty schema.
 */
export async function openGamesSide(dataDir: string = defaultDataDir("pglite-games")): Promise<GamesSide> {
  mkdirSync(dataDir, { recursive: true });
  const db = await openPgliteImportThread(dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    db,
    async close() {
      await db.exec("ROLLBACK").catch(() => undefined);
      await db.close();
    },
  };
}

/**
 * Every statement sent to both databases, each on its own thread, and both awaited: `main`'s rows are
 * answered. A query the two answer differently stops the import (the second database must hold what the
 * first does for the steps it runs to be right).
 */
export function bothSql(main: Sql, side: Sql): Sql {
  const mainCopy = main.copyFrom?.bind(main);
  const sideCopy = side.copyFrom?.bind(side);
  return {
    async query<T>(text: string, params?: ReadonlyArray<unknown>) {
      const [rows, sideRows] = await Promise.all([main.query<T>(text, params), side.query<T>(text, params)]);
      if (JSON.stringify(rows) !== JSON.stringify(sideRows)) {
        throw new Error(`the import's games-side database answered differently to: ${text.replace(/\s+/g, " ").slice(0, 120)}`);
      }
      return rows;
    },
    async exec(text: string) {
      await Promise.all([main.exec(text), side.exec(text)]);
    },
    copyFrom:
      mainCopy && sideCopy
        ? async (statement: string, data: string | Uint8Array<ArrayBuffer>) => {
            // Bytes are moved to a database's thread: the games side is given a copy of them.
            await Promise.all([sideCopy(statement, typeof data === "string" ? data : data.slice()), mainCopy(statement, data)]);
          }
        : undefined,
  };
}

/** A table (or the rows of it a condition selects) that a step on the games side writes. */
export type SideTable = { table: string; where?: string };

/** The columns COPY writes (generated columns left out), in the table's order. */
async function copiedColumns(sql: Sql, table: string): Promise<Array<string>> {
  const rows = await sql.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.name);
}

/** The sequences a table's columns own (serial and identity columns). */
async function ownedSequences(sql: Sql, table: string): Promise<Array<string>> {
  const rows = await sql.query<{ name: string }>(
    `SELECT s.relname AS name FROM pg_class s
     JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
     JOIN pg_class t ON t.oid = d.refobjid
     WHERE s.relkind = 'S' AND t.relname = $1 AND t.relnamespace = current_schema()::regnamespace`,
    [table],
  );
  return rows.map((row) => row.name);
}

/**
 * Copies what the games side wrote into the import's database: each table's rows (those `where` selects,
 * after the same rows are deleted here; else all of them, the table truncated first) in their order on
 * disk, ids included, and its sequences' positions.
 */
export async function copyBack(side: Sql, main: Sql, tables: ReadonlyArray<SideTable>): Promise<void> {
  if (!side.copyTo || !main.copyFrom) throw new Error("copying back the games side needs COPY out and in (PGlite)");
  for (const { table, where } of tables) {
    const columns = (await copiedColumns(side, table)).join(", ");
    const rows = await side.copyTo(`COPY (SELECT ${columns} FROM ${table}${where ? ` WHERE ${where}` : ""}) TO '/dev/blob'`);
    await main.exec(where ? `DELETE FROM ${table} WHERE ${where}` : `TRUNCATE ${table}`);
    if (rows.length > 0) await main.copyFrom(`COPY ${table} (${columns}) FROM '/dev/blob'`, rows);
    for (const sequence of await ownedSequences(side, table)) {
      const [position] = await side.query<{ last_value: number; is_called: boolean }>(`SELECT last_value, is_called FROM ${sequence}`);
      await main.query("SELECT setval($1::regclass, $2::bigint, $3::boolean)", [sequence, position.last_value, position.is_called]);
    }
  }
}
