// Figures computed at import so that their endpoints answer within budget (issue 14) are the same
// figures the slower on-request queries gave (needs SPORTS_DATA_DIR and the imported database).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleApiRequest } from "../../../api/handler";
import { openDatabase, type Database } from "../../../db/database";
import { measureQuality } from "../../../db/load/data-quality-report";

const dataDir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dataDir)("figures computed at import (needs SPORTS_DATA_DIR and the imported database)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  async function getJson<T>(path: string): Promise<T> {
    const response = await handleApiRequest(new Request(`http://test${path}`), db);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  it("the stored data-quality report is what measuring the database now gives", async () => {
    const [run] = await db.query<{ quality_report: unknown }>("SELECT quality_report FROM import_runs ORDER BY id DESC LIMIT 1");
    expect(run.quality_report).not.toBeNull();
    expect(run.quality_report).toEqual(await measureQuality(db));
    const report = await getJson<{ checks: Array<{ id: string; value: number }>; freshness: Array<{ league: string; latest: string | null }> }>(
      "/api/core/data-quality/",
    );
    expect(report.checks.find((check) => check.id === "final-without-score")?.value).toBe(0);
    // Freshness read per league from the index equals a plain aggregate over every final game.
    const latest = await db.query<{ league: string; latest: string | null }>(
      `SELECT l.abbreviation AS league, max(g.game_date)::text AS latest FROM leagues l
       LEFT JOIN games g ON g.league_id = l.id AND g.status = 'final' GROUP BY l.id, l.abbreviation ORDER BY l.id`,
    );
    expect(report.freshness).toEqual(latest);
    expect(latest.find((row) => row.league === "NFL")?.latest).toMatch(/^20\d\d-/);
  });

  it("rookies are the players whose first season is the latest season of their league's player data", async () => {
    const [expected] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM players WHERE (league_id, first_season) IN (SELECT league_id, max(last_season) FROM players GROUP BY league_id)",
    );
    expect(expected.n).toBeGreaterThan(100);
    const rookies = await getJson<{ count: number }>("/api/people/players/rookies/");
    expect(rookies.count).toBe(expected.n);
  });

  it("the sitemap lists every team-season page once: standings, published records and champions' seasons", async () => {
    const [expected] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT team_id, season_start_year FROM standings
         UNION SELECT team_id, season_start_year FROM team_season_records
         UNION SELECT winner_team_id, season_start_year FROM championship_results WHERE winner_team_id IS NOT NULL) ts`,
    );
    const index = await getJson<{ sections: Array<{ section: string; count: number }> }>("/api/core/sitemap/");
    expect(index.sections.find((section) => section.section === "team-seasons")?.count).toBe(expected.n);
  });

  it("site search finds people by any part of the name through the trigram index", async () => {
    const found = await getJson<{ players: Array<{ name: string }>; coaches: Array<{ name: string }> }>("/api/core/search/?q=ordan");
    expect(found.players.map((player) => player.name)).toContain("Michael Jordan");
    const plan = await db.query<{ "QUERY PLAN": string }>("EXPLAIN SELECT id FROM people WHERE lower(full_name) LIKE '%ordan%'");
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain("people_name_trgm");
  });
});
