// Unit tests of the age rule: the living, the dead, and those the data cannot tell about.
import { describe, expect, it } from "vitest";
import { personAge, yearsBetween } from "./age";

const now = new Date("2025-06-01T00:00:00Z");
const living = { deathDate: null, deathsRecorded: true, isActive: false, deathsRecordedUntil: "2023-11-03" };

describe("personAge", () => {
  it("ages the living to today, counting this year's birthday only once reached", () => {
    expect(personAge({ ...living, birthDate: "1965-09-27" }, now)).toEqual({ age: 59, ageAtDeath: null });
    expect(personAge({ ...living, birthDate: "1965-06-01" }, now).age).toBe(60);
    expect(personAge({ ...living, birthDate: "1965-06-02" }, now).age).toBe(59);
  });

  it("gives the dead their age at death and no age today", () => {
    expect(personAge({ ...living, birthDate: "1895-02-06", deathDate: "1948-08-16" }, now)).toEqual({ age: null, ageAtDeath: 53 });
  });

  it("gives no age when the source does not record deaths, unless the person is active", () => {
    const unknown = { birthDate: "1924-06-18", deathDate: null, deathsRecorded: false, isActive: false, deathsRecordedUntil: null };
    expect(personAge(unknown, now)).toEqual({ age: null, ageAtDeath: null });
    expect(personAge({ ...unknown, birthDate: "1984-12-30", isActive: true }, now).age).toBe(40);
  });

  it("gives no age when the source stopped recording deaths long ago (the hockey databank, 2018)", () => {
    expect(personAge({ ...living, birthDate: "1940-01-01", deathsRecordedUntil: "2018-06-09" }, new Date("2026-11-28T00:00:00Z")).age).toBeNull();
  });

  it("never gives an age no living person reaches (an unrecorded death)", () => {
    expect(personAge({ ...living, birthDate: "1846-01-01" }, now)).toEqual({ age: null, ageAtDeath: null });
    expect(personAge({ ...living, birthDate: "1915-06-01" }, now).age).toBe(110);
  });

  it("gives nothing without a birth date", () => {
    expect(personAge({ ...living, birthDate: null, deathDate: "1990-01-01" }, now)).toEqual({ age: null, ageAtDeath: null });
  });

  it("counts whole years between dates", () => {
    expect(yearsBetween("2000-02-29", "2001-02-28")).toBe(0);
    expect(yearsBetween("2000-02-29", "2001-03-01")).toBe(1);
  });
});
