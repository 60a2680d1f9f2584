// One typed function per Sports API call the pages make.
import type { SiteConfig } from "../../sites";
import { sportsClientFor, type Query, type SportsClient } from "./upstream/client.server";
import * as s from "./upstream/schemas";

export { UpstreamError } from "./upstream/client.server";

export function sportsApi(request: Request, site: SiteConfig) {
  const client: SportsClient = sportsClientFor(request, site);
  const enc = encodeURIComponent;
  return {
    client,
    championships: (q: Query = {}) => client.get("championships/championships/", s.pageOf(s.championship), q),
    championship: (key: string) => client.get(`championships/championships/${enc(key)}/`, s.championship),
    championshipChampions: (key: string, q: Query = {}) =>
      client.get(`championships/championships/${enc(key)}/champions/`, s.pageOf(s.championResult), q),
    championshipStats: (key: string) => client.get(`championships/championships/${enc(key)}/stats/`, s.championshipStats),
    champions: (q: Query = {}) => client.get("championships/champions/", s.pageOf(s.championResult), q),
    championsSummary: (q: Query = {}) => client.get("championships/champions/summary/", s.championsSummary, q),
    teams: (q: Query = {}) => client.get("teams/teams/", s.pageOf(s.team), q),
    teamFacets: (q: Query = {}) => client.get("teams/teams/facets/", s.teamFacets, q),
    team: (key: string) => client.get(`teams/teams/${enc(key)}/`, s.teamDetail),
    teamChampionships: (key: string) => client.get(`teams/teams/${enc(key)}/championships/`, s.pageOf(s.teamChampionship)),
    teamSeasons: (key: string) => client.get(`teams/teams/${enc(key)}/seasons/`, s.pageOf(s.teamSeason)),
    teamRoster: (key: string, year?: number) => client.get(`teams/teams/${enc(key)}/roster/`, s.listWithYear(s.rosterEntry), { year }),
    teamSchedule: (key: string, year?: number) =>
      client.get(`teams/teams/${enc(key)}/schedule/`, s.listWithYear(s.scheduledGame), { year }),
    teamStats: (key: string, year?: number) => client.get(`teams/teams/${enc(key)}/stats/`, s.teamStats, { year }),
    search: (q: string) => client.get("core/search/", s.searchResults, { q }),
    sitemapSections: () => client.get("core/sitemap/", s.sitemapSections),
    sitemapPaths: (section: string, page: number) => client.get(`core/sitemap/${enc(section)}/`, s.sitemapPaths, { page }),
    analytics: (q: { metric: string; timeframe: string }) => client.get("analytics/dashboard/", s.analyticsDashboard, q),
    dataQuality: () => client.get("core/data-quality/", s.dataQuality, {}, { siteFilters: false }),
    dataSources: () => client.get("core/data-sources/", s.pageOf(s.dataSource), {}, { siteFilters: false }),
    teamsForDebug: () => client.get("teams/teams/", s.teamsTeamList, { page_size: 3 }),
  };
}

export type SportsApi = ReturnType<typeof sportsApi>;
