// The coaches directory ('All Coaches'): sport switcher, search, position, team and status filters,
// four tiles, sortable and paged cards with one Show More Details expander open at a time.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { CsvExport } from "~/lib/csv";
import { useLoaderData } from "@remix-run/react";
import { pageHeaders } from "~/.server/cache-headers";
import { loadPeopleDirectory } from "~/.server/people/directory.server";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { CoachCard } from "~/components/people/CoachCard";
import type { Coach } from "~/components/people/types";
import { PeopleDirectory } from "~/components/people/PeopleDirectory";
import { EmptyState } from "~/components/ui/EmptyState";
import { Tile } from "~/components/ui/Tile";
import { peopleDirectoryParams } from "~/lib/list-params";
import { nothingHeld } from "~/lib/people-directory";
import { formatCount } from "~/lib/people-format";
import { coachCsv } from "~/lib/people-csv";
import { routeMeta } from "~/lib/meta";
import { parseSearch } from "~/lib/url-params";

export const headers = pageHeaders;

export const COACH_STATUSES = ["all", "active", "unknown", "interim", "retired", "fired", "resigned"] as const;
export const COACH_SORTS = ["name", "championships", "wins", "years", "last_season"] as const;
const SORT_LABELS: Record<(typeof COACH_SORTS)[number], string> = {
  name: "Name",
  championships: "Most championships",
  wins: "Most wins (in our data)",
  years: "Most years (in our data)",
  last_season: "Most recent",
};

const directoryParams = peopleDirectoryParams(COACH_STATUSES, COACH_SORTS);

export async function loader({ request }: LoaderFunctionArgs) {
  return loadPeopleDirectory(request, parseSearch(directoryParams, new URL(request.url).searchParams), {
    facets: (api, query) => api.coachFacets(query),
    list: (api, query) => api.coaches(query),
    view: (coach: Coach) => coach,
  });
}

type PageData = Awaited<ReturnType<typeof loader>>["data"];

/** Every one of the filters, in the page's sort. */
export const csvTable: CsvExport<PageData> = (page) => {
  return coachCsv(page.people, page.params);
};

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
  const { facets } = result;
  const totals = facets.totals;
  return (
    <PeopleDirectory
      heading="All Coaches"
      intro="Head coaches and managers: records, playoff records, titles and where they coached."
      action="/coaches"
      noun="coaches"
      searchPlaceholder="Name, team, city or title..."
      directory={result}
      statuses={COACH_STATUSES}
      sorts={COACH_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
      tiles={
        <>
          <Tile label="Active Coaches" value={formatCount(totals.active ?? 0)} />
          <Tile label="Total Championships" value={formatCount(totals.championships ?? 0)} />
          <Tile label="Average Years Coaching" value={facets.average_years.toFixed(1)} />
          <Tile label="Sports Covered" value={formatCount(facets.sports_covered)} />
        </>
      }
      empty={
        facets.sports_covered === 0 ? (
          // Nothing was searched: this site's sport and level have no coaches in our data at all.
          <EmptyState role="status" title="No coaches in our data for this site" description={nothingHeld("coaches")} />
        ) : (
          <EmptyState role="status" title="No Coaches Found" description="Try another search, position, team or status." />
        )
      }
      card={(coach) => <CoachCard coach={coach} showSport={result.showSportSwitcher} />}
      itemKey={(coach) => coach.id}
      gridTestId="coach-grid"
      pagerLabel="Coach pages"
    />
  );
}
