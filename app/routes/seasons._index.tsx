// 'All Seasons': search, sport, status and decade filters, four tiles, quick filters on the hub only,
// and a paged grid of season cards with Set as Active Season.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import { z } from "zod";
import { decadeLabel } from "@core/season-status";
import { SPORTS, sportName, type SportSlug } from "@core/sports";
import { pageHeaders } from "~/.server/cache-headers";
import { ensurePageInRange, loadPage } from "~/.server/page-errors";
import { listSeason } from "~/.server/selected-season";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { FilterForm, SearchField, SelectField } from "~/components/kit/FilterForm";
import { Pager } from "~/components/kit/Pager";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { useRouteLoading } from "~/components/kit/useRouteLoading";
import { SeasonCard } from "~/components/seasons/SeasonCard";
import { EmptyState } from "~/components/ui/EmptyState";
import { SkeletonGrid } from "~/components/ui/Skeleton";
import { Tile, TileGrid } from "~/components/ui/Tile";
import { routeMeta } from "~/lib/meta";
import { seasonLabel } from "@core/seasons";
import { hrefWith, pageCount } from "~/lib/url-state";
import { fields, parseSearch } from "~/lib/url-params";
import type { loader as rootLoader } from "~/root";

export const headers = pageHeaders;

export const SEASONS_PAGE_SIZE = 24;
const STATUSES = ["all", "active", "completed", "upcoming", "cancelled"] as const;
const LEVELS = ["", "professional", "college"] as const;

/**
 * The hub's quick filters. The spec maps the college buttons to their base sport; here a college
 * button selects that sport at the college level (CBB is college basketball, not all basketball), so
 * each button shows exactly the league it names (see README).
 */
export const QUICK_FILTERS: ReadonlyArray<{ label: string; sport: SportSlug; level: "professional" | "college" }> = [
  { label: "NFL", sport: "football", level: "professional" },
  { label: "NBA", sport: "basketball", level: "professional" },
  { label: "MLB", sport: "baseball", level: "professional" },
  { label: "NHL", sport: "hockey", level: "professional" },
  { label: "CFB", sport: "football", level: "college" },
  { label: "CBB", sport: "basketball", level: "college" },
  { label: "CBS", sport: "baseball", level: "college" },
  { label: "CHK", sport: "hockey", level: "college" },
];

const seasonsParams = z.object({
  q: fields.text(),
  sport: fields.oneOf(["", ...SPORTS], ""),
  level: fields.oneOf(LEVELS, ""),
  status: fields.oneOf(STATUSES, "all"),
  decade: fields.oneOf(
    Array.from({ length: 30 }, (_, i) => String(1800 + i * 10)),
    "",
  ),
  page: fields.page(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const url = new URL(request.url);
  const parsed = parseSearch(seasonsParams, url.searchParams);
  const isHub = site.sport === null;
  const params = isHub ? parsed : { ...parsed, sport: "" as const, level: "" as const };
  const scope = { sport__slug: params.sport || undefined, level__slug: params.level || undefined };
  // The fan's season (the header's picker) is highlighted above the list, on its first page.
  const asked = await listSeason(request, url);
  const yours = asked.source === "cookie" && asked.season !== null && params.page === 1 ? asked.season : null;
  return loadPage(async () => {
    const [facets, seasons, yourSeasons] = await Promise.all([
      api.seasonFacets(scope),
      api.seasons({
        ...scope,
        search: params.q || undefined,
        season_status: params.status === "all" ? undefined : params.status,
        decade: params.decade || undefined,
        page: params.page,
        page_size: SEASONS_PAGE_SIZE,
      }),
      yours !== null ? api.seasons({ ...scope, season: yours, page_size: QUICK_FILTERS.length }) : null,
    ]);
    const totalPages = pageCount(seasons.count, SEASONS_PAGE_SIZE);
    ensurePageInRange(url, params.page, totalPages);
    return data(
      {
        params,
        isHub,
        facets,
        seasons: seasons.results,
        count: seasons.count,
        totalPages,
        yourSeason: yours === null ? null : { label: seasonLabel(yours, site.sport), seasons: yourSeasons?.results ?? [] },
      },
      { headers: { "Cache-Control": api.client.cacheControl({ cookieDependent: asked.source === "cookie" }) } },
    );
  });
}

export const meta = routeMeta(() => ({
  title: "All Seasons",
  description: "Every season we hold: its status, league and champion, with standings, teams and playoffs.",
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "All Seasons",
  failure: { title: "Error Loading Seasons" },
  notFound: { title: "Not Found", message: "The page you are looking for does not exist.", backTo: "/seasons", backLabel: "Back to Seasons" },
});

export default function SeasonsPage() {
  const page = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const location = useLocation();
  const loading = useRouteLoading();
  const { params } = page;
  const selected = root?.season.selected ?? 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">All Seasons</h1>
        <p className="mt-1 text-slate-700">Every season we hold, newest first, with its status and champion.</p>
      </header>

      {page.isHub ? (
        <nav aria-label="Quick filters" className="mb-4 flex flex-wrap gap-2" data-testid="quick-filters">
          {QUICK_FILTERS.map((quick) => {
            const on = params.sport === quick.sport && params.level === quick.level;
            return (
              <Link
                key={quick.label}
                to={hrefWith(location.search, on ? { sport: null, level: null } : { sport: quick.sport, level: quick.level }, { pathname: "/seasons" })}
                aria-current={on ? "true" : undefined}
                preventScrollReset
                className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${on ? "bg-primary-600 text-white ring-primary-600" : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50"}`}
              >
                {quick.label}
              </Link>
            );
          })}
        </nav>
      ) : null}

      <FilterForm action="/seasons" label="Filter seasons">
        <SearchField name="q" label="Search" value={params.q} placeholder="Season, sport, league or champion..." />
        {page.isHub ? (
          <>
            <SelectField
              name="sport"
              label="Sport"
              value={params.sport}
              options={[{ value: "", label: "All Sports" }, ...SPORTS.map((s) => ({ value: s, label: sportName(s) }))]}
            />
            <SelectField
              name="level"
              label="Level"
              value={params.level}
              options={[
                { value: "", label: "All Levels" },
                { value: "professional", label: "Professional" },
                { value: "college", label: "College" },
              ]}
            />
          </>
        ) : null}
        <SelectField
          name="status"
          label="Status"
          value={params.status === "all" ? "" : params.status}
          options={[
            { value: "", label: "All" },
            { value: "active", label: "Active" },
            { value: "completed", label: "Completed" },
            { value: "upcoming", label: "Upcoming" },
            { value: "cancelled", label: "Cancelled" },
          ]}
        />
        <SelectField
          name="decade"
          label="Decade"
          value={params.decade}
          options={[{ value: "", label: "All Decades" }, ...page.facets.decades.map((d) => ({ value: String(d), label: decadeLabel(d) }))]}
        />
      </FilterForm>

      {page.yourSeason ? (
        <section aria-labelledby="your-season-heading" className="mb-6 rounded-2xl bg-primary-50 p-4 ring-1 ring-primary-200" data-testid="your-season">
          <h2 id="your-season-heading" className="text-lg font-bold text-slate-900">{`Your season: ${page.yourSeason.label}`}</h2>
          <p className="mt-1 text-sm text-slate-700">
            {page.yourSeason.seasons.length > 0
              ? "Chosen with the season picker in the header; the standings, scores, players and coaches lists show it too."
              : "We hold no season of that year here. Change your season with the picker in the header."}
          </p>
          {page.yourSeason.seasons.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {page.yourSeason.seasons.map((season) => (
                <li key={season.id}>
                  <Link to={`/seasons/${season.slug}`} className="inline-block py-1 font-semibold text-primary-800 underline">
                    {season.name}
                  </Link>
                  {season.champion ? <span className="text-slate-700">{` · champion: ${season.champion.team_name}`}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      <TileGrid className="my-6 lg:grid-cols-4">
        <Tile label="Active" value={page.facets.active.toLocaleString("en-US")} />
        <Tile label="Completed" value={page.facets.completed.toLocaleString("en-US")} />
        <Tile label="Upcoming" value={page.facets.upcoming.toLocaleString("en-US")} />
        <Tile label="Sports" value={page.facets.sports.toLocaleString("en-US")} />
      </TileGrid>

      <div aria-live="polite" aria-busy={loading}>
        {loading ? (
          <SkeletonGrid label="Loading seasons..." />
        ) : page.seasons.length === 0 ? (
          <EmptyState role="status" title="No Seasons Found" description="Try adjusting your search or filters" />
        ) : (
          <ul data-testid="season-grid" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.seasons.map((season) => (
              <li key={season.id}>
                <SeasonCard season={season} selected={selected} showSport={page.isHub} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pager page={params.page} pageCount={page.totalPages} label="Season pages" />
    </div>
  );
}
