// Builds the database from the seed and every dataset found: everything is read and checked first,
// then written in one transaction, so a failure leaves the previous data as it was.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { LeagueSlug } from "../../core/leagues";
import { ImportError } from "../csv";
import type { Database, Sql } from "../database";
import { collectImport, type Collected, type Skipped, type Unmatched } from "../import/collect";
import { loadTeamCodes, type TeamCodes } from "../import/team-codes";
import { gamePart, type DatasetImporter, type GameRecord } from "../import/types";
import { collectInParallel } from "./collect-parallel";
import { recordedFeedGames } from "../live/apply-scoreboard";
import { dataFingerprint } from "./fingerprint";
import { bothSql, copyBack, type SideTable } from "./games-side";
import { leagueInSeasonLookup, readSeed, seedProblems, type Seed } from "./seed";
import { loadImporterModules } from "./sources";
import { timedSql, type StatementTiming } from "./statement-timing";
import { LOAD_STEPS } from "./steps";
import { dataQuality } from "./steps/data-quality";
import { loadContext, madeBy, rowsEmitted, type LoadContext, type LoadedDataset, type LoadStep } from "./steps/load-context";

export type DatasetReport = {
  id: string;
  rowsEmitted: number;
  seconds: number;
  gamesKept: number;
  gamesSuperseded: number;
  unmatched: number;
  skipped: number;
};

export type ImportSummary = {
  tables: Record<string, number>;
  leagues: Array<{ league: string; games: number; firstSeason: number | null; lastSeason: number | null; results: number }>;
  datasets: Array<DatasetReport>;
  missingDatasets: Array<string>;
  unmatched: Array<Unmatched>;
  skippedByReason: Array<{ source: string; reason: string; rows: number }>;
  seconds: number;
};

export type ImportOptions = {
  /** Folder with one sub-folder per dataset; null imports the seed only. */
  dataDir: string | null;
  importers?: Array<DatasetImporter>;
  onDatasetStart?: (id: string) => void;
  onProgress?: (id: string, rowsRead: number, rowsTotal: number) => void;
  onDatasetDone?: (report: DatasetReport) => void;
  /** Called as each part of the database is written. */
  onStep?: (step: string, seconds: number) => void;
  /** Latest completed season per league (for the seed's completeness check). */
  lastCompletedSeason?: (league: LeagueSlug) => number;
  /**
   * Threads reading the datasets (the importers found in db/import/sources, not `importers`): 1
   * reads them one after another on this thread.
   */
  threads?: number;
  /** Development only: print seed problems instead of stopping (the data may then be incomplete). */
  allowSeedProblems?: boolean;
  onSeedProblems?: (problems: Array<string>) => void;
  /** The day of the import, for the seasons leagues have opened since our data ends (tests fix it). */
  now?: Date;
  /** Filled with every SQL statement's time, by step (statement-timing.ts), when given. */
  statementTimings?: Array<StatementTiming>;
  /**
   * A second PGlite import database (games-side.ts) for the steps that read the games and write little;
   * may still be opening. Without it every step runs on the import's database.
   */
  gamesSide?: Database | Promise<Database | null> | null;
};

/** The NBA, NHL and college hockey/basketball seasons of 2024-25 and the 2024 seasons of the rest. */
export function defaultLastCompletedSeason(): number {
  return 2024;
}

const partKey = (game: GameRecord) => `${game.league}|${game.season}|${gamePart(game)}`;

/** Keeps, for each part of a league-season (gamePart), the games of the dataset with the highest priority that has any. */
export function chooseGames(collected: ReadonlyArray<{ importer: DatasetImporter; data: Collected }>) {
  const best = new Map<string, { id: string; priority: number }>();
  for (const { importer, data } of collected) {
    for (const game of data.games) {
      const key = partKey(game);
      const current = best.get(key);
      if (!current || importer.gamePriority > current.priority || (importer.gamePriority === current.priority && importer.id < current.id)) {
        best.set(key, { id: importer.id, priority: importer.gamePriority });
      }
    }
  }
  const kept: Array<GameRecord> = [];
  const keptBySource = new Map<string, number>();
  const supersededBySource = new Map<string, number>();
  for (const { importer, data } of collected) {
    for (const game of data.games) {
      if (best.get(partKey(game))?.id === importer.id) {
        kept.push(game);
        keptBySource.set(importer.id, (keptBySource.get(importer.id) ?? 0) + 1);
      } else {
        supersededBySource.set(importer.id, (supersededBySource.get(importer.id) ?? 0) + 1);
      }
    }
  }
  return { kept, keptBySource, supersededBySource };
}

/**
 * A dataset files a game or a team-season under the league it covers; the teams' eras say which league
 * they were in that season (the AFL of 1960-1969 is its own league in an NFL dataset). A game between two
 * teams of the same other league is that league's; a game across leagues (Super Bowls I-IV) stays as filed.
 */
function inTheirLeagues<T extends { league: LeagueSlug; season: number }>(seed: Seed, rows: ReadonlyArray<T>, teamsOf: (row: T) => Array<string>): Array<T> {
  const leagueOf = leagueInSeasonLookup(seed.eras);
  return rows.map((row) => {
    const leagues = teamsOf(row).map((team) => leagueOf(team, row.season));
    const league = leagues[0];
    return league && league !== row.league && leagues.every((other) => other === league) ? { ...row, league } : row;
  });
}

function datasetReport(importer: DatasetImporter, data: Collected, seconds: number): DatasetReport {
  return {
    id: importer.id,
    rowsEmitted: rowsEmitted(data),
    seconds,
    gamesKept: 0,
    gamesSuperseded: 0,
    unmatched: data.unmatched.length,
    skipped: data.skipped.length,
  };
}

/** The curated seed, checked (seedProblems): a problem stops the import unless allowed. */
async function checkedSeed(options: ImportOptions): Promise<Seed> {
  const seed = await readSeed();
  const problems = seedProblems(seed, options.lastCompletedSeason ?? defaultLastCompletedSeason);
  if (problems.length > 0 && options.allowSeedProblems) options.onSeedProblems?.(problems);
  else if (problems.length > 0) {
    const first = problems[0];
    const match = /^(.*?):(\d+): (.*)$/.exec(first);
    const error = match ? new ImportError(match[1], Number(match[2]), match[3]) : new ImportError("db/seed", 0, first);
    error.message += problems.length > 1 ? ` (and ${problems.length - 1} more seed problems)` : "";
    throw error;
  }
  return seed;
}

type ReadDataset = LoadedDataset & { seconds: number };

/** Every dataset found in the data folder, read and checked (on several threads when asked). */
async function readDatasets(seed: Seed, teamCodes: TeamCodes, options: ImportOptions) {
  const modules = options.importers ? null : await loadImporterModules();
  const importers = options.importers ?? (modules ?? []).map((module) => module.importer);
  const leagueSlugs = seed.leagues.map((league) => league.slug);
  const collected: Array<ReadDataset> = [];
  const missingDatasets: Array<string> = [];
  const found: Array<{ importer: DatasetImporter; href: string | null; dir: string }> = [];
  for (const [index, importer] of importers.entries()) {
    const dir = options.dataDir ? join(options.dataDir, importer.id) : null;
    if (!dir || !existsSync(dir)) missingDatasets.push(importer.id);
    else found.push({ importer, href: modules?.[index].href ?? null, dir });
  }
  const threads = options.threads ?? 1;
  const parallel = threads > 1 && found.every((job) => job.href !== null);
  if (parallel) {
    const jobs = found.map(({ importer, href, dir }) => ({ importer, href: href as string, dir }));
    const results = await collectInParallel(jobs, leagueSlugs, threads, ({ importer }, data, seconds) => {
      options.onDatasetStart?.(importer.id);
      options.onDatasetDone?.(datasetReport(importer, data, seconds));
    });
    results.forEach(({ data, seconds }, index) => collected.push({ importer: jobs[index].importer, data, seconds }));
  }
  for (const { importer, dir } of parallel ? [] : found) {
    options.onDatasetStart?.(importer.id);
    const datasetStarted = performance.now();
    const data = await collectImport(importer, dir, {
      teamCodes,
      onProgress: (read, total) => options.onProgress?.(importer.id, read, total),
    });
    const seconds = (performance.now() - datasetStarted) / 1000;
    collected.push({ importer, data, seconds });
    options.onDatasetDone?.({ ...datasetReport(importer, data, seconds), gamesKept: 0, gamesSuperseded: 0 });
  }
  return { collected, missingDatasets };
}

/**
 * Runs the import's steps (steps/index.ts) in order in one transaction, reporting each one's time. With a
 * games side (games-side.ts), the steps marked for it run there too or instead, as each one's mark says.
 */
async function writeSteps(
  db: Database,
  fields: Omit<Parameters<typeof loadContext>[0], "tx">,
  { onStep, statementTimings, gamesSide }: Pick<ImportOptions, "onStep" | "statementTimings"> & { gamesSide: Database | null },
) {
  return db.transaction(async (tx) => {
    const ctx = loadContext({ ...fields, tx });
    const timed = (sql: Sql, name: string) => (statementTimings ? timedSql(sql, name, statementTimings) : sql);
    const lastShared = LOAD_STEPS.findLastIndex((step) => step.gamesSide === "both");
    let sideSteps: Promise<Map<LoadStep, Record<string, number>>> | null = null;
    if (gamesSide) await gamesSide.exec("BEGIN");
    for (const [index, step] of LOAD_STEPS.entries()) {
      const stepStarted = performance.now();
      const sql = timed(tx, step.name);
      const side = gamesSide && timed(gamesSide, `${step.name} (games side)`);
      const mark = side ? step.gamesSide : undefined;
      ctx.tx = side && mark === "both" ? bothSql(sql, side) : sql;
      const running = side && sideSteps && typeof mark === "object" ? takeFromSide(sideSteps, step, side, sql, mark.copies, ctx) : step.run(ctx);
      // The next step's preparation runs meanwhile (LoadStep.prepare), once this step has sent its first
      // statement; its reads go on this step's connection.
      LOAD_STEPS[index + 1]?.prepare?.(ctx);
      await running;
      if (gamesSide && index === lastShared) {
        // The games side's own steps start now, on its thread, with what the shared steps made; the
        // feed's recorded games are read once, for both databases' feed steps.
        ctx.recordedFeed = await recordedFeedGames(tx);
        sideSteps = runGamesSide(gamesSide, { ...ctx, counts: {} }, LOAD_STEPS.slice(index + 1), timed);
        sideSteps.catch(() => undefined); // awaited by the first step it runs instead
      }
      onStep?.(step.name, (performance.now() - stepStarted) / 1000);
    }
    // Read before the commit: read after it, every page of the games would get its hint bits set and,
    // with data checksums on, be written whole to the WAL (about 130 MB).
    const leagues = await tx.query<LeagueGames>(
      `SELECT l.slug AS league,
              (SELECT count(*)::int FROM games g WHERE g.league_id = l.id) AS games,
              (SELECT min(season_start_year) FROM games g WHERE g.league_id = l.id) AS first_season,
              (SELECT max(season_start_year) FROM games g WHERE g.league_id = l.id) AS last_season,
              (SELECT count(*)::int FROM championship_results r JOIN championships c ON c.id = r.championship_id
                WHERE c.league_id = l.id) AS results
       FROM leagues l ORDER BY l.id`,
    );
    return { counts: ctx.counts, quality: madeBy(ctx.quality, "the data-quality report", dataQuality.name), leagues };
  });
}

/** A step run on the games side: its tables copied back to the import's database, with the counts it made. */
async function takeFromSide(
  made: Promise<Map<LoadStep, Record<string, number>>>,
  step: LoadStep,
  side: Sql,
  main: Sql,
  copies: ReadonlyArray<SideTable>,
  ctx: LoadContext,
): Promise<void> {
  const counts = (await made).get(step);
  await copyBack(side, main, copies);
  await main.exec(`ANALYZE ${copies.map((copy) => copy.table).join(", ")}`);
  Object.assign(ctx.counts, counts);
}

/** A league's games and titles as the import summary lists them. */
type LeagueGames = { league: string; games: number; first_season: number | null; last_season: number | null; results: number };

/** The games side's steps (marked "also" or with tables to copy), in order; the counts each one made. */
async function runGamesSide(
  side: Sql,
  ctx: LoadContext,
  steps: ReadonlyArray<LoadStep>,
  timed: (sql: Sql, name: string) => Sql,
): Promise<Map<LoadStep, Record<string, number>>> {
  const made = new Map<LoadStep, Record<string, number>>();
  // The planner's statistics on what the shared steps wrote, as the import's statistics step takes them.
  await side.exec("ANALYZE");
  for (const step of steps) {
    if (step.gamesSide === undefined || step.gamesSide === "both") continue;
    const before = new Set(Object.keys(ctx.counts));
    ctx.tx = timed(side, `${step.name} (games side)`);
    await step.run(ctx);
    made.set(step, Object.fromEntries(Object.entries(ctx.counts).filter(([table]) => !before.has(table))));
  }
  return made;
}

/**
 * Reads and checks the seed, reads the datasets, chooses the games, then runs the steps that write
 * the database (steps/index.ts) in one transaction. `database` may still be opening (a promise): it
 * is needed only once the datasets are read, so the CLI opens and migrates it meanwhile.
 */
export async function runImport(database: Database | Promise<Database>, options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const seed = await checkedSeed(options);
  const teamCodes = await loadTeamCodes(seed.leagues.map((league) => league.slug));
  const { collected, missingDatasets } = await readDatasets(seed, teamCodes, options);
  options.onStep?.("read datasets", (performance.now() - started) / 1000);
  const chosen = chooseGames(collected);
  const { keptBySource, supersededBySource } = chosen;
  const games = inTheirLeagues(seed, chosen.kept, (game) => [game.home, game.away]);
  for (const entry of collected) entry.data.teamSeasons = inTheirLeagues(seed, entry.data.teamSeasons, (record) => [record.team]);
  const datasets: Array<DatasetReport> = collected.map(({ importer, data, seconds }) => ({
    ...datasetReport(importer, data, seconds),
    gamesKept: keptBySource.get(importer.id) ?? 0,
    gamesSuperseded: supersededBySource.get(importer.id) ?? 0,
  }));

  const db = await database;
  const gamesSide = (await options.gamesSide) ?? null;
  const {
    counts: tables,
    quality,
    leagues,
  } = await writeSteps(db, { seed, datasets: collected, games, teamCodes, now: options.now }, { ...options, gamesSide });
  const skippedByReason = new Map<string, { source: string; reason: string; rows: number }>();
  for (const { data } of collected) {
    for (const skipped of data.skipped as Array<Skipped>) {
      const key = `${skipped.source}|${skipped.reason}`;
      const entry = skippedByReason.get(key) ?? { source: skipped.source, reason: skipped.reason, rows: 0 };
      entry.rows++;
      skippedByReason.set(key, entry);
    }
  }
  const summary: ImportSummary = {
    tables,
    leagues: leagues.map((row) => ({
      league: row.league,
      games: row.games,
      firstSeason: row.first_season,
      lastSeason: row.last_season,
      results: row.results,
    })),
    datasets,
    missingDatasets,
    unmatched: collected.flatMap(({ data }) => data.unmatched),
    skippedByReason: [...skippedByReason.values()],
    seconds: (performance.now() - started) / 1000,
  };
  await db.query("INSERT INTO import_runs (seed_hash, summary, quality_report) VALUES ($1, $2, $3)", [
    dataFingerprint(options.dataDir),
    JSON.stringify({ ...summary, unmatched: summary.unmatched.slice(0, 200) }),
    JSON.stringify(quality),
  ]);
  return summary;
}
