// Standings endpoints: current standings per league, a season's standings and one division's. Ranks,
// games behind and playoff positions are computed once at import (db/load/derive-seasons.ts); the
// record shown is the published one where a dataset has it, with the record derived from games beside it.
import * as m from "../model";
import type { Sql } from "../../db/database";
import { badRequest } from "../errors";
import { pageOf, pageRequest } from "../pagination";
import { parseParams, refuseNulBytes } from "../params";
import { PAGE_PARAMS, SITE_PARAMS, route, type Route } from "../router";
import { likePattern, siteScopeOf, Where, whereInSite } from "../sql-filters";
import { STANDINGS_ORDER, STANDINGS_SELECT, standingJson, type StandingRow } from "../sql/standings-rows";
import { sportLevelJoin } from "../sql/sport-level";

export { gamesBehind, record, winPercentage } from "../../core/standings";

export const STANDINGS_PAGE_SIZE = 100;

/**
 * Whole league-seasons, filtered and paged. Without a season each league's latest season with
 * standings is used.
 */
async function standingsPage(sql: Sql, url: URL, options: { division?: string; current?: boolean }) {
  refuseNulBytes(url);
  const params = parseParams(url, ["season", "sport__slug", "level__slug", "conference", "division", "search", "page", "page_size"]);
  const where = new Where();
  whereInSite(where, siteScopeOf(params));
  const season = options.current ? undefined : params.season;
  if (season !== undefined) where.add("st.season_start_year = ?", season);
  else {
    // Each league's latest season with standings: one index lookup per league.
    where.add(`(st.league_id, st.season_start_year) IN
      (SELECT x.id, (SELECT max(y.season_start_year) FROM standings y WHERE y.league_id = x.id) FROM leagues x)`);
  }
  const division = options.division ?? params.division;
  if (division !== undefined) where.add("lower(st.division) = lower(?)", division.trim());
  if (params.conference !== undefined) where.add("lower(st.conference) = lower(?)", params.conference.trim());
  if (params.search) {
    where.add(
      `(st.team_name ILIKE ? OR st.team_city ILIKE $${where.values.length + 1}
        OR st.team_abbreviation ILIKE $${where.values.length + 1} OR st.division ILIKE $${where.values.length + 1})`,
      likePattern(params.search),
    );
  }
  const page = pageRequest(params, STANDINGS_PAGE_SIZE);
  const rows = await sql.query<StandingRow>(`${STANDINGS_SELECT} ${where} ${STANDINGS_ORDER}`, where.values);
  return pageOf(url, page, rows.length, rows.slice(page.offset, page.offset + page.pageSize).map(standingJson));
}

/** `season` is read by /current too, which answers the latest season whatever season is asked for. */
const STANDINGS_PARAMS = [...SITE_PARAMS, ...PAGE_PARAMS, "season", "conference", "division", "search"];

export const standingsRoutes: Array<Route> = [
  route({
    pattern: "games/standings",
    model: m.pageOf(m.standing),
    cacheClass: "dynamic",
    params: STANDINGS_PARAMS,
    async handle({ url, sql }) {
      return standingsPage(sql, url, {});
    },
  }),
  route({
    pattern: "games/standings/current",
    model: m.pageOf(m.standing),
    cacheClass: "realtime",
    params: STANDINGS_PARAMS,
    async handle({ url, sql }) {
      // The current standings are each league's latest season, whatever season is asked for.
      return standingsPage(sql, url, { current: true });
    },
  }),
  route({
    // The data-quality comparison: team-seasons whose record derived from our games differs from the
    // published record shown to fans (1987 NFL replacement games, early baseball ties, partial seasons).
    pattern: "games/standings/record_differences",
    model: m.pageOf(m.standing),
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "season"],
    cacheClass: "semi-static",
    async handle({ url, sql }) {
      refuseNulBytes(url);
      const params = parseParams(url, ["sport__slug", "level__slug", "season", "page", "page_size"]);
      const where = new Where();
      where.add("st.record_source <> 'games' AND st.derived_wins IS NOT NULL");
      where.add(`(st.derived_wins, st.derived_losses, st.derived_ot_losses) IS DISTINCT FROM (st.wins, st.losses, st.ot_losses)`);
      whereInSite(where, siteScopeOf(params));
      if (params.season !== undefined) where.add("st.season_start_year = ?", params.season);
      const page = pageRequest(params, STANDINGS_PAGE_SIZE);
      const [{ n }] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM standings st ${sportLevelJoin("st")} ${where}`, where.values);
      const rows = await sql.query<StandingRow>(
        `${STANDINGS_SELECT} ${where} ${STANDINGS_ORDER} LIMIT ${where.param(page.pageSize)} OFFSET ${where.param(page.offset)}`,
        where.values,
      );
      return pageOf(url, page, n, rows.map(standingJson));
    },
  }),
  route({
    pattern: "games/standings/by_division",
    model: m.pageOf(m.standing),
    cacheClass: "dynamic",
    params: STANDINGS_PARAMS,
    async handle({ url, sql }) {
      const { division } = parseParams(url, ["division"]);
      if (division === undefined || division.trim() === "") throw badRequest("Parameter 'division' is required.");
      return standingsPage(sql, url, { division: division.trim() });
    },
  }),
];
