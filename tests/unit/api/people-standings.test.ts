// Unit tests of the API's arithmetic: career totals and rates, win percentage, games behind, ages,
// heights, coaching history grouping and calendar dates.
import { describe, expect, it } from "vitest";
import { isCalendarDate } from "../../../api/routes/games";
import { ageOn, careerStats, coachingHistory, heightText, positionName } from "../../../api/routes/people";
import { gamesBehind, record, winPercentage } from "../../../api/routes/standings";

describe("careerStats", () => {
  it("sums counts and recomputes batting average from hits and at-bats", () => {
    const stats = careerStats([
      { team_id: 1, season_start_year: 2000, stats: { hits: 100, at_bats: 300, home_runs: 10 } },
      { team_id: 2, season_start_year: 2001, stats: { hits: 50, at_bats: 200, home_runs: 5 } },
    ]);
    expect(stats).toMatchObject({ hits: 150, at_bats: 500, home_runs: 15, batting_average: 0.3, seasons_played: 2 });
  });

  it("skips a season's multi-team total line when per-team lines exist", () => {
    const stats = careerStats([
      { team_id: 1, season_start_year: 2000, stats: { goals: 10 } },
      { team_id: 2, season_start_year: 2000, stats: { goals: 5 } },
      { team_id: null, season_start_year: 2000, stats: { goals: 15 } },
      { team_id: null, season_start_year: 2001, stats: { goals: 7 } },
    ]);
    expect(stats.goals).toBe(22);
    expect(stats.seasons_played).toBe(2);
  });

  it("weighs ERA by outs pitched instead of summing it", () => {
    const stats = careerStats([
      { team_id: 1, season_start_year: 2000, stats: { era: 3, innings_pitched_outs: 300 } },
      { team_id: 1, season_start_year: 2001, stats: { era: 5, innings_pitched_outs: 100 } },
    ]);
    expect(stats.era).toBe(3.5);
  });
});

describe("standings arithmetic", () => {
  it("counts ties as half a win over games played", () => {
    expect(winPercentage(10, 5, 2)).toBe(0.647);
    expect(winPercentage(0, 0, 0)).toBe(0);
  });
  it("computes games behind the leader", () => {
    expect(gamesBehind({ wins: 10, losses: 2 }, { wins: 8, losses: 5 })).toBe(2.5);
  });
  it("writes records with ties only when there are some", () => {
    expect(record(3, 2, 0)).toBe("3-2");
    expect(record(3, 2, 1)).toBe("3-2-1");
  });
});

describe("people helpers", () => {
  it("computes age to today or to death", () => {
    expect(ageOn("1983-12-02", null, new Date("2023-12-01T00:00:00Z"))).toBe(39);
    expect(ageOn("1983-12-02", null, new Date("2023-12-02T00:00:00Z"))).toBe(40);
    expect(ageOn("1900-01-01", "1950-06-01", new Date("2023-01-01T00:00:00Z"))).toBe(50);
    expect(ageOn(null, null, new Date())).toBeNull();
  });
  it("writes heights in feet and inches", () => {
    expect(heightText(78)).toBe(`6' 6"`);
    expect(heightText(null)).toBeNull();
  });
  it("names positions by sport", () => {
    expect(positionName("baseball", "P")).toBe("Pitcher");
    expect(positionName("football", "P")).toBe("Punter");
    expect(positionName("hockey", "XYZ")).toBe("XYZ");
  });
  it("groups consecutive seasons with one team", () => {
    const stint = (team_id: number, season_start_year: number) => ({
      coach_id: 1, team_id, season_start_year, title: "Head Coach", is_head_coach: true, wins: 1, losses: 1, ties: 0,
      playoff_wins: 0, playoff_losses: 0, team_slug: `t${team_id}`, team_name: `Team ${team_id}`, team_city: null,
      team_abbreviation: null, won_title: false,
    });
    const history = coachingHistory([stint(1, 2000), stint(1, 2001), stint(2, 2002), stint(1, 2005)], true);
    expect(history.map((h) => [h.team_slug, h.start_year, h.end_year, h.is_active])).toEqual([
      ["t1", 2000, 2001, false],
      ["t2", 2002, 2002, false],
      ["t1", 2005, null, true],
    ]);
  });
  it("tells real calendar dates", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2023-02-30")).toBe(false);
  });
});
