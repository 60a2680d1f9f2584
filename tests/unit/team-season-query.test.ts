// The search's team-and-year rule (core/team-season-query.ts).
import { describe, expect, it } from "vitest";
import { seasonStartYears, teamSeasonQuery } from "../../core/team-season-query";

describe("a team and a year", () => {
  it("reads the team's words and the year after or before them", () => {
    expect(teamSeasonQuery("LSU 2019")).toEqual({ team: "lsu", startYears: [2019, 2018] });
    expect(teamSeasonQuery("Yankees 1998")).toEqual({ team: "yankees", startYears: [1998, 1997] });
    expect(teamSeasonQuery("1998 Yankees")).toEqual({ team: "yankees", startYears: [1998, 1997] });
    expect(teamSeasonQuery("  the   Green Bay Packers 1996 ")).toEqual({ team: "green bay packers", startYears: [1996, 1995] });
  });

  it("reads a season written as a span as the season starting in its first year", () => {
    expect(teamSeasonQuery("Bulls 1995-96")).toEqual({ team: "bulls", startYears: [1995] });
    expect(teamSeasonQuery("Bulls 1995-1996")).toEqual({ team: "bulls", startYears: [1995] });
    expect(teamSeasonQuery("Canadiens 1999–00")).toEqual({ team: "canadiens", startYears: [1999] });
    expect(teamSeasonQuery("Oilers 1987/88")).toEqual({ team: "oilers", startYears: [1987] });
  });

  it("refuses a span whose years do not follow each other, and years out of range", () => {
    expect(seasonStartYears("1995-97")).toBeNull();
    expect(seasonStartYears("1995-1994")).toBeNull();
    expect(seasonStartYears("1999-00")).toEqual([1999]);
    expect(seasonStartYears("0999")).toBeNull();
    expect(teamSeasonQuery("Bulls 1995-97")).toBeNull();
  });

  it("is not a team and a year without both", () => {
    expect(teamSeasonQuery("Yankees")).toBeNull();
    expect(teamSeasonQuery("1998")).toBeNull();
    expect(teamSeasonQuery("2019 2020")).toBeNull();
    expect(teamSeasonQuery("Super Bowl LI")).toBeNull();
    expect(teamSeasonQuery("Yankees 98")).toBeNull();
    expect(teamSeasonQuery("x 1998")).toBeNull();
  });

  it("leaves a title's name with its year to the titles (the team's words then match no team)", () => {
    // "1986 World Series" is read as words and a year; the search finds no team named "world series".
    expect(teamSeasonQuery("1986 World Series")).toEqual({ team: "world series", startYears: [1986, 1985] });
  });
});
