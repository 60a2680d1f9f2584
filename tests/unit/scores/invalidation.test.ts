// After the feed writes games, the process's "games changed" event reaches its listeners: the client
// cache drops what shows them, the document cache the paths that show them.
import { describe, expect, it } from "vitest";
import { invalidateGames, keyShowsGames } from "../../../app/.server/live/game-changes.server";
import { ClientCache } from "../../../app/.server/upstream/cache.server";
import { GamesChangedEvent, pathsShowing, type ChangedGame } from "../../../server/games-changed";

const game = {
  id: 42,
  seasonId: 7,
  league: "nba" as const,
  date: "2025-01-14",
  season: 2024,
  homeSlug: "new-york-knicks",
  awaySlug: "boston-celtics",
  status: "live",
};

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
    const event = new GamesChangedEvent();
    const heard: Array<Array<string>> = [];
    let removed = 0;
    event.subscribe((games) => (removed += invalidateGames(games, cache)));
    const unsubscribe = event.subscribe((games) => heard.push(pathsShowing(games)));
    event.emit([game]);
    expect(removed).toBe(9);
    expect(cache.size).toBe(2);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toEqual(expect.arrayContaining(["/", "/scores", "/scores/42", "/week/", "/standings", "/teams/new-york-knicks", "/teams/boston-celtics"]));
    unsubscribe();
    event.emit([game]);
    expect(heard).toHaveLength(1);
  });

  it("does nothing when nothing changed, and a failing listener does not stop the others", () => {
    const cache = new ClientCache();
    cache.set("/api/games/games/1/", "dynamic", {});
    expect(invalidateGames([], cache)).toBe(0);
    expect(cache.size).toBe(1);
    const event = new GamesChangedEvent();
    let heard = 0;
    event.subscribe(() => heard++);
    event.emit([]);
    expect(heard).toBe(0);
    event.subscribe(() => {
      throw new Error("broken listener");
    });
    event.subscribe(() => heard++);
    event.emit([game] satisfies Array<ChangedGame>);
    expect(heard).toBe(2);
  });
});
