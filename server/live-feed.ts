// The live feed in the server process: LIVE_FEED_URL (comma-separated) polled every LIVE_FEED_INTERVAL_S
// seconds (default 30) for today's scoreboard, and the season sync (db/live/season-sync.ts) asking the
// same URLs for the current season's date ranges at start and every SEASON_SYNC_INTERVAL_S (default
// 6 hours). Both write through the server's own database connection, one write at a time; then the
// changed games go to the process's "games changed" event. server/process.ts starts and stops it;
// nothing here runs on import, and nothing here is global.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { easternDate } from "../core/game-dates";
import { NETWORK_LEAGUES } from "../core/leagues";
import { retryDelay } from "../core/retry";
import type { Database, Sql } from "../db/database";
import { applyFeedGames, type ApplyOutcome, type ChangedGame } from "../db/live/apply-scoreboard";
import { feedIntervalMs, feedUrls, fetchJson, startPoller, type Poller } from "../db/live/poller";
import { recordProgress, seasonFacts, seasonSyncIntervalMs, syncSeasons } from "../db/live/season-sync";
import { loadTeamCodes, SEED_DIR } from "../db/import/team-codes";

/** A feed answer slower than this is a failed one (the spec's time-out). */
const FEED_TIMEOUT_MS = 10_000;

/** A running feed: its poller (tests read its state) and how to stop it with the season sync. */
export type LiveFeed = { poller: Poller; stop(): Promise<void> };

export type LiveFeedOptions = {
  /** The server's database connection (the API's own). */
  database: () => Promise<Database>;
  /** Called with the games each write changed (the process's "games changed" event), after it committed. */
  gamesChanged: (games: ReadonlyArray<ChangedGame>) => void;
  /** Inside each write's transaction, with the games it changed (PostgreSQL: the NOTIFY to the other origins). */
  notify?: (tx: Sql, games: ReadonlyArray<ChangedGame>) => Promise<void>;
  env?: NodeJS.ProcessEnv;
};

/** The seed folder: beside this module in the source tree, or under the working folder in a build. */
function seedDir(): string {
  return existsSync(SEED_DIR) ? SEED_DIR : join(process.cwd(), "db", "seed");
}

/** Starts the poller and the season sync when LIVE_FEED_URL is set (and the API is in process); else null. */
export function startLiveFeed({ database: getDatabase, gamesChanged, notify, env = process.env }: LiveFeedOptions): LiveFeed | null {
  const urls = feedUrls(env.LIVE_FEED_URL);
  if (urls.length === 0 || env.SPORTS_API_URL) {
    if (env.LIVE_FEED_URL && env.SPORTS_API_URL) console.warn("live feed: not started, SPORTS_API_URL points at another API (its server runs the feed)");
    return null;
  }
  const codes = loadTeamCodes(NETWORK_LEAGUES, seedDir());
  // One writer: the poll's and the sync's writes wait for each other.
  let writes: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = writes.then(work);
    writes = next.catch(() => undefined);
    return next;
  };
  const report = (source: string, outcome: ApplyOutcome) => {
    for (const skipped of outcome.skipped) console.warn(`${source}: event ${skipped.eventId} skipped: ${skipped.reason}`);
    gamesChanged(outcome.changed);
    if (outcome.inserted + outcome.updated > 0) {
      console.log(`${source}: ${outcome.inserted} added, ${outcome.updated} updated, ${outcome.unchanged} unchanged`);
    }
  };
  const poller = startPoller({
    urls,
    intervalMs: feedIntervalMs(env.LIVE_FEED_INTERVAL_S),
    timeoutMs: FEED_TIMEOUT_MS,
    async apply(scoreboard, url) {
      const outcome = await oneAtATime(async () =>
        (await getDatabase()).transaction(async (tx) => {
          const written = await applyFeedGames(tx, scoreboard.games, await codes);
          await notify?.(tx, written.changed);
          return written;
        }),
      );
      report(`live feed ${url}`, outcome);
    },
  });

  const stopping = new AbortController();
  const syncOnce = async () => {
    try {
      const reports = await syncSeasons({
        urls,
        signal: stopping.signal,
        fetchDocument: (url) => fetchJson(url, FEED_TIMEOUT_MS),
        facts: async (league, season) => seasonFacts(await getDatabase(), league, season),
        async apply(board, plan, range) {
          const today = easternDate(new Date());
          const started = performance.now();
          const outcome = await oneAtATime(async () =>
            (await getDatabase()).transaction(async (tx) => {
              const written = await applyFeedGames(tx, board.games, await codes);
              await notify?.(tx, written.changed);
              const through = await recordProgress(tx, plan, range, today);
              return { written, through };
            }),
          );
          report(`season sync ${plan.league} ${range.from}..${range.to}`, outcome.written);
          console.log(
            `season sync ${plan.league} ${plan.season}: ${range.from} to ${range.to} written (${board.games.length} events, ${Math.round(performance.now() - started)} ms); complete through ${outcome.through ?? "-"}`,
          );
        },
      });
      return reports.every((r) => r.complete);
    } catch (error) {
      console.warn("season sync: round failed:", error instanceof Error ? error.message : error);
      return false;
    }
  };
  // A round that did not finish (the database busy, answers that stayed bad) is tried again with the
  // doubling delay; it resumes after the last day written, so nothing is asked twice for nothing.
  const syncRound = async () => {
    for (let attempt = 0; attempt < 10 && !stopping.signal.aborted; attempt++) {
      if (await syncOnce()) return;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)).unref?.());
    }
  };
  let round: Promise<void> = syncRound();
  const timer = setInterval(() => {
    round = round.then(syncRound);
  }, seasonSyncIntervalMs(env.SEASON_SYNC_INTERVAL_S));
  timer.unref?.();

  return {
    poller,
    async stop() {
      stopping.abort();
      clearInterval(timer);
      await Promise.all([poller.stop(), round.catch(() => undefined)]);
    },
  };
}
