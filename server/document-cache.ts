// The server's shared cache, which behaves as a CDN in front of the app would: it keeps what our own
// Cache-Control lets a shared cache keep (public, s-maxage), answers fresh copies without running the
// app, serves stale copies while one background render refreshes them (stale-while-revalidate) or
// while the app fails (stale-if-error), and stores each body once per encoding (identity, gzip, br):
// compressed fast when it is rendered, so the fan who asked is not kept waiting, then at the best
// setting in the background, once, for every fan after (decision 0202).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Statuses a shared cache may keep when the response says so. */
const STORABLE_STATUSES = new Set([200, 301, 308, 404, 410]);
/** Headers that belong to one exchange, not to the stored document. */
const EXCHANGE_HEADERS = new Set([
  "age",
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "set-cookie",
  "transfer-encoding",
  "x-cache",
]);
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
const MIN_COMPRESS_BYTES = 1024;
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
export const PRIVATE_NO_STORE = "private, no-store";

export type Rendered = { status: number; headers: Headers; body: Buffer };
export type CacheState = "HIT" | "MISS" | "STALE" | "BYPASS";
export type Served = { status: number; headers: Record<string, string | Array<string>>; body: Buffer | null; state: CacheState };
/** `best`: compressed at the highest settings; false while only the fast compression exists. */
type Bodies = { identity: Buffer; gzip?: Buffer; br?: Buffer; best: boolean };
/** Fast: brotli 5 and gzip 6, a few ms for a 100 KB page; best: brotli 11 and gzip 9, 10-15 % smaller, about 40x the time. */
export type Compression = "fast" | "best";
/** Documents waiting for their best compression at most (a crawl of new pages keeps the fast bodies past it). */
const BEST_QUEUE_MAX = 2000;
type Encoding = "identity" | "gzip" | "br";
type Entry = {
  key: string;
  hostname: string;
  path: string;
  status: number;
  headers: Array<[string, string]>;
  bodies: Bodies;
  etag: string;
  bytes: number;
  storedAt: number;
  fresh: number;
  staleWhileRevalidate: number;
  staleIfError: number;
  variants?: Partial<Record<Encoding, Record<string, string>>>;
};
export type RenderContext = { background: boolean };
export type Render = (context: RenderContext) => Promise<Rendered>;
export type Lookup = {
  key: string;
  method?: string;
  acceptEncoding?: string | null;
  ifNoneMatch?: string | null;
  bypass?: boolean;
};
/** What an invalidation drops: a host, a site's first host label, a path prefix, any of them together. */
export type InvalidationFilter = { host?: string; site?: string; pathPrefix?: string };
type Lifetimes = { fresh: number; staleWhileRevalidate: number; staleIfError: number };
type Fill = { rendered: Rendered; entry: Entry | null };

/** Cache-Control directives, lower-cased names; a directive without a value is `true`. */
export function parseCacheControl(value: string | null | undefined): Map<string, string | true> {
  const directives = new Map<string, string | true>();
  if (!value) return directives;
  for (const part of value.split(",")) {
    const [name, raw] = part.trim().split("=");
    if (name) directives.set(name.toLowerCase(), raw === undefined ? true : raw.replace(/^"|"$/g, ""));
  }
  return directives;
}

function seconds(directives: Map<string, string | true>, name: string): number {
  const value = directives.get(name);
  const number = typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : 0;
}

/**
 * What a shared cache may do with a response: null when it must not store it, else its lifetimes
 * in seconds. Only `s-maxage` makes a response storable here: our pages give browsers max-age=0.
 */
export function sharedLifetimes(status: number, headers: Headers): Lifetimes | null {
  if (!STORABLE_STATUSES.has(status)) return null;
  if (headers.has("set-cookie")) return null;
  const vary = (headers.get("vary") ?? "")
    .toLowerCase()
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  if (vary.some((name) => name !== "accept-encoding")) return null;
  const directives = parseCacheControl(headers.get("cache-control"));
  if (directives.has("private") || directives.has("no-store") || directives.has("no-cache")) return null;
  const fresh = seconds(directives, "s-maxage");
  if (fresh === 0) return null;
  return {
    fresh,
    staleWhileRevalidate: seconds(directives, "stale-while-revalidate"),
    staleIfError: seconds(directives, "stale-if-error"),
  };
}

/**
 * The cache key: host (lower-cased, with its port) + path + the query with its parameters in a
 * stable order (a repeated parameter keeps the order of its values, so "the last one wins" holds).
 */
export function cacheKey(host: string | null | undefined, pathAndQuery: string): string {
  const mark = pathAndQuery.indexOf("?");
  const path = mark === -1 ? pathAndQuery : pathAndQuery.slice(0, mark);
  const query = mark === -1 ? "" : pathAndQuery.slice(mark + 1);
  let normalised = "";
  if (query) {
    const params = [...new URLSearchParams(query)];
    params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    normalised = new URLSearchParams(params).toString();
  }
  return `${String(host ?? "").toLowerCase()}${path}${normalised ? `?${normalised}` : ""}`;
}

/** The encoding to send: brotli, then gzip, then none, as the client accepts them (q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...options] = part.trim().split(";");
    const q = options.map((o) => o.trim()).find((o) => o.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}

export function etagOf(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Weak comparison, as If-None-Match uses: W/ and the encoding suffix do not count. */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) =>
    tag
      .trim()
      .replace(/^W\//, "")
      .replace(/-(br|gz)f?"$/, '"');
  const wanted = bare(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === wanted);
}

/** The ETag of one encoding of a body; the fast compression's bytes differ from the best's, so do their tags. */
function encodedEtag(etag: string, encoding: Encoding, fast = false): string {
  if (encoding === "identity") return etag;
  return `${etag.slice(0, -1)}-${encoding === "br" ? "br" : "gz"}${fast ? "f" : ""}"`;
}

function compressible(body: Buffer, contentType: string | null | undefined): boolean {
  return body.length >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(contentType ?? "");
}

/** Bodies up to this size get brotli 11 as their best; larger ones (long API lists) brotli 9, a fifth of its time. */
export const BROTLI_11_MAX_BYTES = 256 * 1024;

/**
 * gzip and brotli of a body, on the thread pool. "best" (brotli 11) is what every cached answer ends up
 * with: a 100 KB page is about 13 % smaller than at brotli 9, which decides whether a page's document fits
 * the first round trip of a new connection (14.6 KB); it costs about 180 ms of one core on the reference
 * machine (about 1.8 ms a KB), so it runs once per document, in the background (DocumentCache.compressBest),
 * and a body past BROTLI_11_MAX_BYTES gets brotli 9.
 */
export async function compressBodies(body: Buffer, contentType: string | null | undefined, compression: Compression = "best"): Promise<Bodies> {
  const best = compression === "best";
  const bodies: Bodies = { identity: body, best: true };
  if (!compressible(body, contentType)) return bodies;
  bodies.best = best;
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: best ? 9 : 6 }),
    brotliAsync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: !best ? 5 : body.length <= BROTLI_11_MAX_BYTES ? 11 : 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      },
    }),
  ]);
  if (gz.length < body.length) bodies.gzip = gz;
  if (br.length < body.length) bodies.br = br;
  return bodies;
}

/** What an entry holds in memory: its bodies, key and headers, and a little for the rest. */
function entryBytes(entry: Entry): number {
  const { bodies } = entry;
  return (
    bodies.identity.length +
    (bodies.gzip?.length ?? 0) +
    (bodies.br?.length ?? 0) +
    entry.key.length * 2 +
    entry.headers.reduce((n, [name, value]) => n + name.length + value.length, 0) +
    200
  );
}

function headersToPairs(headers: Headers): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [name, value] of headers) if (!EXCHANGE_HEADERS.has(name.toLowerCase())) pairs.push([name.toLowerCase(), value]);
  return pairs;
}

function hostnameOfKey(key: string): string {
  const slash = key.indexOf("/");
  const host = slash === -1 ? key : key.slice(0, slash);
  return host.replace(/:\d*$/, "");
}

export type DocumentCacheOptions = {
  maxBytes?: number;
  clock?: () => number;
  onBackgroundError?: (key: string, error: unknown) => void;
};

export class DocumentCache {
  readonly maxBytes: number;
  readonly clock: () => number;
  readonly onBackgroundError: (key: string, error: unknown) => void;
  /** Least recently used first. */
  readonly entries = new Map<string, Entry>();
  readonly filling = new Map<string, Promise<Fill>>();
  readonly refreshing = new Set<string>();
  /** Entries stored with the fast compression, waiting for the best one (one at a time, oldest first). */
  readonly awaitingBest = new Map<string, Entry>();
  compressing: Promise<void> | null = null;
  bytes = 0;
  /** Bumped by every invalidation: a render that started before one is not stored. */
  generation = 0;
  readonly stats = { hits: 0, misses: 0, stale: 0, bypasses: 0, stored: 0, evicted: 0 };

  constructor(options: DocumentCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.clock = options.clock ?? Date.now;
    this.onBackgroundError = options.onBackgroundError ?? (() => undefined);
  }

  get size() {
    return this.entries.size;
  }

  get totalBytes() {
    return this.bytes;
  }

  /**
   * Answers a request: from the cache when it may, else by rendering (one render per key at a time).
   */
  async serve(lookup: Lookup, render: Render): Promise<Served> {
    if (lookup.bypass) {
      this.stats.bypasses++;
      return this.answerRendered(await render({ background: false }), lookup, "BYPASS");
    }
    const now = this.clock();
    const entry = this.entries.get(lookup.key);
    if (entry) {
      const age = (now - entry.storedAt) / 1000;
      if (age < entry.fresh) {
        this.touch(entry);
        this.stats.hits++;
        return this.answerEntry(entry, lookup, "HIT", now);
      }
      if (age < entry.fresh + entry.staleWhileRevalidate) {
        this.touch(entry);
        this.stats.stale++;
        this.refreshInBackground(lookup.key, render);
        return this.answerEntry(entry, lookup, "STALE", now);
      }
    }
    let outcome: Fill;
    try {
      outcome = await this.fill(lookup.key, render, false);
    } catch (error) {
      const kept = this.keptForError(lookup.key, now);
      if (kept) return this.answerEntry(kept, lookup, "STALE", now, true);
      throw error;
    }
    if (outcome.rendered.status >= 500) {
      const kept = this.keptForError(lookup.key, now);
      if (kept) return this.answerEntry(kept, lookup, "STALE", now, true);
    }
    this.stats.misses++;
    if (outcome.entry) return this.answerEntry(outcome.entry, lookup, "MISS", this.clock());
    return this.answerRendered(outcome.rendered, lookup, "MISS");
  }

  /** An entry still within its stale-if-error time, else null (and an expired one is dropped). */
  keptForError(key: string, now: number): Entry | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const age = (now - entry.storedAt) / 1000;
    if (age < entry.fresh + Math.max(entry.staleWhileRevalidate, entry.staleIfError)) {
      if (age < entry.fresh + entry.staleIfError) return entry;
      return null;
    }
    this.delete(key);
    return null;
  }

  /**
   * One render per key at a time; concurrent callers share it. A response that may not be stored
   * (private, with a cookie) is not shared: each waiter renders its own (as a CDN's hit-for-pass).
   */
  async fill(key: string, render: Render, background: boolean): Promise<Fill> {
    const pending = this.filling.get(key);
    if (pending) {
      const shared = await pending.catch(() => null);
      if (shared?.entry) return shared;
      return { rendered: await render({ background }), entry: null };
    }
    const generation = this.generation;
    const promise = (async (): Promise<Fill> => {
      const rendered = await render({ background });
      const lifetimes = sharedLifetimes(rendered.status, rendered.headers);
      if (!lifetimes) return { rendered, entry: null };
      const bodies = await compressBodies(rendered.body, rendered.headers.get("content-type"), "fast");
      const entry: Entry = {
        key,
        hostname: hostnameOfKey(key),
        path: key.slice(key.indexOf("/")),
        status: rendered.status,
        headers: headersToPairs(rendered.headers),
        bodies,
        etag: etagOf(rendered.body),
        bytes: 0,
        storedAt: this.clock(),
        ...lifetimes,
      };
      entry.bytes = entryBytes(entry);
      if (generation === this.generation) {
        this.store(entry);
        this.compressBest(entry);
      }
      return { rendered, entry };
    })();
    this.filling.set(key, promise);
    try {
      return await promise;
    } finally {
      this.filling.delete(key);
    }
  }

  refreshInBackground(key: string, render: Render): void {
    if (this.refreshing.has(key) || this.filling.has(key)) return;
    this.refreshing.add(key);
    this.fill(key, render, true)
      .then(({ rendered, entry }) => {
        if (!entry && rendered.status >= 500) this.onBackgroundError(key, new Error(`render answered ${rendered.status}`));
      })
      .catch((error: unknown) => this.onBackgroundError(key, error))
      .finally(() => this.refreshing.delete(key));
  }

  /** Waits for the background renders running now, and for the best compressions queued (tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.filling.values()].map((p) => p.catch(() => undefined)));
    while (this.compressing) await this.compressing;
  }

  /**
   * Queues a stored entry for its best compression; one runs at a time, so a burst of new pages takes at
   * most one core of the thread pool. An entry replaced, evicted or invalidated meanwhile is skipped.
   */
  compressBest(entry: Entry): void {
    if (entry.bodies.best || this.awaitingBest.size >= BEST_QUEUE_MAX) return;
    this.awaitingBest.set(entry.key, entry);
    this.compressing ??= this.compressQueued().finally(() => (this.compressing = null));
  }

  private async compressQueued(): Promise<void> {
    for (const [key, entry] of this.awaitingBest) {
      this.awaitingBest.delete(key);
      if (this.entries.get(key) !== entry) continue;
      const contentType = entry.headers.find(([name]) => name === "content-type")?.[1];
      try {
        const bodies = await compressBodies(entry.bodies.identity, contentType, "best");
        if (this.entries.get(key) !== entry) continue;
        this.bytes -= entry.bytes;
        entry.bodies = bodies;
        entry.variants = undefined;
        entry.bytes = entryBytes(entry);
        this.bytes += entry.bytes;
      } catch (error) {
        this.onBackgroundError(key, error); // the fast bodies stay: they are correct, only larger
      }
    }
  }

  store(entry: Entry): void {
    this.delete(entry.key);
    if (entry.bytes > this.maxBytes / 4) return; // one document must not empty the cache
    this.entries.set(entry.key, entry);
    this.bytes += entry.bytes;
    this.stats.stored++;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
      this.stats.evicted++;
    }
  }

  touch(entry: Entry): void {
    this.entries.delete(entry.key);
    this.entries.set(entry.key, entry);
  }

  delete(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.awaitingBest.delete(key);
    this.bytes -= entry.bytes;
    return true;
  }

  /**
   * Empties the cache for what changed: a host name (port ignored) or a site's first host label
   * ("nfl" matches nfl.localhost and nfl.example.com), a path prefix, both, or everything when no
   * filter is given. Renders running now are not stored. Returns the number of entries removed.
   */
  invalidate(filter: InvalidationFilter = {}): number {
    this.generation++;
    const host = filter.host?.toLowerCase().replace(/:\d*$/, "");
    const site = filter.site?.toLowerCase();
    let removed = 0;
    for (const entry of [...this.entries.values()]) {
      if (host !== undefined && entry.hostname !== host) continue;
      if (site !== undefined && entry.hostname.split(".")[0] !== site) continue;
      if (filter.pathPrefix !== undefined && !entry.path.startsWith(filter.pathPrefix)) continue;
      this.delete(entry.key);
      removed++;
    }
    return removed;
  }

  /** Drops entries past every window (also done lazily; call from a timer to free memory sooner). */
  purge(): number {
    const now = this.clock();
    let removed = 0;
    for (const entry of [...this.entries.values()]) {
      const age = (now - entry.storedAt) / 1000;
      if (age >= entry.fresh + Math.max(entry.staleWhileRevalidate, entry.staleIfError)) {
        this.delete(entry.key);
        removed++;
      }
    }
    return removed;
  }

  /** forError: a stale copy served because the app failed: private, so no other cache keeps it. */
  answerEntry(entry: Entry, lookup: Lookup, state: CacheState, now: number, forError = false): Served {
    const encoding = preferredEncoding(lookup.acceptEncoding);
    const body = encoding === "br" ? entry.bodies.br : encoding === "gzip" ? entry.bodies.gzip : undefined;
    const chosen: Encoding = body ? encoding : "identity";
    // The headers of each encoding are built once per entry; only Age and X-Cache change per answer.
    entry.variants ??= {};
    let base = entry.variants[chosen];
    if (!base) {
      base = {} as Record<string, string>;
      for (const [name, value] of entry.headers) base[name] = value;
      base.etag = encodedEtag(entry.etag, chosen, !entry.bodies.best);
      if (entry.bodies.gzip || entry.bodies.br) base.vary = "Accept-Encoding";
      if (chosen !== "identity") base["content-encoding"] = chosen;
      base["content-length"] = String((body ?? entry.bodies.identity).length);
      entry.variants[chosen] = base;
    }
    const headers: Record<string, string> = { ...base, age: String(Math.max(0, Math.floor((now - entry.storedAt) / 1000))), "x-cache": state };
    if (forError) {
      headers["cache-control"] = PRIVATE_NO_STORE;
      this.stats.stale++;
    }
    if (entry.status === 200 && lookup.ifNoneMatch && etagMatches(lookup.ifNoneMatch, base.etag)) {
      return { status: 304, headers: notModifiedHeaders(headers), body: null, state };
    }
    return { status: entry.status, headers, body: lookup.method === "HEAD" ? null : (body ?? entry.bodies.identity), state };
  }

  /**
   * A response the cache does not keep: sent as rendered (with gzip when the client takes it).
   */
  async answerRendered(rendered: Rendered, lookup: Lookup, state: CacheState): Promise<Served> {
    const headers: Record<string, string> = {};
    const cookies: Array<string> = [];
    for (const [name, value] of rendered.headers) {
      const lower = name.toLowerCase();
      if (lower === "set-cookie") cookies.push(value);
      else if (lower !== "content-length" && lower !== "content-encoding" && lower !== "transfer-encoding") headers[lower] = value;
    }
    if (typeof rendered.headers.getSetCookie === "function") {
      cookies.length = 0;
      cookies.push(...rendered.headers.getSetCookie());
    }
    headers["x-cache"] = state;
    let body = rendered.body;
    if (rendered.status === 200 && headers.etag === undefined && body.length > 0) headers.etag = etagOf(body);
    if (rendered.status === 200 && headers.etag && etagMatches(lookup.ifNoneMatch, headers.etag)) {
      return { status: 304, headers: notModifiedHeaders(headers), body: null, state };
    }
    if (
      compressible(body, headers["content-type"]) &&
      preferredEncoding(lookup.acceptEncoding) !== "identity" &&
      /\bgzip\b/i.test(lookup.acceptEncoding ?? "")
    ) {
      body = await gzipAsync(body, { level: 6 });
      headers["content-encoding"] = "gzip";
      headers.vary = "Accept-Encoding";
      if (headers.etag) headers.etag = encodedEtag(headers.etag, "gzip");
    }
    headers["content-length"] = String(body.length);
    const answered: Record<string, string | Array<string>> = headers;
    if (cookies.length) answered["set-cookie"] = cookies;
    return { status: rendered.status, headers: answered, body: lookup.method === "HEAD" ? null : body, state };
  }
}

function notModifiedHeaders(headers: Record<string, string | Array<string>>): Record<string, string | Array<string>> {
  const kept: Record<string, string | Array<string>> = {};
  for (const name of ["cache-control", "etag", "vary", "age", "x-cache", "content-location", "expires"]) {
    if (headers[name] !== undefined) kept[name] = headers[name];
  }
  return kept;
}
