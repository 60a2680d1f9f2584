// Tests for the retrosheet-postseason-gamelogs importer: World Series games from the 161-field game
// log, ties kept, extra innings from the line score, parks named from the regular-season folder.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/retrosheet-postseason-gamelogs";
import { fixtureVariant } from "../../support/fixture-variant";

const VALID = fileURLToPath(new URL("../../fixtures/retrosheet-postseason-gamelogs/valid/", import.meta.url));
/** Three rows of retrosheet-gamelogs/parks.csv, as that folder writes them. */
const PARKS = `PARKID,NAME,AKA,CITY,STATE,START,END,LEAGUE,NOTES
BOS06,Huntington Avenue Baseball Grounds,,Boston,MA,05/08/1901,10/07/1911,AL,""
CHI08,West Side Grounds,,Chicago,IL,05/13/1893,10/03/1915,NL,"CHN:1893(Sun);1894-1915"
CLE08,Progressive Field,Jacobs Field,Cleveland,OH,04/04/1994,,AL,""
`;
const source = "retrosheet-postseason-gamelogs";
const FILE = "GLWS.TXT";

describe("retrosheet-postseason-gamelogs importer on fixtures", () => {
  it("emits every World Series game as a title-series game", async () => {
    const out = await collectImport(importer, VALID);
    expect(out.games.map((g) => [g.line, g.season, g.date, g.away, g.awayScore, g.home, g.homeScore, g.type, g.round, g.overtime, g.attendance])).toEqual([
      [1, 1903, "1903-10-01", "pittsburgh-pirates", 7, "boston-red-sox", 3, "final", "World Series", null, 16242],
      [2, 1907, "1907-10-08", "detroit-tigers", 3, "chicago-cubs", 3, "final", "World Series", "12", 24377],
      [3, 2016, "2016-11-02", "chicago-cubs", 8, "cleveland-guardians", 7, "final", "World Series", "10", 38104],
    ]);
    expect(out.unmatched).toEqual([]);
  });

  it("names parks through the sibling retrosheet-gamelogs folder when it is there", async () => {
    const root = mkdtempSync(join(tmpdir(), "retro-post-"));
    cpSync(VALID, join(root, source), { recursive: true });
    mkdirSync(join(root, "retrosheet-gamelogs"));
    writeFileSync(join(root, "retrosheet-gamelogs", "parks.csv"), PARKS);
    try {
      const out = await collectImport(importer, join(root, source));
      expect(out.games.map((g) => g.venue)).toEqual(["Huntington Avenue Baseball Grounds", "West Side Grounds", "Progressive Field"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it.each([
    [1, (l: string) => l.replace('"19031001"', '"19031301"'), `${source}/${FILE}:1: bad date '19031301' in column 1 (date)`],
    [
      2,
      (l: string) => l.replace('"DET","AL"', '"DET","NL"'),
      `${source}/${FILE}:2: bad leagues 'NL' and 'NL' in fields 5 and 8: a World Series is AL against NL`,
    ],
    [3, (l: string) => l.replace(",7,8,7,60,", ",7,8,x,60,"), `${source}/${FILE}:3: bad score 'x' in column 11 (home_score)`],
    [1, (l: string) => l.replace(',"BOS06",16242,', ',"BOS06",16 242,'), `${source}/${FILE}:1: bad attendance '16 242' in column 18 (attendance)`],
    [1, (l: string) => l.replace('"19031001","0",', '"19031001",'), `${FILE}:1: expected 161 columns, found 160`],
  ])("stops on a malformed row (line %i)", async (line, change, message) => {
    await expect(collectImport(importer, fixtureVariant(VALID, FILE, line, change))).rejects.toThrow(message);
  });
});
