// Where the Sports API lives for this runtime, Node: in this process over the database (or over HTTP
// when SPORTS_API_URL is set). This is the only app module that imports api/ and db/; the edge build
// swaps it for backend.edge.ts (see vite.config.ts), which has the same shape and no database.
// In a render thread (server/render-thread.ts, decision 0087) the API is the main thread's, asked over
// the port the thread was started with; the database stays on the main thread. Importing this module
// starts nothing: the server process (server/process.ts) opens the database through it, starts the
// live feed and closes the database on shutdown.
import { workerData } from "node:worker_threads";
import { cacheClassOf, handleApiRequest } from "@api/handler";
import type { CacheClass } from "@core/cache-classes";
import type { Database } from "@db/database";
import { closeDatabase, getDatabase } from "./db.server";
import { readEnv } from "./env";
import { ClientCache, PURGE_INTERVAL_MS } from "./upstream/cache.server";
import { answerOnPort, threadTransport, type ApiPort } from "./upstream/thread-transport.server";
import { cacheClassHeader, INTERNAL_ORIGIN, jsonBody, remoteTransport, type Transport } from "./upstream/transport.server";

export type Backend = {
  /** The transport the typed client uses when a caller gives none. */
  transport(): Transport;
  /** The client cache for a new client. */
  clientCache(): ClientCache;
  /** The cache class of an endpoint, when this runtime knows it without asking the API. */
  cacheClassOf(pathname: string): CacheClass | null;
  /** The Sports API over HTTP at /api/... (the app's api.$ route). */
  serveApi(request: Request): Promise<Response>;
  /** The database connection, opened on the first call, where this runtime has one (Node); the edge has none. */
  database(): Promise<Database>;
  /** Answers the API questions of a render thread arriving on this port (Node's main thread only). */
  answerApiCalls(port: ApiPort): void;
  /** Closes the database connection (shutdown; PGlite's data folder stays locked until then). */
  shutdown(): Promise<void>;
};

/** Set when this module runs in a render thread: the port to the main thread's API. */
const mainThreadApi: ApiPort | null =
  (workerData as { role?: string; apiPort?: ApiPort } | null)?.role === "render-thread" ? (workerData.apiPort as ApiPort) : null;
let mainThreadTransport: Transport | null = null;

/** An API answer slower than this is named in the server's log (SLOW_API_LOG_MS; 0 turns it off). */
const SLOW_API_MS = Number(readEnv("SLOW_API_LOG_MS") ?? 1000);

async function askApi(pathAndQuery: string): Promise<Response> {
  const started = performance.now();
  const response = await handleApiRequest(new Request(`${INTERNAL_ORIGIN}${pathAndQuery}`), await getDatabase());
  const elapsed = performance.now() - started;
  if (SLOW_API_MS > 0 && elapsed > SLOW_API_MS) console.warn(`Slow API answer: ${pathAndQuery} took ${Math.round(elapsed)} ms`);
  return response;
}

const inProcessTransport: Transport = async (pathAndQuery) => {
  const response = await askApi(pathAndQuery);
  return { status: response.status, body: await jsonBody(response), cacheClass: cacheClassHeader(response.headers) };
};

let sharedCache: ClientCache | null = null;

function processCache(): ClientCache {
  if (sharedCache) return sharedCache;
  const cache = new ClientCache({
    onBackgroundError: (key, error) => console.warn(`background refresh failed for ${key}:`, error instanceof Error ? error.message : error),
  });
  setInterval(() => cache.purge(), PURGE_INTERVAL_MS).unref?.();
  sharedCache = cache;
  return cache;
}

async function etagOf(body: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-1", new TextEncoder().encode(body)));
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `"${btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}"`;
}

/** The in-process API with an ETag answered with 304. */
async function serveApi(request: Request): Promise<Response> {
  const response = await handleApiRequest(request, await getDatabase());
  const body = await response.text();
  const headers = new Headers(response.headers);
  if (response.status === 200) {
    const etag = await etagOf(body);
    headers.set("ETag", etag);
    const ifNoneMatch = request.headers.get("If-None-Match");
    if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")) {
      return new Response(null, { status: 304, headers });
    }
  }
  return new Response(request.method === "HEAD" ? null : body, { status: response.status, headers });
}

export const backend: Backend = {
  transport() {
    const url = readEnv("SPORTS_API_URL");
    const timeoutMs = Number(readEnv("SPORTS_API_TIMEOUT_MS") ?? 5000);
    if (url) return remoteTransport(url, timeoutMs);
    if (mainThreadApi) return (mainThreadTransport ??= threadTransport(mainThreadApi, timeoutMs));
    return inProcessTransport;
  },
  clientCache: processCache,
  cacheClassOf,
  serveApi,
  database: () => (mainThreadApi ? Promise.reject(new Error("A render thread has no database: the main thread holds it.")) : getDatabase()),
  answerApiCalls(port) {
    answerOnPort(port, async (pathAndQuery) => {
      const response = await askApi(pathAndQuery);
      return { status: response.status, text: await response.text(), cacheClass: cacheClassHeader(response.headers) };
    });
  },
  shutdown: closeDatabase,
};
