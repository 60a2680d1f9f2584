// Sorting a table by one column (core/table-sort.ts) and the API's sort parameters (api/sorting.ts).
import { describe, expect, it } from "vitest";
import { sortBy, sortRows } from "~/lib/table-sort";
import { parseSort } from "../../../api/sorting";

type Row = { team: string; points: number | null };
const rows: Array<Row> = [
  { team: "Toronto Maple Leafs", points: 111 },
  { team: "Boston Bruins", points: 135 },
  { team: "Buffalo Sabres", points: null },
  { team: "Tampa Bay Lightning", points: 98 },
  { team: "boston pride", points: 98 },
];

describe("sortRows", () => {
  it("sorts numbers and text either way, missing values last, ties in their own order", () => {
    expect(sortRows(rows, (r) => r.points, "desc").map((r) => r.points)).toEqual([135, 111, 98, 98, null]);
    expect(sortRows(rows, (r) => r.points, "asc").map((r) => r.team)).toEqual([
      "Tampa Bay Lightning",
      "boston pride",
      "Toronto Maple Leafs",
      "Boston Bruins",
      "Buffalo Sabres",
    ]);
    expect(sortRows(rows, (r) => r.team, "asc").map((r) => r.team)).toEqual([
      "Boston Bruins",
      "boston pride",
      "Buffalo Sabres",
      "Tampa Bay Lightning",
      "Toronto Maple Leafs",
    ]);
  });

  it("compares numbers inside text as numbers (jersey 9 before 10)", () => {
    expect(sortRows(["10", "9", "88"], (v) => v, "asc")).toEqual(["9", "10", "88"]);
  });

  it("keeps the table's own order without a column, and never changes its input", () => {
    const copy = [...rows];
    expect(sortBy<Row, "points">(rows, { points: (r) => r.points }, "", "desc")).toEqual(rows);
    expect(sortBy<Row, "points">(rows, { points: (r) => r.points }, "points", "desc")[0].team).toBe("Boston Bruins");
    sortRows(rows, (r) => r.team, "desc");
    expect(rows).toEqual(copy);
  });
});

describe("parseSort", () => {
  const parse = (query: string) => parseSort(new URL(`http://x/api/y/?${query}`), ["year", "champion"] as const);

  it("reads a known column and direction; nothing given is the endpoint's own order", () => {
    expect(parse("sort=champion&dir=desc")).toEqual({ sort: "champion", dir: "desc" });
    expect(parse("sort=year")).toEqual({ sort: "year", dir: "asc" });
    expect(parse("")).toEqual({ sort: null, dir: "asc" });
  });

  it("refuses an unknown column or direction with a message naming what it accepts", () => {
    expect(() => parse("sort=score")).toThrow("Parameter 'sort' must be one of year, champion.");
    expect(() => parse("sort=year&dir=up")).toThrow("Parameter 'dir' must be one of asc, desc.");
    expect(() => parse("sort=year&sort=champion")).toThrow(/more than once/);
  });
});
