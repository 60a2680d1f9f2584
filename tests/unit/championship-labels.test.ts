// Unit tests of the championship labels: league badges, sport groups, major titles and page titles.
import { describe, expect, it } from "vitest";
import {
  championsPageTitle,
  isMajorTitle,
  leagueBadge,
  sportGroup,
  teamDisplayName,
  titleDate,
  yearsOfHistory,
} from "~/lib/championship-labels";

describe("leagueBadge", () => {
  it("follows the spec's rule", () => {
    expect(leagueBadge("Super Bowl LVIII")).toBe("NFL");
    expect(leagueBadge("NBA Finals")).toBe("NBA");
    expect(leagueBadge("NBA Championship")).toBe("NBA");
    expect(leagueBadge("World Series")).toBe("MLB");
    expect(leagueBadge("Stanley Cup Final")).toBe("Sports");
    expect(leagueBadge("NCAA Men's Basketball Tournament")).toBe("Sports");
    expect(leagueBadge(null)).toBe("Sports");
  });
  it("checks Super Bowl before NBA and ignores case", () => {
    expect(leagueBadge("super bowl")).toBe("NFL");
    expect(leagueBadge("nba finals")).toBe("NBA");
  });
  it("does not give the college World Series an MLB badge", () => {
    expect(leagueBadge("Men's College World Series")).toBe("Sports");
  });
});

describe("sportGroup", () => {
  it("uses the sport when known", () => {
    expect(sportGroup("football", "Whatever")).toBe("Football");
    expect(sportGroup("Basketball")).toBe("Basketball");
    expect(sportGroup("baseball")).toBe("Baseball");
    expect(sportGroup("hockey")).toBe("Hockey");
  });
  it("falls back to the championship name, then Other", () => {
    expect(sportGroup(null, "Super Bowl LI")).toBe("Football");
    expect(sportGroup(undefined, "NBA Finals")).toBe("Basketball");
    expect(sportGroup("", "World Series")).toBe("Baseball");
    expect(sportGroup("curling", "Stanley Cup")).toBe("Hockey");
    expect(sportGroup(null, "Grey Cup")).toBe("Other");
  });
});

describe("isMajorTitle", () => {
  it("highlights the four major titles", () => {
    expect(isMajorTitle("Super Bowl")).toBe(true);
    expect(isMajorTitle("NBA Championship")).toBe(true);
    expect(isMajorTitle("NBA Finals")).toBe(true);
    expect(isMajorTitle("World Series")).toBe(true);
    expect(isMajorTitle("Stanley Cup")).toBe(true);
  });
  it("leaves others plain", () => {
    expect(isMajorTitle("NFL Championship")).toBe(false);
    expect(isMajorTitle("Men's College World Series")).toBe(false);
    expect(isMajorTitle("NCAA Frozen Four")).toBe(false);
    expect(isMajorTitle(undefined)).toBe(false);
  });
});

describe("championsPageTitle", () => {
  it("is sport-specific on sport sites", () => {
    expect(championsPageTitle({ sport: "football", level: "professional" })).toBe("Super Bowl Champions");
    expect(championsPageTitle({ sport: "basketball", level: "professional" })).toBe("NBA Champions");
    expect(championsPageTitle({ sport: "baseball", level: "professional" })).toBe("World Series Champions");
    expect(championsPageTitle({ sport: "hockey", level: "professional" })).toBe("Stanley Cup Champions");
    expect(championsPageTitle({ sport: "football", level: "college" })).toBe("College Football National Champions");
    expect(championsPageTitle({ sport: "hockey", level: "ncaa-division-i" })).toBe("College Hockey National Champions");
  });
  it("is general on the hub", () => {
    expect(championsPageTitle({ sport: null, level: null })).toBe("Championship History");
  });
});

describe("titleDate", () => {
  it("shows the season when it differs from the title year", () => {
    expect(titleDate(2017, "2016")).toBe("2017 · 2016 season");
    expect(titleDate(2017, "2016-17")).toBe("2017 · 2016-17 season");
    expect(titleDate(2016, "2016")).toBe("2016");
    expect(titleDate(2016, null)).toBe("2016");
  });
});

describe("yearsOfHistory", () => {
  it("is the current year minus the earliest first year", () => {
    expect(yearsOfHistory([1967, 1903, 1947], 2025)).toBe(122);
    expect(yearsOfHistory([], 2025)).toBe(0);
  });
});

describe("teamDisplayName", () => {
  it("joins city and name without repeating the city", () => {
    expect(teamDisplayName("Kansas City", "Chiefs")).toBe("Kansas City Chiefs");
    expect(teamDisplayName("Kansas City", "Kansas City Chiefs")).toBe("Kansas City Chiefs");
    expect(teamDisplayName(null, "Chiefs")).toBe("Chiefs");
    expect(teamDisplayName("Boston", null)).toBe("Boston");
    expect(teamDisplayName("Foxborough", "New England Patriots")).toBe("New England Patriots");
  });
});
