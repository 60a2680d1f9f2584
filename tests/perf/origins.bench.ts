// `npm run bench:origins`: two origins (node server.mjs) over one PostgreSQL database and one local
// replay feed, on 127.0.0.1 only, bounded in time (about two minutes). Measures, and prints as Markdown:
// 1. a score change in the feed -> on each origin's /scores page (the reader writes it; the follower hears
//    it by NOTIFY), with the page cached before each change;
// 2. the reader killed with SIGKILL -> the follower is the reader (its log), several times, each new
//    reader then writing the next change;
// 3. the bench:load mix against both origins while the reader changes (its lease session ended by
//    pg_terminate_backend; both keep serving), and against the survivor while the reader is killed: errors;
// 4. each game once in the database, and each change written once (the writers' logs).
// Needs the production build and a PostgreSQL that may create databases: TEST_DATABASE_URL (as the tests).
import pg from "pg";
import { run, mix, type Target } from "./load-mix";
import { httpGet, machineNote, markdownTable, ms, percentile, requireBuild, type Child } from "./support";
import { testDatabaseUrl } from "../support/databases";
import { knicksCard, originsDatabase, removeFolder, roleOf, startFeed, startOrigin, until, writeScoreSteps, type ScoreStep } from "../support/origins";

const INTERVAL_S = Number(process.env.BENCH_ORIGINS_INTERVAL_S ?? 1);
const CHANGES = Number(process.env.BENCH_ORIGINS_CHANGES ?? 12);
const KILLS = Number(process.env.BENCH_ORIGINS_KILLS ?? 3);
const LOAD_SECONDS = Number(process.env.BENCH_ORIGINS_LOAD_SECONDS ?? 15);
const FEED_PORT = Number(process.env.BENCH_ORIGINS_PORT ?? 3104);
const PORTS = [FEED_PORT + 10, FEED_PORT + 20];

type Origin = { name: string; port: number; child: Child };

function summary(values: Array<number>): Array<string> {
  const sorted = [...values].sort((a, b) => a - b);
  return [String(sorted.length), ms(percentile(sorted, 50)), ms(percentile(sorted, 95)), ms(sorted.at(-1) ?? Number.NaN)];
}

async function main() {
  requireBuild();
  if (!testDatabaseUrl()) throw new Error("bench:origins needs TEST_DATABASE_URL (a PostgreSQL role that may create databases), as the tests do.");
  const machine = machineNote();
  const started = performance.now();
  const steps: Array<ScoreStep> = Array.from({ length: CHANGES }, (_, i) => ({
    home: 10 + 3 * i,
    away: 8 + 3 * i,
    period: 1 + Math.floor(i / 4),
    clock: "6:00",
  }));
  const database = await originsDatabase();
  const files = writeScoreSteps(steps);
  const feed = await startFeed(FEED_PORT, files.files);
  const everyChild: Array<Child> = [];
  const origins: Array<Origin> = [];
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const start = async (name: string, port: number) => {
      const child = await startOrigin(port, database.url, feed.url, INTERVAL_S);
      everyChild.push(child);
      return { name, port, child };
    };
    origins.push(await start("A", PORTS[0]));
    await until("A reads the feed", () => roleOf(origins[0].child) === "reader", 15_000);
    origins.push(await start("B", PORTS[1]));
    await until("B follows", () => roleOf(origins[1].child) === "follower", 15_000);
    const reader = () => origins.find((o) => roleOf(o.child) === "reader") ?? null;
    await until("the game is on both pages", async () => (await Promise.all(origins.map((o) => knicksCard(o.port)))).every((c) => c !== null), 20_000, 200);

    // 1. Score change -> page, on the reader and on the follower.
    const latency = { reader: [] as Array<number>, follower: [] as Array<number>, gap: [] as Array<number> };
    let next = 0;
    const change = async (): Promise<void> => {
      const step = steps[next++];
      // Cached before the change: each origin's page answered twice.
      for (const o of origins) for (let i = 0; i < 2; i++) await knicksCard(o.port);
      const writer = reader();
      await feed.step();
      const took = new Map<Origin, number>();
      await Promise.all(
        origins.map(async (o) => {
          took.set(o, await until(`${o.name} shows ${step.away}-${step.home}`, async () => (await knicksCard(o.port))?.home === String(step.home), 15_000, 20));
        }),
      );
      for (const [o, value] of took) (o === writer ? latency.reader : latency.follower).push(value);
      const [onWriter, onOther] = [...took].sort(([a]) => (a === writer ? -1 : 1)).map(([, value]) => value);
      latency.gap.push(onOther - onWriter);
    };
    const firstHalf = CHANGES - KILLS - 1;
    for (let i = 0; i < firstHalf; i++) await change();

    // 3a. Load on both while the reader changes: its lease session ended (the process keeps serving).
    const targets = await answering(mix(400), PORTS[0]);
    // The other origin warmed the same way, so both answer from their caches as in bench:load.
    for (const key of new Set(targets.kept.filter((t) => !t.uncached).map((t) => `${t.host} ${t.path}`))) {
      const [host, path] = key.split(" ");
      await httpGet(PORTS[1], path, `${host}:${PORTS[1]}`, 60_000);
    }
    const loads: Array<{ phase: string; origin: string; responses: number; errors: number; p50: number; p99: number }> = [];
    const loadOn = async (phase: string, on: ReadonlyArray<Origin>, during: () => Promise<void>) => {
      const runs = on.map((o) => run(o.port, targets.kept, LOAD_SECONDS, 10).then((r) => ({ o, r })));
      await new Promise((wait) => setTimeout(wait, (LOAD_SECONDS * 1000) / 3));
      await during();
      for (const { o, r } of await Promise.all(runs)) {
        const sorted = [...r.latencies].sort((a, b) => a - b);
        const bad = Object.entries(r.statuses).reduce((n, [code, count]) => n + (/^[23]/.test(code) ? 0 : count), 0);
        loads.push({
          phase,
          origin: o.name,
          responses: sorted.length,
          errors: bad + r.result.errors + r.result.timeouts,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
        });
      }
    };
    const handovers: Array<number> = [];
    await loadOn("reader's lease session ended", origins, async () => {
      const before = reader();
      if (!before) throw new Error("no reader");
      const t0 = performance.now();
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'sports feed lease' AND pid IN (SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted)",
      );
      await until("another origin reads", () => reader() !== null && reader() !== before, 15_000, 10);
      handovers.push(performance.now() - t0);
    });
    await change();

    // 2. kill -9 of the reader, KILLS times; the killed one comes back as a follower. 3b: load on the survivor during the first.
    const takeovers: Array<number> = [];
    for (let k = 0; k < KILLS; k++) {
      const victim = reader();
      if (!victim) throw new Error("no reader");
      const survivor = origins.find((o) => o !== victim)!;
      const kill = async () => {
        const t0 = performance.now();
        victim.child.process.kill("SIGKILL");
        await until("the survivor reads", () => roleOf(survivor.child) === "reader", 15_000, 5);
        takeovers.push(performance.now() - t0);
      };
      if (k === 0) await loadOn("reader killed (SIGKILL)", [survivor], kill);
      else await kill();
      await victim.child.stop();
      origins.splice(origins.indexOf(victim), 1, await start(victim.name, victim.port));
      await until(`${victim.name} follows`, () => roleOf(origins.find((o) => o.name === victim.name)!.child) === "follower", 15_000);
      await change();
    }

    // 4. Each game once; each change written once (the "updated" lines of every writer, killed ones included).
    await feed.step(); // the final
    await until("the final on both", async () => (await Promise.all(origins.map((o) => knicksCard(o.port)))).every((c) => c?.status === "final"), 15_000, 50);
    const perEvent = (
      await admin.query<{ id: string; n: number }>(
        "SELECT feed_event_id AS id, count(*)::int AS n FROM games WHERE feed_event_id IS NOT NULL GROUP BY 1 ORDER BY 1",
      )
    ).rows;
    const writes = everyChild.reduce(
      (n, c) => n + (c.output().match(/(?:live feed|season sync) [^\n]*?: \d+ added, \d+ updated/g) ?? []).reduce((m, line) => m + sumWrites(line), 0),
      0,
    );
    // Two games added, each change, then the last board: the final and the other game postponed.
    const expectedWrites = 2 + CHANGES + 2;

    console.log("## Two origins on one PostgreSQL (npm run bench:origins)\n");
    console.log(
      `Two \`node server.mjs\` (NODE_ENV=production, RENDER_THREADS=1) on one PostgreSQL 15 database with the contract fixture and four ` +
        `NBA teams, one \`npm run live:replay\` feed polled every ${INTERVAL_S} s by the reader; all on 127.0.0.1. ` +
        `Run took ${Math.round((performance.now() - started) / 1000)} s. Machine at the start: ${machine}\n`,
    );
    console.log("### A score change in the feed -> on the page (ms; the page cached before each change; includes the wait for the next poll)\n");
    console.log(
      markdownTable(
        ["origin", "changes", "p50", "p95", "max"],
        [
          ["reader (writes it)", ...summary(latency.reader)],
          ["follower (NOTIFY)", ...summary(latency.follower)],
          ["follower minus reader, same change", ...summary(latency.gap)],
        ],
        [1, 2, 3, 4],
      ),
    );
    console.log(`\n### Reader change (ms)\n`);
    console.log(
      markdownTable(
        ["how", "times", "p50", "p95", "max"],
        [
          ["reader killed (SIGKILL) -> the other is the reader", ...summary(takeovers)],
          ["reader's lease session ended -> the other is the reader", ...summary(handovers)],
        ],
        [1, 2, 3, 4],
      ),
    );
    console.log(`\n### The bench:load mix during the reader change (${LOAD_SECONDS} s, 10 connections per origin, the change at ${LOAD_SECONDS / 3} s)\n`);
    console.log(
      `${targets.kept.length} of the mix's ${targets.all} requests asked (the addresses that answer on the small fixture database; left out: ${targets.dropped.join(", ") || "none"}).\n`,
    );
    console.log(
      markdownTable(
        ["during", "origin", "responses", "errors", "p50 ms", "p99 ms"],
        loads.map((l) => [l.phase, l.origin, String(l.responses), String(l.errors), ms(l.p50), ms(l.p99)]),
        [2, 3, 4, 5],
      ),
    );
    console.log(`\n### Games\n`);
    console.log(`Rows per feed event: ${perEvent.map((r) => `${r.id}: ${r.n}`).join(", ")} (each must be 1).`);
    console.log(`Writes logged by all writers: ${writes} (expected ${expectedWrites}: two games added, ${CHANGES} changes, the final and a postponement).`);
    const failed = loads.some((l) => l.errors > 0) || perEvent.some((r) => r.n !== 1) || writes !== expectedWrites;
    if (failed) {
      console.log("\nFAILED: errors under load, a game written twice, or a change lost or written twice.");
      process.exitCode = 1;
    }
  } finally {
    await admin.end().catch(() => undefined);
    await Promise.all([...everyChild.map((c) => c.stop()), feed.stop()]);
    removeFolder(files.folder);
    await database.drop();
  }
}

/** "N added, M updated": N + M. */
function sumWrites(line: string): number {
  const match = /(\d+) added, (\d+) updated/.exec(line);
  return match ? Number(match[1]) + Number(match[2]) : 0;
}

/** The mix's addresses that answer 2xx/3xx on this database, each asked once (the warm-up of bench:load). */
async function answering(targets: Array<Target>, port: number): Promise<{ kept: Array<Target>; dropped: Array<string>; all: number }> {
  const status = new Map<string, number>();
  for (const t of targets) {
    const key = `${t.host}${t.path}`;
    if (!status.has(key)) status.set(key, (await httpGet(port, t.uncached ? `${t.path}&v=0` : t.path, `${t.host}:${port}`, 60_000)).status);
  }
  const ok = (t: Target) => /^[23]/.test(String(status.get(`${t.host}${t.path}`)));
  const dropped = [...status].filter(([, code]) => !/^[23]/.test(String(code))).map(([key, code]) => `${key} (${code})`);
  return { kept: targets.filter(ok), dropped, all: targets.length };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
