// The client's cache: entries are fresh for their class's fresh time, then served stale while one
// background refresh runs, and served when the source fails until their keep time ends. Memory is
// bounded by bytes; an hourly purge drops entries untouched for a day.
import { CACHE_POLICIES, type CacheClass } from "@core/cache-classes";

export type Clock = () => number;

type Entry = {
  value: unknown;
  bytes: number;
  storedAt: number;
  lastUsedAt: number;
  cacheClass: CacheClass;
};

export type CacheLookup<T> = { value: T; state: "fresh" | "stale" | "miss" | "stale-if-error" };

export type CacheOptions = {
  maxBytes?: number;
  clock?: Clock;
  /** Called when a background refresh fails (it is retried by the caller's policy). */
  onBackgroundError?: (key: string, error: unknown) => void;
};

/** The UTF-8 size of a string, without Node's Buffer (the cache also runs on Cloudflare Workers). */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 2; // a surrogate pair: 2 UTF-16 units, 4 bytes
      i++;
    } else if (code >= 0x800) bytes += 2;
    else if (code >= 0x80) bytes += 1;
  }
  return bytes;
}

export const UNTOUCHED_PURGE_MS = 24 * 60 * 60 * 1000;
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export class ClientCache {
  private readonly entries = new Map<string, Entry>();
  private readonly refreshing = new Map<string, Promise<unknown>>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Keys whose last background refresh failed: their stale value is what the source could not replace. */
  private readonly failedRefresh = new Set<string>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly clock: Clock;
  private readonly onBackgroundError: (key: string, error: unknown) => void;

  constructor(options: CacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.clock = options.clock ?? Date.now;
    this.onBackgroundError = options.onBackgroundError ?? (() => undefined);
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /**
   * The value for a key: fresh from the cache, or stale with one background refresh started, or
   * fetched now (concurrent misses share one fetch); when the fetch fails, a kept entry is served.
   */
  async get<T>(
    key: string,
    cacheClass: CacheClass,
    fetcher: () => Promise<T>,
    /** How a stale entry is refreshed in the background (it may retry longer than a page can wait). */
    backgroundFetcher: () => Promise<T> = fetcher,
  ): Promise<CacheLookup<T>> {
    const now = this.clock();
    const entry = this.entries.get(key);
    const policy = CACHE_POLICIES[cacheClass];
    if (entry) {
      const age = now - entry.storedAt;
      if (age < policy.keep * 1000) {
        entry.lastUsedAt = now;
        // Re-insert so the map's order is least recently used first.
        this.entries.delete(key);
        this.entries.set(key, entry);
        if (age < policy.fresh * 1000) return { value: entry.value as T, state: "fresh" };
        const refreshFailed = this.failedRefresh.has(key);
        this.refreshInBackground(key, cacheClass, backgroundFetcher);
        return { value: entry.value as T, state: refreshFailed ? "stale-if-error" : "stale" };
      }
      this.delete(key);
    }
    try {
      const value = await this.fetchOnce(key, cacheClass, fetcher);
      return { value, state: "miss" };
    } catch (error) {
      const kept = this.entries.get(key);
      if (kept) return { value: kept.value as T, state: "stale-if-error" };
      throw error;
    }
  }

  private fetchOnce<T>(key: string, cacheClass: CacheClass, fetcher: () => Promise<T>): Promise<T> {
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const promise = fetcher()
      .then((value) => {
        this.set(key, cacheClass, value);
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  private refreshInBackground<T>(key: string, cacheClass: CacheClass, fetcher: () => Promise<T>): void {
    if (this.refreshing.has(key)) return;
    const refresh = fetcher()
      .then((value) => this.set(key, cacheClass, value))
      .catch((error: unknown) => {
        this.failedRefresh.add(key);
        this.onBackgroundError(key, error);
      })
      .finally(() => this.refreshing.delete(key));
    this.refreshing.set(key, refresh);
  }

  /** Waits for the background refreshes running now (tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.refreshing.values()]);
  }

  set(key: string, cacheClass: CacheClass, value: unknown): void {
    const bytes = utf8Length(JSON.stringify(value) ?? "") + key.length * 2;
    this.delete(key);
    this.failedRefresh.delete(key);
    // Too big to keep: the old value must not outlive a newer answer either.
    if (bytes > this.maxBytes) return;
    const now = this.clock();
    this.entries.set(key, { value, bytes, storedAt: now, lastUsedAt: now, cacheClass });
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
    this.failedRefresh.delete(key);
  }

  /** Drops every entry whose key matches (new data made them wrong); returns how many. */
  deleteWhere(matches: (key: string) => boolean): number {
    let removed = 0;
    for (const key of [...this.entries.keys()]) {
      if (!matches(key)) continue;
      this.delete(key);
      removed++;
    }
    return removed;
  }

  /** Drops entries past their keep time or untouched for 24 hours. */
  purge(): number {
    const now = this.clock();
    let removed = 0;
    for (const [key, entry] of [...this.entries]) {
      const expired = now - entry.storedAt >= CACHE_POLICIES[entry.cacheClass].keep * 1000;
      const untouched = now - entry.lastUsedAt >= UNTOUCHED_PURGE_MS;
      if (expired || untouched) {
        this.delete(key);
        removed++;
      }
    }
    return removed;
  }

  clear(): void {
    this.entries.clear();
    this.failedRefresh.clear();
    this.bytes = 0;
  }
}
