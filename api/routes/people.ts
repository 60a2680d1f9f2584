// People endpoints: players (list, active, rookies, by position, facets, one) and coaches (list, active,
// head coaches, facets, one). Queries live in api/people/players.ts and coaches.ts, the rules beside them.
import * as m from "../model";
import { badRequest } from "../errors";
import { parseParams } from "../params";
import { coachDetail, coachFacets, coachPage } from "../people/coaches";
import { playerGameLog } from "../people/game-log";
import { playerDetail, playerFacets, playerPage } from "../people/players";
import { PAGE_PARAMS, SITE_PARAMS, route, type Route } from "../router";

export const peopleRoutes: Array<Route> = [
  route({
    pattern: "people/players",
    model: m.pageOf(m.player),
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "position", "team", "season", "status", "ordering"],
    cacheClass: "semi-static",
    handle: ({ sql, url, now }) => playerPage(sql, url, now),
  }),
  route({
    pattern: "people/players/facets",
    model: m.peopleFacets,
    params: [...SITE_PARAMS, "search", "position", "team", "season", "status"],
    cacheClass: "semi-static",
    handle: ({ sql, url }) => playerFacets(sql, url),
  }),
  route({
    pattern: "people/players/active",
    model: m.pageOf(m.player),
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "position", "team", "season", "status", "ordering"],
    cacheClass: "dynamic",
    handle: ({ sql, url, now }) => playerPage(sql, url, now, (where) => where.add("p.is_active")),
  }),
  route({
    pattern: "people/players/rookies",
    model: m.pageOf(m.player),
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "position", "team", "season", "status", "ordering"],
    cacheClass: "dynamic",
    // A rookie's first season is the latest season the league's player data reaches (set at import).
    handle: ({ sql, url, now }) => playerPage(sql, url, now, (where) => where.add("p.is_rookie")),
  }),
  route({
    pattern: "people/players/by_position",
    model: m.pageOf(m.player),
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "position", "team", "season", "status", "ordering"],
    cacheClass: "semi-static",
    async handle({ sql, url, now }) {
      const { position } = parseParams(url, ["position"]);
      if (position === undefined || position.trim() === "") throw badRequest("Parameter 'position' is required.");
      return playerPage(sql, url, now);
    },
  }),
  route({
    pattern: "people/players/:slug",
    model: m.playerDetail,
    params: [...SITE_PARAMS],
    cacheClass: "semi-static",
    handle: ({ sql, params, now }) => playerDetail(sql, params.slug, now),
  }),
  route({
    pattern: "people/players/:slug/game_log",
    model: m.playerGameLog,
    params: ["season"],
    cacheClass: "semi-static",
    handle: ({ sql, params, url }) => playerGameLog(sql, params.slug, url),
  }),
  route({
    pattern: "people/coaches",
    model: m.pageOf(m.coach),
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "position", "team", "season", "status", "ordering"],
    cacheClass: "semi-static",
    handle: ({ sql, url, now }) => coachPage(sql, url, now),
  }),
  route({
    pattern: "people/coaches/facets",
    model: m.coachFacets,
    params: [...SITE_PARAMS, "search", "position", "team", "season", "status"],
    cacheClass: "semi-static",
    handle: ({ sql, url }) => coachFacets(sql, url),
  }),
  route({
    pattern: "people/coaches/active",
    model: m.pageOf(m.coach),
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "position", "team", "season", "status", "ordering"],
    cacheClass: "dynamic",
    handle: ({ sql, url, now }) => coachPage(sql, url, now, (where) => where.add("c.is_active")),
  }),
  route({
    pattern: "people/coaches/head_coaches",
    model: m.pageOf(m.coach),
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "position", "team", "season", "status", "ordering"],
    cacheClass: "semi-static",
    // Head coaches are those whose latest stint was as head coach.
    handle: ({ sql, url, now }) => coachPage(sql, url, now, (where) => where.add("c.is_head_coach")),
  }),
  route({
    pattern: "people/coaches/:slug",
    model: m.coachDetail,
    params: [...SITE_PARAMS],
    cacheClass: "semi-static",
    handle: ({ sql, params, now }) => coachDetail(sql, params.slug, now),
  }),
];
