// Tests for the nba-coaches-by-season-bbref-1950-2021 importer: head coaches by team-season, one identity per coach.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/nba-coaches-by-season-bbref-1950-2021";

const SOURCE = "nba-coaches-by-season-bbref-1950-2021";
const KNOWN = "nba-coaches-coaching-survival";
const fixtures = fileURLToPath(new URL(`../../fixtures/${SOURCE}/`, import.meta.url));
const at = (line: number) => ({ source: SOURCE, file: "coaches_by_season.csv", line });
const stint = { league: "nba", title: "Head Coach", isHeadCoach: true };

describe(`${SOURCE} importer on fixtures`, () => {
  it("keeps the identity the other NBA coaching dataset gives, by full name or by team-season and surname", async () => {
    const out = await collectImport(importer, `${fixtures}valid/${SOURCE}`);
    expect(out.unmatched).toEqual([]);
    expect(out.coachStints).toEqual([
      { ...at(2), ...stint, personKey: `${KNOWN}:kerrst01c`, season: 2020, team: "golden-state-warriors" },
      // "Michael Malone" is that dataset's "Mike Malone": the 2015-16 Nuggets' "M. Malone".
      { ...at(3), ...stint, personKey: `${KNOWN}:malonmi99c`, season: 2020, team: "denver-nuggets" },
      { ...at(4), ...stint, personKey: `${KNOWN}:malonmi99c`, season: 2015, team: "denver-nuggets" },
      { ...at(5), ...stint, personKey: `${SOURCE}:clairbee`, season: 1952, team: "baltimore-bullets" },
      { ...at(6), ...stint, personKey: `${SOURCE}:stevenash`, season: 2020, team: "brooklyn-nets" },
    ]);
    // Only coaches the other dataset does not know are new people.
    expect(out.people).toEqual([
      { ...at(5), key: `${SOURCE}:clairbee`, firstName: "Clair", lastName: "Bee", suffix: null },
      { ...at(6), key: `${SOURCE}:stevenash`, firstName: "Steve", lastName: "Nash", suffix: null },
    ]);
  });

  it("rejects a bad season naming the column and value", async () => {
    await expect(collectImport(importer, `${fixtures}bad-season/${SOURCE}`)).rejects.toThrow(
      `${SOURCE}/coaches_by_season.csv:3: bad season 'twenty' in column seas`,
    );
  });

  it("reports an unknown team code as unmatched", async () => {
    const out = await collectImport(importer, `${fixtures}unknown-team/${SOURCE}`);
    expect(out.unmatched).toEqual([{ ...at(5), league: "nba", code: "BLX", season: 1952 }]);
    expect(out.coachStints).toHaveLength(4);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)(`${SOURCE} importer on the real dataset (needs SPORTS_DATA_DIR)`, () => {
  it("imports every row with no unmatched team, Steve Kerr's 2020-21 season under his one identity", async () => {
    const out = await collectImport(importer, `${dir}/${SOURCE}`);
    expect(out.unmatched).toEqual([]);
    expect(out.coachStints).toHaveLength(1_777);
    expect(out.coachStints.filter((s) => s.personKey === `${KNOWN}:kerrst01c`).map((s) => s.season)).toContain(2020);
    expect(out.people.length).toBeLessThan(30);
  });
});
