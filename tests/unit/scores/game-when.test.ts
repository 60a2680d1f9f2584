// The line under a game card's teams (app/lib/scores/game-status.ts gameWhenText; issue 31, class 8): a
// fixture of a day gone by without a result is never called postponed (its badge says "Result not in
// our data"); a postponement is shown as the feed words it.
import { describe, expect, it } from "vitest";
import { gameWhenText } from "~/lib/scores/game-status";

describe("a game card's when line", () => {
  it("a past fixture without a result is not 'Postponed'", () => {
    expect(gameWhenText({ status: "no_result", status_detail: null }, "football", "1:00 PM ET")).toBe("Was scheduled for 1:00 PM ET");
    expect(gameWhenText({ status: "no_result", status_detail: null }, "football", null)).toBe("No result recorded");
    expect(gameWhenText({ status: "no_result" }, "football", null)).not.toMatch(/postponed/i);
  });

  it("keeps the other statuses' words", () => {
    expect(gameWhenText({ status: "postponed", status_detail: null }, "football", null)).toBe("Postponed");
    expect(gameWhenText({ status: "postponed", status_detail: "Suspended: rain" }, "baseball", null)).toBe("Suspended: rain");
    expect(gameWhenText({ status: "final", overtime: "OT" }, "football", null)).toBe("Final/OT");
    expect(gameWhenText({ status: "scheduled" }, "football", null)).toBe("Time to be announced");
    expect(gameWhenText({ status: "scheduled" }, "football", "8:20 PM ET")).toBe("8:20 PM ET");
    expect(gameWhenText({ status: "live", period: 2, time_remaining: "5:32" }, "football", null)).toBe("Q2 5:32");
  });
});
