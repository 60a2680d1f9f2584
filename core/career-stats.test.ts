// Unit tests of career totals: counts, recomputed rates, multi-team seasons, other leagues.
import { describe, expect, it } from "vitest";
import { careerStats, orderedStats, withRates } from "./career-stats";

describe("careerStats", () => {
  it("sums counts and recomputes batting average from hits and at-bats", () => {
    const stats = careerStats([
      { team_id: 1, season_start_year: 2000, stats: { hits: 100, at_bats: 300, home_runs: 10 } },
      { team_id: 2, season_start_year: 2001, stats: { hits: 50, at_bats: 200, home_runs: 5 } },
    ]);
    expect(stats).toMatchObject({ hits: 150, at_bats: 500, home_runs: 15, batting_average: 0.3, seasons_played: 2 });
  });

  it("counts a multi-team season once: its total line when it has statistics, else its team lines", () => {
    const stats = careerStats([
      { team_id: 1, season_start_year: 2000, stats: {} },
      { team_id: 2, season_start_year: 2000, stats: {} },
      { team_id: null, season_start_year: 2000, stats: { points: 340 } },
      { team_id: 1, season_start_year: 2001, stats: { points: 10 } },
      { team_id: 2, season_start_year: 2001, stats: { points: 5 } },
      { team_id: null, season_start_year: 2002, stats: { points: 7 } },
    ]);
    expect(stats.points).toBe(340 + 15 + 7);
    expect(stats.seasons_played).toBe(3);
  });

  it("keeps lines from another league out of the totals", () => {
    const stats = careerStats([
      { team_id: 1, season_start_year: 1978, stats: { goals: 46 }, other_league: "WHA" },
      { team_id: 1, season_start_year: 1979, stats: { goals: 51 } },
    ]);
    expect(stats).toMatchObject({ goals: 51, seasons_played: 1 });
  });

  it("weighs ERA by outs pitched instead of summing it", () => {
    const stats = careerStats([
      { team_id: 1, season_start_year: 2000, stats: { era: 3, innings_pitched_outs: 300 } },
      { team_id: 1, season_start_year: 2001, stats: { era: 5, innings_pitched_outs: 100 } },
    ]);
    expect(stats.era).toBe(3.5);
  });

  it("gives a season line its rates from its parts", () => {
    expect(withRates({ field_goals_made: 1098, field_goals_attempted: 2279 }).field_goal_percentage).toBe(0.482);
    expect(withRates({ hits: 0, at_bats: 0 }).batting_average).toBeUndefined();
  });

  it("orders statistics the sport's way", () => {
    expect(orderedStats("basketball", { assists: 1, points: 2, games_played: 3, zeta: 4, seasons_played: 1 }).map(([n]) => n)).toEqual([
      "games_played",
      "points",
      "assists",
      "zeta",
    ]);
  });
});
