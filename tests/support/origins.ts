// Several origins over one PostgreSQL, for tests/contract/origins.test.ts and `npm run bench:origins`: a
// database of its own made from TEST_DATABASE_URL (the contract fixture's rows plus four NBA teams), a
// local replay feed (`npm run live:replay`) of generated score steps, and server processes (node
// server.mjs) started and killed at will. Nothing here reaches beyond 127.0.0.1.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildFixtureDatabaseOn } from "../contract/fixture";
import { httpGet, PROJECT_ROOT, startAppServer, type Child } from "../perf/support";
import type { FreshDatabase } from "./databases";

const NBA_ROWS = `
INSERT INTO sports (id, slug, name, abbreviation) VALUES (3, 'basketball', 'Basketball', 'BB');
INSERT INTO leagues (id, slug, name, abbreviation, sport_id, level_id, founded_year)
  VALUES (3, 'nba', 'National Basketball Association', 'NBA', 3, 1, 1946);
INSERT INTO teams (id, slug, league_id, name, short_name, abbreviation, city, state, country, founded_year, conference, division, venue_id) VALUES
  (6, 'new-york-knicks', 3, 'New York Knicks', 'Knicks', 'NYK', 'New York', 'NY', 'USA', 1946, 'Eastern', 'Atlantic', NULL),
  (7, 'boston-celtics', 3, 'Boston Celtics', 'Celtics', 'BOS', 'Boston', 'MA', 'USA', 1946, 'Eastern', 'Atlantic', NULL),
  (8, 'golden-state-warriors', 3, 'Golden State Warriors', 'Warriors', 'GSW', 'San Francisco', 'CA', 'USA', 1946, 'Western', 'Pacific', NULL),
  (9, 'los-angeles-lakers', 3, 'Los Angeles Lakers', 'Lakers', 'LAL', 'Los Angeles', 'CA', 'USA', 1948, 'Western', 'Pacific', NULL);
INSERT INTO team_eras (team_id, slug, first_season, last_season, name, nickname, city, state, abbreviation) VALUES
  (6, 'new-york-knicks', 1946, NULL, 'New York Knicks', 'Knicks', 'New York', 'NY', 'NYK'),
  (7, 'boston-celtics', 1946, NULL, 'Boston Celtics', 'Celtics', 'Boston', 'MA', 'BOS'),
  (8, 'golden-state-warriors', 1971, NULL, 'Golden State Warriors', 'Warriors', 'San Francisco', 'CA', 'GSW'),
  (9, 'los-angeles-lakers', 1960, NULL, 'Los Angeles Lakers', 'Lakers', 'Los Angeles', 'CA', 'LAL');
SELECT setval(pg_get_serial_sequence('games', 'id'), (SELECT max(id) FROM games));
`;

/** The contract fixture's rows and four NBA teams in a new PostgreSQL database; `url` is its address. */
export async function originsDatabase(): Promise<FreshDatabase & { url: string }> {
  const fresh = await buildFixtureDatabaseOn("postgres");
  try {
    await fresh.db.exec(NBA_ROWS);
  } catch (error) {
    await fresh.drop();
    throw error;
  }
  if (!fresh.url) throw new Error("a PostgreSQL fixture database has a URL");
  return { ...fresh, url: fresh.url };
}

type Json = Record<string, unknown>;
const SCOREBOARD = resolve(PROJECT_ROOT, "tests/fixtures/espn-scoreboard");

/** Knicks (home) and Celtics (away) scores of each step; the last step is the final. */
export type ScoreStep = { home: number; away: number; period: number; clock: string };

/**
 * Scoreboard files for the replay: the recorded pre-game board, then one in-progress board per step
 * (the recorded one with these scores), then the recorded final (112-108). Written to a new folder.
 */
export function writeScoreSteps(steps: ReadonlyArray<ScoreStep>): { folder: string; files: Array<string> } {
  const folder = mkdtempSync(join(tmpdir(), "origins-feed-"));
  const live = JSON.parse(readFileSync(join(SCOREBOARD, "nba-2-in.json"), "utf8")) as { events: Array<Json> };
  const files = [join(SCOREBOARD, "nba-1-pre.json")];
  steps.forEach((step, index) => {
    const board = structuredClone(live);
    // Only the Knicks game: the others are the recorded files' concern.
    board.events = board.events.filter((event) => event.id === "900001");
    const competition = (board.events[0].competitions as Array<Json>)[0];
    for (const competitor of competition.competitors as Array<Json>) {
      competitor.score = String(competitor.homeAway === "home" ? step.home : step.away);
      delete competitor.linescores;
    }
    for (const status of [competition.status as Json, board.events[0].status as Json]) {
      status.period = step.period;
      status.displayClock = step.clock;
    }
    const file = join(folder, `step-${String(index + 1).padStart(3, "0")}.json`);
    writeFileSync(file, JSON.stringify(board));
    files.push(file);
  });
  files.push(join(SCOREBOARD, "nba-4-post.json"));
  return { folder, files };
}

export type Feed = { url: string; step(): Promise<{ index: number; file: string }>; stop(): Promise<void> };

/** `npm run live:replay -- FILES --port N --today` as a child process. */
export async function startFeed(port: number, files: ReadonlyArray<string>): Promise<Feed> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/live-replay.ts", ...files, "--port", String(port), "--today"], {
    cwd: PROJECT_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the replay feed exited:\n${output}`);
    const up = await fetch(`${base}/_replay/state`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the replay feed did not start:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    url: `${base}/scoreboard`,
    async step() {
      const response = await fetch(`${base}/_replay/step`, { method: "POST" });
      return (await response.json()) as { index: number; file: string };
    },
    stop: () => stopChild(child),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const killer = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(killer);
      done();
    });
    child.kill("SIGTERM");
  });
}

/** An origin: node server.mjs on PostgreSQL, polling the feed every `intervalS` when it is the reader. */
export function startOrigin(port: number, databaseUrl: string, feedUrl: string, intervalS: number): Promise<Child> {
  return startAppServer({
    port,
    env: {
      DATABASE_URL: databaseUrl,
      LIVE_FEED_URL: feedUrl,
      LIVE_FEED_INTERVAL_S: String(intervalS),
      // One render thread each: two origins share this machine's cores with the test.
      RENDER_THREADS: "1",
      INSECURE_COOKIES: "1",
      SEASON_SYNC_INTERVAL_S: "3600",
    },
  });
}

/** Waits until `check` holds, polling every `everyMs`; returns the milliseconds it took, or throws after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 50): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((wait) => setTimeout(wait, everyMs));
  }
}

/** The Knicks card's scores on an origin's /scores page (away, home), its status, and the document cache's X-Cache. */
export async function knicksCard(port: number): Promise<{ away: string; home: string; status: string; cache: string } | null> {
  const answer = await httpGet(port, "/scores?q=knicks", `localhost:${port}`, 10_000);
  if (answer.status !== 200) return null;
  const html = answer.body.toString();
  const start = html.indexOf('data-testid="game-card"');
  if (start < 0) return null;
  const card = html.slice(start, html.indexOf("</a>", start));
  const side = (name: string) => {
    const at = card.indexOf(`data-side="${name}"`);
    const text = card
      .slice(at, card.indexOf("</div>", at))
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    return text.replace(/^.*?(Boston Celtics|New York Knicks)\s*/, "");
  };
  const status = /data-status="([a-z]+)"/.exec(card)?.[1] ?? "";
  return { away: side("away"), home: side("home"), status, cache: String(answer.headers["x-cache"] ?? "") };
}

/** Whether the origin's log says it reads the feed now (its last role line). */
export function roleOf(origin: Child): "reader" | "follower" | null {
  const lines = origin.output().match(/origin: (?:role changed to )?(feed reader|follower)/g) ?? [];
  const last = lines[lines.length - 1];
  return last ? (last.includes("feed reader") ? "reader" : "follower") : null;
}

export function removeFolder(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
}
