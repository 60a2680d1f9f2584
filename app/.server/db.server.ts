// The server's one database connection, opened on first use and closed on shutdown. PGlite runs on
// its own thread here, so no statement can block the server (see db/pglite-thread.ts).
import { openDatabase, type Database } from "@db/database";

let opening: Promise<Database> | null = null;

export function getDatabase(): Promise<Database> {
  opening ??= openDatabase({ threaded: true });
  return opening;
}

export async function closeDatabase(): Promise<void> {
  if (!opening) return;
  const db = await opening;
  opening = null;
  await db.close();
}
