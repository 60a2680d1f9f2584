// `npm run data:import`: migrations, the seed, then every dataset found in SPORTS_DATA_DIR, in one
// transaction; prints progress per dataset and a summary, and exits non-zero naming file and line.
import { availableParallelism } from "node:os";
import { ImportError } from "../csv";
import { openDatabase } from "../database";
import { migrate } from "../migrate";
import { openGamesSide } from "../load/games-side";
import { runImport, type ImportSummary } from "../load/run-import";
import { slowestStatements, type StatementTiming } from "../load/statement-timing";
import { progressBar } from "./progress";

function printSummary(summary: ImportSummary) {
  const out = process.stdout;
  out.write("\nRows per table\n");
  for (const [table, rows] of Object.entries(summary.tables)) out.write(`  ${table.padEnd(22)} ${rows.toLocaleString("en-US").padStart(10)}\n`);
  out.write("\nGames per league\n");
  out.write(`  ${"league".padEnd(8)} ${"games".padStart(9)}  seasons     titles\n`);
  for (const l of summary.leagues) {
    const range = l.firstSeason === null ? "-" : `${l.firstSeason}-${l.lastSeason}`;
    out.write(`  ${l.league.padEnd(8)} ${l.games.toLocaleString("en-US").padStart(9)}  ${range.padEnd(11)} ${l.results}\n`);
  }
  out.write("\nDatasets\n");
  for (const d of summary.datasets) {
    out.write(
      `  ${d.id.padEnd(36)} ${d.rowsEmitted.toLocaleString("en-US").padStart(9)} rows  games kept ${d.gamesKept}, superseded ${d.gamesSuperseded}, unmatched ${d.unmatched}, skipped ${d.skipped}  ${d.seconds.toFixed(1)} s\n`,
    );
  }
  if (summary.missingDatasets.length) out.write(`  not found in SPORTS_DATA_DIR: ${summary.missingDatasets.join(", ")}\n`);
  if (summary.skippedByReason.length) {
    out.write("\nSkipped on purpose\n");
    for (const s of summary.skippedByReason) out.write(`  ${s.source}: ${s.rows} rows: ${s.reason}\n`);
  }
  out.write(`\nUnmatched rows: ${summary.unmatched.length}\n`);
  for (const u of summary.unmatched.slice(0, 50)) {
    out.write(`  ${u.source}/${u.file}:${u.line}: no franchise for '${u.code}' (${u.league} ${u.season})\n`);
  }
  if (summary.unmatched.length > 50) out.write(`  ... and ${summary.unmatched.length - 50} more\n`);
  out.write(`\nImported in ${summary.seconds.toFixed(1)} s\n`);
}

async function main() {
  const dataDir = process.env.SPORTS_DATA_DIR ?? null;
  if (!dataDir) console.warn("SPORTS_DATA_DIR is not set: importing the curated seed only.");
  // The database opens and migrates on its own thread while the datasets are read.
  const opening = openDatabase({ bulkLoad: true }).then(async (db) => {
    await migrate(db);
    return db;
  });
  opening.catch(() => undefined); // awaited by runImport, and below
  // PGlite's second import thread for the games' steps (games-side.ts), opened meanwhile too;
  // IMPORT_GAMES_SIDE=0 runs every step on the one database (as on PostgreSQL), as does a side that
  // cannot open (the import is then slower, not wrong).
  const gamesSide =
    process.env.DATABASE_URL || process.env.IMPORT_GAMES_SIDE === "0"
      ? null
      : openGamesSide().catch((error: unknown) => {
          console.warn(
            `The import's games side did not open (${error instanceof Error ? error.message : String(error)}): every step runs on the one database.`,
          );
          return null;
        });
  try {
    const bar = progressBar();
    // CPU of every thread of the process since the previous step (the reading threads' in the first).
    let cpuBefore = process.cpuUsage();
    const stepCpu = () => {
      const used = process.cpuUsage(cpuBefore);
      cpuBefore = process.cpuUsage();
      return (used.user + used.system) / 1e6;
    };
    // IMPORT_PROFILE=1: every statement timed, the slowest printed at the end (docs/performance.md).
    const statementTimings: Array<StatementTiming> | undefined = process.env.IMPORT_PROFILE === "1" ? [] : undefined;
    const summary = await runImport(opening, {
      dataDir,
      statementTimings,
      gamesSide: gamesSide?.then((side) => side?.db ?? null),
      allowSeedProblems: process.argv.includes("--allow-seed-problems"),
      // Parsing is CPU-bound: one reading thread per core (IMPORT_THREADS overrides).
      threads: Number(process.env.IMPORT_THREADS ?? availableParallelism()),
      onSeedProblems: (problems) => console.warn(`Seed problems (continuing because of --allow-seed-problems):\n  ${problems.slice(0, 30).join("\n  ")}`),
      onDatasetStart: (id) => bar.start(id),
      onProgress: (_id, read, total) => bar.update(read, total),
      onDatasetDone: (report) => bar.done(report.rowsEmitted, report.seconds),
      onStep: (step, seconds) => console.error(`${step.startsWith("read") ? "" : "wrote "}${step} in ${seconds.toFixed(1)} s (CPU ${stepCpu().toFixed(1)} s)`),
    });
    printSummary(summary);
    if (statementTimings)
      process.stdout.write(`\nSlowest statements\n${slowestStatements(statementTimings, Number(process.env.IMPORT_PROFILE_TOP ?? 60)).join("\n")}\n`);
  } finally {
    const db = await opening.catch(() => null);
    await db?.close();
    await (await gamesSide)?.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ImportError) {
    console.error(`\nImport failed: ${error.file}:${error.line}: ${error.reason}\nThe previous data is unchanged.`);
  } else {
    console.error("\nImport failed:", error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
