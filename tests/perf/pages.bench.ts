// `npm run bench`: requests/s and p50/p95 of three pages on the hub and the NFL site, cold and warm, against a static ceiling.
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
const SECONDS = 5;
/** Cold: the first COLD_REQUESTS requests after a fresh start (5 per connection), stopped after COLD_CAP_SECONDS. */
const COLD_REQUESTS = 100;
const COLD_CAP_SECONDS = 30;
// /scores on a busy day (NBA, NHL and MLB: 2019-04-06, 32 games) and a game page.
const PAGES = ["/", "/championships", "/champions", "/scores?start=2019-04-06", "/scores/1"];
const SITES = [
  { name: "hub", host: "localhost" },
  { name: "nfl", host: "nfl.localhost" },
];

type Case = { page: string; site: string; hostName: string; cold?: Measurement; warm?: Measurement; bytes?: number; ceiling?: Measurement };

function latencyPair(m: Measurement | undefined): string {
  return m ? `${ms(m.p50)} / ${ms(m.p95)}` : "-";
}

function failures(c: Case): string {
  const seen = [c.cold, c.warm, c.ceiling].filter((m): m is Measurement => m !== undefined);
  const bad = seen.reduce((n, m) => n + m.failures, 0);
  if (bad === 0) return "0";
  const codes = new Set(seen.flatMap((m) => Object.keys(m.statuses)).filter((code) => !code.startsWith("2")));
  return `${bad} (${[...codes].join(", ") || "errors"})`;
}

async function main() {
  requireBuild();
  if (!process.env.DATABASE_URL) requirePgliteDatabase();
  const machine = machineNote();
  const work = await mkdtemp(join(tmpdir(), "pages-bench-"));
  // Also on Ctrl-C, which ends the process without running the finally below.
  process.on("exit", () => rmSync(work, { recursive: true, force: true }));
  const cases: Array<Case> = SITES.flatMap((site) => PAGES.map((page) => ({ page, site: site.name, hostName: site.host })));
  let server: Child | null = null;
  let ceilingServer: Child | null = null;
  try {
    const port = await freePort();
    const manifest: Record<string, string> = {};
    console.error(`Machine: ${machine}`);
    for (const [index, c] of cases.entries()) {
      const host = `${c.hostName}:${port}`;
      // A fresh server for every cold case: its in-memory API client cache starts empty.
      await server?.stop();
      const started = performance.now();
      server = await startAppServer({ port });
      console.error(`[${index + 1}/${cases.length}] ${c.site} ${c.page}: server ready in ${((performance.now() - started) / 1000).toFixed(1)} s; cold run...`);
      c.cold = await load({ port, path: c.page, host, connections: CONNECTIONS, amount: COLD_REQUESTS, seconds: COLD_CAP_SECONDS });
      console.error(`[${index + 1}/${cases.length}] ${c.site} ${c.page}: warm run...`);
      // When the cold run hit its cap, this waits out the requests it left in flight (the warm run starts idle).
      await httpGet(port, c.page, host, 120_000);
      c.warm = await load({ port, path: c.page, host, connections: CONNECTIONS, seconds: SECONDS });
      const page = await httpGet(port, c.page, host);
      if (page.status !== 200) throw new Error(`${c.site} ${c.page} answered ${page.status}; the ceiling needs the page's HTML.`);
      const file = join(work, `${c.site}${c.page === "/" ? "-index" : c.page.replace(/\//g, "-")}.html`);
      await writeFile(file, page.body);
      manifest[`${c.hostName} ${c.page}`] = file;
      c.bytes = page.body.length;
    }
    await server?.stop();
    server = null;

    const manifestPath = join(work, "manifest.json");
    await writeFile(manifestPath, JSON.stringify(manifest));
    ceilingServer = await startStaticServer(port, manifestPath);
    for (const [index, c] of cases.entries()) {
      console.error(`[${index + 1}/${cases.length}] ceiling ${c.site} ${c.page}...`);
      c.ceiling = await load({ port, path: c.page, host: `${c.hostName}:${port}`, connections: CONNECTIONS, seconds: SECONDS });
    }
    await ceilingServer.stop();
    ceilingServer = null;

    const engine = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite (DATA_DIR)";
    console.log(`## Pages: node server.mjs, NODE_ENV=production, ${engine}\n`);
    console.log(`autocannon, ${CONNECTIONS} connections, 127.0.0.1:${port} with a Host header, no compression asked.`);
    console.log(
      `Cold: the first ${COLD_REQUESTS} requests after a fresh server start (empty API client cache; the database already open), ` +
        `stopped after ${COLD_CAP_SECONDS} s at most; req/s = responses / time to the last one. Warm: a ${SECONDS} s run right after it. ` +
        `Ceiling: ${SECONDS} s per page.`,
    );
    console.log(`Machine at the start: ${machine}\n`);
    console.log(
      markdownTable(
        ["page", "site", "cold req/s", "cold p50 / p95 ms", "cold max ms", "cold answered", "warm req/s", "warm p50 / p95 ms", "non-2xx / errors"],
        cases.map((c) => [
          c.page,
          c.site,
          perSecond(c.cold?.rps ?? Number.NaN),
          latencyPair(c.cold),
          ms(c.cold?.max ?? Number.NaN),
          `${c.cold?.count ?? 0} / ${COLD_REQUESTS}`,
          perSecond(c.warm?.rps ?? Number.NaN),
          latencyPair(c.warm),
          failures(c),
        ]),
        [2, 3, 4, 5, 6, 7],
      ),
    );
    console.log("\n### Ceiling: the same HTML saved once, served from memory by a bare node:http server (second child process)\n");
    console.log(
      markdownTable(
        ["page", "site", "HTML KB", "static req/s", "static p50 / p95 ms", "warm / ceiling"],
        cases.map((c) => [
          c.page,
          c.site,
          ((c.bytes ?? 0) / 1024).toFixed(1),
          perSecond(c.ceiling?.rps ?? Number.NaN),
          latencyPair(c.ceiling),
          c.warm && c.ceiling ? `${((c.warm.rps / c.ceiling.rps) * 100).toFixed(1)} %` : "-",
        ]),
        [2, 3, 4, 5],
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
