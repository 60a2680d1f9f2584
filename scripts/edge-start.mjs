// `npm run edge:start`: serves the worker built by `npm run edge:build` in the local Workers runtime
// (wrangler dev --local: workerd from npm, no Cloudflare account, nothing fetched from the network).
// PORT (8787) is where it listens; SPORTS_API_URL (http://127.0.0.1:3000, `npm start`'s server) is the
// API server it reads. Wrangler's config, logs, temp files and local cache stay under .wrangler/
// (EDGE_STATE_DIR), and it sends no telemetry.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
if (!existsSync(path.join(root, "build-edge/server/index.js"))) {
  console.error("No edge build: run `npm run edge:build` first.");
  process.exit(1);
}

const port = Number(process.env.PORT ?? 8787);
const inspectorPort = Number(process.env.EDGE_INSPECTOR_PORT ?? port + 1);
const apiUrl = process.env.SPORTS_API_URL ?? "http://127.0.0.1:3000";
const state = path.join(root, process.env.EDGE_STATE_DIR ?? ".wrangler");
// The local edge cache starts empty: answers kept by an earlier run may predate a new import.
rmSync(path.join(state, "state"), { recursive: true, force: true });
for (const dir of ["config", "logs", "tmp", "state"]) mkdirSync(path.join(state, dir), { recursive: true });

// Settings the app reads, handed to the worker as variables when they are set here.
const PASSED = ["SPORTS_API_TIMEOUT_MS", "ADMIN_URL", "CONTACT_EMAIL", "TRUST_PROXY", "INSECURE_COOKIES", "ALLOW_TEST_FAILURES"];
const vars = [`SPORTS_API_URL:${apiUrl}`, ...PASSED.filter((name) => process.env[name]).map((name) => `${name}:${process.env[name]}`)];

const args = [
  "dev",
  "--local",
  "--ip",
  process.env.HOST ?? "127.0.0.1",
  "--port",
  String(port),
  "--inspector-port",
  String(inspectorPort),
  "--persist-to",
  path.join(state, "state"),
  "--show-interactive-dev-session=false",
  ...vars.flatMap((value) => ["--var", value]),
];

const child = spawn(path.join(root, "node_modules/.bin/wrangler"), args, {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    XDG_CONFIG_HOME: path.join(state, "config"),
    WRANGLER_LOG_PATH: path.join(state, "logs"),
    TMPDIR: path.join(state, "tmp"),
    // Miniflare fetches Cloudflare's request.cf sample from the network unless NODE_ENV is "test";
    // the worker's own NODE_ENV is a variable in wrangler.toml, and the build has no process.env left.
    NODE_ENV: "test",
  },
});

console.log(`Edge worker on http://localhost:${port} (hub) and http://nfl.localhost:${port}, reading ${apiUrl}/api`);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
