// Tests for the mlb-postseason-gamelogs-retrosheet-1903-2023 importer: every postseason round from the
// raw 161-field logs (GLWC, GLDV, GLLC, GLWS), labelled by round and league; only the World Series is
// the title; the 2020 bubble rounds at neutral parks; malformed rows stop the import with file:line.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/mlb-postseason-gamelogs-retrosheet-1903-2023";
import { importer as olderWorldSeries } from "../../../db/import/sources/retrosheet-postseason-gamelogs";
import { fixtureVariant } from "../../support/fixture-variant";

const VALID = fileURLToPath(new URL("../../fixtures/mlb-postseason-gamelogs-retrosheet-1903-2023/valid/", import.meta.url));
const source = "mlb-postseason-gamelogs-retrosheet-1903-2023";
/** One row of retrosheet-gamelogs/parks.csv, as that folder writes it. */
const PARKS = `PARKID,NAME,AKA,CITY,STATE,START,END,LEAGUE,NOTES
HOU03,Minute Maid Park,Enron Field; Astros Field,Houston,TX,04/07/2000,,NL,""
`;

describe("mlb-postseason-gamelogs-retrosheet-1903-2023 importer on fixtures", () => {
  it("labels each game's round; only World Series games are the title", async () => {
    const out = await collectImport(importer, VALID);
    expect(out.unmatched).toEqual([]);
    expect(out.games.map((g) => [g.file, g.date, g.away, g.awayScore, g.home, g.homeScore, g.type, g.round, g.overtime])).toEqual([
      // Published: 2014 AL wild card, Royals 9, Athletics 8 in 12 innings.
      ["GLWC.TXT", "2014-09-30", "athletics", 8, "kansas-city-royals", 9, "playoff", "AL Wild Card", "12"],
      ["GLDV.TXT", "2020-10-06", "miami-marlins", 5, "atlanta-braves", 9, "playoff", "NL Division Series", null],
      // 1986 NLCS Game 6, Mets 7 Astros 6 in 16 innings.
      ["GLLC.TXT", "1986-10-15", "new-york-mets", 7, "houston-astros", 6, "playoff", "NLCS", "16"],
      ["GLLC.TXT", "2004-10-17", "st-louis-cardinals", 5, "houston-astros", 6, "playoff", "NLCS", null],
      ["GLLC.TXT", "2004-10-17", "new-york-yankees", 4, "boston-red-sox", 6, "playoff", "ALCS", "12"],
      ["GLLC.TXT", "2004-10-20", "houston-astros", 4, "st-louis-cardinals", 6, "playoff", "NLCS", "12"],
      ["GLLC.TXT", "2004-10-20", "boston-red-sox", 10, "new-york-yankees", 3, "playoff", "ALCS", null],
      // 1943 World Series Game 4, the game the older file lacks.
      ["GLWS.TXT", "1943-10-10", "new-york-yankees", 2, "st-louis-cardinals", 1, "final", "World Series", null],
      ["GLWS.TXT", "2023-11-01", "texas-rangers", 5, "arizona-diamondbacks", 0, "final", "World Series", null],
    ]);
  });

  it("marks the 2020 bubble games neutral and names the park they were played at (parks.csv of retrosheet-gamelogs)", async () => {
    const root = mkdtempSync(join(tmpdir(), "retro-post-"));
    cpSync(VALID, join(root, source), { recursive: true });
    mkdirSync(join(root, "retrosheet-gamelogs"));
    writeFileSync(join(root, "retrosheet-gamelogs", "parks.csv"), PARKS);
    try {
      const out = await collectImport(importer, join(root, source));
      expect(out.games.filter((g) => g.neutralSite).map((g) => [g.date, g.round, g.venue])).toEqual([["2020-10-06", "NL Division Series", "Minute Maid Park"]]);
      // A park the list does not name is left unnamed, never shown as its id.
      expect(out.games.find((g) => g.date === "2014-09-30")?.venue).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("has a higher priority than the World-Series-only file it supersedes", () => {
    expect(importer.gamePriority).toBeGreaterThan(olderWorldSeries.gamePriority);
    expect(importer.attribution).toContain("Retrosheet");
  });

  it("reports a club code no team-codes row maps as unmatched, with its file and line", async () => {
    const out = await collectImport(
      importer,
      fixtureVariant(VALID, "GLWS.TXT", 2, (l) => l.replace('"TEX","AL"', '"XXX","AL"')),
    );
    expect(out.unmatched).toEqual([{ source, file: "GLWS.TXT", line: 2, league: "mlb", code: "XXX", season: 2023 }]);
    expect(out.games.filter((g) => g.date === "2023-11-01")).toEqual([]);
  });

  it.each([
    ["GLWS.TXT", 1, (l: string) => l.replace('"19431010"', '"19431310"'), `${source}/GLWS.TXT:1: bad date '19431310' in column 1 (date)`],
    ["GLLC.TXT", 1, (l: string) => l.replace(",7,6,96,", ",7,x,96,"), `${source}/GLLC.TXT:1: bad score 'x' in column 11 (home_score)`],
    [
      "GLLC.TXT",
      1,
      (l: string) => l.replace('"HOU","NL"', '"HOU","AL"'),
      `${source}/GLLC.TXT:1: bad leagues 'NL' and 'AL' in fields 5 and 8: a round below the World Series is within one league`,
    ],
    [
      "GLWS.TXT",
      2,
      (l: string) => l.replace('"ARI","NL"', '"ARI","AL"'),
      `${source}/GLWS.TXT:2: bad leagues 'AL' and 'AL' in fields 5 and 8: a World Series is AL against NL`,
    ],
    ["GLWC.TXT", 1, (l: string) => l.replace('"20140930","0",', '"20140930",'), "GLWC.TXT:1: expected 161 columns, found 160"],
  ])("stops on a malformed row (%s line %i)", async (file, line, change, message) => {
    await expect(collectImport(importer, fixtureVariant(VALID, file, line, change))).rejects.toThrow(message);
  });
});
