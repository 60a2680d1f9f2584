// PGlite on its own thread: a long statement blocks neither the caller's thread nor, past the
// limits, the other queries; a statement past its timeout is stopped and the thread restarts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database } from "../../../db/database";
import { DatabaseUnavailableError } from "../../../db/database-errors";

let db: Database;
// On disk, as the server's: a restart reopens the folder in about a second (memory:// would run initdb again).
const folder = mkdtempSync(join(tmpdir(), "pglite-thread-"));

beforeAll(async () => {
  db = await openDatabase({
    dataDir: folder,
    threaded: true,
    limits: { statementTimeoutMs: 1500, queueTimeoutMs: 300, stalledAfterMs: 200, slowStatementLogMs: 250 },
  });
  await db.exec("CREATE TABLE t (id int primary key, day date, big bigint); INSERT INTO t VALUES (1, '2024-02-29', 9007199254740991)");
});

afterAll(async () => {
  await db?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A restart takes about a second on an idle machine, several on a busy one: retried until it answers. */
async function eventually<T>(attempt: () => Promise<T>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError) || Date.now() > deadline) throw error;
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }
}

describe("threaded PGlite", () => {
  it("answers as the in-process engine does (dates as text, bigints as numbers)", async () => {
    expect(await db.query("SELECT id, day, big FROM t WHERE id = $1", [1])).toEqual([{ id: 1, day: "2024-02-29", big: 9007199254740991 }]);
    await expect(db.query("SELECT * FROM nowhere")).rejects.toThrow(/nowhere/);
  });

  it("names a statement slower than the log bound in the server's log, with its time, in a transaction too, and not a fast one", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      await db.query("SELECT 1 AS fast");
      expect(warn).not.toHaveBeenCalled();
      await db.query("SELECT pg_sleep(0.4)");
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toMatch(/^Slow statement \((\d+) ms.*\): SELECT pg_sleep\(0\.4\)$/);
      expect(Number(/\((\d+) ms/.exec(String(warn.mock.calls[0][0]))![1])).toBeGreaterThanOrEqual(400);
      // A statement inside a transaction is timed too (it is sent at once, not queued).
      await db.transaction(async (tx) => tx.query("SELECT pg_sleep(0.3)"));
      expect(warn).toHaveBeenCalledTimes(2);
      expect(String(warn.mock.calls[1][0])).toMatch(/^Slow statement \(\d+ ms.*\): SELECT pg_sleep\(0\.3\)$/);
    } finally {
      warn.mockRestore();
    }
  });

  it("keeps the caller's thread free and refuses queries at once while a statement stalls", async () => {
    const sleeping = db.query("SELECT pg_sleep(1)");
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    await new Promise((wait) => setTimeout(wait, 400));
    const started = performance.now();
    const refused = await db.query("SELECT 1").catch((error: unknown) => error);
    const waited = performance.now() - started;
    clearInterval(timer);
    await sleeping;
    expect(refused).toBeInstanceOf(DatabaseUnavailableError);
    expect(waited).toBeLessThan(100);
    // The timer kept firing while the statement ran (in process, PGlite would have blocked it).
    expect(ticks).toBeGreaterThanOrEqual(5);
    expect(await db.query("SELECT 2 AS n")).toEqual([{ n: 2 }]);
  });

  it("bounds the wait for the connection", async () => {
    const sleeping = db.query("SELECT pg_sleep(0.6)");
    const started = performance.now();
    const refused = await db.query("SELECT 1").catch((error: unknown) => error);
    const waited = performance.now() - started;
    await sleeping;
    expect(refused).toMatchObject({ reason: "busy" });
    expect(waited).toBeLessThan(550);
  });

  it("stops a statement past its timeout, restarts the thread and answers again", async () => {
    const started = performance.now();
    await expect(db.query("SELECT pg_sleep(10)")).rejects.toMatchObject({ reason: "timeout" });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await eventually(() => db.query("SELECT id FROM t"))).toEqual([{ id: 1 }]);
  });

  it("drops a queued query whose request ended", async () => {
    await eventually(() => db.query("SELECT 1"));
    const sleeping = db.query("SELECT pg_sleep(0.1)");
    const controller = new AbortController();
    const queued = db.query("SELECT 1", [], { signal: controller.signal });
    controller.abort();
    await expect(queued).rejects.toMatchObject({ reason: "cancelled" });
    await sleeping;
  });

  it("recovers from a crash of its thread", async () => {
    db.simulateCrash?.();
    await new Promise((wait) => setTimeout(wait, 50));
    expect(await eventually(() => db.query("SELECT 4 AS n"))).toEqual([{ n: 4 }]);
  });
});
