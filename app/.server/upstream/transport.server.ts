// How the client reaches the Sports API: a transport takes "/api/...?query" and answers status and
// body. The in-process transport lives in the backend module (it needs the database); this file holds
// the HTTP transport every runtime can use.
import type { CacheClass } from "@core/cache-classes";

export type UpstreamResponse = {
  status: number;
  body: unknown;
  /** The answer's cache class when the transport knows it (the API's X-Cache-Class header). */
  cacheClass?: CacheClass;
  /** True when the answer is a kept copy served because the source failed (stale-if-error). */
  degraded?: boolean;
};
export type Transport = (pathAndQuery: string) => Promise<UpstreamResponse>;

export const INTERNAL_ORIGIN = "http://sports-api.internal";

const CACHE_CLASSES: ReadonlySet<string> = new Set<CacheClass>(["static", "semi-static", "dynamic", "realtime", "user"]);

export function cacheClassHeader(headers: Headers): CacheClass | undefined {
  const value = headers.get("X-Cache-Class");
  return value && CACHE_CLASSES.has(value) ? (value as CacheClass) : undefined;
}

/** An API answer's JSON, or an error naming the status when it is not JSON. */
export function parseJson(text: string, status: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`The Sports API answered ${status} with a body that is not JSON.`);
  }
}

export async function jsonBody(response: Response): Promise<unknown> {
  return parseJson(await response.text(), response.status);
}

export function remoteTransport(baseUrl: string, timeoutMs = 5000): Transport {
  const base = baseUrl.replace(/\/+$/, "");
  return async (pathAndQuery) => {
    const response = await fetch(`${base}${pathAndQuery}`, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await jsonBody(response), cacheClass: cacheClassHeader(response.headers) };
  };
}

/** For tests of the error panels: every call fails as a broken upstream would. */
export const failingTransport: Transport = async () => {
  throw new Error("The Sports API is unreachable (test transport).");
};
