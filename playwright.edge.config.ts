// Browser tests of the edge build: the Node server as the Sports API, the worker (wrangler dev --local)
// reading it, and a second worker whose API is down. Needs `npm run build` and `npm run edge:build`.
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

export const EDGE_PORTS = {
  api: Number(process.env.EDGE_E2E_API_PORT ?? 8720),
  worker: Number(process.env.EDGE_E2E_PORT ?? 8730),
  down: Number(process.env.EDGE_E2E_DOWN_PORT ?? 8740),
  /** Nothing listens here: the second worker's API. */
  deadApi: Number(process.env.EDGE_E2E_DEAD_API_PORT ?? 8799),
};

function worker(port: number, apiPort: number, stateDir: string) {
  return {
    command: "node scripts/edge-start.mjs",
    url: `http://127.0.0.1:${port}/sites/hub/favicon.svg`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
    env: {
      PORT: String(port),
      EDGE_INSPECTOR_PORT: String(port + 1),
      EDGE_STATE_DIR: stateDir,
      SPORTS_API_URL: `http://127.0.0.1:${apiPort}`,
      // A cold API on a busy machine can take seconds for its first answers.
      SPORTS_API_TIMEOUT_MS: "15000",
      INSECURE_COOKIES: "1",
    },
  };
}

export default defineConfig({
  ...base,
  testDir: "tests/edge",
  use: { ...base.use, baseURL: `http://localhost:${EDGE_PORTS.worker}` },
  webServer: [
    {
      command: "node server.mjs",
      url: `http://127.0.0.1:${EDGE_PORTS.api}/api/core/data-sources/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORT: String(EDGE_PORTS.api),
        NODE_ENV: "production",
        DATA_DIR: process.env.DATA_DIR ?? ".data",
      },
    },
    worker(EDGE_PORTS.worker, EDGE_PORTS.api, ".wrangler/e2e"),
    worker(EDGE_PORTS.down, EDGE_PORTS.deadApi, ".wrangler/e2e-down"),
  ],
});
