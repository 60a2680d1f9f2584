import { describe, expect, it } from "vitest";
import { awardKind, awardLabel } from "./awards";

describe("award kinds", () => {
  it("counts only the league's own All-Star game as an All-Star selection", () => {
    expect(awardKind("mlb", "All-Star")).toBe("all-star");
    expect(awardKind("nba", "All-Star")).toBe("all-star");
    expect(awardKind("nfl", "Pro Bowl")).toBe("all-star");
    expect(awardKind("mlb", "TSN All-Star")).toBeNull();
    expect(awardKind("mlb", "Baseball Magazine All-Star")).toBeNull();
    expect(awardKind("nhl", "First Team All-Star")).toBeNull();
  });
  it("counts the league's season MVP, the Hart Trophy included, and nothing else", () => {
    expect(awardKind("mlb", "AL Most Valuable Player")).toBe("mvp");
    expect(awardKind("mlb", "AL TSN Guide MVP")).toBeNull();
    expect(awardKind("mlb", "World Series MVP")).toBeNull();
    expect(awardKind("nba", "Most Valuable Player")).toBe("mvp");
    expect(awardKind("nhl", "Hart")).toBe("mvp");
    expect(awardKind("nhl", "Conn Smythe")).toBeNull();
  });
  it("names hockey trophies in full", () => {
    expect(awardLabel("nhl", "Hart")).toBe("Hart Memorial Trophy (MVP)");
    expect(awardLabel("nba", "Most Valuable Player")).toBe("Most Valuable Player");
  });
});
