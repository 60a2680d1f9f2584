// recordSql (core/standings.ts) is record() in SQL: over PostgreSQL (PGlite) it writes every count,
// null ties and the '?' of an unknown coach record as record() does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { record, recordSql } from "../../core/standings";
import { openDatabase, type Database } from "../../db/database";

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ dataDir: "memory://" });
});
afterAll(async () => {
  await db?.close();
});

describe("recordSql", () => {
  it("writes the records record() writes", async () => {
    const cases: Array<[number, number, number | null, number | null]> = [
      [10, 3, 0, 0],
      [9, 6, 1, 0],
      [45, 28, 0, 9],
      [33, 30, 11, 8],
      [4, 2, null, null],
      [0, 0, 0, 0],
      [116, 36, 1, null],
    ];
    const rows = await db.query<{ line: string; series: string }>(
      `SELECT ${recordSql("w", "l", "t", "o")} AS line, ${recordSql("w", "l")} AS series
       FROM unnest($1::int[], $2::int[], $3::int[], $4::int[]) WITH ORDINALITY AS c(w, l, t, o, n) ORDER BY n`,
      [cases.map((c) => c[0]), cases.map((c) => c[1]), cases.map((c) => c[2]), cases.map((c) => c[3])],
    );
    expect(rows.map((r) => r.line)).toEqual(cases.map(([w, l, t, o]) => record(w, l, t, o)));
    expect(rows.map((r) => r.series)).toEqual(cases.map(([w, l]) => record(w, l)));
  });

  it("takes any text expression, such as an unknown count written '?'", async () => {
    const [row] = await db.query<{ line: string }>(`SELECT ${recordSql("coalesce(NULL::int::text, '?')", "'5'", "2")} AS line`);
    expect(row.line).toBe("?-5-2");
  });
});
