// Versioned migrations: every db/migrations/NNNN_name.sql runs once, in order, in a transaction.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "./database";

export const MIGRATIONS_DIR = new URL("./migrations/", import.meta.url).pathname;

export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<Array<string>> {
  await db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
  const applied = new Set((await db.query<{ version: string }>("SELECT version FROM schema_migrations")).map((r) => r.version));
  const files = readdirSync(dir)
    .filter((name) => /^\d{4}_.*\.sql$/.test(name))
    .sort();
  const ran: Array<string> = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, "");
    if (applied.has(version)) continue;
    const text = readFileSync(join(dir, file), "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(text);
      await tx.query("INSERT INTO schema_migrations (version) VALUES ($1)", [version]);
    });
    ran.push(version);
  }
  return ran;
}
