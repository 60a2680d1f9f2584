// Season status by the spec's rule with real dates, and the seasons list's decade buckets.
import { describe, expect, it } from "vitest";
import { decadeBuckets, decadeLabel, seasonState, seasonStatus, seasonStatusSql, type SeasonDates } from "../../core/season-status";
import { openDatabase } from "../../db/database";

const NOV_2026 = new Date("2026-11-25T12:00:00Z");

const season = (overrides: Partial<SeasonDates>): SeasonDates => ({
  startYear: 2000,
  firstGameDate: null,
  lastGameDate: null,
  titleDecided: false,
  latestOfLeague: false,
  ...overrides,
});

describe("season status", () => {
  it("a season being played (started, title undecided, the league's latest) is active: 2025-26 NHL in November 2026", () => {
    const nhl = season({ startYear: 2025, firstGameDate: "2025-10-07", lastGameDate: "2026-06-14", latestOfLeague: true });
    expect(seasonStatus(nhl, NOV_2026)).toBe("active");
    expect(seasonStatus(season({ startYear: 2025, latestOfLeague: true }), NOV_2026)).toBe("active");
  });

  it("a defunct league's last season is not active (the AFL's 1969, title held elsewhere)", () => {
    expect(seasonStatus(season({ startYear: 1969, firstGameDate: "1969-09-13", lastGameDate: "1969-12-21", latestOfLeague: true }), NOV_2026)).toBe("completed");
  });

  it("a season whose title is decided is completed after its last game, active until then", () => {
    const decided = season({ startYear: 2024, firstGameDate: "2024-10-04", lastGameDate: "2025-06-17", titleDecided: true });
    expect(seasonStatus(decided, NOV_2026)).toBe("completed");
    expect(seasonStatus(decided, new Date("2025-06-01T12:00:00Z"))).toBe("active");
  });

  it("before its first game a season is upcoming", () => {
    const next = season({ startYear: 2026, firstGameDate: "2026-12-01", latestOfLeague: true });
    expect(seasonStatus(next, NOV_2026)).toBe("upcoming");
  });

  it("an old season whose title we lack is completed, not active", () => {
    const old = season({ startYear: 1950, firstGameDate: "1950-10-01", lastGameDate: "1951-03-01" });
    expect(seasonStatus(old, NOV_2026)).toBe("completed");
  });

  it("without dates, the start year against the current year", () => {
    expect(seasonStatus(season({ startYear: 2027 }), NOV_2026)).toBe("upcoming");
    expect(seasonStatus(season({ startYear: 2026 }), NOV_2026)).toBe("active");
    expect(seasonStatus(season({ startYear: 1990 }), NOV_2026)).toBe("completed");
    expect(seasonStatus(season({ startYear: 2026, titleDecided: true }), NOV_2026)).toBe("completed");
  });
});

describe("decade buckets", () => {
  it("run from the earliest to the latest start year, newest first", () => {
    expect(decadeBuckets([1995, 1876, 2025, 1990])).toEqual([2020, 2010, 2000, 1990, 1980, 1970, 1960, 1950, 1940, 1930, 1920, 1910, 1900, 1890, 1880, 1870]);
    expect(decadeBuckets([2001, 2009])).toEqual([2000]);
    expect(decadeBuckets([])).toEqual([]);
    expect(decadeLabel(1990)).toBe("1990s");
  });
});

const NOW = new Date("2026-11-25T12:00:00Z");

describe("seasonState", () => {
  it("on 2026-11-25 the 2026 NFL and college football seasons and the 2026-27 NBA, NHL and college seasons are in progress", () => {
    for (const league of ["nfl", "cfb", "nba", "nhl", "cbb", "chk"]) expect(seasonState(league, 2026, NOW), league).toBe("in_progress");
  });

  it("on 2026-11-25 the 2025-26 NBA and NHL seasons, the 2025 NFL season and the 2026 MLB season are complete", () => {
    expect(seasonState("nba", 2025, NOW)).toBe("complete");
    expect(seasonState("nhl", 2025, NOW)).toBe("complete");
    expect(seasonState("nfl", 2025, NOW)).toBe("complete");
    expect(seasonState("mlb", 2026, NOW)).toBe("complete");
    expect(seasonState("cbs", 2026, NOW)).toBe("complete");
  });

  it("a season is upcoming before its opening and in progress until its window closes or its champion is known", () => {
    expect(seasonState("mlb", 2027, NOW)).toBe("upcoming");
    expect(seasonState("nfl", 2025, new Date("2026-02-08T12:00:00Z"))).toBe("in_progress");
    expect(seasonState("nfl", 2025, new Date("2026-02-08T12:00:00Z"), true)).toBe("complete");
    expect(seasonState("nba", 2025, new Date("2026-06-13T12:00:00Z"))).toBe("in_progress");
    expect(seasonState("nba", 2024, new Date("2025-09-30T12:00:00Z"))).toBe("complete");
    expect(seasonState("nba", 2025, new Date("2025-09-30T12:00:00Z"))).toBe("upcoming");
  });
});

describe("the status rule in SQL", () => {
  it("answers as seasonStatus does, case by case", async () => {
    const cases: Array<[SeasonDates, Date]> = [];
    const days = [NOV_2026, new Date("2025-06-01T12:00:00Z"), new Date("2025-09-01T12:00:00Z")];
    for (const now of days) {
      for (const startYear of [1990, 2024, 2025, 2026, 2027]) {
        for (const dates of [[null, null], ["2025-10-07", "2026-06-14"], ["2024-10-04", "2025-06-17"], ["2026-12-01", null]] as const) {
          for (const titleDecided of [false, true]) {
            for (const latestOfLeague of [false, true]) {
              cases.push([{ startYear, firstGameDate: dates[0], lastGameDate: dates[1], titleDecided, latestOfLeague }, now]);
            }
          }
        }
      }
    }
    const db = await openDatabase({ dataDir: "memory://" });
    try {
      const expression = seasonStatusSql(
        { startYear: "c.start_year", firstGameDate: "c.first_date", lastGameDate: "c.last_date", titleDecided: "c.decided", latestOfLeague: "c.latest" },
        "c.today",
        "c.year",
      );
      const rows = await db.query<{ status: string }>(
        `SELECT ${expression} AS status
         FROM unnest($1::int[], $2::date[], $3::date[], $4::bool[], $5::bool[], $6::date[], $7::int[]) WITH ORDINALITY
           AS c(start_year, first_date, last_date, decided, latest, today, year, n)
         ORDER BY c.n`,
        [
          cases.map(([s]) => s.startYear),
          cases.map(([s]) => s.firstGameDate),
          cases.map(([s]) => s.lastGameDate),
          cases.map(([s]) => s.titleDecided),
          cases.map(([s]) => s.latestOfLeague),
          cases.map(([, now]) => now.toISOString().slice(0, 10)),
          cases.map(([, now]) => now.getUTCFullYear()),
        ],
      );
      expect(rows.map((r) => r.status)).toEqual(cases.map(([season, now]) => seasonStatus(season, now)));
    } finally {
      await db.close();
    }
  });
});
