// `npm run serve`: the server process, built by `npx remix vite:build` from server/ (server/main.ts,
// composed in server/process.ts) into build/server/main.js.
import { existsSync } from "node:fs";

const entry = new URL("./build/server/main.js", import.meta.url);
if (!existsSync(entry)) {
  console.error("build/server/main.js is missing: run `npx remix vite:build` (or `npm start`) first.");
  process.exit(1);
}
await import(entry.href);
