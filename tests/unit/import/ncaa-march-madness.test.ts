// Tests the NCAA men's tournament importer on small fixtures and, when available, on the real file.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/ncaa-march-madness";

const fixtures = new URL("../../fixtures/ncaa-march-madness/", import.meta.url).pathname;
const dir = process.env.SPORTS_DATA_DIR;
const at = (line: number) => ({ source: "ncaa-march-madness", file: "mensResults.csv", line });

describe("ncaa-march-madness importer (fixtures)", () => {
  it("emits title games dated from the seed and skips undated rounds and the 2021 no-contest", async () => {
    const out = await collectImport(importer, join(fixtures, "valid"));
    expect(out.unmatched).toEqual([]);
    expect(out.skipped).toEqual([
      { ...at(2), reason: "no game date in source" },
      { ...at(4), reason: "no contest (0-0 in source)" },
      { ...at(5), reason: "no game date in source" },
    ]);
    expect(out.games).toEqual([
      {
        ...at(3),
        league: "cbb",
        season: 1984,
        date: "1985-04-01",
        home: "villanova-wildcats-basketball",
        away: "georgetown-hoyas-basketball",
        homeScore: 66,
        awayScore: 64,
        status: "final",
        type: "final",
        round: "National Championship",
        venue: "Rupp Arena",
        neutralSite: true,
      },
      {
        ...at(6),
        league: "cbb",
        season: 2024,
        date: "2025-04-07",
        home: "florida-gators-basketball",
        away: "houston-cougars-basketball",
        homeScore: 65,
        awayScore: 63,
        status: "final",
        type: "final",
        round: "National Championship",
        venue: "Alamodome",
        neutralSite: true,
      },
    ]);
  });

  it("rejects a row with the wrong column count", async () => {
    await expect(collectImport(importer, join(fixtures, "bad-columns"))).rejects.toThrow("mensResults.csv:2: expected 8 columns, found 7");
  });

  it("rejects a malformed year, naming the column and value", async () => {
    await expect(collectImport(importer, join(fixtures, "bad-year"))).rejects.toThrow("ncaa-march-madness/mensResults.csv:2: bad year '85' in column year");
  });

  it("rejects a non-numeric score, naming the column and value", async () => {
    await expect(collectImport(importer, join(fixtures, "bad-score"))).rejects.toThrow(
      "ncaa-march-madness/mensResults.csv:3: bad score 'sixty-six' in column score1",
    );
  });

  it("reports an unknown school as unmatched and skips the game", async () => {
    const out = await collectImport(importer, join(fixtures, "unknown-team"));
    expect(out.unmatched).toEqual([{ ...at(3), league: "cbb", code: "Gonzaga U", season: 1984 }]);
    expect(out.games).toEqual([]);
    expect(out.skipped).toEqual([{ ...at(2), reason: "no game date in source" }]);
  });
});

describe.skipIf(!dir)("ncaa-march-madness importer on the real data (needs SPORTS_DATA_DIR)", () => {
  it("matches every school of the 2586 games and emits the 40 title games", async () => {
    const out = await collectImport(importer, join(dir ?? "", "ncaa-march-madness"));
    expect(out.unmatched).toEqual([]);
    expect(out.games).toHaveLength(40);
    expect(out.skipped).toHaveLength(2586 - 40);
    expect(out.skipped.filter((s) => s.reason === "no contest (0-0 in source)")).toHaveLength(1);
    expect(out.games.map((g) => g.season)).toEqual([...Array.from({ length: 35 }, (_, i) => 1984 + i), ...Array.from({ length: 5 }, (_, i) => 2020 + i)]);
    const uconn2024 = out.games.find((g) => g.season === 2023);
    expect(uconn2024).toMatchObject({
      date: "2024-04-08",
      home: "uconn-huskies-basketball",
      away: "purdue-boilermakers-basketball",
      homeScore: 75,
      awayScore: 60,
    });
  });
});
