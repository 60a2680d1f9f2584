// Writing a scoreboard into the games table: match by event id, else by league, date and teams; unknown
// teams skipped; one transaction; a stored result never lost; and the poller's retry and one-writer rules.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../db/database";
import { applyScoreboard, nextState, resolveFeedTeam, seasonOfFeedGame } from "../../../db/live/apply-scoreboard";
import { parseScoreboard, type FeedGame } from "../../../db/live/espn-scoreboard";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { FeedError } from "../../../db/live/espn-scoreboard";
import { feedIntervalMs, feedUrls, fetchJson, startPoller } from "../../../db/live/poller";
import { shiftEvents } from "../../../db/live/replay";
import type { TeamCodes } from "../../../db/import/team-codes";
import { buildFixtureDatabase } from "../../contract/fixture";

/** The feed's codes for the fixture's teams, as db/seed/<league>/team-codes.csv maps them. */
const CODES: Record<string, string> = { "nfl|GB": "green-bay-packers", "nfl|CHI": "chicago-bears", "nfl|DET": "detroit-lions", "nhl|BOS": "boston-bruins" };
const codes: TeamCodes = {
  resolve: (league, source, code) => (source === "espn-scoreboard" ? (CODES[`${league}|${code}`] ?? null) : null),
  franchises: () => new Set(),
};

type Side = { abbr: string; score?: string };
function nflBoard(events: Array<{ id: string; date: string; state: string; name?: string; home: Side; away: Side; period?: number; clock?: string }>) {
  return parseScoreboard({
    leagues: [{ slug: "nfl" }],
    season: { year: 2023, type: 2 },
    events: events.map((e) => ({
      id: e.id,
      date: e.date,
      status: { period: e.period ?? 0, displayClock: e.clock ?? "0:00", type: { state: e.state, name: e.name ?? "STATUS", description: e.name ?? "" } },
      competitions: [
        {
          venue: { fullName: "Lambeau Field" },
          competitors: [
            { homeAway: "home", score: e.home.score ?? "0", team: { abbreviation: e.home.abbr } },
            { homeAway: "away", score: e.away.score ?? "0", team: { abbreviation: e.away.abbr } },
          ],
        },
      ],
    })),
  });
}

let db: Database;
const gameById = async (id: number) =>
  (
    await db.query<Record<string, unknown>>(
      "SELECT id, status, home_score, away_score, period, display_clock, feed_event_id, source FROM games WHERE id = $1",
      [id],
    )
  )[0];

beforeAll(async () => {
  db = await buildFixtureDatabase();
  await db.query("SELECT setval('games_id_seq', 1000)");
});
afterAll(async () => {
  await db?.close();
});

describe("applying a scoreboard", () => {
  it("matches a stored game by league, date and teams, then by the feed's event id", async () => {
    // Fixture game 8: Bears at Packers, 2023-10-08, scheduled. 17:25 UTC is 13:25 in New York.
    const live = nflBoard([
      {
        id: "e8",
        date: "2023-10-08T17:25Z",
        state: "in",
        name: "STATUS_IN_PROGRESS",
        home: { abbr: "GB", score: "7" },
        away: { abbr: "CHI", score: "3" },
        period: 2,
        clock: "4:10",
      },
    ]);
    const first = await applyScoreboard(db, live.games, codes);
    expect(first).toMatchObject({ inserted: 0, updated: 1, unchanged: 0, skipped: [] });
    expect(first.changed).toEqual([
      { id: 8, seasonId: 2, league: "nfl", date: "2023-10-08", season: 2023, homeSlug: "green-bay-packers", awaySlug: "chicago-bears", status: "live" },
    ]);
    expect(await gameById(8)).toMatchObject({ status: "live", home_score: 7, away_score: 3, period: 2, display_clock: "4:10", feed_event_id: "e8" });

    // The same answer again changes nothing.
    expect(await applyScoreboard(db, live.games, codes)).toMatchObject({ updated: 0, unchanged: 1, changed: [] });

    const final = nflBoard([
      { id: "e8", date: "2023-10-08T17:25Z", state: "post", name: "STATUS_FINAL", home: { abbr: "GB", score: "24" }, away: { abbr: "CHI", score: "17" } },
    ]);
    await applyScoreboard(db, final.games, codes);
    expect(await gameById(8)).toMatchObject({ status: "final", home_score: 24, away_score: 17, period: null, display_clock: null });
  });

  it("never moves a final game back, and keeps a dataset's final score", async () => {
    const replayedPre = nflBoard([{ id: "e8", date: "2023-10-08T17:25Z", state: "pre", home: { abbr: "GB" }, away: { abbr: "CHI" } }]);
    expect(await applyScoreboard(db, replayedPre.games, codes)).toMatchObject({ updated: 0, unchanged: 1 });
    expect(await gameById(8)).toMatchObject({ status: "final", home_score: 24 });
    // Fixture game 1 (2022-09-11, Bears at Packers 27-10) came from a dataset: a different final score is not taken.
    const wrong = nflBoard([
      { id: "e1", date: "2022-09-11T17:00Z", state: "post", name: "STATUS_FINAL", home: { abbr: "GB", score: "0" }, away: { abbr: "CHI", score: "99" } },
    ]);
    await applyScoreboard(db, wrong.games, codes);
    expect(await gameById(1)).toMatchObject({ status: "final", home_score: 27, away_score: 10, source: "test", feed_event_id: "e1" });
  });

  it("adds a game it cannot match, creating its season when needed", async () => {
    const added = nflBoard([{ id: "e-new", date: "2030-09-08T17:00Z", state: "pre", name: "STATUS_SCHEDULED", home: { abbr: "DET" }, away: { abbr: "GB" } }]);
    added.games[0].seasonYear = null;
    const outcome = await applyScoreboard(db, added.games, codes);
    expect(outcome.inserted).toBe(1);
    const [row] = await db.query<{ status: string; season_start_year: number; label: string; source: string; home_score: number | null }>(
      "SELECT g.status, g.season_start_year, se.label, g.source, g.home_score FROM games g JOIN seasons se ON se.id = g.season_id WHERE g.feed_event_id = 'e-new'",
    );
    expect(row).toEqual({ status: "scheduled", season_start_year: 2030, label: "2030", source: "espn-scoreboard", home_score: null });
    // No line score is SQL NULL, not the JSON value null.
    expect(await db.query("SELECT id FROM games WHERE feed_event_id = 'e-new' AND line_score IS NULL")).toHaveLength(1);
  });

  it("skips an unknown team with its event id and writes the rest", async () => {
    const board = nflBoard([
      { id: "e-x", date: "2023-10-15T17:00Z", state: "pre", home: { abbr: "XYZ" }, away: { abbr: "GB" } },
      { id: "e-y", date: "2023-10-15T20:00Z", state: "pre", home: { abbr: "CHI" }, away: { abbr: "DET" } },
    ]);
    const outcome = await applyScoreboard(db, board.games, codes);
    expect(outcome.skipped).toEqual([{ eventId: "e-x", reason: "unknown team XYZ" }]);
    expect(outcome.inserted).toBe(1);
  });

  it("writes all or nothing: a failing event rolls the whole scoreboard back", async () => {
    const board = nflBoard([{ id: "e-z", date: "2023-10-22T17:00Z", state: "pre", home: { abbr: "CHI" }, away: { abbr: "GB" } }]);
    const broken: FeedGame = { ...board.games[0], eventId: "e-broken", time: "not a time", date: "2023-13-45" };
    await expect(applyScoreboard(db, [board.games[0], broken], codes)).rejects.toThrow();
    expect(await db.query("SELECT id FROM games WHERE feed_event_id = 'e-z'")).toEqual([]);
  });
});

describe("the rules behind it", () => {
  it("resolves a team by abbreviation, then name, then location (college names)", () => {
    const college: TeamCodes = {
      resolve: (_l, source, code) => (source === "cfb-teams-espn-2024" && code === "Air Force" ? "air-force-falcons-football" : null),
      franchises: () => new Set(),
    };
    const team = { homeAway: "home" as const, abbreviation: "AF", displayName: "Air Force Falcons", location: "Air Force", score: null, periods: null };
    expect(resolveFeedTeam(college, "cfb", 2024, team)).toBe("air-force-falcons-football");
    expect(resolveFeedTeam(college, "nfl", 2024, team)).toBeNull();
  });

  it("turns ESPN's season year into the season's start year", () => {
    const game = nflBoard([{ id: "s", date: "2025-01-15T00:30Z", state: "pre", home: { abbr: "GB" }, away: { abbr: "CHI" } }]).games[0];
    expect(seasonOfFeedGame({ ...game, seasonYear: 2025 }, "basketball")).toBe(2024);
    expect(seasonOfFeedGame({ ...game, seasonYear: 2025 }, "hockey")).toBe(2024);
    expect(seasonOfFeedGame({ ...game, seasonYear: 2024 }, "football")).toBe(2024);
    expect(seasonOfFeedGame({ ...game, seasonYear: null }, "football")).toBe(2024);
  });

  it("keeps what the feed leaves out", () => {
    const stored = {
      id: 1,
      season_id: 2,
      game_date: "2023-10-08",
      overtime: null,
      status: "live",
      home_score: 3,
      away_score: 0,
      period: 1,
      display_clock: "1:00",
      status_detail: null,
      game_time: "13:00",
      venue_name: "Lambeau Field",
      attendance: 70000,
      feed_event_id: "a",
      line_score: null,
      source: "espn-scoreboard",
    };
    const game = nflBoard([
      { id: "a", date: "2023-10-08T17:00Z", state: "in", home: { abbr: "GB", score: "10" }, away: { abbr: "CHI", score: "0" }, period: 2, clock: "9:00" },
    ]).games[0];
    const next = nextState(stored, { ...game, venue: null, attendance: null });
    expect(next).toMatchObject({ home_score: 10, period: 2, venue_name: "Lambeau Field", attendance: 70000 });
  });
});

describe("the poller", () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it("reads LIVE_FEED_URL and LIVE_FEED_INTERVAL_S", () => {
    expect(feedUrls(" http://127.0.0.1:1/a , https://x.test/b,ftp://no, nonsense")).toEqual(["http://127.0.0.1:1/a", "https://x.test/b"]);
    expect(feedUrls(undefined)).toEqual([]);
    expect(feedIntervalMs(undefined)).toBe(30_000);
    expect(feedIntervalMs("5")).toBe(5000);
    expect(feedIntervalMs("-1")).toBe(30_000);
    expect(feedIntervalMs("soon")).toBe(30_000);
  });

  it("keeps the last good data on a malformed, empty or unreachable answer and retries with a doubling delay", async () => {
    vi.useFakeTimers();
    const good = {
      leagues: [{ slug: "nfl" }],
      events: [
        {
          id: "1",
          date: "2023-10-08T17:00Z",
          status: { type: { state: "pre" } },
          competitions: [
            {
              competitors: [
                { homeAway: "home", team: { abbreviation: "GB" } },
                { homeAway: "away", team: { abbreviation: "CHI" } },
              ],
            },
          ],
        },
      ],
    };
    const answers: Array<() => unknown> = [
      () => good,
      () => {
        throw new Error("connect ECONNREFUSED");
      },
      () => ({ leagues: [{ slug: "nfl" }], events: [] }),
      () => "<html>",
      () => good,
    ];
    const calls: Array<number> = [];
    const applied: Array<number> = [];
    const poller = startPoller({
      urls: ["http://feed.test/a"],
      intervalMs: 30_000,
      fetchDocument: async () => {
        calls.push(Date.now());
        return (answers.shift() ?? (() => good))();
      },
      apply: async (scoreboard) => {
        applied.push(scoreboard.games.length);
      },
      log: { info: () => undefined, warn: () => undefined },
    });
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(0); // first poll: good
    expect(applied).toEqual([1]);
    await vi.advanceTimersByTimeAsync(30_000); // unreachable
    expect(poller.failures("http://feed.test/a")).toBe(1);
    await vi.advanceTimersByTimeAsync(1000); // empty
    expect(poller.failures("http://feed.test/a")).toBe(2);
    await vi.advanceTimersByTimeAsync(2000); // malformed
    expect(poller.failures("http://feed.test/a")).toBe(3);
    await vi.advanceTimersByTimeAsync(4000); // good again
    expect(poller.failures("http://feed.test/a")).toBe(0);
    expect(applied).toEqual([1, 1]);
    expect(calls.map((t) => t - start)).toEqual([0, 30_000, 31_000, 33_000, 37_000]);
    await poller.stop();
    vi.useRealTimers();
  });

  it("applies one answer at a time, even from several feeds", async () => {
    let running = 0;
    let most = 0;
    const good = {
      leagues: [{ slug: "nfl" }],
      events: [
        {
          id: "1",
          date: "2023-10-08T17:00Z",
          status: { type: { state: "pre" } },
          competitions: [
            {
              competitors: [
                { homeAway: "home", team: { abbreviation: "GB" } },
                { homeAway: "away", team: { abbreviation: "CHI" } },
              ],
            },
          ],
        },
      ],
    };
    const poller = startPoller({
      urls: ["http://feed.test/a", "http://feed.test/b", "http://feed.test/c"],
      intervalMs: 60_000,
      fetchDocument: async () => good,
      apply: async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
      },
      log: { info: () => undefined, warn: () => undefined },
    });
    await poller.pollNow();
    await poller.stop();
    expect(most).toBe(1);
  });
});

describe("fetching a feed", () => {
  it("reads JSON, and calls an error status or a body that is not JSON a FeedError", async () => {
    const server = createServer((request, response) => {
      if (request.url === "/ok") response.end('{"leagues": []}');
      else if (request.url === "/html") response.end("<html>");
      else {
        response.statusCode = 503;
        response.end("{}");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await fetchJson(`${base}/ok`, 2000)).toEqual({ leagues: [] });
      await expect(fetchJson(`${base}/html`, 2000)).rejects.toThrow(FeedError);
      await expect(fetchJson(`${base}/down`, 2000)).rejects.toThrow("HTTP 503");
    } finally {
      server.close();
    }
  });
});

describe("the replay's --today", () => {
  it("moves every event by whole days and drops the season year", () => {
    const moved = shiftEvents(
      { season: { year: 2025 }, events: [{ date: "2025-01-15T00:30Z", season: { year: 2025 }, competitions: [{ date: "2025-01-15T00:30Z" }] }] },
      10,
    ) as {
      season: { year?: number };
      events: Array<{ date: string; season: { year?: number }; competitions: Array<{ date: string }> }>;
    };
    expect(moved.events[0].date).toBe("2025-01-25T00:30Z");
    expect(moved.events[0].competitions[0].date).toBe("2025-01-25T00:30Z");
    expect(moved.events[0].season.year).toBeUndefined();
    expect(moved.season.year).toBeUndefined();
  });
});
