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

describe.skipIf(!dataDir)("analytics from the league-season figures (needs SPORTS_DATA_DIR and the imported database)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  type Dashboard = {
    cards: Array<{ label: string; value: number | null }>;
    charts: Array<{ id: string; series: Array<{ name: string; points: Array<{ x: string; y: number }> }> }>;
  };

  async function dashboard(query: string): Promise<Dashboard> {
    const response = await handleApiRequest(new Request(`http://test/api/analytics/dashboard/?${query}`), db);
    expect(response.status).toBe(200);
    return (await response.json()) as Dashboard;
  }

  it("gives the numbers the standings add up to, for all time and by league", async () => {
    const [all] = await db.query<{ games: number }>("SELECT (sum(derived_games_played) / 2)::int AS games FROM standings");
    const games = await dashboard("metric=games&timeframe=all");
    expect(games.cards.find((card) => card.label === "Games Played")?.value).toBe(all.games);
    expect(all.games).toBeGreaterThan(300_000);
    const perSeason = await db.query<{ league: string; year: number; per_game: number }>(
      `SELECT l.abbreviation AS league, st.season_start_year AS year,
              round(sum(st.points_for)::numeric / nullif(sum(st.derived_games_played) / 2.0, 0), 2)::float AS per_game
       FROM standings st JOIN leagues l ON l.id = st.league_id
       GROUP BY l.abbreviation, st.season_start_year HAVING sum(st.derived_games_played) > 0 ORDER BY 1, 2`,
    );
    const scoring = games.charts.find((chart) => chart.id === "scoring-by-season");
    const shown = scoring?.series.flatMap((series) => series.points.map((point) => `${series.name} ${point.x} ${point.y}`));
    expect(shown).toEqual(perSeason.map((row) => `${row.league} ${row.year} ${row.per_game}`));
    const [nfl] = await db.query<{ share: number }>(
      `SELECT round(100.0 * sum(st.home_wins) / sum(st.home_wins + st.home_losses), 1)::float AS share
       FROM standings st JOIN leagues l ON l.id = st.league_id WHERE l.slug = 'nfl' AND st.season_start_year BETWEEN 1990 AND 1999`,
    );
    const homeWins = (await dashboard("metric=games&timeframe=all&sport__slug=football&level__slug=professional")).charts.find(
      (chart) => chart.id === "home-wins-by-decade",
    );
    expect(homeWins?.series[0].points).toContainEqual({ x: "1990s", y: expect.any(Number) });
    // The NFL site holds the AFL too; the 1990s are NFL only.
    expect(homeWins?.series[0].points.find((point) => point.x === "1990s")?.y).toBe(nfl.share);
  });
});
