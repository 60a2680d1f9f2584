// People endpoints: players (list, active, rookies, by position, facets, one) and coaches (list, active,
// head coaches, facets, one). Queries live in api/people/players.ts and coaches.ts, the rules beside them.
import { badRequest } from "../errors";
import { parseParams } from "../params";
import { coachDetail, coachFacets, coachPage } from "../people/coaches";
import { playerDetail, playerFacets, playerPage } from "../people/players";
import { PAGE_PARAMS, SITE_PARAMS, type Route } from "../router";

export const peopleRoutes: Array<Route> = [
  {
    pattern: "people/players",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "position", "team", "season", "status", "ordering"],
    cacheClass: "semi-static",
    handle: ({ sql, url, now }) => playerPage(sql, url, now),
  },
  {
    pattern: "people/players/facets",
    params: [...SITE_PARAMS, "search", "position", "team", "season", "status"],
    cacheClass: "semi-static",
    handle: ({ sql, url }) => playerFacets(sql, url),
  },
  {
    pattern: "people/players/active",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "position", "team", "season", "status", "ordering"],
    cacheClass: "dynamic",
    handle: ({ sql, url, now }) => playerPage(sql, url, now, (where) => where.add("p.is_active")),
  },
  {
    pattern: "people/players/rookies",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "position", "team", "season", "status", "ordering"],
    cacheClass: "dynamic",
    // A rookie's first season is the latest season the league's player data reaches (set at import).
    handle: ({ sql, url, now }) => playerPage(sql, url, now, (where) => where.add("p.is_rookie")),
  },
  {
    pattern: "people/players/by_position",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "position", "team", "season", "status", "ordering"],
    cacheClass: "semi-static",
    async handle({ sql, url, now }) {
      const { position } = parseParams(url, ["position"]);
      if (position === undefined || position.trim() === "") throw badRequest("Parameter 'position' is required.");
      return playerPage(sql, url, now);
    },
  },
  {
    pattern: "people/players/:slug",
    params: [...SITE_PARAMS],
    cacheClass: "semi-static",
    handle: ({ sql, params, now }) => playerDetail(sql, params.slug, now),
  },
  {
    pattern: "people/coaches",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "position", "team", "season", "status", "ordering"],
    cacheClass: "semi-static",
    handle: ({ sql, url, now }) => coachPage(sql, url, now),
  },
  {
    pattern: "people/coaches/facets",
    params: [...SITE_PARAMS, "search", "position", "team", "season", "status"],
    cacheClass: "semi-static",
    handle: ({ sql, url }) => coachFacets(sql, url),
  },
  {
    pattern: "people/coaches/active",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "position", "team", "season", "status", "ordering"],
    cacheClass: "dynamic",
    handle: ({ sql, url, now }) => coachPage(sql, url, now, (where) => where.add("c.is_active")),
  },
  {
    pattern: "people/coaches/head_coaches",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "position", "team", "season", "status", "ordering"],
    cacheClass: "semi-static",
    // Head coaches are those whose latest stint was as head coach.
    handle: ({ sql, url, now }) => coachPage(sql, url, now, (where) => where.add("c.is_head_coach")),
  },
  {
    pattern: "people/coaches/:slug",
    params: [...SITE_PARAMS],
    cacheClass: "semi-static",
    handle: ({ sql, params, now }) => coachDetail(sql, params.slug, now),
  },
];
