// The import's fast paths write exactly what the plain ones write: every table's rows and content
// (tests/support/table-checksums.ts) are the same whether the rows go in by COPY or by INSERT ...
// unnest, whether the datasets are read on one thread or on several, and whether PGlite runs with
// the import's settings (db/cli/import.ts), and whether the games' steps run on a second database thread
// (db/load/games-side.ts); a bad row read on a thread stops the import as it does on one.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImportError } from "../../../db/csv";
import { openDatabase, type Database } from "../../../db/database";
import { importer as eloGames } from "../../../db/import/sources/fivethirtyeight-nfl-elo-game";
import { importer as nflRecords } from "../../../db/import/sources/nfl-historical-records";
import { migrate } from "../../../db/migrate";
import { openGamesSide, type GamesSide } from "../../../db/load/games-side";
import { runImport } from "../../../db/load/run-import";
import { tableChecksums, type TableChecksum } from "../../support/table-checksums";

const VALID = new URL("../../fixtures/import-runner/valid", import.meta.url).pathname;
const MALFORMED = new URL("../../fixtures/import-runner/malformed", import.meta.url).pathname;

/** The same database without its COPY entry point: bulk inserts take the INSERT ... unnest path. */
function withoutCopy(db: Database): Database {
  return {
    engine: db.engine,
    query: (text, params, options) => db.query(text, params, options),
    exec: (text) => db.exec(text),
    transaction: (work) => db.transaction((tx) => work({ query: (text, params, options) => tx.query(text, params, options), exec: (text) => tx.exec(text) })),
    close: () => db.close(),
  };
}

/** Each sequence's position (the ids the next rows get). */
async function sequencePositions(sql: Database): Promise<Record<string, string>> {
  const rows = await sql.query<{ name: string; at: string }>(
    `SELECT sequencename AS name, coalesce(last_value::text, '-') AS at FROM pg_sequences
     WHERE schemaname = current_schema() AND sequencename NOT LIKE 'import_runs%' ORDER BY sequencename`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.at]));
}

type Imported = Record<string, TableChecksum> & { sequences?: Record<string, string> };

async function imported(options: {
  copy: boolean;
  threads?: number;
  explicit: boolean;
  bulkLoad?: boolean;
  gamesSide?: GamesSide;
  sequences?: boolean;
}): Promise<Imported> {
  const opened = await openDatabase({ dataDir: "memory://", bulkLoad: options.bulkLoad });
  const db = options.copy ? opened : withoutCopy(opened);
  try {
    await migrate(db);
    await runImport(db, {
      dataDir: VALID,
      importers: options.explicit ? [eloGames, nflRecords] : undefined,
      threads: options.threads,
      gamesSide: options.gamesSide?.db,
    });
    const checksums: Imported = await tableChecksums(db);
    if (options.sequences) checksums.sequences = await sequencePositions(db);
    return checksums;
  } finally {
    await opened.close();
    await options.gamesSide?.close();
  }
}

describe("import fast paths", () => {
  let copied: Record<string, TableChecksum>;
  beforeAll(async () => {
    copied = await imported({ copy: true, explicit: true });
  }, 120_000);
  afterAll(() => undefined);

  it("the fixture import fills the tables it should", () => {
    expect(copied.games.rows).toBeGreaterThan(0);
    expect(copied.standings.rows).toBeGreaterThan(0);
    expect(copied.team_season_records.rows).toBeGreaterThan(0);
    expect(copied.season_summaries.rows).toBeGreaterThan(0);
  });

  it("COPY writes the same rows as INSERT ... unnest", async () => {
    expect(await imported({ copy: false, explicit: true })).toEqual(copied);
  }, 120_000);

  it("PGlite opened for the import (wal_level=minimal) writes the same rows", async () => {
    expect(await imported({ copy: true, explicit: true, bulkLoad: true })).toEqual(copied);
  }, 120_000);

  it("the games' steps on a second database thread write the same rows and leave the same sequences", async () => {
    const one = await imported({ copy: true, explicit: true, bulkLoad: true, sequences: true });
    const folder = mkdtempSync(join(tmpdir(), "games-side-"));
    const two = await imported({ copy: true, explicit: true, bulkLoad: true, gamesSide: await openGamesSide(folder), sequences: true }).finally(() =>
      rmSync(folder, { recursive: true, force: true }),
    );
    expect(two).toEqual(one);
    expect(two.standings.rows).toBeGreaterThan(0);
    expect(two.postseason_series.rows).toBeGreaterThan(0);
    expect(two.team_record_rows.rows).toBeGreaterThan(0);
    expect(Object.keys(two.sequences ?? {}).length).toBeGreaterThan(10);
  }, 120_000);

  it("reading on two threads gives the same database as reading on one", async () => {
    const sequential = await imported({ copy: true, explicit: false });
    const parallel = await imported({ copy: true, explicit: false, threads: 2 });
    expect(parallel).toEqual(sequential);
    expect(parallel.games).toEqual(copied.games);
  }, 120_000);

  it("a malformed file read on a reading thread still stops the import with its file, line and reason, data intact", async () => {
    const db = await openDatabase({ dataDir: "memory://", bulkLoad: true });
    try {
      await migrate(db);
      await runImport(db, { dataDir: VALID, importers: [eloGames, nflRecords] });
      const before = await tableChecksums(db);
      const failure = await runImport(db, { dataDir: MALFORMED, threads: 2 }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ImportError);
      expect((failure as ImportError).message).toBe("nfl_games.csv:4: expected 12 columns, found 11");
      expect(await tableChecksums(db)).toEqual(before);
    } finally {
      await db.close();
    }
  }, 120_000);

  it("a failure on the games side stops the import with its error and leaves the previous data as it was", async () => {
    const db = await openDatabase({ dataDir: "memory://", bulkLoad: true });
    const folder = mkdtempSync(join(tmpdir(), "games-side-"));
    const side = await openGamesSide(folder);
    try {
      await migrate(db);
      await runImport(db, { dataDir: VALID, importers: [eloGames, nflRecords] });
      const before = await tableChecksums(db);
      // The standings, derived on the games side, fail there.
      const failing: Database = {
        ...side.db,
        exec: (text) => (text.startsWith("TRUNCATE standings") ? Promise.reject(new Error("no space left on the games side")) : side.db.exec(text)),
      };
      await expect(runImport(db, { dataDir: VALID, importers: [eloGames, nflRecords], gamesSide: failing })).rejects.toThrow("no space left on the games side");
      expect(await tableChecksums(db)).toEqual(before);
    } finally {
      await db.close();
      await side.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it("a failure while writing (after the tables were truncated and filled) leaves the previous data as it was", async () => {
    const db = await openDatabase({ dataDir: "memory://", bulkLoad: true });
    try {
      await migrate(db);
      await runImport(db, { dataDir: VALID, importers: [eloGames, nflRecords] });
      const before = await tableChecksums(db);
      // The first index rebuilt after the load fails.
      const failing: Database = {
        ...db,
        transaction: (work) =>
          db.transaction((tx) =>
            work({
              ...tx,
              exec: (text) => (text.startsWith("CREATE INDEX") ? Promise.reject(new Error("disk full")) : tx.exec(text)),
            }),
          ),
      };
      await expect(runImport(failing, { dataDir: VALID, importers: [eloGames, nflRecords] })).rejects.toThrow("disk full");
      expect(await tableChecksums(db)).toEqual(before);
    } finally {
      await db.close();
    }
  }, 120_000);
});
