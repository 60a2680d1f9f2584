// Starting a worker thread whose program is a TypeScript module of this repository: from the source
// (tsx, vitest) the module is the .ts file, loaded after registering tsx's loader in the thread; from a
// build (build/server/, written by the server-process step of vite.config.ts) it is the .js file beside
// the bundle that starts it. One rule for every worker (the PGlite thread, the import's readers, the
// render threads), so no worker program is kept as a string.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

/** tsx's ESM API module (its package's "./esm/api" import entry), as a file URL. */
function tsxApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("tsx/package.json");
  const { exports } = require(manifest) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(join(dirname(manifest), exports["./esm/api"].import.default)).href;
}

/**
 * The worker program `name` for the module at `importerUrl` (its import.meta.url): `name.ts` beside
 * it when that module runs from source; `name.js` beside it or one folder up when it runs from a build
 * (the app's build puts split modules in build/server/assets/, the programs are in build/server/).
 */
export function workerScript(importerUrl: string, name: string): URL {
  if (/\.tsx?$/.test(importerUrl)) return new URL(`./${name}.ts`, importerUrl);
  const beside = new URL(`./${name}.js`, importerUrl);
  const above = new URL(`../${name}.js`, importerUrl);
  return existsSync(beside) || !existsSync(above) ? beside : above;
}

/** Starts the worker program at `script` (from workerScript). */
export function startWorker(script: URL, options: WorkerOptions = {}): Worker {
  if (!script.pathname.endsWith(".ts")) return new Worker(script, options);
  // A TypeScript program registers tsx's loader before loading its module.
  const source = `import(${JSON.stringify(tsxApi())}).then(({ register }) => { register(); return import(${JSON.stringify(script.href)}); })`;
  return new Worker(source, { ...options, eval: true });
}
