// `npm run bench:load`: a bounded mixed load over every site for BENCH_LOAD_SECONDS (default 60)
// against 127.0.0.1: pages (cached after their first render), pages that vary by query (rendered
// the first time each is asked), and API calls. Prints errors (must be 0), p50/p95/p99, and the
// server's resident memory before, after warm-up and at the end.
import { readFileSync } from "node:fs";
import { CONNECTIONS, mix, run, SITES, unique } from "./load-mix";
import {
  freePort,
  httpGet,
  machineNote,
  markdownTable,
  ms,
  percentile,
  perSecond,
  requireBuild,
  requirePgliteDatabase,
  startAppServer,
  type Child,
} from "./support";

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/**
 * Memory counts as flat when the mean RSS of the last third of the run is at most this much above the
 * mean of the middle third (sampled every second). Means, not two samples: with a JavaScript heap per
 * render thread, RSS swings by about 100 MB with garbage collection, and two samples measure where in
 * that swing they fell.
 */
const FLAT_MB = 16;
function rssMb(child: Child): number {
  const status = readFileSync(`/proc/${child.process.pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function main() {
  requireBuild();
  if (!process.env.DATABASE_URL) requirePgliteDatabase();
  const machine = machineNote();
  let server: Child | null = null;
  try {
    const port = await freePort();
    server = await startAppServer({ port });
    const rssStart = rssMb(server);
    const targets = mix(400);
    // Warm-up: every distinct address once, so the timed run measures the steady state.
    const distinct = [...new Map(targets.filter((t) => !t.uncached).map((t) => [`${t.host}${t.path}`, t])).values()];
    console.error(`Warm-up: ${distinct.length} addresses...`);
    for (const t of distinct) await httpGet(port, t.path, `${t.host}:${port}`, 120_000);
    const rssWarm = rssMb(server);
    console.error(`Load: ${SECONDS} s, ${CONNECTIONS} connections...`);
    // Resident memory every second of the run: it must level off once the bounded caches are full.
    const running = server;
    const samples: Array<number> = [];
    const sampler = setInterval(() => samples.push(rssMb(running)), 1_000);
    const { latencies, statuses, result } = await run(port, targets, SECONDS).finally(() => clearInterval(sampler));
    const rssEnd = rssMb(server);
    samples.push(rssEnd);
    const sorted = [...latencies].sort((a, b) => a - b);
    const non2xx = Object.entries(statuses).reduce((n, [code, count]) => n + (code.startsWith("2") || code.startsWith("3") ? 0 : count), 0);
    const errors = non2xx + result.errors + result.timeouts;
    console.log("## Mixed load: node server.mjs, NODE_ENV=production\n");
    console.log(
      `${SECONDS} s, ${CONNECTIONS} connections, autocannon against 127.0.0.1:${port}; ${targets.length} requests in a seeded mix ` +
        `(70% pages on ${SITES.length} sites and 25% API calls over ${distinct.length} addresses, each asked once before; 5% pages ` +
        `with a query never asked before, so rendered: ${unique()} of them).`,
    );
    console.log(`Machine at the start: ${machine}\n`);
    console.log(
      markdownTable(
        [
          "responses",
          "req/s",
          "errors (non-2xx/3xx, socket, timeouts)",
          "p50 ms",
          "p95 ms",
          "p99 ms",
          "max ms",
          "RSS start MB",
          "RSS after warm-up MB",
          "RSS end MB",
        ],
        [
          [
            String(sorted.length),
            perSecond(sorted.length / result.duration),
            `${errors}${errors ? ` (${JSON.stringify(statuses)}, ${result.errors} socket, ${result.timeouts} timeouts)` : ""}`,
            ms(percentile(sorted, 50)),
            ms(percentile(sorted, 95)),
            ms(percentile(sorted, 99)),
            ms(sorted.at(-1) ?? Number.NaN),
            rssStart.toFixed(0),
            rssWarm.toFixed(0),
            rssEnd.toFixed(0),
          ],
        ],
        [0, 1, 3, 4, 5, 6, 7, 8, 9],
      ),
    );
    console.log(
      `\nRSS every 5 s (MB): ${samples
        .filter((_, index) => index % 5 === 4)
        .map((mb) => mb.toFixed(0))
        .join(", ")}`,
    );
    const third = Math.floor(samples.length / 3);
    const mean = (values: Array<number>) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
    const middleThird = samples.slice(third, 2 * third);
    const lastThird = samples.slice(2 * third);
    const growth = mean(lastThird) - mean(middleThird);
    console.log(
      `Mean RSS of the last third against the middle third: ${mean(lastThird).toFixed(0)} against ${mean(middleThird).toFixed(0)} MB, ` +
        `${growth >= 0 ? "+" : ""}${growth.toFixed(0)} MB (${growth <= FLAT_MB ? "flat" : "NOT flat"}: at most ${FLAT_MB} MB).`,
    );
    if (errors > 0) process.exitCode = 1;
  } finally {
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
