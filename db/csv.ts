// RFC 4180 CSV reading shared by the seed loader and the dataset importers; every row keeps its line
// number so that an error can name the file and line.
import { readFile } from "node:fs/promises";
import { basename } from "node:path";

export class ImportError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = "ImportError";
  }
}

export type CsvRow = {
  /** 1-based line number of the row's first physical line in the file. */
  line: number;
  /** Fields by header name; a header that occurs twice gets a suffix: `G`, `G_2`. */
  values: Record<string, string>;
  /** Fields in file order. */
  fields: Array<string>;
};

export type CsvOptions = {
  /** Header to use when the file has none (such as Retrosheet game logs). */
  header?: Array<string>;
  /** Column count may differ from the header's (rows are padded or cut); off by default. */
  ragged?: boolean;
  /** Field separator, "," unless told. */
  separator?: string;
  /** The file's text encoding when it is not UTF-8 (cfb-games-cfbd-2001-2020 is Latin-1). */
  encoding?: "utf8" | "latin1";
};

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Splits CSV text into records of fields, handing each to `visit` with the line where it starts. A
 * quote opens a quoted field only at the field's start; a run of plain characters is taken as one
 * slice (a whole unquoted field is its slice, nothing concatenated).
 */
function scanCsvRecords(text: string, separator: string, visit: (line: number, fields: Array<string>) => void): void {
  const sep = separator.charCodeAt(0);
  let line = 1;
  let i = 0;
  const n = text.length;
  if (text.charCodeAt(0) === 0xfeff) i = 1;
  while (i < n) {
    const startLine = line;
    const fields: Array<string> = [];
    let field = "";
    for (;;) {
      if (i >= n) {
        fields.push(field);
        break;
      }
      const ch = text.charCodeAt(i);
      if (ch === QUOTE && field === "") {
        i++;
        let start = i;
        for (;;) {
          if (i >= n) throw new Error(`unterminated quoted field starting on line ${startLine}`);
          const c = text.charCodeAt(i);
          if (c === QUOTE) {
            if (text.charCodeAt(i + 1) === QUOTE) {
              field += text.slice(start, i + 1);
              i += 2;
              start = i;
              continue;
            }
            field += text.slice(start, i);
            i++;
            break;
          }
          if (c === LF) line++;
          i++;
        }
        continue;
      }
      if (ch === sep) {
        fields.push(field);
        field = "";
        i++;
        continue;
      }
      if (ch === CR && text.charCodeAt(i + 1) === LF) {
        i++;
        continue;
      }
      if (ch === LF || ch === CR) {
        fields.push(field);
        i++;
        line++;
        break;
      }
      let end = i + 1;
      while (end < n) {
        const c = text.charCodeAt(end);
        if (c === sep || c === LF || c === CR) break;
        end++;
      }
      field = field === "" ? text.slice(i, end) : field + text.slice(i, end);
      i = end;
    }
    if (fields.length === 1 && fields[0] === "") continue; // blank line
    visit(startLine, fields);
  }
}

/** The records of CSV text (scanCsvRecords), each with the line where it starts. */
export function* parseCsvRecords(text: string, separator = ","): Generator<{ line: number; fields: Array<string> }> {
  const records: Array<{ line: number; fields: Array<string> }> = [];
  scanCsvRecords(text, separator, (line, fields) => records.push({ line, fields }));
  yield* records;
}

/**
 * What builds a row's `values` from its fields: one object literal of the header's keys, compiled
 * once per file (as d3-dsv does), so every row is one allocation of one shape rather than a key
 * added at a time. A missing field (a short ragged row) is "".
 */
function valuesBuilder(keys: ReadonlyArray<string>): (fields: ReadonlyArray<string>) => Record<string, string> {
  // "__proto__" in a literal would set the prototype rather than a field: such a header is built key by key.
  if (keys.includes("__proto__")) {
    return (fields) => {
      const values: Record<string, string> = {};
      keys.forEach((key, index) => {
        values[key] = fields[index] ?? "";
      });
      return values;
    };
  }
  const body = keys.map((key, index) => `${JSON.stringify(key)}: f[${index}] ?? ""`).join(", ");
  return new Function("f", `"use strict"; return { ${body} };`) as (fields: ReadonlyArray<string>) => Record<string, string>;
}

function headerKeys(header: Array<string>): Array<string> {
  const seen = new Map<string, number>();
  return header.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name}_${count}`;
  });
}

/**
 * Reads a whole CSV file into rows keyed by header. A row whose column count differs from the
 * header's throws an ImportError naming the file and line (unless `ragged`).
 */
export async function readCsv(path: string, options: CsvOptions = {}): Promise<Array<CsvRow>> {
  const text = await readFile(path, options.encoding ?? "utf8");
  return parseCsvText(text, basename(path), options);
}

export function parseCsvText(text: string, fileName: string, options: CsvOptions = {}): Array<CsvRow> {
  const rows: Array<CsvRow> = [];
  visitCsvText(text, fileName, options, (row) => rows.push(row));
  return rows;
}

/**
 * Reads a CSV file row by row, as readCsv reads it (the same rows, the same errors), handing each row
 * to `visit` as it is read, with the file's count of physical lines (for a progress bar). The rows are
 * not kept: a large file's rows die young instead of living through collections until the last one
 * is read. An error `visit` throws stops the reading and is thrown as it is.
 */
export async function eachCsvRow(path: string, visit: (row: CsvRow, lines: number) => void, options: CsvOptions = {}): Promise<void> {
  const text = await readFile(path, options.encoding ?? "utf8");
  let lines = 1;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) lines++;
  visitCsvText(text, basename(path), options, (row) => visit(row, lines));
}

/** The rows of CSV text to `visit`; a malformed file is an ImportError naming the file and line. */
function visitCsvText(text: string, fileName: string, options: CsvOptions, visit: (row: CsvRow) => void): void {
  let keys: Array<string> | null = options.header ? headerKeys(options.header) : null;
  let build = keys ? valuesBuilder(keys) : null;
  let visitorError: { error: unknown } | null = null;
  try {
    scanCsvRecords(text, options.separator ?? ",", (line, fields) => {
      if (!keys || !build) {
        keys = headerKeys(fields.map((f) => f.trim()));
        build = valuesBuilder(keys);
        return;
      }
      if (fields.length !== keys.length && !options.ragged) {
        throw new ImportError(fileName, line, `expected ${keys.length} columns, found ${fields.length}`);
      }
      try {
        visit({ line, values: build(fields), fields });
      } catch (error) {
        visitorError = { error };
        throw error;
      }
    });
  } catch (error) {
    if (visitorError !== null || error instanceof ImportError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const match = /line (\d+)/.exec(message);
    throw new ImportError(fileName, match ? Number(match[1]) : 0, message);
  }
}
