// Row counts and a content checksum per table, to show that a change to the import writes exactly
// the same data (order of rows aside). import_runs (one row per run) and the migrations' own table
// are left out, as is data_sources.imported_at (the time of the run).
import type { Sql } from "../../db/database";

const SKIPPED_TABLES = new Set(["import_runs", "schema_migrations", "migrations"]);
const VOLATILE_COLUMNS: Record<string, ReadonlyArray<string>> = { data_sources: ["imported_at"] };

export type TableChecksum = { rows: number; md5: string };

export async function tableChecksums(sql: Sql): Promise<Record<string, TableChecksum>> {
  const tables = await sql.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, TableChecksum> = {};
  for (const { name } of tables) {
    if (SKIPPED_TABLES.has(name)) continue;
    const dropped = (VOLATILE_COLUMNS[name] ?? []).map((column) => ` - '${column}'`).join("");
    const [row] = await sql.query<{ rows: number; md5: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(h, '' ORDER BY h), '')) AS md5
       FROM (SELECT md5((to_jsonb(t)${dropped})::text) AS h FROM ${name} t) x`,
    );
    out[name] = row;
  }
  return out;
}
