// `npm run bench`: each main page cached (document cache HIT) and uncached (server-side rendering,
// document cache bypassed), beside the same HTML served from memory by a bare node:http server.
// BENCH_SECONDS (default 3) sets each run's length; BENCH_PAGES (comma-separated words matched against
// each page's name or path, e.g. `BENCH_PAGES=standings,players`) measures a subset; BENCH_UNCACHED_ONLY=1
// skips the cached and ceiling runs.
import { rmSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  freePort,
  httpGet,
  load,
  machineNote,
  markdownTable,
  ms,
  perSecond,
  requireBuild,
  requirePgliteDatabase,
  startAppServer,
  startStaticServer,
  type Child,
  type Measurement,
} from "./support";

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** Target: a cached page serves at least this share of the bare server's requests/s. */
const TARGET_RATIO = 0.5;
const BYPASS = { "x-document-cache": "bypass" };

/** The main pages of issue 14 (a page not built yet is listed as such). */
const CASES: ReadonlyArray<{ name: string; host: string; path: string }> = [
  { name: "home (hub)", host: "localhost", path: "/" },
  { name: "home (NFL)", host: "nfl.localhost", path: "/" },
  { name: "championships (NFL)", host: "nfl.localhost", path: "/championships" },
  { name: "champions (hub)", host: "localhost", path: "/champions" },
  { name: "a team (NFL)", host: "nfl.localhost", path: "/teams/green-bay-packers" },
  { name: "a team-season (NFL)", host: "nfl.localhost", path: "/teams/green-bay-packers/2010" },
  { name: "scores, a busy day (hub)", host: "localhost", path: "/scores?start=2019-04-06" },
  { name: "a game page (hub)", host: "localhost", path: "/scores/1" },
  { name: "standings (NHL)", host: "nhl.localhost", path: "/standings" },
  { name: "players (NBA)", host: "nba.localhost", path: "/players" },
  { name: "leaders (MLB)", host: "mlb.localhost", path: "/leaders" },
  { name: "leaders, single season (hub)", host: "localhost", path: "/leaders?league=nhl&stat=goals&span=season" },
  { name: "franchises (MLB)", host: "mlb.localhost", path: "/franchises" },
  { name: "head-to-head (MLB)", host: "mlb.localhost", path: "/head-to-head?teams=new-york-yankees,boston-red-sox" },
  { name: "records (MLB)", host: "mlb.localhost", path: "/records" },
  { name: "records (CFB)", host: "cfb.localhost", path: "/records" },
  { name: "awards (hub)", host: "localhost", path: "/awards" },
  { name: "an award (MLB)", host: "mlb.localhost", path: "/awards/mlb-al-most-valuable-player" },
  { name: "on this day (hub, February 5)", host: "localhost", path: "/on-this-day?date=02-05" },
  { name: "on this day, a busy day (hub, October 1)", host: "localhost", path: "/on-this-day?date=10-01" },
  { name: "on this day, all games page 2 (MLB, July 4)", host: "mlb.localhost", path: "/on-this-day?date=07-04&league=mlb&games=regular&page=2" },
  { name: "NFL player page (Tom Brady)", host: "nfl.localhost", path: "/players/tom-brady" },
  { name: "NFL leaders (career passing yards)", host: "nfl.localhost", path: "/leaders" },
  { name: "NFL leaders (single-season rushing yards)", host: "nfl.localhost", path: "/leaders?stat=rushing-yards&span=season" },
  { name: "NFL players by career rushing yards", host: "nfl.localhost", path: "/players?sort=rushing_yards" },
  { name: "NFL team-season roster (1985 Bears)", host: "nfl.localhost", path: "/teams/chicago-bears/1985?tab=roster" },
  { name: "NFL award (AP MVP)", host: "nfl.localhost", path: "/awards/nfl-ap-most-valuable-player" },
  { name: "bracket (NBA 2015-16)", host: "nba.localhost", path: "/seasons/2015-nba-season/bracket" },
  { name: "bracket (hub, NFL 1967)", host: "localhost", path: "/seasons/1967-nfl-season/bracket" },
  { name: "bracket (NHL 2019-20)", host: "nhl.localhost", path: "/seasons/2019-nhl-season/bracket" },
  { name: "NFL game page with its box score (Super Bowl XXXIV)", host: "nfl.localhost", path: "/scores/{super-bowl-xxxiv}?tab=stats" },
  { name: "NFL player game log (Kurt Warner, 1999)", host: "nfl.localhost", path: "/players/kurt-warner/game-log?season=1999" },
  { name: "a franchise's seasons (Yankees)", host: "mlb.localhost", path: "/teams/new-york-yankees?view=seasons" },
  { name: "bracket (NCAA 2021, 67 games)", host: "cbb.localhost", path: "/seasons/2020-cbb-season/bracket" },
];

/** Paths that name a game by its id, which an import assigns: found through the API once the server is up. */
const GAME_IDS: Record<string, { host: string; api: string; date: string }> = {
  "super-bowl-xxxiv": { host: "nfl.localhost", api: "/api/games/games/?season=1999&search=Rams&page_size=100", date: "2000-01-30" },
};

async function resolvePath(port: number, path: string): Promise<string> {
  const match = /\{([a-z0-9-]+)\}/.exec(path);
  if (!match) return path;
  const game = GAME_IDS[match[1]];
  const answer = await httpGet(port, game.api, `${game.host}:${port}`);
  const found = (JSON.parse(answer.body.toString()) as { results: Array<{ id: number; game_date: string }> }).results.find((g) => g.game_date === game.date);
  if (!found) throw new Error(`no game for ${match[1]} (${game.api})`);
  return path.replace(match[0], String(found.id));
}

type Case = (typeof CASES)[number] & {
  status?: number;
  firstMs?: number;
  bytes?: number;
  uncached?: Measurement;
  cached?: Measurement;
  ceiling?: Measurement;
};

const pair = (m: Measurement | undefined) => (m ? `${ms(m.p50)} / ${ms(m.p95)}` : "-");

async function main() {
  requireBuild();
  if (!process.env.DATABASE_URL) requirePgliteDatabase();
  const machine = machineNote();
  const work = await mkdtemp(join(tmpdir(), "pages-bench-"));
  process.on("exit", () => rmSync(work, { recursive: true, force: true }));
  const filter = (process.env.BENCH_PAGES ?? "")
    .split(",")
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  const uncachedOnly = process.env.BENCH_UNCACHED_ONLY === "1";
  const cases: Array<Case> = CASES.filter(
    (c) => filter.length === 0 || filter.some((word) => c.name.toLowerCase().includes(word) || c.path.toLowerCase().includes(word)),
  ).map((c) => ({ ...c }));
  let server: Child | null = null;
  let ceilingServer: Child | null = null;
  try {
    const port = await freePort();
    const ceilingPort = await freePort([port]);
    console.error(`Machine: ${machine}`);
    server = await startAppServer({ port, env: { ALLOW_TEST_FAILURES: "1" } });
    const manifest: Record<string, string> = {};
    for (const c of cases) {
      const host = `${c.host}:${port}`;
      c.path = await resolvePath(port, c.path);
      const started = performance.now();
      const first = await httpGet(port, c.path, host, 120_000);
      c.firstMs = performance.now() - started;
      c.status = first.status;
      if (first.status !== 200) {
        console.error(`${c.name}: ${first.status}, skipped`);
        continue;
      }
      console.error(`${c.name}: first render ${ms(c.firstMs)} ms; uncached...`);
      // One second of the same load, not counted: every render thread's client cache is warm.
      await load({ port, path: c.path, host, connections: 4, seconds: 1, headers: BYPASS });
      c.uncached = await load({ port, path: c.path, host, connections: 4, seconds: SECONDS, headers: BYPASS });
      const page = await httpGet(port, c.path, host);
      const file = join(work, `${c.host}${c.path.replace(/\//g, "-")}.html`);
      await writeFile(file, page.body);
      manifest[`${c.host} ${c.path}`] = file;
      c.bytes = page.body.length;
    }
    const manifestPath = join(work, "manifest.json");
    await writeFile(manifestPath, JSON.stringify(manifest));
    ceilingServer = await startStaticServer(ceilingPort, manifestPath);
    // Cached and ceiling runs alternate, twice each, and the better of each counts: the machine's
    // other load drifts, and both servers should meet the same drift.
    const better = (a: Measurement | undefined, b: Measurement) => (a && a.rps >= b.rps ? a : b);
    for (const c of cases) {
      if (c.status !== 200 || uncachedOnly) continue;
      console.error(`${c.name}: cached and ceiling...`);
      for (let round = 0; round < 2; round++) {
        c.cached = better(c.cached, await load({ port, path: c.path, host: `${c.host}:${port}`, connections: CONNECTIONS, seconds: SECONDS }));
        c.ceiling = better(
          c.ceiling,
          await load({ port: ceilingPort, path: c.path, host: `${c.host}:${ceilingPort}`, connections: CONNECTIONS, seconds: SECONDS }),
        );
      }
    }
    await server.stop();
    server = null;
    await ceilingServer.stop();
    ceilingServer = null;

    const engine = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite (DATA_DIR)";
    console.log(`## Pages: node server.mjs, NODE_ENV=production, ${engine}\n`);
    console.log(
      `autocannon against 127.0.0.1:${port} with a Host header, no compression asked, ${SECONDS} s per run. ` +
        `First: the page's first request after the server started (API client cache cold for it). Uncached: the document ` +
        `cache bypassed (server-side rendering, API client cache warm: after 1 s of the same load not counted), 4 connections. Cached: document cache hits, ` +
        `${CONNECTIONS} connections. Ceiling: the same HTML from memory by a bare node:http server, ${CONNECTIONS} connections. ` +
        `Cached and ceiling runs alternate, twice each; the better run of each is shown.`,
    );
    console.log(`Machine at the start: ${machine}\n`);
    console.log(
      markdownTable(
        [
          "page",
          "path",
          "HTML KB",
          "first ms",
          "uncached req/s",
          "uncached p50 / p95 ms",
          "cached req/s",
          "cached p50 / p95 ms",
          "ceiling req/s",
          "cached / ceiling",
          "errors",
        ],
        cases.map((c) => {
          if (c.status !== 200)
            return [c.name, c.path, "-", ms(c.firstMs ?? Number.NaN), "-", "-", "-", "-", "-", `answered ${c.status} (not built yet?)`, "-"];
          const ratio = c.cached && c.ceiling ? c.cached.rps / c.ceiling.rps : Number.NaN;
          const errors = [c.uncached, c.cached, c.ceiling].reduce((n, m) => n + (m?.failures ?? 0), 0);
          return [
            c.name,
            `\`${c.path}\``,
            ((c.bytes ?? 0) / 1024).toFixed(1),
            ms(c.firstMs ?? Number.NaN),
            perSecond(c.uncached?.rps ?? Number.NaN),
            pair(c.uncached),
            perSecond(c.cached?.rps ?? Number.NaN),
            pair(c.cached),
            perSecond(c.ceiling?.rps ?? Number.NaN),
            Number.isFinite(ratio) ? `${ratio.toFixed(2)}${ratio >= TARGET_RATIO ? "" : " (under 0.5)"}` : "-",
            String(errors),
          ];
        }),
        [2, 3, 4, 5, 6, 7, 8, 9, 10],
      ),
    );
  } finally {
    await server?.stop();
    await ceilingServer?.stop();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
