// `npm start`: installs dependencies, builds, prepares the database with real data, then serves.
import { execSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };
if (!env.SPORTS_DATA_DIR && existsSync("../shared/data")) env.SPORTS_DATA_DIR = "../shared/data";

function run(command) {
  console.log(`> ${command}`);
  execSync(command, { stdio: "inherit", env });
}

function newestMtime(paths) {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (stat.isDirectory()) newest = Math.max(newest, newestMtime(readdirSync(path).map((name) => join(path, name))));
    else newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

const installedMarker = "node_modules/.package-lock.json";
if (!existsSync(installedMarker) || newestMtime(["package.json", "package-lock.json"]) > statSync(installedMarker).mtimeMs) {
  run("npm install --no-audit --no-fund");
}
// The app's build and the server process's (build/server/main.js, written last by the same build).
const buildMarker = "build/server/main.js";
const buildSources = ["app", "sites", "api", "db", "core", "server", "public", "vite.config.ts", "vite.chunks.ts", "package.json"];
if (!existsSync(buildMarker) || newestMtime(buildSources) > statSync(buildMarker).mtimeMs) {
  run("npx remix vite:build");
}
if (!env.SPORTS_DATA_DIR) console.warn("SPORTS_DATA_DIR is not set: only the curated seed will be imported.");
run("npx tsx db/cli/ensure-data.ts");

const server = spawn(process.execPath, ["server.mjs"], { stdio: "inherit", env: { ...env, NODE_ENV: "production" } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
