// Tests for the mlb-postseason-retrosheet-2024 importer: the compact 31-column CSV with a round
// column, read through the shared Retrosheet reader; malformed rows stop the import with file:line.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/mlb-postseason-retrosheet-2024";
import { fixtureVariant } from "../../support/fixture-variant";

const VALID = fileURLToPath(new URL("../../fixtures/mlb-postseason-retrosheet-2024/valid/", import.meta.url));
const source = "mlb-postseason-retrosheet-2024";
const FILE = "postseason_2024.csv";

describe("mlb-postseason-retrosheet-2024 importer on fixtures", () => {
  it("emits each game with its round, the World Series as the title", async () => {
    const out = await collectImport(importer, VALID);
    expect(out.unmatched).toEqual([]);
    // Published: Mets won the wild-card series at Milwaukee (G3 4-2); Dodgers won the NLCS in Game 6
    // 10-5; World Series G1 Dodgers 6-3 in 10 innings (Freeman's grand slam, 52,394), G5 Dodgers 7-6.
    expect(out.games.map((g) => [g.line, g.date, g.away, g.awayScore, g.home, g.homeScore, g.type, g.round, g.overtime, g.attendance])).toEqual([
      [2, "2024-10-03", "new-york-mets", 4, "milwaukee-brewers", 2, "playoff", "NL Wild Card", null, 41594],
      [3, "2024-10-25", "new-york-yankees", 3, "los-angeles-dodgers", 6, "final", "World Series", "10", 52394],
      [4, "2024-10-30", "los-angeles-dodgers", 7, "new-york-yankees", 6, "final", "World Series", null, 49263],
      [5, "2024-10-20", "new-york-mets", 5, "los-angeles-dodgers", 10, "playoff", "NLCS", null, 52674],
    ]);
    expect(out.games[3].lineScore?.home).toEqual([2, 0, 4, 0, 0, 1, 0, 3, null]);
  });

  it("reports an unknown club code as unmatched and skips the row", async () => {
    const out = await collectImport(
      importer,
      fixtureVariant(VALID, FILE, 2, (l) => l.replace(",NYN,NL,", ",NYX,NL,")),
    );
    expect(out.unmatched).toEqual([{ source, file: FILE, line: 2, league: "mlb", code: "NYX", season: 2024 }]);
    expect(out.games).toHaveLength(3);
  });

  it.each([
    [2, (l: string) => l.replace("WC,2024-10-03", "WC,2024-10-32"), `${source}/${FILE}:2: bad date '2024-10-32' in column date`],
    [2, (l: string) => l.replace("WC,", "QF,"), `${source}/${FILE}:2: bad round 'QF' in column round (expected WC, DV, LC or WS)`],
    [3, (l: string) => l.replace(",1,3,6,59,", ",1,3,six,59,"), `${source}/${FILE}:3: bad score 'six' in column home_score`],
    [5, (l: string) => l.replace(",LAN,NL,", ",LAN,AL,"), `${source}/${FILE}:5: bad leagues 'NL' and 'AL' for round LC`],
    [4, (l: string) => l.replace("WS,2024-10-30,0,", "WS,2024-10-30,"), `${FILE}:4: expected 32 columns, found 31`],
  ])("stops on a malformed row (line %i)", async (line, change, message) => {
    await expect(collectImport(importer, fixtureVariant(VALID, FILE, line, change))).rejects.toThrow(message);
  });
});
