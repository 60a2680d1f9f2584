// Tests for the Lahman importer: fixture records, malformed files and the real data set.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/lahman";

const FIXTURES = new URL("../../fixtures/lahman/", import.meta.url).pathname;
const temporary: Array<string> = [];

/** A copy of the fixture folder with one line of one file replaced. */
function fixtureWithLine(file: string, line: number, replace: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), "lahman-"));
  temporary.push(dir);
  cpSync(FIXTURES, dir, { recursive: true });
  const path = join(dir, file);
  const lines = readFileSync(path, "utf8").split("\n");
  lines[line - 1] = replace(lines[line - 1]);
  writeFileSync(path, lines.join("\n"));
  return dir;
}

afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const at = (file: string, line: number) => ({ source: "lahman", file, line });

describe("lahman importer on fixtures", () => {
  it("emits the team seasons of every major league, the National Association's (blank lgID in the player files) included", async () => {
    const out = await collectImport(importer, FIXTURES);
    expect(out.unmatched).toEqual([]);
    expect(out.teamSeasons).toEqual([
      {
        ...at("Teams.csv", 2),
        league: "mlb",
        season: 2016,
        team: "chicago-cubs",
        wins: 103,
        losses: 58,
        ties: 1,
        pointsFor: 808,
        pointsAgainst: 556,
        conference: "National League",
        division: "NL Central",
        divisionRank: 1,
        madePlayoffs: true,
        venue: "Wrigley Field",
        attendance: 3232420,
      },
      {
        ...at("Teams.csv", 3),
        league: "mlb",
        season: 1901,
        team: "baltimore-orioles",
        wins: 48,
        losses: 89,
        ties: 2,
        pointsFor: 641,
        pointsAgainst: 828,
        conference: "American League",
        division: null,
        divisionRank: 8,
        madePlayoffs: false,
        venue: "Lloyd Street Grounds",
        attendance: 139034,
      },
      {
        ...at("Teams.csv", 4),
        league: "mlb",
        season: 1884,
        team: "st-louis-maroons",
        wins: 94,
        losses: 19,
        ties: 1,
        pointsFor: 887,
        pointsAgainst: 429,
        conference: "Union Association",
        division: null,
        divisionRank: 1,
        madePlayoffs: true,
        venue: "Union Grounds",
        attendance: null,
      },
      {
        ...at("Teams.csv", 5),
        league: "mlb",
        season: 1875,
        team: "st-louis-brown-stockings-1875",
        wins: 39,
        losses: 29,
        ties: 2,
        pointsFor: 386,
        pointsAgainst: 369,
        conference: "National Association",
        division: null,
        divisionRank: 4,
        madePlayoffs: false,
        venue: "Grand Avenue Park",
        attendance: null,
      },
    ]);
    // A row whose league is blank and whose team-season Teams.csv does not hold belongs to no major league.
    expect(out.skipped).toEqual([
      { ...at("Batting.csv", 5), reason: "not a major-league row (lgID '')" },
      { ...at("BattingPost.csv", 7), reason: "postseason line of nobodypo01, who has no regular-season line in the release" },
      { ...at("AllstarFull.csv", 4), reason: "not a major-league row (lgID '')" },
    ]);
  });

  it("merges batting and pitching per stint and takes positions from Appearances", async () => {
    const out = await collectImport(importer, FIXTURES);
    expect(out.playerSeasons).toEqual([
      {
        ...at("Batting.csv", 2),
        personKey: "lahman:bryankr01",
        league: "mlb",
        season: 2016,
        team: "chicago-cubs",
        position: "3B",
        stats: { games_played: 155, at_bats: 603, runs: 121, hits: 176, doubles: 35, triples: 3, home_runs: 39, runs_batted_in: 102, stolen_bases: 8 },
      },
      {
        ...at("Batting.csv", 3),
        personKey: "lahman:ruthba01",
        league: "mlb",
        season: 1927,
        team: "new-york-yankees",
        position: "OF",
        stats: { games_played: 151, at_bats: 540, runs: 158, hits: 192, doubles: 29, triples: 8, home_runs: 60, runs_batted_in: 165, stolen_bases: 7 },
      },
      {
        ...at("Batting.csv", 4),
        personKey: "lahman:dunlafr01",
        league: "mlb",
        season: 1884,
        team: "st-louis-maroons",
        position: "2B",
        stats: { games_played: 101, at_bats: 449, runs: 160, hits: 185, home_runs: 13 },
      },
      {
        ...at("Pitching.csv", 2),
        personKey: "lahman:ruthba01",
        league: "mlb",
        season: 1916,
        team: "boston-red-sox",
        position: "P",
        stats: {
          games_played: 44,
          games_pitched: 44,
          games_started: 41,
          wins: 23,
          losses: 12,
          saves: 1,
          strikeouts: 170,
          innings_pitched_outs: 970,
          era: 1.75,
        },
      },
      {
        // Pud Galvin's 1875 National Association season: lgID is blank in Pitching.csv, the team's league counts.
        ...at("Pitching.csv", 3),
        personKey: "lahman:galvipu01",
        league: "mlb",
        season: 1875,
        team: "st-louis-brown-stockings-1875",
        position: "P",
        stats: {
          games_played: 8,
          games_pitched: 8,
          games_started: 7,
          wins: 4,
          losses: 2,
          saves: 1,
          strikeouts: 8,
          innings_pitched_outs: 186,
          era: 1.16,
        },
      },
    ]);
    expect(out.players).toEqual([
      { ...at("Batting.csv", 2), personKey: "lahman:bryankr01", league: "mlb", position: "3B", firstSeason: 2016, lastSeason: 2016 },
      { ...at("Batting.csv", 3), personKey: "lahman:ruthba01", league: "mlb", position: "OF", firstSeason: 1916, lastSeason: 1927 },
      { ...at("Batting.csv", 4), personKey: "lahman:dunlafr01", league: "mlb", position: "2B", firstSeason: 1884, lastSeason: 1884 },
      { ...at("Pitching.csv", 3), personKey: "lahman:galvipu01", league: "mlb", position: "P", firstSeason: 1875, lastSeason: 1875 },
    ]);
  });

  it("emits managers, awards and the people they refer to, with the Hall of Fame flag", async () => {
    const out = await collectImport(importer, FIXTURES);
    expect(out.coachStints).toEqual([
      {
        ...at("Managers.csv", 2),
        personKey: "lahman:maddojo99",
        league: "mlb",
        season: 2016,
        team: "chicago-cubs",
        title: "Manager",
        isHeadCoach: true,
        wins: 103,
        losses: 58,
        seasonOrder: 1,
      },
      {
        ...at("Managers.csv", 3),
        personKey: "lahman:dunlafr01",
        league: "mlb",
        season: 1884,
        team: "st-louis-maroons",
        title: "Manager",
        isHeadCoach: true,
        wins: 8,
        losses: 2,
        seasonOrder: 1,
      },
    ]);
    expect(out.awards).toEqual([
      { ...at("AwardsPlayers.csv", 2), personKey: "lahman:bryankr01", league: "mlb", season: 2016, award: "NL Most Valuable Player" },
      { ...at("AwardsPlayers.csv", 3), personKey: "lahman:bryankr01", league: "mlb", season: 2016, award: "NL Silver Slugger" },
      { ...at("AwardsPlayers.csv", 4), personKey: "lahman:ruthba01", league: "mlb", season: 1927, award: "Baseball Magazine All-Star" },
      { ...at("AwardsPlayers.csv", 5), personKey: "lahman:dunlafr01", league: "mlb", season: 1884, award: "AA Triple Crown" },
      { ...at("AwardsManagers.csv", 2), personKey: "lahman:maddojo99", league: "mlb", season: 2015, award: "NL BBWAA Manager of the Year" },
      // AllstarFull: one row per MLB All-Star Game selection; the magazine "All-Star" teams above are other awards.
      { ...at("AllstarFull.csv", 2), personKey: "lahman:ruthba01", league: "mlb", season: 1933, award: "All-Star" },
      { ...at("AllstarFull.csv", 3), personKey: "lahman:bryankr01", league: "mlb", season: 2016, award: "All-Star" },
    ]);
    expect(out.people).toEqual([
      {
        ...at("People.csv", 2),
        key: "lahman:bryankr01",
        firstName: "Kris",
        lastName: "Bryant",
        birthDate: "1992-01-04",
        birthCity: "Las Vegas",
        birthState: "NV",
        birthCountry: "USA",
        deathDate: null,
        heightInches: 77,
        weightPounds: 230,
        hallOfFame: false,
        deathsRecorded: true,
        asOf: "2024-08-21",
        amends: false,
        retroId: "bryak001",
      },
      {
        ...at("People.csv", 3),
        key: "lahman:ruthba01",
        firstName: "Babe",
        lastName: "Ruth",
        birthDate: "1895-02-06",
        birthCity: "Baltimore",
        birthState: "MD",
        birthCountry: "USA",
        deathDate: "1948-08-16",
        heightInches: 74,
        weightPounds: 215,
        hallOfFame: true,
        deathsRecorded: true,
        asOf: "2024-08-21",
        amends: false,
        retroId: "ruthb101",
      },
      {
        ...at("People.csv", 4),
        key: "lahman:maddojo99",
        firstName: "Joe",
        lastName: "Maddon",
        birthDate: "1954-02-08",
        birthCity: "Hazleton",
        birthState: "PA",
        birthCountry: "USA",
        deathDate: null,
        heightInches: null,
        weightPounds: null,
        hallOfFame: false,
        deathsRecorded: true,
        asOf: "2024-08-21",
        amends: false,
        retroId: "maddj801",
      }, // Players of the Union Association and the National Association are major leaguers too.
      {
        ...at("People.csv", 5),
        key: "lahman:dunlafr01",
        firstName: "Fred",
        lastName: "Dunlap",
        birthDate: null,
        birthCity: "Philadelphia",
        birthState: "PA",
        birthCountry: "USA",
        deathDate: null,
        heightInches: 68,
        weightPounds: 165,
        hallOfFame: false,
        deathsRecorded: true,
        asOf: "2024-08-21",
        amends: false,
        retroId: "dunlf101",
      },
      {
        ...at("People.csv", 6),
        key: "lahman:galvipu01",
        firstName: "Pud",
        lastName: "Galvin",
        birthDate: "1856-12-25",
        birthCity: "St. Louis",
        birthState: "MO",
        birthCountry: "USA",
        deathDate: "1902-03-07",
        heightInches: 68,
        weightPounds: 190,
        hallOfFame: false,
        deathsRecorded: true,
        asOf: "2024-08-21",
        amends: false,
        retroId: "galvj103",
      },
    ]);
  });

  it("fails on a row with the wrong column count", async () => {
    const dir = fixtureWithLine("Teams.csv", 2, (line) => line.replace("2016,NL,", "2016,"));
    await expect(collectImport(importer, dir)).rejects.toThrow("Teams.csv:2: expected 48 columns, found 47");
  });

  it("fails on a non-numeric win total, naming the column and the value", async () => {
    const dir = fixtureWithLine("Teams.csv", 2, (line) => line.replace(",103,58,", ",10x,58,"));
    await expect(collectImport(importer, dir)).rejects.toThrow("lahman/Teams.csv:2: bad number '10x' in column W");
  });

  it("fails on an impossible birth date", async () => {
    const dir = fixtureWithLine("People.csv", 2, (line) => line.replace("1992,1,4,", "1992,2,30,"));
    await expect(collectImport(importer, dir)).rejects.toThrow("lahman/People.csv:2: bad birth date '1992-2-30' in column birthYear/Month/Day");
  });

  it("reports an unknown team as unmatched and skips the row", async () => {
    const dir = fixtureWithLine("Teams.csv", 2, (line) => line.replace("2016,NL,CHN,", "2016,NL,XXX,"));
    const out = await collectImport(importer, dir);
    expect(out.unmatched).toEqual([{ ...at("Teams.csv", 2), league: "mlb", code: "XXX", season: 2016 }]);
    expect(out.teamSeasons.map((t) => t.team)).toEqual(["baltimore-orioles", "st-louis-maroons", "st-louis-brown-stockings-1875"]);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)("lahman importer on the real data (needs SPORTS_DATA_DIR)", () => {
  it("resolves every major-league row and keeps the known seasons", async () => {
    const out = await collectImport(importer, join(dir ?? "", "lahman"));
    expect(out.unmatched).toEqual([]);
    // 3,045 team-seasons in Teams.csv, 171 of them in the NA, AA, UA, PL and FL: all major leagues (decision 0174).
    expect(out.teamSeasons).toHaveLength(3_045);
    // Mark Kiger played in the 2006 ALCS and never in a regular-season game: his line is reported (decision 0185).
    expect(out.skipped.filter((s) => s.file !== "AwardsPlayers.csv").map((s) => `${s.file}:${s.line}`)).toEqual(["BattingPost.csv:9689"]);
    const galvin = out.playerSeasons.filter((p) => p.personKey === "lahman:galvipu01");
    expect(galvin.reduce((sum, p) => sum + (p.stats.wins ?? 0), 0)).toBe(365);
    expect(galvin.find((p) => p.season === 1875)?.team).toBe("st-louis-brown-stockings-1875");
    expect(out.playerSeasons.length).toBeGreaterThan(110_000);
    const cubs = out.teamSeasons.find((t) => t.season === 2016 && t.team === "chicago-cubs");
    expect(cubs).toMatchObject({ wins: 103, losses: 58, venue: "Wrigley Field", attendance: 3_232_420, madePlayoffs: true });
    const bonds = out.playerSeasons.find((p) => p.personKey === "lahman:bondsba01" && p.season === 2001);
    expect(bonds?.stats.home_runs).toBe(73);
    const gibson = out.playerSeasons.find((p) => p.personKey === "lahman:gibsobo01" && p.season === 1968);
    expect(gibson?.stats.era).toBe(1.12);
    const mvps = out.awards.filter((a) => a.season === 2023 && a.award.endsWith("Most Valuable Player"));
    expect(mvps.map((a) => `${a.award}: ${a.personKey}`).sort()).toEqual([
      "AL Most Valuable Player: lahman:ohtansh01",
      "NL Most Valuable Player: lahman:acunaro01",
    ]);
    expect(out.people.find((p) => p.key === "lahman:aaronha01")).toMatchObject({ hallOfFame: true, birthDate: "1934-02-05" });
  });
});
