// Cache-Control merging for documents (app/.server/cache-headers.ts) and the cache classes' header values.
import { describe, expect, it } from "vitest";
import { documentCacheControl, mergeCacheControl, pageHeaders, PRIVATE_NO_STORE } from "~/.server/cache-headers";
import { CACHE_POLICIES, cacheControlFor, strictestClass, type CacheClass } from "../../core/cache-classes";

const STATIC = "public, max-age=86400, s-maxage=86400, stale-while-revalidate=518400, stale-if-error=604800";
const SEMI_STATIC = "public, max-age=14400, s-maxage=14400, stale-while-revalidate=72000, stale-if-error=86400";
const DYNAMIC = "public, max-age=900, s-maxage=900, stale-while-revalidate=2700, stale-if-error=3600";
const REALTIME = "public, max-age=30, s-maxage=30, stale-while-revalidate=270, stale-if-error=300";
const USER = "private, max-age=0, must-revalidate";

describe("cacheControlFor", () => {
  it("gives each class its exact header", () => {
    expect(cacheControlFor("static")).toBe(STATIC);
    expect(cacheControlFor("semi-static")).toBe(SEMI_STATIC);
    expect(cacheControlFor("dynamic")).toBe(DYNAMIC);
    expect(cacheControlFor("realtime")).toBe(REALTIME);
    expect(cacheControlFor("user")).toBe(USER);
  });

  it("keeps the policies' fresh < keep and retries", () => {
    expect(CACHE_POLICIES.static).toEqual({ fresh: 86400, keep: 604800, retries: 3 });
    expect(CACHE_POLICIES["semi-static"]).toEqual({ fresh: 14400, keep: 86400, retries: 2 });
    expect(CACHE_POLICIES.dynamic).toEqual({ fresh: 900, keep: 3600, retries: 2 });
    expect(CACHE_POLICIES.realtime).toEqual({ fresh: 30, keep: 300, retries: 1 });
    expect(CACHE_POLICIES.user).toEqual({ fresh: 300, keep: 1800, retries: 1 });
  });
});

describe("strictestClass", () => {
  it("picks the strictest, static when there is none", () => {
    expect(strictestClass([])).toBe("static");
    expect(strictestClass(["static"])).toBe("static");
    expect(strictestClass(["static", "semi-static"])).toBe("semi-static");
    expect(strictestClass(["semi-static", "dynamic", "static"])).toBe("dynamic");
    expect(strictestClass(["dynamic", "realtime"])).toBe("realtime");
    expect(strictestClass(["realtime", "user", "static"])).toBe("user");
    expect(strictestClass(new Set<CacheClass>(["static", "dynamic"]))).toBe("dynamic");
  });
});

describe("mergeCacheControl", () => {
  it("returns the other side when one is missing", () => {
    expect(mergeCacheControl(null, STATIC)).toBe(STATIC);
    expect(mergeCacheControl(STATIC, null)).toBe(STATIC);
    expect(mergeCacheControl("", DYNAMIC)).toBe(DYNAMIC);
    expect(mergeCacheControl(null, null)).toBeNull();
  });

  it("takes the smallest value of each numeric directive", () => {
    expect(mergeCacheControl(STATIC, DYNAMIC)).toBe(DYNAMIC);
    expect(mergeCacheControl(REALTIME, SEMI_STATIC)).toBe(REALTIME);
    expect(mergeCacheControl("public, max-age=60, s-maxage=300", "public, max-age=120, s-maxage=200")).toBe("public, max-age=60, s-maxage=200");
  });

  it("is the same in either order", () => {
    const classes: Array<CacheClass> = ["static", "semi-static", "dynamic", "realtime", "user"];
    for (const a of classes) {
      for (const b of classes) {
        expect(mergeCacheControl(cacheControlFor(a), cacheControlFor(b)), `${a} + ${b}`).toBe(mergeCacheControl(cacheControlFor(b), cacheControlFor(a)));
        if (a !== "user" && b !== "user") {
          expect(mergeCacheControl(cacheControlFor(a), cacheControlFor(b))).toBe(cacheControlFor(strictestClass([a, b])));
        }
      }
    }
  });

  it("drops a directive only one side has, except max-age which becomes 0", () => {
    expect(mergeCacheControl("public, max-age=60, stale-while-revalidate=30", "public, max-age=120")).toBe("public, max-age=60");
    expect(mergeCacheControl("public, s-maxage=600", "public, max-age=120, s-maxage=300")).toBe("public, max-age=0, s-maxage=300");
    expect(mergeCacheControl("public, max-age=120", "public, s-maxage=300")).toBe("public, max-age=0");
    expect(mergeCacheControl("public, stale-if-error=600", "public, stale-if-error=60")).toBe("public, stale-if-error=60");
  });

  it("makes the result private when either side is, and drops s-maxage then", () => {
    expect(mergeCacheControl(USER, STATIC)).toBe(USER);
    expect(mergeCacheControl(STATIC, USER)).toBe(USER);
    expect(mergeCacheControl("private, max-age=60, s-maxage=60", "public, max-age=120, s-maxage=300")).toBe("private, max-age=60");
    expect(mergeCacheControl("public, max-age=600", "private, max-age=60")).toBe("private, max-age=60");
  });

  it("lets no-store win over everything", () => {
    expect(mergeCacheControl("no-store", STATIC)).toBe(PRIVATE_NO_STORE);
    expect(mergeCacheControl(STATIC, "public, no-store")).toBe(PRIVATE_NO_STORE);
    expect(mergeCacheControl(USER, PRIVATE_NO_STORE)).toBe("private, no-store");
  });

  it("keeps must-revalidate and no-cache from either side, whatever the case of the names", () => {
    expect(mergeCacheControl("public, max-age=60, no-cache", "public, max-age=30")).toBe("public, max-age=30, no-cache");
    expect(mergeCacheControl("public, max-age=60", "public, max-age=30, must-revalidate")).toBe("public, max-age=30, must-revalidate");
    expect(mergeCacheControl("Public, Max-Age=60", "PUBLIC, MAX-AGE=30")).toBe("public, max-age=30");
  });
});

describe("documentCacheControl", () => {
  it("makes browsers revalidate a public document and keeps the shared caches' time", () => {
    expect(documentCacheControl(STATIC)).toBe("public, max-age=0, s-maxage=86400, stale-while-revalidate=518400, stale-if-error=604800");
    expect(documentCacheControl(REALTIME)).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=270, stale-if-error=300");
    expect(documentCacheControl("public, s-maxage=600, max-age=60")).toBe("public, s-maxage=600, max-age=0");
  });

  it("leaves private values and missing values unchanged", () => {
    expect(documentCacheControl(USER)).toBe(USER);
    expect(documentCacheControl("private, max-age=60")).toBe("private, max-age=60");
    expect(documentCacheControl(PRIVATE_NO_STORE)).toBe("private, no-store");
    expect(documentCacheControl(null)).toBeNull();
    expect(documentCacheControl("")).toBe("");
  });
});

describe("pageHeaders", () => {
  function run(loader: Record<string, string>, parent: Record<string, string>, error?: Record<string, string>): Headers {
    return new Headers(
      pageHeaders({
        loaderHeaders: new Headers(loader),
        parentHeaders: new Headers(parent),
        actionHeaders: new Headers(),
        errorHeaders: error ? new Headers(error) : undefined,
      }),
    );
  }

  it("merges the route's value with its parent's and makes browsers revalidate", () => {
    const headers = run({ "Cache-Control": DYNAMIC }, { "Cache-Control": STATIC });
    expect(headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=900, stale-while-revalidate=2700, stale-if-error=3600");
  });

  it("uses the route's own value without a parent, and the error's over the loader's", () => {
    expect(run({ "Cache-Control": SEMI_STATIC }, {}).get("Cache-Control")).toBe(
      "public, max-age=0, s-maxage=14400, stale-while-revalidate=72000, stale-if-error=86400",
    );
    expect(run({ "Cache-Control": STATIC }, {}, { "Cache-Control": PRIVATE_NO_STORE }).get("Cache-Control")).toBe("private, no-store");
  });

  it("passes Set-Cookie through and sets nothing when no route states a value", () => {
    const headers = run({ "Set-Cookie": "season=2023; Path=/" }, {});
    expect(headers.get("Cache-Control")).toBeNull();
    expect(headers.get("Set-Cookie")).toBe("season=2023; Path=/");
  });
});
