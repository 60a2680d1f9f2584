// Tests for the nhl-game-data-kaggle importer: NHL API games 2010-11..2018-19, local dates from UTC plus the arena's offset.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/nhl-game-data-kaggle";

const fixtures = fileURLToPath(new URL("../../fixtures/nhl-game-data-kaggle/", import.meta.url));
const FILE = "game.csv";
const origin = (line: number) => ({ source: "nhl-game-data-kaggle", file: FILE, line });

describe("nhl-game-data-kaggle importer on fixtures", () => {
  it("reads games with local dates, arenas, rounds and the Final by game id", async () => {
    const out = await collectImport(importer, `${fixtures}valid`);
    expect(out.games).toEqual([
      {
        ...origin(2),
        league: "nhl",
        season: 2017,
        date: "2017-10-05",
        time: "19:00",
        home: "toronto-maple-leafs",
        away: "winnipeg-jets",
        homeScore: 7,
        awayScore: 2,
        status: "final",
        type: "regular",
        round: null,
        venue: "Air Canada Centre",
        overtime: null,
      },
      {
        ...origin(3),
        league: "nhl",
        season: 2010,
        date: "2010-12-14",
        time: "20:00",
        home: "arizona-coyotes",
        away: "winnipeg-jets",
        homeScore: 2,
        awayScore: 3,
        status: "final",
        type: "regular",
        round: null,
        venue: "Jobing.com Arena",
        overtime: "SO",
      },
      {
        ...origin(4),
        league: "nhl",
        season: 2017,
        date: "2018-04-12",
        time: "19:00",
        home: "washington-capitals",
        away: "columbus-blue-jackets",
        homeScore: 3,
        awayScore: 4,
        status: "final",
        type: "playoff",
        round: "First Round",
        venue: "Capital One Arena",
        overtime: "OT",
      },
      {
        ...origin(5),
        league: "nhl",
        season: 2017,
        date: "2018-06-07",
        time: "17:00",
        home: "vegas-golden-knights",
        away: "washington-capitals",
        homeScore: 3,
        awayScore: 4,
        status: "final",
        type: "final",
        round: "Stanley Cup Final",
        venue: "T-Mobile Arena",
        overtime: null,
      },
    ]);
    expect(out.unmatched).toEqual([]);
    expect(out.skipped).toEqual([]);
  });

  it("rejects a row with a wrong column count", async () => {
    await expect(collectImport(importer, `${fixtures}wrong-columns`)).rejects.toThrow(`${FILE}:3: expected 16 columns, found 15`);
  });

  it("rejects a bad date naming the column and value", async () => {
    await expect(collectImport(importer, `${fixtures}bad-date`)).rejects.toThrow(
      `nhl-game-data-kaggle/${FILE}:3: bad date '2017-13-45T23:00:00Z' in column date_time_GMT`,
    );
  });

  it("reports an unknown team id as unmatched and drops the game", async () => {
    const out = await collectImport(importer, `${fixtures}unknown-team`);
    expect(out.unmatched).toEqual([{ ...origin(3), league: "nhl", code: "99", season: 2017 }]);
    expect(out.games.map((g) => g.line)).toEqual([2]);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)("nhl-game-data-kaggle importer on the real dataset (needs SPORTS_DATA_DIR)", () => {
  it("imports 11,347 games with no unmatched team", async () => {
    const out = await collectImport(importer, `${dir}/nhl-game-data-kaggle`);
    expect(out.unmatched).toEqual([]);
    expect(out.skipped).toEqual([]);
    expect(out.games).toHaveLength(11_347);
    expect(out.games.filter((g) => g.type === "regular")).toHaveLength(10_642);
    // Finals 2010-11..2017-18: 7 + 6 + 6 + 5 + 6 + 6 + 6 + 5 games; the 2018-19 playoffs are missing.
    expect(out.games.filter((g) => g.type === "final")).toHaveLength(47);
    expect(out.games.filter((g) => g.season === 2018 && g.type !== "regular")).toEqual([]);
    const clinch = out.games.filter((g) => g.date === "2018-06-07");
    expect(clinch).toEqual([
      expect.objectContaining({
        home: "vegas-golden-knights",
        away: "washington-capitals",
        homeScore: 3,
        awayScore: 4,
        time: "17:00",
        venue: "T-Mobile Arena",
        type: "final",
      }),
    ]);
  });

  it("marks home games away from home: the Senators' in Stockholm and at Lansdowne Park (2017-18), the 2014 Winter Classic", async () => {
    const out = await collectImport(importer, `${dir}/nhl-game-data-kaggle`);
    const away = (club: string, season: number) =>
      [...new Set(out.games.filter((g) => g.season === season && g.home === club && g.neutralSite).map((g) => g.venue))].sort();
    expect(away("ottawa-senators", 2017)).toEqual(["Ericsson Globe", "Lansdowne Park"]);
    expect(away("detroit-red-wings", 2013)).toEqual(["The Big House"]);
    // The Islanders' second home of 2018-19 (Barclays Center, 20 games) is a home, not a trip.
    expect(away("new-york-islanders", 2018)).toEqual([]);
  });
});
