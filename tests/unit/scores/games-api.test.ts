// The games API the scores pages read: ordered, bounded ranges, the summary with the nearest dates that have
// games, and the game detail with each team's record going in, the season series and the line score.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleApiRequest } from "../../../api/handler";
import type { Database } from "../../../db/database";
import { buildFixtureDatabase, FIXTURE_NOW } from "../../contract/fixture";

let db: Database;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function get(path: string): Promise<{ status: number; body: any }> {
  const response = await handleApiRequest(new Request(`http://api.test/api/${path}`), db, { now: FIXTURE_NOW });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  db = await buildFixtureDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe("the list for the scores pages", () => {
  it("orders a range by day, then league, then time", async () => {
    const { body } = await get("games/games/?game_date__gte=2023-09-10&game_date__lte=2023-10-01&ordering=date");
    expect(body.results.map((g: { id: number }) => g.id)).toEqual([5, 6, 10, 7]);
  });

  it("bounds a range to 31 days", async () => {
    expect((await get("games/games/?game_date__gte=2023-01-01&game_date__lte=2023-01-31")).status).toBe(200);
    const tooLong = await get("games/games/?game_date__gte=2023-01-01&game_date__lte=2023-02-01");
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toContain("at most 31 days");
    expect((await get("games/games/summary/?game_date__gte=2023-01-01&game_date__lte=2023-03-01")).status).toBe(400);
  });

  it("filters by league and refuses an unknown one", async () => {
    expect((await get("games/games/?league=nhl")).body.count).toBe(2);
    expect((await get("games/games/?league=xfl")).status).toBe(400);
  });

  it("gives the live clock of a live game from the feed's columns", async () => {
    await db.query("UPDATE games SET period = 3, display_clock = '8:41' WHERE id = 7");
    const { body } = await get("games/games/7/");
    expect(body).toMatchObject({ status: "live", period: 3, quarter: 3, time_remaining: "8:41" });
    const final = await get("games/games/6/");
    expect(final.body).toMatchObject({ period: null, time_remaining: null });
  });

  it("takes today in America/New_York", async () => {
    // 02:00 UTC on 2023-10-02 is still 2023-10-01 in New York: game 7's day.
    const response = await handleApiRequest(new Request("http://api.test/api/games/games/today/"), db, { now: new Date("2023-10-02T02:00:00Z") });
    expect(((await response.json()) as { results: Array<{ id: number }> }).results.map((g) => g.id)).toEqual([7]);
  });
});

describe("the summary", () => {
  it("counts the range by status and sport, and names the nearest dates with games either side", async () => {
    const { status, body } = await get("games/games/summary/?game_date__gte=2023-09-10&game_date__lte=2023-10-01");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      count: 4,
      live: 1,
      final: 3,
      scheduled: 0,
      postponed: 0,
      sports: [
        { slug: "football", name: "Football", count: 3 },
        { slug: "hockey", name: "Hockey", count: 1 },
      ],
      earlier_date: "2023-02-12",
      later_date: "2023-10-08",
    });
    expect(body.sports_with_games.map((s: { slug: string }) => s.slug)).toEqual(["football", "hockey"]);
    // Games 5, 6 and 7 are NFL weeks 1, 2 and 4.
    expect(body.football_weeks).toEqual([
      { week: "1", count: 1 },
      { week: "2", count: 1 },
      { week: "4", count: 1 },
    ]);
  });

  it("looks for the nearest dates within the site's sport, and a quiet day has none in its range", async () => {
    const { body } = await get("games/games/summary/?game_date__gte=2023-10-01&game_date__lte=2023-10-01&sport__slug=hockey");
    expect(body).toMatchObject({ count: 0, earlier_date: "2023-09-30", later_date: "2023-10-11" });
    const edge = await get("games/games/summary/?game_date__gte=2023-10-12&game_date__lte=2023-10-12&sport__slug=hockey");
    expect(edge.body).toMatchObject({ earlier_date: "2023-10-11", later_date: null });
  });

  it("uses the realtime cache class", async () => {
    const response = await handleApiRequest(new Request("http://api.test/api/games/games/summary/"), db);
    expect(response.headers.get("X-Cache-Class")).toBe("realtime");
  });
});

describe("the game detail", () => {
  it("gives each team's regular-season record going into the game and the season series so far", async () => {
    const { body } = await get("games/games/6/");
    expect(body.records_before).toEqual({
      scope: "regular season",
      home: { wins: 1, losses: 0, ties: 0, ot_losses: 0, line: "1-0" },
      away: { wins: 0, losses: 0, ties: 0, ot_losses: 0, line: "0-0" },
    });
    expect(body.season_series.scope).toBe("regular season");
    expect(body.season_series.games.map((g: { id: number }) => g.id)).toEqual([6]);
    expect(body.season_series.through_this_game).toEqual({ home_wins: 0, away_wins: 1, ties: 0 });
  });

  it("counts ties, and gives a playoff game its playoff series", async () => {
    const { body } = await get("games/games/4/");
    // Packers 2-0 (won games 1 and 2); Bears 0-1-1 (lost game 1, tied game 3).
    expect(body.records_before.home).toEqual({ wins: 2, losses: 0, ties: 0, ot_losses: 0, line: "2-0" });
    expect(body.records_before.away).toEqual({ wins: 0, losses: 1, ties: 1, ot_losses: 0, line: "0-1-1" });
    expect(body.season_series).toMatchObject({ scope: "playoffs", through_this_game: { home_wins: 1, away_wins: 0, ties: 0 } });
  });

  it("gives the line score when the data has one, else null", async () => {
    expect((await get("games/games/6/")).body.line_score).toBeNull();
    await db.query(`UPDATE games SET line_score = '{"away": [0, 7, 7, 7], "home": [7, 0, 0, 7]}'::jsonb WHERE id = 6`);
    expect((await get("games/games/6/")).body.line_score).toEqual({ away: [0, 7, 7, 7], home: [7, 0, 0, 7] });
  });
});
