// The server process's settings, read once from the environment (README, "Settings").
import { availableParallelism } from "node:os";

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
  };
}
