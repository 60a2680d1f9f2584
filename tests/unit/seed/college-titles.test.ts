// Checks the curated seed of the two college championships owned here: the Men's College World Series
// (db/seed/cbs) and the NCAA men's ice hockey championship (db/seed/chk).
import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { readCsv, type CsvRow } from "../../../db/csv";

const seedDir = join(dirname(fileURLToPath(import.meta.url)), "../../../db/seed");

type LeagueCase = {
  league: string;
  championship: string;
  firstSeason: number;
  lastSeason: number;
  notHeld: Array<number>;
  titles: Record<string, number>;
};

const cases: Array<LeagueCase> = [
  {
    league: "cbs",
    championship: "mens-college-world-series",
    firstSeason: 1947,
    lastSeason: 2025,
    notHeld: [2020],
    titles: {
      "usc-trojans-baseball": 12,
      "lsu-tigers-baseball": 8,
      "texas-longhorns-baseball": 6,
      "arizona-state-sun-devils-baseball": 5,
      "miami-hurricanes-baseball": 4,
      "cal-state-fullerton-titans-baseball": 4,
      "arizona-wildcats-baseball": 4,
      "minnesota-golden-gophers-baseball": 3,
      "oregon-state-beavers-baseball": 3,
      "vanderbilt-commodores-baseball": 2,
      "south-carolina-gamecocks-baseball": 2,
    },
  },
  {
    league: "chk",
    championship: "ncaa-mens-ice-hockey-championship",
    firstSeason: 1947,
    lastSeason: 2024,
    notHeld: [2019],
    titles: {
      "denver-pioneers-hockey": 10,
      "michigan-wolverines-hockey": 9,
      "north-dakota-fighting-hawks-hockey": 8,
      "wisconsin-badgers-hockey": 6,
      "boston-university-terriers-hockey": 5,
      "boston-college-eagles-hockey": 5,
      "minnesota-golden-gophers-hockey": 5,
      "michigan-tech-huskies-hockey": 3,
      "lake-superior-state-lakers-hockey": 3,
      "michigan-state-spartans-hockey": 3,
      "minnesota-duluth-bulldogs-hockey": 3,
    },
  },
];

async function load(league: string, file: string): Promise<Array<Record<string, string>>> {
  const rows: Array<CsvRow> = await readCsv(join(seedDir, league, file));
  return rows.map((row) => row.values);
}

function eraCovers(era: Record<string, string>, season: number): boolean {
  const first = Number(era.first_season);
  const last = era.last_season === "" ? Number.POSITIVE_INFINITY : Number(era.last_season);
  return first <= season && season <= last;
}

for (const c of cases) {
  describe(`${c.league} seed: ${c.championship}`, () => {
    it("has one row per season from the first to the last", async () => {
      const results = await load(c.league, "results.csv");
      const seasons = results.map((r) => Number(r.season));
      const expected = Array.from({ length: c.lastSeason - c.firstSeason + 1 }, (_, i) => c.firstSeason + i);
      expect(seasons).toEqual(expected);
      for (const r of results) expect(r.championship).toBe(c.championship);
    });

    it("marks only the cancelled seasons as not held, with a reason and no teams", async () => {
      const results = await load(c.league, "results.csv");
      const notHeld = results.filter((r) => r.status === "not_held");
      expect(notHeld.map((r) => Number(r.season))).toEqual(c.notHeld);
      for (const r of notHeld) {
        expect(r.winner).toBe("");
        expect(r.runner_up).toBe("");
        expect(r.note).not.toBe("");
      }
      for (const r of results.filter((row) => row.status !== "not_held")) expect(r.status).toBe("held");
    });

    it("has a sane deciding game for every held season", async () => {
      const results = await load(c.league, "results.csv");
      for (const r of results.filter((row) => row.status === "held")) {
        const where = `${c.league} ${r.season}`;
        expect(r.winner, where).not.toBe("");
        expect(r.runner_up, where).not.toBe("");
        expect(r.winner, where).not.toBe(r.runner_up);
        expect(Number(r.winner_score), where).toBeGreaterThan(Number(r.runner_up_score));
        expect(r.source, where).toMatch(/^https:\/\//);
        if (r.date !== "") {
          expect(r.date, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          // College seasons end in the calendar year of the final (baseball) or the next one (hockey).
          const year = Number(r.date.slice(0, 4));
          expect([Number(r.season), Number(r.season) + 1], where).toContain(year);
        }
        if (r.series !== "") expect(r.series, where).toMatch(/^2-[01]$/);
      }
    });

    it("names winners and runners-up that exist with an era covering the season", async () => {
      const [results, franchises, eras] = await Promise.all([load(c.league, "results.csv"), load(c.league, "franchises.csv"), load(c.league, "eras.csv")]);
      const slugs = new Set(franchises.map((f) => f.slug));
      for (const r of results.filter((row) => row.status === "held")) {
        for (const team of [r.winner, r.runner_up]) {
          expect(slugs.has(team), `${team} (${r.season}) in franchises.csv`).toBe(true);
          const covering = eras.filter((e) => e.franchise === team && eraCovers(e, Number(r.season)));
          expect(covering.length, `${team} has exactly one era covering ${r.season}`).toBe(1);
        }
      }
    });

    it("has contiguous, non-overlapping eras and known venues for every program", async () => {
      const [franchises, eras, venues] = await Promise.all([load(c.league, "franchises.csv"), load(c.league, "eras.csv"), load(c.league, "venues.csv")]);
      const venueSlugs = new Set(venues.map((v) => v.slug));
      expect(new Set(franchises.map((f) => f.slug)).size).toBe(franchises.length);
      for (const f of franchises) {
        if (f.venue !== "") expect(venueSlugs.has(f.venue), `${f.slug} venue ${f.venue}`).toBe(true);
        const own = eras.filter((e) => e.franchise === f.slug).sort((a, b) => Number(a.first_season) - Number(b.first_season));
        expect(own.length, `${f.slug} has eras`).toBeGreaterThan(0);
        for (let i = 1; i < own.length; i++) {
          expect(Number(own[i].first_season), `${f.slug} eras follow each other`).toBe(Number(own[i - 1].last_season) + 1);
        }
        expect(own[own.length - 1].last_season, `${f.slug} last era`).toBe(f.folded);
      }
      for (const e of eras)
        expect(
          franchises.some((f) => f.slug === e.franchise),
          e.franchise,
        ).toBe(true);
    });

    it("counts the well-known title totals", async () => {
      const results = await load(c.league, "results.csv");
      const counts = new Map<string, number>();
      for (const r of results.filter((row) => row.status === "held")) {
        counts.set(r.winner, (counts.get(r.winner) ?? 0) + 1);
      }
      for (const [program, titles] of Object.entries(c.titles)) {
        expect(counts.get(program) ?? 0, program).toBe(titles);
      }
    });
  });
}
