// The CSV row readers (db/csv.ts): rows keyed by header (parseCsvText, readCsv) and read one at a time
// (eachCsvRow), which must give the same rows and the same errors.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { eachCsvRow, ImportError, parseCsvText, readCsv, type CsvRow } from "../../../db/csv";

const dir = mkdtempSync(join(tmpdir(), "csv-rows-"));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function eachRow(path: string, options = {}): Promise<{ rows: Array<CsvRow>; lines: Array<number> }> {
  const rows: Array<CsvRow> = [];
  const lines: Array<number> = [];
  await eachCsvRow(
    path,
    (row, count) => {
      rows.push(row);
      lines.push(count);
    },
    options,
  );
  return { rows, lines };
}

describe("parseCsvText", () => {
  it("keys fields by header, a repeated header with a suffix, in the header's order", () => {
    const rows = parseCsvText('name,G,G,note\nAl,1,2,"a, b"\n', "t.csv");
    expect(rows).toEqual([{ line: 2, values: { name: "Al", G: "1", G_2: "2", note: "a, b" }, fields: ["Al", "1", "2", "a, b"] }]);
    expect(Object.keys(rows[0].values)).toEqual(["name", "G", "G_2", "note"]);
  });

  it("pads a short ragged row with blanks and keeps a long one's extra fields only in `fields`", () => {
    const rows = parseCsvText("a,b,c\n1\n1,2,3,4\n", "t.csv", { ragged: true });
    expect(rows.map((row) => row.values)).toEqual([
      { a: "1", b: "", c: "" },
      { a: "1", b: "2", c: "3" },
    ]);
    expect(rows[1].fields).toEqual(["1", "2", "3", "4"]);
  });

  it("reads a header of any text as keys; a __proto__ column, which no plain object can key, is only in `fields`", () => {
    const rows = parseCsvText('"say ""x""",__proto__,constructor\n1,2,3\n', "t.csv");
    expect(rows[0].values['say "x"']).toBe("1");
    expect(Object.getPrototypeOf(rows[0].values)).toBe(Object.prototype);
    expect(Object.keys(rows[0].values)).toEqual(['say "x"', "constructor"]);
    expect(rows[0].values.constructor).toBe("3");
    expect(rows[0].fields).toEqual(["1", "2", "3"]);
  });

  it("takes a given header for a file without one", () => {
    expect(parseCsvText("1,2\n", "t.csv", { header: ["x", "y"] })).toEqual([{ line: 1, values: { x: "1", y: "2" }, fields: ["1", "2"] }]);
  });

  it("names the file and line of a row with the wrong column count and of an unterminated quote", () => {
    expect(() => parseCsvText("a,b\n1,2\n1,2,3\n", "t.csv")).toThrow("t.csv:3: expected 2 columns, found 3");
    expect(() => parseCsvText('a,b\n1,2\n"open,2\n', "t.csv")).toThrow(new ImportError("t.csv", 3, "unterminated quoted field starting on line 3"));
  });
});

describe("eachCsvRow", () => {
  const text = 'a,b\n1,"two\nlines"\n\n3,4\n';

  it("gives the rows readCsv gives, in order, with the file's count of lines", async () => {
    const path = file("rows.csv", text);
    const { rows, lines } = await eachRow(path);
    expect(rows).toEqual(await readCsv(path));
    expect(rows.map((row) => row.line)).toEqual([2, 5]);
    expect(lines).toEqual([6, 6]);
  });

  it("stops at a malformed row with the file and line readCsv names", async () => {
    const path = file("bad.csv", "a,b\n1,2\n1,2,3\n4,5\n");
    const { rows } = await eachRow(path, { ragged: false }).catch(() => ({ rows: [] }));
    expect(rows).toEqual([]);
    await expect(eachCsvRow(path, () => undefined)).rejects.toThrow("bad.csv:3: expected 2 columns, found 3");
    await expect(readCsv(path)).rejects.toThrow("bad.csv:3: expected 2 columns, found 3");
  });

  it("throws what the visitor throws as it is, after the rows before it", async () => {
    const path = file("visit.csv", text);
    const seen: Array<number> = [];
    const stop = new Error("stop at line 5");
    await expect(
      eachCsvRow(path, (row) => {
        if (row.line === 5) throw stop;
        seen.push(row.line);
      }),
    ).rejects.toBe(stop);
    expect(seen).toEqual([2]);
  });
});
