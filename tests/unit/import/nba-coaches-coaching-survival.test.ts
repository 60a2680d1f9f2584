// Tests for the nba-coaches-coaching-survival importer: coaches and their head-coaching seasons.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/nba-coaches-coaching-survival";

const fixtures = fileURLToPath(new URL("../../fixtures/nba-coaches-coaching-survival/", import.meta.url));
const SOURCE = "nba-coaches-coaching-survival";
const at = (file: string, line: number) => ({ source: SOURCE, file, line });

describe("nba-coaches-coaching-survival importer on fixtures", () => {
  it("emits coaches and head-coach stints, skipping ABA seasons", async () => {
    const out = await collectImport(importer, `${fixtures}valid`);
    expect(out.people).toEqual([
      {
        ...at("nba_coaches.csv", 2),
        key: `${SOURCE}:jacksph01c`,
        firstName: "Phil",
        lastName: "Jackson",
        suffix: null,
        birthDate: "1945-09-17",
        deathDate: null,
        deathsRecorded: true,
      },
      {
        ...at("nba_coaches.csv", 3),
        key: `${SOURCE}:kerrst01c`,
        firstName: "Steve",
        lastName: "Kerr",
        suffix: null,
        birthDate: "1965-09-27",
        deathDate: null,
        deathsRecorded: true,
      },
    ]);
    expect(out.coachStints).toEqual([
      {
        ...at("nba_coach_seasons.csv", 2),
        personKey: `${SOURCE}:jacksph01c`,
        league: "nba",
        season: 1997,
        team: "chicago-bulls",
        title: "Head Coach",
        isHeadCoach: true,
        wins: 62,
        losses: 20,
        seasonOrder: 1,
      },
      {
        ...at("nba_coach_seasons.csv", 3),
        personKey: `${SOURCE}:kerrst01c`,
        league: "nba",
        season: 2015,
        team: "golden-state-warriors",
        title: "Head Coach",
        isHeadCoach: true,
        wins: 73,
        losses: 9,
        seasonOrder: 1,
      },
    ]);
    expect(out.skipped).toEqual([
      { ...at("nba_coaches.csv", 4), reason: "coach with ABA seasons only" },
      { ...at("nba_coach_seasons.csv", 4), reason: "ABA season (the ABA is not covered)" },
    ]);
    expect(out.unmatched).toEqual([]);
  });

  it("rejects a row with a wrong column count", async () => {
    await expect(collectImport(importer, `${fixtures}bad-columns`)).rejects.toThrow("nba_coach_seasons.csv:3: expected 13 columns, found 14");
  });

  it("rejects a bad date naming the column and value", async () => {
    await expect(collectImport(importer, `${fixtures}bad-date`)).rejects.toThrow(`${SOURCE}/nba_coaches.csv:2: bad date '1945-9-17' in column dob`);
  });

  it("rejects non-numeric wins", async () => {
    await expect(collectImport(importer, `${fixtures}bad-wins`)).rejects.toThrow(`${SOURCE}/nba_coach_seasons.csv:2: bad wins 'sixty' in column coach.wins`);
  });

  it("reports an unknown team code as unmatched", async () => {
    const out = await collectImport(importer, `${fixtures}unknown-team`);
    expect(out.unmatched).toEqual([{ ...at("nba_coach_seasons.csv", 3), league: "nba", code: "GSX", season: 2015 }]);
    expect(out.coachStints).toHaveLength(1);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)("nba-coaches-coaching-survival importer on the real dataset (needs SPORTS_DATA_DIR)", () => {
  it("imports every NBA coaching season with no unmatched team", async () => {
    const out = await collectImport(importer, `${dir}/${SOURCE}`);
    expect(out.unmatched).toEqual([]);
    // 1,777 rows = 1,734 NBA stints + 43 ABA-season rows; 312 coaches, 10 of them ABA-only.
    expect(out.coachStints).toHaveLength(1_734);
    expect(out.people).toHaveLength(302);
    const jackson = out.coachStints.find((s) => s.season === 1997 && s.team === "chicago-bulls");
    expect(jackson).toMatchObject({ personKey: `${SOURCE}:jacksph01c`, wins: 62, losses: 20 });
    const kerr = out.coachStints.find((s) => s.season === 2015 && s.team === "golden-state-warriors");
    expect(kerr).toMatchObject({ wins: 73, losses: 9 });
  });
});
