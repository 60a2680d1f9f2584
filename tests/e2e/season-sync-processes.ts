// For the season-sync browser tests: a recorded season window served in this process (the season replay
// on a port of its own choosing) and a server of the test's own on a copy of the database, migrated.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, openSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { openDatabase } from "../../db/database";
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

export async function startSeasonSync(serverPort: number, source: string, options: { rangeDelayMs?: number } = {}): Promise<SeasonSetup> {
  const work = await copyMigratedDatabase(source, "season-sync-");
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
