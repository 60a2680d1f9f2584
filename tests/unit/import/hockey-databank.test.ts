// Tests for the hockey-databank importer: NHL standings, people, player and goalie seasons, coaches and awards.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/hockey-databank";

const fixtures = fileURLToPath(new URL("../../fixtures/hockey-databank/", import.meta.url));
const source = "hockey-databank";
const at = (file: string, line: number) => ({ source, file, line });

describe("hockey-databank importer on fixtures", () => {
  it("reads NHL rows of every file and skips the other leagues", async () => {
    const out = await collectImport(importer, `${fixtures}valid`);
    expect(out.teamSeasons).toEqual([
      {
        ...at("Teams.csv", 3),
        league: "nhl",
        season: 2017,
        team: "vegas-golden-knights",
        wins: 51,
        losses: 24,
        ties: null,
        overtimeLosses: 7,
        points: 109,
        pointsFor: 272,
        pointsAgainst: 228,
        conference: "Western",
        division: "Pacific",
        divisionRank: 1,
        madePlayoffs: true,
      },
      {
        ...at("Teams.csv", 4),
        league: "nhl",
        season: 2017,
        team: "washington-capitals",
        wins: 49,
        losses: 26,
        ties: null,
        overtimeLosses: 7,
        points: 105,
        pointsFor: 259,
        pointsAgainst: 239,
        conference: "Eastern",
        division: "Metropolitan",
        divisionRank: 1,
        madePlayoffs: true,
      },
    ]);
    expect(out.people.map((p) => [p.key, p.firstName, p.lastName, p.suffix, p.birthDate, p.deathDate, p.heightInches, p.weightPounds, p.hallOfFame])).toEqual([
      ["hockey-databank:ovechal01", "Alex", "Ovechkin", null, "1985-09-17", null, 75, 235, false],
      ["hockey-databank:holtbbr01", "Braden", "Holtby", null, "1989-09-16", null, 74, 211, false],
      ["hockey-databank:trotzba01c", "Barry", "Trotz", null, "1962-07-15", null, null, null, false],
      ["hockey-databank:howego01", "Gordie", "Howe", null, "1928-03-31", "2016-06-10", 72, 205, true],
      // The databank writes a suffix only in the given name: "Sylvanus Marshall (Jr.)".
      ["hockey-databank:appssy02", "Syl", "Apps", "Jr.", "1947-08-01", null, 72, 185, false],
    ]);
    expect(out.people[3]).toMatchObject({ birthCity: "Floral", birthState: "SK", birthCountry: "Canada" });
    // The last season comes from the season lines, which a later dataset continues.
    expect(out.players).toEqual([
      { ...at("Master.csv", 2), personKey: "hockey-databank:ovechal01", league: "nhl", position: "L", firstSeason: 2005, lastSeason: null },
      { ...at("Master.csv", 3), personKey: "hockey-databank:holtbbr01", league: "nhl", position: "G", firstSeason: 2010, lastSeason: null },
      { ...at("Master.csv", 5), personKey: "hockey-databank:howego01", league: "nhl", position: "R", firstSeason: 1946, lastSeason: null },
      { ...at("Master.csv", 7), personKey: "hockey-databank:appssy02", league: "nhl", position: "C", firstSeason: 1970, lastSeason: null },
    ]);
    expect(out.playerSeasons).toEqual([
      {
        ...at("Scoring.csv", 3),
        personKey: "hockey-databank:ovechal01",
        league: "nhl",
        season: 2017,
        team: "washington-capitals",
        position: "L",
        stats: { games_played: 82, goals: 49, assists: 38, points: 87, penalty_minutes: 32, plus_minus: 3 },
      },
      {
        ...at("Scoring.csv", 4),
        personKey: "hockey-databank:holtbbr01",
        league: "nhl",
        season: 2017,
        team: "washington-capitals",
        position: "G",
        stats: {
          games_played: 54,
          goals: 0,
          assists: 0,
          points: 0,
          penalty_minutes: 2,
          plus_minus: 0,
          wins: 34,
          losses: 16,
          ties_or_overtime_losses: 4,
          shutouts: 0,
          goals_against: 153,
          shots_against: 1648,
          saves: 1495,
          minutes: 3068,
        },
      },
    ]);
    expect(out.coachStints).toEqual([
      {
        ...at("Coaches.csv", 2),
        personKey: "hockey-databank:trotzba01c",
        league: "nhl",
        season: 2017,
        team: "washington-capitals",
        title: "Head Coach",
        isHeadCoach: true,
        wins: 49,
        losses: 26,
        ties: null,
        playoffWins: 16,
        playoffLosses: 8,
        seasonOrder: 1,
      },
    ]);
    expect(out.awards).toEqual([
      { ...at("AwardsPlayers.csv", 2), personKey: "hockey-databank:ovechal01", league: "nhl", season: 2017, award: "Conn Smythe" },
      { ...at("AwardsPlayers.csv", 3), personKey: "hockey-databank:ovechal01", league: "nhl", season: 2017, award: "Richard" },
      { ...at("AwardsCoaches.csv", 2), personKey: "hockey-databank:trotzba01c", league: "nhl", season: 2015, award: "Jack Adams" },
    ]);
    expect(out.skipped).toEqual([
      { ...at("Teams.csv", 2), reason: "not an NHL season (lgID WHA)" },
      { ...at("Master.csv", 6), reason: "person with neither playerID nor coachID" },
      // The databank's "Vacant" (the 2014-15 Devils' games without a named head coach) is no person.
      { ...at("Master.csv", 8), reason: "a vacancy (games without a named head coach), not a person" },
      { ...at("Scoring.csv", 2), reason: "not an NHL season (lgID WHA)" },
      { ...at("Coaches.csv", 3), reason: "not an NHL season (lgID WHA)" },
      { ...at("Coaches.csv", 4), reason: "coach bednaja01c is not in Master.csv" },
      { ...at("Coaches.csv", 5), reason: "head coach vacant: the team's games without a named head coach" },
      { ...at("AwardsPlayers.csv", 4), reason: "not an NHL award (lgID WHA)" },
    ]);
    expect(out.unmatched).toEqual([]);
  });

  it("rejects a row with a wrong column count", async () => {
    await expect(collectImport(importer, `${fixtures}wrong-columns`)).rejects.toThrow("Teams.csv:3: expected 27 columns, found 26");
  });

  it("rejects a non-numeric value naming the column and value", async () => {
    await expect(collectImport(importer, `${fixtures}bad-number`)).rejects.toThrow("hockey-databank/Teams.csv:4: bad number '4x9' in column W");
  });

  it("reports an unknown team code as unmatched and drops the row", async () => {
    const out = await collectImport(importer, `${fixtures}unknown-team`);
    expect(out.unmatched).toEqual([{ ...at("Teams.csv", 3), league: "nhl", code: "VGK", season: 2017 }]);
    expect(out.teamSeasons.map((t) => t.team)).toEqual(["washington-capitals"]);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)("hockey-databank importer on the real dataset (needs SPORTS_DATA_DIR)", () => {
  it("imports the NHL through 2017-18 with no unmatched team", async () => {
    const out = await collectImport(importer, `${dir}/${source}`);
    expect(out.unmatched).toEqual([]);
    // Teams.csv: 1,700 rows, 194 of them NHA/PCHA/WCHL/WHA.
    expect(out.teamSeasons).toHaveLength(1_506);
    // Master.csv: 8,670 people less 123 rows with neither a player nor a coach id and the "Vacant" row.
    expect(out.people).toHaveLength(8_546);
    expect(out.players).toHaveLength(7_737);
    // Scoring.csv: 48,514 NHL lines of 52,261.
    expect(out.playerSeasons).toHaveLength(48_514);
    // Coaches.csv: 1,792 NHL stints; Jared Bednar's two are missing from Master.csv, the Devils' 2014-15
    // vacancy is no coach.
    expect(out.coachStints).toHaveLength(1_789);
    expect(out.awards).toHaveLength(2_243);
    expect(out.teamSeasons.find((t) => t.season === 2017 && t.team === "washington-capitals")).toMatchObject({
      wins: 49,
      losses: 26,
      overtimeLosses: 7,
      points: 105,
      conference: "Eastern",
      division: "Metropolitan",
    });
    expect(out.awards.filter((a) => a.award === "Conn Smythe" && a.season === 2017).map((a) => a.personKey)).toEqual(["hockey-databank:ovechal01"]);
    expect(out.people.find((p) => p.key === "hockey-databank:gretzwa01")).toMatchObject({ lastName: "Gretzky", hallOfFame: true });
  });
});
