// Tests for the bigfour-competitiveness importer: NHL games 1949-50..2014-15 with the Cup Final marked.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseCsvText } from "../../../db/csv";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/bigfour-competitiveness";

const fixtures = fileURLToPath(new URL("../../fixtures/bigfour-competitiveness/", import.meta.url));
const FILE = "NHL_results.csv";
const origin = (line: number) => ({ source: "bigfour-competitiveness", file: FILE, line });
const base = { league: "nhl", season: 1993, time: null, status: "final", venue: null, attendance: null } as const;

describe("bigfour-competitiveness importer on fixtures", () => {
  it("reads games, converts the end-year season and marks the Final after the semifinals", async () => {
    const out = await collectImport(importer, `${fixtures}valid`);
    expect(out.games).toEqual([
      {
        ...origin(2),
        ...base,
        date: "1993-10-05",
        home: "vancouver-canucks",
        away: "arizona-coyotes",
        homeScore: 4,
        awayScore: 3,
        type: "regular",
        round: null,
        neutralSite: false,
        overtime: "OT",
      },
      {
        ...origin(4),
        ...base,
        date: "1994-02-08",
        home: "toronto-maple-leafs",
        away: "ottawa-senators",
        homeScore: 2,
        awayScore: 2,
        type: "regular",
        round: null,
        neutralSite: true,
        overtime: "OT",
      },
      {
        ...origin(5),
        ...base,
        date: "1994-05-27",
        home: "new-york-rangers",
        away: "new-jersey-devils",
        homeScore: 2,
        awayScore: 1,
        type: "playoff",
        round: null,
        neutralSite: false,
        attendance: 18200,
        overtime: "2OT",
      },
      {
        ...origin(6),
        ...base,
        date: "1994-05-31",
        home: "new-york-rangers",
        away: "vancouver-canucks",
        homeScore: 2,
        awayScore: 3,
        type: "final",
        round: "Stanley Cup Final",
        neutralSite: false,
        overtime: "OT",
      },
      {
        ...origin(7),
        ...base,
        date: "1994-06-14",
        home: "new-york-rangers",
        away: "vancouver-canucks",
        homeScore: 3,
        awayScore: 2,
        type: "final",
        round: "Stanley Cup Final",
        neutralSite: false,
        overtime: null,
      },
    ]);
    expect(out.skipped).toEqual([{ ...origin(3), reason: "game not played on 1994-01-03: Postponed due to snow" }]);
    expect(out.unmatched).toEqual([]);
  });

  it("rejects a row with a wrong column count", async () => {
    await expect(collectImport(importer, `${fixtures}wrong-columns`)).rejects.toThrow(`${FILE}:3: expected 11 columns, found 10`);
  });

  it("rejects a bad date naming the column and value", async () => {
    await expect(collectImport(importer, `${fixtures}bad-date`)).rejects.toThrow(`bigfour-competitiveness/${FILE}:3: bad date '1994-02-30' in column Date`);
  });

  it("reports an unknown team as unmatched and drops the game", async () => {
    const out = await collectImport(importer, `${fixtures}unknown-team`);
    expect(out.unmatched).toEqual([{ ...origin(3), league: "nhl", code: "Springfield Isotopes", season: 1993 }]);
    expect(out.games.map((g) => g.line)).toEqual([2]);
  });
});

const dir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dir)("bigfour-competitiveness importer on the real dataset (needs SPORTS_DATA_DIR)", () => {
  it("imports 50,577 games with no unmatched team and a Final that matches the seed's series", async () => {
    const out = await collectImport(importer, `${dir}/bigfour-competitiveness`);
    expect(out.unmatched).toEqual([]);
    // 50,582 rows less the 4 postponed placeholders without goals and the suspended 1988 Final game.
    expect(out.skipped).toHaveLength(5);
    expect(out.games).toHaveLength(50_577);
    expect(out.games.filter((g) => g.type === "regular")).toHaveLength(46_883);
    expect(out.games.filter((g) => g.type !== "regular")).toHaveLength(3_694);
    expect(out.games.find((g) => g.date === "1988-05-24")).toBeUndefined();
    expect(out.skipped.some((x) => x.reason.startsWith("suspended game not counted on 1988-05-24"))).toBe(true);
    expect(out.games.find((g) => g.date === "1994-06-14")).toMatchObject({
      home: "new-york-rangers",
      away: "vancouver-canucks",
      homeScore: 3,
      awayScore: 2,
      type: "final",
      season: 1993,
    });
    // Final games per season = the games of the seed's series result ("4-3" = 7).
    const seed = parseCsvText(await readFile(new URL("../../../db/seed/nhl/results.csv", import.meta.url), "utf8"), "results.csv");
    const finals = new Map<number, number>();
    for (const game of out.games) if (game.type === "final") finals.set(game.season, (finals.get(game.season) ?? 0) + 1);
    for (const row of seed) {
      const season = Number(row.values.season);
      if (season < 1949 || season > 2014 || row.values.status !== "held") continue;
      const expected = row.values.series.split("-").reduce((sum, n) => sum + Number(n), 0);
      // 1987-88: Game 4 in Boston, suspended at 3-3 by a power failure, was not counted and is not a result.
      expect([season, finals.get(season)]).toEqual([season, expected]);
    }
  });
});
