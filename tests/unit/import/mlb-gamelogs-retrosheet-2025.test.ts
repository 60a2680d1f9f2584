// Tests for the mlb-gamelogs-retrosheet-2025 importer: the 2025 regular season from the raw game log
// (the Athletics' new club code ATH), the postseason from the derived box-score CSV (round from
// game_type, league from the regular season), the All-Star Game skipped with a reason.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/mlb-gamelogs-retrosheet-2025";
import { fixtureVariant } from "../../support/fixture-variant";

const VALID = fileURLToPath(new URL("../../fixtures/mlb-gamelogs-retrosheet-2025/valid/", import.meta.url));
const source = "mlb-gamelogs-retrosheet-2025";
const POST = "postseason_2025.csv";

describe("mlb-gamelogs-retrosheet-2025 importer on fixtures", () => {
  it("reads the regular season, mapping ATH to the Athletics", async () => {
    const out = await collectImport(importer, VALID);
    expect(out.unmatched).toEqual([]);
    expect(out.games.filter((g) => g.type === "regular").map((g) => [g.date, g.away, g.awayScore, g.home, g.homeScore])).toEqual([
      ["2025-03-18", "los-angeles-dodgers", 4, "chicago-cubs", 1],
      ["2025-03-27", "athletics", 2, "seattle-mariners", 4],
      ["2025-09-28", "colorado-rockies", 0, "san-francisco-giants", 4],
      ["2025-04-18", "seattle-mariners", 1, "toronto-blue-jays", 3],
    ]);
  });

  it("reads the postseason with rounds and skips the All-Star Game with a reason", async () => {
    const out = await collectImport(importer, VALID);
    // Published: ALCS G7 Toronto 4-3; World Series G3 Dodgers 6-5 in 18 innings; G7 Dodgers 5-4 in 11.
    expect(out.games.filter((g) => g.type !== "regular").map((g) => [g.date, g.away, g.awayScore, g.home, g.homeScore, g.type, g.round, g.overtime])).toEqual([
      ["2025-10-20", "seattle-mariners", 3, "toronto-blue-jays", 4, "playoff", "ALCS", null],
      ["2025-10-27", "toronto-blue-jays", 5, "los-angeles-dodgers", 6, "final", "World Series", "18"],
      ["2025-11-01", "los-angeles-dodgers", 5, "toronto-blue-jays", 4, "final", "World Series", "11"],
    ]);
    expect(out.skipped).toEqual([{ source, file: POST, line: 2, reason: "the All-Star Game is an exhibition, not a game of either club's season" }]);
  });

  it("reports an unknown club as unmatched", async () => {
    const out = await collectImport(
      importer,
      fixtureVariant(VALID, "GL2025.TXT", 2, (l) => l.replace('"ATH"', '"XYZ"')),
    );
    expect(out.unmatched).toEqual([{ source, file: "GL2025.TXT", line: 2, league: "mlb", code: "XYZ", season: 2025 }]);
  });

  it.each([
    ["GL2025.TXT", 1, (l: string) => l.replace('"20250318"', '"2025031"'), `${source}/GL2025.TXT:1: bad date '2025031' in column 1 (date)`],
    ["GL2025.TXT", 2, (l: string) => l.replace(",2,4,51,", ",2,-4,51,"), `${source}/GL2025.TXT:2: bad score '-4' in column 11 (home_score)`],
    ["GL2025.TXT", 3, (l: string) => l.replace('"20250928","0",', '"20250928",'), "GL2025.TXT:3: expected 161 columns, found 160"],
    [
      POST,
      3,
      (l: string) => l.replace(",lcs,", ",semifinal,"),
      `${source}/${POST}:3: bad game type 'semifinal' in column game_type (expected wildcard, divisionseries, lcs, worldseries or allstar)`,
    ],
    [POST, 4, (l: string) => l.replace(",5,6,18,", ",5,?,18,"), `${source}/${POST}:4: bad score '?' in column home_score`],
    [POST, 5, (l: string) => l.replace("2025-11-01", "2025-11-31"), `${source}/${POST}:5: bad date '2025-11-31' in column date`],
    [
      POST,
      3,
      (l: string) => l.replace(",lcs,SEA,", ",lcs,NYA,"),
      `${source}/${POST}:3: club 'NYA' has no GL2025.TXT game: its league (for the round's name) is not known`,
    ],
  ])("stops on a malformed row (%s line %i)", async (file, line, change, message) => {
    await expect(collectImport(importer, fixtureVariant(VALID, file, line, change))).rejects.toThrow(message);
  });
});
