// The players directory ('All Players'): sport switcher, search, position, team and status filters,
// four tiles, sortable and paged cards with one Show More Stats expander open at a time.
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
import { PlayerCard } from "~/components/people/PlayerCard";
import { SportSwitcher } from "~/components/people/SportSwitcher";
import { useListLoading } from "~/components/people/useListLoading";
import { SKELETON_COUNTS, SkeletonGrid } from "~/components/ui/Skeleton";
import { NoPlayersFound } from "~/components/ui/StatusPanels";
import { Tile, TileGrid } from "~/components/ui/Tile";
import { csvFilename, listPaging, type CsvTable } from "~/lib/csv";
import { formatCount } from "~/lib/people-format";
import { routeMeta } from "~/lib/meta";
import { fields, pageCount, parseSearch } from "~/lib/url-state";
import { SPORTS } from "../../core/sports";

export const headers = pageHeaders;

export const PLAYERS_PAGE_SIZE = 24;
export const PLAYER_STATUSES = ["all", "active", "injured", "retired", "inactive"] as const;
export const PLAYER_SORTS = ["name", "championships", "all_star_selections", "last_season"] as const;
const SORT_LABELS: Record<(typeof PLAYER_SORTS)[number], string> = {
  name: "Name",
  championships: "Most championships",
  all_star_selections: "Most All-Star selections",
  last_season: "Most recent",
};

const directoryParams = z.object({
  q: fields.text(),
  sport: fields.oneOf(["", ...SPORTS], ""),
  position: fields.text(),
  team: fields.text(),
  status: fields.oneOf(PLAYER_STATUSES, "all"),
  sort: fields.oneOf(PLAYER_SORTS, "name"),
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
    const facets = await api.playerFacets({ sport__slug: sport });
    // A position or team of another sport (left after the sport changed) would only empty the list.
    const position = facets.positions.some((p) => p.value === params.position) ? params.position : "";
    const team = facets.teams.some((t) => t.value === params.team) ? params.team : "";
    const players = await api.players({
      search: params.q || undefined,
      sport__slug: sport,
      position: position || undefined,
      team: team || undefined,
      status: params.status === "all" ? undefined : params.status,
      ordering: params.sort,
      ...listPaging(url, params.page, PLAYERS_PAGE_SIZE),
    });
    const totalPages = pageCount(players.count, PLAYERS_PAGE_SIZE);
    ensurePageInRange(url, params.page, totalPages);
    const payload = { params: { ...params, position, team }, showSportSwitcher, facets, players: players.results, count: players.count, totalPages };
    return data(payload, { headers: { "Cache-Control": api.client.cacheControl() } });
  });
}

type PageData = Awaited<ReturnType<typeof loader>>["data"];

/** Every player for the page's filters, in its sort. */
export function csvTable(page: PageData): CsvTable {
  const { params } = page;
  return {
    filename: csvFilename("players", params.sport, params.position, params.team, params.status === "all" ? null : params.status, params.q, params.sort),
    columns: [
      { key: "name", label: "Name" },
      { key: "league", label: "League" },
      { key: "position", label: "Position" },
      { key: "team", label: "Team" },
      { key: "status", label: "Status" },
      { key: "first", label: "First season" },
      { key: "last", label: "Last season" },
      { key: "championships", label: "Championships" },
      { key: "allStars", label: "All-Star selections" },
      { key: "mvps", label: "MVP awards" },
      { key: "slug", label: "Slug" },
    ],
    rows: page.players.map((player) => ({
      name: player.person.full_name,
      league: player.league.name,
      position: player.position,
      team: player.current_team ? [player.current_team.city, player.current_team.name].filter(Boolean).join(" ") : null,
      status: player.status,
      first: player.first_season,
      last: player.last_season,
      championships: player.championships_won,
      allStars: player.all_star_selections,
      mvps: player.mvp_awards,
      slug: player.slug,
    })),
  };
}

export const meta = routeMeta(() => ({
  title: "All Players",
  description: "Every player in our data: careers, season statistics, awards and championships. Search by name, team, city or position.",
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "All Players",
  failure: { title: "Failed to load players data" },
  notFound: { title: "Not Found", message: "The page you are looking for does not exist.", backTo: "/players", backLabel: "Back to Players" },
});

export default function PlayersDirectory() {
  const result = useLoaderData<typeof loader>();
  const loading = useListLoading();
  const { params, facets } = result;
  const totals = facets.totals;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">All Players</h1>
        <p className="mt-1 text-slate-700">Careers, season statistics, awards and titles of every player our datasets name.</p>
      </header>
      {result.showSportSwitcher ? (
        <div className="mb-4">
          <SportSwitcher active={params.sport} label="Sport" />
        </div>
      ) : null}
      <FilterForm action="/players" label="Filter players">
        {result.showSportSwitcher && params.sport ? <input type="hidden" name="sport" value={params.sport} /> : null}
        <SearchField name="q" label="Search" value={params.q} placeholder="Name, team, city or position..." />
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
          options={PLAYER_STATUSES.map((status) => ({ value: status === "all" ? "" : status, label: status === "all" ? "All" : status.charAt(0).toUpperCase() + status.slice(1) }))}
        />
        <SelectField name="sort" label="Sort by" value={params.sort === "name" ? "" : params.sort} options={PLAYER_SORTS.map((sort) => ({ value: sort === "name" ? "" : sort, label: SORT_LABELS[sort] }))} />
      </FilterForm>

      <TileGrid className="my-6 lg:grid-cols-4" label="Players summary">
        <Tile label="Active Players" value={formatCount(totals.active ?? 0)} />
        <Tile label="Total Championships" value={formatCount(totals.championships ?? 0)} hint="Titles won on a champion's roster" />
        <Tile label="All-Star Selections" value={formatCount(totals.all_stars ?? 0)} />
        <Tile label="Sports Covered" value={formatCount(facets.sports_covered)} />
      </TileGrid>

      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="list-count">{`${formatCount(result.count)} players`}</p>
        <CsvLink />
      </div>
      <div aria-busy={loading}>
        {loading ? (
          <SkeletonGrid count={SKELETON_COUNTS.players} label="Loading players..." />
        ) : result.players.length === 0 ? (
          <NoPlayersFound role="status" description="Try another search, position, team or status." />
        ) : (
          <ul data-testid="player-grid" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {result.players.map((player) => (
              <li key={player.id}>
                <PlayerCard player={player} showSport={result.showSportSwitcher} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pager page={params.page} pageCount={result.totalPages} label="Player pages" />
    </div>
  );
}
