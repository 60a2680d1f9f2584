// Several origin processes over one PostgreSQL (issue 34, decision 0171). Two parts, both on
// connections of their own (never the API's pool):
// - the feed lease: a session-level advisory lock decides which origin polls the live feed and runs the
//   season sync; the others try again every poll interval, and take over once the reader's session
//   ends (stopped, killed, or its connection lost);
// - the games channel: every write's changed games go out with NOTIFY in the write's own transaction,
//   and every origin LISTENs and drops what shows them; a lost listening connection is reconnected with
//   the doubling delay, and on reconnect everything that may be stale is dropped.
// server/process.ts starts both when the database is PostgreSQL; PGlite (one process) uses neither.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { retryDelay } from "../core/retry";
import type { ChangedGame } from "../db/live/apply-scoreboard";
import type { Sql } from "../db/database";

/** The advisory lock of the feed reader (one per database): "sport" "feed" as two 32-bit keys. */
export const FEED_LOCK_KEYS = [0x73706f72, 0x66656564] as const;

/** The NOTIFY channel of written games. */
export const GAMES_CHANNEL = "games_changed";

/** A NOTIFY payload must be shorter than 8000 bytes; the chunks stay well below. */
export const MAX_PAYLOAD_BYTES = 7500;

/** Above this many games in one write (a season sync's month), one "everything" notice is sent instead. */
export const MAX_NOTIFIED_GAMES = 2000;

/** How often an idle connection of ours is asked `SELECT 1`, so a silently lost one is noticed. */
const HEARTBEAT_MS = 5000;

export type OriginLog = { info(message: string): void; warn(message: string): void };
const consoleLog: OriginLog = { info: (m) => console.log(m), warn: (m) => console.warn(m) };

/** This process's id in notices (its own are not applied twice). */
export function newOriginId(): string {
  return randomUUID().slice(0, 8);
}

/* ------------------------------------------------------------------ payloads */

/** One notice: the writing origin and either its games or "everything" (too many to list). */
export type GamesNotice = { origin: string; games: Array<ChangedGame> } | { origin: string; all: true };

type WireGame = [id: number, seasonId: number, league: string, date: string, season: number, home: string, away: string, status: string];

function toWire(game: ChangedGame): WireGame {
  return [game.id, game.seasonId, game.league, game.date, game.season, game.homeSlug, game.awaySlug, game.status];
}

function fromWire(wire: unknown): ChangedGame | null {
  if (!Array.isArray(wire) || wire.length !== 8) return null;
  const [id, seasonId, league, date, season, homeSlug, awaySlug, status] = wire as Array<unknown>;
  if (typeof id !== "number" || typeof seasonId !== "number" || typeof season !== "number") return null;
  if (typeof league !== "string" || typeof date !== "string" || typeof homeSlug !== "string" || typeof awaySlug !== "string" || typeof status !== "string") {
    return null;
  }
  return { id, seasonId, league: league as ChangedGame["league"], date, season, homeSlug, awaySlug, status };
}

/** The payloads (each under MAX_PAYLOAD_BYTES) that carry these games; one "all" payload when there are too many. */
export function encodeNotices(origin: string, games: ReadonlyArray<ChangedGame>): Array<string> {
  if (games.length === 0) return [];
  const all = JSON.stringify({ o: origin, all: true });
  if (games.length > MAX_NOTIFIED_GAMES) return [all];
  const payloads: Array<string> = [];
  let chunk: Array<string> = [];
  const close = () => {
    if (chunk.length > 0) payloads.push(`{"o":${JSON.stringify(origin)},"g":[${chunk.join(",")}]}`);
    chunk = [];
  };
  const overhead = Buffer.byteLength(`{"o":${JSON.stringify(origin)},"g":[]}`);
  let bytes = overhead;
  for (const game of games) {
    const wire = JSON.stringify(toWire(game));
    const size = Buffer.byteLength(wire) + 1;
    if (overhead + size > MAX_PAYLOAD_BYTES) return [all];
    if (bytes + size > MAX_PAYLOAD_BYTES) {
      close();
      bytes = overhead;
    }
    chunk.push(wire);
    bytes += size;
  }
  close();
  return payloads;
}

/** A payload read back; null for one that is not ours (it is then taken as "everything" by the listener). */
export function decodeNotice(payload: string): GamesNotice | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { o, g, all } = value as { o?: unknown; g?: unknown; all?: unknown };
  if (typeof o !== "string") return null;
  if (all === true) return { origin: o, all: true };
  if (!Array.isArray(g)) return null;
  const games: Array<ChangedGame> = [];
  for (const wire of g) {
    const game = fromWire(wire);
    if (!game) return null;
    games.push(game);
  }
  return { origin: o, games };
}

/** Sends the games' notices inside the writing transaction: PostgreSQL delivers them when (and only if) it commits. */
export async function notifyGames(tx: Sql, origin: string, games: ReadonlyArray<ChangedGame>): Promise<void> {
  for (const payload of encodeNotices(origin, games)) await tx.query("SELECT pg_notify($1, $2)", [GAMES_CHANNEL, payload]);
}

/* ------------------------------------------------------------------ connections */

type Connection = { client: pg.Client; lost: Promise<string> };

/** A connection of its own whose `lost` resolves (with the reason) when it errors or ends. */
async function connect(url: string, name: string): Promise<Connection> {
  // A statement that gets no answer in 10 s (a hung server or network) fails, and the connection counts as lost.
  const client = new pg.Client({ connectionString: url, application_name: name, keepAlive: true, connectionTimeoutMillis: 5000, query_timeout: 10_000 });
  let markLost: (reason: string) => void = () => undefined;
  const lost = new Promise<string>((resolve) => (markLost = resolve));
  client.on("error", (error) => markLost(error.message));
  client.on("end", () => markLost("connection ended"));
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return { client, lost };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}

/** Resolves when the connection is lost (heartbeat failing included) or the signal aborts. */
async function whileConnected(connection: Connection, signal: AbortSignal): Promise<string | null> {
  let reason: string | null = null;
  void connection.lost.then((why) => (reason ??= why));
  const stopped = new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
  while (!signal.aborted && reason === null) {
    await Promise.race([sleep(HEARTBEAT_MS, signal), connection.lost, stopped]);
    if (signal.aborted || reason !== null) break;
    try {
      await connection.client.query("SELECT 1");
    } catch (error) {
      reason ??= error instanceof Error ? error.message : String(error);
    }
  }
  return signal.aborted ? null : reason;
}

/* ------------------------------------------------------------------ the feed lease */

export type FeedRole = "reader" | "follower";

export type FeedLeaseOptions = {
  url: string;
  /** How often a follower asks for the lock (the poll interval). */
  intervalMs: number;
  /** Became the reader: start the feed and the sync. */
  onReader(): void;
  /** Stopped being the reader (its session ended): stop them; resolves when they stopped. */
  onFollower(): Promise<void>;
  log?: OriginLog;
};

export type FeedLease = { role(): FeedRole; stop(): Promise<void> };

/**
 * One reader among the origins: `pg_try_advisory_lock` on a session of its own, asked every interval
 * until held. The lock lives as long as the session: a reader that stops, is killed, or loses its
 * connection releases it, and a follower takes it at its next try. A reader whose session is lost
 * stops reading at once (another may hold the lock already), then asks again like any follower.
 */
export function startFeedLease(options: FeedLeaseOptions): FeedLease {
  const log = options.log ?? consoleLog;
  const stopping = new AbortController();
  let role: FeedRole = "follower";
  let announced: FeedRole | null = null;
  const announce = (next: FeedRole, why: string) => {
    if (announced === next) return;
    log.info(
      announced === null
        ? `origin: ${next === "reader" ? "feed reader" : "follower"} (${why})`
        : `origin: role changed to ${next === "reader" ? "feed reader" : "follower"} (${why})`,
    );
    announced = next;
  };

  const run = async () => {
    let failures = 0;
    while (!stopping.signal.aborted) {
      let connection: Connection;
      try {
        connection = await connect(options.url, "sports feed lease");
      } catch (error) {
        log.warn(
          `origin: feed lease cannot reach PostgreSQL (${error instanceof Error ? error.message : error}); retrying in ${retryDelay(failures) / 1000} s`,
        );
        announce("follower", "PostgreSQL unreachable");
        await sleep(retryDelay(failures++), stopping.signal);
        continue;
      }
      failures = 0;
      let lostReason: string | null = null;
      void connection.lost.then((why) => (lostReason ??= why));
      try {
        // Follower: ask every interval until the lock is ours.
        while (!stopping.signal.aborted && lostReason === null) {
          const [row] = (await connection.client.query<{ held: boolean }>("SELECT pg_try_advisory_lock($1, $2) AS held", [...FEED_LOCK_KEYS])).rows;
          if (row?.held) break;
          announce("follower", "another origin reads the feed");
          await Promise.race([sleep(options.intervalMs, stopping.signal), connection.lost]);
        }
        if (stopping.signal.aborted || lostReason !== null) throw new Error(lostReason ?? "stopping");
        role = "reader";
        announce("reader", "advisory lock held");
        options.onReader();
        const why = await whileConnected(connection, stopping.signal);
        if (why !== null) lostReason = why;
      } catch (error) {
        if (!stopping.signal.aborted) lostReason ??= error instanceof Error ? error.message : String(error);
      }
      if (role === "reader") {
        role = "follower";
        if (!stopping.signal.aborted) announce("follower", `lease session lost: ${lostReason ?? "unknown"}`);
        await options.onFollower().catch((error: unknown) => log.warn(`origin: stopping the feed failed: ${error instanceof Error ? error.message : error}`));
      }
      // Ending the session releases the lock (when it still exists).
      await connection.client.end().catch(() => undefined);
      if (!stopping.signal.aborted) await sleep(1000, stopping.signal);
    }
  };
  const running = run();
  return {
    role: () => role,
    async stop() {
      stopping.abort();
      await running;
    },
  };
}

/* ------------------------------------------------------------------ the games channel */

export type GamesChannelOptions = {
  url: string;
  /** This process's id: its own notices were applied when it wrote. */
  origin: string;
  /** Games another origin wrote. */
  onGames(games: ReadonlyArray<ChangedGame>): void;
  /** Anything may have changed: a notice for too many games, or notices possibly missed while disconnected. */
  onEverything(reason: string): void;
  log?: OriginLog;
};

export type GamesChannel = {
  /** Whether the LISTEN connection is up. */
  listening(): boolean;
  /** The backend pid of the LISTEN connection (tests end it with pg_terminate_backend). */
  backendPid(): number | null;
  stop(): Promise<void>;
};

/** LISTEN on the games channel, reconnecting with the doubling delay; after a reconnect, everything is dropped. */
export function startGamesChannel(options: GamesChannelOptions): GamesChannel {
  const log = options.log ?? consoleLog;
  const stopping = new AbortController();
  let current: Connection | null = null;
  let pid: number | null = null;

  const run = async () => {
    let failures = 0;
    let everConnected = false;
    while (!stopping.signal.aborted) {
      let connection: Connection;
      try {
        connection = await connect(options.url, "sports games channel");
        connection.client.on("notification", (message) => {
          if (message.channel !== GAMES_CHANNEL) return;
          const notice = decodeNotice(message.payload ?? "");
          if (!notice) return options.onEverything("a notice that could not be read");
          if (notice.origin === options.origin) return;
          if ("all" in notice) options.onEverything(`origin ${notice.origin} wrote too many games to list`);
          else options.onGames(notice.games);
        });
        await connection.client.query(`LISTEN ${GAMES_CHANNEL}`);
        pid = (await connection.client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]?.pid ?? null;
      } catch (error) {
        log.warn(`origin: games channel cannot listen (${error instanceof Error ? error.message : error}); retrying in ${retryDelay(failures) / 1000} s`);
        await sleep(retryDelay(failures++), stopping.signal);
        continue;
      }
      current = connection;
      failures = 0;
      if (everConnected) {
        log.info("origin: games channel listening again; every cached page and answer dropped (notices may have been missed)");
        options.onEverything("reconnected");
      } else {
        log.info("origin: games channel listening");
      }
      everConnected = true;
      const why = await whileConnected(connection, stopping.signal);
      current = null;
      pid = null;
      await connection.client.end().catch(() => undefined);
      if (why !== null) {
        log.warn(`origin: games channel lost (${why}); reconnecting`);
        // Until it listens again nothing is heard: drop now too, so nothing older than the loss is served for long.
        options.onEverything("connection lost");
      }
    }
  };
  const running = run();
  return {
    listening: () => current !== null,
    backendPid: () => pid,
    async stop() {
      stopping.abort();
      await running;
    },
  };
}
