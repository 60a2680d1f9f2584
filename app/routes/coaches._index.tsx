// The coaches directory ('All Coaches'): sport switcher, search, position, team and status filters,
// four tiles, sortable and paged cards with one Show More Details expander open at a time.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { pageHeaders } from "~/.server/cache-headers";
import { ensurePageInRange, loadPage } from "~/.server/page-errors";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { CsvLink } from "~/components/kit/CsvLink";
import { FilterForm, SearchField, SelectField } from "~/components/kit/FilterForm";
import { Pager } from "~/components/kit/Pager";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { CoachCard } from "~/components/people/CoachCard";
import { SportSwitcher } from "~/components/people/SportSwitcher";
import { useListLoading } from "~/components/people/useListLoading";
import { SKELETON_COUNTS, SkeletonGrid } from "~/components/ui/Skeleton";
import { EmptyState } from "~/components/ui/EmptyState";
import { Tile, TileGrid } from "~/components/ui/Tile";
import { csvFilename, listPaging, type CsvTable } from "~/lib/csv";
import { formatCount } from "~/lib/people-format";
import { routeMeta } from "~/lib/meta";
import { fields, pageCount, parseSearch } from "~/lib/url-state";
import { SPORTS } from "../../core/sports";

export const headers = pageHeaders;

export const COACHES_PAGE_SIZE = 24;
export const COACH_STATUSES = ["all", "active", "interim", "retired", "fired", "resigned"] as const;
export const COACH_SORTS = ["name", "championships", "wins", "years", "last_season"] as const;
const SORT_LABELS: Record<(typeof COACH_SORTS)[number], string> = {
  name: "Name",
  championships: "Most championships",
  wins: "Most wins",
  years: "Most years",
  last_season: "Most recent",
};

const directoryParams = z.object({
  q: fields.text(),
  sport: fields.oneOf(["", ...SPORTS], ""),
  position: fields.text(),
  team: fields.text(),
  status: fields.oneOf(COACH_STATUSES, "all"),
  sort: fields.oneOf(COACH_SORTS, "name"),
  page: fields.page(),
  open: fields.token(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const url = new URL(request.url);
  const parsed = parseSearch(directoryParams, url.searchParams);
  const showSportSwitcher = site.sport === null;
  const params = showSportSwitcher ? parsed : { ...parsed, sport: "" as const };
  const sport = params.sport || undefined;
  return loadPage(async () => {
    const facets = await api.coachFacets({ sport__slug: sport });
    // A position or team of another sport (left after the sport changed) would only empty the list.
    const position = facets.positions.some((p) => p.value === params.position) ? params.position : "";
    const team = facets.teams.some((t) => t.value === params.team) ? params.team : "";
    const coaches = await api.coaches({
      search: params.q || undefined,
      sport__slug: sport,
      position: position || undefined,
      team: team || undefined,
      status: params.status === "all" ? undefined : params.status,
      ordering: params.sort,
      ...listPaging(url, params.page, COACHES_PAGE_SIZE),
    });
    const totalPages = pageCount(coaches.count, COACHES_PAGE_SIZE);
    ensurePageInRange(url, params.page, totalPages);
    const payload = { params: { ...params, position, team }, showSportSwitcher, facets, coaches: coaches.results, count: coaches.count, totalPages };
    return data(payload, { headers: { "Cache-Control": api.client.cacheControl() } });
  });
}

type PageData = Awaited<ReturnType<typeof loader>>["data"];

/** Every coach for the page's filters, in its sort. */
export function csvTable(page: PageData): CsvTable {
  const { params } = page;
  return {
    filename: csvFilename("coaches", params.sport, params.position, params.team, params.status === "all" ? null : params.status, params.q, params.sort),
    columns: [
      { key: "name", label: "Name" },
      { key: "league", label: "League" },
      { key: "title", label: "Title" },
      { key: "team", label: "Team" },
      { key: "status", label: "Status" },
      { key: "first", label: "First season" },
      { key: "last", label: "Last season" },
      { key: "years", label: "Years" },
      { key: "wins", label: "Wins" },
      { key: "losses", label: "Losses" },
      { key: "ties", label: "Ties" },
      { key: "championships", label: "Championships" },
      { key: "slug", label: "Slug" },
    ],
    rows: page.coaches.map((coach) => ({
      name: coach.person.full_name,
      league: coach.league.name,
      title: coach.title,
      team: coach.current_team?.name ?? null,
      status: coach.status,
      first: coach.first_season,
      last: coach.last_season,
      years: coach.years_experience,
      wins: coach.career_record.wins,
      losses: coach.career_record.losses,
      ties: coach.career_record.ties,
      championships: coach.championships_won,
      slug: coach.slug,
    })),
  };
}

export const meta = routeMeta(() => ({
  title: "All Coaches",
  description: "Every head coach and manager in our data: records, playoff records, championships and coaching history.",
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "All Coaches",
  failure: { title: "Error Loading Coaches" },
  notFound: { title: "Not Found", message: "The page you are looking for does not exist.", backTo: "/coaches", backLabel: "Back to Coaches" },
});

export default function CoachesDirectory() {
  const result = useLoaderData<typeof loader>();
  const loading = useListLoading();
  const { params, facets } = result;
  const totals = facets.totals;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">All Coaches</h1>
        <p className="mt-1 text-slate-700">Head coaches and managers: records, playoff records, titles and where they coached.</p>
      </header>
      {result.showSportSwitcher ? (
        <div className="mb-4">
          <SportSwitcher active={params.sport} label="Sport" />
        </div>
      ) : null}
      <FilterForm action="/coaches" label="Filter coaches">
        {result.showSportSwitcher && params.sport ? <input type="hidden" name="sport" value={params.sport} /> : null}
        <SearchField name="q" label="Search" value={params.q} placeholder="Name, team, city or title..." />
        <SelectField
          name="position"
          label="Position"
          value={params.position}
          options={[{ value: "", label: "All Positions" }, ...facets.positions.map((p) => ({ value: p.value, label: p.label }))]}
        />
        <SelectField
          name="team"
          label="Team"
          value={params.team}
          options={[{ value: "", label: "All Teams" }, ...facets.teams.map((t) => ({ value: t.value, label: `${t.label} (${t.value})` }))]}
        />
        <SelectField
          name="status"
          label="Status"
          value={params.status === "all" ? "" : params.status}
          options={COACH_STATUSES.map((status) => ({ value: status === "all" ? "" : status, label: status === "all" ? "All" : status.charAt(0).toUpperCase() + status.slice(1) }))}
        />
        <SelectField name="sort" label="Sort by" value={params.sort === "name" ? "" : params.sort} options={COACH_SORTS.map((sort) => ({ value: sort === "name" ? "" : sort, label: SORT_LABELS[sort] }))} />
      </FilterForm>

      <TileGrid className="my-6 lg:grid-cols-4" label="Coaches summary">
        <Tile label="Active Coaches" value={formatCount(totals.active ?? 0)} />
        <Tile label="Total Championships" value={formatCount(totals.championships ?? 0)} />
        <Tile label="Average Years Coaching" value={facets.average_years.toFixed(1)} />
        <Tile label="Sports Covered" value={formatCount(facets.sports_covered)} />
      </TileGrid>

      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="list-count">{`${formatCount(result.count)} coaches`}</p>
        <CsvLink />
      </div>
      <div aria-busy={loading}>
        {loading ? (
          <SkeletonGrid count={SKELETON_COUNTS.players} label="Loading coaches..." />
        ) : result.coaches.length === 0 ? (
          <EmptyState role="status" title="No Coaches Found" description="Try another search, position, team or status." />
        ) : (
          <ul data-testid="coach-grid" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {result.coaches.map((coach) => (
              <li key={coach.id}>
                <CoachCard coach={coach} showSport={result.showSportSwitcher} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pager page={params.page} pageCount={result.totalPages} label="Coach pages" />
    </div>
  );
}
