// A franchise's season-by-season table: the record columns by sport, the finish and postseason labels,
// the runs of seasons we do not hold, the sorts and the CSV.
import { describe, expect, it } from "vitest";
import type { TeamSeason } from "~/components/teams/types";
import {
  franchiseSeasonRow,
  franchiseSeasonsCsv,
  franchiseTable,
  packFranchiseRows,
  pctLabel,
  recordColumns,
  seasonGaps,
  unpackFranchiseRows,
} from "~/lib/franchise-seasons";

function season(startYear: number, overrides: Partial<TeamSeason> = {}): TeamSeason {
  return {
    id: `1-${startYear}`,
    name: `${startYear} Team`,
    start_year: startYear,
    label: String(startYear),
    team_name: "New York Yankees",
    league: "MLB",
    league_name: "Major League Baseball",
    championship_won: false,
    championship_names: null,
    wins: 90,
    losses: 72,
    ties: 0,
    ot_losses: 0,
    points: null,
    games_played: 162,
    win_percentage: 0.556,
    division: "AL East",
    conference: "American League",
    finish: 2,
    playoff_position: "eliminated",
    made_playoffs: false,
    postseason: null,
    head_coaches: [],
    record_wins: null,
    record_losses: null,
    record_ties: null,
    record_ot_losses: null,
    ...overrides,
  };
}

describe("a season's row", () => {
  it("names the finish in the division, else the conference, else the league", () => {
    expect(franchiseSeasonRow(season(1998, { finish: 1 }), "new-york-yankees", "baseball").finish).toBe("1st in AL East");
    expect(franchiseSeasonRow(season(1927, { finish: 1, division: null }), "new-york-yankees", "baseball").finish).toBe("1st in American League");
    expect(franchiseSeasonRow(season(1995, { finish: 22, division: null, conference: null }), "x", "football").finish).toBe("22nd in MLB");
    expect(franchiseSeasonRow(season(1995, { finish: 13, division: null, conference: null }), "x", "football").finish).toBe("13th in MLB");
    expect(franchiseSeasonRow(season(1995, { finish: null }), "x", "baseball").finish).toBeNull();
  });

  it("says a title won, else the last series, else a missed postseason, else nothing", () => {
    const series = { round: "ALCS", opponent: "Boston Red Sox", wins: 3, losses: 4, ties: 0, result: "Lost the ALCS 3-4 to Boston Red Sox" };
    expect(
      franchiseSeasonRow(season(1998, { championship_won: true, championship_names: "World Series", postseason: series }), "y", "baseball").postseason,
    ).toBe("Won the World Series");
    expect(franchiseSeasonRow(season(2004, { postseason: series, made_playoffs: true }), "y", "baseball").postseason).toBe(series.result);
    expect(franchiseSeasonRow(season(2023), "y", "baseball").postseason).toBe("Missed the playoffs");
    expect(franchiseSeasonRow(season(1994, { playoff_position: null, made_playoffs: null }), "y", "baseball").postseason).toBeNull();
  });

  it("keeps hockey's ties before 2005-06 and its overtime losses from 1999-2000, and baseball's ties out", () => {
    const hockey = (year: number) => franchiseSeasonRow(season(year, { ties: 9, ot_losses: 4, points: 83 }), "habs", "hockey");
    expect(hockey(1999)).toMatchObject({ ties: 9, otLosses: 4, points: 83, label: "1999-00" });
    expect(hockey(1976)).toMatchObject({ ties: 9, otLosses: null });
    expect(hockey(2010)).toMatchObject({ ties: null, otLosses: 4 });
    expect(franchiseSeasonRow(season(1927, { ties: 1 }), "y", "baseball").ties).toBeNull();
    expect(franchiseSeasonRow(season(1964, { ties: 1 }), "browns", "football").ties).toBe(1);
  });

  it("falls back on the published record when the season has no standings, and shows none without either", () => {
    const published = season(1950, {
      wins: null,
      losses: null,
      ties: null,
      games_played: null,
      win_percentage: null,
      record_wins: 10,
      record_losses: 2,
      record_ties: 0,
    });
    expect(franchiseSeasonRow(published, "browns", "football")).toMatchObject({ wins: 10, losses: 2, pct: 0.833 });
    const none = season(2026, { wins: null, losses: null, games_played: null, win_percentage: null });
    expect(franchiseSeasonRow(none, "hawks", "hockey")).toMatchObject({ wins: null, losses: null, pct: null });
  });
});

describe("the seasons we do not hold", () => {
  it("are the runs between the seasons held and back to the founding", () => {
    const held = [1950, 1951, 1995, 1999, 2000];
    expect(seasonGaps(held, 1944, "football").map((gap) => gap.label)).toEqual(["1944 to 1949", "1952 to 1994", "1996 to 1998"]);
    expect(seasonGaps([2001, 2002, 2004], null, "hockey").map((gap) => gap.label)).toEqual(["2003-04"]);
    expect(seasonGaps([1901, 1902], 1901, "baseball")).toEqual([]);
    expect(seasonGaps([], 1901, "baseball")).toEqual([]);
  });
});

describe("the table's order", () => {
  const rows = [
    season(2000, { wins: 87, win_percentage: 0.54 }),
    season(1999, { wins: 98, win_percentage: 0.605 }),
    season(1995, { wins: 79, win_percentage: 0.548 }),
  ].map((s) => franchiseSeasonRow(s, "y", "baseball"));
  const gaps = seasonGaps([1995, 1999, 2000], null, "baseball");
  const order = (sort: string, dir: "asc" | "desc") => franchiseTable(rows, gaps, sort, dir).map((row) => (row.kind === "gap" ? row.label : row.startYear));

  it("is newest first with the gaps where they fall, and oldest first on request", () => {
    expect(order("", "asc")).toEqual([2000, 1999, "1996 to 1998", 1995]);
    expect(order("season", "asc")).toEqual([1995, "1996 to 1998", 1999, 2000]);
  });

  it("sorts by a figure without the gap rows", () => {
    expect(order("wins", "desc")).toEqual([1999, 2000, 1995]);
    expect(order("pct", "asc")).toEqual([2000, 1995, 1999]);
    expect(order("nonsense", "asc")).toEqual([2000, 1999, "1996 to 1998", 1995]);
  });

  it("writes the CSV with the sport's columns and the gaps marked", () => {
    const table = franchiseSeasonsCsv(franchiseTable(rows, gaps, "", "desc"), "New York Yankees", recordColumns(rows, "baseball"));
    expect(table.filename).toBe("new-york-yankees-seasons.csv");
    expect(table.columns.map((column) => column.label)).toEqual(["Season", "Team", "League", "W", "L", "Win %", "Finish", "Postseason", "Head coach"]);
    expect(table.rows[2]).toEqual({ season: "1996 to 1998", team: "Not in our data" });
    expect(table.rows[1]).toMatchObject({ season: "1999", wins: 98, pct: ".605" });
  });
});

describe("the rows as the loader sends them (packed)", () => {
  const torre = { slug: "joe-torre", name: "Joe Torre" };
  const yankees = [
    season(1998, {
      wins: 114,
      losses: 48,
      win_percentage: 0.704,
      finish: 1,
      championship_won: true,
      championship_names: "World Series",
      head_coaches: [torre],
    }),
    season(1990, {
      finish: 7,
      head_coaches: [
        { slug: "bucky-dent", name: "Bucky Dent" },
        { slug: "stump-merrill", name: "Stump Merrill" },
      ],
    }),
    season(1981, {
      finish: null,
      division: null,
      conference: null,
      playoff_position: null,
      made_playoffs: null,
      team_name: null,
      league: null,
      league_name: null,
    }),
  ].map((s) => franchiseSeasonRow(s, "new-york-yankees", "baseball"));
  const gaps = seasonGaps([1981, 1990, 1998], 1979, "baseball");

  it("read back as the same rows, gaps included, in the same order", () => {
    const table = franchiseTable(yankees, gaps, "", "desc");
    const packed = packFranchiseRows(table);
    expect(unpackFranchiseRows(packed, "new-york-yankees", "baseball")).toEqual(table);
    expect(table.map((row) => (row.kind === "gap" ? row.label : row.startYear))).toEqual([1998, "1991 to 1997", 1990, "1982 to 1989", 1981, "1979 to 1980"]);
    const sorted = franchiseTable(yankees, gaps, "wins", "desc");
    expect(unpackFranchiseRows(packFranchiseRows(sorted), "new-york-yankees", "baseball")).toEqual(sorted);
  });

  it("build each season's label, link and finish on the page, not in the data", () => {
    const [first] = unpackFranchiseRows(packFranchiseRows(yankees), "new-york-yankees", "baseball");
    expect(first).toMatchObject({
      label: "1998",
      href: "/teams/new-york-yankees/1998",
      finish: "1st in AL East",
      postseason: "Won the World Series",
      championship: true,
    });
    expect(first.kind === "season" ? first.coaches : null).toEqual([torre]);
    const json = JSON.stringify(packFranchiseRows(yankees));
    expect(json).not.toContain("/teams/");
    expect(json).not.toContain("1st in");
    expect(json).toContain('"Bucky Dent"');
  });

  it("keep hockey's columns and two-year labels", () => {
    const habs = [1976, 2010].map((year) => franchiseSeasonRow(season(year, { ties: 9, ot_losses: 4, points: 83 }), "montreal-canadiens", "hockey"));
    const back = unpackFranchiseRows(packFranchiseRows(habs), "montreal-canadiens", "hockey");
    expect(back).toEqual(habs);
    expect(back.map((row) => (row.kind === "season" ? [row.label, row.ties, row.otLosses, row.points] : null))).toEqual([
      ["1976-77", 9, null, 83],
      ["2010-11", null, 4, 83],
    ]);
  });
});

describe("win percentage", () => {
  it("reads as fans write it", () => {
    expect(pctLabel(0.7037)).toBe(".704");
    expect(pctLabel(1)).toBe("1.000");
    expect(pctLabel(0)).toBe(".000");
    expect(pctLabel(null)).toBe("—");
  });
});
