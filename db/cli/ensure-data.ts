// Used by `npm start`: migrates, then imports only when the database has never been built or the
// seed, the importers or the data folder changed since the last import.
import { openDatabase } from "../database";
import { dataFingerprint } from "../load/fingerprint";
import { migrate } from "../migrate";

const dataDir = process.env.SPORTS_DATA_DIR ?? null;
const db = await openDatabase();
let needsImport = true;
try {
  await migrate(db);
  const rows = await db.query<{ seed_hash: string }>("SELECT seed_hash FROM import_runs ORDER BY id DESC LIMIT 1");
  needsImport = rows[0]?.seed_hash !== dataFingerprint(dataDir);
} finally {
  await db.close();
}
if (needsImport) {
  console.log("The database needs an import; running `npm run data:import`.");
  await import("./import");
} else {
  console.log("The database is up to date.");
}
