// What a site's sitemap lists: every championship, team, team-season, season, player and coach page
// of the site's sport and level, as paths, counted per section and paged 50,000 at a time.
import * as m from "../model";
import type { Sql } from "../../db/database";
import { notFound } from "../errors";
import { parseParams } from "../params";
import { databaseOf } from "../request-sql";
import { SITE_PARAMS, route, type Route } from "../router";
import { siteScope, Where, whereInSite } from "../sql-filters";

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_PAGE_SIZE = 50_000;

const LEAGUE_JOIN = "JOIN leagues l ON l.id = {alias}.league_id JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id";

/** Each section: the SQL of its paths (one text column `path`), over a row with a league_id. */
const SECTIONS: Record<string, { from: string; path: string; order: string }> = {
  championships: { from: `championships x ${LEAGUE_JOIN}`, path: "'/championships/' || x.slug", order: "x.id" },
  teams: { from: `teams x ${LEAGUE_JOIN}`, path: "'/teams/' || x.slug", order: "x.id" },
  "team-seasons": {
    // Standings hold a row for every team-season with games or a published record (the import merges
    // them); a champion's season outside them (college titles, a season without data) is added once.
    from: `(SELECT team_id, season_start_year FROM standings
             UNION ALL
             SELECT DISTINCT r.winner_team_id, r.season_start_year FROM championship_results r
             WHERE r.winner_team_id IS NOT NULL AND NOT EXISTS
               (SELECT 1 FROM standings st WHERE st.team_id = r.winner_team_id AND st.season_start_year = r.season_start_year)) ts
           JOIN teams x ON x.id = ts.team_id ${LEAGUE_JOIN}`,
    path: "'/teams/' || x.slug || '/' || ts.season_start_year",
    order: "x.id, ts.season_start_year",
  },
  seasons: { from: `seasons x ${LEAGUE_JOIN}`, path: "'/seasons/' || x.slug", order: "x.id" },
  players: { from: `players x ${LEAGUE_JOIN}`, path: "'/players/' || x.slug", order: "x.id" },
  coaches: { from: `coaches x ${LEAGUE_JOIN}`, path: "'/coaches/' || x.slug", order: "x.id" },
  awards: { from: `award_index x ${LEAGUE_JOIN}`, path: "'/awards/' || x.slug", order: "x.slug" },
};

export const SITEMAP_SECTIONS = Object.keys(SECTIONS);

function scope(url: URL): Where {
  return whereInSite(new Where(), siteScope(url));
}

type SectionCount = { section: string; count: number };

/**
 * The section counts change only with an import, or when the live feed opens a new season: they are
 * counted once per import run, newest season and site, and each request reads those two keys from
 * their primary keys.
 */
const countsByDatabase = new WeakMap<Sql, { version: string; bySite: Map<string, Array<SectionCount>> }>();

async function sectionCounts(sql: Sql, url: URL): Promise<Array<SectionCount>> {
  const [latest] = await sql.query<{ version: string }>(
    "SELECT coalesce((SELECT max(id) FROM import_runs), 0) || '/' || coalesce((SELECT max(id) FROM seasons), 0) AS version",
  );
  const version = latest?.version ?? "";
  const database = databaseOf(sql);
  let memo = countsByDatabase.get(database);
  if (!memo || memo.version !== version) countsByDatabase.set(database, (memo = { version, bySite: new Map() }));
  const scope = siteScope(url);
  const key = `${scope.sport ?? ""}|${scope.level ?? ""}`;
  const kept = memo.bySite.get(key);
  if (kept) return kept;
  const where = whereInSite(new Where(), scope);
  const sections: Array<SectionCount> = [];
  for (const [section, spec] of Object.entries(SECTIONS)) {
    const [row] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${spec.from.replaceAll("{alias}", "x")} ${where}`, where.values);
    sections.push({ section, count: row?.n ?? 0 });
  }
  memo.bySite.set(key, sections);
  return sections;
}

export const sitemapRoutes: Array<Route> = [
  route({
    pattern: "core/sitemap",
    model: m.sitemapSections,
    cacheClass: "semi-static",
    params: SITE_PARAMS,
    async handle({ url, sql }) {
      return { page_size: SITEMAP_PAGE_SIZE, sections: await sectionCounts(sql, url) };
    },
  }),
  route({
    pattern: "core/sitemap/:section",
    model: m.sitemapPaths,
    cacheClass: "semi-static",
    params: [...SITE_PARAMS, "page"],
    async handle({ url, sql, params }) {
      const spec = SECTIONS[params.section];
      if (!spec) throw notFound("Sitemap section");
      const { page = 1 } = parseParams(url, ["page"]);
      const where = scope(url);
      const offset = (page - 1) * SITEMAP_PAGE_SIZE;
      const rows = await sql.query<{ path: string }>(
        `SELECT ${spec.path} AS path FROM ${spec.from.replaceAll("{alias}", "x")} ${where} ORDER BY ${spec.order} LIMIT ${SITEMAP_PAGE_SIZE} OFFSET ${offset}`,
        where.values,
      );
      return { section: params.section, page, results: rows.map((row) => row.path) };
    },
  }),
];
