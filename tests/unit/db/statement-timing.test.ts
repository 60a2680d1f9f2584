import { describe, expect, it } from "vitest";
import type { Sql } from "../../../db/database";
import { slowestStatements, splitStatements, timedSql, type StatementTiming } from "../../../db/load/statement-timing";

describe("statement timing (IMPORT_PROFILE)", () => {
  it("splits a statement list at its semicolons, leading comment lines and blank statements left out", () => {
    const list = "-- the first\nCREATE TABLE a (x int);\n\n-- only a comment\n;\nINSERT INTO a VALUES (1);\n";
    expect(splitStatements(list)).toEqual(["CREATE TABLE a (x int)", "INSERT INTO a VALUES (1)"]);
  });

  it("times each statement of a list under its step, sends each one alone, and lists the slowest first", async () => {
    const sent: Array<string> = [];
    const tx: Sql = {
      query: async (text) => {
        sent.push(text);
        return [];
      },
      exec: async (text) => {
        sent.push(text);
        if (text.startsWith("SLOW")) await new Promise((resolve) => setTimeout(resolve, 30));
      },
    };
    const timings: Array<StatementTiming> = [];
    const timed = timedSql(tx, "record book", timings);
    await timed.exec("FAST one;\nSLOW   two;\nFAST three");
    await timed.query("SELECT 1");
    expect(sent).toEqual(["FAST one", "SLOW   two", "FAST three", "SELECT 1"]);
    expect(timings.map((t) => [t.step, t.statement])).toEqual([
      ["record book", "FAST one"],
      ["record book", "SLOW two"],
      ["record book", "FAST three"],
      ["record book", "SELECT 1"],
    ]);
    expect(timed.copyFrom).toBeUndefined();
    const lines = slowestStatements(timings, 2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/\[record book\] SLOW two$/);
  });
});
