// The seasons a league has opened since our data ends are listed (in progress, or finished and not
// held); a folded league gets none; the seasons list calls them by the one season-status rule.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/database";
import { migrate } from "../../../db/migrate";
import { runImport } from "../../../db/load/run-import";
import { seasonOpenedBy } from "../../../core/season-status";
import { freshDatabase, type FreshDatabase } from "../../support/databases";

async function seasonYears(db: Database, league: string): Promise<Array<number>> {
  const rows = await db.query<{ start_year: number }>(
    "SELECT se.start_year FROM seasons se JOIN leagues l ON l.id = se.league_id WHERE l.slug = $1 ORDER BY se.start_year",
    [league],
  );
  return rows.map((r) => r.start_year);
}

describe("seasonOpenedBy", () => {
  it("is this year's season once its opening day has come, else last year's", () => {
    expect(seasonOpenedBy("nfl", new Date("2026-11-26T12:00:00Z"))).toBe(2026);
    expect(seasonOpenedBy("nfl", new Date("2026-08-15T12:00:00Z"))).toBe(2025);
    expect(seasonOpenedBy("nba", new Date("2026-11-26T12:00:00Z"))).toBe(2026);
    expect(seasonOpenedBy("nba", new Date("2026-06-10T12:00:00Z"))).toBe(2025);
    expect(seasonOpenedBy("mlb", new Date("2026-03-20T12:00:00Z"))).toBe(2026);
  });
});

describe("seasons opened since the data ends (seed only, the import day fixed)", () => {
  let fresh: FreshDatabase;
  let db: Database;

  beforeAll(async () => {
    fresh = await freshDatabase("pglite");
    db = fresh.db;
    await migrate(db);
    await runImport(db, { dataDir: null, importers: [], now: new Date("2026-11-26T12:00:00Z") });
  }, 120_000);

  afterAll(async () => {
    await fresh?.drop();
  });

  it("adds each league's seasons up to the one it is playing on the import day", async () => {
    const nfl = await seasonYears(db, "nfl");
    const nba = await seasonYears(db, "nba");
    const nhl = await seasonYears(db, "nhl");
    expect(nfl.at(-1)).toBe(2026);
    expect(nba.at(-1)).toBe(2026);
    expect(nhl.at(-1)).toBe(2026);
    // No gap between the seed's newest result and the season being played.
    expect(nfl.slice(-3)).toEqual([2024, 2025, 2026]);
  });

  it("adds none to a folded league", async () => {
    for (const folded of ["afl", "pcha", "wchl"]) expect((await seasonYears(db, folded)).filter((year) => year > 1969)).toEqual([]);
  });

  it("labels a season being played as in progress, with no champion and no games", async () => {
    const rows = await db.query<{ label: string; games_count: number; title_decided: boolean }>(
      `SELECT se.label, ss.games_count, ss.title_decided FROM seasons se JOIN leagues l ON l.id = se.league_id
       JOIN season_summaries ss ON ss.season_id = se.id WHERE l.slug = 'nba' AND se.start_year = 2026`,
    );
    expect(rows).toEqual([{ label: "2026-27", games_count: 0, title_decided: false }]);
  });
});
