// Tests the FiveThirtyEight NFL games importer on small fixtures and, when available, on the real file.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/fivethirtyeight-nfl-elo-game";

const fixtures = new URL("../../fixtures/fivethirtyeight-nfl-elo-game/", import.meta.url).pathname;
const dir = process.env.SPORTS_DATA_DIR;
const at = (line: number) => ({ source: "fivethirtyeight-nfl-elo-game", file: "nfl_games.csv", line });

describe("fivethirtyeight-nfl-elo-game importer (fixtures)", () => {
  it("reads games, marks the NFL title game and the Super Bowl as finals, skips non-NFL games", async () => {
    const out = await collectImport(importer, join(fixtures, "valid"));
    expect(out.unmatched).toEqual([]);
    expect(out.skipped).toEqual([
      { ...at(2), reason: "game against a club that was not an APFA member" },
      { ...at(5), reason: "All-America Football Conference game (not the NFL)" },
    ]);
    const base = { league: "nfl", status: "final", neutralSite: false };
    expect(out.games).toEqual([
      {
        ...at(3),
        ...base,
        season: 1932,
        date: "1932-12-18",
        home: "chicago-bears",
        away: "detroit-lions",
        homeScore: 9,
        awayScore: 0,
        type: "regular",
        round: null,
      },
      {
        ...at(4),
        ...base,
        season: 1945,
        date: "1945-12-16",
        home: "los-angeles-rams",
        away: "washington-commanders",
        homeScore: 15,
        awayScore: 14,
        type: "final",
        round: "NFL Championship Game",
      },
      {
        ...at(6),
        ...base,
        season: 1966,
        date: "1967-01-01",
        home: "buffalo-bills",
        away: "kansas-city-chiefs",
        homeScore: 7,
        awayScore: 31,
        type: "playoff",
        round: null,
      },
      {
        ...at(7),
        ...base,
        season: 1966,
        date: "1967-01-01",
        home: "dallas-cowboys",
        away: "green-bay-packers",
        homeScore: 27,
        awayScore: 34,
        type: "final",
        round: "NFL Championship Game",
      },
      {
        ...at(8),
        ...base,
        neutralSite: true,
        season: 1966,
        date: "1967-01-15",
        home: "kansas-city-chiefs",
        away: "green-bay-packers",
        homeScore: 10,
        awayScore: 35,
        type: "final",
        round: "Super Bowl",
      },
      {
        ...at(9),
        ...base,
        season: 2020,
        date: "2020-09-10",
        home: "kansas-city-chiefs",
        away: "houston-texans",
        homeScore: 34,
        awayScore: 20,
        type: "regular",
        round: null,
      },
    ]);
  });

  it("rejects a row with the wrong column count", async () => {
    await expect(collectImport(importer, join(fixtures, "bad-columns"))).rejects.toThrow("nfl_games.csv:2: expected 12 columns, found 11");
  });

  it("rejects a bad date, naming the column and value", async () => {
    await expect(collectImport(importer, join(fixtures, "bad-date"))).rejects.toThrow(
      "fivethirtyeight-nfl-elo-game/nfl_games.csv:2: bad date '1999-13-45' in column date",
    );
  });

  it("reports an unknown team code as unmatched and skips the game", async () => {
    const out = await collectImport(importer, join(fixtures, "unknown-team"));
    expect(out.games).toHaveLength(1);
    expect(out.unmatched).toEqual([{ ...at(3), league: "nfl", code: "XYZ", season: 2020 }]);
  });
});

describe.skipIf(!dir)("fivethirtyeight-nfl-elo-game importer on the real file (needs SPORTS_DATA_DIR)", () => {
  it("matches every team and finds every title game", async () => {
    const out = await collectImport(importer, join(dir!, "fivethirtyeight-nfl-elo-game"));
    // 16,810 rows = 16,543 NFL games + 50 games against non-members (1920-21) + 217 AAFC games.
    expect(out.games.length + out.skipped.length).toBe(16810);
    expect(out.games).toHaveLength(16543);
    expect(out.unmatched).toEqual([]);
    // 37 NFL Championship Games (1933-1969) and 55 Super Bowls (I-LV).
    expect(out.games.filter((g) => g.type === "final" && g.round === "NFL Championship Game")).toHaveLength(37);
    expect(out.games.filter((g) => g.type === "final" && g.round === "Super Bowl")).toHaveLength(55);
    const sbxx = out.games.find((g) => g.date === "1986-01-26");
    expect(sbxx).toMatchObject({
      season: 1985,
      home: "new-england-patriots",
      away: "chicago-bears",
      homeScore: 10,
      awayScore: 46,
      type: "final",
      neutralSite: true,
    });
  });
});
