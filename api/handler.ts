// The Sports API: a Request in, a JSON Response out, over the database. No React, no Remix.
import { cacheControlFor } from "../core/cache-classes";
import type { Sql } from "../db/database";
import { DatabaseUnavailableError } from "../db/database-errors";
import { ApiError } from "./errors";
import { withSignal } from "./request-sql";
import { compileRoutes, matchRoute, unknownParams, type Route } from "./router";
import { championshipRoutes } from "./routes/championships";
import { coreRoutes } from "./routes/core";
import { coverageRoutes } from "./routes/coverage";
import { gameRoutes } from "./routes/games";
import { peopleRoutes } from "./routes/people";
import { recordRoutes } from "./routes/records";
import { analyticsRoutes } from "./routes/analytics";
import { dataQualityRoutes } from "./routes/data-quality";
import { dataCoverageRoutes } from "./routes/data-coverage";
import { searchRoutes } from "./routes/search";
import { seasonRoutes } from "./routes/seasons";
import { bracketRoutes } from "./routes/brackets";
import { sitemapRoutes } from "./routes/sitemap";
import { standingsRoutes } from "./routes/standings";
import { teamRoutes } from "./routes/teams";

export const API_PREFIX = "/api/";
const MAX_PATH_LENGTH = 512;

const routes: Array<Route> = [
  ...coreRoutes,
  ...searchRoutes,
  ...analyticsRoutes,
  ...dataQualityRoutes,
  ...dataCoverageRoutes,
  ...sitemapRoutes,
  ...championshipRoutes,
  ...seasonRoutes,
  ...bracketRoutes,
  ...teamRoutes,
  ...coverageRoutes,
  ...gameRoutes,
  ...standingsRoutes,
  ...peopleRoutes,
  ...recordRoutes,
];
/** Every endpoint of the API, in matching order (the contract tests check each one's answer). */
export const apiRoutes: ReadonlyArray<Route> = routes;
const compiled = compileRoutes(routes);

export type ApiOptions = { now?: Date };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
  });
}

function decodeSegments(pathname: string): Array<string> | null {
  try {
    return pathname
      .slice(API_PREFIX.length)
      .split("/")
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

export async function handleApiRequest(request: Request, sql: Sql, options: ApiOptions = {}): Promise<Response> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return json(400, { detail: "The request URL is not valid." });
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    return json(405, { detail: `Method ${request.method} is not allowed: the API is read-only.` }, { Allow: "GET, HEAD" });
  }
  if (!url.pathname.startsWith(API_PREFIX)) return json(404, { detail: "Not found." });
  if (url.pathname.length > MAX_PATH_LENGTH || url.search.length > 2048) {
    return json(414, { detail: "The request URL is too long." });
  }
  const segments = decodeSegments(url.pathname);
  if (!segments) return json(400, { detail: "The request path is not valid percent-encoding." });
  const match = matchRoute(compiled, segments);
  if (!match) return json(404, { detail: `No API endpoint at ${url.pathname}.` });
  const unknown = unknownParams(match.route, url);
  if (unknown) return json(400, { detail: unknown });
  try {
    const body = await match.route.handle({ url, params: match.params, sql: withSignal(sql, request.signal), now: options.now ?? new Date() });
    return json(200, body, { "Cache-Control": cacheControlFor(match.route.cacheClass), "X-Cache-Class": match.route.cacheClass });
  } catch (error) {
    if (error instanceof ApiError) return json(error.status, { detail: error.detail });
    // The database could not answer in time: at once, a 503 the client may retry (never cached).
    if (error instanceof DatabaseUnavailableError) {
      return json(503, { detail: error.message }, { "Retry-After": String(error.retryAfter), "Cache-Control": "private, no-store" });
    }
    console.error("API error", url.pathname, error);
    return json(500, { detail: "An error occurred." });
  }
}

/** The cache class of the endpoint at a path, for the client's cache. */
export function cacheClassOf(pathname: string): Route["cacheClass"] | null {
  const segments = decodeSegments(pathname);
  if (!segments) return null;
  return matchRoute(compiled, segments)?.route.cacheClass ?? null;
}
