// The MLB seasons after Lahman's last (2023) on the full data: team records derived from the games
// of 2024 and 2025, how far each club went from the postseason games we hold, the 2024 and 2025 World
// Series on the champions page, and 2026 fixtures of days gone by never shown as upcoming. Needs
// SPORTS_DATA_DIR and the imported database (npx tsx db/cli/import.ts); skipped without them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleApiRequest } from "../../../api/handler";
import type { Game, Standing } from "../../../api/model";
import { openDatabase, type Database } from "../../../db/database";

const dataDir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dataDir)("MLB 2024-2026 from the games (needs SPORTS_DATA_DIR and the imported database)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  async function api<T>(path: string, now?: Date): Promise<T> {
    const response = await handleApiRequest(new Request(`http://test/api/${path}`), db, now ? { now } : {});
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }

  async function standings(season: number): Promise<Map<string, Standing>> {
    const page = await api<{ results: Array<Standing> }>(`games/standings/?sport__slug=baseball&level__slug=professional&season=${season}&page_size=100`);
    return new Map(page.results.map((row) => [row.team.slug, row]));
  }

  it("2025 records come from Retrosheet's game log: MIL 97-65 (best), COL 43-119 (as published; the dataset's SOURCE.md)", async () => {
    const rows = await standings(2025);
    expect(rows.size).toBe(30);
    expect(rows.get("milwaukee-brewers")).toMatchObject({ wins: 97, losses: 65, record_source: "games" });
    expect(rows.get("colorado-rockies")).toMatchObject({ wins: 43, losses: 119, record_source: "games" });
    expect([...rows.values()].every((row) => row.games_played === 162)).toBe(true);
  });

  it("how far each club went comes from the postseason games: 2024 Mets lost the NLCS 2-4 to the Dodgers", async () => {
    const mets = (await standings(2024)).get("new-york-mets");
    expect(mets?.playoff_position).toBe("playoffs");
    expect(mets?.postseason).toEqual({
      round: "NLCS",
      opponent: "Los Angeles Dodgers",
      wins: 2,
      losses: 4,
      ties: 0,
      result: "Lost the NLCS 2-4 to Los Angeles Dodgers",
    });
  });

  it("2025: Blue Jays lost the World Series 3-4, Dodgers won it, the Mets (no postseason) have none", async () => {
    const rows = await standings(2025);
    expect(rows.get("toronto-blue-jays")?.postseason?.result).toBe("Lost the World Series 3-4 to Los Angeles Dodgers");
    expect(rows.get("los-angeles-dodgers")).toMatchObject({ playoff_position: "champion" });
    expect(rows.get("los-angeles-dodgers")?.postseason?.result).toBe("Won the World Series 4-3 over Toronto Blue Jays");
    expect(rows.get("new-york-mets")).toMatchObject({ postseason: null });
    expect(rows.get("new-york-mets")?.playoff_position).not.toBe("playoffs");
  });

  it("the 2024 and 2025 World Series are the Dodgers' (seed rows, not derived)", async () => {
    const page = await api<{ results: Array<{ year: number; team_slug: string; runner_up_slug: string; from_games: boolean; score: string | null }> }>(
      "championships/championships/world-series/champions/?page_size=3",
    );
    const byYear = new Map(page.results.map((row) => [row.year, row]));
    expect(byYear.get(2025)).toMatchObject({ team_slug: "los-angeles-dodgers", runner_up_slug: "toronto-blue-jays", from_games: false });
    expect(byYear.get(2024)).toMatchObject({ team_slug: "los-angeles-dodgers", runner_up_slug: "new-york-yankees", from_games: false });
  });

  it("a 2026 fixture whose day has passed is 'no_result', never upcoming", async () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const past = await api<{ results: Array<Game> }>("games/games/?sport__slug=baseball&game_date__gte=2026-08-22&game_date__lte=2026-08-22", now);
    expect(past.results.length).toBeGreaterThan(0);
    expect(past.results.every((game) => game.status === "no_result")).toBe(true);
    const summary = await api<{ scheduled: number; no_result: number }>(
      "games/games/summary/?sport__slug=baseball&game_date__gte=2026-08-22&game_date__lte=2026-08-22",
      now,
    );
    expect(summary).toMatchObject({ scheduled: 0, no_result: past.results.length });
    // On the day before, the same games are still to come.
    const before = await api<{ results: Array<Game> }>(
      "games/games/?sport__slug=baseball&game_date__gte=2026-08-22&game_date__lte=2026-08-22",
      new Date("2026-08-21T16:00:00Z"),
    );
    expect(before.results.every((game) => game.status === "scheduled")).toBe(true);
  });

  it("2020 World Series games are marked neutral with the park they were played at", async () => {
    const rows = await db.query<{ venue_name: string; neutral_site: boolean }>(
      "SELECT g.venue_name, g.neutral_site FROM games g JOIN leagues l ON l.id = g.league_id WHERE l.slug = 'mlb' AND g.season_start_year = 2020 AND g.game_type = 'final'",
    );
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.neutral_site && row.venue_name === "Globe Life Field")).toBe(true);
  });
});
