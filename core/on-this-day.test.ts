import { describe, expect, it } from "vitest";
import { clampMonthDay, monthDayLabel, monthDaySlug, parseMonthDay, shiftMonthDay, todayMonthDay } from "./on-this-day";

describe("on this day's calendar", () => {
  it("reads MM-DD days of a leap year and refuses anything else", () => {
    expect(parseMonthDay("02-05")).toEqual({ month: 2, day: 5 });
    expect(parseMonthDay("02-29")).toEqual({ month: 2, day: 29 });
    expect(parseMonthDay("12-31")).toEqual({ month: 12, day: 31 });
    for (const bad of ["13-45", "00-10", "02-30", "04-31", "2-5", "abc", "02-5", "02-05x", ""]) expect(parseMonthDay(bad), bad).toBeNull();
  });

  it("names and spells a day", () => {
    expect(monthDayLabel({ month: 2, day: 5 })).toBe("February 5");
    expect(monthDaySlug({ month: 8, day: 16 })).toBe("08-16");
  });

  it("steps through February 29 and round the year", () => {
    expect(shiftMonthDay({ month: 2, day: 28 }, 1)).toEqual({ month: 2, day: 29 });
    expect(shiftMonthDay({ month: 2, day: 29 }, 1)).toEqual({ month: 3, day: 1 });
    expect(shiftMonthDay({ month: 3, day: 1 }, -1)).toEqual({ month: 2, day: 29 });
    expect(shiftMonthDay({ month: 12, day: 31 }, 1)).toEqual({ month: 1, day: 1 });
    expect(shiftMonthDay({ month: 1, day: 1 }, -1)).toEqual({ month: 12, day: 31 });
    expect(shiftMonthDay({ month: 4, day: 30 }, 1)).toEqual({ month: 5, day: 1 });
  });

  it("keeps a picked day within its month", () => {
    expect(clampMonthDay(2, 31)).toEqual({ month: 2, day: 29 });
    expect(clampMonthDay(4, 31)).toEqual({ month: 4, day: 30 });
    expect(clampMonthDay(13, 1)).toBeNull();
    expect(clampMonthDay(1, 0)).toBeNull();
  });

  it("today is the day in America/New_York, not in UTC", () => {
    // 03:30 UTC on March 1, 2025 is 22:30 on February 28 in New York (EST); in summer EDT is UTC-4.
    expect(todayMonthDay(new Date("2025-03-01T03:30:00Z"))).toEqual({ month: 2, day: 28 });
    expect(todayMonthDay(new Date("2024-03-01T04:59:00Z"))).toEqual({ month: 2, day: 29 });
    expect(todayMonthDay(new Date("2025-07-05T03:59:00Z"))).toEqual({ month: 7, day: 4 });
    expect(todayMonthDay(new Date("2025-07-05T04:00:00Z"))).toEqual({ month: 7, day: 5 });
  });
});
