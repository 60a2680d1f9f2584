// Fast bulk inserts that work the same on PGlite and PostgreSQL. Where the engine takes COPY input
// from memory (PGlite in process) the rows go in one COPY per table, in COPY's text format; else one
// INSERT ... SELECT FROM unnest() per chunk, one array parameter per column.
import type { Sql } from "../database";
import { CopyTextWriter } from "./copy-text";

export type ColumnType = "int" | "numeric" | "text" | "bool" | "date" | "jsonb";
/** A column: its name, its type and, when not the column's own position, the index of its value in a row. */
export type Column = readonly [name: string, type: ColumnType, at?: number];

const CHUNK = 20_000;
/**
 * Rows per COPY: bounds the memory of the text built for one COPY. While the database writes one
 * chunk (on its own thread, pglite-import-thread.ts) the next is built here.
 */
const COPY_CHUNK = 50_000;
/** COPY statements sent and not yet done: the one being written and the next. */
const COPIES_IN_FLIGHT = 2;

/** One value in COPY's text format: \N for null, backslash, tab and line breaks escaped. */
function copyValue(writer: CopyTextWriter, value: unknown, type: ColumnType): void {
  if (value === undefined || value === null) writer.null();
  else if (typeof value === "number" && type !== "jsonb") writer.number(value);
  else writer.text(type === "jsonb" ? JSON.stringify(value) : typeof value === "boolean" ? (value ? "t" : "f") : String(value));
}

/**
 * copyValue for one column type, with the common case of each (a number in a number column, a string in a
 * text column) first; anything else goes through copyValue. The COPY text is built for every row of every
 * big table on the thread the database waits for.
 */
function encoderOf(type: ColumnType): (writer: CopyTextWriter, value: unknown) => void {
  switch (type) {
    case "int":
    case "numeric":
      return (writer, value) => (typeof value === "number" ? writer.number(value) : copyValue(writer, value, type));
    case "text":
    case "date":
      return (writer, value) => (typeof value === "string" ? writer.text(value) : copyValue(writer, value, type));
    case "bool":
    case "jsonb":
      return (writer, value) => copyValue(writer, value, type);
  }
}

async function copyRows(
  copyFrom: NonNullable<Sql["copyFrom"]>,
  table: string,
  columns: ReadonlyArray<Column>,
  rows: ReadonlyArray<ReadonlyArray<unknown>>,
): Promise<void> {
  const statement = `COPY ${table} (${columns.map(([name]) => name).join(", ")}) FROM '/dev/blob'`;
  const encoders = columns.map(([, type]) => encoderOf(type));
  const at = columns.map(([, , index], position) => index ?? position);
  const width = columns.length;
  const inFlight: Array<Promise<void>> = [];
  const writer = new CopyTextWriter();
  for (let start = 0; start < rows.length; start += COPY_CHUNK) {
    const end = Math.min(rows.length, start + COPY_CHUNK);
    for (let r = start; r < end; r++) {
      const row = rows[r];
      encoders[0](writer, row[at[0]]);
      for (let index = 1; index < width; index++) {
        writer.tab();
        encoders[index](writer, row[at[index]]);
      }
      writer.endOfRow();
    }
    if (inFlight.length >= COPIES_IN_FLIGHT) await inFlight.shift();
    const copied = copyFrom(statement, writer.take());
    // Handled when awaited below; a failure is not left unhandled meanwhile.
    copied.catch(() => undefined);
    inFlight.push(copied);
  }
  await Promise.all(inFlight);
}

export async function bulkInsert(sql: Sql, table: string, columns: ReadonlyArray<Column>, rows: ReadonlyArray<ReadonlyArray<unknown>>): Promise<number> {
  if (rows.length === 0) return 0;
  if (sql.copyFrom) {
    await copyRows(sql.copyFrom.bind(sql), table, columns, rows);
    return rows.length;
  }
  const arrayType = (type: ColumnType) => (type === "jsonb" ? "text[]" : type === "int" ? "int[]" : `${type}[]`);
  const names = columns.map(([name]) => name).join(", ");
  const selects = columns.map(([, type], index) => (type === "jsonb" ? `c${index}::jsonb` : `c${index}`)).join(", ");
  const unnestArgs = columns.map(([, type], index) => `$${index + 1}::${arrayType(type)}`).join(", ");
  const aliases = columns.map((_, index) => `c${index}`).join(", ");
  const statement = `INSERT INTO ${table} (${names}) SELECT ${selects} FROM unnest(${unnestArgs}) AS u(${aliases})`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const params = columns.map(([, type, at], index) =>
      chunk.map((row) => {
        const value = row[at ?? index];
        if (value === undefined || value === null) return null;
        return type === "jsonb" ? JSON.stringify(value) : value;
      }),
    );
    await sql.query(statement, params);
  }
  return rows.length;
}
