// Tests for the mlb-games-statsapi-2026 importer: finals and games completed early are results,
// Scheduled rows fixtures, a Postponed row of a game made up skipped (the makeup is the game), a suspended
// game listed twice kept once, neutral sites found from each club's usual park, club nicknames
// mapped through team-codes.csv; malformed rows stop the import with file:line.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/mlb-games-statsapi-2026";
import { fixtureVariant } from "../../support/fixture-variant";

const VALID = fileURLToPath(new URL("../../fixtures/mlb-games-statsapi-2026/valid/", import.meta.url));
const source = "mlb-games-statsapi-2026";
const FILE = "mlb-games-2026.json";

describe("mlb-games-statsapi-2026 importer on fixtures", () => {
  it("keeps results, fixtures and postponed rows apart", async () => {
    const out = await collectImport(importer, VALID);
    expect(out.unmatched).toEqual([]);
    expect(out.games.map((g) => [g.line, g.date, g.away, g.awayScore, g.home, g.homeScore, g.status])).toEqual([
      [37, "2026-03-25", "new-york-yankees", 7, "san-francisco-giants", 0, "final"],
      // "Completed Early": a result.
      [63, "2026-04-04", "st-louis-cardinals", 6, "detroit-tigers", 11, "final"],
      // The postponed original row (line 89) is the same game as its makeup row: skipped below.
      [114, "2026-04-03", "toronto-blue-jays", 4, "chicago-white-sox", 5, "final"],
      [141, "2026-06-16", "san-francisco-giants", 7, "atlanta-braves", 2, "final"],
      [195, "2026-04-25", "san-diego-padres", 6, "arizona-diamondbacks", 4, "final"],
      [222, "2026-08-22", "toronto-blue-jays", null, "new-york-yankees", null, "scheduled"],
      [244, "2026-08-22", "atlanta-braves", null, "milwaukee-brewers", null, "scheduled"],
      [266, "2026-03-30", "detroit-tigers", 6, "arizona-diamondbacks", 9, "final"],
      [293, "2026-03-31", "detroit-tigers", 5, "arizona-diamondbacks", 7, "final"],
    ]);
    expect(out.skipped).toEqual([
      { source, file: FILE, line: 89, reason: "game 824621 postponed and made up: its makeup row is the game, counted once" },
      { source, file: FILE, line: 169, reason: "game 824912 resumed after a suspension: the same game as its first row, counted once" },
    ]);
  });

  it("keeps a Postponed row as postponed while the file has no makeup row of its game", async () => {
    // The makeup row's gamePk changed: the Postponed row's game is not made up in the file.
    const out = await collectImport(
      importer,
      fixtureVariant(VALID, FILE, 114, (l) => l.replace("824621", "999999")),
    );
    expect(out.games.filter((g) => g.status === "postponed").map((g) => [g.line, g.date, g.away, g.home])).toEqual([
      [89, "2026-04-03", "toronto-blue-jays", "chicago-white-sox"],
    ]);
  });

  it("marks a home game away from the club's usual park as a neutral site (Mexico City)", async () => {
    const out = await collectImport(importer, VALID);
    expect(out.games.filter((g) => g.neutralSite).map((g) => [g.date, g.venue])).toEqual([["2026-04-25", "Estadio Alfredo Harp Helu"]]);
  });

  it("gives start times as Eastern clock times", async () => {
    const out = await collectImport(importer, VALID);
    // 2026-03-26T00:05:00Z is 8:05 PM Eastern on 2026-03-25.
    expect(out.games[0].time).toBe("20:05");
  });

  it("reports an unknown club name as unmatched", async () => {
    const out = await collectImport(
      importer,
      fixtureVariant(VALID, FILE, 44, (l) => l.replace('"Yankees"', '"Highlanders"')),
    );
    expect(out.unmatched).toEqual([{ source, file: FILE, line: 37, league: "mlb", code: "Highlanders", season: 2026 }]);
  });

  it.each([
    [40, (l: string) => l.replace('"2026-03-25"', '"2026-02-30"'), `${source}/${FILE}:37: bad date '2026-02-30' in column officialDate`],
    [45, (l: string) => l.replace('"score": 7', '"score": "seven"'), `${source}/${FILE}:37: bad score 'seven' in column teams.away.score`],
    [
      41,
      (l: string) => l.replace('"Final"', '"Cancelled"'),
      `${source}/${FILE}:37: bad status 'Cancelled' in column status (expected Final, Completed Early, Scheduled or Postponed)`,
    ],
    [2, (l: string) => l.replace('"2026"', "{"), `${source}/${FILE}:1: not JSON`],
  ])("stops on a malformed row (line %i)", async (line, change, message) => {
    await expect(collectImport(importer, fixtureVariant(VALID, FILE, line, change))).rejects.toThrow(message);
  });
});
