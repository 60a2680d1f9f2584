// Tests for the cfb-games-cfbd-2023-2024 importer: CFBD's names through the cfbd codes (App State,
// Sam Houston), Eastern dates from UTC kick-offs, FCS opponents kept, games without an FBS team skipped
// with the reason, bowls the file lists without points kept as fixtures (never results), malformed rows.
import { roundFromNote } from "../../../db/import/college-football-playoff";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { collectImport } from "../../../db/import/collect";
import { importer, NO_FBS_DIVISION } from "../../../db/import/sources/cfb-games-cfbd-2023-2024";
import { fixtureVariant } from "../../support/fixture-variant";

const VALID = fileURLToPath(new URL("../../fixtures/cfb-games-cfbd-2023-2024/", import.meta.url));
const source = "cfb-games-cfbd-2023-2024";

describe("cfb-games-cfbd-2023-2024 importer on fixtures", () => {
  it("emits FBS teams' games by Eastern day, conference title games in the regular season, unscored bowls as fixtures", async () => {
    const out = await collectImport(importer, VALID);
    expect(out.unmatched).toEqual([]);
    expect(out.games.map((g) => [g.file, g.line, g.date, g.time, g.away, g.awayScore, g.home, g.homeScore, g.status, g.type, g.week])).toEqual([
      ["games_2023.csv", 3, "2023-08-31", "19:00", "rhode-island-rams-football", 35, "georgia-state-panthers-football", 42, "final", "regular", "1"],
      ["games_2023.csv", 4, "2023-09-02", "12:00", "east-carolina-pirates-football", 3, "michigan-wolverines-football", 30, "final", "regular", "1"],
      // 01:00Z on 3 December is 8 pm Eastern on the 2nd: the Big Ten Championship, a regular-season game.
      ["games_2023.csv", 5, "2023-12-02", "20:00", "michigan-wolverines-football", 26, "iowa-hawkeyes-football", 0, "final", "regular", "14"],
      ["games_2023.csv", 6, "2023-12-16", "11:00", "georgia-southern-eagles-football", 21, "ohio-bobcats-football", 41, "final", "playoff", "Postseason"],
      // Saved before it was played: no points, so a fixture, never a result.
      [
        "games_2023.csv",
        7,
        "2024-01-01",
        "17:00",
        "alabama-crimson-tide-football",
        null,
        "michigan-wolverines-football",
        null,
        "scheduled",
        "playoff",
        "Postseason",
      ],
      ["games_2024.csv", 2, "2024-09-07", "19:00", "louisiana-ragin-cajuns-football", 34, "kennesaw-state-owls-football", 10, "final", "regular", "2"],
      // Called off (Hurricane Helene): never completed, no result, and the season is over.
      [
        "games_2024.csv",
        3,
        "2024-09-28",
        "15:30",
        "liberty-flames-football",
        null,
        "appalachian-state-mountaineers-football",
        null,
        "postponed",
        "regular",
        "5",
      ],
      ["games_2024.csv", 4, "2024-12-07", "20:00", "penn-state-nittany-lions-football", 37, "oregon-ducks-football", 45, "final", "regular", "15"],
      ["games_2024.csv", 5, "2025-01-01", "17:00", "ohio-state-buckeyes-football", 41, "oregon-ducks-football", 21, "final", "playoff", "Postseason"],
      [
        "games_2024.csv",
        6,
        "2025-01-09",
        "19:30",
        "notre-dame-fighting-irish-football",
        null,
        "penn-state-nittany-lions-football",
        null,
        "scheduled",
        "playoff",
        "Postseason",
      ],
    ]);
    expect(out.games[3]).toMatchObject({ round: "Bowl game", venue: "Brooks Stadium", attendance: 8059, neutralSite: true });
    expect(out.games[2]).toMatchObject({ round: null, neutralSite: true, attendance: 67842 });
    // A game between two FCS teams (an FCS playoff game) and one of an FCS team with a school CFBD gives no division.
    expect(out.skipped.map((s) => [s.file, s.line, s.reason])).toEqual([
      ["games_2023.csv", 2, NO_FBS_DIVISION],
      ["games_2024.csv", 7, NO_FBS_DIVISION],
      ["games_2024.csv", 8, NO_FBS_DIVISION],
    ]);
  });

  it("reports a team the codes do not know as unmatched, with its line", async () => {
    const dir = fixtureVariant(VALID, "games_2023.csv", 4, (l) => l.replace(",East Carolina,", ",Nowhere Tech,"));
    const out = await collectImport(importer, dir);
    expect(out.unmatched.map((u) => [u.file, u.line, u.code, u.league])).toEqual([["games_2023.csv", 4, "Nowhere Tech", "cfb"]]);
    expect(out.games.some((g) => g.line === 4 && g.file === "games_2023.csv")).toBe(false);
  });

  it.each([
    ["games_2023.csv", 4, (l: string) => l.replace("2023-09-02T16:00:00.000Z", "2023-09-02 16:00"), "bad kick-off '2023-09-02 16:00' in column start_date"],
    ["games_2023.csv", 4, (l: string) => l.replace(",fbs,30,", ",fbs,,"), "one score without the other (home_points '', away_points '3')"],
    ["games_2023.csv", 4, (l: string) => l.replace("401520162,2023,", "401520162,2024,"), "bad season '2024' in column season (expected 2023)"],
    ["games_2023.csv", 4, (l: string) => l.replace("401520162", "401531834"), "game id 401531834 listed twice"],
    ["games_2023.csv", 4, (l: string) => l.replace(",regular,", ",bowl,"), "bad season type 'bowl' in column season_type (expected regular or postseason)"],
    ["games_2023.csv", 4, (l: string) => l.replace(",fbs,30,", ",fbx,30,"), "bad division 'fbx' in column home_division"],
    ["games_2023.csv", 4, (l: string) => l.replace(",109480,", ",many,"), "bad attendance 'many' in column attendance"],
    ["games_2024.csv", 3, (l: string) => l.replace(",FALSE,FALSE,FALSE,FALSE,", ",FALSE,NO,FALSE,FALSE,"), "bad flag 'NO' in column completed"],
  ])("stops on a malformed row (%s line %i)", async (file, line, change, message) => {
    await expect(collectImport(importer, fixtureVariant(VALID, file, line, change))).rejects.toThrow(`${source}/${file}:${line}: ${message}`);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)("cfb-games-cfbd-2023-2024 importer on the real data (needs SPORTS_DATA_DIR)", () => {
  it("keeps every FBS team's game with every team matched, and no postseason game without points as a result", async () => {
    const out = await collectImport(importer, join(dir ?? "", source));
    expect(out.unmatched).toEqual([]);
    const count = (season: number, type: string, status: string) =>
      out.games.filter((g) => g.season === season && g.type === type && g.status === status).length;
    // SOURCE.md: 868 FBS regular-season games and 41 bowls in 2023 (7 with scores), 874 and 45 in 2024 (2 without).
    expect([count(2023, "regular", "final"), count(2023, "playoff", "final"), count(2023, "playoff", "scheduled")]).toEqual([868, 7, 34]);
    expect([
      count(2024, "regular", "final"),
      count(2024, "regular", "postponed"),
      count(2024, "playoff", "final"),
      count(2024, "playoff", "scheduled"),
    ]).toEqual([873, 1, 43, 2]);
  });
});

describe("the playoff's rounds from the file's notes (its finals are not held, so the bracket cannot be read)", () => {
  it("names the CFP rounds and calls every other postseason game a bowl game", () => {
    expect(roundFromNote("College Football Playoff First Round Game Presented by Allstate")).toBe("CFP First Round");
    expect(roundFromNote("College Football Playoff Quarterfinal at the Rose Bowl Presented by Prudential")).toBe("CFP Quarterfinal");
    expect(roundFromNote("CFP Semifinal at the Allstate Sugar Bowl")).toBe("CFP Semifinal");
    expect(roundFromNote("Myrtle Beach Bowl")).toBe("Bowl game");
    expect(roundFromNote("FCS Championship - Semifinals")).toBe("Bowl game");
    expect(roundFromNote(null)).toBe("Bowl game");
  });
});
