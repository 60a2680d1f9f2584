// Tests for the lahman-2024 importer (the 2024 rows of the 2025 Lahman release): fixture records in the
// release's format, the people it amends, malformed rows, and the real data set.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { AWARD_NEW_IN_RELEASE_REASON, importer } from "../../../db/import/sources/lahman-2024";
import { importer as lahman } from "../../../db/import/sources/lahman";
import { mergePeople, mergePlayers } from "../../../db/load/people-derived";
import { fixtureVariant } from "../../support/fixture-variant";

const FIXTURES = new URL("../../fixtures/lahman-2024/", import.meta.url).pathname;
/** A copy of the fixture folder with one line of one file replaced. */
const fixtureWithLine = (file: string, line: number, replace: (text: string) => string): string => fixtureVariant(FIXTURES, file, line, replace);

const at = (file: string, line: number) => ({ source: "lahman-2024", file, line });

describe("lahman-2024 importer on fixtures", () => {
  it("reads Lahman's team ids through the lahman codes: the 2024 Dodgers and the Athletics (OAK)", async () => {
    const out = await collectImport(importer, FIXTURES);
    expect(out.unmatched).toEqual([]);
    expect(out.teamSeasons.map((t) => [t.team, t.season, t.wins, t.losses, t.division, t.madePlayoffs])).toEqual([
      ["los-angeles-dodgers", 2024, 98, 64, "NL West", true],
      ["athletics", 2024, 69, 93, "AL West", false],
    ]);
    expect(out.teamSeasons[0]).toMatchObject({ ...at("Teams.csv", 2), conference: "National League", pointsFor: 842, pointsAgainst: 686 });
  });

  it("gives 2024 seasons the lahman importer's person keys, so they join the careers", async () => {
    const out = await collectImport(importer, FIXTURES);
    const line = (key: string) => out.playerSeasons.find((s) => s.personKey === key);
    expect(line("lahman:wittbo02")).toEqual({
      ...at("Batting.csv", 4),
      personKey: "lahman:wittbo02",
      league: "mlb",
      season: 2024,
      team: "kansas-city-royals",
      position: "SS",
      stats: { games_played: 161, at_bats: 636, runs: 125, hits: 211, doubles: 45, triples: 11, home_runs: 32, runs_batted_in: 109, stolen_bases: 31 },
    });
    // The release has no Appearances row for its designated hitters (Ohtani among them): no position that season.
    expect(line("lahman:ohtansh01")).toMatchObject({ team: "los-angeles-dodgers", position: null, stats: { home_runs: 54, stolen_bases: 59 } });
    expect(line("lahman:skenepa01")).toMatchObject({ position: "P", stats: { wins: 11, losses: 3, strikeouts: 170, era: 1.96 } });
    expect(out.players.map((p) => [p.personKey, p.firstSeason, p.lastSeason])).toEqual([
      ["lahman:ohtansh01", 2024, 2024],
      ["lahman:skenepa01", 2024, 2024],
      ["lahman:wittbo02", 2024, 2024],
    ]);
    expect(out.coachStints).toEqual([
      {
        ...at("Managers.csv", 2),
        personKey: "lahman:roberda07",
        league: "mlb",
        season: 2024,
        team: "los-angeles-dodgers",
        title: "Manager",
        isHeadCoach: true,
        wins: 98,
        losses: 64,
        seasonOrder: 1,
      },
    ]);
  });

  it("keeps the awards the earlier release knows and skips, with the reason, one it lists for no season", async () => {
    const out = await collectImport(importer, FIXTURES);
    expect(out.awards.map((a) => `${a.season} ${a.award}: ${a.personKey}`)).toEqual([
      "2024 NL Most Valuable Player: lahman:ohtansh01",
      "2024 NL Rookie of the Year: lahman:skenepa01",
      "2024 NL BBWAA Manager of the Year: lahman:murphpa99",
      "2024 All-Star: lahman:skenepa01",
      "2024 All-Star: lahman:wittbo02",
    ]);
    expect(out.skipped).toEqual([{ ...at("AwardsPlayers.csv", 4), reason: AWARD_NEW_IN_RELEASE_REASON }]);
  });

  it("dates its people and marks those its rows do not name as amending; Hall of Fame only from its elections", async () => {
    const out = await collectImport(importer, FIXTURES);
    const person = (key: string) => out.people.find((p) => p.key === key);
    expect(out.people.every((p) => p.asOf === "2025-07-27" && p.deathsRecorded)).toBe(true);
    expect(out.people.filter((p) => !p.amends).map((p) => p.key)).toEqual(["lahman:ohtansh01", "lahman:roberda07", "lahman:skenepa01", "lahman:wittbo02"]);
    expect(person("lahman:mayswi01")).toMatchObject({ ...at("People.csv", 5), deathDate: "2024-06-18", amends: true, hallOfFame: null });
    expect(person("lahman:beltrad01")).toMatchObject({ hallOfFame: true, amends: true });
    expect(person("lahman:wittbo02")).toMatchObject({ birthDate: "2000-06-14", deathDate: null, hallOfFame: null, heightInches: 73 });
    // A death month and day written 0 are not known: no date (the year alone is not one).
    expect(person("lahman:cabreal01")).toMatchObject({ deathDate: null, birthDate: "1881-05-11" });
  });

  it("fails on an impossible death date, naming file, line and columns", async () => {
    const dir = fixtureWithLine("People.csv", 5, (line) => line.replace("2024,6,18,", "2024,6,31,"));
    await expect(collectImport(importer, dir)).rejects.toThrow("lahman-2024/People.csv:5: bad death date '2024-6-31' in column deathYear/Month/Day");
  });

  it("fails on a non-numeric home run total and on a short row", async () => {
    const hr = fixtureWithLine("Batting.csv", 4, (line) => line.replace(",11,32,109,", ",11,3x,109,"));
    await expect(collectImport(importer, hr)).rejects.toThrow("lahman-2024/Batting.csv:4: bad number '3x' in column HR");
    const short = fixtureWithLine("Managers.csv", 2, (line) => line.replace(",98,64,", ",98,"));
    await expect(collectImport(importer, short)).rejects.toThrow("Managers.csv:2: expected 10 columns, found 9");
  });

  it("reports a team id the codes do not know as unmatched", async () => {
    const dir = fixtureWithLine("Teams.csv", 3, (line) => line.replace("2024,AL,OAK,", "2024,AL,XXX,"));
    const out = await collectImport(importer, dir);
    expect(out.unmatched).toEqual([{ ...at("Teams.csv", 3), league: "mlb", code: "XXX", season: 2024 }]);
    expect(out.teamSeasons.map((t) => t.team)).toEqual(["los-angeles-dodgers"]);
  });
});

describe("the 2024 release merged with the earlier one (the loader's rule)", () => {
  const MAYS = {
    source: "lahman",
    file: "People.csv",
    line: 2,
    key: "lahman:mayswi01",
    firstName: "Willie",
    lastName: "Mays",
    birthDate: "1931-05-06",
    deathDate: null,
    birthCity: "Westfield",
    hallOfFame: true,
    deathsRecorded: true,
    asOf: "2024-08-21",
    amends: false,
  };

  it("takes the newer People row field by field, gaps from the older: Mays's death, his Hall of Fame from 2023", () => {
    const newer = { ...MAYS, source: "lahman-2024", line: 9, deathDate: "2024-06-18", birthCity: null, hallOfFame: null, asOf: "2025-07-27", amends: true };
    // Whatever order the datasets come in.
    for (const records of [
      [MAYS, newer],
      [newer, MAYS],
    ]) {
      expect(mergePeople(records)).toEqual([{ ...newer, birthCity: "Westfield", hallOfFame: true }]);
    }
  });

  it("adds no person from amending rows alone, and keeps undated records' first-dataset rule", () => {
    expect(mergePeople([{ ...MAYS, amends: true }])).toEqual([]);
    const first = { ...MAYS, asOf: undefined, deathDate: null, weightPounds: null };
    const second = { ...MAYS, asOf: undefined, source: "other", deathDate: "2024-06-18", weightPounds: 170 };
    expect(mergePeople([first, second])).toEqual([{ ...first, deathDate: "2024-06-18", weightPounds: 170 }]);
  });

  it("widens a player's seasons to both releases, the earlier career position kept", () => {
    const career = {
      source: "lahman",
      file: "Batting.csv",
      line: 2,
      personKey: "lahman:judgeaa01",
      league: "mlb" as const,
      position: "RF",
      firstSeason: 2016,
      lastSeason: 2023,
    };
    const season2024 = { ...career, source: "lahman-2024", position: "CF", firstSeason: 2024, lastSeason: 2024 };
    expect(mergePlayers([career, season2024])).toEqual([{ ...career, firstSeason: 2016, lastSeason: 2024 }]);
  });

  it("joins a fixture player of both releases into one person with the newer vital dates", async () => {
    const older = await collectImport(lahman, new URL("../../fixtures/lahman/", import.meta.url).pathname);
    const newer = await collectImport(importer, FIXTURES);
    const people = mergePeople([...older.people, ...newer.people]);
    // The earlier fixture's people (Bryant, Ruth, Maddon; Dunlap of the Union Association and Galvin of the
    // National Association) and the 2024 release's own; Mays and Beltré are named by no row of either.
    expect(people.map((p) => p.key)).toEqual([
      "lahman:bryankr01",
      "lahman:ruthba01",
      "lahman:maddojo99",
      "lahman:dunlafr01",
      "lahman:galvipu01",
      "lahman:ohtansh01",
      "lahman:roberda07",
      "lahman:skenepa01",
      "lahman:wittbo02",
    ]);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)("lahman-2024 importer on the real data (needs SPORTS_DATA_DIR)", () => {
  it("resolves every 2024 row and holds the season's leaders and awards", async () => {
    const out = await collectImport(importer, join(dir ?? "", "lahman-2024"));
    expect(out.unmatched).toEqual([]);
    expect(out.teamSeasons).toHaveLength(30);
    const batting = (key: string) => out.playerSeasons.find((p) => p.personKey === key && p.season === 2024)?.stats;
    expect(batting("lahman:wittbo02")?.hits).toBe(211);
    expect(batting("lahman:judgeaa01")?.home_runs).toBe(58);
    expect(batting("lahman:ohtansh01")?.home_runs).toBe(54);
    const mvps = out.awards.filter((a) => a.award.endsWith("Most Valuable Player") && !a.award.includes("Series") && !a.award.includes("CS"));
    expect(mvps.map((a) => `${a.award}: ${a.personKey}`).sort()).toEqual([
      "AL Most Valuable Player: lahman:judgeaa01",
      "NL Most Valuable Player: lahman:ohtansh01",
    ]);
    expect(out.people.find((p) => p.key === "lahman:mayswi01")).toMatchObject({ deathDate: "2024-06-18" });
    expect(out.people.find((p) => p.key === "lahman:suzukic01")).toMatchObject({ hallOfFame: true });
  });
});
