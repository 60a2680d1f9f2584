// Bulk inserts write every value as it was given, through COPY (PGlite) and through unnest (the
// engines without COPY input from memory): nulls, escapes, numbers and flags in any column type.
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type Database, type Sql } from "../../../db/database";
import { bulkInsert, type Column } from "../../../db/load/bulk-insert";

const COLUMNS: ReadonlyArray<Column> = [
  ["id", "int"],
  ["amount", "numeric"],
  ["label", "text"],
  ["day", "date"],
  ["flag", "bool"],
  ["doc", "jsonb"],
];
const ROWS: ReadonlyArray<ReadonlyArray<unknown>> = [
  [1, 2.5, "plain", "1999-09-12", true, { home: [0, 1], note: "tab\there" }],
  [2, null, "back\\slash, tab\t, line\nbreak, return\r", null, false, null],
  [3, -0.125, null, "2024-02-29", null, { quote: 'say "hi"', slash: "a\\b", line: "x\ny" }],
  [4, undefined, 42, undefined, undefined, 7],
  [5, 10, "", "1900-01-01", true, []],
  [6, 1e21, "ünïcödé – “quoted”", "2000-12-31", false, { nested: { deep: [null, true, 1.5] } }],
];

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ dataDir: "memory://" });
  await db.exec("CREATE TABLE copied (id int, amount numeric, label text, day date, flag bool, doc jsonb); CREATE TABLE unnested (LIKE copied)");
});
afterAll(() => db.close());

const read = (table: string) => db.query(`SELECT id, amount::text AS amount, label, day::text AS day, flag, doc FROM ${table} ORDER BY id`);
const expected = ROWS.map(([id, amount, label, day, flag, doc]) => ({
  id,
  amount: amount === null || amount === undefined ? null : String(amount === 1e21 ? "1000000000000000000000" : amount),
  label: label === null || label === undefined ? null : String(label),
  day: day ?? null,
  flag: flag ?? null,
  doc: doc ?? null,
}));

it("writes every value as given through COPY", async () => {
  expect(db.copyFrom).toBeDefined();
  expect(await bulkInsert(db, "copied", COLUMNS, ROWS)).toBe(ROWS.length);
  expect(await read("copied")).toEqual(expected);
});

it("writes the same rows through unnest, where the engine takes no COPY input", async () => {
  const withoutCopy: Sql = { query: db.query.bind(db), exec: db.exec.bind(db) };
  expect(await bulkInsert(withoutCopy, "unnested", COLUMNS, ROWS)).toBe(ROWS.length);
  expect(await read("unnested")).toEqual(await read("copied"));
});

it("writes rows past one COPY's chunk in order", async () => {
  await db.exec("CREATE TABLE many (id int, label text)");
  const rows = Array.from({ length: 120_001 }, (_, index) => [index, index % 3 === 0 ? null : `row\t${index}`]);
  await bulkInsert(
    db,
    "many",
    [
      ["id", "int"],
      ["label", "text"],
    ],
    rows,
  );
  const [summary] = await db.query<{ n: number; labels: number; last: string }>(
    "SELECT count(*)::int AS n, count(label)::int AS labels, (SELECT label FROM many WHERE id = 119999) AS last FROM many",
  );
  expect(summary).toEqual({ n: 120_001, labels: 80_000, last: "row\t119999" });
});
