// The scores' calendar rules: Eastern days and times, Monday-to-Sunday weeks (football's Tuesday to Monday), season week numbers and the date-range rules.
import { describe, expect, it } from "vitest";
import {
  addDays,
  easternClock,
  easternDate,
  endAfterStartChange,
  isIsoCalendarDate,
  MAX_RANGE_DAYS,
  normalizeRange,
  seasonOfDate,
  seasonWeekNumber,
  weekOf,
} from "../../../core/game-dates";
import { retryDelay } from "../../../core/retry";

describe("Eastern days and times", () => {
  it("takes the day in America/New_York, not UTC", () => {
    // 00:30 UTC on Jan 15 is 7:30 PM on Jan 14 in New York (EST, UTC-5).
    expect(easternDate(new Date("2025-01-15T00:30:00Z"))).toBe("2025-01-14");
    expect(easternClock(new Date("2025-01-15T00:30:00Z"))).toBe("19:30");
    // In summer New York is UTC-4.
    expect(easternDate(new Date("2024-07-04T03:59:00Z"))).toBe("2024-07-03");
    expect(easternDate(new Date("2024-07-04T04:00:00Z"))).toBe("2024-07-04");
    expect(easternClock(new Date("2024-07-04T17:05:00Z"))).toBe("13:05");
  });

  it("accepts only real calendar dates", () => {
    expect(isIsoCalendarDate("2024-02-29")).toBe(true);
    expect(isIsoCalendarDate("2023-02-29")).toBe(false);
    expect(isIsoCalendarDate("2023-13-01")).toBe(false);
    expect(isIsoCalendarDate("2023-1-01")).toBe(false);
    expect(isIsoCalendarDate("")).toBe(false);
    expect(isIsoCalendarDate(null)).toBe(false);
  });
});

describe("Monday-to-Sunday weeks", () => {
  it("puts every day of a week in the same Monday-to-Sunday range", () => {
    // 2024-10-14 is a Monday, 2024-10-20 a Sunday.
    for (let day = 0; day < 7; day++) {
      expect(weekOf(addDays("2024-10-14", day))).toEqual({ start: "2024-10-14", end: "2024-10-20" });
    }
    expect(weekOf("2024-10-21")).toEqual({ start: "2024-10-21", end: "2024-10-27" });
    // Across a year end: Wednesday 2025-01-01 is in the week of Monday 2024-12-30.
    expect(weekOf("2025-01-01")).toEqual({ start: "2024-12-30", end: "2025-01-05" });
  });

  it("numbers a season's weeks from the week of its first game", () => {
    // A Monday-to-Sunday sport: the week of Thursday 2024-09-05 runs 2024-09-02..08.
    expect(seasonWeekNumber("2024-09-05", "2024-09-05")).toBe(1);
    expect(seasonWeekNumber("2024-09-08", "2024-09-05")).toBe(1);
    expect(seasonWeekNumber("2024-09-09", "2024-09-05")).toBe(2);
  });
});

describe("football's Tuesday-to-Monday weeks: Monday night is in its week", () => {
  it("puts the 2024 NFL Week 7 from Thursday night to its two Monday night games in one week", () => {
    // Week 7: Broncos at Saints on Thursday 2024-10-17 to Ravens at Buccaneers on Monday 2024-10-21.
    for (let day = 0; day < 7; day++) expect(weekOf(addDays("2024-10-15", day), "football")).toEqual({ start: "2024-10-15", end: "2024-10-21" });
    expect(weekOf("2024-10-21", "football")).toEqual({ start: "2024-10-15", end: "2024-10-21" });
    expect(weekOf("2024-10-22", "football")).toEqual({ start: "2024-10-22", end: "2024-10-28" });
    // Every other sport keeps Monday to Sunday.
    expect(weekOf("2024-10-21", "basketball")).toEqual({ start: "2024-10-21", end: "2024-10-27" });
  });

  it("numbers the NFL's weeks as the league does: a Monday night game is in the week of the Sunday before", () => {
    // The 2024 NFL season opened on Thursday 2024-09-05; Jets at 49ers on Monday 2024-09-09 closed Week 1.
    expect(seasonWeekNumber("2024-09-05", "2024-09-05", "football")).toBe(1);
    expect(seasonWeekNumber("2024-09-09", "2024-09-05", "football")).toBe(1);
    expect(seasonWeekNumber("2024-09-12", "2024-09-05", "football")).toBe(2);
    expect(seasonWeekNumber("2024-10-21", "2024-09-05", "football")).toBe(7);
    expect(seasonWeekNumber("2025-01-05", "2024-09-05", "football")).toBe(18);
  });

  it("gives a game date's season: baseball by its year, the others from August", () => {
    expect(seasonOfDate("2024-03-28", "baseball")).toBe(2024);
    expect(seasonOfDate("2025-01-12", "football")).toBe(2024);
    expect(seasonOfDate("2024-09-05", "football")).toBe(2024);
    expect(seasonOfDate("2025-06-10", "basketball")).toBe(2024);
    expect(seasonOfDate("2024-10-22", "hockey")).toBe(2024);
  });
});

describe("date ranges", () => {
  const today = "2024-10-16";

  it("starts today when the start is missing, cleared or not a date", () => {
    expect(normalizeRange({}, today)).toEqual({ start: today, end: today, corrected: false });
    expect(normalizeRange({ start: "" }, today)).toEqual({ start: today, end: today, corrected: false });
    expect(normalizeRange({ start: "2024-02-30" }, today)).toEqual({ start: today, end: today, corrected: false });
  });

  it("ends on the start when the end is missing", () => {
    expect(normalizeRange({ start: "2024-04-01" }, today)).toEqual({ start: "2024-04-01", end: "2024-04-01", corrected: false });
  });

  it("moves an end before the start to the start, and says so", () => {
    expect(normalizeRange({ start: "2024-04-10", end: "2024-04-01" }, today)).toEqual({ start: "2024-04-10", end: "2024-04-10", corrected: true });
  });

  it("cuts a range to 31 days", () => {
    expect(MAX_RANGE_DAYS).toBe(31);
    expect(normalizeRange({ start: "2024-01-01", end: "2024-01-31" }, today)).toEqual({ start: "2024-01-01", end: "2024-01-31", corrected: false });
    expect(normalizeRange({ start: "2024-01-01", end: "2024-12-31" }, today)).toEqual({ start: "2024-01-01", end: "2024-01-31", corrected: true });
  });

  it("moves the end with a new start when both were equal, else keeps it unless it would precede the start", () => {
    expect(endAfterStartChange({ start: "2024-04-01", end: "2024-04-01" }, "2024-04-05")).toBe("2024-04-05");
    expect(endAfterStartChange({ start: "2024-04-01", end: "2024-04-07" }, "2024-04-03")).toBe("2024-04-07");
    expect(endAfterStartChange({ start: "2024-04-01", end: "2024-04-07" }, "2024-04-09")).toBe("2024-04-09");
  });
});

describe("the background retry rule", () => {
  it("doubles from 1 s and stops at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
