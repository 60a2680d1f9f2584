// The client's ClientCache with a fake clock: fresh, stale with one background refresh, expiry, failures, purge and the byte bound.
import { describe, expect, it } from "vitest";
import { ClientCache, UNTOUCHED_PURGE_MS } from "~/.server/upstream/cache.server";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
// The dynamic class: fresh 15 minutes, kept 1 hour.
const FRESH = 15 * MINUTE;
const KEEP = HOUR;

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fetcher that counts its calls and answers with the values given, in turn. */
function counting<T>(...values: Array<T>) {
  const fetcher = async (): Promise<T> => {
    const value = values[Math.min(fetcher.calls, values.length - 1)];
    fetcher.calls++;
    return value;
  };
  fetcher.calls = 0;
  return fetcher;
}

function failing(message: string) {
  const fetcher = async (): Promise<never> => {
    fetcher.calls++;
    throw new Error(message);
  };
  fetcher.calls = 0;
  return fetcher;
}

/** Whether a promise has settled, after letting pending callbacks run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return settled;
}

function setup(options: { maxBytes?: number } = {}) {
  const clock = { now: 0 };
  const backgroundErrors: Array<[string, string]> = [];
  const cache = new ClientCache({
    ...options,
    clock: () => clock.now,
    onBackgroundError: (key, error) => backgroundErrors.push([key, error instanceof Error ? error.message : String(error)]),
  });
  return { clock, cache, backgroundErrors };
}

describe("fresh and stale", () => {
  it("serves a fresh entry without calling the fetcher", async () => {
    const { clock, cache } = setup();
    const first = counting({ n: 1 });
    expect(await cache.get("k", "dynamic", first)).toEqual({ value: { n: 1 }, state: "miss" });
    expect(first.calls).toBe(1);
    expect(cache.size).toBe(1);

    const second = counting({ n: 2 });
    clock.now = FRESH - 1;
    expect(await cache.get("k", "dynamic", second)).toEqual({ value: { n: 1 }, state: "fresh" });
    expect(second.calls).toBe(0);
  });

  it("serves the stale value and runs exactly one background refresh for 10 concurrent gets", async () => {
    const { clock, cache } = setup();
    await cache.get("k", "dynamic", counting("old"));
    clock.now = FRESH;
    const pending = deferred<string>();
    let calls = 0;
    const fetcher = () => {
      calls++;
      return pending.promise;
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get("k", "dynamic", fetcher)));
    expect(answers).toEqual(Array.from({ length: 10 }, () => ({ value: "old", state: "stale" })));
    expect(calls).toBe(1);

    // Still refreshing: another stale get starts nothing new.
    expect(await cache.get("k", "dynamic", fetcher)).toEqual({ value: "old", state: "stale" });
    expect(calls).toBe(1);

    clock.now = FRESH + 5 * SECOND;
    pending.resolve("new");
    await cache.settled();
    const after = counting("unused");
    expect(await cache.get("k", "dynamic", after)).toEqual({ value: "new", state: "fresh" });
    expect(after.calls).toBe(0);

    // The refreshed entry is fresh for FRESH from when it was stored.
    clock.now = FRESH + 5 * SECOND + FRESH - 1;
    expect((await cache.get("k", "dynamic", after)).state).toBe("fresh");
    clock.now = FRESH + 5 * SECOND + FRESH;
    expect((await cache.get("k", "dynamic", after)).state).toBe("stale");
    await cache.settled();
    expect(after.calls).toBe(1);
  });

  it("drops the entry after its keep time and waits for the fetcher", async () => {
    const { clock, cache } = setup();
    await cache.get("k", "dynamic", counting("old"));
    clock.now = KEEP - 1;
    expect((await cache.get("k", "dynamic", counting("refreshing"))).state).toBe("stale");
    await cache.settled();

    // The background refresh stored "refreshing" at KEEP - 1; move past its keep time.
    clock.now = KEEP - 1 + KEEP;
    const pending = deferred<string>();
    let calls = 0;
    const lookup = cache.get("k", "dynamic", () => {
      calls++;
      return pending.promise;
    });
    expect(await isSettled(lookup)).toBe(false);
    expect(cache.size).toBe(0);
    expect(calls).toBe(1);
    pending.resolve("new");
    expect(await lookup).toEqual({ value: "new", state: "miss" });
    expect(cache.size).toBe(1);
  });

  it("keys entries separately and uses each class's times", async () => {
    const { clock, cache } = setup();
    await cache.get("rt", "realtime", counting("a"));
    await cache.get("st", "static", counting("b"));
    clock.now = 30 * SECOND;
    expect((await cache.get("rt", "realtime", counting("a2"))).state).toBe("stale");
    expect((await cache.get("st", "static", counting("b2"))).state).toBe("fresh");
    await cache.settled();
  });
});

describe("failures", () => {
  it("throws when a missing entry cannot be fetched, and stores nothing", async () => {
    const { cache } = setup();
    const fetcher = failing("down");
    await expect(cache.get("k", "dynamic", fetcher)).rejects.toThrow("down");
    expect(fetcher.calls).toBe(1);
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
    // The failed fetch is not remembered: the next get tries again.
    await expect(cache.get("k", "dynamic", fetcher)).rejects.toThrow("down");
    expect(fetcher.calls).toBe(2);
  });

  it("keeps serving a stale entry when its background refresh fails, then as stale-if-error", async () => {
    const { clock, cache, backgroundErrors } = setup();
    await cache.get("k", "dynamic", counting("kept"));
    clock.now = FRESH + MINUTE;
    const fetcher = failing("refresh failed");
    expect(await cache.get("k", "dynamic", fetcher)).toEqual({ value: "kept", state: "stale" });
    await cache.settled();
    expect(fetcher.calls).toBe(1);
    expect(backgroundErrors).toEqual([["k", "refresh failed"]]);
    expect(cache.size).toBe(1);

    // The value stays until its keep time, now marked as served because the source failed (so the page
    // is degraded and private), and each stale get tries one refresh again.
    clock.now = KEEP - 1;
    expect(await cache.get("k", "dynamic", fetcher)).toEqual({ value: "kept", state: "stale-if-error" });
    await cache.settled();
    expect(fetcher.calls).toBe(2);
    expect(backgroundErrors.length).toBe(2);

    // Past the keep time the entry is gone and the failure reaches the caller.
    clock.now = KEEP;
    await expect(cache.get("k", "dynamic", fetcher)).rejects.toThrow("refresh failed");
    expect(fetcher.calls).toBe(3);
    expect(cache.size).toBe(0);
  });

  it("answers stale-if-error only when an entry was stored while the failing fetch ran", async () => {
    // get() serves a kept entry within its keep time as "stale" without waiting for the source, and
    // deletes an entry past its keep time before fetching; so a failing foreground fetch finds a kept
    // value only when one was stored meanwhile.
    const { cache } = setup();
    const lookup = await cache.get("k", "dynamic", async () => {
      cache.set("k", "dynamic", "stored meanwhile");
      throw new Error("down");
    });
    expect(lookup).toEqual({ value: "stored meanwhile", state: "stale-if-error" });
  });

  it("shares one fetch between concurrent misses, success or failure", async () => {
    const { cache } = setup();
    const pending = deferred<string>();
    let calls = 0;
    const fetcher = () => {
      calls++;
      return pending.promise;
    };
    const lookups = Array.from({ length: 5 }, () => cache.get("k", "dynamic", fetcher));
    pending.resolve("shared");
    expect(await Promise.all(lookups)).toEqual(Array.from({ length: 5 }, () => ({ value: "shared", state: "miss" })));
    expect(calls).toBe(1);

    const failure = deferred<string>();
    let failingCalls = 0;
    const failingFetcher = () => {
      failingCalls++;
      return failure.promise;
    };
    const failed = Array.from({ length: 3 }, (_, i) => cache.get(`other`, "dynamic", failingFetcher).catch((error: Error) => `${i}:${error.message}`));
    failure.reject(new Error("down"));
    expect(await Promise.all(failed)).toEqual(["0:down", "1:down", "2:down"]);
    expect(failingCalls).toBe(1);
  });
});

describe("purge", () => {
  it("drops entries untouched for 24 hours", async () => {
    const { clock, cache } = setup();
    await cache.get("untouched", "static", counting("a"));
    await cache.get("touched", "static", counting("b"));
    clock.now = 12 * HOUR;
    expect((await cache.get("touched", "static", counting("unused"))).state).toBe("fresh");

    clock.now = UNTOUCHED_PURGE_MS - 1;
    expect(cache.purge()).toBe(0);
    expect(cache.size).toBe(2);

    clock.now = UNTOUCHED_PURGE_MS;
    expect(UNTOUCHED_PURGE_MS).toBe(24 * HOUR);
    expect(cache.purge()).toBe(1);
    expect(cache.size).toBe(1);
    const check = counting("refetched");
    expect((await cache.get("untouched", "static", check)).state).toBe("miss");
    expect(check.calls).toBe(1);
  });

  it("drops entries past their keep time", async () => {
    const { clock, cache } = setup();
    await cache.get("rt", "realtime", counting("a"));
    await cache.get("dyn", "dynamic", counting("b"));
    clock.now = 5 * MINUTE - 1;
    expect(cache.purge()).toBe(0);
    clock.now = 5 * MINUTE;
    expect(cache.purge()).toBe(1);
    expect(cache.size).toBe(1);
    clock.now = HOUR;
    expect(cache.purge()).toBe(1);
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
  });
});

describe("byte bound", () => {
  // Each entry costs its JSON bytes plus 2 bytes per key character: "xxxxxxxx" under key "a" is 10 + 2 = 12.
  const VALUE = "x".repeat(8);
  const ENTRY_BYTES = 12;

  it("counts the bytes of each entry", () => {
    const { cache } = setup();
    cache.set("a", "dynamic", VALUE);
    expect(cache.totalBytes).toBe(ENTRY_BYTES);
    cache.set("a", "dynamic", VALUE);
    expect(cache.totalBytes).toBe(ENTRY_BYTES);
    cache.set("bb", "dynamic", { é: 1 });
    expect(cache.totalBytes).toBe(ENTRY_BYTES + Buffer.byteLength('{"é":1}') + 4);
    cache.delete("a");
    cache.delete("bb");
    expect(cache.totalBytes).toBe(0);
  });

  it("evicts the least recently used entries", async () => {
    const { cache } = setup({ maxBytes: 2 * ENTRY_BYTES + 6 });
    await cache.get("a", "dynamic", counting(VALUE));
    await cache.get("b", "dynamic", counting(VALUE));
    expect(cache.size).toBe(2);
    // Using "a" makes "b" the least recently used.
    expect((await cache.get("a", "dynamic", counting("unused"))).state).toBe("fresh");
    await cache.get("c", "dynamic", counting(VALUE));
    expect(cache.size).toBe(2);
    expect(cache.totalBytes).toBe(2 * ENTRY_BYTES);

    const a = failing("not cached");
    const c = failing("not cached");
    expect((await cache.get("a", "dynamic", a)).state).toBe("fresh");
    expect((await cache.get("c", "dynamic", c)).state).toBe("fresh");
    await expect(cache.get("b", "dynamic", failing("b was evicted"))).rejects.toThrow("b was evicted");
    expect(a.calls + c.calls).toBe(0);
  });

  it("evicts as many entries as needed for a large one", () => {
    const { cache } = setup({ maxBytes: 40 });
    cache.set("a", "dynamic", VALUE);
    cache.set("b", "dynamic", VALUE);
    cache.set("c", "dynamic", VALUE);
    expect(cache.size).toBe(3);
    cache.set("d", "dynamic", "y".repeat(30));
    expect(cache.size).toBe(1);
    expect(cache.totalBytes).toBe(32 + 2);
  });

  it("does not store an entry bigger than the bound, and keeps the others", async () => {
    const { cache } = setup({ maxBytes: 2 * ENTRY_BYTES });
    await cache.get("a", "dynamic", counting(VALUE));
    const big = counting("x".repeat(100));
    expect(await cache.get("big", "dynamic", big)).toEqual({ value: "x".repeat(100), state: "miss" });
    expect(cache.size).toBe(1);
    expect(cache.totalBytes).toBe(ENTRY_BYTES);
    expect((await cache.get("big", "dynamic", big)).state).toBe("miss");
    expect(big.calls).toBe(2);
    expect((await cache.get("a", "dynamic", failing("evicted"))).state).toBe("fresh");
  });

  it("drops the old value of a key whose new value is too big to keep", () => {
    const { cache } = setup({ maxBytes: 2 * ENTRY_BYTES });
    cache.set("a", "dynamic", VALUE);
    expect(cache.size).toBe(1);
    cache.set("a", "dynamic", "x".repeat(100));
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
  });

  it("clear() empties the cache", () => {
    const { cache } = setup();
    cache.set("a", "dynamic", VALUE);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
  });
});
