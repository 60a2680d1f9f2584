// Tests for the nba-games-bbref-2001-2020 importer: fixture rows, malformed files and the real dataset.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/nba-games-bbref-2001-2020";

const fixtures = fileURLToPath(new URL("../../fixtures/nba-games-bbref-2001-2020/", import.meta.url));
const FILE = "nba_games_2001_2020_derived.csv";
const origin = (line: number) => ({ source: "nba-games-bbref-2001-2020", file: FILE, line });

describe("nba-games-bbref-2001-2020 importer on fixtures", () => {
  it("reads games with attendance and overtime and marks the Finals", async () => {
    const out = await collectImport(importer, `${fixtures}valid`);
    expect(out.games).toEqual([
      {
        ...origin(2),
        league: "nba",
        season: 2000,
        date: "2000-10-31",
        home: "atlanta-hawks",
        away: "charlotte-hornets",
        homeScore: 82,
        awayScore: 106,
        status: "final",
        type: "regular",
        attendance: 18465,
        overtime: null,
      },
      {
        ...origin(3),
        league: "nba",
        season: 2000,
        date: "2000-11-01",
        home: "cleveland-cavaliers",
        away: "sacramento-kings",
        homeScore: 102,
        awayScore: 100,
        status: "final",
        type: "regular",
        attendance: 17695,
        overtime: "2OT",
      },
      {
        ...origin(4),
        league: "nba",
        season: 2015,
        date: "2016-05-27",
        home: "toronto-raptors",
        away: "cleveland-cavaliers",
        homeScore: 87,
        awayScore: 113,
        status: "final",
        type: "playoff",
        attendance: 20605,
        overtime: null,
      },
      {
        ...origin(5),
        league: "nba",
        season: 2015,
        date: "2016-06-16",
        home: "cleveland-cavaliers",
        away: "golden-state-warriors",
        homeScore: 115,
        awayScore: 101,
        status: "final",
        type: "final",
        attendance: 20562,
        overtime: null,
      },
      {
        ...origin(6),
        league: "nba",
        season: 2015,
        date: "2016-06-19",
        home: "golden-state-warriors",
        away: "cleveland-cavaliers",
        homeScore: 89,
        awayScore: 93,
        status: "final",
        type: "final",
        attendance: 19596,
        overtime: null,
      },
    ]);
    expect(out.unmatched).toEqual([]);
    expect(out.skipped).toEqual([]);
  });

  it("rejects a row with a wrong column count", async () => {
    await expect(collectImport(importer, `${fixtures}bad-columns`)).rejects.toThrow(`${FILE}:3: expected 10 columns, found 9`);
  });

  it("rejects a bad date naming the column and value", async () => {
    await expect(collectImport(importer, `${fixtures}bad-date`)).rejects.toThrow(`nba-games-bbref-2001-2020/${FILE}:4: bad date '05/27/2016' in column date`);
  });

  it("reports an unknown team name as unmatched", async () => {
    const out = await collectImport(importer, `${fixtures}unknown-team`);
    expect(out.unmatched).toEqual([{ ...origin(2), league: "nba", code: "Charlotte Knights", season: 2000 }]);
    expect(out.games).toHaveLength(4);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)("nba-games-bbref-2001-2020 importer on the real dataset (needs SPORTS_DATA_DIR)", () => {
  it("imports all 25,502 games with no unmatched team", async () => {
    const out = await collectImport(importer, `${dir}/nba-games-bbref-2001-2020`);
    expect(out.unmatched).toEqual([]);
    expect(out.skipped).toEqual([]);
    expect(out.games).toHaveLength(25_502);
    expect(out.games.filter((g) => g.season === 2011 && g.type === "regular")).toHaveLength(990);
    // Finals games = sum of the seed's series results 2000..2018.
    expect(out.games.filter((g) => g.type === "final")).toHaveLength(106);
    const game7 = out.games.find((g) => g.date === "2016-06-19");
    expect(game7).toMatchObject({ home: "golden-state-warriors", away: "cleveland-cavaliers", homeScore: 89, awayScore: 93, type: "final" });
    const hornets = out.games.find((g) => g.season === 2006 && g.home === "new-orleans-pelicans");
    expect(hornets).toBeDefined();
  });
});
