// How the browser's JavaScript is split into files (the client build's `manualChunks`, decision 0135).
// Rollup's own split gives every set of route modules sharing code a chunk of its own: a page loaded 25
// small files, each compressed alone, and the root's shared modules (meta tags, toasts, nav items...) came
// in six of them. Two chunks every page loads are now one file each:
// - "framework": React, React DOM, React Router and Remix (and the little the shell uses beside them); the
//   client entry joins it, so the file is `entry.client-<hash>.js`;
// - "shell": the root route and everything of the app it imports (header, nav, footer, season picker,
//   meta tags, toasts), with Vite's dynamic-import helper.
// Everything else keeps Rollup's split, so a page loads only the code it renders; packages not named here
// (framer-motion, imported dynamically at the first transition) stay out of the first load.
import path from "node:path";
import type { GetManualChunk, GetModuleInfo } from "rollup";

const FRAMEWORK_PACKAGES = ["react", "react-dom", "scheduler", "@remix-run", "react-router", "react-router-dom", "turbo-stream", "remix-utils"];
const FRAMEWORK = new RegExp(`/node_modules/(${FRAMEWORK_PACKAGES.join("|")})/`);

const ROOT_ROUTE = path.resolve("app/root.tsx");
const APP_DIRS = ["app", "core", "sites"].map((dir) => path.resolve(dir) + path.sep);

function isAppModule(id: string): boolean {
  return APP_DIRS.some((dir) => id.startsWith(dir));
}

/** The app modules the root route imports, directly or not (one walk per build). */
function rootModules(getModuleInfo: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id) || !isAppModule(id)) return;
    seen.add(id);
    for (const child of getModuleInfo(id)?.importedIds ?? []) walk(child);
  };
  walk(ROOT_ROUTE);
  return seen;
}

export function clientChunks(): GetManualChunk {
  let shell: Set<string> | null = null;
  return (id, { getModuleInfo }) => {
    if (FRAMEWORK.test(id)) return "framework";
    if (id.includes("vite/preload-helper")) return "shell";
    shell ??= rootModules(getModuleInfo);
    return shell.has(id) ? "shell" : undefined;
  };
}
