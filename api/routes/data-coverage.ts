// What our data covers, per league and kind of fact (core/coverage.ts, docs/coverage.md):
// /core/coverage/ (every league, or a site's sport) and /core/coverage/:league/.
import * as m from "../model";
import { coverageLabel, coverageNote, COVERAGE_KINDS, SECTION_NAMES } from "../../core/coverage";
import { isSport } from "../../core/sports";
import { allCoverage, sectionRanges } from "../coverage";
import { notFound } from "../errors";
import { refuseNulBytes } from "../params";
import { SITE_PARAMS, route, type Route } from "../router";
import { leagueIds } from "../people/players";

type KindJson = {
  kind: string;
  name: string;
  first_season: number | null;
  last_season: number | null;
  last_date: string | null;
  label: string | null;
  /** What every source of the kind leaves out ("offense only: ..."; core/coverage.ts coverageNote), or null. */
  note: string | null;
  sources: Array<string>;
};
async function coverageJson(sql: Parameters<Route["handle"]>[0]["sql"], leagues: Array<string> | undefined) {
  const [coverage, sports, sections] = await Promise.all([
    allCoverage(sql, leagues),
    sql.query<{ league: string; name: string; sport: string }>(
      "SELECT l.slug AS league, l.name, s.slug AS sport FROM leagues l JOIN sports s ON s.id = l.sport_id ORDER BY l.id",
    ),
    sectionRanges(sql, leagues),
  ]);
  return sports
    .filter((league) => coverage.some((c) => c.league === league.league) || sections.some((r) => r.league === league.league))
    .map((league) => {
      const sport = isSport(league.sport) ? league.sport : null;
      const mine = coverage.filter((c) => c.league === league.league);
      const sectionKinds = sections
        .filter((r) => r.league === league.league)
        .map((r): KindJson => ({
          kind: r.kind,
          name: SECTION_NAMES[r.kind],
          first_season: r.first,
          last_season: r.last,
          last_date: null,
          label: coverageLabel(r, sport),
          note: null,
          sources: [],
        }));
      return {
        league: league.league,
        name: league.name,
        latest_season: mine[0]?.leagueLatest ?? null,
        ongoing: mine[0]?.leagueOngoing ?? true,
        kinds: mine
          .map((c): KindJson => ({
            kind: c.kind,
            name: COVERAGE_KINDS[c.kind],
            first_season: c.first,
            last_season: c.last,
            last_date: c.lastDate,
            label: coverageLabel(c, sport),
            note: coverageNote(c),
            sources: c.sources,
          }))
          .concat(sectionKinds),
      };
    });
}

export const dataCoverageRoutes: Array<Route> = [
  route({
    pattern: "core/coverage",
    model: m.dataCoverage,
    cacheClass: "semi-static",
    params: [...SITE_PARAMS],
    async handle({ sql, url }) {
      refuseNulBytes(url);
      const ids = await leagueIds(sql, url);
      const slugs = ids ? (await sql.query<{ slug: string }>("SELECT slug FROM leagues WHERE id = ANY($1::int[])", [ids])).map((r) => r.slug) : undefined;
      return { results: await coverageJson(sql, slugs) };
    },
  }),
  route({
    pattern: "core/coverage/:league",
    model: m.leagueCoverage,
    cacheClass: "semi-static",
    params: [],
    async handle({ sql, params }) {
      const key = params.league;
      if (key.length > 40 || !/^[a-z0-9-]+$/.test(key)) throw notFound("League");
      const [league] = await coverageJson(sql, [key]);
      if (!league) throw notFound("League");
      return league;
    },
  }),
];
