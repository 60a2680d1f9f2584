// The document cache behaves as a CDN would: what it stores, when it serves fresh, stale or renders,
// one render per key, stale-if-error, encodings, ETag/304, LRU by bytes and invalidation.
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BROTLI_11_MAX_BYTES, cacheKey, compressBodies, DocumentCache, etagMatches, preferredEncoding, sharedLifetimes } from "../../../server/document-cache";

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=3600";
const html = (text: string) => Buffer.from(`<!DOCTYPE html><p>${text}</p>${" ".repeat(2000)}`);

type Rendered = { status: number; headers: Headers; body: Buffer };

function page(text: string, cacheControl = PUBLIC, status = 200, extra: Record<string, string> = {}): Rendered {
  return { status, headers: new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl, ...extra }), body: html(text) };
}

function setup(maxBytes?: number) {
  let now = 1_000_000;
  const cache = new DocumentCache({ clock: () => now, maxBytes });
  return { cache, advance: (seconds: number) => (now += seconds * 1000) };
}

const lookup = (key = "localhost:3000/champions", extra: Record<string, unknown> = {}) => ({ key, method: "GET", ...extra });

describe("what a shared cache may store", () => {
  it("stores public responses with s-maxage only", () => {
    expect(sharedLifetimes(200, new Headers({ "Cache-Control": PUBLIC }))).toEqual({ fresh: 60, staleWhileRevalidate: 300, staleIfError: 3600 });
    expect(sharedLifetimes(200, new Headers({ "Cache-Control": "private, no-store" }))).toBeNull();
    expect(sharedLifetimes(200, new Headers({ "Cache-Control": "public, max-age=60" }))).toBeNull();
    expect(sharedLifetimes(200, new Headers({ "Cache-Control": PUBLIC, "Set-Cookie": "a=1" }))).toBeNull();
    expect(sharedLifetimes(200, new Headers({ "Cache-Control": PUBLIC, Vary: "Cookie" }))).toBeNull();
    expect(sharedLifetimes(503, new Headers({ "Cache-Control": PUBLIC }))).toBeNull();
    expect(sharedLifetimes(404, new Headers({ "Cache-Control": PUBLIC }))).not.toBeNull();
  });

  it("keys by host, path and the query in a stable order (repeated values keep theirs)", () => {
    expect(cacheKey("NFL.localhost:3000", "/scores?b=2&a=1")).toBe(cacheKey("nfl.localhost:3000", "/scores?a=1&b=2"));
    expect(cacheKey("localhost", "/x?a=1&a=2")).not.toBe(cacheKey("localhost", "/x?a=2&a=1"));
    expect(cacheKey("localhost", "/x")).not.toBe(cacheKey("nfl.localhost", "/x"));
    expect(cacheKey("localhost", "/x?")).toBe("localhost/x");
  });

  it("negotiates brotli, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding(null)).toBe("identity");
    expect(preferredEncoding("identity")).toBe("identity");
  });

  it("compares ETags weakly, across encodings", () => {
    expect(etagMatches('W/"abc"', '"abc-br"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
  });
});

describe("serving", () => {
  it("renders once, then serves a HIT without rendering, with Age, ETag and X-Cache", async () => {
    const { cache, advance } = setup();
    let renders = 0;
    const render = async () => {
      renders++;
      return page("one");
    };
    const first = await cache.serve(lookup(), render);
    expect(first.state).toBe("MISS");
    advance(10);
    const second = await cache.serve(lookup(), render);
    expect(second.state).toBe("HIT");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers.age).toBe("10");
    expect(second.headers["cache-control"]).toBe(PUBLIC);
    expect(second.body?.toString()).toContain("<p>one</p>");
    expect(renders).toBe(1);
  });

  it("shares one render between concurrent misses of a key (no stampede)", async () => {
    const { cache } = setup();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((wait) => setTimeout(wait, 20));
      return page("shared");
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.serve(lookup(), render)));
    expect(renders).toBe(1);
    expect(answers.every((a) => a.status === 200 && a.body?.toString().includes("shared"))).toBe(true);
  });

  it("never shares or stores a private response", async () => {
    const { cache } = setup();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((wait) => setTimeout(wait, 5));
      return page(`fan ${renders}`, "private, no-store", 200, { "Set-Cookie": "adminAccess=1" });
    };
    const answers = await Promise.all([cache.serve(lookup(), render), cache.serve(lookup(), render)]);
    expect(renders).toBe(2);
    expect(answers.map((a) => a.state)).toEqual(["MISS", "MISS"]);
    expect(answers[0].headers["set-cookie"]).toEqual(["adminAccess=1"]);
    expect(cache.size).toBe(0);
  });

  it("bypasses the cache when asked (the fan's cookies)", async () => {
    const { cache } = setup();
    await cache.serve(lookup(), async () => page("public"));
    const own = await cache.serve(lookup("localhost:3000/champions", { bypass: true }), async () => page("season 1990", "private, no-store"));
    expect(own.state).toBe("BYPASS");
    expect(own.body?.toString()).toContain("season 1990");
  });

  it("serves stale within stale-while-revalidate while one background render refreshes", async () => {
    const { cache, advance } = setup();
    let version = 0;
    let renders = 0;
    const render = async () => {
      renders++;
      return page(`v${++version}`);
    };
    await cache.serve(lookup(), render);
    advance(61);
    const stale = await Promise.all([cache.serve(lookup(), render), cache.serve(lookup(), render)]);
    expect(stale.map((a) => a.state)).toEqual(["STALE", "STALE"]);
    expect(stale[0].body?.toString()).toContain("v1");
    await cache.settled();
    expect(renders).toBe(2);
    const fresh = await cache.serve(lookup(), render);
    expect(fresh.state).toBe("HIT");
    expect(fresh.body?.toString()).toContain("v2");
  });

  it("serves the kept copy, marked private, when a render fails within stale-if-error", async () => {
    const { cache, advance } = setup();
    await cache.serve(lookup(), async () => page("kept"));
    advance(60 + 300 + 10);
    const failing = await cache.serve(lookup(), async () => page("error", "private, no-store", 503));
    expect(failing.state).toBe("STALE");
    expect(failing.status).toBe(200);
    expect(failing.headers["cache-control"]).toBe("private, no-store");
    expect(failing.body?.toString()).toContain("kept");
    const thrown = await cache.serve(lookup(), async () => {
      throw new Error("down");
    });
    expect(thrown.body?.toString()).toContain("kept");
    advance(3600);
    const gone = await cache.serve(lookup(), async () => page("error", "private, no-store", 503));
    expect(gone.status).toBe(503);
  });

  it("stores gzip and brotli once and sends what the client accepts", async () => {
    const { cache } = setup();
    await cache.serve(lookup(), async () => page("zip"));
    const br = await cache.serve(lookup("localhost:3000/champions", { acceptEncoding: "gzip, br" }), async () => page("x"));
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body!).toString()).toContain("zip");
    const gz = await cache.serve(lookup("localhost:3000/champions", { acceptEncoding: "gzip" }), async () => page("x"));
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body!).toString()).toContain("zip");
    expect(gz.headers.vary).toBe("Accept-Encoding");
    expect(gz.headers.etag).not.toBe(br.headers.etag);
  });

  it("answers the first fan with a fast compression, then every later one with the best, computed once in the background", async () => {
    const { cache } = setup();
    // A page that compresses as a real one does: repeated markup with varied figures.
    const rows = Array.from(
      { length: 400 },
      (_, i) =>
        `<tr><th scope="row"><a href="/teams/x/${1900 + i}">${1900 + i}</a></th><td class="num">${(i * 37) % 101}</td><td>${(i * 13) % 7}th in East</td></tr>`,
    );
    const body = Buffer.from(`<!DOCTYPE html><table>${rows.join("")}</table>`);
    const render = async () => ({ status: 200, headers: new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC }), body });
    const brotli = { acceptEncoding: "gzip, deflate, br" };
    const first = await cache.serve(lookup("localhost:3000/t", brotli), render);
    expect(first.state).toBe("MISS");
    expect(first.headers.etag).toMatch(/-brf"$/);
    expect(brotliDecompressSync(first.body!).equals(body)).toBe(true);
    const heldFast = cache.totalBytes;
    await cache.settled();
    const later = await cache.serve(lookup("localhost:3000/t", brotli), render);
    expect(later.state).toBe("HIT");
    expect(later.headers.etag).toMatch(/-br"$/);
    expect(brotliDecompressSync(later.body!).equals(body)).toBe(true);
    expect(later.body!.length).toBeLessThan(first.body!.length);
    expect(later.headers["content-length"]).toBe(String(later.body!.length));
    const gz = await cache.serve(lookup("localhost:3000/t", { acceptEncoding: "gzip" }), render);
    expect(gunzipSync(gz.body!).equals(body)).toBe(true);
    // The same document under either tag: a fan holding the fast copy is told it has not changed.
    const revalidated = await cache.serve(lookup("localhost:3000/t", { ...brotli, ifNoneMatch: first.headers.etag }), render);
    expect(revalidated.status).toBe(304);
    // The cache's byte count follows the smaller bodies.
    expect(cache.totalBytes).toBeLessThan(heldFast);
    expect(heldFast - cache.totalBytes).toBeGreaterThanOrEqual(first.body!.length - later.body!.length);
  });

  it("gives a body past 256 KB brotli 9 as its best, not 11 (about 1.8 ms a KB)", async () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => `{"id":${i},"name":"Player ${(i * 7919) % 100_003}","season":${1900 + (i % 125)}}`).join(",");
    const large = Buffer.from(`[${rows(9_000)}]`);
    expect(large.length).toBeGreaterThan(BROTLI_11_MAX_BYTES);
    const brotli = (body: Buffer, quality: number) =>
      brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        },
      });
    const best = await compressBodies(large, "application/json", "best");
    const nine = brotli(large, 9);
    expect(best.br?.equals(nine)).toBe(true);
    const small = large.subarray(0, 100_000);
    const eleven = brotli(small, 11);
    expect((await compressBodies(small, "application/json", "best")).br?.equals(eleven)).toBe(true);
  });

  it("does not bring back an entry invalidated while it waited for its best compression", async () => {
    const { cache } = setup();
    await cache.serve(lookup(), async () => page("gone"));
    expect(cache.invalidate()).toBe(1);
    await cache.settled();
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
  });

  it("answers 304 to a matching If-None-Match, and HEAD without a body", async () => {
    const { cache } = setup();
    const first = await cache.serve(lookup(), async () => page("etag"));
    const again = await cache.serve(lookup("localhost:3000/champions", { ifNoneMatch: first.headers.etag }), async () => page("x"));
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    const head = await cache.serve(lookup("localhost:3000/champions", { method: "HEAD" }), async () => page("x"));
    expect(head.body).toBeNull();
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
  });

  it("stays within its byte budget, evicting the least recently used", async () => {
    const { cache } = setup(40_000);
    for (let i = 0; i < 20; i++) await cache.serve(lookup(`localhost/p${i}`), async () => page(`p${i}`));
    expect(cache.totalBytes).toBeLessThanOrEqual(40_000);
    expect(cache.size).toBeLessThan(20);
    const newest = await cache.serve(lookup("localhost/p19"), async () => page("again"));
    expect(newest.state).toBe("HIT");
    const oldest = await cache.serve(lookup("localhost/p0"), async () => page("again"));
    expect(oldest.state).toBe("MISS");
  });

  it("invalidates by site, host, path prefix or everything, and drops renders started before", async () => {
    const { cache } = setup();
    const keys = ["nfl.localhost:3000/scores", "nfl.localhost:3000/teams", "localhost:3000/scores", "nba.localhost:3000/scores"];
    for (const key of keys) await cache.serve(lookup(key), async () => page(key));
    expect(cache.invalidate({ site: "nfl", pathPrefix: "/scores" })).toBe(1);
    expect(cache.invalidate({ host: "localhost" })).toBe(1);
    expect(cache.size).toBe(2);
    let release: () => void = () => undefined;
    const slow = cache.serve(lookup("localhost/slow"), () => new Promise<Rendered>((done) => (release = () => done(page("old")))));
    await new Promise((wait) => setTimeout(wait, 5));
    expect(cache.invalidate()).toBe(2);
    release();
    await slow;
    expect(cache.size).toBe(0);
  });
});
