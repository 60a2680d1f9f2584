// Tests for the sportsref-schedules importer: basketball-reference NBA schedules (regular season, NBA Cup
// final left out, play-in, playoffs, Finals) and the pro-football-reference NFL 2025 season.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { createSportsRefImporter } from "../../../db/import/sources/sportsref-schedules-nba-2023-2026-nfl-2025";
import { fixtureVariant } from "../../support/fixture-variant";

const VALID = fileURLToPath(new URL("../../fixtures/sportsref-schedules-nba-2023-2026-nfl-2025/valid/", import.meta.url));
const source = "sportsref-schedules-nba-2023-2026-nfl-2025";
const importer = createSportsRefImporter({ nbaFileYears: [2024], nflSeasons: [2025] });
const brief = (g: { line: number; date: string; home: string; away: string; homeScore: number | null; awayScore: number | null; type: string }) =>
  `${g.line} ${g.date} ${g.away} ${g.awayScore} @ ${g.home} ${g.homeScore} ${g.type}`;

describe("sportsref-schedules importer on fixtures", () => {
  it("reads the NBA season: regular season, play-in, playoffs and Finals; the Cup final is left out of the regular season", async () => {
    const out = await collectImport(importer, VALID);
    const nba = out.games.filter((g) => g.league === "nba");
    expect(nba.map(brief)).toEqual([
      "2 2023-10-24 dallas-mavericks 100 @ boston-celtics 110 regular",
      "3 2023-11-03 indiana-pacers 121 @ los-angeles-lakers 116 regular",
      "4 2023-11-09 boston-celtics 104 @ indiana-pacers 108 regular",
      "5 2023-11-15 los-angeles-lakers 95 @ dallas-mavericks 98 regular",
      "7 2024-04-16 los-angeles-lakers 110 @ indiana-pacers 106 playoff",
      "8 2024-05-27 boston-celtics 105 @ indiana-pacers 102 playoff",
      "9 2024-06-06 dallas-mavericks 89 @ boston-celtics 107 final",
      "10 2024-06-17 dallas-mavericks 88 @ boston-celtics 106 final",
    ]);
    expect(out.skipped).toEqual([
      { source, file: "nba_2024.csv", line: 6, reason: "NBA Cup final: not a regular-season game (not counted in the standings)" },
      { source, file: "nfl_2025.csv", line: 5, reason: "separator row before the playoffs" },
    ]);
    expect(nba[0]).toMatchObject({
      season: 2023,
      time: "19:30",
      venue: "TD Garden",
      neutralSite: false,
      attendance: 19156,
      overtime: null,
      status: "final",
      round: null,
    });
    expect(nba[1]).toMatchObject({ overtime: "OT", venue: "Crypto.com Arena" });
    expect(nba[2]).toMatchObject({ venue: "Mexico City Arena", neutralSite: true });
    expect(nba[3]).toMatchObject({ overtime: "2OT" });
    expect(nba[4]).toMatchObject({ round: "Play-In" });
    expect(out.unmatched).toEqual([]);
  });

  it("reads the NFL season: home and away from the '@' column, a tie, playoff weeks and the Super Bowl at a neutral site", async () => {
    const out = await collectImport(importer, VALID);
    const nfl = out.games.filter((g) => g.league === "nfl");
    expect(nfl.map(brief)).toEqual([
      "2 2025-09-04 dallas-cowboys 20 @ philadelphia-eagles 24 regular",
      "3 2025-09-28 green-bay-packers 40 @ dallas-cowboys 40 regular",
      "4 2025-10-05 seattle-seahawks 24 @ new-england-patriots 20 regular",
      "6 2026-01-10 green-bay-packers 17 @ philadelphia-eagles 21 playoff",
      "7 2026-02-08 new-england-patriots 13 @ seattle-seahawks 29 final",
    ]);
    expect(nfl.map((g) => [g.season, g.week, g.round, g.neutralSite])).toEqual([
      [2025, "1", null, false],
      [2025, "4", null, false],
      [2025, "5", null, false],
      [2025, "Wildcard", "Wild Card", false],
      [2025, "Superbowl", "Super Bowl", true],
    ]);
    expect(nfl[0].time).toBe("20:20");
  });

  it("keeps a game without scores as scheduled, never final", async () => {
    const dir = fixtureVariant(VALID, "nba_2024.csv", 2, (line) => line.replace(",100,Boston Celtics,110,", ",,Boston Celtics,,"));
    const game = (await collectImport(importer, dir)).games.find((g) => g.line === 2 && g.league === "nba");
    expect(game).toMatchObject({ status: "scheduled", homeScore: null, awayScore: null });
  });

  it.each([
    ["nba_2024.csv", 3, (l: string) => l.replace("Fri Nov 3 2023", "Fri Nov 31 2023"), `${source}/nba_2024.csv:3: bad date 'Fri Nov 31 2023' in column Date`],
    ["nba_2024.csv", 4, (l: string) => l.replace(",104,", ",1O4,"), `${source}/nba_2024.csv:4: bad score '1O4' in column PTS (visitor)`],
    ["nba_2024.csv", 5, (l: string) => l.replace(",2OT,", ",OT2,"), `${source}/nba_2024.csv:5: bad overtime 'OT2' in column 8`],
    ["nba_2024.csv", 9, (l: string) => `${l}Play-In Game`, `${source}/nba_2024.csv:9: play-in game after the first playoff game: rows must be in date order`],
    ["nba_2024.csv", 2, (l: string) => l.replace(",19156,", ",19156,extra,"), "nba_2024.csv:2: expected 12 columns, found 13"],
    ["nfl_2025.csv", 3, (l: string) => l.replace("4,Sun", "19,Sun"), `${source}/nfl_2025.csv:3: bad week '19' in column Week`],
    ["nfl_2025.csv", 4, (l: string) => l.replace(",@,", ",at,"), `${source}/nfl_2025.csv:4: bad site mark 'at' in column 6 (expected blank, @ or N)`],
    ["nfl_2025.csv", 2, (l: string) => l.replace(",24,20,", ",20,24,"), `${source}/nfl_2025.csv:2: winner's points 20 below the loser's 24`],
  ])("stops on a malformed row of %s (line %i) naming file, line and reason", async (file, line, change, message) => {
    const dir = fixtureVariant(VALID, file, line, change);
    await expect(collectImport(importer, dir)).rejects.toThrow(message);
  });

  it("reports a team name it cannot map with its file and line", async () => {
    const dir = fixtureVariant(VALID, "nfl_2025.csv", 2, (line) => line.replace("Dallas Cowboys", "Dallas Texans"));
    const out = await collectImport(importer, dir);
    expect(out.unmatched).toEqual([{ source, file: "nfl_2025.csv", line: 2, league: "nfl", code: "Dallas Texans", season: 2025 }]);
  });
});
