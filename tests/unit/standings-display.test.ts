// Rank colours, rank fallbacks and columns by sport.
import { describe, expect, it } from "vitest";
import { displayRank, percentage, rankTone, standingColumns, streakText } from "../../app/lib/standings-display";

describe("standings display", () => {
  it("rank colours: 1 primary, up to 3 success, up to 8 secondary, otherwise grey", () => {
    expect([1, 2, 3, 4, 8, 9, 30].map(rankTone)).toEqual(["primary", "success", "success", "secondary", "secondary", "grey", "grey"]);
  });
  it("rank falls back to position, then to the place plus one", () => {
    expect(displayRank({ rank: 4 }, 0)).toBe(4);
    expect(displayRank({ rank: null, position: 6 }, 0)).toBe(6);
    expect(displayRank({}, 2)).toBe(3);
  });
  it("hockey shows OTL and points from 2005-06, ties before; football ties; baseball never", () => {
    expect(standingColumns("hockey", 2022, false)).toEqual({ ties: false, otLosses: true, points: true, gamesBehind: false });
    expect(standingColumns("hockey", 1976, true)).toEqual({ ties: true, otLosses: false, points: true, gamesBehind: false });
    expect(standingColumns("football", 2022, false).ties).toBe(true);
    expect(standingColumns("baseball", 1906, true).ties).toBe(false);
    expect(standingColumns("basketball", 1995, false)).toEqual({ ties: false, otLosses: false, points: false, gamesBehind: "division" });
  });
  it("counts games behind in a division, else a conference, and shows none for a league table without either", () => {
    expect(standingColumns("baseball", 1950, false, "conference").gamesBehind).toBe("conference");
    expect(standingColumns("football", 1925, true, null).gamesBehind).toBe(false);
    expect(standingColumns("hockey", 1950, true, "division").gamesBehind).toBe(false);
  });
  it("writes percentages and streaks as fans do", () => {
    expect(percentage(0.878)).toBe(".878");
    expect(percentage(1)).toBe("1.000");
    expect(streakText(3, "win")).toBe("W3");
    expect(streakText(0, null)).toBe("—");
  });
});
