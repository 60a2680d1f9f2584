// For the season-sync browser tests: a recorded season window served in this process (the season replay
// on a port of its own choosing) and a server of the test's own on a copy of the database, migrated.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, openSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { daysBetween, easternDate } from "../../core/game-dates";
import { openDatabase } from "../../db/database";
import { refreshSeasons } from "../../db/load/derive-seasons";
import { createSeasonReplay, serveSeasonReplay } from "../../db/live/replay";
import { copyMigratedDatabase, stopGroup, waitFor } from "./live-processes";

export const SEASON_FIXTURES = resolve("tests/fixtures/espn-season");
/** The recording's own day (tests/fixtures/espn-season/README.md); the replay moves it to today. */
export const RECORDED_DAY = "2026-11-28";
export const RECORDED_EVENTS = { nfl: 194, nhl: 526 };

export type SeasonSetup = {
  serverUrl: string;
  feedUrls: Array<string>;
  work: string;
  log(): string;
  /** Starts (or starts again) the server on the same database copy. */
  startServer(): Promise<void>;
  /** kill -9 of the server. */
  killServer(): void;
  /** Waits until the log says both leagues' syncs are done `times` times in all. */
  waitForSync(times?: number, timeoutMs?: number): Promise<void>;
  /** Counts in the database copy (the server must be stopped). */
  feedGames(): Promise<Array<string>>;
  stopServer(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The replay moves the recording to today; the database's own fixtures of the recorded seasons (the
 * dataset's 2026 NFL and 2026-27 NHL schedules) move with it, so the feed's games are matched to them as
 * on the recording's day. Left on their dates, they would be fixtures of days gone by without a result,
 * which stop the standings' count before them (decision 0189).
 */
async function moveRecordedSchedules(dataDir: string, days: number): Promise<void> {
  if (days === 0) return;
  const db = await openDatabase({ dataDir });
  try {
    const seasons = await db.query<{ id: number }>(
      "SELECT se.id FROM seasons se JOIN leagues l ON l.id = se.league_id WHERE l.slug IN ('nfl', 'nhl') AND se.start_year = 2026",
    );
    const ids = seasons.map((s) => s.id);
    await db.transaction(async (tx) => {
      await tx.query("UPDATE games SET game_date = game_date + $1::int WHERE season_id = ANY($2::int[]) AND status = 'scheduled'", [days, ids]);
      await refreshSeasons(tx, ids);
    });
  } finally {
    await db.close();
  }
}

export async function startSeasonSync(serverPort: number, source: string, options: { rangeDelayMs?: number } = {}): Promise<SeasonSetup> {
  const work = await copyMigratedDatabase(source, "season-sync-");
  await moveRecordedSchedules(join(work, "pglite"), daysBetween(RECORDED_DAY, easternDate(new Date())));
  const replay = createSeasonReplay({ files: ["nfl-2026.json", "nhl-2026-27.json"].map((f) => join(SEASON_FIXTURES, f)), asOf: RECORDED_DAY, today: true });
  const feed: Server = await serveSeasonReplay(replay, 0, options.rangeDelayMs ?? 0);
  const feedPort = (feed.address() as AddressInfo).port;
  const feedUrls = [`http://127.0.0.1:${feedPort}/football/nfl/scoreboard`, `http://127.0.0.1:${feedPort}/hockey/nhl/scoreboard`];
  const logFile = join(work, "server.log");
  let server: ChildProcess | null = null;
  const setup: SeasonSetup = {
    serverUrl: `http://localhost:${serverPort}`,
    feedUrls,
    work,
    log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
    async startServer() {
      const log = openSync(logFile, "a");
      server = spawn(process.execPath, ["server.mjs"], {
        detached: true,
        stdio: ["ignore", log, log],
        env: {
          ...process.env,
          PORT: String(serverPort),
          HOST: "127.0.0.1",
          NODE_ENV: "production",
          INSECURE_COOKIES: "1",
          DATA_DIR: work,
          LIVE_FEED_URL: feedUrls.join(","),
          LIVE_FEED_INTERVAL_S: "5",
        },
      });
      await waitFor(`http://127.0.0.1:${serverPort}/debug`, Date.now() + 60_000);
    },
    killServer() {
      if (server?.pid) process.kill(server.pid, "SIGKILL");
      server = null;
    },
    async waitForSync(times = 1, timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      const done = () => (setup.log().match(/season sync (nfl|nhl) 2026: done/g) ?? []).length;
      while (done() < 2 * times) {
        if (Date.now() > deadline) throw new Error(`the season sync did not finish in time:\n${setup.log().slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    async feedGames() {
      const copy = await openDatabase({ dataDir: join(work, "pglite") });
      try {
        const rows = await copy.query<{ feed_event_id: string }>("SELECT feed_event_id FROM games WHERE feed_event_id IS NOT NULL ORDER BY feed_event_id");
        return rows.map((r) => r.feed_event_id);
      } finally {
        await copy.close();
      }
    },
    async stopServer() {
      if (server) await stopGroup(server);
      server = null;
    },
    async stop() {
      await setup.stopServer();
      await new Promise((r) => feed.close(() => r(undefined)));
      rmSync(work, { recursive: true, force: true });
    },
  };
  return setup;
}
