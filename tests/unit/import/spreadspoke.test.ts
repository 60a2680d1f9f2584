// Tests the spreadspoke NFL scores importer on small fixtures and, when available, on the real file.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/spreadspoke";

const fixtures = new URL("../../fixtures/spreadspoke/", import.meta.url).pathname;
const dir = process.env.SPORTS_DATA_DIR;
const at = (line: number) => ({ source: "spreadspoke", file: "spreadspoke_scores.csv", line });

describe("spreadspoke importer (fixtures)", () => {
  it("reads games with week, stadium and neutral flag; marks the 1966 NFL title game and Super Bowl I as finals and names the AFL title game", async () => {
    const out = await collectImport(importer, join(fixtures, "valid"));
    expect(out.unmatched).toEqual([]);
    expect(out.skipped).toEqual([{ ...at(7), reason: "game not yet played (no score)" }]);
    const base = { league: "nfl", status: "final", neutralSite: false };
    expect(out.games).toEqual([
      {
        ...at(2),
        ...base,
        season: 1966,
        date: "1966-09-02",
        home: "miami-dolphins",
        away: "las-vegas-raiders",
        homeScore: 14,
        awayScore: 23,
        type: "regular",
        week: "1",
        round: null,
        venue: "Orange Bowl",
      },
      {
        ...at(3),
        ...base,
        season: 1966,
        date: "1967-01-01",
        home: "buffalo-bills",
        away: "kansas-city-chiefs",
        homeScore: 7,
        awayScore: 31,
        type: "playoff",
        week: "Conference",
        round: "AFL Championship Game",
        venue: "War Memorial Stadium",
      },
      {
        ...at(4),
        ...base,
        season: 1966,
        date: "1967-01-01",
        home: "dallas-cowboys",
        away: "green-bay-packers",
        homeScore: 27,
        awayScore: 34,
        type: "final",
        week: "Conference",
        round: "NFL Championship Game",
        venue: "Cotton Bowl",
      },
      {
        ...at(5),
        ...base,
        neutralSite: true,
        season: 1966,
        date: "1967-01-15",
        home: "green-bay-packers",
        away: "kansas-city-chiefs",
        homeScore: 35,
        awayScore: 10,
        type: "final",
        week: "Superbowl",
        round: "Super Bowl",
        venue: "Los Angeles Memorial Coliseum",
      },
      {
        ...at(6),
        ...base,
        season: 2024,
        date: "2024-09-05",
        home: "kansas-city-chiefs",
        away: "baltimore-ravens",
        homeScore: 27,
        awayScore: 20,
        type: "regular",
        week: "1",
        round: null,
        venue: "GEHA Field at Arrowhead Stadium",
      },
    ]);
  });

  it("rejects a row with the wrong column count", async () => {
    await expect(collectImport(importer, join(fixtures, "bad-columns"))).rejects.toThrow("spreadspoke_scores.csv:2: expected 17 columns, found 16");
  });

  it("rejects a bad date, naming the column and value", async () => {
    await expect(collectImport(importer, join(fixtures, "bad-date"))).rejects.toThrow(
      "spreadspoke/spreadspoke_scores.csv:2: bad date '13/45/1999' in column schedule_date",
    );
  });

  it("reports an unknown team name as unmatched and skips the game", async () => {
    const out = await collectImport(importer, join(fixtures, "unknown-team"));
    expect(out.games).toHaveLength(1);
    expect(out.unmatched).toEqual([{ ...at(3), league: "nfl", code: "Springfield Isotopes", season: 2024 }]);
  });
});

describe.skipIf(!dir)("spreadspoke importer on the real file (needs SPORTS_DATA_DIR)", () => {
  it("matches every team and keeps every played game", async () => {
    const out = await collectImport(importer, join(dir!, "spreadspoke"));
    // 14,164 rows, of which 14 unplayed 2025 games.
    expect(out.games).toHaveLength(14150);
    expect(out.skipped).toHaveLength(14);
    expect(out.unmatched).toEqual([]);
    expect(out.games.filter((g) => g.season === 2023)).toHaveLength(285);
    // 59 Super Bowls (I-LIX) and the 1966-1969 NFL Championship Games.
    expect(out.games.filter((g) => g.type === "final")).toHaveLength(63);
    const lix = out.games.find((g) => g.date === "2025-02-09");
    expect(lix).toMatchObject({ season: 2024, type: "final", venue: "Caesars Superdome", neutralSite: true });
    expect([lix?.home, lix?.away].sort()).toEqual(["kansas-city-chiefs", "philadelphia-eagles"]);
  });
});
