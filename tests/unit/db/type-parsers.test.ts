// The one set of PostgreSQL type parsers (db/type-parsers.ts, imported by the worker thread too): each
// parser reads its type as the app expects, and an in-process PGlite answers dates as text and bigint and
// numeric as numbers. (The threaded engine's answer is checked in pglite-thread.test.ts.)
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../../db/database";
import { setTypeParsers, TYPE_PARSERS } from "../../../db/type-parsers";

describe("type parsers", () => {
  it("reads a date as text, bigint and numeric as numbers", () => {
    expect(Object.keys(TYPE_PARSERS).sort()).toEqual(["1082", "1700", "20"]);
    expect(TYPE_PARSERS[1082]("2024-02-29")).toBe("2024-02-29");
    expect(TYPE_PARSERS[20]("42")).toBe(42);
    expect(TYPE_PARSERS[1700]("0.667")).toBe(0.667);
  });

  it("node-postgres is given the same parsers", () => {
    const set = new Map<number, unknown>();
    setTypeParsers({ setTypeParser: (oid, parse) => set.set(oid, parse) });
    expect(Object.fromEntries(set)).toEqual(TYPE_PARSERS);
  });

  it("in-process PGlite reads a date as text, bigint and numeric as numbers", async () => {
    const db = await openDatabase({ dataDir: "memory://" });
    try {
      const [row] = await db.query("SELECT DATE '2024-02-29' AS day, count(*) AS n, avg(x)::numeric(5,3) AS mean FROM (VALUES (1), (2)) v(x)");
      expect(row).toEqual({ day: "2024-02-29", n: 2, mean: 1.5 });
    } finally {
      await db.close();
    }
  });
});
