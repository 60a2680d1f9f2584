// Unit tests of the API's arithmetic: win percentage, games behind and calendar dates (the people
// rules are tested beside their modules in api/people/).
import { describe, expect, it } from "vitest";
import { isCalendarDate } from "../../../api/routes/games";
import { gamesBehind, record, winPercentage } from "../../../api/routes/standings";

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

describe("calendar dates", () => {
  it("tells real calendar dates", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2023-02-30")).toBe(false);
  });
});
