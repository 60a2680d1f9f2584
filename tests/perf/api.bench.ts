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

const IN_PROCESS_SECONDS = 2;
const HTTP_SECONDS = 3;
const HTTP_CONNECTIONS = 10;
const ORIGIN = "http://bench.localhost";

type Engine = { name: string; open: () => Promise<Database>; serverEnv: Record<string, string | undefined> };
type Endpoint = { name: string; path: string };
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

/** The representative set, with keys taken from the database itself. */
async function endpoints(db: Database): Promise<Array<Endpoint>> {
  const championship = await pick(db, (k) => `/api/championships/championships/${k}/`, "super-bowl", "/api/championships/championships/?page_size=1");
  const team = await pick(db, (k) => `/api/teams/teams/${k}/`, "green-bay-packers", "/api/teams/teams/?page_size=1");
  const teamDetail = (await getJson(db, `/api/teams/teams/${team}/`)).body;
  const year = typeof teamDetail.last_season === "number" ? teamDetail.last_season - 1 : 2023;
  const player = await pick(db, (k) => `/api/people/players/${k}/`, null, "/api/people/players/?page_size=1");
  const season = await pick(db, (k) => `/api/championships/seasons/${k}/`, "1995-nba-season", "/api/championships/seasons/?page_size=1");
  const all: Array<Endpoint> = [
    { name: "championships list", path: "/api/championships/championships/" },
    { name: "one championship", path: `/api/championships/championships/${championship}/` },
    { name: "championship stats", path: `/api/championships/championships/${championship}/stats/` },
    { name: "champions ?season__start_year=", path: `/api/championships/champions/?season__start_year=${year}` },
    { name: "teams list", path: "/api/teams/teams/" },
    { name: "one team", path: `/api/teams/teams/${team}/` },
    { name: "team schedule ?year=", path: `/api/teams/teams/${team}/schedule/?year=${year}` },
    { name: "games ?game_date__gte&lte", path: `/api/games/games/?game_date__gte=${year + 1}-01-01&game_date__lte=${year + 1}-01-31` },
    { name: "standings ?season=", path: `/api/games/standings/?season=${year}` },
    { name: "players list", path: "/api/people/players/" },
    { name: "one player", path: `/api/people/players/${player}/` },
    { name: "coaches list", path: "/api/people/coaches/" },
    { name: "seasons list", path: "/api/championships/seasons/" },
    { name: "seasons list page 4", path: "/api/championships/seasons/?page=4" },
    { name: "seasons list ?season_status=active", path: "/api/championships/seasons/?season_status=active&page_size=24" },
    { name: "seasons facets", path: "/api/championships/seasons/facets/" },
    { name: "one season", path: `/api/championships/seasons/${season}/` },
    { name: "season standings", path: `/api/championships/seasons/${season}/standings/` },
    { name: "season playoffs", path: `/api/championships/seasons/${season}/playoffs/` },
    { name: "standings current", path: "/api/games/standings/current/" },
  ];
  // BENCH_ONLY="seasons,standings" measures only the endpoints whose name contains one of the words.
  const only = process.env.BENCH_ONLY?.split(",").map((word) => word.trim()).filter(Boolean);
  return only && only.length > 0 ? all.filter((endpoint) => only.some((word) => endpoint.name.includes(word))) : all;
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
  while (performance.now() < stopAt) {
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
  console.log(`\n### In process: handleApiRequest in a loop, one call at a time, ${IN_PROCESS_SECONDS} s each (${engine})\n`);
  console.log(
    markdownTable(
      ["endpoint", "path", "status", "calls", "req/s", "p50 ms", "p95 ms", "first call ms", "body KB"],
      rows.map((r) => [
        r.endpoint.name,
        `\`${r.endpoint.path}\``,
        statusText(r.measurement),
        String(r.measurement.count),
        perSecond(r.measurement.rps),
        ms(r.measurement.p50),
        ms(r.measurement.p95),
        ms(r.first ?? Number.NaN),
        ((r.size ?? 0) / 1024).toFixed(1),
      ]),
      [3, 4, 5, 6, 7, 8],
    ),
  );
}

function printHttp(engine: string, rows: Array<Row>) {
  console.log(`\n### Over HTTP: node server.mjs, autocannon ${HTTP_CONNECTIONS} connections, ${HTTP_SECONDS} s each (${engine})\n`);
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
