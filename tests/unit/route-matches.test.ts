import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { installRememberedMatches, rememberMatches, type MatchableRoute, type MatchRoutes } from "~/.server/route-matches.server";

const router = createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: MatchRoutes; parsePath: (path: string) => { pathname?: string } };
const original = router.matchRoutes;

// The app's route table (app/routes) as Remix builds it: a pathless root, index routes, an optional
// segment, a dotted path, nested paths beside their parents' siblings and two splats.
const CHILDREN: Array<[string, string | undefined, boolean?]> = [
  ["routes/players.$slug_.game-log", "players/:slug/game-log"],
  ["routes/seasons.$slug_.bracket", "seasons/:slug/bracket"],
  ["routes/championships._index", "championships", true],
  ["routes/championships.$slug", "championships/:slug"],
  ["routes/teams.$slug.($year)", "teams/:slug/:year?"],
  ["routes/players._index", "players", true],
  ["routes/seasons._index", "seasons", true],
  ["routes/players.$slug", "players/:slug"],
  ["routes/scores._index", "scores", true],
  ["routes/seasons.$slug", "seasons/:slug"],
  ["routes/sitemap[.]xml", "sitemap.xml"],
  ["routes/scores.$id", "scores/:id"],
  ["routes/privacy", "privacy"],
  ["routes/_index", undefined, true],
  ["routes/api.$", "api/*"],
  ["routes/$", "*"],
];

/** A new table of the same shape (Remix makes new route objects for each render). */
function table(): Array<MatchableRoute> {
  return [{ id: "root", path: "", children: CHILDREN.map(([id, path, index]) => ({ id, path, index })) }];
}

const PATHS = [
  "/",
  "/seasons",
  "/seasons/2015-nba-season",
  "/seasons/2015-nba-season/bracket",
  "/seasons/2015-nba-season/bracket/",
  "/teams/new-york-yankees",
  "/teams/new-york-yankees/1998",
  "/players/kurt-warner/game-log",
  "/scores/397562?tab=stats",
  "/sitemap.xml",
  "/api/core/sports/",
  "/no/such/page",
  "/Privacy",
  "/players/caf%C3%A9",
];

const plain = (matches: ReturnType<MatchRoutes>) =>
  matches?.map((m) => ({ params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase, id: m.route.id }));

describe("rememberMatches", () => {
  it("answers as the router does, first and later calls, on new tables of the same shape", () => {
    const remembered = rememberMatches(original, router.parsePath);
    for (let round = 0; round < 3; round++) {
      for (const path of PATHS) {
        const routes = table();
        const expected = original(routes, path);
        const got = remembered(routes, path);
        expect(plain(got), `${path}, round ${round}`).toEqual(plain(expected));
        // The matches carry this table's own route objects, and share one params object as the router's do.
        got?.forEach((m, i) => expect(m.route).toBe(expected?.[i].route));
        if (got && got.length > 1) expect(got[1].params).toBe(got[0].params);
        expect(remembered(routes, { pathname: path.split("?")[0] })).toEqual(original(routes, { pathname: path.split("?")[0] }));
      }
    }
  });

  it("keeps a basename apart and returns fresh objects a caller may change", () => {
    const remembered = rememberMatches(original, router.parsePath);
    const routes = table();
    expect(plain(remembered(routes, "/app/privacy", "/app"))).toEqual(plain(original(routes, "/app/privacy", "/app")));
    expect(remembered(routes, "/app/privacy")?.at(-1)?.route.id).toBe("routes/$");
    const first = remembered(routes, "/seasons/x/bracket");
    first![0].params.slug = "changed";
    expect(remembered(table(), "/seasons/x/bracket")?.[0].params.slug).toBe("x");
  });

  it("tells tables of different shapes apart", () => {
    const remembered = rememberMatches(original, router.parsePath);
    expect(remembered(table(), "/privacy")?.at(-1)?.route.id).toBe("routes/privacy");
    const without = table();
    without[0].children = without[0].children!.filter((route) => route.id !== "routes/privacy");
    expect(remembered(without, "/privacy")?.at(-1)?.route.id).toBe("routes/$");
  });

  it("passes through a table without unique route ids", () => {
    const calls: Array<unknown> = [];
    const counting: MatchRoutes = (routes, location, basename) => (calls.push(location), original(routes, location, basename));
    const remembered = rememberMatches(counting, router.parsePath);
    const noIds = [{ path: "/", children: [{ path: "a" }] }];
    remembered(noIds, "/a");
    remembered(noIds, "/a");
    expect(calls).toHaveLength(2);
    const routes = table();
    remembered(routes, "/a");
    remembered(table(), "/a");
    expect(calls).toHaveLength(3);
  });

  it("is installed once on the router module Remix's packages call", () => {
    installRememberedMatches();
    const installed = router.matchRoutes;
    expect(installed).not.toBe(original);
    installRememberedMatches();
    expect(router.matchRoutes).toBe(installed);
    const remixRequire = createRequire(createRequire(import.meta.url).resolve("@remix-run/react"));
    expect((remixRequire("@remix-run/router") as typeof router).matchRoutes).toBe(installed);
    expect(plain(installed(table(), "/seasons/1967-nfl-season/bracket"))).toEqual(plain(original(table(), "/seasons/1967-nfl-season/bracket")));
  });
});
