// The in-progress rule: which season each league is playing on a given day.
import { describe, expect, it } from "vitest";
import { seasonState } from "../../core/season-status";

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
