// The coverage rules (core/coverage.ts): labels, career bounds, statuses, counts and who is known living;
// and the import's SQL status rule (career_status(), migration 0030) agreeing with careerStatus.
import { describe, expect, it } from "vitest";
import {
  careerBound,
  careerStatus,
  careerStatusLabel,
  countKnown,
  coverageLabel,
  isCurrent,
  knownLiving,
  seasonRuns,
  seasonRunsLabel,
  type CareerFacts,
} from "../../core/coverage";
import { scopeOf } from "../../api/records/scope";
import { openDatabase } from "../../db/database";
import { migrate } from "../../db/migrate";

// NBA player statistics end with 2019-20 (nba-player-totals-bbref-1947-2020); the league has opened 2026-27.
const nbaStats = { last: 2019, leagueLatest: 2026, leagueOngoing: true };

describe("coverageLabel", () => {
  it("labels a span by its seasons' labels", () => {
    expect(coverageLabel({ first: 1946, last: 2019 }, "basketball")).toBe("1946-47 to 2019-20");
    expect(coverageLabel({ first: 1876, last: 2023 }, "baseball")).toBe("1876 to 2023");
    expect(coverageLabel({ first: 2017, last: 2017 }, "hockey")).toBe("2017-18");
    expect(coverageLabel(null, "hockey")).toBeNull();
    expect(coverageLabel({ first: null, last: null }, "hockey")).toBeNull();
  });
});

describe("seasonRunsLabel: gaps stated, never hidden", () => {
  const cfb = [...Array.from({ length: 20 }, (_, i) => 2001 + i), 2025];
  it("joins runs of consecutive seasons (college football: 2001-2020 and 2025)", () => {
    expect(seasonRuns([2025, 2001, 2002, 2003, 2002])).toEqual([
      [2001, 2003],
      [2025, 2025],
    ]);
    expect(seasonRunsLabel(cfb, "football")).toBe("2001 to 2020, 2025");
    expect(seasonRunsLabel([1946, 1947, 1948, 1950], "basketball")).toBe("1946-47 to 1948-49, 1950-51");
    expect(seasonRunsLabel([2019], "hockey")).toBe("2019-20");
    expect(seasonRunsLabel([], "hockey")).toBeNull();
  });

  it("a record-book scope states the gaps within the range asked (api/records/scope.ts)", () => {
    const held = { first: 2001, last: 2025, seasons: cfb.filter((season) => season !== 2020) };
    expect(scopeOf(held, "football")).toMatchObject({ first_label: "2001", last_label: "2025", label: "2001 to 2019, 2025" });
    expect(scopeOf(held, "football", { from: 2019 })).toMatchObject({ first_season: 2019, last_season: 2025, label: "2019, 2025" });
    // A range inside the gap holds no season: no scope, never "2021 to 2024".
    expect(scopeOf(held, "football", { from: 2021, to: 2024 })).toBeNull();
    // Without the seasons (a list without gaps), the first and last.
    expect(scopeOf({ first: 1946, last: 2019 }, "basketball", { to: 1990 })).toMatchObject({ label: "1946-47 to 1990-91" });
  });
});

describe("careerBound", () => {
  it("calls totals that stop where the data stops 'through' that season (LeBron James: 17 seasons to 2019-20)", () => {
    const bound = careerBound({ seasons: 17, first: 2003, last: 2019 }, nbaStats, "basketball");
    expect(bound.through).toBe(true);
    expect(bound.label).toBe("Through 2019-20 (our data ends there): 17 seasons");
  });
  it("calls totals a career when they end before the data does (Michael Jordan, last season 2002-03)", () => {
    expect(careerBound({ seasons: 15, first: 1984, last: 2002 }, nbaStats, "basketball").label).toBe("Career (15 seasons)");
  });
  it("does not bound data that reaches the league's latest season, nor a league that no longer plays", () => {
    expect(careerBound({ seasons: 3, first: 2024, last: 2026 }, { last: 2026, leagueLatest: 2026, leagueOngoing: true }, "basketball").through).toBe(false);
    expect(careerBound({ seasons: 1, first: 1969, last: 1969 }, { last: 1969, leagueLatest: 1969, leagueOngoing: false }, "football").through).toBe(false);
  });
  // Coaches' records of the NBA start in 1949-50 (the BAA's folded clubs of 1946-49 have no coach in our data, decision 0175).
  const nbaCoaches = { first: 1949, last: 2020, leagueFirst: 1946, leagueLatest: 2026, leagueOngoing: true };
  it("calls a career that starts where the data starts partial when the league played before (Red Auerbach from 1949-50)", () => {
    const bound = careerBound({ seasons: 17, first: 1949, last: 1965 }, nbaCoaches, "basketball", { start: true });
    expect(bound.from).toBe(true);
    expect(bound.label).toBe("Partial: from 1949-50 (our data starts there; earlier seasons not counted): 17 seasons");
  });
  it("calls a career begun in the league's first season whole, even where the data is incomplete then (John Russell, 1946-47)", () => {
    const bound = careerBound({ seasons: 3, first: 1946, last: 1948 }, nbaCoaches, "basketball", { start: true });
    expect(bound.from).toBe(false);
    expect(bound.label).toBe("Career (3 seasons)");
  });
});

describe("careerStatus", () => {
  const facts = (lastSeason: number | null, over: Partial<CareerFacts> = {}): CareerFacts => ({
    lastSeason,
    dataLast: 2019,
    leagueLatest: 2026,
    leagueOngoing: true,
    ...over,
  });
  it("is retired when he left before the data's end", () => {
    expect(careerStatus(facts(2015))).toBe("retired");
  });
  it("is unknown, never active, when the data stops in his last season and the league goes on", () => {
    expect(careerStatus(facts(2019))).toBe("unknown");
    expect(careerStatusLabel("unknown", 2019, "basketball")).toBe("Status unknown after 2019-20");
  });
  it("is active only when the data reaches the league's latest season", () => {
    expect(careerStatus(facts(2026, { dataLast: 2026 }))).toBe("active");
    expect(careerStatusLabel("active", 2026, "basketball")).toBe("Active");
  });
  it("is retired when the league no longer plays", () => {
    expect(careerStatus(facts(1969, { dataLast: 1969, leagueLatest: 1969, leagueOngoing: false }))).toBe("retired");
  });
  it("is unknown without data", () => {
    expect(careerStatus(facts(null))).toBe("unknown");
    expect(careerStatus(facts(2000, { dataLast: null }))).toBe("unknown");
    expect(careerStatusLabel("unknown", null, "football")).toBe("Status unknown");
  });

  it("agrees with the import's SQL rule (career_status, migration 0030)", async () => {
    const cases: Array<CareerFacts> = [];
    for (const lastSeason of [null, 2010, 2019, 2026]) {
      for (const dataLast of [null, 2019, 2026]) {
        for (const leagueLatest of [null, 2019, 2026]) {
          for (const leagueOngoing of [true, false]) cases.push({ lastSeason, dataLast, leagueLatest, leagueOngoing });
        }
      }
    }
    const db = await openDatabase({ dataDir: "memory://" });
    try {
      await migrate(db);
      const rows = await db.query<{ status: string }>(
        `SELECT career_status(c.last, c.data_last, c.latest, c.ongoing) AS status
         FROM unnest($1::int[], $2::int[], $3::int[], $4::bool[]) WITH ORDINALITY AS c(last, data_last, latest, ongoing, n) ORDER BY c.n`,
        [cases.map((c) => c.lastSeason), cases.map((c) => c.dataLast), cases.map((c) => c.leagueLatest), cases.map((c) => c.leagueOngoing)],
      );
      expect(rows.map((r) => r.status)).toEqual(cases.map(careerStatus));
    } finally {
      await db.close();
    }
  });
});

describe("isCurrent and countKnown", () => {
  it("data is current when it reaches the latest season of a league that plays on", () => {
    expect(isCurrent(nbaStats)).toBe(false);
    expect(isCurrent({ last: 2026, leagueLatest: 2026, leagueOngoing: true })).toBe(true);
    expect(isCurrent(null)).toBe(false);
  });
  it("a count is known only when its data reaches his last season", () => {
    expect(countKnown(2019, { last: 2025 })).toBe(true);
    expect(countKnown(2017, { last: 2017 })).toBe(true);
    // NHL All-Star selections are in no dataset we hold; NFL players have no seasons at all.
    expect(countKnown(2017, null)).toBe(false);
    expect(countKnown(null, { last: 2023 })).toBe(false);
    // A player whose seasons go past the All-Star data.
    expect(countKnown(2024, { last: 2023 })).toBe(false);
  });
});

describe("knownLiving", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  it("never takes a missing death date alone for alive", () => {
    expect(knownLiving({ deathDate: null, deathsRecorded: false, active: false, deathsRecordedUntil: null }, now)).toBe(false);
  });
  it("trusts a source that records deaths up to a recent date (Lahman, to 2023-11-03)", () => {
    expect(knownLiving({ deathDate: null, deathsRecorded: true, active: false, deathsRecordedUntil: "2023-11-03" }, now)).toBe(true);
  });
  it("does not trust one whose recorded deaths stop long ago (the hockey databank, to 2018-06-09)", () => {
    expect(knownLiving({ deathDate: null, deathsRecorded: true, active: false, deathsRecordedUntil: "2018-06-09" }, now)).toBe(false);
  });
  it("counts a person active in current data as living, and a recorded death as not", () => {
    expect(knownLiving({ deathDate: null, deathsRecorded: false, active: true, deathsRecordedUntil: null }, now)).toBe(true);
    expect(knownLiving({ deathDate: "1948-08-16", deathsRecorded: true, active: false, deathsRecordedUntil: "2023-11-03" }, now)).toBe(false);
  });
});
