// The season rules of core/seasons.ts: default season, season lists, parsing, labels and title years.
import { describe, expect, it } from "vitest";
import { availableSeasons, defaultSeason, parseSeason, pickerSeasons, SEASON_FLOOR, seasonLabel, seasonSpansTwoYears, spanningLabel } from "../../core/seasons";

const JULY_31 = new Date(2024, 6, 31);
const AUGUST_1 = new Date(2024, 7, 1);

describe("defaultSeason", () => {
  it("is the previous year until July 31 and the current year from August 1", () => {
    expect(defaultSeason(JULY_31)).toBe(2023);
    expect(defaultSeason(new Date(2024, 6, 31, 23, 59, 59))).toBe(2023);
    expect(defaultSeason(AUGUST_1)).toBe(2024);
    expect(defaultSeason(new Date(2024, 0, 1))).toBe(2023);
    expect(defaultSeason(new Date(2024, 11, 31))).toBe(2024);
  });
});

describe("availableSeasons", () => {
  it("runs from the default season + 1 down to 1920", () => {
    const july = availableSeasons(JULY_31);
    expect(july[0]).toBe(2024);
    expect(july[july.length - 1]).toBe(1920);
    expect(july.length).toBe(2024 - 1920 + 1);

    const august = availableSeasons(AUGUST_1);
    expect(august[0]).toBe(2025);
    expect(august[august.length - 1]).toBe(1920);
    expect(august.length).toBe(2025 - 1920 + 1);
    expect(SEASON_FLOOR).toBe(1920);
  });

  it("is newest first without gaps", () => {
    const seasons = availableSeasons(AUGUST_1);
    for (let i = 1; i < seasons.length; i++) expect(seasons[i]).toBe(seasons[i - 1] - 1);
  });
});

describe("pickerSeasons", () => {
  it("lists the 20 most recent", () => {
    const seasons = pickerSeasons(AUGUST_1);
    expect(seasons.length).toBe(20);
    expect(seasons[0]).toBe(2025);
    expect(seasons[19]).toBe(2006);
    expect(pickerSeasons(JULY_31)[0]).toBe(2024);
    expect(pickerSeasons(JULY_31)[19]).toBe(2005);
  });
});

describe("parseSeason", () => {
  it("accepts the offered seasons", () => {
    expect(parseSeason("1920", AUGUST_1)).toBe(1920);
    expect(parseSeason("2000", AUGUST_1)).toBe(2000);
    expect(parseSeason("2025", AUGUST_1)).toBe(2025);
    expect(parseSeason("2024", JULY_31)).toBe(2024);
  });

  it("rejects seasons outside the range and anything not four digits", () => {
    expect(parseSeason("1919", AUGUST_1)).toBeNull();
    expect(parseSeason("2026", AUGUST_1)).toBeNull();
    expect(parseSeason("2025", JULY_31)).toBeNull();
    for (const value of ["abc", "2024x", " 2024", "2024 ", "+2024", "20240", "202", "", "2024.0", "２０２４"]) {
      expect(parseSeason(value, AUGUST_1), JSON.stringify(value)).toBeNull();
    }
    expect(parseSeason(null, AUGUST_1)).toBeNull();
    expect(parseSeason(undefined, AUGUST_1)).toBeNull();
  });
});

describe("seasonLabel", () => {
  it("spans two years in basketball and hockey", () => {
    expect(seasonLabel(2023, "basketball")).toBe("2023-24");
    expect(seasonLabel(2023, "hockey")).toBe("2023-24");
    expect(seasonLabel(1999, "basketball")).toBe("1999-00");
    expect(seasonLabel(2009, "hockey")).toBe("2009-10");
    expect(spanningLabel(1920)).toBe("1920-21");
  });

  it("is the start year in football and baseball", () => {
    expect(seasonLabel(2023, "football")).toBe("2023");
    expect(seasonLabel(2023, "baseball")).toBe("2023");
    expect(seasonLabel(1999, "football")).toBe("1999");
  });

  it("spans on the hub (no sport)", () => {
    expect(seasonLabel(2023, null)).toBe("2023-24");
    expect(seasonLabel(2023, undefined)).toBe("2023-24");
    expect(seasonSpansTwoYears(null)).toBe(true);
    expect(seasonSpansTwoYears("football")).toBe(false);
    expect(seasonSpansTwoYears("baseball")).toBe(false);
    expect(seasonSpansTwoYears("hockey")).toBe(true);
  });
});
