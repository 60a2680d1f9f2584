// Tests the NFL-Historical-Records team-season importer on small fixtures and, when available, on the real file.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/nfl-historical-records";

const fixtures = new URL("../../fixtures/nfl-historical-records/", import.meta.url).pathname;
const dir = process.env.SPORTS_DATA_DIR;
const at = (line: number) => ({ source: "nfl-historical-records", file: "combined_records.csv", line });

describe("nfl-historical-records importer (fixtures)", () => {
  it("reads APFA, NFL and AFL lines by the name of the time; skips AAFC and the unfinished season", async () => {
    const out = await collectImport(importer, join(fixtures, "valid"));
    expect(out.unmatched).toEqual([]);
    expect(out.skipped).toEqual([
      { ...at(3), reason: "All-America Football Conference season (not the NFL)" },
      { ...at(7), reason: "season 2025 still in progress at the snapshot" },
    ]);
    expect(out.teamSeasons).toEqual([
      { ...at(2), league: "nfl", season: 1920, team: "akron-indians", wins: 8, losses: 0, ties: 3, pointsFor: 151, pointsAgainst: 7, conference: null },
      // modern_name says Kansas City Chiefs; the 1952 NFL Dallas Texans are a different, defunct club.
      { ...at(4), league: "nfl", season: 1952, team: "dallas-texans", wins: 1, losses: 11, ties: 0, pointsFor: 182, pointsAgainst: 427, conference: null },
      { ...at(5), league: "nfl", season: 1960, team: "kansas-city-chiefs", wins: 8, losses: 6, ties: 0, pointsFor: 362, pointsAgainst: 253, conference: "AFL" },
      {
        ...at(6),
        league: "nfl",
        season: 2024,
        team: "philadelphia-eagles",
        wins: 14,
        losses: 3,
        ties: 0,
        pointsFor: 463,
        pointsAgainst: 303,
        conference: null,
      },
    ]);
  });

  it("rejects a row with the wrong column count", async () => {
    await expect(collectImport(importer, join(fixtures, "bad-columns"))).rejects.toThrow("combined_records.csv:2: expected 16 columns, found 15");
  });

  it("rejects a non-numeric win count, naming the column and value", async () => {
    await expect(collectImport(importer, join(fixtures, "bad-number"))).rejects.toThrow(
      "nfl-historical-records/combined_records.csv:2: bad number 'fourteen' in column W",
    );
  });

  it("reports an unknown team name as unmatched and skips the line", async () => {
    const out = await collectImport(importer, join(fixtures, "unknown-team"));
    expect(out.teamSeasons).toHaveLength(1);
    expect(out.unmatched).toEqual([{ ...at(3), league: "nfl", code: "Springfield Isotopes", season: 2024 }]);
  });
});

describe.skipIf(!dir)("nfl-historical-records importer on the real file (needs SPORTS_DATA_DIR)", () => {
  it("matches every team of every kept line", async () => {
    const out = await collectImport(importer, join(dir!, "nfl-historical-records"));
    // 2,412 lines: 31 AAFC and 32 of the unfinished 2025 season skipped.
    expect(out.teamSeasons).toHaveLength(2349);
    expect(out.skipped).toHaveLength(63);
    expect(out.unmatched).toEqual([]);
    expect(out.teamSeasons.find((t) => t.season === 1972 && t.team === "miami-dolphins")).toMatchObject({
      wins: 14,
      losses: 0,
      ties: 0,
      pointsFor: 385,
      pointsAgainst: 171,
    });
    // 1944 Card-Pitt is counted under the Cardinals, who have exactly one line that season.
    expect(out.teamSeasons.filter((t) => t.season === 1944 && t.team === "arizona-cardinals")).toHaveLength(1);
  });
});
