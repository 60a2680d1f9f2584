// Champions decided in the games we hold where the seed has no checked result yet (decision 0086):
// marked as such, with the deciding game's facts; the seed's own results are never marked (needs
// SPORTS_DATA_DIR and the imported database).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleApiRequest } from "../../../api/handler";
import { openDatabase, type Database } from "../../../db/database";

const dataDir = process.env.SPORTS_DATA_DIR;

type Result = {
  year: number;
  team_slug: string | null;
  runner_up_slug: string | null;
  score: string | null;
  game_date: string | null;
  from_games: boolean;
  note: string | null;
  mvp: string | null;
};

describe.skipIf(!dataDir)("titles decided in our games (needs SPORTS_DATA_DIR and the imported database)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  async function results(championship: string): Promise<Array<Result>> {
    const response = await handleApiRequest(new Request(`http://test/api/championships/championships/${championship}/champions/?page_size=3`), db);
    expect(response.status).toBe(200);
    return ((await response.json()) as { results: Array<Result> }).results;
  }

  it("2025-26 NBA Finals: New York over San Antonio 4-1, from the games, the seed's 2024-25 result unmarked", async () => {
    const [latest, previous] = await results("nba-finals");
    expect(latest).toMatchObject({
      year: 2025,
      team_slug: "new-york-knicks",
      runner_up_slug: "san-antonio-spurs",
      score: "4-1 (final game 94-90)",
      game_date: "2026-06-13",
      from_games: true,
      mvp: null,
    });
    expect(latest.note).toContain("Decided in the games we hold");
    expect(previous).toMatchObject({ year: 2024, team_slug: "oklahoma-city-thunder", from_games: false });
  });

  it("2025-26 Stanley Cup: Carolina over Vegas 4-2 from the games; Super Bowl LX: Seattle 29-13 over New England, now the seed's checked row", async () => {
    expect((await results("stanley-cup-final"))[0]).toMatchObject({
      year: 2025,
      team_slug: "carolina-hurricanes",
      runner_up_slug: "vegas-golden-knights",
      score: "4-2 (final game 3-0)",
      from_games: true,
    });
    expect((await results("super-bowl"))[0]).toMatchObject({
      year: 2025,
      team_slug: "seattle-seahawks",
      runner_up_slug: "new-england-patriots",
      score: "29-13",
      game_date: "2026-02-08",
      from_games: false,
    });
  });

  it("no season the seed has a result for gets one from the games (the seed holds every result through 2024-25)", async () => {
    const rows = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM championship_results WHERE from_games AND season_start_year < 2025");
    expect(rows[0].n).toBe(0);
  });
});
