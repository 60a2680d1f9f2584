// Where the Sports API lives for the edge build (Cloudflare Workers): on the API server named by
// SPORTS_API_URL in the worker's environment, fetched over HTTP through the Workers Cache API. No
// database, no api/ modules: vite.config.ts puts this module in place of backend.server.ts.
import type { Backend } from "./backend.server";
import { readEnv } from "./env";
import { ClientCache } from "./upstream/cache.server";
import { fetchThroughEdgeCache, FreshMemory, remainingFreshness, type EdgeCache } from "./upstream/edge-cache.server";
import { cacheClassHeader, parseJson, type Transport, type UpstreamResponse } from "./upstream/transport.server";

function edgeCache(): EdgeCache | null {
  const caches = (globalThis as { caches?: { default?: EdgeCache } }).caches;
  return caches?.default ?? null;
}

function apiBase(): string {
  const url = readEnv("SPORTS_API_URL");
  if (!url) throw new Error("SPORTS_API_URL is not set: the worker has no Sports API to read.");
  return url.replace(/\/+$/, "");
}

function timeoutMs(): number {
  return Number(readEnv("SPORTS_API_TIMEOUT_MS") ?? 5000);
}

function cachedFetch(pathAndQuery: string, accept = "application/json") {
  return fetchThroughEdgeCache(
    `${apiBase()}${pathAndQuery}`,
    { headers: { Accept: accept }, signal: AbortSignal.timeout(timeoutMs()) },
    { cache: edgeCache(), fetch: (request) => fetch(request) },
  );
}

// Fresh answers, parsed, for the requests this isolate serves next (no Cache API read, no JSON parse).
const memory = new FreshMemory<UpstreamResponse>();

const edgeTransport: Transport = async (pathAndQuery) => {
  const remembered = memory.get(pathAndQuery);
  if (remembered) return remembered;
  const result = await cachedFetch(pathAndQuery);
  const text = await result.response.text();
  const answer: UpstreamResponse = {
    status: result.response.status,
    body: parseJson(text, result.response.status),
    cacheClass: cacheClassHeader(result.response.headers),
    degraded: result.state === "stale-if-error",
  };
  memory.set(pathAndQuery, answer, remainingFreshness(result), text.length * 2);
  return answer;
};

/** /api/... at the edge: the API server's answer through the same cache, with its ETag honoured. */
async function serveApi(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== "GET" && request.method !== "HEAD") {
    return Response.json({ detail: `Method ${request.method} is not allowed: the API is read-only.` }, { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  let result;
  try {
    result = await cachedFetch(url.pathname + url.search);
  } catch {
    return Response.json(
      { detail: "The Sports API could not be reached." },
      { status: 503, headers: { "Cache-Control": "private, no-store", "Retry-After": "30" } },
    );
  }
  const headers = new Headers(result.response.headers);
  headers.set("X-Edge-Cache", result.state.toUpperCase());
  const etag = headers.get("ETag");
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (etag && ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")) {
    return new Response(null, { status: 304, headers });
  }
  if (request.method === "HEAD") return new Response(null, { status: result.response.status, headers });
  // Page links (next, previous) name the API server's origin; a fan's client follows this one.
  const body = (await result.response.text()).replaceAll(`${apiBase()}/api/`, `${url.origin}/api/`);
  return new Response(body, { status: result.response.status, headers });
}

export const backend: Backend = {
  transport: () => edgeTransport,
  // One request's clients do not share a cache: answers are shared through the Cache API instead.
  clientCache: () => new ClientCache(),
  cacheClassOf: () => null,
  serveApi,
  database: () => Promise.reject(new Error("The edge build has no database: the Sports API is at SPORTS_API_URL.")),
  answerApiCalls: () => {
    throw new Error("The edge build has no render threads.");
  },
  shutdown: async () => undefined,
};
