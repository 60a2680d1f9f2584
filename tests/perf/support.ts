// Shared by the benchmarks: the server as a child process, bounded autocannon runs, percentiles, Markdown tables.
import { spawn, type ChildProcess } from "node:child_process";
import type { EventEmitter } from "node:events";
import { existsSync } from "node:fs";
import { request } from "node:http";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The project folder (the benchmarks run the server from there). */
export const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));

// autocannon ships no types. A `declare module` here would be a module augmentation, which
// TypeScript refuses for an untyped package, so it is loaded through require with this minimal shape.
export type AutocannonOptions = {
  url: string;
  connections?: number;
  /** Seconds. */
  duration?: number;
  headers?: Record<string, string>;
  /** Seconds before a request counts as timed out. */
  timeout?: number;
};
export type AutocannonResult = {
  /** Seconds, to 10 ms. */
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
};
type AutocannonInstance = EventEmitter & { stop(): void };
type Autocannon = (options: AutocannonOptions, done: (error: Error | null, result: AutocannonResult) => void) => AutocannonInstance;

const requireCjs = createRequire(import.meta.url);
const autocannon = requireCjs("autocannon") as Autocannon;

/* ------------------------------------------------------------------ numbers and tables */

/** Nearest-rank percentile of ascending values. */
export function percentile(sorted: ReadonlyArray<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export type Measurement = {
  /** Completed responses. */
  count: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  max: number;
  /** Responses other than 2xx, plus connection errors and timeouts. */
  failures: number;
  /** Status codes seen, e.g. {200: 5321}. */
  statuses: Record<number, number>;
};

export function summarise(latencies: Array<number>, seconds: number, failures: number, statuses: Record<number, number>): Measurement {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    seconds,
    rps: seconds > 0 ? sorted.length / seconds : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
    failures,
    statuses,
  };
}

export function ms(value: number): string {
  if (!Number.isFinite(value)) return "-";
  return value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
}

export function perSecond(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "-";
}

export function markdownTable(header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>, rightAligned: ReadonlyArray<number> = []): string {
  const line = (cells: ReadonlyArray<string>) => `| ${cells.map((c) => c.replace(/\|/g, "\\|")).join(" | ")} |`;
  const rule = header.map((_, i) => (rightAligned.includes(i) ? "---:" : "---"));
  return [line(header), `|${rule.join("|")}|`, ...rows.map(line)].join("\n");
}

/** A line about the machine, since the numbers depend on what else runs on it. */
export function machineNote(): string {
  const [one, five] = loadavg();
  const cpu = cpus();
  return `${cpu.length} CPU (${cpu[0]?.model.trim() ?? "unknown"}), load average ${one.toFixed(2)} (1 min) / ${five.toFixed(2)} (5 min), Node ${process.version}`;
}

/* ------------------------------------------------------------------ load runs */

export type LoadOptions = {
  port: number;
  path: string;
  /** Host header, e.g. "nfl.localhost:3201"; defaults to localhost:port. */
  host?: string;
  connections: number;
  /** Run length; with `amount`, the most the run may take before it is stopped. */
  seconds: number;
  /** Stop after this many responses instead of after `seconds`. */
  amount?: number;
  /** Extra request headers. */
  headers?: Record<string, string>;
};

/** One autocannon run against 127.0.0.1 that stops by itself; latencies from every response. */
export function load(options: LoadOptions): Promise<Measurement> {
  return new Promise((done, fail) => {
    const latencies: Array<number> = [];
    const statuses: Record<number, number> = {};
    const started = performance.now();
    let last = started;
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${options.port}${options.path}`,
        connections: options.connections,
        ...(options.amount ? { amount: options.amount } : { duration: options.seconds }),
        headers: { host: options.host ?? `localhost:${options.port}`, ...options.headers },
        timeout: 30,
      },
      (error, result) => {
        clearTimeout(guard);
        if (error) return fail(error);
        const non2xx = Object.entries(statuses).reduce((n, [code, count]) => n + (Number(code) >= 200 && Number(code) < 300 ? 0 : count), 0);
        // autocannon reports on its 1 s tick; with an amount the run really ended at the last response.
        const seconds = options.amount ? (last - started) / 1000 : result.duration;
        done(summarise(latencies, seconds, non2xx + result.errors + result.timeouts, statuses));
      },
    );
    // With an amount, the time cap; otherwise a safety net (autocannon stops itself after `seconds`).
    const guard = setTimeout(() => instance.stop(), (options.amount ? options.seconds : options.seconds + 40) * 1000);
    instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      last = performance.now();
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

/* ------------------------------------------------------------------ HTTP and ports */

export type HttpAnswer = { status: number; headers: Record<string, string | Array<string> | undefined>; body: Buffer };

/** A plain GET to 127.0.0.1 with a Host header (fetch cannot set Host), no compression. */
export function httpGet(port: number, path: string, host = `localhost:${port}`, timeoutMs = 60_000, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return new Promise((done, fail) => {
    const call = request({ host: "127.0.0.1", port, path, method: "GET", headers: { ...headers, host }, timeout: timeoutMs }, (response) => {
      const chunks: Array<Buffer> = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", fail);
    });
    call.on("timeout", () => call.destroy(new Error(`GET ${path} timed out`)));
    call.on("error", fail);
    call.end();
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once("error", () => done(false));
    probe.listen(port, "0.0.0.0", () => probe.close(() => done(true)));
  });
}

/** The first free port in 3200-3299 (or from BENCH_PORT), skipping the ones given. */
export async function freePort(skip: ReadonlyArray<number> = []): Promise<number> {
  const first = Number(process.env.BENCH_PORT ?? 3200);
  for (let port = first; port < first + 100; port++) {
    if (port === 3000 || port === 3100 || skip.includes(port)) continue;
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port in ${first}-${first + 99}.`);
}

/* ------------------------------------------------------------------ child processes */

const children = new Set<ChildProcess>();

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

// Last resort when the process ends some other way: nothing can be awaited in an exit handler.
process.on("exit", () => {
  for (const child of children) if (running(child)) child.kill("SIGKILL");
});
// Ctrl-C: the server gets SIGTERM and up to 10 s to close its database cleanly (PGlite keeps no lock).
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    const waiting = [...children].filter(running).map((child) => {
      child.kill("SIGTERM");
      return new Promise<void>((done) => child.once("exit", () => done()));
    });
    const deadline = setTimeout(() => process.exit(130), 10_000);
    void Promise.all(waiting).then(() => {
      clearTimeout(deadline);
      process.exit(130);
    });
  });
}

export type Child = {
  port: number;
  process: ChildProcess;
  /** The last 20,000 characters the child printed. */
  output(): string;
  stop(): Promise<void>;
};

function track(child: ChildProcess, port: number): Child {
  children.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  return {
    port,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(killer);
      }
      children.delete(child);
    },
  };
}

async function waitUntil(child: Child, ready: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(`${what} exited (${child.process.exitCode ?? child.process.signalCode}) before it was ready:\n${child.output()}`);
    }
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) {
      await child.stop();
      throw new Error(`${what} was not ready after ${timeoutMs / 1000} s:\n${child.output()}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** build/server/index.js must exist: the benchmarks measure a production build and build nothing. */
export function requireBuild(): void {
  if (!existsSync(resolve(PROJECT_ROOT, "build/server/index.js"))) {
    throw new Error("No production build (build/server/index.js). Run `npm start` once first (or `npx remix vite:build`).");
  }
}

/** The PGlite data folder the server would open: DATA_DIR (default .data) under the project, /pglite. */
export function pgliteDir(): string {
  return resolve(PROJECT_ROOT, process.env.DATA_DIR ?? ".data", "pglite");
}

/** An imported PGlite database must exist (unless the server is given PostgreSQL). */
export function requirePgliteDatabase(): void {
  if (!existsSync(resolve(pgliteDir(), "PG_VERSION"))) {
    throw new Error(`No database in ${pgliteDir()}. Run \`npm start\` once first (it migrates and imports the data).`);
  }
}

export type ServerOptions = {
  port: number;
  /** Extra environment for the server (e.g. DATABASE_URL); undefined values are removed. */
  env?: Record<string, string | undefined>;
};

/**
 * Starts `node server.mjs` (NODE_ENV=production) on 127.0.0.1:port and waits until the API answers.
 * Readiness is asked of /api/core/sports, which opens the database but leaves the pages' client cache empty.
 */
export async function startAppServer(options: ServerOptions): Promise<Child> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: String(options.port), HOST: "127.0.0.1" };
  env.DATA_DIR = resolve(PROJECT_ROOT, process.env.DATA_DIR ?? ".data");
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const child = track(spawn(process.execPath, ["server.mjs"], { cwd: PROJECT_ROOT, env, stdio: ["ignore", "pipe", "pipe"] }), options.port);
  await waitUntil(
    child,
    async () => (await httpGet(options.port, "/api/core/sports/", `localhost:${options.port}`, 5_000)).status === 200,
    "The server",
    120_000,
  );
  return child;
}

const STATIC_SERVER = `
const http = require("node:http");
const fs = require("node:fs");
const [manifestPath, port] = process.argv.slice(1);
const bodies = new Map(Object.entries(JSON.parse(fs.readFileSync(manifestPath, "utf8"))).map(([key, file]) => [key, fs.readFileSync(file)]));
http.createServer((request, response) => {
  const host = String(request.headers.host || "").replace(/:\\d+$/, "");
  const body = bodies.get(host + " " + request.url);
  if (!body) return response.writeHead(404).end();
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length }).end(body);
}).listen(Number(port), "127.0.0.1", () => console.log("ready"));
`;

/**
 * The ceiling: a tiny node:http server in a second child process answering saved HTML files from
 * memory. manifest maps "<host name> <path>" (e.g. "nfl.localhost /champions") to a file.
 */
export async function startStaticServer(port: number, manifestPath: string): Promise<Child> {
  const child = track(spawn(process.execPath, ["-e", STATIC_SERVER, manifestPath, String(port)], { stdio: ["ignore", "pipe", "pipe"] }), port);
  await waitUntil(child, async () => child.output().includes("ready"), "The static server", 10_000);
  return child;
}
