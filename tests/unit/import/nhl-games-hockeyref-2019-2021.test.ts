// Tests for the nhl-games-hockeyref-2019-2021 importer: playoff flag from the file name, repeated rows
// skipped, M/D/YYYY dates, shootouts, hub sites and the Cup Final from the seed's finalists.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { parseSlashDate } from "../../../db/import/fields";
import { importer } from "../../../db/import/sources/nhl-games-hockeyref-2019-2021";
import { fixtureVariant } from "../../support/fixture-variant";

const VALID = fileURLToPath(new URL("../../fixtures/nhl-games-hockeyref-2019-2021/valid/", import.meta.url));
const source = "nhl-games-hockeyref-2019-2021";

describe("nhl-games-hockeyref-2019-2021 importer on fixtures", () => {
  it("reads each file as regular season or playoffs of its season and marks the Cup Final", async () => {
    const out = await collectImport(importer, VALID);
    expect(out.games.map((g) => [g.file, g.line, g.season, g.date, g.away, g.awayScore, g.home, g.homeScore, g.type, g.overtime])).toEqual([
      ["nhl_2019_playoffs.csv", 2, 2018, "2019-04-10", "pittsburgh-penguins", 3, "new-york-islanders", 4, "playoff", "OT"],
      ["nhl_2019_playoffs.csv", 3, 2018, "2019-06-01", "boston-bruins", 7, "st-louis-blues", 2, "final", null],
      ["nhl_2019_playoffs.csv", 4, 2018, "2019-06-03", "boston-bruins", 2, "st-louis-blues", 4, "final", null],
      ["nhl_2019_playoffs.csv", 5, 2018, "2019-06-12", "st-louis-blues", 4, "boston-bruins", 1, "final", null],
      ["nhl_2020.csv", 2, 2019, "2019-10-02", "vancouver-canucks", 2, "edmonton-oilers", 3, "regular", null],
      ["nhl_2020.csv", 3, 2019, "2019-10-02", "washington-capitals", 3, "st-louis-blues", 2, "regular", "OT"],
      ["nhl_2020.csv", 4, 2019, "2019-10-03", "montreal-canadiens", 3, "carolina-hurricanes", 4, "regular", "SO"],
      ["nhl_2020_playoffs.csv", 2, 2019, "2020-08-11", "columbus-blue-jackets", 2, "tampa-bay-lightning", 3, "playoff", "5OT"],
      ["nhl_2021.csv", 2, 2020, "2021-01-13", "st-louis-blues", 4, "colorado-avalanche", 1, "regular", null],
      ["nhl_2021_playoffs.csv", 2, 2020, "2021-07-07", "montreal-canadiens", 0, "tampa-bay-lightning", 1, "final", null],
    ]);
    expect(out.games[2]).toMatchObject({ round: "Stanley Cup Final", attendance: 18805, venue: null, neutralSite: false });
    expect(out.games[7]).toMatchObject({ venue: "Scotiabank Arena", neutralSite: true, attendance: null });
    expect(out.skipped).toEqual([{ source, file: "nhl_2021_playoffs.csv", line: 3, reason: "row repeated in the file (scraping artefact)" }]);
    expect(out.unmatched).toEqual([]);
  });

  it("reads M/D/YYYY dates and refuses days that do not exist", () => {
    expect(parseSlashDate("10/2/2019")).toBe("2019-10-02");
    expect(parseSlashDate("2/30/2020")).toBeNull();
    expect(parseSlashDate("2019-10-02")).toBeNull();
  });

  it.each([
    ["nhl_2020.csv", 3, (l: string) => l.replace("10/2/2019", "13/2/2019"), `${source}/nhl_2020.csv:3: bad date '13/2/2019' in column Date`],
    ["nhl_2020.csv", 2, (l: string) => l.replace(",2,Edmonton", ",two,Edmonton"), `${source}/nhl_2020.csv:2: bad score 'two' in column G (visitor)`],
    ["nhl_2020.csv", 4, (l: string) => l.replace(",SO,", ",S/O,"), `${source}/nhl_2020.csv:4: bad overtime 'S/O' in column 6`],
    ["nhl_2021.csv", 2, (l: string) => l.replace(",1,,,", ",1,,many,"), `${source}/nhl_2021.csv:2: bad attendance 'many' in column Att.`],
    ["nhl_2020.csv", 2, (l: string) => l.replace(",18347,", ",18347"), "nhl_2020.csv:2: expected 9 columns, found 8"],
  ])("stops on a malformed row of %s (line %i)", async (file, line, change, message) => {
    await expect(collectImport(importer, fixtureVariant(VALID, file, line, change))).rejects.toThrow(message);
  });
});
