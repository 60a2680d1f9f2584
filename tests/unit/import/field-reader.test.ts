// Tests for FieldReader (db/import/fields.ts), the one reader of a row's fields for every importer and
// the seed: each kind required and optional, blanks and the file's "missing" texts, and the one error
// wording "file:line: bad <what> '<value>' in column <column>".
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ImportError } from "../../../db/csv";
import { FieldReader, parseSlashDate, positionalFields, rowFields } from "../../../db/import/fields";
import type { Origin } from "../../../db/import/types";

const where: Origin = { source: "test-source", file: "games.csv", line: 7 };
const ctx = { fail: (origin: Origin, reason: string) => new ImportError(`${origin.source}/${origin.file}`, origin.line, reason) };
const fields = (values: Record<string, string>, options?: Parameters<typeof rowFields>[3]) => rowFields(ctx, where, values, options);
const AT = "test-source/games.csv:7:";

describe("FieldReader: required and optional kinds", () => {
  it("int / optInt: a whole number with an optional minus", () => {
    const f = fields({ a: "-3", b: " 12 ", blank: "", bad: "1.5" });
    expect(f.int("a")).toBe(-3);
    expect(f.int("b")).toBe(12);
    expect(f.optInt("blank")).toBeNull();
    expect(f.optInt("absent")).toBeNull();
    expect(() => f.int("blank")).toThrow(`${AT} bad number '' in column blank`);
    expect(() => f.optInt("bad")).toThrow(`${AT} bad number '1.5' in column bad`);
  });

  it("count / optCount: plain digits, not below `first` when given", () => {
    const f = fields({ week: "0", pick: "12", minus: "-1" });
    expect(f.count("week")).toBe(0);
    expect(f.optCount("pick", "pick", 1)).toBe(12);
    expect(() => f.count("week", "week", 1)).toThrow(`${AT} bad week '0' in column week`);
    expect(() => f.count("minus")).toThrow(`${AT} bad number '-1' in column minus`);
    expect(f.optCount("absent", "week", 1)).toBeNull();
  });

  it("decimalCount: a count written with a zero fraction", () => {
    const f = fields({ w: "8.0", l: "8", t: "8.5" });
    expect(f.decimalCount("w")).toBe(8);
    expect(f.decimalCount("l")).toBe(8);
    expect(() => f.optDecimalCount("t")).toThrow(`${AT} bad number '8.5' in column t`);
  });

  it("score and attendance: counts, attendance with thousands separators", () => {
    const f = fields({ pts: "112", gone: "NA", crowd: "19,842", none: "" });
    expect(f.score("pts")).toBe(112);
    expect(() => f.score("gone")).toThrow(`${AT} bad score 'NA' in column gone`);
    expect(f.optScore("none")).toBeNull();
    expect(f.attendance("crowd")).toBe(19842);
    expect(f.optAttendance("none")).toBeNull();
    expect(() => f.optAttendance("gone")).toThrow(`${AT} bad attendance 'NA' in column gone`);
  });

  it("num / optNum: a decimal number, never NA or Infinity", () => {
    const f = fields({ era: "2.5", bad: "Infinity" });
    expect(f.num("era")).toBe(2.5);
    expect(f.optNum("absent")).toBeNull();
    expect(() => f.optNum("bad", "ERA")).toThrow(`${AT} bad ERA 'Infinity' in column bad`);
  });

  it("date / optDate: a real day written YYYY-MM-DD", () => {
    const f = fields({ day: "2024-02-29", leap: "2023-02-29" });
    expect(f.date("day")).toBe("2024-02-29");
    expect(f.optDate("absent")).toBeNull();
    expect(() => f.optDate("leap", "birth date")).toThrow(`${AT} bad birth date '2023-02-29' in column leap`);
  });

  it("year / optYear: four digits, not before `first` when given", () => {
    const f = fields({ season: "1946", short: "46" });
    expect(f.year("season")).toBe(1946);
    expect(() => f.year("season", "season", 1947)).toThrow(`${AT} bad season '1946' in column season`);
    expect(() => f.optYear("short")).toThrow(`${AT} bad season '46' in column short`);
  });

  it("text / optText: trimmed, blank refused or null", () => {
    const f = fields({ name: "  Nick Van Exel ", blank: "   " });
    expect(f.text("name")).toBe("Nick Van Exel");
    expect(f.optText("blank")).toBeNull();
    expect(() => f.text("blank", "name")).toThrow(`${AT} bad name '   ' in column blank`);
  });

  it("flag / optFlag: one of two texts, the error saying which", () => {
    const f = fields({ hof: "TRUE", playoff: "0", odd: "maybe" });
    expect(f.flag("hof", "TRUE", "FALSE")).toBe(true);
    expect(f.flag("playoff", "1", "0")).toBe(false);
    expect(f.optFlag("absent", "1", "0")).toBeNull();
    expect(() => f.flag("odd", "1", "0")).toThrow(`${AT} bad flag 'maybe' in column odd (expected 1 or 0)`);
    expect(() => f.flag("absent", "1", "0")).toThrow(`${AT} bad flag '' in column absent (expected 1 or 0)`);
  });

  it("oneOf / optOneOf: one of a set, the error listing it", () => {
    const f = fields({ round: "QF", lg: "NBA" });
    expect(f.oneOf("lg", "league", ["NBA", "BAA"])).toBe("NBA");
    expect(f.optOneOf("absent", "league", ["NBA", "BAA"])).toBeNull();
    expect(() => f.oneOf("round", "round", ["WC", "DV", "LC", "WS"])).toThrow(`${AT} bad round 'QF' in column round (expected WC, DV, LC or WS)`);
    expect(() => f.optOneOf("round", "round", ["WS"])).toThrow(`${AT} bad round 'QF' in column round (expected blank or WS)`);
  });

  it("required / optional: a parser of the importer's own, null or undefined meaning refused", () => {
    const f = fields({ date: "10/2/2019", bad: "2019-10-02" });
    expect(f.required("date", "date", parseSlashDate)).toBe("2019-10-02");
    expect(f.optional("absent", "date", parseSlashDate)).toBeNull();
    expect(() => f.required("bad", "date", parseSlashDate)).toThrow(`${AT} bad date '2019-10-02' in column bad`);
    expect(() => f.required("bad", "date", () => undefined, "M/D/YYYY")).toThrow(`${AT} bad date '2019-10-02' in column bad (expected M/D/YYYY)`);
  });
});

describe("FieldReader: blanks, labels and errors", () => {
  it("reads a file's own 'missing' texts as blank, and only in that file", () => {
    expect(fields({ att: "NA" }, { missing: ["NA"] }).optCount("att", "attendance")).toBeNull();
    expect(() => fields({ att: "NA" }).optCount("att", "attendance")).toThrow(`${AT} bad attendance 'NA' in column att`);
    expect(() => fields({ pts: "NA" }, { missing: ["NA"] }).score("pts")).toThrow(`${AT} bad score 'NA' in column pts`);
  });

  it("quotes the value as written, spaces and all", () => {
    expect(() => fields({ pts: " 1 2 " }).score("pts")).toThrow(`${AT} bad score ' 1 2 ' in column pts`);
  });

  it("names a column by its label when the header repeats a name", () => {
    const f = fields({ G: "3", G_2: "x" }, { label: (column) => (column === "G_2" ? "G (home)" : column) });
    expect(f.score("G")).toBe(3);
    expect(() => f.score("G_2")).toThrow(`${AT} bad score 'x' in column G (home)`);
  });

  it("reads a row by position under the names the errors give", () => {
    const f = positionalFields(ctx, where, ["2024-10-08", "7:00 PM", "x"], ["Date", "Time", "G (visitor)"]);
    expect(f.date("Date")).toBe("2024-10-08");
    expect(f.raw("Time")).toBe("7:00 PM");
    expect(() => f.score("G (visitor)")).toThrow(`${AT} bad score 'x' in column G (visitor)`);
  });

  it("throws what the caller's fail makes: an ImportError with file, line and reason (the seed's is its own file)", () => {
    const seedRow = new FieldReader({ season: "19x6" }, (reason) => new ImportError("db/seed/nfl/results.csv", 12, reason));
    let thrown: unknown;
    try {
      seedRow.int("season", "season");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ImportError);
    expect(thrown).toMatchObject({ file: "db/seed/nfl/results.csv", line: 12, reason: "bad season '19x6' in column season" });
    expect((thrown as Error).message).toBe("db/seed/nfl/results.csv:12: bad season '19x6' in column season");
  });

  it("bad() gives the same wording for a rule beyond the kind", () => {
    expect(fields({ divID: "N" }).bad("divID", "division").message).toBe(`${AT} bad division 'N' in column divID`);
  });
});

describe("one wording in one place", () => {
  // Every importer and the seed reader word a malformed field through FieldReader; a copy of the
  // wording (`bad X '...' in column Y` written out) elsewhere in db/ is a second rule.
  const DB = fileURLToPath(new URL("../../../db/", import.meta.url));
  const files = (dir: string): Array<string> =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
    });

  it("has no `bad ... in column` message outside db/import/fields.ts", () => {
    const copies = files(DB)
      .filter((path) => relative(DB, path) !== join("import", "fields.ts"))
      .flatMap((path) =>
        readFileSync(path, "utf8")
          .split("\n")
          .map((line, index) => ({ line, at: `${relative(DB, path)}:${index + 1}` }))
          .filter(({ line }) => /bad [^`"]*' in column/.test(line) && !line.trim().startsWith("//") && !line.trim().startsWith("*")),
      )
      .map(({ at }) => at);
    expect(copies).toEqual([]);
  });
});
