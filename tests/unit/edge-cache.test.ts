// The edge's API cache (Workers Cache API): kept by the answer's own Cache-Control, served fresh, fetched
// again when stale, served as stale-if-error when the source fails, never kept when private or not 200.
import { describe, expect, it } from "vitest";
import { cacheLifetime, fetchThroughEdgeCache, FreshMemory, remainingFreshness, type EdgeCache } from "~/.server/upstream/edge-cache.server";

const PUBLIC = "public, max-age=60, s-maxage=120, stale-while-revalidate=30, stale-if-error=600";
const URL_A = "http://api.test/api/teams/teams/?page=2";

/** The Cache API as a map of URL to response (a copy per match, as the real one gives). */
function memoryCache(): EdgeCache & { size: () => number } {
  const entries = new Map<string, Response>();
  return {
    async match(request) {
      return entries.get(request.url)?.clone();
    },
    async put(request, response) {
      entries.set(request.url, response.clone());
    },
    size: () => entries.size,
  };
}

function upstream(...answers: Array<{ status?: number; body?: string; cacheControl?: string } | Error>) {
  const calls: Array<string> = [];
  const fetch = async (request: Request) => {
    const answer = answers[Math.min(calls.length, answers.length - 1)];
    calls.push(request.url);
    if (answer instanceof Error) throw answer;
    const headers = new Headers({ "Content-Type": "application/json", "X-Cache-Class": "semi-static" });
    if (answer.cacheControl) headers.set("Cache-Control", answer.cacheControl);
    return new Response(answer.body ?? '{"n":1}', { status: answer.status ?? 200, headers });
  };
  return Object.assign(fetch, { calls });
}

function clockAt(start = 1_000_000) {
  let now = start;
  return Object.assign(() => now, { advance: (seconds: number) => (now += seconds * 1000) });
}

describe("cacheLifetime", () => {
  it("takes s-maxage before max-age, and stale-if-error", () => {
    expect(cacheLifetime(PUBLIC)).toEqual({ fresh: 120, staleIfError: 600 });
    expect(cacheLifetime("public, max-age=30")).toEqual({ fresh: 30, staleIfError: 0 });
  });

  it("keeps nothing private, no-store, no-cache, without a lifetime, or without the header", () => {
    for (const value of ["private, max-age=0, must-revalidate", "private, no-store", "no-store", "no-cache", "public", "public, max-age=0", null]) {
      expect(cacheLifetime(value)).toBeNull();
    }
  });
});

describe("fetchThroughEdgeCache", () => {
  it("stores a public answer and serves it from the cache while it is fresh, with its own headers and age", async () => {
    const cache = memoryCache();
    const clock = clockAt();
    const fetch = upstream({ cacheControl: PUBLIC, body: '{"n":1}' });
    const first = await fetchThroughEdgeCache(URL_A, {}, { cache, fetch, clock });
    expect(first.state).toBe("miss");
    expect(await first.response.text()).toBe('{"n":1}');
    clock.advance(100);
    const second = await fetchThroughEdgeCache(URL_A, {}, { cache, fetch, clock });
    expect(second.state).toBe("hit");
    expect(await second.response.text()).toBe('{"n":1}');
    expect(second.response.headers.get("Cache-Control")).toBe(PUBLIC);
    expect(second.response.headers.get("X-Cache-Class")).toBe("semi-static");
    expect(second.response.headers.get("Age")).toBe("100");
    expect(second.response.headers.get("X-Edge-Stored-At")).toBeNull();
    expect(fetch.calls).toHaveLength(1);
  });

  it("asks the source again once the answer is stale, and keeps the new answer", async () => {
    const cache = memoryCache();
    const clock = clockAt();
    const fetch = upstream({ cacheControl: PUBLIC, body: '{"n":1}' }, { cacheControl: PUBLIC, body: '{"n":2}' });
    await fetchThroughEdgeCache(URL_A, {}, { cache, fetch, clock });
    clock.advance(121);
    const again = await fetchThroughEdgeCache(URL_A, {}, { cache, fetch, clock });
    expect(again.state).toBe("revalidated");
    expect(await again.response.text()).toBe('{"n":2}');
    const cached = await fetchThroughEdgeCache(URL_A, {}, { cache, fetch, clock });
    expect(cached.state).toBe("hit");
    expect(await cached.response.text()).toBe('{"n":2}');
    expect(fetch.calls).toHaveLength(2);
  });

  it("serves the kept answer when the source fails within stale-if-error, and fails after it", async () => {
    const cache = memoryCache();
    const clock = clockAt();
    const fetch = upstream({ cacheControl: PUBLIC }, new Error("connection refused"));
    await fetchThroughEdgeCache(URL_A, {}, { cache, fetch, clock });
    clock.advance(120 + 599);
    const degraded = await fetchThroughEdgeCache(URL_A, {}, { cache, fetch, clock });
    expect(degraded.state).toBe("stale-if-error");
    expect(await degraded.response.json()).toEqual({ n: 1 });
    clock.advance(2);
    await expect(fetchThroughEdgeCache(URL_A, {}, { cache, fetch, clock })).rejects.toThrow("connection refused");
  });

  it("serves the kept answer for a 5xx from the source, and passes the 5xx on when nothing is kept", async () => {
    const cache = memoryCache();
    const clock = clockAt();
    const fetch = upstream({ cacheControl: PUBLIC }, { status: 503, body: '{"detail":"down"}' });
    await fetchThroughEdgeCache(URL_A, {}, { cache, fetch, clock });
    clock.advance(200);
    expect((await fetchThroughEdgeCache(URL_A, {}, { cache, fetch, clock })).state).toBe("stale-if-error");
    const other = await fetchThroughEdgeCache("http://api.test/api/other/", {}, { cache, fetch, clock });
    expect(other.state).toBe("bypass");
    expect(other.response.status).toBe(503);
  });

  it("never keeps private answers or errors, and works without a cache", async () => {
    const cache = memoryCache();
    const fetch = upstream({ cacheControl: "private, max-age=0, must-revalidate" }, { status: 404, body: '{"detail":"No."}', cacheControl: PUBLIC });
    expect((await fetchThroughEdgeCache(URL_A, {}, { cache, fetch })).state).toBe("bypass");
    const missing = await fetchThroughEdgeCache(URL_A, {}, { cache, fetch });
    expect(missing.state).toBe("bypass");
    expect(missing.response.status).toBe(404);
    expect(cache.size()).toBe(0);
    const uncached = await fetchThroughEdgeCache(URL_A, {}, { cache: null, fetch: upstream({ cacheControl: PUBLIC }) });
    expect(uncached.state).toBe("bypass");
    expect(await uncached.response.json()).toEqual({ n: 1 });
  });
});

describe("remainingFreshness", () => {
  it("is the answer's fresh time less its age, and nothing for degraded, private or uncached answers", async () => {
    const cache = memoryCache();
    const clock = clockAt();
    const fetch = upstream({ cacheControl: PUBLIC }, new Error("down"));
    expect(remainingFreshness(await fetchThroughEdgeCache(URL_A, {}, { cache, fetch, clock }))).toBe(120);
    clock.advance(100);
    expect(remainingFreshness(await fetchThroughEdgeCache(URL_A, {}, { cache, fetch, clock }))).toBe(20);
    clock.advance(30);
    expect(remainingFreshness(await fetchThroughEdgeCache(URL_A, {}, { cache, fetch, clock }))).toBe(0);
    const privateAnswer = await fetchThroughEdgeCache(URL_A, {}, { cache: null, fetch: upstream({ cacheControl: "private, no-store" }) });
    expect(remainingFreshness(privateAnswer)).toBe(0);
  });
});

describe("FreshMemory", () => {
  it("serves a value until its freshness ends, then forgets it", () => {
    const clock = clockAt();
    const memory = new FreshMemory<string>(1000, clock);
    memory.set("a", "A", 10, 1);
    clock.advance(9.9);
    expect(memory.get("a")).toBe("A");
    clock.advance(0.1);
    expect(memory.get("a")).toBeUndefined();
    memory.set("b", "B", 0, 1);
    expect(memory.get("b")).toBeUndefined();
  });

  it("drops the least recently used past its byte bound, and never keeps a value bigger than it", () => {
    const memory = new FreshMemory<string>(10, clockAt());
    memory.set("a", "A", 60, 4);
    memory.set("b", "B", 60, 4);
    expect(memory.get("a")).toBe("A");
    memory.set("c", "C", 60, 4);
    expect(memory.get("b")).toBeUndefined();
    expect(memory.get("a")).toBe("A");
    expect(memory.get("c")).toBe("C");
    memory.set("big", "X", 60, 11);
    expect(memory.get("big")).toBeUndefined();
    expect(memory.size).toBe(2);
  });
});
