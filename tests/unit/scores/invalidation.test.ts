// After the feed writes games, the client cache drops what shows them and page caches hear which paths to drop.
import { describe, expect, it } from "vitest";
import { invalidateGames, keyShowsGames, onGamesChanged, type GamesChange } from "../../../app/.server/live/game-changes.server";
import { ClientCache } from "../../../app/.server/upstream/cache.server";

const game = { id: 42, seasonId: 7, league: "nba" as const, date: "2025-01-14", season: 2024, homeSlug: "new-york-knicks", awaySlug: "boston-celtics", status: "live" };

describe("invalidating what shows a changed game", () => {
  it("drops games, standings, seasons, champions, analytics and the two teams' entries, and keeps the rest", () => {
    const cache = new ClientCache();
    const keys = [
      "/api/games/games/?game_date__gte=2025-01-14&game_date__lte=2025-01-14",
      "/api/games/games/summary/?game_date__gte=2025-01-14",
      "/api/games/games/42/",
      "/api/standings/standings/current/",
      "/api/teams/teams/new-york-knicks/schedule/?year=2024",
      "/api/teams/teams/boston-celtics/",
      "/api/teams/teams/chicago-bulls/schedule/?year=2024",
      "/api/championships/seasons/?page=1",
      "/api/analytics/dashboard/",
      "/api/players/players/",
      "/api/championships/championships/",
    ];
    for (const key of keys) cache.set(key, "realtime", { key });
    expect(keys.map((key) => keyShowsGames(key, [game]))).toEqual([true, true, true, true, true, true, false, true, true, false, true]);
    const heard: Array<GamesChange> = [];
    const unsubscribe = onGamesChanged((change) => heard.push(change));
    expect(invalidateGames([game], cache)).toBe(9);
    expect(cache.size).toBe(2);
    expect(heard).toHaveLength(1);
    expect(heard[0].paths).toEqual(expect.arrayContaining(["/scores", "/scores/42", "/week/", "/standings", "/teams/new-york-knicks", "/teams/boston-celtics"]));
    unsubscribe();
    invalidateGames([game], cache);
    expect(heard).toHaveLength(1);
  });

  it("does nothing when nothing changed, and a failing listener does not stop the others", () => {
    const cache = new ClientCache();
    cache.set("/api/games/games/1/", "dynamic", {});
    expect(invalidateGames([], cache)).toBe(0);
    expect(cache.size).toBe(1);
    let heard = 0;
    const off1 = onGamesChanged(() => {
      throw new Error("broken listener");
    });
    const off2 = onGamesChanged(() => heard++);
    invalidateGames([game], cache);
    expect(heard).toBe(1);
    off1();
    off2();
  });
});
