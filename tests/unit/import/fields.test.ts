// Tests for db/import/fields.ts: the date, number and name parsing shared by the dataset importers.
import { describe, expect, it } from "vitest";
import {
  isCalendarDate,
  isIsoDate,
  isoDateFromParts,
  parseCount,
  parseInteger,
  parseIsoDate,
  parseNumber,
  splitName,
  splitNameAfterFirstWord,
} from "../../../db/import/fields";

describe("isCalendarDate", () => {
  it("accepts real days, leap days included", () => {
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
    expect(isCalendarDate(1867, 7, 1)).toBe(true);
    expect(isCalendarDate(2023, 12, 31)).toBe(true);
    expect(isCalendarDate(2023, 1, 1)).toBe(true);
  });

  it("refuses days a month does not have and months a year does not have", () => {
    expect(isCalendarDate(2023, 2, 29)).toBe(false);
    expect(isCalendarDate(1900, 2, 29)).toBe(false);
    expect(isCalendarDate(2023, 4, 31)).toBe(false);
    expect(isCalendarDate(2023, 1, 32)).toBe(false);
    expect(isCalendarDate(2023, 1, 0)).toBe(false);
    expect(isCalendarDate(2023, 0, 15)).toBe(false);
    expect(isCalendarDate(2023, 13, 1)).toBe(false);
  });

  it("reads the years 0-99 as themselves, not as 1900-1999", () => {
    // Year 0 is a leap year, 1900 is not.
    expect(isCalendarDate(0, 2, 29)).toBe(true);
    expect(isCalendarDate(50, 1, 1)).toBe(true);
    expect(isCalendarDate(99, 2, 29)).toBe(false);
  });

  it("refuses parts that are not integers", () => {
    expect(isCalendarDate(2023, 1.5, 1)).toBe(false);
    expect(isCalendarDate(Number.NaN, 1, 1)).toBe(false);
    expect(isCalendarDate(2023, 1, Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe("isIsoDate and parseIsoDate", () => {
  it("accept a real day written YYYY-MM-DD", () => {
    for (const value of ["2024-02-29", "1946-11-01", "0000-02-29", "9999-12-31"]) {
      expect(isIsoDate(value), value).toBe(true);
      expect(parseIsoDate(value), value).toBe(value);
    }
  });

  it("refuse other days and other spellings", () => {
    for (const value of [
      "",
      "2023-02-29",
      "2024-04-31",
      "2024-13-01",
      "2024-00-10",
      "2024-01-00",
      "2024-2-29",
      "24-02-29",
      "2024/02/29",
      "20240229",
      " 2024-02-29",
      "2024-02-29 ",
      "2024-02-29T00:00",
      "+002024-02-29",
      "NA",
    ]) {
      expect(isIsoDate(value), value).toBe(false);
      expect(parseIsoDate(value), value).toBeNull();
    }
  });
});

describe("isoDateFromParts", () => {
  it("writes YYYY-MM-DD with zero padding", () => {
    expect(isoDateFromParts(1867, 7, 1)).toBe("1867-07-01");
    expect(isoDateFromParts(2024, 12, 31)).toBe("2024-12-31");
    expect(isoDateFromParts(999, 1, 2)).toBe("0999-01-02");
    expect(isoDateFromParts(2024, 2, 29)).toBe("2024-02-29");
  });

  it("is null for no real day or a year outside 0-9999", () => {
    expect(isoDateFromParts(2023, 2, 29)).toBeNull();
    expect(isoDateFromParts(2023, 0, 1)).toBeNull();
    expect(isoDateFromParts(2023, 6, 31)).toBeNull();
    expect(isoDateFromParts(2023, 100, 1)).toBeNull();
    expect(isoDateFromParts(10000, 1, 1)).toBeNull();
    expect(isoDateFromParts(-5, 1, 1)).toBeNull();
  });
});

describe("parseCount", () => {
  it("reads plain digits", () => {
    expect(parseCount("0")).toBe(0);
    expect(parseCount("42")).toBe(42);
    expect(parseCount("007")).toBe(7);
    expect(parseCount("803436")).toBe(803436);
  });

  it("is null for blanks, NA, decimals, signs and spaces", () => {
    for (const value of ["", " ", "NA", "14.0", "14.5", "-3", "-0", "+3", " 4", "4 ", "1,000", "1e3", "0x1F", "abc"]) {
      expect(parseCount(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe("parseInteger", () => {
  it("reads digits with an optional leading minus", () => {
    expect(parseInteger("0")).toBe(0);
    expect(parseInteger("12")).toBe(12);
    expect(parseInteger("-3")).toBe(-3);
    expect(parseInteger("-1")).toBe(-1);
    expect(parseInteger("007")).toBe(7);
  });

  it("is null for blanks, NA, decimals, a plus sign and spaces", () => {
    for (const value of ["", " ", "NA", "-", "1.0", "14.5", "+3", " 4", "4 ", "--1", "1e3"]) {
      expect(parseInteger(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe("parseNumber", () => {
  it("reads what Number() reads", () => {
    expect(parseNumber("14.0")).toBe(14);
    expect(parseNumber("2.41")).toBe(2.41);
    expect(parseNumber("-2.5")).toBe(-2.5);
    expect(parseNumber("+3")).toBe(3);
    expect(parseNumber("1e3")).toBe(1000);
    expect(parseNumber("0x1F")).toBe(31);
    expect(parseNumber(" 7 ")).toBe(7);
    expect(parseNumber(".5")).toBe(0.5);
  });

  it("reads a blank as 0, as Number() does", () => {
    expect(parseNumber("")).toBe(0);
    expect(parseNumber("  ")).toBe(0);
  });

  it("is null for what is not a finite number", () => {
    for (const value of ["NA", "abc", "1,000", "14.0.1", "Infinity", "-Infinity", "NaN", "1e400"]) {
      expect(parseNumber(value), value).toBeNull();
    }
  });
});

describe("splitName", () => {
  it("keeps particles with the last name and takes the suffix apart", () => {
    expect(splitName("Gary Payton II")).toEqual({ firstName: "Gary", lastName: "Payton", suffix: "II" });
    expect(splitName("Nick Van Exel")).toEqual({ firstName: "Nick", lastName: "Van Exel", suffix: null });
    expect(splitName("Jose de la Cruz")).toEqual({ firstName: "Jose", lastName: "de la Cruz", suffix: null });
    expect(splitName("Odell Beckham Jr.")).toEqual({ firstName: "Odell", lastName: "Beckham", suffix: "Jr." });
    expect(splitName("Tim Hardaway Jr")).toEqual({ firstName: "Tim", lastName: "Hardaway", suffix: "Jr." });
  });

  it("gives every word but the last to the first name", () => {
    expect(splitName("Jo Jo White")).toEqual({ firstName: "Jo Jo", lastName: "White", suffix: null });
    expect(splitName("Mary Ann Smith")).toEqual({ firstName: "Mary Ann", lastName: "Smith", suffix: null });
  });

  it("keeps the first word as the first name even when it looks like a particle", () => {
    expect(splitName("De Smet")).toEqual({ firstName: "De", lastName: "Smet", suffix: null });
    expect(splitName("Van de Velde")).toEqual({ firstName: "Van", lastName: "de Velde", suffix: null });
  });

  it("makes a one-word name all last name and folds white space", () => {
    expect(splitName("Nenê")).toEqual({ firstName: "", lastName: "Nenê", suffix: null });
    expect(splitName("Jr.")).toEqual({ firstName: "", lastName: "Jr.", suffix: null });
    expect(splitName("  Gary \t Payton   II ")).toEqual({ firstName: "Gary", lastName: "Payton", suffix: "II" });
    expect(splitName("")).toEqual({ firstName: "", lastName: "", suffix: null });
  });
});

describe("splitNameAfterFirstWord", () => {
  it("gives the first word to the first name and the rest to the last name", () => {
    expect(splitNameAfterFirstWord("Ha Ha Clinton-Dix")).toEqual({ firstName: "Ha", lastName: "Ha Clinton-Dix", suffix: null });
    expect(splitNameAfterFirstWord("Mary Ann Smith")).toEqual({ firstName: "Mary", lastName: "Ann Smith", suffix: null });
    expect(splitNameAfterFirstWord("Odell Beckham Jr.")).toEqual({ firstName: "Odell", lastName: "Beckham", suffix: "Jr." });
  });

  it("makes a one-word name all last name and folds white space", () => {
    expect(splitNameAfterFirstWord("Nenê")).toEqual({ firstName: "", lastName: "Nenê", suffix: null });
    expect(splitNameAfterFirstWord(" Tom\t Brady  ")).toEqual({ firstName: "Tom", lastName: "Brady", suffix: null });
    expect(splitNameAfterFirstWord("")).toEqual({ firstName: "", lastName: "", suffix: null });
    expect(splitNameAfterFirstWord("   ")).toEqual({ firstName: "", lastName: "", suffix: null });
  });
});
