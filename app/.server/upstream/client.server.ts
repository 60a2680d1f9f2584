// The one typed client every loader uses: site filters added, answers parsed with zod, cached by
// class, with the spec's retry rule; it remembers the strictest cache class a page used.
import { z } from "zod";
import { cacheControlFor, CACHE_POLICIES, strictestClass, type CacheClass } from "@core/cache-classes";
import { retryDelay } from "@core/retry";
import { siteFilters, type SiteConfig } from "@sites";
import { backend } from "~/.server/backend.server";
import { PRIVATE_NO_STORE } from "~/.server/cache-headers";
import { readEnv } from "~/.server/env";
import { ClientCache } from "./cache.server";
import { failingTransport, type Transport } from "./transport.server";

const UNREACHABLE = "The Sports API could not be reached.";

export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "UpstreamError";
  }
}

const PAGE_RETRY_DELAY_MS = 250;
/** Doubling delay from 1 s, capped at 30 s (background refreshes): the one rule in core/retry.ts. */
export const backgroundRetryDelay = retryDelay;

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export type ClientOptions = {
  site: Pick<SiteConfig, "sport" | "level">;
  transport?: Transport;
  cache?: ClientCache;
};

function pathWithQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b))) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/${path.replace(/^\/+/, "")}${search ? `?${search}` : ""}`;
}

function detailOf(body: unknown): string {
  if (body && typeof body === "object" && "detail" in body && typeof body.detail === "string") return body.detail;
  return "The Sports API answered with an error.";
}

/** A client for one page request: call it, then ask it for the page's Cache-Control. */
export function createSportsClient(options: ClientOptions) {
  const transport = options.transport ?? backend.transport();
  const cache = options.cache ?? backend.clientCache();
  const used = new Set<CacheClass>();
  let degraded = false;

  async function fetchWithRetry(pathAndQuery: string, attempts: number, delay: (attempt: number) => number) {
    let lastError: unknown;
    for (let attempt = 0; attempt <= attempts; attempt++) {
      if (attempt > 0) await sleep(delay(attempt - 1));
      try {
        const response = await transport(pathAndQuery);
        if (response.degraded) degraded = true;
        if (response.status >= 400 && response.status < 500) {
          throw new UpstreamError(response.status, detailOf(response.body));
        }
        if (response.status >= 500) {
          lastError = new UpstreamError(response.status, detailOf(response.body));
          continue;
        }
        return response;
      } catch (error) {
        if (error instanceof UpstreamError && error.status < 500) throw error;
        lastError = error;
      }
    }
    if (lastError instanceof UpstreamError) throw lastError;
    // A transport that threw (the connection, the database failing to open...) says why in the server's
    // log; the fan's panel gets a plain sentence, never an internal message or a path.
    console.error(`Sports API ${pathAndQuery}:`, lastError);
    const timedOut = lastError instanceof Error && (lastError.name === "TimeoutError" || lastError.name === "AbortError");
    throw new UpstreamError(503, timedOut ? "The Sports API did not answer in time." : UNREACHABLE, { cause: lastError });
  }

  async function get<S extends z.ZodTypeAny>(path: string, schema: S, query: Query = {}, settings: { siteFilters?: boolean } = {}): Promise<z.output<S>> {
    const fullQuery = settings.siteFilters === false ? query : { ...query, ...siteFilters(options.site) };
    const pathAndQuery = pathWithQuery(path, fullQuery);
    // Node knows an endpoint's class from the API's route table; the edge learns it from the answer
    // (its client cache lives for one client only, so the class given to it does not matter there).
    const knownClass = backend.cacheClassOf(pathAndQuery.split("?")[0]);
    if (knownClass) used.add(knownClass);
    const cacheClass = knownClass ?? "dynamic";
    let answeredClass: CacheClass | undefined;
    // Answers are checked once, when fetched, and cached parsed: a wrong shape is never cached.
    const fetchParsed = async (attempts: number, delay: (attempt: number) => number) => {
      const response = await fetchWithRetry(pathAndQuery, attempts, delay);
      answeredClass = response.cacheClass;
      const parsed = schema.safeParse(response.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new UpstreamError(502, `The Sports API answered ${path} with an unexpected shape (${issue?.path.join(".") || "root"}: ${issue?.message}).`);
      }
      return parsed.data as z.output<S>;
    };
    // A page waits for at most one short retry; a background refresh retries as the class allows,
    // doubling its delay from 1 s up to 30 s.
    let lookup;
    try {
      lookup = await cache.get(
        pathAndQuery,
        cacheClass,
        () => fetchParsed(1, () => PAGE_RETRY_DELAY_MS),
        () => fetchParsed(CACHE_POLICIES[cacheClass].retries, backgroundRetryDelay),
      );
    } finally {
      // An endpoint whose class is not known here counts as its answer says, else as dynamic.
      if (!knownClass) used.add(answeredClass ?? "dynamic");
    }
    if (lookup.state === "stale-if-error") degraded = true;
    return lookup.value;
  }

  return {
    get,
    /** Cache-Control for the page: the strictest class used, private when degraded. */
    cacheControl(extra: { cookieDependent?: boolean } = {}): string {
      if (degraded || extra.cookieDependent) return PRIVATE_NO_STORE;
      return cacheControlFor(used.size ? strictestClass(used) : "static");
    },
    get degraded() {
      return degraded;
    },
  };
}

export type SportsClient = ReturnType<typeof createSportsClient>;

/** The client for a request; tests can make it fail with a header when ALLOW_TEST_FAILURES=1. */
export function sportsClientFor(request: Request, site: SiteConfig): SportsClient {
  const failing = readEnv("ALLOW_TEST_FAILURES") === "1" && request.headers.get("x-test-upstream") === "fail";
  return createSportsClient({ site, transport: failing ? failingTransport : undefined, cache: failing ? new ClientCache() : undefined });
}
