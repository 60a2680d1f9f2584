// Matches an API path ("teams/teams/green-bay-packers/schedule") to its handler and cache class.
import type { CacheClass } from "../core/cache-classes";
import type { Sql } from "../db/database";

export type RouteContext = {
  url: URL;
  /** Named path segments, e.g. {id: "green-bay-packers"}. */
  params: Record<string, string>;
  sql: Sql;
  /** The server's today, injectable for tests. */
  now: Date;
};

export type Route = {
  pattern: string;
  cacheClass: CacheClass;
  handle(context: RouteContext): Promise<unknown>;
};

type Compiled = { route: Route; segments: Array<string> };

export function compileRoutes(routes: ReadonlyArray<Route>): Array<Compiled> {
  return routes.map((route) => ({ route, segments: route.pattern.split("/").filter(Boolean) }));
}

export function matchRoute(
  compiled: ReadonlyArray<Compiled>,
  segments: ReadonlyArray<string>,
): { route: Route; params: Record<string, string> } | null {
  for (const { route, segments: pattern } of compiled) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (let i = 0; i < pattern.length; i++) {
      const part = pattern[i];
      if (part.startsWith(":")) params[part.slice(1)] = segments[i];
      else if (part !== segments[i]) {
        matched = false;
        break;
      }
    }
    if (matched) return { route, params };
  }
  return null;
}
