// Builds the database from the seed and every dataset found: everything is read and checked first,
// then written in one transaction, so a failure leaves the previous data as it was.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { careerStats } from "../../core/career-stats";
import { seasonOpenedBy } from "../../core/season-status";
import { foldText, nameKey, namesKeys, withSuffix } from "../../core/names";
import { seasonLabel } from "../../core/seasons";
import type { SportSlug } from "../../sites/site";
import { ImportError } from "../csv";
import type { Database, Sql } from "../database";
import { collectImport, type Collected, type Skipped, type Unmatched } from "../import/collect";
import { loadTeamCodes } from "../import/team-codes";
import type { LeagueSlug } from "../../core/leagues";
import { gamePart, type DatasetImporter, type GameRecord } from "../import/types";
import { applyFeedGames, recordedFeedGames } from "../live/apply-scoreboard";
import { bulkInsert } from "./bulk-insert";
import { dataFingerprint } from "./fingerprint";
import { eraInSeason, leagueInSeasonLookup, readSeed, seedProblems, venueNameInSeason, type Seed, type SeedEra, type SeedNameSuffix } from "./seed";
import { uniqueSlugger, slugify } from "./slug";
import { deriveSeasons } from "./derive-seasons";
import { deriveRecordBook } from "./record-book";
import { measureQuality } from "./data-quality-report";
import { createPlayersLoad, derivePeopleFacts, mergeSeasonLines, mergeStints, PLAYERS_LOAD } from "./people-derived";
import { endOfSeasonStreaks } from "./streaks";
import { collectInParallel } from "./collect-parallel";
import { mergePeople, mergePlayers, SupersededLines } from "./superseded-lines";
import { loadImporterModules } from "./sources";

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
};

/** The NBA, NHL and college hockey/basketball seasons of 2024-25 and the 2024 seasons of the rest. */
export function defaultLastCompletedSeason(): number {
  return 2024;
}

/** The big tables whose secondary indexes are rebuilt after the load. */
const BULK_TABLES = ["games", "player_seasons", "team_season_records", "people", "players", "coaching_stints", "awards"];

const TABLES = [
  "standings",
  "awards",
  "coaching_stints",
  "coaches",
  "player_seasons",
  "players",
  "people",
  "team_season_records",
  "championship_results",
  "games",
  "seasons",
  "team_eras",
  "teams",
  "venues",
  "championships",
  "leagues",
  "levels",
  "sports",
  "data_sources",
];

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

function rowsEmitted(data: Collected): number {
  return (
    data.games.length +
    data.teamSeasons.length +
    data.people.length +
    data.players.length +
    data.playerSeasons.length +
    data.coachStints.length +
    data.awards.length
  );
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

/**
 * `database` may still be opening (a promise): it is needed only once the datasets are read, so the
 * CLI opens and migrates it meanwhile.
 */
export async function runImport(database: Database | Promise<Database>, options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const seed = await readSeed();
  const lastCompleted = options.lastCompletedSeason ?? defaultLastCompletedSeason;
  const problems = seedProblems(seed, lastCompleted);
  if (problems.length > 0 && options.allowSeedProblems) options.onSeedProblems?.(problems);
  else if (problems.length > 0) {
    const first = problems[0];
    const match = /^(.*?):(\d+): (.*)$/.exec(first);
    const error = match ? new ImportError(match[1], Number(match[2]), match[3]) : new ImportError("db/seed", 0, first);
    error.message += problems.length > 1 ? ` (and ${problems.length - 1} more seed problems)` : "";
    throw error;
  }

  const modules = options.importers ? null : await loadImporterModules();
  const importers = options.importers ?? (modules ?? []).map((module) => module.importer);
  const leagueSlugs = seed.leagues.map((league) => league.slug);
  const teamCodes = await loadTeamCodes(leagueSlugs);
  const collected: Array<{ importer: DatasetImporter; data: Collected; seconds: number }> = [];
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
  const { counts: tables, quality } = await db.transaction(async (tx) => {
    await tx.exec(`TRUNCATE ${TABLES.join(", ")} RESTART IDENTITY CASCADE`);
    // Memory for the index builds and the derived tables' sorts and hashes (this transaction only).
    await tx.exec("SET LOCAL maintenance_work_mem = '256MB'; SET LOCAL work_mem = '64MB'");
    // Loading first and indexing after is several times faster on both engines.
    const indexes = await tx.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes
       WHERE schemaname = current_schema() AND tablename = ANY($1) AND indexdef NOT LIKE '%UNIQUE%'`,
      [BULK_TABLES],
    );
    for (const index of indexes) await tx.exec(`DROP INDEX ${index.indexname}`);
    const counts = await writeEverything(tx, seed, collected, games, options.onStep, options.now);
    let stepStarted = performance.now();
    const onStepTimed = (step: string) => {
      options.onStep?.(step, (performance.now() - stepStarted) / 1000);
      stepStarted = performance.now();
    };
    for (const index of indexes) await tx.exec(index.indexdef);
    onStepTimed("indexes");
    // Statistics before the standings are derived: the planner then joins the games by hash, not by loops.
    await tx.exec("ANALYZE");
    onStepTimed("statistics");
    // The live feed's games are kept across imports (decision 0120): re-applied on the datasets' games,
    // where a dataset's fixture of the same game becomes the feed's game and a dataset's final is kept.
    const feed = await applyFeedGames(tx, await recordedFeedGames(tx), teamCodes, { record: false, refresh: false, now: options.now });
    if (feed.inserted + feed.updated + feed.unchanged > 0) counts.feed_games = feed.inserted + feed.updated + feed.unchanged;
    onStepTimed("live-feed games re-applied");
    const standingsStarted = performance.now();
    await deriveSeasons(tx, { streaks: (sql) => writeStreaks(sql, games, new Map(seed.franchises.map((f, i) => [f.slug, i + 1]))) });
    counts.standings = (await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM standings"))[0].n;
    counts.season_summaries = (await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM season_summaries"))[0].n;
    options.onStep?.("standings and season figures", (performance.now() - standingsStarted) / 1000);
    await tx.exec("ANALYZE standings, season_summaries");
    const recordBookStarted = performance.now();
    await deriveRecordBook(tx);
    options.onStep?.("record book", (performance.now() - recordBookStarted) / 1000);
    const qualityStarted = performance.now();
    const quality = await measureQuality(tx);
    options.onStep?.("data-quality report", (performance.now() - qualityStarted) / 1000);
    return { counts, quality };
  });

  const leagues = await db.query<{ league: string; games: number; first_season: number | null; last_season: number | null; results: number }>(
    `SELECT l.slug AS league,
            (SELECT count(*)::int FROM games g WHERE g.league_id = l.id) AS games,
            (SELECT min(season_start_year) FROM games g WHERE g.league_id = l.id) AS first_season,
            (SELECT max(season_start_year) FROM games g WHERE g.league_id = l.id) AS last_season,
            (SELECT count(*)::int FROM championship_results r JOIN championships c ON c.id = r.championship_id
              WHERE c.league_id = l.id) AS results
     FROM leagues l ORDER BY l.id`,
  );
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

async function writeEverything(
  tx: Sql,
  seed: Seed,
  collected: ReadonlyArray<{ importer: DatasetImporter; data: Collected }>,
  games: ReadonlyArray<GameRecord>,
  onStep: ImportOptions["onStep"] = () => undefined,
  now: Date = new Date(),
): Promise<Record<string, number>> {
  let stepStarted = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    onStep(name, (now - stepStarted) / 1000);
    stepStarted = now;
  };
  const counts: Record<string, number> = {};
  const idOf = <T extends { slug: string }>(items: ReadonlyArray<T>) => new Map(items.map((item, index) => [item.slug, index + 1]));

  const sportIds = idOf(seed.sports);
  const levelIds = idOf(seed.levels);
  const leagueIds = idOf(seed.leagues);
  const championshipIds = idOf(seed.championships);
  const venueIds = idOf(seed.venues);
  const teamIds = idOf(seed.franchises);
  const sportOfLeague = new Map(seed.leagues.map((league) => [league.slug, league.sport as SportSlug]));

  counts.sports = await bulkInsert(
    tx,
    "sports",
    [
      ["id", "int"],
      ["slug", "text"],
      ["name", "text"],
      ["abbreviation", "text"],
    ],
    seed.sports.map((s, i) => [i + 1, s.slug, s.name, s.abbreviation]),
  );
  counts.levels = await bulkInsert(
    tx,
    "levels",
    [
      ["id", "int"],
      ["slug", "text"],
      ["name", "text"],
    ],
    seed.levels.map((l, i) => [i + 1, l.slug, l.name]),
  );
  counts.leagues = await bulkInsert(
    tx,
    "leagues",
    [
      ["id", "int"],
      ["slug", "text"],
      ["name", "text"],
      ["abbreviation", "text"],
      ["sport_id", "int"],
      ["level_id", "int"],
      ["founded_year", "int"],
      ["source", "text"],
    ],
    seed.leagues.map((l, i) => [i + 1, l.slug, l.name, l.abbreviation, sportIds.get(l.sport), levelIds.get(l.level), l.founded, l.source]),
  );
  counts.championships = await bulkInsert(
    tx,
    "championships",
    [
      ["id", "int"],
      ["slug", "text"],
      ["league_id", "int"],
      ["name", "text"],
      ["official_name", "text"],
      ["description", "text"],
      ["trophy_name", "text"],
      ["first_year", "int"],
      ["last_year", "int"],
      ["format", "text"],
      ["selector", "text"],
      ["source", "text"],
    ],
    seed.championships.map((c, i) => [
      i + 1,
      c.slug,
      leagueIds.get(c.league),
      c.name,
      c.officialName,
      c.description,
      c.trophyName,
      c.firstYear,
      c.lastYear,
      c.format,
      c.selector,
      c.source,
    ]),
  );
  counts.venues = await bulkInsert(
    tx,
    "venues",
    [
      ["id", "int"],
      ["slug", "text"],
      ["name", "text"],
      ["city", "text"],
      ["state", "text"],
      ["country", "text"],
      ["capacity", "int"],
      ["opened_year", "int"],
      ["source", "text"],
    ],
    seed.venues.map((v, i) => [i + 1, v.slug, v.name, v.city, v.state, v.country, v.capacity, v.opened, v.source]),
  );

  const latestEra = (franchise: string): SeedEra | undefined =>
    seed.eras
      .filter((era) => era.franchise === franchise)
      .sort((a, b) => (b.lastSeason ?? Infinity) - (a.lastSeason ?? Infinity) || (b.firstSeason ?? 0) - (a.firstSeason ?? 0))[0];
  counts.teams = await bulkInsert(
    tx,
    "teams",
    [
      ["id", "int"],
      ["slug", "text"],
      ["league_id", "int"],
      ["name", "text"],
      ["short_name", "text"],
      ["abbreviation", "text"],
      ["city", "text"],
      ["state", "text"],
      ["country", "text"],
      ["founded_year", "int"],
      ["folded_year", "int"],
      ["conference", "text"],
      ["division", "text"],
      ["venue_id", "int"],
      ["source", "text"],
    ],
    seed.franchises.map((f, i) => {
      const era = latestEra(f.slug);
      const venue = f.venue ? seed.venues.find((v) => v.slug === f.venue) : undefined;
      return [
        i + 1,
        f.slug,
        leagueIds.get(era?.eraLeague ?? f.league),
        era?.name ?? f.slug,
        era?.nickname,
        era?.abbreviation,
        era?.city,
        era?.state,
        venue?.country ?? (era?.state && era.state.length === 2 ? "USA" : null),
        f.founded,
        f.folded,
        f.conference,
        f.division,
        f.venue ? venueIds.get(f.venue) : null,
        f.source,
      ];
    }),
  );
  counts.team_eras = await bulkInsert(
    tx,
    "team_eras",
    [
      ["team_id", "int"],
      ["league_id", "int"],
      ["slug", "text"],
      ["first_season", "int"],
      ["last_season", "int"],
      ["name", "text"],
      ["nickname", "text"],
      ["city", "text"],
      ["state", "text"],
      ["abbreviation", "text"],
      ["note", "text"],
      ["source", "text"],
    ],
    seed.eras.map((e) => [
      teamIds.get(e.franchise),
      leagueIds.get(e.eraLeague),
      slugify(e.name),
      e.firstSeason,
      e.lastSeason,
      e.name,
      e.nickname,
      e.city,
      e.state,
      e.abbreviation,
      e.note,
      e.source,
    ]),
  );

  // Seasons: every league-season a championship, a game or a published record refers to.
  step("seed");
  const seasonYears = new Map<LeagueSlug, Set<number>>();
  const addSeason = (league: LeagueSlug, year: number) => {
    const years = seasonYears.get(league) ?? new Set<number>();
    years.add(year);
    seasonYears.set(league, years);
  };
  for (const result of seed.results) addSeason(result.league, result.season);
  for (const game of games) addSeason(game.league, game.season);
  for (const { data } of collected) for (const record of data.teamSeasons) addSeason(record.league, record.season);
  // A league still playing has the seasons it has opened since the newest we hold, held or not: a
  // season under way is listed as in progress, a finished one we hold nothing of says so.
  for (const league of seed.leagues) {
    const held = seasonYears.get(league.slug);
    if (league.lastSeason !== null || !held?.size) continue;
    for (let year = Math.max(...held) + 1; year <= seasonOpenedBy(league.slug, now); year++) addSeason(league.slug, year);
  }
  const seasonRows: Array<Array<unknown>> = [];
  const seasonIds = new Map<string, number>();
  for (const league of seed.leagues) {
    const years = [...(seasonYears.get(league.slug) ?? [])].sort((a, b) => a - b);
    for (const year of years) {
      const id = seasonRows.length + 1;
      const sport = sportOfLeague.get(league.slug) ?? null;
      const label = seasonLabel(year, sport);
      seasonIds.set(`${league.slug}|${year}`, id);
      seasonRows.push([
        id,
        `${year}-${league.slug}-season`,
        leagueIds.get(league.slug),
        year,
        sport === "baseball" ? year : year + 1,
        `${label} ${league.abbreviation} Season`,
        label,
      ]);
    }
  }
  counts.seasons = await bulkInsert(
    tx,
    "seasons",
    [
      ["id", "int"],
      ["slug", "text"],
      ["league_id", "int"],
      ["start_year", "int"],
      ["end_year", "int"],
      ["name", "text"],
      ["label", "text"],
    ],
    seasonRows,
  );

  const eraName = (franchise: string | null, season: number) => (franchise ? (eraInSeason(seed.eras, franchise, season)?.name ?? null) : null);
  counts.championship_results = await bulkInsert(
    tx,
    "championship_results",
    [
      ["championship_id", "int"],
      ["season_id", "int"],
      ["season_start_year", "int"],
      ["edition", "text"],
      ["game_date", "date"],
      ["status", "text"],
      ["winner_team_id", "int"],
      ["runner_up_team_id", "int"],
      ["winner_name", "text"],
      ["runner_up_name", "text"],
      ["winner_score", "int"],
      ["runner_up_score", "int"],
      ["series", "text"],
      ["mvp", "text"],
      ["venue_name", "text"],
      ["city", "text"],
      ["state", "text"],
      ["winning_coach", "text"],
      ["winner_record", "text"],
      ["note", "text"],
      ["source", "text"],
      ["winning_coach_key", "text"],
    ],
    seed.results.map((r) => [
      championshipIds.get(r.championship),
      seasonIds.get(`${r.league}|${r.season}`),
      r.season,
      r.edition,
      r.date,
      r.status,
      r.winner ? teamIds.get(r.winner) : null,
      r.runnerUp ? teamIds.get(r.runnerUp) : null,
      eraName(r.winner, r.season),
      eraName(r.runnerUp, r.season),
      r.winnerScore,
      r.runnerUpScore,
      r.series,
      r.mvp,
      r.venue,
      r.city,
      r.state,
      r.winningCoach,
      r.winnerRecord,
      r.note,
      r.source,
      r.winningCoach ? namesKeys(r.winningCoach) : null,
    ]),
  );

  counts.games = await bulkInsert(
    tx,
    "games",
    [
      ["league_id", "int"],
      ["season_id", "int"],
      ["season_start_year", "int"],
      ["game_date", "date"],
      ["game_time", "text"],
      ["home_team_id", "int"],
      ["away_team_id", "int"],
      ["home_score", "int"],
      ["away_score", "int"],
      ["status", "text"],
      ["game_type", "text"],
      ["week", "text"],
      ["round", "text"],
      ["venue_name", "text"],
      ["neutral_site", "bool"],
      ["attendance", "int"],
      ["overtime", "text"],
      ["source", "text"],
      ["line_score", "jsonb"],
    ],
    games.map((g) => [
      leagueIds.get(g.league),
      seasonIds.get(`${g.league}|${g.season}`),
      g.season,
      g.date,
      g.time ?? null,
      teamIds.get(g.home),
      teamIds.get(g.away),
      g.homeScore,
      g.awayScore,
      g.status,
      g.type,
      g.week ?? null,
      g.round ?? null,
      venueNameInSeason(seed.venueNames, g.venue, g.season),
      g.neutralSite ?? false,
      g.attendance ?? null,
      g.overtime ?? null,
      g.source,
      g.lineScore ?? null,
    ]),
  );

  step("games");
  const records = collected.flatMap(({ data }) => data.teamSeasons);
  counts.team_season_records = await bulkInsert(
    tx,
    "team_season_records",
    [
      ["team_id", "int"],
      ["league_id", "int"],
      ["season_start_year", "int"],
      ["wins", "int"],
      ["losses", "int"],
      ["ties", "int"],
      ["ot_losses", "int"],
      ["points_for", "int"],
      ["points_against", "int"],
      ["conference", "text"],
      ["division", "text"],
      ["division_rank", "int"],
      ["made_playoffs", "bool"],
      ["points", "int"],
      ["venue_name", "text"],
      ["attendance", "int"],
      ["source", "text"],
    ],
    records
      .filter((r) => teamIds.has(r.team))
      .map((r) => [
        teamIds.get(r.team),
        leagueIds.get(r.league),
        r.season,
        r.wins,
        r.losses,
        r.ties ?? null,
        r.overtimeLosses ?? null,
        r.pointsFor ?? null,
        r.pointsAgainst ?? null,
        r.conference ?? null,
        r.division ?? null,
        r.divisionRank ?? null,
        r.madePlayoffs ?? null,
        r.points ?? null,
        venueNameInSeason(seed.venueNames, r.venue, r.season),
        r.attendance ?? null,
        r.source,
      ]),
  );

  step("team season records");
  Object.assign(counts, await writePeople(tx, collected, leagueIds, teamIds, seed.nameSuffixes));
  step("people, players, coaches, awards");
  await derivePeopleFacts(tx, { playersLoaded: true });
  step("people-directory facts");

  const sourceRows = collected.map(({ importer, data }) => [
    importer.id,
    importer.homepage,
    importer.licence,
    importer.attribution,
    importer.leagues.join(","),
    rowsEmitted(data),
    new Date().toISOString(),
  ]);
  for (const row of sourceRows) {
    await tx.query(
      "INSERT INTO data_sources (id, homepage, licence, attribution, leagues, rows_imported, imported_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
      row,
    );
  }
  counts.data_sources = sourceRows.length;

  for (const table of ["sports", "levels", "leagues", "championships", "venues", "teams", "seasons"]) {
    await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`);
  }
  return counts;
}

/** Each team's streak at the end of its regular season, on the standings derived from games. */
async function writeStreaks(tx: Sql, games: ReadonlyArray<GameRecord>, teamIds: Map<string, number>): Promise<void> {
  const streaks = endOfSeasonStreaks(games);
  await tx.query(
    `UPDATE standings st SET streak = u.length, streak_type = u.type
     FROM unnest($1::int[], $2::int[], $3::int[], $4::text[]) AS u(team_id, season, length, type)
     WHERE st.team_id = u.team_id AND st.season_start_year = u.season`,
    [streaks.map((x) => teamIds.get(x.team)), streaks.map((x) => x.season), streaks.map((x) => x.length), streaks.map((x) => x.type)],
  );
}

async function writePeople(
  tx: Sql,
  collected: ReadonlyArray<{ importer: DatasetImporter; data: Collected }>,
  leagueIds: Map<string, number>,
  teamIds: Map<string, number>,
  nameSuffixes: ReadonlyArray<SeedNameSuffix>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const people = mergePeople(collected.flatMap(({ data }) => data.people));
  const seedSuffix = new Map(nameSuffixes.map((entry) => [entry.personKey, entry.suffix]));
  const personIds = new Map<string, number>();
  const personSlug = uniqueSlugger();
  const personRows: Array<Array<unknown>> = [];
  for (const p of people) {
    if (personIds.has(p.key)) continue;
    const id = personRows.length + 1;
    personIds.set(p.key, id);
    const suffix = p.suffix ?? seedSuffix.get(p.key) ?? null;
    const fullName = withSuffix(`${p.firstName} ${p.lastName}`.trim(), suffix);
    personRows.push([
      id,
      personSlug(fullName),
      p.key,
      p.firstName,
      p.lastName,
      fullName,
      p.birthDate ?? null,
      p.birthCity ?? null,
      p.birthState ?? null,
      p.birthCountry ?? null,
      p.deathDate ?? null,
      p.college ?? null,
      p.heightInches ?? null,
      p.weightPounds ?? null,
      p.hallOfFame ?? false,
      p.deathsRecorded ?? false,
      suffix,
      nameKey(fullName),
      foldText(fullName),
    ]);
  }
  // Not awaited yet: the players' rows below are built while the database writes the people.
  const peopleWritten = bulkInsert(
    tx,
    "people",
    [
      ["id", "int"],
      ["slug", "text"],
      ["source_key", "text"],
      ["first_name", "text"],
      ["last_name", "text"],
      ["full_name", "text"],
      ["birth_date", "date"],
      ["birth_city", "text"],
      ["birth_state", "text"],
      ["birth_country", "text"],
      ["death_date", "date"],
      ["college", "text"],
      ["height_inches", "int"],
      ["weight_pounds", "int"],
      ["hall_of_fame", "bool"],
      ["deaths_recorded", "bool"],
      ["suffix", "text"],
      ["name_key", "text"],
      ["search_name", "text"],
    ],
    personRows,
  );
  peopleWritten.catch(() => undefined); // awaited below
  const slugOfPerson = new Map(personRows.map((row) => [row[0] as number, row[1] as string]));
  const nameOfPerson = new Map(personRows.map((row) => [row[0] as number, row[5] as string]));

  // Players: one per person and league; seasons give first/last season and the current team.
  const superseded = new SupersededLines();
  const playerSeasons = mergeSeasonLines(
    collected.flatMap(({ data }) => data.playerSeasons).filter((s) => personIds.has(s.personKey)),
    superseded.add,
  );
  const latestSeasonByLeague = new Map<string, number>();
  for (const s of playerSeasons) latestSeasonByLeague.set(s.league, Math.max(latestSeasonByLeague.get(s.league) ?? 0, s.season));
  const playerIds = new Map<string, number>();
  const playerRows: Array<Array<unknown>> = [];
  const playerSlug = uniqueSlugger();
  const seasonsByPlayer = new Map<string, Array<(typeof playerSeasons)[number]>>();
  for (const s of playerSeasons) {
    const key = `${s.personKey}|${s.league}`;
    const list = seasonsByPlayer.get(key) ?? [];
    list.push(s);
    seasonsByPlayer.set(key, list);
  }
  const playerRecords = mergePlayers(collected.flatMap(({ data }) => data.players).filter((p) => personIds.has(p.personKey)));
  const playerRecordByKey = new Map(playerRecords.map((p) => [`${p.personKey}|${p.league}`, p]));
  const addPlayer = (personKey: string, league: string) => {
    const key = `${personKey}|${league}`;
    if (playerIds.has(key)) return;
    const record = playerRecordByKey.get(key);
    const seasons = (seasonsByPlayer.get(key) ?? []).sort((a, b) => a.season - b.season);
    const last = seasons.at(-1);
    const id = playerRows.length + 1;
    playerIds.set(key, id);
    const personId = personIds.get(personKey) as number;
    const lastSeason = record?.lastSeason ?? last?.season ?? null;
    const isActive = lastSeason !== null && lastSeason >= (latestSeasonByLeague.get(league) ?? Infinity);
    playerRows.push([
      id,
      playerSlug(slugOfPerson.get(personId) ?? personKey),
      personId,
      leagueIds.get(league),
      record?.position ?? last?.position ?? null,
      record?.firstSeason ?? seasons[0]?.season ?? null,
      lastSeason,
      record?.draftYear ?? null,
      record?.draftRound ?? null,
      record?.draftPick ?? null,
      record?.draftTeam ? (teamIds.get(record.draftTeam) ?? null) : null,
      record?.jerseyNumber ?? last?.jerseyNumber ?? null,
      last?.team ? (teamIds.get(last.team) ?? null) : null,
      isActive,
      careerStats(
        seasons.map((line) => ({ team_id: line.team ? 1 : null, season_start_year: line.season, stats: line.stats, other_league: line.otherLeague ?? null })),
      ),
    ]);
  };
  for (const record of playerRecords) addPlayer(record.personKey, record.league);
  for (const s of playerSeasons) addPlayer(s.personKey, s.league);
  counts.people = await peopleWritten;
  counts.superseded_season_lines = await superseded.write(tx, personIds, leagueIds);
  // Into a temporary table: derivePeopleFacts writes each player to `players` once, with his facts.
  await createPlayersLoad(tx);
  counts.players = await bulkInsert(
    tx,
    PLAYERS_LOAD,
    [
      ["id", "int"],
      ["slug", "text"],
      ["person_id", "int"],
      ["league_id", "int"],
      ["position", "text"],
      ["first_season", "int"],
      ["last_season", "int"],
      ["draft_year", "int"],
      ["draft_round", "int"],
      ["draft_pick", "int"],
      ["draft_team_id", "int"],
      ["jersey_number", "text"],
      ["current_team_id", "int"],
      ["is_active", "bool"],
      ["career_stats", "jsonb"],
    ],
    playerRows,
  );
  counts.player_seasons = await bulkInsert(
    tx,
    "player_seasons",
    [
      ["player_id", "int"],
      ["team_id", "int"],
      ["season_start_year", "int"],
      ["position", "text"],
      ["jersey_number", "text"],
      ["is_starter", "bool"],
      ["is_captain", "bool"],
      ["stats", "jsonb"],
      ["source", "text"],
      ["other_league", "text"],
    ],
    playerSeasons.map((s) => [
      playerIds.get(`${s.personKey}|${s.league}`),
      s.team ? (teamIds.get(s.team) ?? null) : null,
      s.season,
      s.position ?? null,
      s.jerseyNumber ?? null,
      s.isStarter ?? null,
      s.isCaptain ?? null,
      s.stats,
      s.source,
      s.otherLeague ?? null,
    ]),
  );

  const stints = mergeStints(collected.flatMap(({ data }) => data.coachStints).filter((s) => personIds.has(s.personKey) && teamIds.has(s.team)));
  const coachIds = new Map<string, number>();
  const coachRows: Array<Array<unknown>> = [];
  const coachSlug = uniqueSlugger();
  for (const s of stints) {
    const key = `${s.personKey}|${s.league}`;
    if (coachIds.has(key)) continue;
    const id = coachRows.length + 1;
    coachIds.set(key, id);
    const personId = personIds.get(s.personKey) as number;
    // Coach slugs are their own namespace: coach Phil Jackson is /coaches/phil-jackson even though player Phil Jackson has the person slug.
    coachRows.push([id, coachSlug(slugify(nameOfPerson.get(personId) ?? s.personKey)), personId, leagueIds.get(s.league)]);
  }
  counts.coaches = await bulkInsert(
    tx,
    "coaches",
    [
      ["id", "int"],
      ["slug", "text"],
      ["person_id", "int"],
      ["league_id", "int"],
    ],
    coachRows,
  );
  counts.coaching_stints = await bulkInsert(
    tx,
    "coaching_stints",
    [
      ["coach_id", "int"],
      ["team_id", "int"],
      ["season_start_year", "int"],
      ["title", "text"],
      ["is_head_coach", "bool"],
      ["wins", "int"],
      ["losses", "int"],
      ["ties", "int"],
      ["playoff_wins", "int"],
      ["playoff_losses", "int"],
      ["source", "text"],
      ["season_order", "int"],
      ["note", "text"],
    ],
    stints.map((s) => [
      coachIds.get(`${s.personKey}|${s.league}`),
      teamIds.get(s.team),
      s.season,
      s.title,
      s.isHeadCoach,
      s.wins ?? null,
      s.losses ?? null,
      s.ties ?? null,
      s.playoffWins ?? null,
      s.playoffLosses ?? null,
      s.source,
      s.seasonOrder ?? null,
      s.note ?? null,
    ]),
  );
  const awards = collected.flatMap(({ data }) => data.awards).filter((a) => personIds.has(a.personKey));
  counts.awards = await bulkInsert(
    tx,
    "awards",
    [
      ["person_id", "int"],
      ["league_id", "int"],
      ["season_start_year", "int"],
      ["name", "text"],
      ["source", "text"],
    ],
    awards.map((a) => [personIds.get(a.personKey), leagueIds.get(a.league), a.season, a.award, a.source]),
  );
  return counts;
}
