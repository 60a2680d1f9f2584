import { describe, expect, it } from "vitest";
import { yearsOfExperience, yearsPro } from "./experience";

describe("years of experience", () => {
  it("counts a coach's distinct seasons", () => {
    expect(yearsOfExperience([1990, 1990, 1991, 1995])).toBe(3);
    expect(yearsOfExperience([])).toBe(0);
  });
  it("gives a player's seasons played, else the span from first season or draft to last", () => {
    expect(yearsPro({ seasonsPlayed: 15, firstSeason: 1984, lastSeason: 2002, draftYear: 1984 })).toBe(15);
    expect(yearsPro({ seasonsPlayed: 0, firstSeason: null, lastSeason: 2022, draftYear: 2000 })).toBe(23);
    expect(yearsPro({ seasonsPlayed: 0, firstSeason: null, lastSeason: null, draftYear: 2000 })).toBeNull();
  });
});
