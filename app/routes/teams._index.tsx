// The team directory ('All Teams'): search, sport and division filters, four tiles and a paged grid of team cards.
import { SPORTS } from "../../core/sports";
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { z } from "zod";
import { pageHeaders, PRIVATE_NO_STORE } from "~/.server/cache-headers";
import { requestSite } from "~/.server/site.server";
import { sportsApi, UpstreamError } from "~/.server/sports-api.server";
import { Pagination } from "~/components/teams/Pagination";
import { TeamCard } from "~/components/teams/TeamCard";
import { TeamDirectoryFilters } from "~/components/teams/TeamDirectoryFilters";
import { TeamsLoadError } from "~/components/teams/TeamErrorBoundaries";
import type { Team, TeamFacets } from "~/components/teams/types";
import { SKELETON_COUNTS, SkeletonGrid } from "~/components/ui/Skeleton";
import { NoTeamsFound } from "~/components/ui/StatusPanels";
import { Tile, TileGrid } from "~/components/ui/Tile";
import type { loader as rootLoader, RootData } from "~/root";

export const headers = pageHeaders;

/** 48 cards a page keeps the hub (thousands of college teams) fast. */
export const TEAMS_PAGE_SIZE = 48;


/** Each parameter falls back to its default on its own: a bad value never costs the others. */
const directoryParams = z.object({
  q: z.string().trim().max(100).catch(""),
  sport: z.enum(SPORTS).or(z.literal("")).catch(""),
  division: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type DirectoryParams = z.infer<typeof directoryParams>;

function readParams(url: URL): DirectoryParams {
  const raw = (name: string) => url.searchParams.get(name) ?? undefined;
  return directoryParams.parse({ q: raw("q") ?? "", sport: raw("sport") ?? "", division: raw("division") ?? "", page: raw("page") ?? 1 });
}

/** The directory URL for a set of filters (empty ones left out). */
function directoryHref(params: DirectoryParams, page: number): string {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.sport) search.set("sport", params.sport);
  if (params.division) search.set("division", params.division);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `/teams?${query}` : "/teams";
}

type DirectoryData =
  | {
      state: "ok";
      params: DirectoryParams;
      showSportFilter: boolean;
      facets: TeamFacets;
      divisionOptions: Array<string>;
      teams: Array<Team>;
      count: number;
      totalPages: number;
    }
  | { state: "error"; params: DirectoryParams; showSportFilter: boolean; message: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const url = new URL(request.url);
  const parsed = readParams(url);
  const showSportFilter = site.sport === null;
  // A sport-specific site already filters by its sport; its URL's sport parameter means nothing.
  const params: DirectoryParams = showSportFilter ? parsed : { ...parsed, sport: "" };
  const sportQuery = params.sport || undefined;
  try {
    const [facets, sportFacets] = await Promise.all([
      api.teamFacets(),
      sportQuery ? api.teamFacets({ sport__slug: sportQuery }) : null,
    ]);
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
    const totalPages = Math.max(1, Math.ceil(teams.count / TEAMS_PAGE_SIZE));
    if (effective.page > totalPages) throw redirect(directoryHref(effective, totalPages));
    const payload: DirectoryData = {
      state: "ok",
      params: effective,
      showSportFilter,
      facets,
      divisionOptions,
      teams: teams.results,
      count: teams.count,
      totalPages,
    };
    return data(payload, { headers: { "Cache-Control": api.client.cacheControl() } });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const payload: DirectoryData = { state: "error", params, showSportFilter, message: error.message };
    return data(payload, { status: error.status >= 500 ? error.status : 502, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  const siteName = root?.site.name;
  return [
    { title: siteName ? `All Teams | ${siteName}` : "All Teams" },
    { name: "description", content: "Every team in our championship history: search by name, city or abbreviation, filter by sport and division." },
  ];
};

export default function TeamsDirectory() {
  const result = useLoaderData<typeof loader>() as DirectoryData;
  const root = useRootSite();
  const navigation = useNavigation();
  const location = useLocation();
  const loadingList = navigation.state === "loading" && navigation.location.pathname === "/teams";
  const sportOptions = result.state === "ok" ? result.facets.sports_list.map((sport) => ({ value: sport.slug, label: sport.name })) : [];
  const divisionOptions = result.state === "ok" ? result.divisionOptions.map((name) => ({ value: name, label: name })) : [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">All Teams</h1>
        <p className="mt-1 text-slate-700">
          {root ? `Every franchise and program on ${root}, with its championships and seasons.` : "Every franchise and program, with its championships and seasons."}
        </p>
      </header>

      <TeamDirectoryFilters
        values={{ q: result.params.q, sport: result.params.sport, division: result.params.division }}
        sportOptions={sportOptions}
        divisionOptions={divisionOptions}
        showSportFilter={result.showSportFilter}
      />

      {result.state === "error" ? (
        <div className="mt-6">
          <TeamsLoadError message={result.message} retryHref={`${location.pathname}${location.search}`} />
        </div>
      ) : (
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
          <Pagination
            page={result.params.page}
            totalPages={result.totalPages}
            hrefFor={(page) => directoryHref(result.params, page)}
            label="Team pages"
          />
        </>
      )}
    </div>
  );
}

function useRootSite(): string | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.site.name ?? null;
}

export { TeamsDirectoryErrorBoundary as ErrorBoundary } from "~/components/teams/TeamErrorBoundaries";
