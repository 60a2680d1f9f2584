// Tests for the nba-data-2010-2024 importer: playoff games from NBA.com logs, the undated regular season skipped.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/nba-data-2010-2024";

const fixtures = fileURLToPath(new URL("../../fixtures/nba-data-2010-2024/", import.meta.url));
const PLAYOFFS = "play_off_totals_2010_2024.csv";
const REGULAR = "nba_team_game_points_2010_2024.csv";
const origin = (file: string, line: number) => ({ source: "nba-data-2010-2024", file, line });
const UNDATED = "regular-season team line without game date or home/away";

describe("nba-data-2010-2024 importer on fixtures", () => {
  it("pairs the two team lines of each playoff game and types the Finals by game id", async () => {
    const out = await collectImport(importer, `${fixtures}valid`);
    expect(out.games).toEqual([
      {
        ...origin(PLAYOFFS, 3),
        league: "nba",
        season: 2023,
        date: "2024-04-21",
        home: "boston-celtics",
        away: "miami-heat",
        homeScore: 114,
        awayScore: 94,
        status: "final",
        type: "playoff",
        round: "First Round",
        overtime: null,
      },
      {
        ...origin(PLAYOFFS, 5),
        league: "nba",
        season: 2023,
        date: "2024-06-17",
        home: "boston-celtics",
        away: "dallas-mavericks",
        homeScore: 106,
        awayScore: 88,
        status: "final",
        type: "final",
        round: "Finals",
        overtime: null,
      },
    ]);
    expect(out.skipped).toEqual([
      { ...origin(PLAYOFFS, 6), reason: "duplicate line for game 0042300101 and team MIA" },
      { ...origin(REGULAR, 2), reason: UNDATED },
      { ...origin(REGULAR, 3), reason: UNDATED },
    ]);
    expect(out.unmatched).toEqual([]);
  });

  it("rejects a row with a wrong column count", async () => {
    await expect(collectImport(importer, `${fixtures}bad-columns`)).rejects.toThrow(`${PLAYOFFS}:4: expected 57 columns, found 58`);
  });

  it("rejects a bad date naming the column and value", async () => {
    await expect(collectImport(importer, `${fixtures}bad-date`)).rejects.toThrow(
      `nba-data-2010-2024/${PLAYOFFS}:4: bad date '2024-13-17T00:00:00' in column GAME_DATE`,
    );
  });

  it("reports an unknown team code as unmatched and drops the game", async () => {
    const out = await collectImport(importer, `${fixtures}unknown-team`);
    expect(out.unmatched).toEqual([{ ...origin(PLAYOFFS, 2), league: "nba", code: "MIX", season: 2023 }]);
    expect(out.games.map((g) => g.date)).toEqual(["2024-06-17"]);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)("nba-data-2010-2024 importer on the real dataset (needs SPORTS_DATA_DIR)", () => {
  it("imports the 2011-2024 playoffs with no unmatched team", async () => {
    const out = await collectImport(importer, `${dir}/nba-data-2010-2024`);
    expect(out.unmatched).toEqual([]);
    // 2,362 lines: two per game, plus 22 repeated lines (11 games listed twice).
    const duplicates = out.skipped.filter((s) => s.reason.startsWith("duplicate line"));
    expect(duplicates).toHaveLength(22);
    expect(out.games).toHaveLength(1_170);
    expect(out.skipped.filter((s) => s.reason === UNDATED)).toHaveLength(33_316);
    expect(out.games.filter((g) => g.type === "final")).toHaveLength(79);
    const last = out.games.find((g) => g.date === "2024-06-17");
    expect(last).toMatchObject({ home: "boston-celtics", away: "dallas-mavericks", homeScore: 106, awayScore: 88, type: "final", season: 2023 });
  });
});
