// Tests for the nba-datasets-gigena importer: fixture rows, malformed files and the real dataset.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/nba-datasets-gigena";

const fixtures = fileURLToPath(new URL("../../fixtures/nba-datasets-gigena/", import.meta.url));
const FILE = "nba_aba_baa_games_1947_1996_derived.csv";
const origin = (line: number) => ({ source: "nba-datasets-gigena", file: FILE, line });

describe("nba-datasets-gigena importer on fixtures", () => {
  it("reads games, marks the Finals after the conference finals and skips ABA games", async () => {
    const out = await collectImport(importer, `${fixtures}valid`);
    expect(out.games).toEqual([
      {
        ...origin(2),
        league: "nba",
        season: 1985,
        date: "1985-10-25",
        home: "atlanta-hawks",
        away: "washington-wizards",
        homeScore: 91,
        awayScore: 100,
        status: "final",
        type: "regular",
      },
      {
        ...origin(3),
        league: "nba",
        season: 1985,
        date: "1986-05-18",
        home: "milwaukee-bucks",
        away: "boston-celtics",
        homeScore: 98,
        awayScore: 111,
        status: "final",
        type: "playoff",
      },
      {
        ...origin(4),
        league: "nba",
        season: 1985,
        date: "1986-05-26",
        home: "boston-celtics",
        away: "houston-rockets",
        homeScore: 112,
        awayScore: 100,
        status: "final",
        type: "final",
      },
      {
        ...origin(5),
        league: "nba",
        season: 1985,
        date: "1986-06-08",
        home: "boston-celtics",
        away: "houston-rockets",
        homeScore: 114,
        awayScore: 97,
        status: "final",
        type: "final",
      },
      // Incomplete box score: the game is kept, its summed score is not.
      {
        ...origin(6),
        league: "nba",
        season: 1951,
        date: "1951-11-22",
        home: "detroit-pistons",
        away: "philadelphia-76ers",
        homeScore: null,
        awayScore: null,
        status: "unknown",
        type: "regular",
      },
    ]);
    expect(out.skipped).toEqual([{ ...origin(7), reason: "ABA game (the ABA is not covered)" }]);
    expect(out.unmatched).toEqual([]);
  });

  it("rejects a row with a wrong column count", async () => {
    await expect(collectImport(importer, `${fixtures}bad-columns`)).rejects.toThrow(`${FILE}:3: expected 10 columns, found 11`);
  });

  it("rejects a bad date naming the column and value", async () => {
    await expect(collectImport(importer, `${fixtures}bad-date`)).rejects.toThrow(`nba-datasets-gigena/${FILE}:3: bad date '1986-05-32' in column date`);
  });

  it("rejects a non-numeric score", async () => {
    await expect(collectImport(importer, `${fixtures}bad-score`)).rejects.toThrow(`nba-datasets-gigena/${FILE}:4: bad score '11x' in column home_pts`);
  });

  it("reports an unknown team as unmatched and skips its game", async () => {
    const out = await collectImport(importer, `${fixtures}unknown-team`);
    expect(out.unmatched).toEqual([{ ...origin(2), league: "nba", code: "XYZ", season: 1985 }]);
    expect(out.games.map((g) => g.line)).toEqual([3, 4, 5, 6]);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)("nba-datasets-gigena importer on the real dataset (needs SPORTS_DATA_DIR)", () => {
  it("imports every BAA/NBA game 1946-47..1995-96 with no unmatched team", async () => {
    const out = await collectImport(importer, `${dir}/nba-datasets-gigena`);
    expect(out.unmatched).toEqual([]);
    // 39,300 games in SOURCE.md, of which 4,149 are ABA games.
    expect(out.games.length + out.skipped.length).toBe(39_300);
    expect(out.games).toHaveLength(35_151);
    expect(out.skipped.every((s) => s.reason === "ABA game (the ABA is not covered)")).toBe(true);
    // Finals games = sum of the series results in the seed for 1946..1995.
    expect(out.games.filter((g) => g.type === "final")).toHaveLength(292);
    const clincher = out.games.find((g) => g.date === "1986-06-08" && g.home === "boston-celtics");
    expect(clincher).toMatchObject({ away: "houston-rockets", homeScore: 114, awayScore: 97, type: "final", season: 1985 });
    const knicks = out.games.find((g) => g.date === "1970-05-08" && g.home === "new-york-knicks");
    expect(knicks).toMatchObject({ away: "los-angeles-lakers", homeScore: 113, awayScore: 99, type: "final" });
  });
});
