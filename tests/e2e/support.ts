// Helpers for browser tests: addresses of the network's sites on the test server, and the JSON API.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The address of a page on a site of the network: siteUrl("nfl", "/teams"). */
export function siteUrl(id: string, path = "/"): string {
  const host = id === "hub" ? "localhost" : `${id}.localhost`;
  return `http://${host}:${E2E_PORT}${path.startsWith("/") ? path : `/${path}`}`;
}

/** GETs the Sports API over HTTP as a site sees it (its filters are the caller's to add). */
export async function apiGet<T = Record<string, unknown>>(id: string, path: string): Promise<T> {
  const response = await fetch(siteUrl(id, `/api/${path.replace(/^\/+/, "")}`));
  if (!response.ok) throw new Error(`API ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
