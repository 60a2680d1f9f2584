// Tests for the nba-games-bbref-2015-2022-allsop importer: regular-season games by season END year,
// attendance 0 kept (games without fans) and NA left unknown, arena names from "Arena, City ST".
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/nba-games-bbref-2015-2022-allsop";
import { fixtureVariant } from "../../support/fixture-variant";

const VALID = fileURLToPath(new URL("../../fixtures/nba-games-bbref-2015-2022-allsop/valid/", import.meta.url));
const source = "nba-games-bbref-2015-2022-allsop";
const FILE = "nba_final_data.csv";

describe("nba-games-bbref-2015-2022-allsop importer on fixtures", () => {
  it("emits the regular-season games in date order", async () => {
    const out = await collectImport(importer, VALID);
    expect(out.games.map((g) => [g.line, g.season, g.date, g.away, g.awayScore, g.home, g.homeScore, g.type, g.venue, g.attendance])).toEqual([
      [2, 2020, "2020-12-22", "golden-state-warriors", 99, "brooklyn-nets", 125, "regular", "Barclays Center", 0],
      [3, 2021, "2021-10-19", "brooklyn-nets", 104, "milwaukee-bucks", 127, "regular", "Fiserv Forum", 17341],
      [4, 2021, "2021-10-19", "golden-state-warriors", 121, "los-angeles-lakers", 114, "regular", "STAPLES Center", 18997],
      [5, 2021, "2022-03-23", "utah-jazz", 97, "boston-celtics", 125, "regular", "TD Garden", null],
    ]);
    expect(out.unmatched).toEqual([]);
  });

  it.each([
    [2, (l: string) => l.replace("2020-12-22", "2020-12-32"), `${source}/${FILE}:2: bad date '2020-12-32' in column date`],
    [3, (l: string) => l.replace(",127,", ",NA,"), `${source}/${FILE}:3: bad score 'NA' in column homepts`],
    [4, (l: string) => l.replace(",18997,", ",18 997,"), `${source}/${FILE}:4: bad attendance '18 997' in column attendance`],
  ])("stops on a malformed row (line %i)", async (line, change, message) => {
    await expect(collectImport(importer, fixtureVariant(VALID, FILE, line, change))).rejects.toThrow(message);
  });

  it("stops on a season that is not a year", async () => {
    const dir = fixtureVariant(VALID, FILE, 5, (l) => l.replace(",2022,", ",2021-22,"));
    await expect(collectImport(importer, dir)).rejects.toThrow(`${source}/${FILE}:5: bad season '2021-22' in column season`);
  });
});
