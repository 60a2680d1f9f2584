// `npm run bench:edge`: requests/s and p50/p95 of pages served by the worker in the local Workers
// runtime (wrangler dev --local, reading the Node server's API) beside the same pages from Node, with
// the same warm runs as `npm run bench` (autocannon, 20 connections, 5 s after a warm-up).
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import {
  freePort,
  httpGet,
  load,
  machineNote,
  markdownTable,
  ms,
  perSecond,
  PROJECT_ROOT,
  requireBuild,
  requirePgliteDatabase,
  startAppServer,
  type Measurement,
} from "./support";

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_REQUESTS = 40;
const CASES = [
  // No API call: what the runtime itself costs.
  { site: "nfl", host: "nfl.localhost", page: "/privacy" },
  { site: "nfl", host: "nfl.localhost", page: "/" },
  { site: "nfl", host: "nfl.localhost", page: "/championships" },
  { site: "nfl", host: "nfl.localhost", page: "/teams/green-bay-packers" },
];

/** CPU milliseconds used so far by processes and all their descendants (Linux /proc; 0 elsewhere). */
function treeCpuMs(roots: ReadonlyArray<number>): number {
  if (!existsSync("/proc/self/stat")) return 0;
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1].split(" ");
      stats.set(Number(name), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended while we looked.
    }
  }
  const inTree = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, stat] of stats) {
      if (!inTree.has(pid) && inTree.has(stat.parent)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of inTree) ticks += stats.get(pid)?.ticks ?? 0;
  return ticks * 10; // USER_HZ is 100 on Linux
}

function startWorker(port: number, apiPort: number) {
  const child = spawn(process.execPath, ["scripts/edge-start.mjs"], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      EDGE_INSPECTOR_PORT: String(port + 1),
      EDGE_STATE_DIR: ".wrangler/bench",
      SPORTS_API_URL: `http://127.0.0.1:${apiPort}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5_000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  process.on("exit", () => child.kill("SIGKILL"));
  return {
    pid: child.pid ?? 0,
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

async function main() {
  requireBuild();
  requirePgliteDatabase();
  if (!existsSync(resolve(PROJECT_ROOT, "build-edge/server/index.js"))) throw new Error("No edge build: run `npm run edge:build` first.");
  const machine = machineNote();
  const apiPort = await freePort();
  const workerPort = await freePort([apiPort, apiPort + 1]);
  const node = await startAppServer({ port: apiPort });
  const worker = startWorker(workerPort, apiPort);
  type Run = Measurement & { cpuMs: number };
  const results: Array<{ site: string; page: string; node: Run; edge: Run }> = [];
  try {
    const deadline = Date.now() + 120_000;
    while (
      !(await httpGet(workerPort, "/sites/hub/favicon.svg", `localhost:${workerPort}`, 5_000).then(
        (a) => a.status === 200,
        () => false,
      ))
    ) {
      if (!worker.running() || Date.now() > deadline) throw new Error(`The worker did not start:\n${worker.output()}`);
      await new Promise((wait) => setTimeout(wait, 200));
    }
    for (const c of CASES) {
      // CPU per request of everything serving it: the Node server; the worker's processes and the API server.
      const measure = async (port: number, pids: ReadonlyArray<number>): Promise<Run> => {
        const host = `${c.host}:${port}`;
        const first = await httpGet(port, c.page, host);
        if (first.status !== 200) throw new Error(`${c.site} ${c.page} answered ${first.status} on port ${port}`);
        await load({ port, path: c.page, host, connections: CONNECTIONS, amount: WARM_UP_REQUESTS, seconds: 30 });
        const before = treeCpuMs(pids);
        const run = await load({ port, path: c.page, host, connections: CONNECTIONS, seconds: SECONDS });
        return { ...run, cpuMs: (treeCpuMs(pids) - before) / Math.max(1, run.count) };
      };
      console.error(`${c.site} ${c.page}: Node...`);
      const nodeRun = await measure(apiPort, [node.process.pid ?? 0]);
      console.error(`${c.site} ${c.page}: worker...`);
      const edgeRun = await measure(workerPort, [worker.pid, node.process.pid ?? 0]);
      results.push({ site: c.site, page: c.page, node: nodeRun, edge: edgeRun });
    }
  } finally {
    await worker.stop();
    await node.stop();
  }
  const pair = (m: Measurement) => `${ms(m.p50)} / ${ms(m.p95)}`;
  console.log(`## Pages: the local worker (wrangler dev --local) beside Node\n`);
  console.log(`autocannon, ${CONNECTIONS} connections, ${SECONDS} s after ${WARM_UP_REQUESTS} warm-up requests, 127.0.0.1 with a Host header.`);
  console.log("CPU ms/req: CPU time of the serving processes during the run per response (worker: wrangler, workerd and the API server).");
  console.log(`Machine at the start: ${machine}\n`);
  console.log(
    markdownTable(
      ["page", "site", "Node req/s", "Node p50 / p95 ms", "Node CPU ms/req", "worker req/s", "worker p50 / p95 ms", "worker CPU ms/req", "non-2xx / errors"],
      results.map((r) => [
        r.page,
        r.site,
        perSecond(r.node.rps),
        pair(r.node),
        ms(r.node.cpuMs),
        perSecond(r.edge.rps),
        pair(r.edge),
        ms(r.edge.cpuMs),
        String(r.node.failures + r.edge.failures),
      ]),
      [2, 3, 4, 5, 6, 7, 8],
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
