// Tests for the nfl-coaches-pfr-1920-2024 importer: NFL and AFL head coaches by team-season with playoff records.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/nfl-coaches-pfr-1920-2024";

const SOURCE = "nfl-coaches-pfr-1920-2024";
const fixtures = fileURLToPath(new URL(`../../fixtures/${SOURCE}/`, import.meta.url));
const at = (line: number) => ({ source: SOURCE, file: "nfl_coach_seasons.csv", line });
const head = { league: "nfl", title: "Head Coach", isHeadCoach: true };

describe(`${SOURCE} importer on fixtures`, () => {
  it("emits head-coach stints with the playoffs credited to the coach who finished the season", async () => {
    const out = await collectImport(importer, `${fixtures}valid`);
    expect(out.unmatched).toEqual([]);
    expect(out.coachStints).toEqual([
      {
        ...at(2),
        ...head,
        personKey: `${SOURCE}:billbelichick`,
        season: 2007,
        team: "new-england-patriots",
        wins: 16,
        losses: 0,
        ties: 0,
        playoffWins: 2,
        playoffLosses: 1,
        seasonOrder: null,
        note: "AFC Champions",
      },
      {
        ...at(3),
        ...head,
        personKey: `${SOURCE}:vincelombardi`,
        season: 1966,
        team: "green-bay-packers",
        wins: 12,
        losses: 2,
        ties: 0,
        playoffWins: 2,
        playoffLosses: 0,
        seasonOrder: null,
        note: "Super Bowl Champions",
      },
      // Gruden resigned in October: the team's playoff game is his successor's.
      {
        ...at(4),
        ...head,
        personKey: `${SOURCE}:jongruden`,
        season: 2021,
        team: "las-vegas-raiders",
        wins: 3,
        losses: 2,
        ties: 0,
        playoffWins: 0,
        playoffLosses: 0,
        seasonOrder: 1,
        note: "Resigned after week 5",
      },
      {
        ...at(5),
        ...head,
        personKey: `${SOURCE}:richbisaccia`,
        season: 2021,
        team: "las-vegas-raiders",
        wins: 7,
        losses: 5,
        ties: 0,
        playoffWins: 0,
        playoffLosses: 1,
        seasonOrder: 2,
        note: "Interim coach after week 5",
      },
      {
        ...at(8),
        ...head,
        personKey: `${SOURCE}:hankstram`,
        season: 1962,
        team: "kansas-city-chiefs",
        wins: 11,
        losses: 3,
        ties: 0,
        playoffWins: 1,
        playoffLosses: 0,
        seasonOrder: null,
        note: "AFL Champions",
      },
    ]);
    expect(out.people.map((p) => [p.key, p.firstName, p.lastName])).toContainEqual([`${SOURCE}:vincelombardi`, "Vince", "Lombardi"]);
    expect(out.skipped).toEqual([
      { ...at(6), reason: "AAFC season (the AAFC is not covered)" },
      { ...at(7), reason: "no season year (a second team in a year the coach's other row names)" },
    ]);
  });

  it("rejects a malformed number naming the column and value", async () => {
    await expect(collectImport(importer, `${fixtures}bad-number`)).rejects.toThrow(`${SOURCE}/nfl_coach_seasons.csv:3: bad number 'two' in column L`);
  });

  it("rejects an unknown league", async () => {
    await expect(collectImport(importer, `${fixtures}bad-league`)).rejects.toThrow(`${SOURCE}/nfl_coach_seasons.csv:3: bad league 'XFL' in column Lg`);
  });

  it("reports an unknown team code as unmatched", async () => {
    const out = await collectImport(importer, `${fixtures}unknown-team`);
    expect(out.unmatched).toEqual([{ ...at(3), league: "nfl", code: "GBX", season: 1966 }]);
    expect(out.coachStints).toHaveLength(4);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)(`${SOURCE} importer on the real dataset (needs SPORTS_DATA_DIR)`, () => {
  it("maps every team code and gives Bill Belichick his 29 seasons", async () => {
    const out = await collectImport(importer, `${dir}/${SOURCE}`);
    expect(out.unmatched).toEqual([]);
    const belichick = out.coachStints.filter((s) => s.personKey === `${SOURCE}:billbelichick`);
    expect(belichick).toHaveLength(29);
    // Regular season 302-165 and playoffs 31-13 (Pro-Football-Reference).
    expect(belichick.reduce((sum, s) => sum + (s.wins ?? 0), 0)).toBe(302);
    expect(belichick.reduce((sum, s) => sum + (s.playoffWins ?? 0), 0)).toBe(31);
    expect(belichick.reduce((sum, s) => sum + (s.playoffLosses ?? 0), 0)).toBe(13);
  });
});
