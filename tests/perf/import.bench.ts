// `npm run bench:import`: the full import of SPORTS_DATA_DIR into a fresh PGlite folder and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, a fresh PostgreSQL database; prints seconds, rows per second and peak RSS per engine.
import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase, type Database } from "../../db/database";
import { migrate } from "../../db/migrate";
import { openGamesSide, type GamesSide } from "../../db/load/games-side";
import { runImport } from "../../db/load/run-import";
import { freshPostgresDatabase } from "../support/databases";

type Engine = Database["engine"];

type Result = {
  engine: Engine;
  totalSeconds: number;
  importSeconds: number;
  /** Reading and checking the datasets (before anything is written). */
  readSeconds: number;
  rows: number;
  tables: Record<string, number>;
  steps: Array<{ step: string; seconds: number }>;
  peakRssMb: number;
};

const CHILD_ENGINE = "IMPORT_BENCH_ENGINE";

function postgresUrl(): string | null {
  return process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || null;
}

function dataDir(): string | null {
  const dir = process.env.SPORTS_DATA_DIR?.trim();
  return dir ? resolve(dir) : null;
}

/** One engine, in a process of its own so that its peak RSS is its own. */
async function measure(engine: Engine): Promise<Result> {
  const steps: Array<{ step: string; seconds: number }> = [];
  let folder: string | null = null;
  let db: Database;
  let drop: () => Promise<void>;
  let gamesSide: GamesSide | null = null;
  if (engine === "pglite") {
    // As `npm run data:import` opens it: the import's thread and its games side (db/load/games-side.ts).
    folder = mkdtempSync(join(tmpdir(), "import-bench-pglite-"));
    const opened = await openDatabase({ dataDir: join(folder, "pglite"), bulkLoad: true });
    gamesSide = await openGamesSide(join(folder, "pglite-games"));
    db = opened;
    drop = async () => {
      await opened.close();
      await gamesSide?.close();
    };
  } else {
    const fresh = await freshPostgresDatabase(postgresUrl() as string);
    db = fresh.db;
    drop = fresh.drop;
  }
  try {
    const started = performance.now();
    await migrate(db);
    const summary = await runImport(db, {
      dataDir: dataDir(),
      threads: availableParallelism(),
      gamesSide: gamesSide?.db,
      onStep: (step, seconds) => steps.push({ step, seconds }),
    });
    const totalSeconds = (performance.now() - started) / 1000;
    const rows = Object.values(summary.tables).reduce((sum, n) => sum + n, 0);
    return {
      engine,
      totalSeconds,
      importSeconds: summary.seconds,
      // Wall time of the read (the datasets are read on one thread per core).
      readSeconds: steps.find((s) => s.step === "read datasets")?.seconds ?? summary.datasets.reduce((sum, d) => sum + d.seconds, 0),
      rows,
      tables: summary.tables,
      steps,
      // maxRSS is in kilobytes.
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    };
  } finally {
    await drop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

function runChild(engine: Engine): Promise<Result> {
  return new Promise((done, fail) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, [CHILD_ENGINE]: engine },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let result: Result | null = null;
    child.on("message", (message) => {
      result = message as Result;
    });
    child.on("error", fail);
    child.on("exit", (code) => {
      if (code === 0 && result) done(result);
      else fail(new Error(`${engine}: the benchmark process exited with code ${code}`));
    });
  });
}

function print(results: ReadonlyArray<Result>) {
  const out = process.stdout;
  const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  out.write(
    `\n${"engine".padEnd(10)}${"total s".padStart(10)}${"import s".padStart(10)}${"rows".padStart(12)}${"rows/s".padStart(10)}${"peak RSS MB".padStart(13)}\n`,
  );
  for (const r of results) {
    out.write(
      `${r.engine.padEnd(10)}${fmt(r.totalSeconds, 1).padStart(10)}${fmt(r.importSeconds, 1).padStart(10)}${fmt(r.rows).padStart(12)}` +
        `${fmt(r.rows / r.totalSeconds).padStart(10)}${fmt(r.peakRssMb).padStart(13)}\n`,
    );
  }
  for (const r of results) {
    out.write(
      `\n${r.engine} steps: read datasets ${r.readSeconds.toFixed(1)} s, ${r.steps
        .filter((s) => s.step !== "read datasets")
        .map((s) => `${s.step} ${s.seconds.toFixed(1)} s`)
        .join(", ")}\n`,
    );
  }
  const first = results[0];
  if (first) {
    out.write(
      `\nrows per table (${first.engine}): ${Object.entries(first.tables)
        .map(([t, n]) => `${t} ${fmt(n)}`)
        .join(", ")}\n`,
    );
  }
  out.write(
    "\ntotal s: migrations and runImport; rows: the sum of the summary's tables; peak RSS: the Node process " +
      "(PGlite runs inside it; the PostgreSQL server's memory is not counted).\n",
  );
}

async function main() {
  const engine = process.env[CHILD_ENGINE] as Engine | undefined;
  if (engine) {
    const result = await measure(engine);
    // Wait until the message is handed over: the process exits right after.
    await new Promise<void>((sent, fail) => process.send?.(result, (error: Error | null) => (error ? fail(error) : sent())));
    return;
  }
  const dir = dataDir();
  process.stdout.write(dir ? `Importing ${dir}\n` : "SPORTS_DATA_DIR is not set: importing the curated seed only.\n");
  const engines: Array<Engine> = ["pglite"];
  if (postgresUrl()) engines.push("postgres");
  else process.stdout.write("postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)\n");
  const results: Array<Result> = [];
  for (const e of engines) {
    process.stdout.write(`${e}: importing...\n`);
    results.push(await runChild(e));
  }
  print(results);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
