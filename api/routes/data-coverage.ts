// What our data covers, per league and kind of fact (core/coverage.ts, docs/coverage.md):
// /core/coverage/ (every league, or a site's sport) and /core/coverage/:league/.
import { coverageLabel, COVERAGE_KINDS } from "../../core/coverage";
import { isSport } from "../../core/sports";
import { allCoverage } from "../coverage";
import { notFound } from "../errors";
import { refuseNulBytes } from "../params";
import { SITE_PARAMS, type Route } from "../router";
import { leagueIds } from "../people/players";

type KindJson = { kind: string; name: string; first_season: number | null; last_season: number | null; last_date: string | null; label: string | null; sources: Array<string> };
type StandingsRange = { league: string; first: number | null; last: number | null };

/** The seasons each league has standings for: two index lookups a league (standings_league_season). */
function standingsRanges(sql: Parameters<Route["handle"]>[0]["sql"]) {
  return sql.query<StandingsRange>(
    `SELECT l.slug AS league,
       (SELECT min(st.season_start_year) FROM standings st WHERE st.league_id = l.id) AS first,
       (SELECT max(st.season_start_year) FROM standings st WHERE st.league_id = l.id) AS last
     FROM leagues l`,
  );
}

async function coverageJson(sql: Parameters<Route["handle"]>[0]["sql"], leagues: Array<string> | undefined) {
  const [coverage, sports, standings] = await Promise.all([
    allCoverage(sql, leagues),
    sql.query<{ league: string; name: string; sport: string }>(
      "SELECT l.slug AS league, l.name, s.slug AS sport FROM leagues l JOIN sports s ON s.id = l.sport_id ORDER BY l.id",
    ),
    standingsRanges(sql),
  ]);
  return sports
    .filter((league) => coverage.some((c) => c.league === league.league))
    .map((league) => {
      const sport = isSport(league.sport) ? league.sport : null;
      const mine = coverage.filter((c) => c.league === league.league);
      const table = standings.find((s) => s.league === league.league && s.first !== null);
      // Standings are computed at import from games and published records: measured from their table.
      const standingsKind: Array<KindJson> = table
        ? [{ kind: "standings", name: "Standings", first_season: table.first, last_season: table.last, last_date: null, label: coverageLabel(table, sport), sources: [] }]
        : [];
      return {
        league: league.league,
        name: league.name,
        latest_season: mine[0]?.leagueLatest ?? null,
        ongoing: mine[0]?.leagueOngoing ?? true,
        kinds: mine.map((c): KindJson => ({
          kind: c.kind,
          name: COVERAGE_KINDS[c.kind],
          first_season: c.first,
          last_season: c.last,
          last_date: c.lastDate,
          label: coverageLabel(c, sport),
          sources: c.sources,
        })).concat(standingsKind),
      };
    });
}

export const dataCoverageRoutes: Array<Route> = [
  {
    pattern: "core/coverage",
    cacheClass: "semi-static",
    params: [...SITE_PARAMS],
    async handle({ sql, url }) {
      refuseNulBytes(url);
      const ids = await leagueIds(sql, url);
      const slugs = ids
        ? (await sql.query<{ slug: string }>("SELECT slug FROM leagues WHERE id = ANY($1::int[])", [ids])).map((r) => r.slug)
        : undefined;
      return { results: await coverageJson(sql, slugs) };
    },
  },
  {
    pattern: "core/coverage/:league",
    cacheClass: "semi-static",
    params: [],
    async handle({ sql, params }) {
      const key = params.league;
      if (key.length > 40 || !/^[a-z0-9-]+$/.test(key)) throw notFound("League");
      const [league] = await coverageJson(sql, [key]);
      if (!league) throw notFound("League");
      return league;
    },
  },
];
