// A path segment that names a row by numeric id or by slug.
import { notFound } from "../errors";
import type { Sql } from "../../db/database";

/** Finds a row's id by numeric id or slug; unknown is a 404 naming the thing. */
export async function idBySlugOrId(sql: Sql, table: string, key: string, what: string): Promise<number> {
  const isId = /^\d{1,9}$/.test(key);
  if (!isId && (key.length > 120 || !/^[a-z0-9-]+$/.test(key))) throw notFound(what);
  const rows = await sql.query<{ id: number }>(`SELECT id FROM ${table} WHERE ${isId ? "id = $1" : "slug = $1"}`, [isId ? Number(key) : key]);
  if (rows.length === 0) throw notFound(what);
  return rows[0].id;
}
