// Used by `npm start`: migrates, then imports only when the database has never been built or the
// seed, the importers or the data folder changed since the last import.
import { existsSync } from "node:fs";
import { defaultDataDir, openDatabase } from "../database";
import { dataFingerprint } from "../load/fingerprint";
import { migrate } from "../migrate";

const dataDir = process.env.SPORTS_DATA_DIR ?? null;
let needsImport = true;
// A database never built is created by the import itself (while it reads the datasets).
if (process.env.DATABASE_URL || existsSync(defaultDataDir())) {
  const db = await openDatabase();
  try {
    await migrate(db);
    const rows = await db.query<{ seed_hash: string }>("SELECT seed_hash FROM import_runs ORDER BY id DESC LIMIT 1");
    needsImport = rows[0]?.seed_hash !== dataFingerprint(dataDir);
  } finally {
    await db.close();
  }
}
if (needsImport) {
  console.log("The database needs an import; running `npm run data:import`.");
  await import("./import");
} else {
  console.log("The database is up to date.");
}
