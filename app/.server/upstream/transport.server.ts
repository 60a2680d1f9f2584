// How the client reaches the Sports API: in process (default, no network hop) or over HTTP
// (SPORTS_API_URL, for an edge deployment or another compatible backend).
import { handleApiRequest } from "../../../api/handler";
import { getDatabase } from "../db.server";

export type UpstreamResponse = { status: number; body: unknown };
export type Transport = (pathAndQuery: string) => Promise<UpstreamResponse>;

export const INTERNAL_ORIGIN = "http://sports-api.internal";

export const inProcessTransport: Transport = async (pathAndQuery) => {
  const response = await handleApiRequest(new Request(`${INTERNAL_ORIGIN}${pathAndQuery}`), await getDatabase());
  return { status: response.status, body: await response.json() };
};

export function remoteTransport(baseUrl: string, timeoutMs = 5000): Transport {
  const base = baseUrl.replace(/\/+$/, "");
  return async (pathAndQuery) => {
    const response = await fetch(`${base}${pathAndQuery}`, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`The Sports API answered ${response.status} with a body that is not JSON.`);
    }
    return { status: response.status, body };
  };
}

/** For tests of the error panels: every call fails as a broken upstream would. */
export const failingTransport: Transport = async () => {
  throw new Error("The Sports API is unreachable (test transport).");
};

export function defaultTransport(): Transport {
  const url = process.env.SPORTS_API_URL;
  return url ? remoteTransport(url, Number(process.env.SPORTS_API_TIMEOUT_MS ?? 5000)) : inProcessTransport;
}
