// The live feed in the server process: LIVE_FEED_URL (comma-separated) polled every LIVE_FEED_INTERVAL_S
// seconds (default 30), written through the server's own database connection, then the caches that
// show the changed games are invalidated.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { applyScoreboard } from "../../../db/live/apply-scoreboard";
import { feedIntervalMs, feedUrls, startPoller, type Poller } from "../../../db/live/poller";
import { loadTeamCodes, SEED_DIR } from "../../../db/import/team-codes";
import type { LeagueSlug } from "../../../db/import/types";
import { getDatabase } from "../db.server";
import { invalidateGames } from "./game-changes.server";

const LEAGUES: ReadonlyArray<LeagueSlug> = ["nfl", "nba", "mlb", "nhl", "cfb", "cbb", "cbs", "chk"];

const globalKey = Symbol.for("championship-history.live-feed");
type Holder = { [globalKey]?: Poller | null };

/** The seed folder: beside this module in the source tree, or under the working folder in a build. */
function seedDir(): string {
  return existsSync(SEED_DIR) ? SEED_DIR : join(process.cwd(), "db", "seed");
}

/** Starts the poller once per process when LIVE_FEED_URL is set (and the API is in process). */
export function startLiveFeed(env: NodeJS.ProcessEnv = process.env): Poller | null {
  const holder = globalThis as Holder;
  if (holder[globalKey] !== undefined) return holder[globalKey] ?? null;
  const urls = feedUrls(env.LIVE_FEED_URL);
  if (urls.length === 0 || env.SPORTS_API_URL) {
    if (env.LIVE_FEED_URL && env.SPORTS_API_URL) console.warn("live feed: not started, SPORTS_API_URL points at another API (its server runs the feed)");
    holder[globalKey] = null;
    return null;
  }
  const codes = loadTeamCodes(LEAGUES, seedDir());
  const poller = startPoller({
    urls,
    intervalMs: feedIntervalMs(env.LIVE_FEED_INTERVAL_S),
    async apply(scoreboard, url) {
      const outcome = await applyScoreboard(await getDatabase(), scoreboard.games, await codes);
      for (const skipped of outcome.skipped) console.warn(`live feed ${url}: event ${skipped.eventId} skipped: ${skipped.reason}`);
      invalidateGames(outcome.changed);
      if (outcome.inserted + outcome.updated > 0) {
        console.log(`live feed ${url}: ${outcome.inserted} added, ${outcome.updated} updated, ${outcome.unchanged} unchanged`);
      }
    },
  });
  holder[globalKey] = poller;
  return poller;
}

export async function stopLiveFeed(): Promise<void> {
  const holder = globalThis as Holder;
  const poller = holder[globalKey];
  holder[globalKey] = undefined;
  await poller?.stop();
}
