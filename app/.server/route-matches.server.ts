// Route matching remembered per route table and path (decision 0200). @remix-run/router's `matchRoutes`
// flattens and ranks the whole route table again on every call and compiles a regular expression for each
// route it tries; a document request calls it four to six times (Remix's request handler, React Router's
// <Routes>, and lazy route discovery once for each ancestor of the URL), about a tenth of a render. Its
// answer depends only on the table's shape (each route's id, path, index and case flags, and children)
// and on the path, so it is kept per shape and path: a later call with a table of the same shape (Remix
// builds new route objects for each render) gets the same matches, with that table's own route objects.
//
// Node only: installed by render-html.server.ts on the router module that Remix and React Router call
// through (`router.matchRoutes(...)` is a property read at call time). The router's own internal calls (its
// static handler's query) are unchanged.
import { createRequire } from "node:module";

/** The route fields matching reads (both Remix's server routes and React Router's data routes have them). */
export type MatchableRoute = { id?: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Array<MatchableRoute> };
export type RouteMatch<R extends MatchableRoute = MatchableRoute> = {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
  route: R;
};
type Location = string | { pathname?: string };
export type MatchRoutes = (routes: Array<MatchableRoute>, location: Location, basename?: string) => Array<RouteMatch> | null;

/** One remembered answer: the matched routes by id, and the params object they share. */
type Remembered = { params: Record<string, string | undefined>; steps: Array<{ id: string; pathname: string; pathnameBase: string }> } | null;
type Shape = { key: string; byId: Map<string, MatchableRoute> };

/** Paths remembered per route table shape; past this the memory starts over (paths come from clients). */
const PATHS_PER_SHAPE = 2000;

/**
 * `original` with its answers remembered per table shape and path. A table whose routes lack unique ids
 * is passed through. The route arrays must not change after their first match (true on the server).
 */
export function rememberMatches(original: MatchRoutes, parsePath: (path: string) => { pathname?: string }): MatchRoutes {
  const shapes = new WeakMap<object, Shape | null>();
  const answers = new Map<string, Map<string, Remembered>>();

  const shapeOf = (routes: Array<MatchableRoute>): Shape | null => {
    const known = shapes.get(routes);
    if (known !== undefined) return known;
    const byId = new Map<string, MatchableRoute>();
    const describe = (list: Array<MatchableRoute>): Array<unknown> | null => {
      const out: Array<unknown> = [];
      for (const route of list) {
        if (typeof route.id !== "string" || byId.has(route.id)) return null;
        byId.set(route.id, route);
        const children = route.children ? describe(route.children) : [];
        if (children === null) return null;
        out.push([route.id, route.path ?? null, route.index === true, route.caseSensitive === true, children]);
      }
      return out;
    };
    const described = describe(routes);
    const shape = described === null ? null : { key: JSON.stringify(described), byId };
    shapes.set(routes, shape);
    return shape;
  };

  return (routes, location, basename = "/") => {
    const shape = Array.isArray(routes) ? shapeOf(routes) : null;
    if (!shape) return original(routes, location, basename);
    const pathname = (typeof location === "string" ? parsePath(location).pathname : location.pathname) || "/";
    const key = `${basename}\u0000${pathname}`;
    let byPath = answers.get(shape.key);
    if (!byPath) answers.set(shape.key, (byPath = new Map()));
    let remembered = byPath.get(key);
    if (remembered === undefined) {
      const matches = original(routes, location, basename);
      remembered = matches && {
        params: { ...matches[0]?.params },
        steps: matches.map((m) => ({ id: m.route.id as string, pathname: m.pathname, pathnameBase: m.pathnameBase })),
      };
      if (byPath.size >= PATHS_PER_SHAPE) byPath.clear();
      byPath.set(key, remembered);
      return matches;
    }
    if (remembered === null) return null;
    // Fresh objects each time (callers may extend them), one params object shared as the router does.
    const params = { ...remembered.params };
    return remembered.steps.map((step) => ({
      params,
      pathname: step.pathname,
      pathnameBase: step.pathnameBase,
      route: shape.byId.get(step.id) as MatchableRoute,
    }));
  };
}

type RouterModule = { matchRoutes: MatchRoutes; parsePath: (path: string) => { pathname?: string }; __matchesRemembered?: true };

/** Replaces `matchRoutes` on the router module Remix's packages load (once per thread). */
export function installRememberedMatches(): void {
  const require = createRequire(import.meta.url);
  const router = require("@remix-run/router") as RouterModule;
  if (router.__matchesRemembered) return;
  router.matchRoutes = rememberMatches(router.matchRoutes, router.parsePath);
  router.__matchesRemembered = true;
}
