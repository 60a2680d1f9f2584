// Checks db/seed/cbb against the public datasets: every NCAA title game in mensResults.csv (1985-2025)
// has the same champion, runner-up and score as the curated results.csv; plus the seed's own integrity.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readCsv } from "../../../db/csv";
import { loadTeamCodes, SEED_DIR } from "../../../db/import/team-codes";

const dir = process.env.SPORTS_DATA_DIR;

async function seed(file: string): Promise<Array<Record<string, string>>> {
  return (await readCsv(join(SEED_DIR, "cbb", file))).map((row) => row.values);
}

describe("cbb seed integrity", () => {
  it("has one row per season 1938-2024, 2019 not held, winners and runners-up among the programs", async () => {
    const results = await seed("results.csv");
    const programs = new Set((await seed("franchises.csv")).map((f) => f.slug));
    expect(results.map((r) => Number(r.season))).toEqual(Array.from({ length: 87 }, (_, i) => 1938 + i));
    for (const r of results) {
      expect(r.championship).toBe("ncaa-mens-basketball-tournament");
      if (r.season === "2019") {
        expect(r).toMatchObject({ status: "not_held", winner: "", note: "Cancelled because of the COVID-19 pandemic" });
        continue;
      }
      expect(r.status).toBe("held");
      expect(programs.has(r.winner), r.winner).toBe(true);
      expect(programs.has(r.runner_up), r.runner_up).toBe(true);
      expect(Number(r.winner_score)).toBeGreaterThan(Number(r.runner_up_score));
      expect(r.date.slice(0, 4)).toBe(String(Number(r.season) + 1));
    }
    const titles = (slug: string) => results.filter((r) => r.winner === slug).length;
    expect(titles("ucla-bruins-basketball")).toBe(11);
    expect(titles("kentucky-wildcats-basketball")).toBe(8);
    expect(titles("uconn-huskies-basketball")).toBe(6);
    expect(titles("north-carolina-tar-heels-basketball")).toBe(6);
    expect(results.find((r) => r.season === "2012")?.note).toContain("vacated by the NCAA in 2018");
  });

  it("gives every program an era and keeps a program's eras in order without overlap", async () => {
    const eras = await seed("eras.csv");
    for (const f of await seed("franchises.csv")) {
      const own = eras.filter((e) => e.franchise === f.slug);
      expect(own.length, f.slug).toBeGreaterThan(0);
      for (let i = 1; i < own.length; i++) {
        expect(Number(own[i].first_season), f.slug).toBe(Number(own[i - 1].last_season) + 1);
      }
      expect(own[own.length - 1].last_season, f.slug).toBe("");
    }
  });
});

describe.skipIf(!dir)("cbb seed agrees with ncaa-march-madness (needs SPORTS_DATA_DIR)", () => {
  it("has the dataset's champion, runner-up and score for every title game 1985-2025", async () => {
    const codes = await loadTeamCodes(["cbb"]);
    const results = new Map((await seed("results.csv")).map((r) => [Number(r.season), r]));
    const games = await readCsv(join(dir ?? "", "ncaa-march-madness", "mensResults.csv"));
    const finals = games.map((g) => g.values).filter((g) => g.round === "2");
    expect(finals).toHaveLength(40);
    for (const g of finals) {
      const season = Number(g.year) - 1;
      const r = results.get(season);
      expect(r, `season ${season}`).toBeDefined();
      expect({
        season,
        winner: codes.resolve("cbb", "ncaa-march-madness", g.team1, season),
        runner_up: codes.resolve("cbb", "ncaa-march-madness", g.team2, season),
        winner_score: g.score1,
        runner_up_score: g.score2,
      }).toEqual({
        season,
        winner: r?.winner,
        runner_up: r?.runner_up,
        winner_score: r?.winner_score,
        runner_up_score: r?.runner_up_score,
      });
    }
  });
});
