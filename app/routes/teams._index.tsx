// The team directory ('All Teams'): search, sport and division filters, four tiles and a paged grid of team cards.
import { SPORTS } from "@core/sports";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { z } from "zod";
import { pageHeaders } from "~/.server/cache-headers";
import { ensurePageInRange, loadPage } from "~/.server/page-errors";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { FilterForm, SearchField, SelectField } from "~/components/kit/FilterForm";
import { Pager } from "~/components/kit/Pager";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { useRouteLoading } from "~/components/kit/useRouteLoading";
import { TeamCard } from "~/components/teams/TeamCard";
import { SKELETON_COUNTS, SkeletonGrid } from "~/components/ui/Skeleton";
import { NoTeamsFound } from "~/components/ui/StatusPanels";
import { Tile, TileGrid } from "~/components/ui/Tile";
import { routeMeta } from "~/lib/meta";
import { pageCount } from "~/lib/url-state";
import { fields, parseSearch } from "~/lib/url-params";
import type { loader as rootLoader } from "~/root";

export const headers = pageHeaders;

/** 48 cards a page keeps the hub (thousands of college teams) fast. */
export const TEAMS_PAGE_SIZE = 48;

/** Each parameter falls back to its default on its own: a bad value never costs the others. */
const directoryParams = z.object({
  q: fields.text(),
  sport: fields.oneOf(["", ...SPORTS], ""),
  division: fields.text(),
  page: fields.page(),
});

export type DirectoryParams = z.infer<typeof directoryParams>;

export async function loader({ request }: LoaderFunctionArgs) {
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const url = new URL(request.url);
  const parsed = parseSearch(directoryParams, url.searchParams);
  const showSportFilter = site.sport === null;
  // A sport-specific site already filters by its sport; its URL's sport parameter means nothing.
  const params: DirectoryParams = showSportFilter ? parsed : { ...parsed, sport: "" };
  const sportQuery = params.sport || undefined;
  return loadPage(async () => {
    const [facets, sportFacets] = await Promise.all([api.teamFacets(), sportQuery ? api.teamFacets({ sport__slug: sportQuery }) : null]);
    const divisionOptions = (sportFacets ?? facets).divisions_list.map((division) => division.name);
    // A division of another sport (left over after the sport changed) would only empty the list.
    const division = divisionOptions.includes(params.division) ? params.division : "";
    const effective = { ...params, division };
    const teams = await api.teams({
      search: effective.q || undefined,
      sport__slug: sportQuery,
      division: division || undefined,
      page: effective.page,
      page_size: TEAMS_PAGE_SIZE,
    });
    const totalPages = pageCount(teams.count, TEAMS_PAGE_SIZE);
    ensurePageInRange(url, effective.page, totalPages);
    const payload = {
      params: effective,
      showSportFilter,
      facets,
      divisionOptions,
      teams: teams.results,
      count: teams.count,
      totalPages,
    };
    return data(payload, { headers: { "Cache-Control": api.client.cacheControl() } });
  });
}

export const meta = routeMeta(() => ({
  title: "All Teams",
  description: "Every team in our championship history: search by name, city or abbreviation, filter by sport and division.",
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "All Teams",
  failure: { title: "Failed to load teams data" },
  notFound: { title: "Not Found", message: "The page you are looking for does not exist.", backTo: "/teams", backLabel: "Back to Teams" },
});

export default function TeamsDirectory() {
  const result = useLoaderData<typeof loader>();
  const root = useRootSite();
  const loadingList = useRouteLoading();
  const sportOptions = result.facets.sports_list.map((sport) => ({ value: sport.slug, label: sport.name }));
  const divisionOptions = result.divisionOptions.map((name) => ({ value: name, label: name }));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">All Teams</h1>
        <p className="mt-1 text-slate-700">
          {root
            ? `Every franchise and program on ${root}, with its championships and seasons.`
            : "Every franchise and program, with its championships and seasons."}
        </p>
      </header>

      <FilterForm action="/teams" label="Filter teams">
        <SearchField name="q" label="Search" value={result.params.q} placeholder="Search by name, city or abbreviation..." />
        {result.showSportFilter ? (
          <SelectField name="sport" label="Sport" value={result.params.sport} options={[{ value: "", label: "All Sports" }, ...sportOptions]} />
        ) : null}
        <SelectField name="division" label="Division" value={result.params.division} options={[{ value: "", label: "All Divisions" }, ...divisionOptions]} />
      </FilterForm>

      <>
        <TileGrid className="my-6 lg:grid-cols-4">
          <Tile label="Total Teams" value={result.facets.teams.toLocaleString("en-US")} />
          <Tile label="Sports" value={result.facets.sports.toLocaleString("en-US")} />
          <Tile label="Divisions" value={result.facets.divisions.toLocaleString("en-US")} />
          <Tile label="Filtered Results" value={result.count.toLocaleString("en-US")} />
        </TileGrid>
        <div aria-live="polite" aria-busy={loadingList}>
          {loadingList ? (
            <SkeletonGrid count={SKELETON_COUNTS.teamGrid} label="Loading teams..." />
          ) : result.teams.length === 0 ? (
            <NoTeamsFound role="status" description="Try another search, sport or division." />
          ) : (
            <ul data-testid="team-grid" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {result.teams.map((team) => (
                <li key={team.id}>
                  <TeamCard team={team} showSport={result.showSportFilter} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <Pager page={result.params.page} pageCount={result.totalPages} label="Team pages" />
      </>
    </div>
  );
}

function useRootSite(): string | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.site.name ?? null;
}
