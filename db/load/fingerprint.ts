// A fingerprint of everything that shapes the imported data (seed, importers, loader, migrations and
// the data folder named, and the seasons the leagues have opened by today), so `npm start` re-imports
// only when one of them changed.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { SEASON_WINDOWS, seasonOpenedBy } from "../../core/season-status";

const DB_DIR = new URL("../", import.meta.url).pathname;
const PARTS = ["seed", "import", "load", "migrations"];

function filesUnder(dir: string): Array<string> {
  const out: Array<string> = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

export function dataFingerprint(dataDir: string | null, now: Date = new Date()): string {
  const hash = createHash("sha256");
  // A league opening a season adds its row (db/load/run-import.ts): the next start imports it.
  for (const league of Object.keys(SEASON_WINDOWS).sort()) hash.update(`${league}:${seasonOpenedBy(league, now)}`);
  for (const part of PARTS) {
    for (const file of filesUnder(join(DB_DIR, part)).sort()) {
      hash.update(relative(DB_DIR, file));
      hash.update(readFileSync(file));
    }
  }
  if (dataDir) {
    for (const entry of readdirSync(dataDir).sort()) {
      const stat = statSync(join(dataDir, entry));
      hash.update(`${entry}:${stat.isDirectory() ? readdirSync(join(dataDir, entry)).length : stat.size}`);
    }
  }
  return hash.digest("hex").slice(0, 24);
}
