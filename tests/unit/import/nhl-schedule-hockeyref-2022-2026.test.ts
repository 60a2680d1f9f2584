// Tests for the nhl-schedule-hockeyref-2022-2026 importer: the regular season cut by row count, the Final from the seed's finalists.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { createHockeyRefImporter, importer } from "../../../db/import/sources/nhl-schedule-hockeyref-2022-2026";

const fixtures = fileURLToPath(new URL("../../fixtures/nhl-schedule-hockeyref-2022-2026/", import.meta.url));
const source = "nhl-schedule-hockeyref-2022-2026";
// The fixtures hold a four-game "regular season" (each of four clubs plays twice) before the playoffs.
const small = createHockeyRefImporter({ fileYears: [2025], regularRows: 4 });
const FILE = "nhl_2025.csv";
const origin = (line: number) => ({ source, file: FILE, line });
const base = { league: "nhl", season: 2024, status: "final", round: null, venue: null, neutralSite: false } as const;

describe("nhl-schedule-hockeyref-2022-2026 importer on fixtures", () => {
  it("reads local times, attendance, overtime, sites and the Final", async () => {
    const out = await collectImport(small, `${fixtures}valid`);
    expect(out.games).toEqual([
      {
        ...origin(2),
        ...base,
        date: "2024-10-04",
        time: "13:00",
        home: "buffalo-sabres",
        away: "new-jersey-devils",
        homeScore: 1,
        awayScore: 4,
        type: "regular",
        venue: "O2 Arena",
        neutralSite: true,
        attendance: 16913,
        overtime: null,
      },
      {
        ...origin(3),
        ...base,
        date: "2024-10-08",
        time: "19:00",
        home: "florida-panthers",
        away: "utah-mammoth",
        homeScore: 4,
        awayScore: 5,
        type: "regular",
        attendance: 19250,
        overtime: "SO",
      },
      {
        ...origin(4),
        ...base,
        date: "2024-10-09",
        time: "22:30",
        home: "utah-mammoth",
        away: "buffalo-sabres",
        homeScore: 3,
        awayScore: 2,
        type: "regular",
        attendance: 11131,
        overtime: "OT",
      },
      {
        ...origin(5),
        ...base,
        date: "2024-10-10",
        time: "19:30",
        home: "new-jersey-devils",
        away: "florida-panthers",
        homeScore: 3,
        awayScore: 0,
        type: "regular",
        attendance: 16514,
        overtime: null,
      },
      {
        ...origin(6),
        ...base,
        date: "2025-05-28",
        time: "20:00",
        home: "florida-panthers",
        away: "carolina-hurricanes",
        homeScore: 5,
        awayScore: 0,
        type: "playoff",
        attendance: 19543,
        overtime: null,
      },
      {
        ...origin(7),
        ...base,
        date: "2025-06-04",
        time: "20:00",
        home: "edmonton-oilers",
        away: "florida-panthers",
        homeScore: 4,
        awayScore: 3,
        type: "final",
        round: "Stanley Cup Final",
        attendance: 18347,
        overtime: "OT",
      },
      {
        ...origin(8),
        ...base,
        date: "2025-06-17",
        time: "20:00",
        home: "florida-panthers",
        away: "edmonton-oilers",
        homeScore: 5,
        awayScore: 1,
        type: "final",
        round: "Stanley Cup Final",
        attendance: 19543,
        overtime: null,
      },
    ]);
    expect(out.unmatched).toEqual([]);
    expect(out.skipped).toEqual([]);
  });

  it("rejects a file shorter than a regular season", async () => {
    await expect(collectImport(importer, `${fixtures}short`)).rejects.toThrow(`${source}/nhl_2022.csv:3: expected at least 1312 regular-season rows, found 2`);
  });

  it("rejects a file whose regular season is cut short (playoff rows counted as regular)", async () => {
    await expect(collectImport(small, `${fixtures}unbalanced`)).rejects.toThrow(
      `${source}/${FILE}:6: the first 4 rows give clubs unequal regular-season game counts (Carolina Hurricanes 1, Utah Hockey Club 2): expected 4 regular-season rows first`,
    );
  });

  it("rejects a row with a wrong column count", async () => {
    await expect(collectImport(small, `${fixtures}wrong-columns`)).rejects.toThrow(`${FILE}:3: expected 10 columns, found 9`);
  });

  it("rejects a bad date naming the column and value", async () => {
    await expect(collectImport(small, `${fixtures}bad-date`)).rejects.toThrow(`${source}/${FILE}:3: bad date '2024-10-32' in column Date`);
  });

  it("reports a name used outside its seasons as unmatched (Utah Mammoth in 2024-25)", async () => {
    const out = await collectImport(small, `${fixtures}unknown-team`);
    expect(out.unmatched).toEqual([
      { ...origin(3), league: "nhl", code: "Utah Mammoth", season: 2024 },
      { ...origin(4), league: "nhl", code: "Utah Mammoth", season: 2024 },
    ]);
    expect(out.games.map((g) => g.line)).toEqual([2, 5, 6, 7, 8]);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)("nhl-schedule-hockeyref-2022-2026 importer on the real dataset (needs SPORTS_DATA_DIR)", () => {
  it("imports 6,993 games, 1,312 regular-season games a season, with no unmatched team", async () => {
    const out = await collectImport(importer, `${dir}/${source}`);
    expect(out.unmatched).toEqual([]);
    expect(out.skipped).toEqual([]);
    expect(out.games).toHaveLength(6_993);
    for (const season of [2021, 2022, 2023, 2024, 2025]) {
      expect(out.games.filter((g) => g.season === season && g.type === "regular")).toHaveLength(1_312);
    }
    // Finals 2022-2025: 6 + 5 + 7 + 6 games; 2025-26 has no result in the seed yet, so no Final is marked.
    expect(out.games.filter((g) => g.type === "final")).toHaveLength(24);
    expect(out.games.find((g) => g.date === "2025-06-17")).toMatchObject({
      home: "florida-panthers",
      away: "edmonton-oilers",
      homeScore: 5,
      awayScore: 1,
      type: "final",
      season: 2024,
    });
    expect(out.games.filter((g) => g.season === 2024 && (g.home === "utah-mammoth" || g.away === "utah-mammoth"))).toHaveLength(82);
  });
});
