// requiredField: a column's value through its parser, or the import's error naming value and column.
import { describe, expect, it } from "vitest";
import { parseCount, parseIsoDate } from "../../../db/import/fields";
import { requiredField } from "../../../db/import/required-field";
import { ImportError } from "../../../db/csv";
import type { Origin } from "../../../db/import/types";

const where: Origin = { source: "test-source", file: "games.csv", line: 7 };
const ctx = { fail: (origin: Origin, reason: string) => new ImportError(origin.file, origin.line, reason) };

describe("requiredField", () => {
  it("gives the parsed value", () => {
    expect(requiredField(ctx, where, { home_pts: "112" }, "home_pts", "score", parseCount)).toBe(112);
    expect(requiredField(ctx, where, { date: "2021-05-16" }, "date", "date", parseIsoDate)).toBe("2021-05-16");
  });

  it("stops on a value the parser refuses, naming the file, line, value and column", () => {
    expect(() => requiredField(ctx, where, { home_pts: "NA" }, "home_pts", "score", parseCount)).toThrow(
      "games.csv:7: bad score 'NA' in column home_pts",
    );
    expect(() => requiredField(ctx, where, { date: "2021-02-30" }, "date", "date", parseIsoDate)).toThrow(/bad date '2021-02-30'/);
  });
});
