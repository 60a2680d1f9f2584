// Fast bulk inserts that work the same on PGlite and PostgreSQL: one INSERT ... SELECT FROM unnest()
// per chunk, one array parameter per column.
import type { Sql } from "../database";

export type ColumnType = "int" | "text" | "bool" | "date" | "jsonb";
export type Column = readonly [name: string, type: ColumnType];

const CHUNK = 20_000;

export async function bulkInsert(
  sql: Sql,
  table: string,
  columns: ReadonlyArray<Column>,
  rows: ReadonlyArray<ReadonlyArray<unknown>>,
): Promise<number> {
  const arrayType = (type: ColumnType) => (type === "jsonb" ? "text[]" : type === "int" ? "int[]" : `${type}[]`);
  const names = columns.map(([name]) => name).join(", ");
  const selects = columns
    .map(([, type], index) => (type === "jsonb" ? `c${index}::jsonb` : `c${index}`))
    .join(", ");
  const unnestArgs = columns.map(([, type], index) => `$${index + 1}::${arrayType(type)}`).join(", ");
  const aliases = columns.map((_, index) => `c${index}`).join(", ");
  const statement = `INSERT INTO ${table} (${names}) SELECT ${selects} FROM unnest(${unnestArgs}) AS u(${aliases})`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const params = columns.map(([, type], index) =>
      chunk.map((row) => {
        const value = row[index];
        if (value === undefined || value === null) return null;
        return type === "jsonb" ? JSON.stringify(value) : value;
      }),
    );
    await sql.query(statement, params);
  }
  return rows.length;
}
