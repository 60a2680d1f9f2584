// Basketball's per-game figures: a season's figure over its games, and the career row over the games of
// the seasons that hold each figure (Michael Jordan: 30.1 points, 6.2 rebounds, 5.3 assists a game).
import { describe, expect, it } from "vitest";
import { BASKETBALL_PER_GAME, careerValue, columnValue, hasPerGame } from "~/lib/people-stat-columns";

const column = (stat: string) => {
  const found = BASKETBALL_PER_GAME.columns.find((c) => c.stat === stat);
  if (!found) throw new Error(stat);
  return found;
};

describe("per-game figures", () => {
  it("divide a season's total by its games, and leave percentages and games as they are", () => {
    expect(columnValue(column("points"), { points: 2491, games_played: 82 })).toBeCloseTo(30.38, 2);
    expect(columnValue(column("field_goal_percentage"), { field_goal_percentage: 0.495, games_played: 82 })).toBe(0.495);
    expect(columnValue(column("games_played"), { games_played: 82 })).toBe(82);
  });

  it("are missing without the figure or without games", () => {
    expect(columnValue(column("rebounds"), { points: 1000, games_played: 60 })).toBeNull();
    expect(columnValue(column("points"), { points: 10, games_played: 0 })).toBeNull();
    expect(columnValue(column("points"), { points: 10 })).toBeNull();
  });

  it("give career averages from the career totals when every season holds the figure", () => {
    const lines = [
      { points: 2313, games_played: 82 },
      { points: 29979, games_played: 990 },
    ];
    const career = { points: 32292, rebounds: 6672, assists: 5633, games_played: 1072 };
    expect(careerValue(column("points"), lines, career)?.toFixed(1)).toBe("30.1");
  });

  it("average a figure not held every season over the seasons that hold it", () => {
    // George Mikan: no rebounds before 1950-51.
    const lines = [
      { points: 1195, games_played: 60 },
      { points: 1865, games_played: 68, rebounds: 958 },
    ];
    const career = { points: 3060, rebounds: 958, games_played: 128 };
    expect(careerValue(column("rebounds"), lines, career)).toBeCloseTo(958 / 68, 5);
    expect(careerValue(column("points"), lines, career)).toBeCloseTo(3060 / 128, 5);
    expect(careerValue(column("steals"), lines, career)).toBeNull();
  });

  it("are basketball's first view only", () => {
    expect(hasPerGame("basketball")).toBe(true);
    expect(hasPerGame("hockey")).toBe(false);
    expect(hasPerGame("baseball")).toBe(false);
  });
});
