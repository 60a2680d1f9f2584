// The NFL statistics rules (decisions 0153, 0154): the passer rating and the rates from their parts, the
// leader lists and their minimums, the position's order of a player's tables, totals that sum only some
// seasons, and the bounds a career or a list states ("since 1970 only", "offense only", "partial: from").
import { describe, expect, it } from "vitest";
import { careerStats, footballGroupOrder, orderedStats, passerRating, withRates } from "../../core/career-stats";
import { careerBound, coverageNote, dataBoundText, startsAfterLeague, type Coverage } from "../../core/coverage";
import { LEADER_STATISTICS, LINE_FIGURES, leaderStatistic, leaderValueText } from "../../core/record-book";
import { partialColumns, STAT_TABLES, tablesFor } from "../../app/lib/people-stat-columns";

const line = (season: number, stats: Record<string, number>, team_id: number | null = 1) => ({ team_id, season_start_year: season, stats });

describe("passerRating (the NFL formula)", () => {
  it("gives the published ratings of record seasons", () => {
    // Peyton Manning 2004: 336 of 497, 4,557 yards, 49 touchdowns, 10 interceptions: 121.1.
    expect(passerRating({ completions: 336, attempts: 497, yards: 4557, touchdowns: 49, interceptions: 10 })?.toFixed(1)).toBe("121.1");
    // Aaron Rodgers 2011: 343 of 502, 4,643 yards, 45 touchdowns, 6 interceptions: 122.5.
    expect(passerRating({ completions: 343, attempts: 502, yards: 4643, touchdowns: 45, interceptions: 6 })?.toFixed(1)).toBe("122.5");
    // Dan Marino 1984: 362 of 564, 5,084 yards, 48 touchdowns, 17 interceptions: 108.9.
    expect(passerRating({ completions: 362, attempts: 564, yards: 5084, touchdowns: 48, interceptions: 17 })?.toFixed(1)).toBe("108.9");
  });
  it("holds each part between 0 and 2.375: a perfect 158.3, and never below 0", () => {
    expect(passerRating({ completions: 10, attempts: 10, yards: 200, touchdowns: 3, interceptions: 0 })?.toFixed(1)).toBe("158.3");
    expect(passerRating({ completions: 0, attempts: 10, yards: 0, touchdowns: 0, interceptions: 5 })).toBe(0);
    // One pass, caught, 2 yards: completion part capped at 2.375, yards part at 0.
    expect(passerRating({ completions: 1, attempts: 1, yards: 2, touchdowns: 0, interceptions: 0 })?.toFixed(1)).toBe("79.2");
  });
  it("has no rating without attempts", () => {
    expect(passerRating({ completions: 0, attempts: 0, yards: 0, touchdowns: 0, interceptions: 0 })).toBeNull();
  });
});

describe("football rates from their parts", () => {
  it("computes a season's completion percentage, yards per attempt, carry and reception, and passer rating", () => {
    const rates = withRates({
      passing_completions: 336,
      passing_attempts: 497,
      passing_yards: 4557,
      passing_touchdowns: 49,
      passing_interceptions: 10,
      rushing_attempts: 25,
      rushing_yards: 38,
      receptions: 0,
      receiving_yards: 0,
    });
    expect(rates.completion_percentage).toBe(0.676);
    expect(rates.passing_yards_per_attempt).toBe(9.169);
    expect(rates.rushing_yards_per_attempt).toBe(1.52);
    expect(rates.passer_rating?.toFixed(1)).toBe("121.1");
    // No receptions: no yards per reception (never a division by zero).
    expect(rates.yards_per_reception).toBeUndefined();
  });
  it("sums a career rate's parts over the seasons that hold all of them (no completions held 1992-1998)", () => {
    const career = careerStats([
      line(1991, { passing_completions: 300, passing_attempts: 500, passing_yards: 3500, passing_touchdowns: 20, passing_interceptions: 10 }),
      line(1992, { passing_attempts: 500, passing_yards: 3000, passing_touchdowns: 15, passing_interceptions: 12 }),
      line(1999, { passing_completions: 200, passing_attempts: 300, passing_yards: 2400, passing_touchdowns: 18, passing_interceptions: 6 }),
    ]);
    // Attempts of every season are summed; the completion percentage is 500 of the 800 attempts with completions.
    expect(career.passing_attempts).toBe(1300);
    expect(career.passing_completions).toBe(500);
    expect(career.completion_percentage).toBe(0.625);
    expect(career.passing_yards_per_attempt).toBe(Math.round((8900 / 1300) * 1000) / 1000);
    const rating = passerRating({ completions: 500, attempts: 800, yards: 5900, touchdowns: 38, interceptions: 16 }) ?? 0;
    expect(career.passer_rating).toBe(Math.round(rating * 1000) / 1000);
  });
});

describe("the position's order of a football player's figures", () => {
  it("puts a quarterback's passing first, a running back's rushing, a receiver's and a tight end's receiving", () => {
    expect(footballGroupOrder("QB", {})).toEqual(["passing", "rushing", "receiving"]);
    expect(footballGroupOrder("RB", {})).toEqual(["rushing", "receiving", "passing"]);
    expect(footballGroupOrder("fb", {})).toEqual(["rushing", "receiving", "passing"]);
    expect(footballGroupOrder("WR", {})).toEqual(["receiving", "rushing", "passing"]);
    expect(footballGroupOrder("TE", {})).toEqual(["receiving", "rushing", "passing"]);
  });
  it("orders any other position by career yards, most first", () => {
    expect(footballGroupOrder(null, { receiving_yards: 500, rushing_yards: 900 })).toEqual(["rushing", "receiving", "passing"]);
    expect(footballGroupOrder("K", { passing_yards: 20 })).toEqual(["passing", "rushing", "receiving"]);
  });
  it("leads a card with the position's figures", () => {
    const stats = { games_played: 10, passing_yards: 12, rushing_yards: 1000, rushing_touchdowns: 8, receptions: 30, receiving_yards: 250 };
    expect(orderedStats("football", stats, "RB").map(([name]) => name)).toEqual([
      "games_played",
      "rushing_yards",
      "rushing_touchdowns",
      "receiving_yards",
      "receptions",
      "passing_yards",
    ]);
  });
  it("shows a player's tables in that order, leaving out those without figures of their own", () => {
    const brady = [
      { games_played: 16, passing_yards: 4000, passing_attempts: 500, rushing_attempts: 30, rushing_yards: 40, receptions: 0, receiving_yards: 0 },
    ];
    expect(tablesFor("football", brady, "QB").map((t) => t.id)).toEqual(["passing", "rushing"]);
    const rice = [{ games_played: 16, receptions: 100, receiving_yards: 1500, rushing_attempts: 1, rushing_yards: 5, passing_attempts: 0 }];
    expect(tablesFor("football", rice, "WR").map((t) => t.id)).toEqual(["receiving", "rushing"]);
    // Games alone never make a table (every football table repeats them).
    expect(tablesFor("football", [{ games_played: 3, fumbles: 1 }], "OL")).toEqual([]);
  });
});

describe("totals that sum only some of the seasons shown", () => {
  const passing = STAT_TABLES.football.find((t) => t.id === "passing");
  it("marks the columns a shown season lacks (completions, and the rates built on them, 1992-1998)", () => {
    if (!passing) throw new Error("no passing table");
    const rows = [
      withRates({ games_played: 16, passing_completions: 300, passing_attempts: 500, passing_yards: 3500, passing_touchdowns: 20, passing_interceptions: 9 }),
      withRates({ games_played: 16, passing_attempts: 500, passing_yards: 3000, passing_touchdowns: 15, passing_interceptions: 12 }),
    ];
    expect(partialColumns(passing, rows)).toEqual(["passing_completions", "completion_percentage", "passer_rating"]);
  });
  it("marks nothing when every season holds every figure", () => {
    if (!passing) throw new Error("no passing table");
    const rows = [
      withRates({
        games_played: 16,
        games_started: 16,
        passing_completions: 1,
        passing_attempts: 2,
        passing_yards: 3,
        passing_touchdowns: 0,
        passing_interceptions: 0,
      }),
    ];
    expect(partialColumns(passing, rows)).toEqual([]);
  });
});

// NFL player statistics: Pro-Football-Reference from 1970, nflverse to 2025; the league played from 1920.
const nflStats: Coverage = {
  league: "nfl",
  kind: "player_stats",
  first: 1970,
  last: 2025,
  lastDate: null,
  sources: ["nfl-player-offense-pfr-1970-2020", "nfl-player-stats-nflverse-1999-2025"],
  leagueLatest: 2026,
  leagueOngoing: true,
  leagueFirst: 1920,
};

describe("bounds of NFL figures", () => {
  it("calls a career that began before the data's first season partial, from that season (Johnny Unitas, 1956-1973)", () => {
    const unitas = careerBound({ seasons: 4, first: 1970, last: 1973, startedBy: 1955 }, nflStats, "football", { start: true });
    expect(unitas.from).toBe(true);
    expect(unitas.label).toBe("Partial: from 1970 (our data starts there; earlier seasons not counted): 4 seasons");
  });
  it("calls a career whose draft places it inside the data whole (a 1970 draft pick)", () => {
    expect(careerBound({ seasons: 10, first: 1970, last: 1979, startedBy: 1970 }, nflStats, "football", { start: true }).label).toBe("Career (10 seasons)");
    expect(careerBound({ seasons: 23, first: 2000, last: 2022, startedBy: 2000 }, nflStats, "football", { start: true }).label).toBe("Career (23 seasons)");
  });
  it("says nothing of a start where the data starts with the league (NBA 1946-47)", () => {
    const nba = { ...nflStats, league: "nba", first: 1946, leagueFirst: 1946, sources: [] };
    expect(careerBound({ seasons: 5, first: 1946, last: 1950 }, nba, "basketball", { start: true }).from).toBe(false);
    expect(startsAfterLeague(nba)).toBe(false);
    expect(dataBoundText(nba, "basketball", "NBA")).toBeNull();
  });
  it("states 'since 1970 only' and 'offense only' from the coverage table and the sources' limits", () => {
    expect(startsAfterLeague(nflStats)).toBe(true);
    expect(coverageNote(nflStats)).toMatch(/^offense only/);
    expect(dataBoundText(nflStats, "football", "NFL")).toBe(
      "Since 1970 only (our NFL statistics start there, not all-time); offense only: passing, rushing and receiving (no defense, kicking or returns)",
    );
  });
  it("drops 'offense only' once a source without that limit adds to the kind", () => {
    expect(coverageNote({ sources: [...nflStats.sources, "a-defense-dataset"] })).toBeNull();
  });
});

describe("the NFL's leader lists", () => {
  it("has the counts asked for and rates only above a stated minimum", () => {
    const slugs = (LEADER_STATISTICS.nfl ?? []).map((s) => s.slug);
    for (const slug of [
      "passing-yards",
      "passing-touchdowns",
      "completions",
      "rushing-yards",
      "rushing-touchdowns",
      "receptions",
      "receiving-yards",
      "receiving-touchdowns",
    ]) {
      expect(slugs).toContain(slug);
    }
    for (const stat of LEADER_STATISTICS.nfl ?? []) {
      if (stat.denominator) expect(stat.minimum, stat.slug).toBeDefined();
      for (const figure of [stat.numerator, stat.denominator].filter(Boolean)) expect(LINE_FIGURES).toContain(figure);
    }
  });
  it("takes completion percentage's attempts from the seasons with completions only, and writes it as a percentage", () => {
    const pct = leaderStatistic("nfl", "completion-percentage");
    expect(pct?.denominator).toBe("completion_attempts");
    expect(pct?.minimum?.text(pct.minimum.career)).toBe("at least 1,500 pass attempts");
    if (pct) expect(leaderValueText(pct, 67.123)).toBe("67.1%");
    const ypc = leaderStatistic("nfl", "yards-per-carry");
    expect(ypc?.minimum?.text(ypc.minimum.season)).toBe("at least 100 carries");
    const yards = leaderStatistic("nfl", "passing-yards");
    if (yards) expect(leaderValueText(yards, 5477)).toBe("5,477");
  });
});
