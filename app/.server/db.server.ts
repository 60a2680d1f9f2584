// The server's one database connection, opened on first use and closed on shutdown.
import { openDatabase, type Database } from "../../db/database";

let opening: Promise<Database> | null = null;

export function getDatabase(): Promise<Database> {
  opening ??= openDatabase();
  return opening;
}

export async function closeDatabase(): Promise<void> {
  if (!opening) return;
  const db = await opening;
  opening = null;
  await db.close();
}
