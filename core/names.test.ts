import { describe, expect, it } from "vitest";
import { foldText, nameKey, namesKeys, searchTerms, splitNames, splitSuffix, suffixOf, withSuffix } from "./names";

describe("nameKey", () => {
  it("gives two spellings of one name one key", () => {
    expect(nameKey("Tony La Russa")).toBe(nameKey("Tony LaRussa"));
    expect(nameKey("Luka Dončić")).toBe(nameKey("Luka Doncic"));
    expect(nameKey("Nikola Jokić")).toBe("nikolajokic");
    expect(nameKey("Shaquille O'Neal")).toBe(nameKey("Shaquille ONeal"));
    expect(nameKey("Shaquille O’Neal")).toBe(nameKey("shaquille o'neal"));
    expect(nameKey("J.J. Watt")).toBe(nameKey("JJ Watt"));
    expect(nameKey("Ha Ha Clinton-Dix")).toBe(nameKey("Ha Ha Clinton Dix"));
    expect(nameKey("  Red   Auerbach ")).toBe("redauerbach");
    expect(nameKey("Mats Sundin")).not.toBe(nameKey("Mats Sundström"));
  });

  it("folds letters NFKD leaves whole", () => {
    expect(nameKey("Nicklas Bäckström")).toBe("nicklasbackstrom");
    expect(nameKey("Jan Ølstad")).toBe("janolstad");
    expect(nameKey("Paweł Łukasz")).toBe("pawellukasz");
    expect(nameKey("Hans-Jürgen Groß")).toBe("hansjurgengross");
  });

  it("keeps a suffix: father and son differ", () => {
    expect(nameKey("Ken Griffey Jr.")).not.toBe(nameKey("Ken Griffey Sr."));
    expect(nameKey("Ken Griffey Jr.")).toBe(nameKey("Ken Griffey Jr"));
  });
});

describe("foldText", () => {
  it("lower-cases, takes accents off, drops apostrophes and periods, one space for the rest", () => {
    expect(foldText("Luka Dončić")).toBe("luka doncic");
    expect(foldText("St. Louis")).toBe("st louis");
    expect(foldText("D'Brickashaw  Ferguson")).toBe("dbrickashaw ferguson");
    expect(foldText("--")).toBe("");
  });
});

describe("searchTerms", () => {
  it("is the folded query, and its key when that differs", () => {
    expect(searchTerms("doncic")).toEqual(["doncic"]);
    expect(searchTerms("Jokić")).toEqual(["jokic"]);
    expect(searchTerms("la russa")).toEqual(["la russa", "larussa"]);
  });
});

describe("splitSuffix", () => {
  it("takes a generational suffix apart, however it is written", () => {
    expect(splitSuffix("Ken Griffey Jr.")).toEqual({ name: "Ken Griffey", suffix: "Jr." });
    expect(splitSuffix("Ken Griffey Sr")).toEqual({ name: "Ken Griffey", suffix: "Sr." });
    expect(splitSuffix("Gary Payton II")).toEqual({ name: "Gary Payton", suffix: "II" });
    expect(splitSuffix("Robert Griffin III")).toEqual({ name: "Robert Griffin", suffix: "III" });
    expect(splitSuffix("Davis Love IV")).toEqual({ name: "Davis Love", suffix: "IV" });
    expect(splitSuffix("Smith, Jr.")).toEqual({ name: "Smith", suffix: "Jr." });
    expect(splitSuffix("Frederick Vincent (Jr.)")).toEqual({ name: "Frederick Vincent", suffix: "Jr." });
  });

  it("leaves names without one alone", () => {
    expect(splitSuffix("Nikola Jokić")).toEqual({ name: "Nikola Jokić", suffix: null });
    expect(splitSuffix("Jr.")).toEqual({ name: "Jr.", suffix: null });
    expect(splitSuffix("Malcolm V")).toEqual({ name: "Malcolm V", suffix: null });
    expect(splitSuffix("Teddy Bear (Wasp)")).toEqual({ name: "Teddy Bear (Wasp)", suffix: null });
    expect(splitSuffix("Bill Ivy")).toEqual({ name: "Bill Ivy", suffix: null });
  });

  it("reads suffixes as we write them", () => {
    expect(suffixOf("JR.")).toBe("Jr.");
    expect(suffixOf("(iii)")).toBe("III");
    expect(suffixOf("Esq.")).toBeNull();
    expect(withSuffix("Ken Griffey", "Jr.")).toBe("Ken Griffey Jr.");
    expect(withSuffix("Ken Griffey", null)).toBe("Ken Griffey");
  });
});

describe("splitNames and namesKeys", () => {
  it("reads co-coaches named together, and keeps a suffix with its name", () => {
    expect(splitNames("Hunk Anderson and Luke Johnsos")).toEqual(["Hunk Anderson", "Luke Johnsos"]);
    expect(splitNames("A & B")).toEqual(["A", "B"]);
    expect(splitNames("Jim Mora, Jr.")).toEqual(["Jim Mora, Jr."]);
    expect(namesKeys("Tony La Russa")).toBe("tonylarussa");
    expect(namesKeys("Hunk Anderson and Luke Johnsos")).toBe("hunkanderson lukejohnsos");
  });
});
