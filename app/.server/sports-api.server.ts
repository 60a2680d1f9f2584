// One typed function per Sports API call the pages make; every answer is parsed with the API's one
// model (api/model/), the same schemas the contract tests check the API with.
import type { SiteConfig } from "@sites";
import { sportsClientFor, type Query, type SportsClient } from "./upstream/client.server";
import * as m from "@api/model";

export { UpstreamError } from "./upstream/client.server";

export function sportsApi(request: Request, site: SiteConfig) {
  const client: SportsClient = sportsClientFor(request, site);
  const enc = encodeURIComponent;
  return {
    client,
    championships: (q: Query = {}) => client.get("championships/championships/", m.pageOf(m.championship), q),
    championship: (key: string) => client.get(`championships/championships/${enc(key)}/`, m.championship),
    /** A championship of any sport and level (where a sport site's 404 points to). */
    championshipOnAnySite: (key: string) => client.get(`championships/championships/${enc(key)}/`, m.championship, {}, { siteFilters: false }),
    championshipChampions: (key: string, q: Query = {}) => client.get(`championships/championships/${enc(key)}/champions/`, m.pageOf(m.champion), q),
    championshipStats: (key: string) => client.get(`championships/championships/${enc(key)}/stats/`, m.championshipStats),
    champions: (q: Query = {}) => client.get("championships/champions/", m.pageOf(m.champion), q),
    championsSummary: (q: Query = {}) => client.get("championships/champions/summary/", m.championsSummary, q),
    teams: (q: Query = {}) => client.get("teams/teams/", m.pageOf(m.team), q),
    teamFacets: (q: Query = {}) => client.get("teams/teams/facets/", m.teamFacets, q),
    team: (key: string) => client.get(`teams/teams/${enc(key)}/`, m.teamDetail),
    /** A team of any sport and level (where a sport site's 404 points to). */
    teamOnAnySite: (key: string) => client.get(`teams/teams/${enc(key)}/`, m.teamDetail, {}, { siteFilters: false }),
    teamChampionships: (key: string) => client.get(`teams/teams/${enc(key)}/championships/`, m.pageOf(m.teamChampionship)),
    teamSeasons: (key: string) => client.get(`teams/teams/${enc(key)}/seasons/`, m.pageOf(m.teamSeason)),
    teamRoster: (key: string, year?: number) => client.get(`teams/teams/${enc(key)}/roster/`, m.listWithYear(m.rosterEntry), { year }),
    teamSchedule: (key: string, year?: number) => client.get(`teams/teams/${enc(key)}/schedule/`, m.listWithYear(m.scheduledGame), { year }),
    teamStats: (key: string, year?: number) => client.get(`teams/teams/${enc(key)}/stats/`, m.teamStats, { year }),
    teamCoverage: (key: string, year: number) => client.get(`teams/teams/${enc(key)}/coverage/`, m.teamCoverage, { year }),
    players: (q: Query = {}) => client.get("people/players/", m.pageOf(m.player), q),
    playerFacets: (q: Query = {}) => client.get("people/players/facets/", m.peopleFacets, q),
    player: (key: string) => client.get(`people/players/${enc(key)}/`, m.playerDetail),
    playerGameLog: (key: string, q: Query = {}) => client.get(`people/players/${enc(key)}/game_log/`, m.playerGameLog, q, { siteFilters: false }),
    coaches: (q: Query = {}) => client.get("people/coaches/", m.pageOf(m.coach), q),
    coachFacets: (q: Query = {}) => client.get("people/coaches/facets/", m.coachFacets, q),
    coach: (key: string) => client.get(`people/coaches/${enc(key)}/`, m.coachDetail),
    search: (q: string) => client.get("core/search/", m.searchResults, { q }),
    sitemapSections: () => client.get("core/sitemap/", m.sitemapSections),
    sitemapPaths: (section: string, page: number) => client.get(`core/sitemap/${enc(section)}/`, m.sitemapPaths, { page }),
    analytics: (q: { metric: string; timeframe: string }) => client.get("analytics/dashboard/", m.analyticsDashboard, q),
    dataQuality: () => client.get("core/data-quality/", m.dataQuality, {}, { siteFilters: false }),
    /** What our data covers per league and kind of fact (core/coverage.ts); a sport site's leagues only. */
    coverage: () => client.get("core/coverage/", m.dataCoverage),
    seasons: (q: Query = {}) => client.get("championships/seasons/", m.pageOf(m.seasonSummary), q),
    seasonFacets: (q: Query = {}) => client.get("championships/seasons/facets/", m.seasonFacets, q),
    season: (key: string) => client.get(`championships/seasons/${enc(key)}/`, m.seasonDetail, {}, { siteFilters: false }),
    seasonStandings: (key: string) => client.get(`championships/seasons/${enc(key)}/standings/`, m.pageOf(m.standing), {}, { siteFilters: false }),
    seasonBracket: (key: string) => client.get(`championships/seasons/${enc(key)}/bracket/`, m.bracket, {}, { siteFilters: false }),
    seasonPlayoffs: (key: string) => client.get(`championships/seasons/${enc(key)}/playoffs/`, m.pageOf(m.playoffGame), {}, { siteFilters: false }),
    standings: (q: Query = {}) => client.get("games/standings/", m.pageOf(m.standing), q),
    dataSources: () => client.get("core/data-sources/", m.pageOf(m.dataSource), {}, { siteFilters: false }),
    games: (q: Query = {}) => client.get("games/games/", m.gamePage, q),
    gameSummary: (q: Query = {}) => client.get("games/games/summary/", m.gameSummary, q),
    game: (id: string) => client.get(`games/games/${enc(id)}/`, m.gameDetail),
    leaders: (q: Query = {}) => client.get("records/leaders/", m.leaders, q),
    franchiseIndex: (q: Query = {}) => client.get("records/franchises/", m.franchiseIndex, q),
    teamRecords: (q: Query = {}) => client.get("records/teams/", m.teamRecords, q),
    awardIndex: () => client.get("records/awards/", m.awardIndex),
    award: (slug: string) => client.get(`records/awards/${enc(slug)}/`, m.awardWinners),
    singleGameRecords: (league: string) => client.get("records/single_game/", m.singleGameRecords, { league }, { siteFilters: false }),
    notableGames: (date?: string) => client.get("records/on-this-day/notable_games/", m.notableGames, { date }, { siteFilters: false }),
    onThisDay: (q: Query = {}) => client.get("records/on-this-day/", m.onThisDay, q),
    onThisDayGames: (q: Query = {}) => client.get("records/on-this-day/games/", m.onThisDayGamePage, q),
    headToHead: (teams: string, to?: number) => client.get("records/head-to-head/", m.headToHead, { teams, to }),
    headToHeadOpponents: (team: string) => client.get("records/head-to-head/opponents/", m.headToHeadOpponents, { team }),
    teamsForDebug: () => client.get("teams/teams/", m.pageOf(m.team), { page_size: 3 }),
  };
}

export type SportsApi = ReturnType<typeof sportsApi>;
