// The team pages' display rules: card fallbacks, header abbreviation, records, eras and the game result rule.
import { describe, expect, it } from "vitest";
import {
  cardAbbreviation,
  championshipsWon,
  divisionLabel,
  eraSummary,
  eraYearsLabel,
  foundedLabel,
  gameResult,
  headerAbbreviation,
  isCompleted,
  seasonsHeldLabel,
  moreChampionshipsLabel,
  preview,
  recordLabel,
  scoringUnit,
  streakLabel,
  teamLocation,
  winPercentageLabel,
} from "~/lib/team-labels";

describe("directory card fallbacks", () => {
  it("uses the abbreviation when there is one", () => {
    expect(cardAbbreviation({ name: "Green Bay Packers", short_name: "Packers", abbreviation: "GB" })).toBe("GB");
  });
  it("falls back to the first 2 letters of the short name, then of the name", () => {
    expect(cardAbbreviation({ name: "Green Bay Packers", short_name: "Packers", abbreviation: null })).toBe("Pa");
    expect(cardAbbreviation({ name: "Green Bay Packers", short_name: null, abbreviation: "" })).toBe("Gr");
    expect(cardAbbreviation({ name: "Green Bay Packers", short_name: "  ", abbreviation: null })).toBe("Gr");
  });
  it("joins city and state", () => {
    expect(teamLocation({ city: "Green Bay", state: "WI" })).toBe("Green Bay, WI");
    expect(teamLocation({ city: "Toronto", state: null })).toBe("Toronto");
    expect(teamLocation({ city: null, state: null })).toBe("");
  });
  it("shows the division, else the conference, else N/A", () => {
    expect(divisionLabel({ division: { name: "NFC North" }, conference: { name: "NFC" } })).toBe("NFC North");
    expect(divisionLabel({ division: null, conference: { name: "Big Ten" } })).toBe("Big Ten");
    expect(divisionLabel({ division: null, conference: null })).toBe("N/A");
  });
  it("shows N/A for a missing founded year and 0 for missing championships", () => {
    expect(foundedLabel({ founded_year: 1919 })).toBe("1919");
    expect(foundedLabel({ founded_year: null })).toBe("N/A");
    expect(championshipsWon({ championships_won: 13 })).toBe(13);
    expect(championshipsWon({ championships_won: null })).toBe(0);
    expect(championshipsWon({})).toBe(0);
  });
});

describe("team header", () => {
  it("uses the abbreviation, else the first 3 letters of the name in capitals", () => {
    expect(headerAbbreviation({ name: "Chicago Bulls", abbreviation: "CHI" })).toBe("CHI");
    expect(headerAbbreviation({ name: "Chicago Bulls", abbreviation: null })).toBe("CHI");
    expect(headerAbbreviation({ name: "Oklahoma City Thunder" })).toBe("OKL");
  });
});

describe("records and eras", () => {
  it("writes W-L, or W-L-T when there were ties", () => {
    expect(recordLabel(72, 10)).toBe("72-10");
    expect(recordLabel(72, 10, 0)).toBe("72-10");
    expect(recordLabel(9, 6, 1)).toBe("9-6-1");
    expect(recordLabel(50, 22, 0, 10)).toBe("50-22-10");
  });
  it("writes a win percentage and a streak as fans do", () => {
    expect(winPercentageLabel(0.8781)).toBe(".878");
    expect(winPercentageLabel(1)).toBe("1.000");
    expect(winPercentageLabel(null)).toBe("N/A");
    expect(streakLabel(3, "win")).toBe("W3");
    expect(streakLabel(2, "L")).toBe("L2");
    expect(streakLabel(0, "W")).toBe("");
  });
  it("summarises an era", () => {
    expect(eraYearsLabel(1967, 2007)).toBe("1967–2007");
    expect(eraYearsLabel(2008, null)).toBe("2008–present");
    expect(eraYearsLabel(1999, 1999)).toBe("1999");
    expect(eraYearsLabel(null, null)).toBe("");
    expect(eraSummary({ name: "Seattle SuperSonics", city: "Seattle", first_season: 1967, last_season: 2007 })).toBe("Seattle SuperSonics, Seattle, 1967–2007");
  });
  it("names the points of each sport", () => {
    expect(scoringUnit("baseball")).toBe("Runs");
    expect(scoringUnit("hockey")).toBe("Goals");
    expect(scoringUnit("football")).toBe("Points");
    expect(scoringUnit("basketball")).toBe("Points");
  });
  it("previews the first 5 championships and counts the rest", () => {
    const years = [1, 2, 3, 4, 5, 6, 7];
    expect(preview(years, 5)).toEqual({ shown: [1, 2, 3, 4, 5], more: 2 });
    expect(preview([1, 2], 5)).toEqual({ shown: [1, 2], more: 0 });
    expect(moreChampionshipsLabel(8)).toBe("+8 more championships");
  });
});

describe("game result rule (spec §4)", () => {
  const home = { home_team: 1, away_team: 2 };
  it("shows W, L or T from the team's own score, with the score", () => {
    expect(gameResult({ ...home, status: "final", home_score: 35, away_score: 10 }, 1)).toEqual({ outcome: "W", label: "W 35-10" });
    expect(gameResult({ ...home, status: "final", home_score: 35, away_score: 10 }, 2)).toEqual({ outcome: "L", label: "L 10-35" });
    expect(gameResult({ ...home, status: "final", home_score: 17, away_score: 17 }, 2)).toEqual({ outcome: "T", label: "T 17-17" });
  });
  it("treats the earlier API's 'completed' like 'final'", () => {
    expect(isCompleted("completed")).toBe(true);
    expect(isCompleted("final")).toBe(true);
    expect(isCompleted("scheduled")).toBe(false);
    expect(gameResult({ ...home, status: "completed", home_score: 99, away_score: 101 }, 1).label).toBe("L 99-101");
  });
  it("shows 'Upcoming' for a scheduled game and any other status as is", () => {
    expect(gameResult({ ...home, status: "scheduled", home_score: null, away_score: null }, 1)).toEqual({ outcome: null, label: "Upcoming" });
    // A fixture of a day gone by, as the API words it (core/game-status.ts): never "Upcoming".
    expect(gameResult({ ...home, status: "no_result", home_score: null, away_score: null }, 1)).toEqual({ outcome: null, label: "Result not in our data" });
    expect(gameResult({ ...home, status: "postponed", home_score: null, away_score: null }, 1)).toEqual({ outcome: null, label: "postponed" });
    expect(gameResult({ ...home, status: "live", home_score: 3, away_score: 1 }, 1).label).toBe("live");
  });
  it("does not invent a result for a final game without scores", () => {
    expect(gameResult({ ...home, status: "final", home_score: null, away_score: 3 }, 1)).toEqual({ outcome: null, label: "Final" });
  });
});

describe("seasonsHeldLabel: the seasons we hold, counted, never claimed continuous", () => {
  const label = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
  it("one run is a range", () => {
    expect(seasonsHeldLabel([1960, 1961, 1962], String)).toBe("3 seasons (1960 to 1962)");
    expect(seasonsHeldLabel([2025], String)).toBe("1 season (2025)");
  });
  it("a few runs are listed with their gaps", () => {
    expect(seasonsHeldLabel([2025, 2001, 2002], String)).toBe("3 seasons: 2001 to 2002, 2025");
  });
  it("Duke: 11 seasons of title games between 1963-64 and 2014-15 are not a run from 1963-64", () => {
    const duke = [1963, 1977, 1985, 1989, 1990, 1991, 1993, 1998, 2000, 2009, 2014];
    expect(seasonsHeldLabel(duke, label)).toBe("11 seasons between 1963-64 and 2014-15, with gaps");
  });
  it("none held is not available", () => {
    expect(seasonsHeldLabel([], String)).toBe("N/A");
  });
});
