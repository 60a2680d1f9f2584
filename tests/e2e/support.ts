// Helpers for browser tests: addresses of the network's sites on the test server, and the JSON API.
import { get } from "node:http";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The address of a page on a site of the network: siteUrl("nfl", "/teams"). */
export function siteUrl(id: string, path = "/"): string {
  const host = id === "hub" ? "localhost" : `${id}.localhost`;
  return `http://${host}:${E2E_PORT}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * GETs the Sports API over HTTP as a site sees it (its filters are the caller's to add). Node cannot
 * resolve `*.localhost`, so the request goes to 127.0.0.1 with the site's Host header.
 */
export function apiGet<T = Record<string, unknown>>(id: string, path: string): Promise<T> {
  const host = new URL(siteUrl(id)).host;
  return new Promise((resolve, reject) => {
    const request = get(
      { host: "127.0.0.1", port: E2E_PORT, path: `/api/${path.replace(/^\/+/, "")}`, headers: { Host: host } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => {
          if ((response.statusCode ?? 500) >= 400) reject(new Error(`API ${path} answered ${response.statusCode}`));
          else resolve(JSON.parse(body) as T);
        });
      },
    );
    request.on("error", reject);
  });
}
