// For the live-feed browser test: its own replay feed and its own server (own ports, own copy of the
// database), started and stopped by the test itself.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { openDatabase } from "../../db/database";
import { migrate } from "../../db/migrate";

export const FIXTURES = resolve("tests/fixtures/espn-scoreboard");
export const STEPS = ["nba-1-pre.json", "nba-2-in.json", "nba-3-malformed.json", "nba-4-post.json"].map((file) => join(FIXTURES, file));

export type LiveSetup = {
  serverUrl: string;
  feedUrl: string;
  step(): Promise<{ index: number; file: string }>;
  /** What the feed and the server have printed so far. */
  log(): string;
  stop(): Promise<void>;
};

/** The imported database the copy is made from, or null when there is none. */
export function sourceDatabase(): string | null {
  const folder = resolve(process.env.DATA_DIR ?? ".data", "pglite");
  return existsSync(join(folder, "PG_VERSION")) ? folder : null;
}

export async function waitFor(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

export function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.pid === undefined) return done();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // gone
      }
      done();
    }, 5000);
    child.once("exit", () => {
      clearTimeout(timer);
      done();
    });
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      clearTimeout(timer);
      done();
    }
  });
}

/** A copy of the imported database in a new folder (`{folder}/pglite`), with this branch's migrations applied. */
export async function copyMigratedDatabase(source: string, prefix: string): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), prefix));
  // (postmaster.pid comes and goes while another server has the database open: not copied)
  cpSync(source, join(work, "pglite"), { recursive: true, filter: (path) => !path.endsWith("postmaster.pid") });
  const db = await openDatabase({ dataDir: join(work, "pglite") });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return work;
}

/** Starts `npm run live:replay` on feedPort and the server on serverPort, polling the feed every second. */
export async function startLive(feedPort: number, serverPort: number, source: string): Promise<LiveSetup> {
  const work = await copyMigratedDatabase(source, "scores-live-");
  const logFile = join(work, "processes.log");
  const log = openSync(logFile, "a");
  const feed = spawn("npm", ["run", "--silent", "live:replay", "--", ...STEPS, "--port", String(feedPort), "--today"], {
    detached: true,
    stdio: ["ignore", log, log],
  });
  const server = spawn(process.execPath, ["server.mjs"], {
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      INSECURE_COOKIES: "1",
      DATA_DIR: work,
      LIVE_FEED_URL: `http://127.0.0.1:${feedPort}/scoreboard`,
      LIVE_FEED_INTERVAL_S: "1",
      SCORES_LIVE_REFRESH_S: "3",
      SCORES_TODAY_REFRESH_S: "3",
    },
  });
  const feedUrl = `http://127.0.0.1:${feedPort}`;
  const serverUrl = `http://localhost:${serverPort}`;
  const stop = async () => {
    await Promise.all([stopGroup(server), stopGroup(feed)]);
    rmSync(work, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 60_000;
    await waitFor(`${feedUrl}/_replay/state`, deadline);
    await waitFor(`http://127.0.0.1:${serverPort}/debug`, deadline);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    serverUrl,
    feedUrl,
    async step() {
      const response = await fetch(`${feedUrl}/_replay/step`, { method: "POST" });
      return (await response.json()) as { index: number; file: string };
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
    stop,
  };
}
