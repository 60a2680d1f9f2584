// Unit tests of the championship labels: sport groups, major titles and page titles.
import { describe, expect, it } from "vitest";
import {
  championsPageTitle,
  isMajorTitle,
  sportGroup,
  teamDisplayName,
  gameDateLabel,
  leagueTitleLabel,
  listJoin,
  titleWhen,
  yearsOfHistory,
} from "~/lib/championship-labels";

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

describe("titleWhen and leagueTitleLabel (a title belongs to its season)", () => {
  it("dates a title by its season, with the deciding game's date when known", () => {
    // Super Bowl I was the 1966 season's, played in January 1967: it reads 1966, never 1967.
    expect(titleWhen("1966", "1967-01-15")).toBe("1966 · January 15, 1967");
    expect(titleWhen("2023-24", "2024-06-17")).toBe("2023-24 · June 17, 2024");
    expect(titleWhen("1929", null)).toBe("1929");
    expect(gameDateLabel("1967-12-31")).toBe("December 31, 1967");
    expect(gameDateLabel(null)).toBeNull();
  });

  it("names a league title with what it comprised", () => {
    const title = {
      season_label: "1966",
      titles: [
        { championship_name: "NFL Championship", edition: null },
        { championship_name: "Super Bowl", edition: "I" },
      ],
    };
    expect(leagueTitleLabel(title)).toBe("1966: NFL Championship and Super Bowl I");
    expect(listJoin(["New England Patriots", "Pittsburgh Steelers"])).toBe("New England Patriots and Pittsburgh Steelers");
    expect(listJoin(["A", "B", "C"])).toBe("A, B and C");
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
