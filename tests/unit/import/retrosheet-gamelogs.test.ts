// Tests for the Retrosheet game-log importer: fixture records, malformed files and the real data set.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer, inningRuns, inningsInLine } from "../../../db/import/sources/retrosheet-gamelogs";

const FIXTURES = new URL("../../fixtures/retrosheet-gamelogs/", import.meta.url).pathname;
const temporary: Array<string> = [];

/** A copy of the fixture folder with one line of games/2016.csv replaced. */
function fixtureWith2016Line(line: number, replace: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), "retrosheet-"));
  temporary.push(dir);
  cpSync(FIXTURES, dir, { recursive: true });
  const file = join(dir, "games", "2016.csv");
  const lines = readFileSync(file, "utf8").split("\n");
  lines[line - 1] = replace(lines[line - 1]);
  writeFileSync(file, lines.join("\n"));
  return dir;
}

afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const base = { source: "retrosheet-gamelogs", league: "mlb", status: "final", type: "regular" } as const;

describe("line scores", () => {
  it("reads each inning's runs, ten or more in parentheses, x for a half not batted", () => {
    expect(inningRuns("0(10)2x")).toEqual([0, 10, 2, null]);
    expect(inningRuns("000100040")).toEqual([0, 0, 0, 1, 0, 0, 0, 4, 0]);
    expect(inningRuns("00?1")).toBeNull();
    expect(inningRuns("")).toBeNull();
  });
});

/** The Yankees' first two home games of 2019, at Yankee Stadium: their home city that season is New York. */
const yankeesAtHome = [
  {
    ...base,
    file: "games/2019.csv",
    line: 3,
    season: 2019,
    date: "2019-03-28",
    home: "new-york-yankees",
    away: "baltimore-orioles",
    homeScore: 7,
    awayScore: 2,
    venue: "Yankee Stadium",
    attendance: 46928,
    overtime: null,
    lineScore: { away: [0, 0, 0, 1, 0, 1, 0, 0, 0], home: [3, 0, 1, 0, 2, 0, 0, 1, null], hits: { away: 8, home: 9 }, errors: { away: 0, home: 1 } },
  },
  {
    ...base,
    file: "games/2019.csv",
    line: 4,
    season: 2019,
    date: "2019-03-30",
    home: "new-york-yankees",
    away: "baltimore-orioles",
    homeScore: 3,
    awayScore: 5,
    venue: "Yankee Stadium",
    attendance: 42203,
    overtime: null,
    lineScore: { away: [0, 0, 0, 0, 0, 2, 1, 0, 2], home: [0, 0, 0, 1, 0, 0, 0, 0, 2], hits: { away: 9, home: 10 }, errors: { away: 0, home: 3 } },
  },
];

describe("retrosheet-gamelogs importer on fixtures", () => {
  it("emits every AL/NL game, keeps both games of a doubleheader and skips other leagues", async () => {
    const out = await collectImport(importer, FIXTURES);
    expect(out.unmatched).toEqual([]);
    expect(out.skipped).toEqual([{ source: "retrosheet-gamelogs", file: "games/1884.csv", line: 3, reason: "not an AL/NL game" }]);
    // Each game names its clubs' managers by Retrosheet id (decision 0182).
    expect(out.games.slice(0, 3).map((g) => g.managers)).toEqual([
      { home: "hackj101", away: "bancf101" },
      { home: "mattd001", away: "collt801" },
      { home: "mattd001", away: "collt801" },
    ]);
    expect(out.games.map(({ managers: _managers, ...game }) => game)).toEqual([
      {
        ...base,
        file: "games/1884.csv",
        line: 2,
        season: 1884,
        date: "1884-05-01",
        home: "buffalo-bisons-1879-1885",
        away: "providence-grays",
        homeScore: 2,
        awayScore: 4,
        venue: "Riverside Park",
        attendance: 1200,
        overtime: null,
        lineScore: { away: [0, 0, 0, 2, 0, 0, 2, 0, 0], home: [0, 1, 0, 0, 0, 1, 0, 0, 0], hits: { away: 8, home: 6 }, errors: { away: 3, home: 5 } },
      },
      {
        ...base,
        file: "games/2016.csv",
        line: 2,
        season: 2016,
        date: "2016-07-04",
        home: "miami-marlins",
        away: "new-york-mets",
        homeScore: 3,
        awayScore: 5,
        venue: "Marlins Park",
        attendance: 27113,
        overtime: null,
        lineScore: { away: [0, 1, 0, 2, 0, 0, 2, 0, 0], home: [0, 0, 0, 3, 0, 0, 0, 0, 0], hits: { away: 9, home: 7 }, errors: { away: 0, home: 1 } },
      },
      {
        ...base,
        file: "games/2016.csv",
        line: 3,
        season: 2016,
        date: "2016-07-04",
        home: "miami-marlins",
        away: "new-york-mets",
        homeScore: 4,
        awayScore: 2,
        venue: "Marlins Park",
        attendance: null,
        overtime: null,
        lineScore: { away: [0, 0, 0, 0, 0, 1, 1, 0, 0], home: [1, 0, 0, 3, 0, 0, 0, 0, null], hits: { away: 5, home: 8 }, errors: { away: 1, home: 0 } },
      },
      {
        ...base,
        file: "games/2016.csv",
        line: 4,
        season: 2016,
        date: "2016-07-21",
        home: "atlanta-braves",
        away: "boston-red-sox",
        homeScore: 1,
        awayScore: 11,
        venue: "Turner Field",
        attendance: null,
        overtime: "11",
        lineScore: {
          away: [0, 10, 0, 0, 0, 0, 0, 0, 0, 0, 1],
          home: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
          hits: { away: 14, home: 6 },
          errors: { away: 0, home: 2 },
        },
      },
      {
        ...base,
        file: "games/2016.csv",
        line: 5,
        season: 2016,
        date: "2016-07-22",
        home: "pittsburgh-pirates",
        away: "chicago-cubs",
        homeScore: 4,
        awayScore: 3,
        venue: "PNC Park",
        attendance: 30112,
        overtime: null,
        lineScore: { away: [0, 0, 0, 3, 0, 0, 0, 0, 0], home: [0, 0, 0, 3, 1, 0, 0, 0, null], hits: { away: 6, home: 9 }, errors: { away: 1, home: 0 } },
      },
      {
        ...base,
        file: "games/2019.csv",
        line: 2,
        season: 2019,
        date: "2019-06-29",
        home: "new-york-yankees",
        away: "boston-red-sox",
        homeScore: 17,
        awayScore: 13,
        venue: "London Stadium",
        attendance: 59659,
        overtime: null,
        lineScore: { away: [10, 0, 0, 0, 2, 0, 1, 0, 0], home: [6, 2, 0, 0, 3, 0, 6, 0, null], hits: { away: 15, home: 18 }, errors: { away: 1, home: 2 } },
        // A Yankees home game in London: the Yankees' home that season is New York (their other games).
        neutralSite: true,
      },
      ...yankeesAtHome,
    ]);
  });

  it("counts a 10-run inning written in parentheses as one inning", () => {
    expect(inningsInLine("0(10)000000001")).toBe(11);
    expect(inningsInLine("62003060x")).toBe(9);
  });

  it("fails on a row with the wrong column count", async () => {
    const dir = fixtureWith2016Line(3, (line) => line.replace(",N,,,MIA02,", ",N,,MIA02,"));
    await expect(collectImport(importer, dir)).rejects.toThrow("2016.csv:3: expected 31 columns, found 30");
  });

  it("fails on a bad date, naming the column and the value", async () => {
    const dir = fixtureWith2016Line(2, (line) => line.replace("2016-07-04", "2016-13-45"));
    await expect(collectImport(importer, dir)).rejects.toThrow("retrosheet-gamelogs/games/2016.csv:2: bad date '2016-13-45' in column date");
  });

  it("fails on a non-numeric score", async () => {
    const dir = fixtureWith2016Line(4, (line) => line.replace(",11,1,66,", ",eleven,1,66,"));
    await expect(collectImport(importer, dir)).rejects.toThrow("retrosheet-gamelogs/games/2016.csv:4: bad score 'eleven' in column visitor_score");
  });

  it("reports an unknown team code as unmatched and skips the game", async () => {
    const dir = fixtureWith2016Line(5, (line) => line.replace(",CHN,NL,", ",XXX,NL,"));
    const out = await collectImport(importer, dir);
    expect(out.unmatched).toEqual([{ source: "retrosheet-gamelogs", file: "games/2016.csv", line: 5, league: "mlb", code: "XXX", season: 2016 }]);
    expect(out.games).toHaveLength(7);
    expect(out.games.some((game) => game.date === "2016-07-22")).toBe(false);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)("retrosheet-gamelogs importer on the real data (needs SPORTS_DATA_DIR)", () => {
  it("resolves every AL/NL game of 1876-2024 and skips only the other leagues", async () => {
    const out = await collectImport(importer, join(dir ?? "", "retrosheet-gamelogs"));
    expect(out.unmatched).toEqual([]);
    // SOURCE.md: 231,212 games in all; 8,328 belong to the NA, AA, UA, PL and FL.
    expect(out.games.length + out.skipped.length).toBe(231_212);
    expect(out.skipped.length).toBe(8_328);
    expect(new Set(out.skipped.map((s) => s.reason))).toEqual(new Set(["not an AL/NL game"]));
    expect(out.games.filter((g) => g.season === 2024)).toHaveLength(2_429);
    expect(out.games.filter((g) => g.season === 2020)).toHaveLength(898);
    // Cal Ripken's 2,131st consecutive game.
    const ripken = out.games.filter((g) => g.date === "1995-09-06" && g.home === "baltimore-orioles" && g.away === "los-angeles-angels");
    expect(ripken).toMatchObject([{ homeScore: 4, awayScore: 2, attendance: 46_272, venue: "Oriole Park at Camden Yards" }]);
    // 2016 Cubs: 103-58 (and one tie) in the games of the log.
    const cubs = out.games.filter((g) => g.season === 2016 && (g.home === "chicago-cubs" || g.away === "chicago-cubs"));
    const margin = (g: (typeof cubs)[number]) => ((g.homeScore ?? 0) - (g.awayScore ?? 0)) * (g.home === "chicago-cubs" ? 1 : -1);
    const won = cubs.filter((g) => margin(g) > 0);
    const lost = cubs.filter((g) => margin(g) < 0);
    expect([won.length, lost.length]).toEqual([103, 58]);
  });

  it("marks home games played in another city as neutral sites: the Expos' 22 in San Juan (2003), the Dodgers' 7 in Jersey City (1956)", async () => {
    const out = await collectImport(importer, join(dir ?? "", "retrosheet-gamelogs"));
    const awayFromHome = (club: string, season: number) => out.games.filter((g) => g.season === season && g.home === club && g.neutralSite).map((g) => g.venue);
    const expos = awayFromHome("washington-nationals", 2003);
    expect(expos).toHaveLength(22);
    expect(new Set(expos)).toEqual(new Set(["Estadio Hiram Bithorn"]));
    expect(awayFromHome("los-angeles-dodgers", 1956)).toEqual(Array(7).fill("Roosevelt Stadium"));
    // The 1909 Pirates moved from Exposition Park to Forbes Field in mid-season: both in Pittsburgh, neither away from home.
    expect(awayFromHome("pittsburgh-pirates", 1909)).toEqual([]);
  });
});
