import { describe, expect, it } from "vitest";
import { awardAsGiven, awardKind, awardLabel } from "./awards";

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

describe("awards as they are given", () => {
  it("an award given once for all of MLB is one award, whichever league Lahman files it under", () => {
    expect(awardAsGiven("mlb", "AL All-Star Game MVP")).toBe("All-Star Game MVP");
    expect(awardAsGiven("mlb", "NL All-Star Game MVP")).toBe("All-Star Game MVP");
    expect(awardAsGiven("mlb", "All-Star Game MVP")).toBe("All-Star Game MVP");
    expect(awardAsGiven("mlb", "NL Roberto Clemente Award")).toBe("Roberto Clemente Award");
    expect(awardAsGiven("mlb", "AL Babe Ruth Award")).toBe("Babe Ruth Award");
  });
  it("a league championship series' MVP names its league once; a league's own award keeps its league", () => {
    expect(awardAsGiven("mlb", "AL ALCS MVP")).toBe("ALCS MVP");
    expect(awardAsGiven("mlb", "NL NLCS MVP")).toBe("NLCS MVP");
    expect(awardAsGiven("mlb", "AL Cy Young Award")).toBe("AL Cy Young Award");
    expect(awardAsGiven("mlb", "NL Most Valuable Player")).toBe("NL Most Valuable Player");
    expect(awardAsGiven("nba", "AL All-Star Game MVP")).toBe("AL All-Star Game MVP");
  });
});
