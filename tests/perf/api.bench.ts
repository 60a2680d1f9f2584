// `npm run bench:api`: p50/p95 and requests/s per API endpoint, in process (handleApiRequest) and over HTTP, per database engine.
import { handleApiRequest } from "../../api/handler";
import { openDatabase, type Database } from "../../db/database";
import {
  freePort,
  httpGet,
  load,
  machineNote,
  markdownTable,
  ms,
  perSecond,
  pgliteDir,
  requireBuild,
  requirePgliteDatabase,
  startAppServer,
  summarise,
  type Child,
  type Measurement,
} from "./support";

/** The budget every endpoint's uncached p95 must meet on the full data (issue 14). */
const BUDGET_MS = 50;
/**
 * An all-rows answer (`page_size=all`, what a CSV download asks for: up to 5,000 rows, core/exports.ts)
 * is not a page: it is asked once per download and then served from the document cache. Its budget
 * (docs/decisions/0067) is five pages' worth.
 */
const EXPORT_BUDGET_MS = 250;
/** Per endpoint: calls for at most this long (at least 3 calls), BENCH_SECONDS to change it. */
const IN_PROCESS_SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const HTTP_SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
/** BENCH_ONLY=games measures only the endpoints whose name or path contains it. */
const ONLY = process.env.BENCH_ONLY ?? "";
const HTTP_CONNECTIONS = 10;
const ORIGIN = "http://bench.localhost";

type Engine = { name: string; open: () => Promise<Database>; serverEnv: Record<string, string | undefined> };
type Endpoint = { name: string; path: string };

/** An endpoint's budget: the page budget, or the export budget for an all-rows answer. */
const budgetOf = (endpoint: Endpoint) => (endpoint.path.includes("page_size=all") ? EXPORT_BUDGET_MS : BUDGET_MS);
type Row = { endpoint: Endpoint; measurement: Measurement; first?: number; size?: number };

async function getJson(db: Database, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await handleApiRequest(new Request(`${ORIGIN}${path}`), db);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function firstResult(body: Record<string, unknown>): Record<string, unknown> | undefined {
  const results = body.results;
  return Array.isArray(results) ? (results[0] as Record<string, unknown> | undefined) : undefined;
}

/** Prefers a well-known key; falls back to the first row of the list so any database works. */
async function pick(db: Database, detail: (key: string) => string, preferred: string | null, list: string): Promise<string> {
  if (preferred !== null && (await getJson(db, detail(preferred))).status === 200) return preferred;
  const first = firstResult((await getJson(db, list)).body);
  const key = first?.slug ?? first?.id;
  if (key === undefined || key === null) throw new Error(`${list} returned no rows: is the database imported?`);
  return String(key);
}

/** The id of the first game of a day, or 1. */
async function firstGameOf(db: Database, day: string): Promise<number> {
  const first = firstResult((await getJson(db, `/api/games/games/?game_date__gte=${day}&game_date__lte=${day}&ordering=date&page_size=1`)).body);
  return typeof first?.id === "number" ? first.id : 1;
}

/** Every endpoint (the site filters a page adds, where it adds them), with keys taken from the database itself. */
async function endpoints(db: Database): Promise<Array<Endpoint>> {
  const championship = await pick(db, (k) => `/api/championships/championships/${k}/`, "super-bowl", "/api/championships/championships/?page_size=1");
  const team = await pick(db, (k) => `/api/teams/teams/${k}/`, "green-bay-packers", "/api/teams/teams/?page_size=1");
  const teamDetail = (await getJson(db, `/api/teams/teams/${team}/`)).body;
  const year = typeof teamDetail.last_season === "number" ? teamDetail.last_season - 1 : 2023;
  const player = await pick(db, (k) => `/api/people/players/${k}/`, "michael-jordan", "/api/people/players/?page_size=1");
  const coach = await pick(db, (k) => `/api/people/coaches/${k}/`, "phil-jackson", "/api/people/coaches/?page_size=1");
  const season = await pick(db, (k) => `/api/championships/seasons/${k}/`, "1995-nba-season", "/api/championships/seasons/?page_size=1");
  const game = await pick(db, (k) => `/api/games/games/${k}/`, null, "/api/games/games/?page_size=1");
  const nfl = "sport__slug=football&level__slug=professional";
  return [
    { name: "sports", path: "/api/core/sports/" },
    { name: "data sources", path: "/api/core/data-sources/" },
    { name: "search", path: "/api/core/search/?q=green" },
    { name: "sitemap", path: "/api/core/sitemap/" },
    { name: "championships list", path: "/api/championships/championships/" },
    { name: "one championship", path: `/api/championships/championships/${championship}/` },
    { name: "championship champions", path: `/api/championships/championships/${championship}/champions/` },
    { name: "championship stats", path: `/api/championships/championships/${championship}/stats/` },
    { name: "championship games", path: `/api/championships/championships/${championship}/games/` },
    { name: "champions ?season__start_year=", path: `/api/championships/champions/?season__start_year=${year}` },
    { name: "champions summary", path: "/api/championships/champions/summary/" },
    { name: "one season (issue 12)", path: `/api/championships/seasons/${season}/` },
    { name: "teams list", path: "/api/teams/teams/" },
    { name: "teams facets", path: "/api/teams/teams/facets/" },
    { name: "one team", path: `/api/teams/teams/${team}/` },
    { name: "team championships", path: `/api/teams/teams/${team}/championships/` },
    { name: "team seasons", path: `/api/teams/teams/${team}/seasons/` },
    { name: "team roster ?year=", path: `/api/teams/teams/${team}/roster/?year=${year}` },
    { name: "team schedule ?year=", path: `/api/teams/teams/${team}/schedule/?year=${year}` },
    { name: "team stats ?year=", path: `/api/teams/teams/${team}/stats/?year=${year}` },
    { name: "games list", path: "/api/games/games/" },
    { name: "games list, page 2 (NFL)", path: `/api/games/games/?${nfl}&page=2` },
    { name: "games list, deepest page (NFL)", path: `/api/games/games/?${nfl}&page=200` },
    { name: "games ?game_date__gte&lte", path: `/api/games/games/?game_date__gte=${year + 1}-01-01&game_date__lte=${year + 1}-01-31` },
    { name: "one game", path: `/api/games/games/${game}/` },
    { name: "games today", path: `/api/games/games/today/?${nfl}` },
    { name: "games live", path: "/api/games/games/live/" },
    { name: "games recent", path: `/api/games/games/recent/?${nfl}` },
    { name: "games upcoming", path: `/api/games/games/upcoming/?${nfl}` },
    { name: "standings ?season= (issue 12)", path: `/api/games/standings/?season=${year}&${nfl}` },
    { name: "standings current (issue 12)", path: `/api/games/standings/current/?${nfl}` },
    { name: "standings by division (issue 12)", path: `/api/games/standings/by_division/?season=${year}&division=NFC%20North&${nfl}` },
    // The scores pages on a busy day (NBA, NHL and MLB: 2019-04-06, 32 games): list, summary, one game.
    { name: "scores day (ordering=date)", path: "/api/games/games/?game_date__gte=2019-04-06&game_date__lte=2019-04-06&ordering=date&page_size=24" },
    { name: "scores summary (day)", path: "/api/games/games/summary/?game_date__gte=2019-04-06&game_date__lte=2019-04-06" },
    { name: "scores summary (31 days, search)", path: "/api/games/games/summary/?game_date__gte=2019-04-01&game_date__lte=2019-05-01&search=boston" },
    { name: "one game (records, series)", path: `/api/games/games/${await firstGameOf(db, "2019-04-06")}/` },
    { name: "analytics (all time)", path: "/api/analytics/dashboard/?metric=games&timeframe=all" },
    { name: "data quality", path: "/api/core/data-quality/" },
    { name: "players of a sport, page 40 (issue 13)", path: "/api/people/players/?sport__slug=baseball&page=40" },
    { name: "players by team and status (issue 13)", path: "/api/people/players/?sport__slug=hockey&team=BOS&status=inactive" },
    { name: "players facets (issue 13)", path: "/api/people/players/facets/?sport__slug=basketball" },
    { name: "coaches name search (issue 13)", path: "/api/people/coaches/?search=jackson" },
    { name: "coaches facets (issue 13)", path: "/api/people/coaches/facets/" },
    { name: "players list (issue 13)", path: "/api/people/players/" },
    { name: "players ?search= (issue 13)", path: "/api/people/players/?search=smith" },
    { name: "one player (issue 13)", path: `/api/people/players/${player}/` },
    { name: "players active (issue 13)", path: "/api/people/players/active/" },
    { name: "players by position (issue 13)", path: `/api/people/players/by_position/?position=QB&${nfl}` },
    { name: "players rookies (issue 13)", path: "/api/people/players/rookies/" },
    { name: "coaches list (issue 13)", path: "/api/people/coaches/" },
    { name: "one coach (issue 13)", path: `/api/people/coaches/${coach}/` },
    { name: "coaches active (issue 13)", path: "/api/people/coaches/active/" },
    { name: "head coaches (issue 13)", path: "/api/people/coaches/head_coaches/" },
    // CSV downloads ask for every row (page_size=all) and the history sorts through the API.
    {
      name: "championship history sorted by champion (issue 16)",
      path: "/api/championships/championships/super-bowl/champions/?sort=champion&dir=asc&page_size=25",
    },
    { name: "scores 31 days, all rows (issue 16)", path: "/api/games/games/?game_date__gte=2019-04-01&game_date__lte=2019-05-01&ordering=date&page_size=all" },
    { name: "NFL quarterbacks, all rows (issue 16)", path: `/api/people/players/?page_size=all&position=QB&${nfl}` },
    { name: "seasons list (issue 12)", path: `/api/championships/seasons/?${nfl}` },
    { name: "seasons list page 4 (issue 12)", path: "/api/championships/seasons/?page=4" },
    { name: "seasons list ?season_status=active (issue 12)", path: "/api/championships/seasons/?season_status=active&page_size=24" },
    { name: "seasons facets (issue 12)", path: "/api/championships/seasons/facets/" },
    { name: "season standings (issue 12)", path: `/api/championships/seasons/${season}/standings/` },
    { name: "season playoffs (issue 12)", path: `/api/championships/seasons/${season}/playoffs/` },
    // The record book (issue 24): lists computed at import, read a page at a time.
    { name: "leaders, career (issue 24)", path: "/api/records/leaders/?league=mlb&statistic=home-runs" },
    { name: "leaders, single season, rate (issue 24)", path: "/api/records/leaders/?league=mlb&statistic=era&span=season" },
    { name: "leaders, active only (issue 24)", path: "/api/records/leaders/?league=nba&statistic=points&active=true" },
    { name: "leaders, career in a range (issue 24)", path: "/api/records/leaders/?league=mlb&statistic=hits&from=1990&to=2009" },
    { name: "leaders, all rows (issue 24)", path: "/api/records/leaders/?league=nhl&statistic=goals&page_size=all" },
    { name: "franchise index (issue 24)", path: "/api/records/franchises/?league=mlb" },
    { name: "head-to-head (issue 24)", path: "/api/records/head-to-head/?teams=new-york-yankees,boston-red-sox" },
    { name: "team records (issue 24)", path: "/api/records/teams/?league=mlb" },
    { name: "team records, college football (issue 24)", path: "/api/records/teams/?league=cfb" },
    { name: "coverage of a college site, the nav's rule (issue 26)", path: "/api/core/coverage/?sport__slug=football&level__slug=college" },
    { name: "awards index (issue 24)", path: "/api/records/awards/" },
    { name: "one award, 104 winners (issue 24)", path: "/api/records/awards/mlb-al-most-valuable-player/" },
    { name: "on this day (issue 24)", path: "/api/records/on-this-day/?date=02-05" },
    { name: "on this day, a busy day (issue 24)", path: "/api/records/on-this-day/?date=10-01" },
    { name: "on this day, all games page 2 (issue 24)", path: "/api/records/on-this-day/games/?date=07-04&league=mlb&kind=regular&page=2" },
    // The NFL's players, leaders and awards (issue 35).
    { name: "NFL leaders, career passing yards (issue 35)", path: "/api/records/leaders/?league=nfl&statistic=passing-yards" },
    { name: "NFL leaders, single-season rushing yards (issue 35)", path: "/api/records/leaders/?league=nfl&statistic=rushing-yards&span=season" },
    { name: "NFL leaders, completions, gaps stated (issue 35)", path: "/api/records/leaders/?league=nfl&statistic=completions" },
    { name: "NFL leaders, career in a range (issue 35)", path: "/api/records/leaders/?league=nfl&statistic=receiving-yards&from=1990&to=2009" },
    { name: "NFL one player (issue 35)", path: "/api/people/players/tom-brady/" },
    { name: "NFL players by career rushing yards (issue 35)", path: `/api/people/players/?${nfl}&ordering=rushing_yards` },
    { name: "NFL players by career passing yards, page 10 (issue 35)", path: `/api/people/players/?${nfl}&ordering=passing_yards&page=10` },
    { name: "NFL team roster 1985 (issue 35)", path: "/api/teams/teams/chicago-bears/roster/?year=1985" },
    { name: "NFL awards (issue 35)", path: `/api/records/awards/?${nfl}` },
    { name: "NFL AP MVP (issue 35)", path: "/api/records/awards/nfl-ap-most-valuable-player/" },
    // Postseason brackets (issue 33): series and rounds written at import, budget 20 ms.
    { name: "bracket, NBA 2015-16 (issue 33)", path: "/api/championships/seasons/2015-nba-season/bracket/" },
    { name: "bracket, NFL 1967 (issue 33)", path: "/api/championships/seasons/1967-nfl-season/bracket/" },
    { name: "bracket, MLB 2004 (issue 33)", path: "/api/championships/seasons/2004-mlb-season/bracket/" },
    { name: "bracket, NCAA 2021, 67 games (issue 33)", path: "/api/championships/seasons/2020-cbb-season/bracket/" },
  ].filter((endpoint) => !ONLY || endpoint.name.includes(ONLY) || endpoint.path.includes(ONLY));
}

/** Calls handleApiRequest one after another for `seconds`, reading each body as the server would. */
async function inProcess(db: Database, endpoint: Endpoint): Promise<Row> {
  const latencies: Array<number> = [];
  const statuses: Record<number, number> = {};
  let failures = 0;
  let first: number | undefined;
  let size = 0;
  const started = performance.now();
  const stopAt = started + IN_PROCESS_SECONDS * 1000;
  // At least 3 calls, unless one call alone takes longer than the run (the slow ones are plain anyway).
  while (performance.now() < stopAt || (latencies.length < 3 && (first ?? 0) < IN_PROCESS_SECONDS * 1000)) {
    const t0 = performance.now();
    const response = await handleApiRequest(new Request(`${ORIGIN}${endpoint.path}`), db);
    const body = await response.text();
    const elapsed = performance.now() - t0;
    first ??= elapsed;
    size = body.length;
    latencies.push(elapsed);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.status !== 200) failures++;
  }
  const seconds = (performance.now() - started) / 1000;
  return { endpoint, measurement: summarise(latencies, seconds, failures, statuses), first, size };
}

function statusText(m: Measurement): string {
  if (m.count === 0) return "no answer in time";
  const codes = Object.keys(m.statuses);
  return m.failures === 0 ? codes.join(", ") : `${codes.join(", ")} (${m.failures} failed)`;
}

function printInProcess(engine: string, rows: Array<Row>) {
  console.log(`\n### In process, uncached: handleApiRequest in a loop, one call at a time, ${IN_PROCESS_SECONDS} s each (${engine})\n`);
  console.log(`Budget: p95 under ${BUDGET_MS} ms for every endpoint; ${EXPORT_BUDGET_MS} ms for an all-rows export (page_size=all).\n`);
  console.log(
    markdownTable(
      ["endpoint", "path", "status", "calls", "p50 ms", "p95 ms", "first call ms", "body KB", "within budget"],
      rows.map((r) => [
        r.endpoint.name,
        `\`${r.endpoint.path}\``,
        statusText(r.measurement),
        String(r.measurement.count),
        ms(r.measurement.p50),
        ms(r.measurement.p95),
        ms(r.first ?? Number.NaN),
        ((r.size ?? 0) / 1024).toFixed(1),
        r.measurement.p95 <= budgetOf(r.endpoint)
          ? `yes (${budgetOf(r.endpoint)} ms)`
          : `**no** (${(r.measurement.p95 / budgetOf(r.endpoint)).toFixed(1)}x ${budgetOf(r.endpoint)} ms)`,
      ]),
      [3, 4, 5, 6, 7],
    ),
  );
  const over = rows.filter((r) => !(r.measurement.p95 <= budgetOf(r.endpoint)));
  console.log(
    `\n${rows.length - over.length} of ${rows.length} endpoints within budget` +
      (over.length ? `; over: ${over.map((r) => r.endpoint.name).join(", ")}.` : "."),
  );
}

function printHttp(engine: string, rows: Array<Row>) {
  console.log(`\n### Over HTTP: node server.mjs, autocannon ${HTTP_CONNECTIONS} connections, ${HTTP_SECONDS} s each (${engine})\n`);
  console.log("The document cache answers every call after the first (X-Cache: HIT): this is the cached API.\n");
  console.log(
    markdownTable(
      ["endpoint", "status", "responses", "req/s", "p50 ms", "p95 ms", "max ms"],
      rows.map((r) => [
        r.endpoint.name,
        statusText(r.measurement),
        String(r.measurement.count),
        perSecond(r.measurement.rps),
        ms(r.measurement.p50),
        ms(r.measurement.p95),
        ms(r.measurement.max),
      ]),
      [2, 3, 4, 5, 6],
    ),
  );
}

async function benchEngine(engine: Engine) {
  // PGlite allows one process per data folder: the in-process part runs and closes first.
  console.error(`${engine.name}: in process...`);
  const db = await engine.open();
  let list: Array<Endpoint>;
  const inProcessRows: Array<Row> = [];
  try {
    list = await endpoints(db);
    for (const endpoint of list) {
      inProcessRows.push(await inProcess(db, endpoint));
      console.error(`  ${endpoint.name}: ${perSecond(inProcessRows.at(-1)!.measurement.rps)} req/s`);
    }
  } finally {
    await db.close();
  }
  printInProcess(engine.name, inProcessRows);

  console.error(`${engine.name}: over HTTP...`);
  let server: Child | null = null;
  const httpRows: Array<Row> = [];
  try {
    const port = await freePort();
    server = await startAppServer({ port, env: engine.serverEnv });
    for (const endpoint of list) {
      // One call first: it waits out whatever the previous run left queued (PGlite answers one query
      // at a time and the server finishes requests whose clients already left), so runs do not overlap.
      await httpGet(port, endpoint.path, `localhost:${port}`, 120_000);
      httpRows.push({ endpoint, measurement: await load({ port, path: endpoint.path, connections: HTTP_CONNECTIONS, seconds: HTTP_SECONDS }) });
      console.error(`  ${endpoint.name}: ${perSecond(httpRows.at(-1)!.measurement.rps)} req/s`);
    }
  } finally {
    await server?.stop();
  }
  printHttp(engine.name, httpRows);
}

async function main() {
  requireBuild();
  const machine = machineNote();
  // DATABASE_URL is ignored here so PGlite is what gets measured; PostgreSQL comes from BENCH_DATABASE_URL.
  delete process.env.DATABASE_URL;
  const engines: Array<Engine> = [];
  if (process.env.BENCH_SKIP_PGLITE !== "1") {
    requirePgliteDatabase();
    engines.push({ name: "PGlite", open: () => openDatabase({ dataDir: pgliteDir() }), serverEnv: { DATABASE_URL: undefined } });
  }
  const postgres = process.env.BENCH_DATABASE_URL;
  if (postgres) engines.push({ name: "PostgreSQL", open: () => openDatabase({ url: postgres }), serverEnv: { DATABASE_URL: postgres } });
  if (engines.length === 0) throw new Error("Nothing to measure: BENCH_SKIP_PGLITE=1 and no BENCH_DATABASE_URL.");
  console.log("## Sports API benchmark\n");
  console.log(`Machine at the start: ${machine}`);
  if (!postgres) console.log("PostgreSQL not measured (set BENCH_DATABASE_URL to an imported database to add it).");
  for (const engine of engines) {
    console.log(`\n## ${engine.name}`);
    await benchEngine(engine);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
