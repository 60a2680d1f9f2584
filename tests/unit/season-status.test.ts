// The one season-status rule (core/season-status.ts): complete once the champion is decided or the
// league's calendar has closed, in progress once begun, upcoming before; its SQL twin; decade buckets.
import { describe, expect, it } from "vitest";
import {
  decadeBuckets,
  decadeLabel,
  latestSeasonDecidedBy,
  seasonBeingPlayed,
  seasonBeingPlayedNotHeld,
  seasonState,
  seasonStatus,
  seasonStatusSql,
  SEASON_WINDOWS,
  type SeasonFacts,
} from "../../core/season-status";
import { openDatabase } from "../../db/database";

const NOW = new Date("2026-11-25T12:00:00Z");
const at = (day: string) => new Date(`${day}T12:00:00Z`);

const season = (overrides: Partial<SeasonFacts>): SeasonFacts => ({
  league: "nba",
  startYear: 2000,
  titleDecided: false,
  firstGameDate: null,
  ...overrides,
});

describe("season state: real cases on 2026-11-25", () => {
  it("2025-26 NBA and NHL, whose finals are in our games (Jun 13 and Jun 14, 2026), are complete", () => {
    const nba = season({ league: "nba", startYear: 2025, titleDecided: true, firstGameDate: "2025-10-21" });
    const nhl = season({ league: "nhl", startYear: 2025, titleDecided: true, firstGameDate: "2025-10-07" });
    expect(seasonState(nba, NOW)).toBe("complete");
    expect(seasonState(nhl, NOW)).toBe("complete");
    // A week after the final, before the calendar closes: the decided title alone makes it complete.
    expect(seasonState(nba, at("2026-06-20"))).toBe("complete");
    expect(seasonState({ ...nba, titleDecided: false }, at("2026-06-20"))).toBe("in_progress");
  });

  it("the 2026 NFL season (no game of it in our data) is in progress, as are the 2026-27 NBA and NHL", () => {
    expect(seasonState(season({ league: "nfl", startYear: 2026 }), NOW)).toBe("in_progress");
    expect(seasonState(season({ league: "nba", startYear: 2026 }), NOW)).toBe("in_progress");
    expect(seasonState(season({ league: "nhl", startYear: 2026 }), NOW)).toBe("in_progress");
    expect(seasonStatus(season({ league: "nfl", startYear: 2026 }), NOW)).toBe("active");
  });

  it("the 2025 NFL season (Super Bowl played 2026-02-08) is complete", () => {
    const nfl = season({ league: "nfl", startYear: 2025, titleDecided: true, firstGameDate: "2025-09-04" });
    expect(seasonState(nfl, NOW)).toBe("complete");
    expect(seasonState(nfl, at("2026-02-09"))).toBe("complete");
    expect(seasonState({ ...nfl, titleDecided: false }, at("2026-02-07"))).toBe("in_progress");
  });

  it("1969 AFL is complete, with or without a title result in the seed", () => {
    expect(seasonState(season({ league: "afl", startYear: 1969, firstGameDate: "1969-09-14" }), NOW)).toBe("complete");
    expect(seasonStatus(season({ league: "afl", startYear: 1969, titleDecided: true }), NOW)).toBe("completed");
  });

  it("the 2026 MLB and college baseball seasons are complete by their calendars; 2027 MLB is upcoming", () => {
    expect(seasonState(season({ league: "mlb", startYear: 2026 }), NOW)).toBe("complete");
    expect(seasonState(season({ league: "cbs", startYear: 2026 }), NOW)).toBe("complete");
    expect(seasonState(season({ league: "mlb", startYear: 2027 }), NOW)).toBe("upcoming");
  });
});

describe("season state: a title not held (the seed's not_held result)", () => {
  it("the 2004-05 NHL season (lockout) is cancelled, never complete without a champion", () => {
    const lockout = season({ league: "nhl", startYear: 2004, titleDecided: true, titleNotHeld: true });
    expect(seasonState(lockout, NOW)).toBe("not_held");
    expect(seasonStatus(lockout, NOW)).toBe("cancelled");
    // The same season without the fact was called complete (the old behaviour).
    expect(seasonStatus({ ...lockout, titleNotHeld: false }, NOW)).toBe("completed");
  });

  it("the 1994 MLB season (no World Series) is cancelled even though its regular season was played", () => {
    const strike = season({ league: "mlb", startYear: 1994, titleDecided: true, titleNotHeld: true, firstGameDate: "1994-04-03" });
    expect(seasonStatus(strike, NOW)).toBe("cancelled");
  });
});

describe("season state: the rule", () => {
  it("a game we hold before the calendar's opening day begins the season (an opener abroad)", () => {
    const early = season({ league: "mlb", startYear: 2027, firstGameDate: "2027-03-10" });
    expect(seasonState(early, at("2027-03-11"))).toBe("in_progress");
    expect(seasonState(early, at("2027-03-09"))).toBe("upcoming");
  });

  it("every seed league has a calendar window", () => {
    for (const league of ["nfl", "afl", "cfb", "fcs", "nba", "nhl", "cbb", "chk", "mlb", "cbs", "pcha", "wchl"]) {
      expect(SEASON_WINDOWS[league], league).toBeDefined();
    }
  });

  it("an old season whose title we do not hold is complete, not in progress", () => {
    expect(seasonState(season({ league: "nhl", startYear: 1950, firstGameDate: "1950-10-11" }), NOW)).toBe("complete");
    expect(seasonState(season({ league: "unknown", startYear: 2024 }), NOW)).toBe("complete");
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

describe("the status rule in SQL", () => {
  it("answers as seasonStatus does, case by case", async () => {
    const cases: Array<[SeasonFacts, Date]> = [];
    const days = [NOW, at("2025-06-01"), at("2025-09-01"), at("2026-02-20"), at("2026-02-21"), at("2026-10-01"), at("2027-03-10")];
    for (const now of days) {
      for (const league of ["nfl", "nba", "mlb", "cbs", "afl", "other"]) {
        for (const startYear of [1990, 2024, 2025, 2026, 2027]) {
          for (const firstGameDate of [null, "2025-10-07", "2026-09-30", "2027-03-01"]) {
            for (const titleDecided of [false, true]) {
              for (const titleNotHeld of [false, true]) cases.push([{ league, startYear, firstGameDate, titleDecided, titleNotHeld }, now]);
            }
          }
        }
      }
    }
    const db = await openDatabase({ dataDir: "memory://" });
    try {
      const expression = seasonStatusSql(
        { league: "c.league", startYear: "c.start_year", firstGameDate: "c.first_date", titleDecided: "c.decided", titleNotHeld: "c.not_held" },
        "c.today",
      );
      const rows = await db.query<{ status: string }>(
        `SELECT ${expression} AS status
         FROM unnest($1::text[], $2::int[], $3::date[], $4::bool[], $5::date[], $6::bool[]) WITH ORDINALITY
           AS c(league, start_year, first_date, decided, today, not_held, n)
         ORDER BY c.n`,
        [
          cases.map(([s]) => s.league),
          cases.map(([s]) => s.startYear),
          cases.map(([s]) => s.firstGameDate),
          cases.map(([s]) => s.titleDecided),
          cases.map(([, now]) => now.toISOString().slice(0, 10)),
          cases.map(([s]) => s.titleNotHeld ?? false),
        ],
      );
      expect(rows.map((r) => r.status)).toEqual(cases.map(([s, now]) => seasonStatus(s, now)));
    } finally {
      await db.close();
    }
  });
});

describe("the season being played when we hold none of it (issue 32)", () => {
  const now = new Date("2026-11-29T04:00:00Z");
  it("is the league's season inside its calendar window", () => {
    expect(seasonBeingPlayed("nba", now)).toBe(2026);
    expect(seasonBeingPlayed("mlb", now)).toBeNull();
    expect(seasonBeingPlayed("nfl", new Date("2027-01-10T12:00:00Z"))).toBe(2026);
  });
  it("is named when the newest game we hold is older than its opening day", () => {
    expect(seasonBeingPlayedNotHeld("nba", now, "2026-06-13")).toBe(2026);
    expect(seasonBeingPlayedNotHeld("nba", now, null)).toBe(2026);
    expect(seasonBeingPlayedNotHeld("nfl", now, "2026-11-26")).toBeNull();
    expect(seasonBeingPlayedNotHeld("mlb", now, "2026-08-21")).toBeNull();
  });
});

describe("latestSeasonDecidedBy", () => {
  it("is the newest season whose window has closed on the day", () => {
    // 2026-11-29: the World Series of 2026 is over; the NFL's 2026 season and the NBA's 2026-27 are not.
    expect(latestSeasonDecidedBy("mlb", at("2026-11-29"))).toBe(2026);
    expect(latestSeasonDecidedBy("nfl", at("2026-11-29"))).toBe(2025);
    expect(latestSeasonDecidedBy("nba", at("2026-11-29"))).toBe(2025);
    expect(latestSeasonDecidedBy("cbb", at("2026-11-29"))).toBe(2025);
    // In the middle of the MLB season, last year's; after the Super Bowl's window, that season's.
    expect(latestSeasonDecidedBy("mlb", at("2026-07-01"))).toBe(2025);
    expect(latestSeasonDecidedBy("nfl", at("2027-02-21"))).toBe(2026);
  });
});
