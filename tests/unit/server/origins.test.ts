// The parts of several origins that need no server process: notices in chunks under PostgreSQL's
// 8000-byte limit (or one "everything"), LIVE_FEED_URL=public, and, on PostgreSQL (TEST_DATABASE_URL),
// the lease with two holders in one process and the channel across a terminated connection.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangedGame } from "../../../db/live/apply-scoreboard";
import { feedUrls, PUBLIC_SCOREBOARD_URLS } from "../../../db/live/poller";
import { NETWORK_LEAGUES } from "../../../core/leagues";
import {
  decodeNotice,
  encodeNotices,
  MAX_NOTIFIED_GAMES,
  MAX_PAYLOAD_BYTES,
  notifyGames,
  startFeedLease,
  startGamesChannel,
  type FeedLease,
  type OriginLog,
} from "../../../server/origins";
import { freshDatabase, skipReason, type FreshDatabase } from "../../support/databases";

const game = (id: number): ChangedGame => ({
  id,
  seasonId: 7,
  league: "nba",
  date: "2026-11-29",
  season: 2026,
  homeSlug: "new-york-knicks",
  awaySlug: "boston-celtics",
  status: "live",
});

const quiet = (): OriginLog & { lines: Array<string> } => {
  const lines: Array<string> = [];
  return { lines, info: (m) => lines.push(m), warn: (m) => lines.push(m) };
};

async function until(check: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
  return Date.now() - started;
}

describe("games notices", () => {
  it("carry every game, in chunks each under the payload limit, and read back the same", () => {
    const games = Array.from({ length: 500 }, (_, i) => game(i + 1));
    const payloads = encodeNotices("abc", games);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const back = payloads.flatMap((payload) => {
      const notice = decodeNotice(payload);
      if (!notice || "all" in notice) throw new Error("expected games");
      expect(notice.origin).toBe("abc");
      return notice.games;
    });
    expect(back).toEqual(games);
  });

  it("are one 'everything' notice for too many games, and nothing for none", () => {
    const payloads = encodeNotices(
      "abc",
      Array.from({ length: MAX_NOTIFIED_GAMES + 1 }, (_, i) => game(i)),
    );
    expect(payloads.map(decodeNotice)).toEqual([{ origin: "abc", all: true }]);
    expect(encodeNotices("abc", [])).toEqual([]);
  });

  it("refuse what is not a notice", () => {
    expect(decodeNotice("not json")).toBeNull();
    expect(decodeNotice('{"g":[]}')).toBeNull();
    expect(decodeNotice('{"o":"x","g":[[1,2,"nba"]]}')).toBeNull();
  });
});

describe("LIVE_FEED_URL=public", () => {
  it("is ESPN's public scoreboard of every league of the network, and only that word", () => {
    const urls = feedUrls(" public ");
    expect(urls).toHaveLength(NETWORK_LEAGUES.length);
    expect(urls).toEqual(NETWORK_LEAGUES.map((league) => PUBLIC_SCOREBOARD_URLS[league]));
    for (const url of urls) expect(url).toMatch(/^https:\/\/site\.api\.espn\.com\/apis\/site\/v2\/sports\/[a-z-]+\/[a-z-]+\/scoreboard$/);
    expect(feedUrls("publicx")).toEqual([]);
    expect(feedUrls(undefined)).toEqual([]);
  });
});

const pgSkip = skipReason("postgres");

describe.skipIf(pgSkip !== null)(`the lease and the channel on PostgreSQL${pgSkip ? ` (${pgSkip})` : ""}`, () => {
  let fresh: FreshDatabase;
  let admin: pg.Client;
  beforeAll(async () => {
    fresh = await freshDatabase("postgres");
    admin = new pg.Client({ connectionString: fresh.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end().catch(() => undefined);
    await fresh?.drop();
  });

  it("makes one holder the reader; the other takes over when the reader's session ends", async () => {
    const roles: Array<string> = [];
    const lease = (name: string, log: OriginLog): FeedLease =>
      startFeedLease({
        url: fresh.url!,
        intervalMs: 300,
        onReader: () => roles.push(`${name} reads`),
        onFollower: async () => void roles.push(`${name} stops`),
        log,
      });
    const logA = quiet();
    const a = lease("a", logA);
    await until(() => a.role() === "reader", 5000);
    const logB = quiet();
    const b = lease("b", logB);
    await until(() => logB.lines.some((l) => l.includes("follower")), 5000);
    await new Promise((wait) => setTimeout(wait, 700));
    expect(b.role()).toBe("follower");
    expect(roles).toEqual(["a reads"]);

    // The reader's session ends as in a crash: PostgreSQL releases the lock; a stops reading, b takes over.
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'sports feed lease' AND pid IN (SELECT pid FROM pg_locks WHERE locktype = 'advisory')",
    );
    // (How fast, with origins as processes, is npm run bench:origins's to measure.)
    await until(() => b.role() === "reader", 5000);
    expect(roles.slice(0, 3).sort()).toEqual(["a stops", "a reads", "b reads"].sort());
    expect(logA.lines.join("\n")).toMatch(/role changed to follower \(lease session lost/);
    expect(logB.lines.join("\n")).toContain("role changed to feed reader");
    // a asks again and stays a follower while b holds the lock.
    await new Promise((wait) => setTimeout(wait, 1500));
    expect(a.role()).toBe("follower");
    await Promise.all([a.stop(), b.stop()]);
    expect(roles.filter((r) => r.endsWith("reads")).length).toBe(roles.filter((r) => r.endsWith("stops")).length);
  });

  it("brings another origin's committed games, not its own nor a rolled-back write's; reconnects and drops everything", async () => {
    const heard: Array<ReadonlyArray<ChangedGame>> = [];
    const everything: Array<string> = [];
    const log = quiet();
    const channel = startGamesChannel({ url: fresh.url!, origin: "me", onGames: (g) => heard.push(g), onEverything: (r) => everything.push(r), log });
    await until(() => channel.listening(), 5000);

    await fresh.db.transaction((tx) => notifyGames(tx, "other", [game(1), game(2)]));
    await fresh.db.transaction((tx) => notifyGames(tx, "me", [game(3)]));
    await fresh.db
      .transaction(async (tx) => {
        await notifyGames(tx, "other", [game(4)]);
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await fresh.db.transaction((tx) => notifyGames(tx, "other", [game(5)]));
    await until(() => heard.length === 2, 3000);
    expect(heard.map((games) => games.map((g) => g.id))).toEqual([[1, 2], [5]]);
    expect(everything).toEqual([]);

    const pid = channel.backendPid();
    expect(pid).not.toBeNull();
    await admin.query("SELECT pg_terminate_backend($1)", [pid]);
    await until(() => everything.includes("reconnected"), 5000);
    expect(everything[0]).toBe("connection lost");
    expect(channel.backendPid()).not.toBe(pid);
    await fresh.db.transaction((tx) => notifyGames(tx, "other", [game(6)]));
    await until(() => heard.length === 3, 3000);
    expect(heard[2].map((g) => g.id)).toEqual([6]);
    await channel.stop();
    expect(channel.listening()).toBe(false);
  });
});
