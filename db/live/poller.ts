// Polls one or more scoreboard feeds: each URL on its own timer, every `intervalMs` while it answers
// well; a malformed, empty or unreachable answer changes nothing and is retried after 1 s, doubling up
// to 30 s. Answers are applied one at a time (PGlite has one writer) and nothing thrown escapes.
import { NETWORK_LEAGUES, type NetworkLeagueSlug } from "../../core/leagues";
import { retryDelay } from "../../core/retry";
import { FeedError, parseScoreboard, type ParsedScoreboard } from "./espn-scoreboard";

export type FeedLog = { info(message: string): void; warn(message: string): void };

export type PollerOptions = {
  urls: ReadonlyArray<string>;
  intervalMs: number;
  /** Writes a good scoreboard (the caller's transaction); its errors count as a failed poll. */
  apply(scoreboard: ParsedScoreboard, url: string): Promise<void>;
  fetchDocument?: (url: string) => Promise<unknown>;
  log?: FeedLog;
  timeoutMs?: number;
};

export type Poller = {
  /** Polls every URL now (tests), resolving when each has been applied or has failed. */
  pollNow(): Promise<void>;
  stop(): Promise<void>;
  /** Consecutive failures of a URL (0 after a good answer). */
  failures(url: string): number;
};

/**
 * `LIVE_FEED_URL=public`: ESPN's public site-API scoreboard of every league of the network
 * (core/leagues.ts NETWORK_LEAGUES), in that order. docs/live-feed-and-season-sync.md lists them.
 */
export const PUBLIC_SCOREBOARD_URLS: Readonly<Record<NetworkLeagueSlug, string>> = {
  nfl: "https://site.api.espn.com/apis/site/v2/sports/football/nfl/scoreboard",
  nba: "https://site.api.espn.com/apis/site/v2/sports/basketball/nba/scoreboard",
  mlb: "https://site.api.espn.com/apis/site/v2/sports/baseball/mlb/scoreboard",
  nhl: "https://site.api.espn.com/apis/site/v2/sports/hockey/nhl/scoreboard",
  cfb: "https://site.api.espn.com/apis/site/v2/sports/football/college-football/scoreboard",
  cbb: "https://site.api.espn.com/apis/site/v2/sports/basketball/mens-college-basketball/scoreboard",
  cbs: "https://site.api.espn.com/apis/site/v2/sports/baseball/college-baseball/scoreboard",
  chk: "https://site.api.espn.com/apis/site/v2/sports/hockey/mens-college-hockey/scoreboard",
};

/** LIVE_FEED_URL: one or more URLs, comma-separated; only http and https; the one word `public` for every league's public scoreboard. */
export function feedUrls(value: string | undefined): Array<string> {
  if (value?.trim().toLowerCase() === "public") return NETWORK_LEAGUES.map((league) => PUBLIC_SCOREBOARD_URLS[league]);
  return (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => {
      try {
        const url = new URL(part);
        return url.protocol === "http:" || url.protocol === "https:";
      } catch {
        return false;
      }
    });
}

/** LIVE_FEED_INTERVAL_S in milliseconds: a positive number of seconds, default 30. */
export function feedIntervalMs(value: string | undefined): number {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 30_000;
}

/** The largest scoreboard read (a full college football Saturday is well under 2 MB). */
export const MAX_FEED_BYTES = 8 * 1024 * 1024;

export async function fetchJson(url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new FeedError(`the feed answered HTTP ${response.status}`);
  if (Number(response.headers.get("content-length") ?? 0) > MAX_FEED_BYTES) throw new FeedError("the feed's answer is too large");
  const body = await response.text();
  if (body.length > MAX_FEED_BYTES) throw new FeedError("the feed's answer is too large");
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new FeedError("the feed's answer is not JSON");
  }
}

export function startPoller(options: PollerOptions): Poller {
  const log = options.log ?? { info: (m) => console.log(m), warn: (m) => console.warn(m) };
  const timeoutMs = options.timeoutMs ?? 10_000;
  const fetchDocument = options.fetchDocument ?? ((url: string) => fetchJson(url, timeoutMs));
  const failures = new Map<string, number>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const running = new Set<Promise<void>>();
  let writes: Promise<void> = Promise.resolve();
  let stopped = false;

  async function pollOnce(url: string): Promise<boolean> {
    try {
      const scoreboard = parseScoreboard(await fetchDocument(url));
      if (scoreboard.games.length === 0 && scoreboard.skipped.length === 0) throw new FeedError("the feed lists no events");
      for (const skipped of scoreboard.skipped) log.warn(`live feed ${url}: event ${skipped.eventId ?? "(no id)"} skipped: ${skipped.reason}`);
      // One writer: each apply waits for the one before it.
      const write = writes.then(() => options.apply(scoreboard, url));
      writes = write.catch(() => undefined);
      await write;
      failures.set(url, 0);
      return true;
    } catch (error) {
      const count = (failures.get(url) ?? 0) + 1;
      failures.set(url, count);
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(`live feed ${url}: ${reason}; last good data kept, retrying in ${retryDelay(count - 1) / 1000} s`);
      return false;
    }
  }

  function schedule(url: string, delayMs: number) {
    if (stopped) return;
    const timer = setTimeout(() => {
      const run = pollOnce(url).then((ok) => schedule(url, ok ? options.intervalMs : retryDelay((failures.get(url) ?? 1) - 1)));
      running.add(run);
      void run.finally(() => running.delete(run));
    }, delayMs);
    timer.unref?.();
    timers.set(url, timer);
  }

  for (const url of options.urls) schedule(url, 0);
  log.info(`live feed: polling ${options.urls.join(", ")} every ${options.intervalMs / 1000} s`);

  return {
    async pollNow() {
      await Promise.all(options.urls.map((url) => pollOnce(url)));
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all([...running]);
      await writes;
    },
    failures: (url) => failures.get(url) ?? 0,
  };
}
