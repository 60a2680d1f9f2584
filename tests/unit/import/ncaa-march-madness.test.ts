// Tests the NCAA men's tournament importer on small fixtures and, when available, on the real file.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/ncaa-march-madness";

const fixtures = new URL("../../fixtures/ncaa-march-madness/", import.meta.url).pathname;
const dir = process.env.SPORTS_DATA_DIR;
const at = (line: number) => ({ source: "ncaa-march-madness", file: "mensResults.csv", line });

describe("ncaa-march-madness importer (fixtures)", () => {
  it("emits every game as a tournament game with its seeds, the 2021 no contest without a score", async () => {
    const out = await collectImport(importer, join(fixtures, "valid"));
    expect(out.tournamentGames).toEqual([
      {
        ...at(2),
        league: "cbb",
        season: 1984,
        round: 64,
        winner: "georgetown-hoyas-basketball",
        loser: "lehigh-mountain-hawks-basketball",
        winnerSeed: 1,
        loserSeed: 16,
        winnerScore: 68,
        loserScore: 43,
        noContest: false,
      },
      expect.objectContaining({ ...at(3), round: 2, winnerSeed: 8, loserSeed: 1, winnerScore: 66, loserScore: 64, noContest: false }),
      {
        ...at(4),
        league: "cbb",
        season: 2020,
        round: 64,
        winner: "oregon-ducks-basketball",
        loser: "vcu-rams-basketball",
        winnerSeed: 7,
        loserSeed: 10,
        winnerScore: null,
        loserScore: null,
        noContest: true,
      },
      expect.objectContaining({ ...at(5), round: 0, winnerSeed: 16, loserSeed: 16, winnerScore: 76, loserScore: 67 }),
      expect.objectContaining({ ...at(6), round: 2, winner: "florida-gators-basketball", winnerSeed: 1, loserSeed: 1 }),
    ]);
  });

  it("emits title games dated from the seed and skips undated rounds and the 2021 no-contest as games", async () => {
    const out = await collectImport(importer, join(fixtures, "valid"));
    expect(out.unmatched).toEqual([]);
    expect(out.skipped).toEqual([
      { ...at(2), reason: "no game date in source: a tournament game only" },
      { ...at(4), reason: "no contest (0-0 in source): a tournament game only" },
      { ...at(5), reason: "no game date in source: a tournament game only" },
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

  it("rejects a seed outside 1-16, naming the column and value", async () => {
    await expect(collectImport(importer, join(fixtures, "bad-seed"))).rejects.toThrow("ncaa-march-madness/mensResults.csv:3: bad seed '17' in column seed2");
  });

  it("reports an unknown school as unmatched and skips the game", async () => {
    const out = await collectImport(importer, join(fixtures, "unknown-team"));
    expect(out.unmatched).toEqual([{ ...at(3), league: "cbb", code: "Gonzaga U", season: 1984 }]);
    expect(out.games).toEqual([]);
    expect(out.tournamentGames.map((g) => g.line)).toEqual([2]);
    expect(out.skipped).toEqual([{ ...at(2), reason: "no game date in source: a tournament game only" }]);
  });
});

describe.skipIf(!dir)("ncaa-march-madness importer on the real data (needs SPORTS_DATA_DIR)", () => {
  it("matches every school of the 2586 games, emits them all as tournament games and the 40 title games as games", async () => {
    const out = await collectImport(importer, join(dir ?? "", "ncaa-march-madness"));
    expect(out.unmatched).toEqual([]);
    expect(out.games).toHaveLength(40);
    expect(out.tournamentGames).toHaveLength(2586);
    expect(out.tournamentGames.filter((g) => g.noContest).map((g) => [g.season, g.winner, g.loser])).toEqual([
      [2020, "oregon-ducks-basketball", "vcu-rams-basketball"],
    ]);
    // Each tournament: 63 games, and the play-ins of its era (one 2001-2010, four from 2011).
    const perYear = new Map<number, number>();
    for (const g of out.tournamentGames) perYear.set(g.season, (perYear.get(g.season) ?? 0) + 1);
    expect([perYear.get(1984), perYear.get(2000), perYear.get(2009), perYear.get(2010), perYear.get(2024), perYear.get(2019)]).toEqual([
      63,
      64,
      64,
      67,
      67,
      undefined,
    ]);
    expect(out.skipped).toHaveLength(2586 - 40);
    expect(out.skipped.filter((s) => s.reason.startsWith("no contest (0-0 in source)"))).toHaveLength(1);
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
