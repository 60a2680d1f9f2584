// The loader of a people directory (/players, /coaches): the site's sport (a sport site has no
// switcher), the facets, a position or team left from another sport dropped, one page of people (every
// person of the filters for the CSV download),
// and a page past the end refused; the page is cached as its strictest API call allows.
import { data } from "@remix-run/node";
import type { SportSlug } from "@core/sports";
import { listPaging } from "~/lib/csv";
import { PEOPLE_PAGE_SIZE } from "~/lib/people-directory";
import { pageCount } from "~/lib/url-state";
import { yourSeason } from "~/lib/your-season";
import { ensurePageInRange, loadPage } from "~/.server/page-errors";
import { listSeason } from "~/.server/selected-season";
import { requestSite } from "~/.server/site.server";
import { sportsApi, type SportsApi } from "~/.server/sports-api.server";
import type { Query } from "~/.server/upstream/client.server";

/** What peopleDirectoryParams (app/lib/people-directory.ts) parses from the URL. */
type DirectoryParams = { q: string; sport: "" | SportSlug; position: string; team: string; status: string; sort: string; page: number; open?: string };
type Facets = { positions: ReadonlyArray<{ value: string }>; teams: ReadonlyArray<{ value: string }> };

export type PeopleDirectorySource<F extends Facets, P, V> = {
  facets: (api: SportsApi, query: Query) => Promise<F>;
  list: (api: SportsApi, query: Query) => Promise<{ count: number; results: Array<P> }>;
  /** What the page sends of each person: only the fields its card and CSV read (`open`: the card open). */
  view: (person: P, open: boolean, slug: string) => V;
};

/** `parsed`: the request's parameters, read with the directory's peopleDirectoryParams. */
export async function loadPeopleDirectory<Params extends DirectoryParams, F extends Facets, P extends { slug: string }, V>(
  request: Request,
  parsed: Params,
  source: PeopleDirectorySource<F, P, V>,
) {
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const url = new URL(request.url);
  const showSportSwitcher = site.sport === null;
  const params = showSportSwitcher ? parsed : { ...parsed, sport: "" as const };
  const sport = params.sport || undefined;
  // Those of the URL's season, else of the fan's (the header's picker); `?season=all` lists everyone.
  const asked = await listSeason(request, url);
  return loadPage(async () => {
    const facets = await source.facets(api, { sport__slug: sport });
    // A position or team of another sport (left after the sport changed) would only empty the list.
    const position = facets.positions.some((p) => p.value === params.position) ? params.position : "";
    const team = facets.teams.some((t) => t.value === params.team) ? params.team : "";
    const people = await source.list(api, {
      search: params.q || undefined,
      sport__slug: sport,
      position: position || undefined,
      team: team || undefined,
      status: params.status === "all" ? undefined : params.status,
      season: asked.season ?? undefined,
      ordering: params.sort,
      ...listPaging(url, params.page, PEOPLE_PAGE_SIZE),
    });
    const totalPages = pageCount(people.count, PEOPLE_PAGE_SIZE);
    ensurePageInRange(url, params.page, totalPages);
    const season = { year: asked.season, yours: yourSeason(asked.source, asked.season, site.sport, true) };
    const payload = {
      params: { ...params, position, team },
      season,
      showSportSwitcher,
      facets,
      people: people.results.map((person) => source.view(person, person.slug === params.open, person.slug)),
      count: people.count,
      totalPages,
    };
    return data(payload, { headers: { "Cache-Control": api.client.cacheControl({ cookieDependent: asked.source === "cookie" }) } });
  });
}
