// The seed's generational suffixes (db/seed/core/name-suffixes.csv): one per person, in our form, each with
// a reference; and every Lahman person it names exists, with a namesake whose suffix tells them apart.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readCsv } from "../../../db/csv";
import { readSeed } from "../../../db/load/seed";

const dir = process.env.SPORTS_DATA_DIR;

describe("name suffixes in the seed", () => {
  it("name each person once, with a suffix in our form and a reference", async () => {
    const { nameSuffixes } = await readSeed();
    expect(nameSuffixes.length).toBeGreaterThan(20);
    const keys = nameSuffixes.map((entry) => entry.personKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of nameSuffixes) {
      expect(["Jr.", "Sr.", "II", "III", "IV", "V"]).toContain(entry.suffix);
      expect(entry.source, entry.personKey).toMatch(/^https:\/\//);
    }
    const griffey = nameSuffixes.filter((entry) => entry.personKey.startsWith("lahman:griffke0"));
    expect(griffey.map((entry) => [entry.personKey, entry.suffix])).toEqual([
      ["lahman:griffke01", "Sr."],
      ["lahman:griffke02", "Jr."],
    ]);
  });

  it.skipIf(!dir)("name Lahman people who exist (needs SPORTS_DATA_DIR)", async () => {
    const people = new Map((await readCsv(join(dir ?? "", "lahman", "People.csv"))).map((row) => [row.values.playerID, row.values]));
    for (const entry of (await readSeed()).nameSuffixes.filter((e) => e.personKey.startsWith("lahman:"))) {
      const person = people.get(entry.personKey.slice("lahman:".length));
      expect(person, entry.personKey).toBeDefined();
    }
  });
});
