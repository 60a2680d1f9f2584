// Matches an API path ("teams/teams/green-bay-packers/schedule") to its handler and cache class. Each
// route names the model of its answer (api/model/), and route() checks at compile time that its handler
// returns that shape: a mapper that drifts from the model fails to compile (decision 0111).
import type { z } from "zod";
import type { CacheClass } from "../core/cache-classes";
import type { Sql } from "../db/database";
import type { Json } from "./model/common";

export type RouteContext = {
  url: URL;
  /** Named path segments, e.g. {id: "green-bay-packers"}. */
  params: Record<string, string>;
  sql: Sql;
  /** The server's today, injectable for tests. */
  now: Date;
};

/** A route whose answer is described by the zod model M. */
export type ModelRoute<M extends z.ZodTypeAny> = {
  pattern: string;
  cacheClass: CacheClass;
  /**
   * Every query parameter the endpoint reads. Anything else is refused with a 400 naming it (a filter the
   * endpoint does not apply must never be silently ignored).
   */
  params: ReadonlyArray<string>;
  /** The model of a 200 answer: the client parses with it, the contract tests check it. */
  model: M;
  /** The answer, as JSON before the client parses it: the model's input type. */
  handle(context: RouteContext): Promise<Json<M>>;
};

/** A route of the table, its model erased (the handler's answer was checked by route()). */
export type Route = ModelRoute<z.ZodTypeAny>;

/** Declares a route: its handler must return what its model accepts, or this does not compile. */
export function route<M extends z.ZodTypeAny>(definition: ModelRoute<M>): Route {
  return definition;
}

type Compiled = { route: Route; segments: Array<string> };

export function compileRoutes(routes: ReadonlyArray<Route>): Array<Compiled> {
  return routes.map((route) => ({ route, segments: route.pattern.split("/").filter(Boolean) }));
}

export function matchRoute(compiled: ReadonlyArray<Compiled>, segments: ReadonlyArray<string>): { route: Route; params: Record<string, string> } | null {
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

/** The site filters (sport and level) every endpoint a sport site calls applies. */
export const SITE_PARAMS = ["sport__slug", "level__slug"] as const;
export const PAGE_PARAMS = ["page", "page_size"] as const;

/** The parameters of a request its endpoint does not read, or null when there are none. */
export function unknownParams(route: Pick<Route, "pattern" | "params">, url: URL): string | null {
  const unknown = [...new Set(url.searchParams.keys())].filter((name) => !route.params.includes(name));
  if (unknown.length === 0) return null;
  const names = unknown.map((name) => `'${name.slice(0, 40)}'`).join(", ");
  const accepted = route.params.length ? `it accepts ${route.params.join(", ")}` : "it accepts no parameters";
  return `Unknown parameter${unknown.length > 1 ? "s" : ""} ${names} for /api/${route.pattern}/: ${accepted}.`;
}
