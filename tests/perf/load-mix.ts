// The mixed load of `npm run bench:load`, shared with `npm run bench:origins` (which runs it against two
// origins while the feed reader changes): a seeded mix of pages on every site, API calls and pages with
// a query never asked before, run by autocannon against 127.0.0.1 for a bounded time.
import { createRequire } from "node:module";
import type { EventEmitter } from "node:events";

export const CONNECTIONS = 20;
export const SITES = ["localhost", "nfl.localhost", "nba.localhost", "mlb.localhost", "nhl.localhost", "cfb.localhost", "cbb.localhost"];
const PAGES = ["/", "/championships", "/champions", "/teams", "/data-sources", "/search?q=bears"];
const API = [
  "/api/core/sports/",
  "/api/championships/championships/",
  "/api/teams/teams/",
  "/api/teams/teams/green-bay-packers/",
  "/api/games/games/recent/?sport__slug=football",
  "/api/games/games/live/",
];
/** Pages asked with a query never seen before (a new `v`), so each is rendered: the uncached share. */
const UNCACHED = (r: number) => `/teams?page=${1 + (r % 12)}`;

export type Target = { host: string; path: string; uncached?: boolean };

/** A weighted, seeded mix: 70% pages, 25% API calls, 5% uncached pages. */
export function mix(count: number): Array<Target> {
  let state = 12345;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  return Array.from({ length: count }, () => {
    const roll = next() % 100;
    const host = SITES[next() % SITES.length];
    if (roll < 70) return { host, path: PAGES[next() % PAGES.length] };
    if (roll < 95) return { host: "localhost", path: API[next() % API.length] };
    return { host, path: UNCACHED(next()), uncached: true };
  });
}

type RequestSpec = { method: string; path: string; headers: Record<string, string>; setupRequest?: (request: RequestSpec) => RequestSpec };
type Instance = EventEmitter & { stop(): void };
type Result = { errors: number; timeouts: number; duration: number; requests: { total: number } };
type Autocannon = (
  options: { url: string; connections: number; duration: number; timeout: number; requests: Array<RequestSpec> },
  done: (error: Error | null, result: Result) => void,
) => Instance;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

let uniqueCount = 0;

/** How many never-asked pages the runs so far have asked. */
export function unique(): number {
  return uniqueCount;
}

export function run(port: number, targets: Array<Target>, seconds: number, connections = CONNECTIONS) {
  return new Promise<{ latencies: Array<number>; statuses: Record<number, number>; result: Result }>((done, fail) => {
    const latencies: Array<number> = [];
    const statuses: Record<number, number> = {};
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        timeout: 10,
        requests: targets.map((t) => ({
          method: "GET",
          path: t.path,
          headers: { host: `${t.host}:${port}` },
          ...(t.uncached ? { setupRequest: (request: RequestSpec) => ({ ...request, path: `${t.path}&v=${++uniqueCount}` }) } : {}),
        })),
      },
      (error, result) => {
        clearTimeout(guard);
        if (error) fail(error);
        else done({ latencies, statuses, result });
      },
    );
    const guard = setTimeout(() => instance.stop(), (seconds + 30) * 1000);
    instance.on("response", (_client: unknown, status: number, _bytes: number, time: number) => {
      latencies.push(time);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}
