// The server process's settings, read once from the environment (README, "Settings").
import { availableParallelism } from "node:os";
import { feedIntervalMs } from "../db/live/poller";

export type ServerSettings = {
  /** NODE_ENV (default production): Remix's mode. */
  mode: string;
  port: number;
  host: string;
  /** TRUST_PROXY=1: the scheme and host come from X-Forwarded-Proto / X-Forwarded-Host. */
  trustProxy: boolean;
  /** ALLOW_TEST_FAILURES=1: the /__test/ hooks and `x-document-cache: bypass`. */
  testFaults: boolean;
  /** RENDER_THREADS (default: one per core, at most 16; 0 renders pages on the main thread). */
  renderThreads: number;
  /** DOCUMENT_CACHE_MB (default 64). */
  documentCacheBytes: number;
  /**
   * DATABASE_URL (postgres://...): PostgreSQL, which several origins may share (server/origins.ts:
   * one feed reader, every write heard by all); null for PGlite in DATA_DIR (one process).
   */
  databaseUrl: string | null;
  /** LIVE_FEED_INTERVAL_S in ms (default 30 s): the feed's poll, and how often a follower asks to be the reader. */
  liveFeedIntervalMs: number;
};

export function readServerSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  return {
    mode: env.NODE_ENV ?? "production",
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "0.0.0.0",
    trustProxy: env.TRUST_PROXY === "1",
    testFaults: env.ALLOW_TEST_FAILURES === "1",
    renderThreads: Math.max(0, Math.min(16, Number(env.RENDER_THREADS ?? availableParallelism()) || 0)),
    documentCacheBytes: Number(env.DOCUMENT_CACHE_MB ?? 64) * 1024 * 1024,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    liveFeedIntervalMs: feedIntervalMs(env.LIVE_FEED_INTERVAL_S),
  };
}
