// The server process's composition root: everything that runs in `npm run serve` is created, wired
// and stopped here, and nowhere else (no module starts anything when imported). It loads the app's
// build and its host object, opens the database, starts the live feed and the season sync, the render
// threads and the document cache, wires the one "games changed" event to the caches that show games,
// listens, and on SIGTERM/SIGINT stops it all in order. With PostgreSQL (DATABASE_URL), several of
// these processes may share the database (server/origins.ts): the feed lease makes one of them the feed
// reader, and the games channel brings every origin's writes to every origin's caches.
import { createServer, type Server } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/node";
import { DocumentCache } from "./document-cache";
import { GamesChangedEvent, pathsShowing, type ChangedGame } from "./games-changed";
import { createFront } from "./http-front";
import { startLiveFeed, type LiveFeed } from "./live-feed";
import { newOriginId, notifyGames, startFeedLease, startGamesChannel, type FeedLease, type GamesChannel } from "./origins";
import { RenderPool } from "./render-pool";
import { loadServerBuild } from "./app-build";
import type { ServerSettings } from "./settings";
import type { Sql } from "../db/database";
import { feedUrls } from "../db/live/poller";

export type ServerProcess = {
  server: Server;
  gamesChanged: GamesChangedEvent;
  /** With PostgreSQL: the feed lease (when a feed is configured) and the games channel. */
  origins: { id: string; lease: FeedLease | null; channel: GamesChannel | null };
  stop(): Promise<void>;
};

/** Starts the server; `buildPath` is the app's server build (build/server/index.js). */
export async function startServerProcess(settings: ServerSettings, buildPath = resolve("build/server/index.js")): Promise<ServerProcess> {
  const { serverBuild, host } = await loadServerBuild(pathToFileURL(buildPath).href);
  const database = () => host.backend.database();

  // Pages render on render threads (decision 0087); the API, the database, the live feed and
  // everything but page reads stay on this thread.
  const renderPool =
    settings.renderThreads > 0
      ? new RenderPool({ size: settings.renderThreads, mode: settings.mode, buildPath, answerApiCalls: (port) => host.backend.answerApiCalls(port) })
      : null;

  const cache = new DocumentCache({
    maxBytes: settings.documentCacheBytes,
    onBackgroundError: (key, error) => console.warn(`document cache: background render of ${key} failed:`, error instanceof Error ? error.message : error),
  });
  const purgeTimer = setInterval(() => cache.purge(), 60_000);
  purgeTimer.unref();

  // The live feed and the season sync write games: every cache that shows them drops them. The home
  // page shows recent results too, so the paths include "/": the whole document cache goes.
  const gamesChanged = new GamesChangedEvent();
  gamesChanged.subscribe((games) => host.invalidateGames(games));
  gamesChanged.subscribe((games) => renderPool?.gamesChanged(games));
  gamesChanged.subscribe((games) => {
    for (const pathPrefix of pathsShowing(games)) cache.invalidate({ pathPrefix });
    cache.invalidate({ pathPrefix: "/api/" });
  });
  // Any game may have changed (notices missed, or too many to list): everything kept is dropped.
  gamesChanged.subscribeEverything((reason) => {
    const dropped = cache.invalidate() + host.backend.clientCache().deleteWhere(() => true);
    renderPool?.everythingChanged();
    console.log(`origin: every cached page and answer dropped (${reason}; ${dropped} entries on the main thread)`);
  });

  const origin = newOriginId();
  const feedOptions = {
    database,
    gamesChanged: (games: ReadonlyArray<ChangedGame>) => gamesChanged.emit(games),
    notify: settings.databaseUrl ? (tx: Sql, games: ReadonlyArray<ChangedGame>) => notifyGames(tx, origin, games) : undefined,
  };
  let liveFeed: LiveFeed | null = null;
  let lease: FeedLease | null = null;
  let channel: GamesChannel | null = null;
  if (!settings.databaseUrl) {
    // PGlite: one process, which reads the feed itself.
    liveFeed = startLiveFeed(feedOptions);
  } else {
    console.log(`origin ${origin}: PostgreSQL; one origin reads the feed, every origin hears every write`);
    channel = startGamesChannel({
      url: settings.databaseUrl,
      origin,
      onGames: (games) => gamesChanged.emit(games),
      onEverything: (reason) => gamesChanged.emitEverything(reason),
    });
    if (feedUrls(process.env.LIVE_FEED_URL).length > 0 && !process.env.SPORTS_API_URL) {
      lease = startFeedLease({
        url: settings.databaseUrl,
        intervalMs: settings.liveFeedIntervalMs,
        onReader: () => {
          liveFeed = startLiveFeed(feedOptions);
        },
        onFollower: async () => {
          const stopping = liveFeed;
          liveFeed = null;
          await stopping?.stop();
        },
      });
    } else {
      startLiveFeed(feedOptions); // (says why it does not start)
    }
  }

  const server = createServer(createFront({ settings, handleRemix: createRequestHandler(serverBuild, settings.mode), renderPool, cache, database }));
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;
  await new Promise<void>((listening) => server.listen(settings.port, settings.host, listening));
  console.log(`Serving on http://localhost:${settings.port} (hub) and http://nfl.localhost:${settings.port} (NFL site)`);

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      server.close();
      server.closeIdleConnections();
      clearInterval(purgeTimer);
      await renderPool?.close();
      // The live feed stops before the database closes (or PGlite's data folder stays locked); the
      // lease's session ends after it (another origin takes over), and the channel stops listening.
      if (lease) await lease.stop();
      else await liveFeed?.stop();
      await channel?.stop();
      await host.backend.shutdown();
    })());
  return { server, gamesChanged, origins: { id: origin, lease, channel }, stop };
}
