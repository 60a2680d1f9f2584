// The players directory ('All Players'): sport switcher, search, position, team and status filters,
// four tiles, sortable and paged cards with one Show More Stats expander open at a time.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { CsvExport } from "~/lib/csv";
import { useLoaderData } from "@remix-run/react";
import { pageHeaders } from "~/.server/cache-headers";
import { loadPeopleDirectory } from "~/.server/people/directory.server";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { PeopleDirectory } from "~/components/people/PeopleDirectory";
import { PlayerCard } from "~/components/people/PlayerCard";
import { NoPlayersFound } from "~/components/ui/StatusPanels";
import { Tile } from "~/components/ui/Tile";
import { peopleDirectoryParams } from "~/lib/list-params";
import { nothingHeld } from "~/lib/people-directory";
import { formatCount } from "~/lib/people-format";
import { playerCsv } from "~/lib/people-csv";
import { playerCardView } from "~/lib/player-card";
import { EmptyState } from "~/components/ui/EmptyState";
import { useRootData } from "~/components/shell/use-root-data";
import { routeMeta } from "~/lib/meta";
import { parseSearch } from "~/lib/url-params";

export const headers = pageHeaders;

export const PLAYER_STATUSES = ["all", "active", "unknown", "injured", "retired", "inactive"] as const;
export const PLAYER_SORTS = ["name", "championships", "all_star_selections", "last_season", "passing_yards", "rushing_yards", "receiving_yards"] as const;
type PlayerSort = (typeof PLAYER_SORTS)[number];
const SORT_LABELS: Record<PlayerSort, string> = {
  name: "Name",
  championships: "Most championships",
  all_star_selections: "Most All-Star selections (where our data reaches)",
  last_season: "Most recent",
  passing_yards: "Most career passing yards (where our data reaches)",
  rushing_yards: "Most career rushing yards (where our data reaches)",
  receiving_yards: "Most career receiving yards (where our data reaches)",
};
/** Sorts by a career total, offered where the sport has the figure (football's, from its season lines). */
const SPORT_SORTS: Partial<Record<string, ReadonlyArray<PlayerSort>>> = { football: ["passing_yards", "rushing_yards", "receiving_yards"] };
const SPORT_ONLY: ReadonlySet<PlayerSort> = new Set(Object.values(SPORT_SORTS).flatMap((sorts) => sorts ?? []));

const directoryParams = peopleDirectoryParams(PLAYER_STATUSES, PLAYER_SORTS);

export async function loader({ request }: LoaderFunctionArgs) {
  return loadPeopleDirectory(request, parseSearch(directoryParams, new URL(request.url).searchParams), {
    facets: (api, query) => api.playerFacets(query),
    list: (api, query) => api.players(query),
    view: playerCardView,
  });
}

type PageData = Awaited<ReturnType<typeof loader>>["data"];

/** Every one of the filters, in the page's sort. */
export const csvTable: CsvExport<PageData> = (page) => {
  return playerCsv(page.people, page.params);
};

export const meta = routeMeta(() => ({
  title: "All Players",
  description: "Every player in our data: careers, season statistics, awards and championships. Search by name, team, city or position.",
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "All Players",
  failure: { title: "Failed to load players data" },
  notFound: { title: "Not Found", message: "The page you are looking for does not exist.", backTo: "/players", backLabel: "Back to Players" },
});

const NO_CURRENT_ROSTERS = "We hold no current roster data for this site, so no player is marked active.";

export default function PlayersDirectory() {
  const result = useLoaderData<typeof loader>();
  const { facets } = result;
  const sport = useRootData()?.site.sport ?? result.params.sport;
  const sorts = PLAYER_SORTS.filter((sort) => !SPORT_ONLY.has(sort) || SPORT_SORTS[sport ?? ""]?.includes(sort) || result.params.sort === sort);
  const totals = facets.totals;
  // No player is active in our data when we hold no current season's rosters: say so, never a bare 0.
  const noActive = (totals.active ?? 0) === 0;
  return (
    <PeopleDirectory
      heading="All Players"
      intro="Careers, season statistics, awards and titles of every player our datasets name."
      action="/players"
      noun="players"
      searchPlaceholder="Name, team, city or position..."
      directory={result}
      statuses={PLAYER_STATUSES}
      sorts={sorts.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
      tiles={
        <>
          <Tile label="Active Players" value={formatCount(totals.active ?? 0)} hint={noActive ? NO_CURRENT_ROSTERS : undefined} />
          <Tile label="Total Championships" value={formatCount(totals.championships ?? 0)} hint="Titles won on a champion's roster" />
          <Tile label="All-Star Selections" value={formatCount(totals.all_stars ?? 0)} />
          <Tile label="Sports Covered" value={formatCount(facets.sports_covered)} />
        </>
      }
      empty={
        facets.sports_covered === 0 ? (
          // Nothing was searched: this site's sport and level have no players in our data at all.
          <EmptyState role="status" title="No players in our data for this site" description={nothingHeld("players")} />
        ) : result.params.status === "active" && noActive ? (
          <EmptyState role="status" title="No active players in our data" description={NO_CURRENT_ROSTERS} />
        ) : (
          <NoPlayersFound role="status" description="Try another search, position, team or status." />
        )
      }
      card={(player) => <PlayerCard player={player} showSport={result.showSportSwitcher} />}
      itemKey={(player) => player.id}
      gridTestId="player-grid"
      pagerLabel="Player pages"
    />
  );
}
