// Tests for the schedules-nfl-2026-nhl-2026-27-sportsref importer: NFL dates without a year (September
// to December 2026, January 2027), ET times, fixtures only (a score in the file stops the import), an
// unknown team reported; the NHL file read by the shared hockey-reference reader with blank goals as
// fixtures, Utah Mammoth, a special site from Notes. On the real folder: 272 and 1,344 fixtures.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { createSchedulesImporter, importer, nflSeasonDate } from "../../../db/import/sources/schedules-nfl-2026-nhl-2026-27-sportsref";
import { fixtureVariant } from "../../support/fixture-variant";

const VALID = fileURLToPath(new URL("../../fixtures/schedules-nfl-2026-nhl-2026-27-sportsref/valid/", import.meta.url));
const source = "schedules-nfl-2026-nhl-2026-27-sportsref";
const dataDir = process.env.SPORTS_DATA_DIR;
const fixtures = createSchedulesImporter(2);

describe("schedules-nfl-2026-nhl-2026-27-sportsref importer on fixtures", () => {
  it("emits NFL and NHL fixtures with their dates, ET times and sites, and no scores", async () => {
    const out = await collectImport(fixtures, VALID);
    expect(
      out.games.map((g) => [
        g.league,
        g.season,
        g.date,
        g.time,
        g.away,
        g.home,
        g.homeScore,
        g.awayScore,
        g.status,
        g.week ?? null,
        g.venue ?? null,
        g.neutralSite,
      ]),
    ).toEqual([
      ["nfl", 2026, "2026-09-09", "20:20", "new-england-patriots", "seattle-seahawks", null, null, "scheduled", "1", null, false],
      ["nfl", 2026, "2026-11-26", "13:00", "chicago-bears", "detroit-lions", null, null, "scheduled", "12", null, false],
      // January belongs to the next calendar year.
      ["nfl", 2026, "2027-01-10", "13:00", "pittsburgh-steelers", "baltimore-ravens", null, null, "scheduled", "18", null, false],
      ["nhl", 2026, "2026-09-29", "20:00", "new-york-rangers", "boston-bruins", null, null, "scheduled", null, null, false],
      ["nhl", 2026, "2026-12-31", "18:00", "colorado-avalanche", "utah-mammoth", null, null, "scheduled", null, "Rice-Eccles Stadium", true],
    ]);
    expect(new Set(out.games.map((g) => g.type))).toEqual(new Set(["regular"]));
    expect(out.unmatched.map((u) => [u.file, u.line, u.code])).toEqual([["nfl_2026.csv", 5, "Gotham Knights"]]);
  });

  it("dates a month and day in the NFL season", () => {
    expect(nflSeasonDate("September 9", 2026)).toBe("2026-09-09");
    expect(nflSeasonDate("January 10", 2026)).toBe("2027-01-10");
    expect(nflSeasonDate("February 30", 2026)).toBeNull();
    expect(nflSeasonDate("June 1", 2026)).toBeNull();
    expect(nflSeasonDate("2026-09-09", 2026)).toBeNull();
  });

  it.each([
    ["nfl_2026.csv", 2, (l: string) => l.replace("September 9", "Septober 9"), "bad date 'Septober 9' in column 3 (expected month and day)"],
    ["nfl_2026.csv", 2, (l: string) => l.replace("8:20 PM", "evening"), "bad time 'evening' in column Time"],
    ["nfl_2026.csv", 3, (l: string) => l.replace("Chicago Bears,,@", "Chicago Bears,24,@"), "unexpected score '24'-'' in a schedule of fixtures"],
    ["nfl_2026.csv", 3, (l: string) => l.replace(",@,", ",N,"), "bad site mark 'N' in column 6 (expected @)"],
    ["nfl_2026.csv", 4, (l: string) => l.replace("18,Sun", "19,Sun"), "bad week '19' in column Week (expected 1 to 18)"],
    ["nhl_2027.csv", 2, (l: string) => l.replace("Boston Bruins,,", "Boston Bruins,3,"), "bad score '' in column G (visitor)"],
  ])("stops on a malformed row (%s line %i)", async (file, line, change, message) => {
    await expect(collectImport(fixtures, fixtureVariant(VALID, file, line, change))).rejects.toThrow(`${source}/${file}:${line}: ${message}`);
  });
});

describe.skipIf(!dataDir)("schedules-nfl-2026-nhl-2026-27-sportsref on the real folder (needs SPORTS_DATA_DIR)", () => {
  it("holds 272 NFL and 1,344 NHL fixtures, every NFL club 17 and every NHL club 84, no result", async () => {
    const out = await collectImport(importer, join(dataDir ?? "", source));
    expect(out.unmatched).toEqual([]);
    const nfl = out.games.filter((g) => g.league === "nfl");
    const nhl = out.games.filter((g) => g.league === "nhl");
    expect(nfl).toHaveLength(272);
    expect(nhl).toHaveLength(1344);
    expect(out.games.every((g) => g.status === "scheduled" && g.homeScore === null && g.awayScore === null)).toBe(true);
    const perTeam = (games: typeof out.games) => {
      const counts = new Map<string, number>();
      for (const g of games) for (const t of [g.home, g.away]) counts.set(t, (counts.get(t) ?? 0) + 1);
      return new Set(counts.values());
    };
    expect(perTeam(nfl)).toEqual(new Set([17]));
    expect(perTeam(nhl)).toEqual(new Set([84]));
    // The opener (SOURCE.md): Wed 2026-09-09 New England at Seattle, 8:20 pm ET; Thanksgiving: Bears at Lions.
    expect(nfl[0]).toMatchObject({ date: "2026-09-09", time: "20:20", away: "new-england-patriots", home: "seattle-seahawks" });
    expect(nfl.some((g) => g.date === "2026-11-26" && g.away === "chicago-bears" && g.home === "detroit-lions")).toBe(true);
    // Seven special sites in Notes.
    expect(nhl.filter((g) => g.neutralSite)).toHaveLength(7);
  });
});
