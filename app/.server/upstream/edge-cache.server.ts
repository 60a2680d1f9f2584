// The Sports API's answers kept in a Workers Cache API cache (caches.default), by their own
// Cache-Control: fresh for s-maxage (else max-age), then fetched again; when the source then fails, the
// kept copy is served for stale-if-error more seconds and marked degraded. Answers that are private,
// no-store or not 200 are never kept. Used by the edge backend; pure enough to test on Node.

/** The part of the Cache API this uses (Workers' caches.default, or a test double). */
export type EdgeCache = {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
};

export type EdgeCacheState = "hit" | "miss" | "revalidated" | "stale-if-error" | "bypass";

export type EdgeFetchResult = { response: Response; state: EdgeCacheState };

export type EdgeFetchOptions = {
  cache: EdgeCache | null;
  fetch: (request: Request) => Promise<Response>;
  clock?: () => number;
};

const STORED_AT = "X-Edge-Stored-At";
const UPSTREAM_CACHE_CONTROL = "X-Edge-Upstream-Cache-Control";

export type CacheLifetime = { fresh: number; staleIfError: number };

/** How long an answer may be kept, from its Cache-Control; null when it must not be kept. */
export function cacheLifetime(cacheControl: string | null): CacheLifetime | null {
  if (!cacheControl) return null;
  const directives = new Map<string, string>();
  for (const part of cacheControl.toLowerCase().split(",")) {
    const [name, value = ""] = part.trim().split("=");
    if (name) directives.set(name, value);
  }
  if (directives.has("no-store") || directives.has("private") || directives.has("no-cache")) return null;
  const seconds = (name: string) => {
    const value = Number(directives.get(name));
    return directives.has(name) && Number.isFinite(value) && value > 0 ? value : 0;
  };
  const fresh = directives.has("s-maxage") ? seconds("s-maxage") : seconds("max-age");
  if (fresh <= 0) return null;
  return { fresh, staleIfError: seconds("stale-if-error") };
}

/** The answer as the upstream sent it, with its age (what a client of the cache sees). */
function asServed(kept: Response, ageSeconds: number): Response {
  const headers = new Headers(kept.headers);
  const original = headers.get(UPSTREAM_CACHE_CONTROL);
  if (original) headers.set("Cache-Control", original);
  headers.delete(UPSTREAM_CACHE_CONTROL);
  headers.delete(STORED_AT);
  headers.set("Age", String(Math.max(0, Math.floor(ageSeconds))));
  return new Response(kept.body, { status: kept.status, headers });
}

/** A GET of `url` through the cache. Network errors propagate unless a kept copy can be served. */
export async function fetchThroughEdgeCache(url: string, init: RequestInit, options: EdgeFetchOptions): Promise<EdgeFetchResult> {
  const now = options.clock ?? Date.now;
  const key = new Request(url, { method: "GET" });
  const kept = options.cache ? await options.cache.match(key) : undefined;
  let keptAge = Infinity;
  let keptLifetime: CacheLifetime | null = null;
  if (kept) {
    keptAge = (now() - Number(kept.headers.get(STORED_AT) ?? 0)) / 1000;
    keptLifetime = cacheLifetime(kept.headers.get(UPSTREAM_CACHE_CONTROL));
    if (keptLifetime && keptAge < keptLifetime.fresh) return { response: asServed(kept, keptAge), state: "hit" };
  }
  const servable = () => kept && keptLifetime && keptAge < keptLifetime.fresh + keptLifetime.staleIfError;

  let upstream: Response;
  try {
    upstream = await options.fetch(new Request(url, init));
  } catch (error) {
    if (kept && servable()) return { response: asServed(kept, keptAge), state: "stale-if-error" };
    throw error;
  }
  if (upstream.status >= 500 && kept && servable()) {
    return { response: asServed(kept, keptAge), state: "stale-if-error" };
  }
  const lifetime = upstream.status === 200 ? cacheLifetime(upstream.headers.get("Cache-Control")) : null;
  if (!options.cache || !lifetime) return { response: upstream, state: "bypass" };

  const body = await upstream.arrayBuffer();
  const stored = new Headers(upstream.headers);
  stored.set(UPSTREAM_CACHE_CONTROL, upstream.headers.get("Cache-Control") ?? "");
  stored.set(STORED_AT, String(now()));
  // The Cache API keeps the copy for the whole window in which it may still be served.
  stored.set("Cache-Control", `public, max-age=${lifetime.fresh + lifetime.staleIfError}`);
  await options.cache.put(key, new Response(body, { status: 200, headers: stored }));
  const served = new Headers(upstream.headers);
  served.set("Age", "0");
  return { response: new Response(body, { status: 200, headers: served }), state: kept ? "revalidated" : "miss" };
}

/**
 * How long an answer the cache just gave stays fresh (its lifetime less its Age), in seconds; 0 when it
 * must not be kept in memory (private, stale, or served because the source failed).
 */
export function remainingFreshness(result: EdgeFetchResult): number {
  if (result.state === "stale-if-error" || result.state === "bypass") return 0;
  const lifetime = cacheLifetime(result.response.headers.get("Cache-Control"));
  if (!lifetime) return 0;
  return Math.max(0, lifetime.fresh - Number(result.response.headers.get("Age") ?? 0));
}

/**
 * Fresh answers kept in the isolate's memory in front of the Cache API (a worker's isolate serves many
 * requests): plain values only, each until its freshness ends, the least recently used dropped first
 * past `maxBytes`. Nothing stale is ever served from here; the Cache API decides that.
 */
export class FreshMemory<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = 16 * 1024 * 1024,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock() >= entry.expiresAt) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T, seconds: number, bytes: number): void {
    this.delete(key);
    if (seconds <= 0 || bytes > this.maxBytes) return;
    this.entries.set(key, { value, expiresAt: this.clock() + seconds * 1000, bytes });
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}
