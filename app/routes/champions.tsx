// Champions history: search and season filters (URL parameters), summary tiles, champions grouped by season then championship or sport, paged by seasons.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { z } from "zod";
import { pageHeaders } from "~/.server/cache-headers";
import { requestSite } from "~/.server/site.server";
import { sportsApi, type SportsApi } from "~/.server/sports-api.server";
import { ensurePageInRange, pageFailure } from "~/.server/page-errors";
import { useOpenParam } from "~/components/kit/Disclosure";
import { FilterForm, SearchField, SelectField } from "~/components/kit/FilterForm";
import { Pager } from "~/components/kit/Pager";
import { useRowLinks } from "~/components/kit/RowLinks";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { useRouteLoading } from "~/components/kit/useRouteLoading";
import { CsvLink } from "~/components/kit/CsvLink";
import { ALL_ROWS, csvFilename, wantsCsv, type CsvExport } from "~/lib/csv";
import { routeMeta } from "~/lib/meta";
import { pageCount as pagesOf } from "~/lib/url-state";
import { fields, parseSearch } from "~/lib/url-params";
import { EmptyState } from "~/components/ui/EmptyState";
import { LoadingIndicator } from "~/components/ui/LoadingIndicator";
import { Tile, TileGrid } from "~/components/ui/Tile";
import { championsPageTitle, isMajorTitle, SPORT_GROUPS, sportGroup, gameDateLabel, teamDisplayName } from "~/lib/championship-labels";
import { seasonLabel } from "@core/seasons";
import type { loader as rootLoader } from "~/root";

export const headers = pageHeaders;

/**
 * Seasons per page of the list (a title belongs to its season, keyed by its start year): ten on a
 * sport's site (one or two titles a season), five on the hub, whose seasons hold every sport's titles
 * (about 70 a page rather than 140; issue 14 named this page as the heaviest).
 */
export function seasonsPerPage(site: { isSportSpecific: boolean }): number {
  return site.isSportSpecific ? 10 : 5;
}
const FETCH_SIZE = 200;

const filtersSchema = z.object({
  q: fields.text(),
  year: fields.year(),
  page: fields.page(),
  open: fields.id(),
});

type Champion = Awaited<ReturnType<SportsApi["champions"]>>["results"][number];

/** What a row shows; the coach and season only for the open row (opening one is a navigation), or for every row of the CSV. */
function entry(result: Champion, open: number | null, allDetails: boolean) {
  const isOpen = allDetails || result.id === open;
  return {
    id: result.id,
    championship: result.championship_name,
    team: teamDisplayName(result.team_city, result.team_name),
    record: result.record,
    held: result.status === "held",
    note: result.note,
    fromGames: result.from_games,
    major: isMajorTitle(result.championship_name),
    details: isOpen
      ? {
          coach: result.coach,
          season: result.season_name || result.season_label,
          decided: gameDateLabel(result.game_date),
          score: result.score,
          runnerUp: result.runner_up_name,
        }
      : null,
  };
}

type Entry = ReturnType<typeof entry>;

function groupYear(
  results: Array<Champion>,
  byChampionship: boolean,
  open: number | null,
  allDetails: boolean,
): Array<{ name: string; entries: Array<Entry> }> {
  const groups = new Map<string, Array<Entry>>();
  if (!byChampionship) for (const group of SPORT_GROUPS) groups.set(group, []);
  for (const result of results) {
    const key = byChampionship ? result.championship_name : sportGroup(result.sport.slug, result.championship_name);
    groups.set(key, [...(groups.get(key) ?? []), entry(result, open, allDetails)]);
  }
  return [...groups].filter(([, items]) => items.length > 0).map(([name, items]) => ({ name, entries: items }));
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const filters = parseSearch(filtersSchema, url.searchParams);
  const title = championsPageTitle(site);
  const view = { title, q: filters.q, year: filters.year ?? null, open: filters.open ?? null };
  try {
    const summary = await api.championsSummary();
    let years: Array<number>;
    let pageYears: Array<number>;
    let results: Array<Champion>;
    let total: number;
    const page = filters.page;
    // The CSV holds every season for the filters (the page a few seasons at a time).
    const perPage = seasonsPerPage(site);
    const csv = wantsCsv(url);
    const query = { search: filters.q || undefined, year: filters.year };
    if (filters.q || filters.year !== undefined || csv) {
      results = (await api.champions({ ...query, page_size: ALL_ROWS })).results;
      total = results.length;
      years = [...new Set(results.map((result) => result.year))].sort((a, b) => b - a);
      ensurePageInRange(url, page, pagesOf(years.length, perPage));
      pageYears = csv ? years : years.slice((page - 1) * perPage, page * perPage);
      const onPage = new Set(pageYears);
      results = results.filter((result) => onPage.has(result.year));
    } else {
      years = summary.years;
      ensurePageInRange(url, page, pagesOf(years.length, perPage));
      pageYears = years.slice((page - 1) * perPage, page * perPage);
      const [answers, counted] = await Promise.all([
        Promise.all(pageYears.map((year) => api.champions({ year, page_size: FETCH_SIZE }))),
        api.champions({ page_size: 1 }),
      ]);
      results = answers.flatMap((answer) => answer.results);
      total = counted.count;
    }
    const byChampionship = site.isSportSpecific;
    const groupsByYear = pageYears.map((year) => ({
      year,
      label: seasonLabel(year, site.sport),
      groups: groupYear(
        results.filter((result) => result.year === year),
        byChampionship,
        view.open,
        csv,
      ),
    }));
    return data(
      {
        ...view,
        summary: {
          totalChampionships: summary.total_championships,
          uniqueTeams: summary.unique_teams,
          yearsTracked: summary.years_tracked,
          winningCoaches: summary.winning_coaches,
        },
        // The years only: the page labels them (a label a year would double what the page sends).
        yearOptions: summary.years,
        sport: site.sport,
        years: groupsByYear.filter((year) => year.groups.length > 0),
        page,
        pageCount: pagesOf(years.length, perPage),
        total,
      },
      { headers: { "Cache-Control": api.client.cacheControl() } },
    );
  } catch (error) {
    pageFailure(error);
  }
}

type PageData = NonNullable<Awaited<ReturnType<typeof loader>>>["data"];

/** Every champion for the filters, season by season and grouped as the page shows them. */
export const csvTable: CsvExport<PageData> = (page) => {
  return {
    filename: csvFilename("champions", page.year, page.q),
    columns: [
      { key: "season", label: "Season" },
      { key: "championship", label: "Championship" },
      { key: "champion", label: "Champion" },
      { key: "record", label: "Record" },
      { key: "score", label: "Score" },
      { key: "runnerUp", label: "Runner-up" },
      { key: "coach", label: "Coach" },
      { key: "decided", label: "Deciding game" },
      { key: "note", label: "Note" },
    ],
    rows: page.years.flatMap((year) =>
      year.groups.flatMap((group) =>
        group.entries.map((item) => ({
          season: item.details?.season ?? year.label,
          championship: item.championship,
          champion: item.held ? item.team : "Not held",
          record: item.record,
          score: item.details?.score,
          runnerUp: item.details?.runnerUp,
          coach: item.details?.coach,
          decided: item.details?.decided,
          note: item.note,
        })),
      ),
    ),
  };
};

export const meta = routeMeta<{ title: string }>(({ data: page }) => ({
  title: page.title,
  description: "Every champion year by year: search by team, city or coach, and filter by year.",
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "Champions",
  failure: { title: "Failed to load championship history" },
  notFound: { title: "Not Found", message: "The page you are looking for does not exist.", backTo: "/champions", backLabel: "Back to Champions" },
});

export default function ChampionsPage() {
  const page = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const loading = useRouteLoading();
  const { toggleHref } = useOpenParam();
  const onRowLinkClick = useRowLinks();
  const filtered = page.q !== "" || page.year !== null;
  const sportSpecific = root?.site.isSportSpecific ?? false;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{page.title}</h1>
        <p className="mt-2 text-slate-600">{sportSpecific ? "Every champion, year by year." : "Every champion across every sport, year by year."}</p>
      </header>

      <FilterForm action="/champions" label="Filter champions">
        <SearchField name="q" label="Search" value={page.q} placeholder="Search by team, city, or coach..." />
        <SelectField
          name="year"
          label="Year"
          value={page.year === null ? "" : String(page.year)}
          options={[
            { value: "", label: "All Years" },
            ...(page.year !== null && !page.yearOptions.includes(page.year) ? [{ value: String(page.year), label: String(page.year) }] : []),
            ...page.yearOptions.map((year) => ({ value: String(year), label: seasonLabel(year, page.sport) })),
          ]}
        />
      </FilterForm>

      {loading ? <LoadingIndicator layout="notice" size="sm" showLabel label="Loading championship history..." /> : null}

      <>
        {page.summary ? (
          <TileGrid label="Champions summary" className="md:grid-cols-4">
            <Tile label="Total Championships" value={page.summary.totalChampionships} />
            <Tile label="Unique Teams" value={page.summary.uniqueTeams} />
            <Tile label="Years Tracked" value={page.summary.yearsTracked} />
            <Tile label="Winning Coaches" value={page.summary.winningCoaches} />
          </TileGrid>
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-2">
          <p
            className="text-sm text-slate-700"
            data-testid="list-count"
          >{`${page.total.toLocaleString("en-US")} ${page.total === 1 ? "result" : "results"}`}</p>
          <CsvLink />
        </div>

        {page.years.length === 0 ? (
          filtered ? (
            <EmptyState role="status" title="No champions found matching your search" description="Try a different team, city, coach or year." />
          ) : (
            <EmptyState role="status" title="No championship history available" />
          )
        ) : (
          // The rows are plain links; this one handler navigates in the app (a keyboard activation is a click too),
          // each as a replace that keeps the scroll position (they open and close a row).
          <div className="space-y-8" onClick={onRowLinkClick} data-replace="true" data-keep-scroll="true">
            {page.years.map((year) => (
              <section key={year.year} aria-labelledby={`year-${year.year}`}>
                <h2 id={`year-${year.year}`} className="mb-3 border-b border-slate-200 pb-1 text-2xl font-bold text-slate-900">
                  {year.label}
                </h2>
                <div className="space-y-4">
                  {year.groups.map((group) => (
                    <div key={group.name}>
                      <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">{group.name}</h3>
                      <ul className="grid gap-2 md:grid-cols-2" aria-label={`${group.name} champions, ${year.label}`}>
                        {group.entries.map((item) => {
                          const isOpen = page.open === item.id;
                          const detailsId = `champion-${item.id}`;
                          return (
                            <li key={item.id} data-major={item.major ? "true" : undefined} className={item.major ? "champ champ-major" : "champ"}>
                              <a
                                href={toggleHref(String(item.id))}
                                aria-expanded={isOpen}
                                aria-controls={isOpen ? detailsId : undefined}
                                data-testid="champion-row"
                                className="champ-link"
                              >
                                <span>
                                  <span className="champ-title">
                                    {item.major ? <span aria-hidden="true">🏆 </span> : null}
                                    {item.championship}
                                  </span>
                                  <span className="champ-team">{item.held ? item.team : "Not held"}</span>
                                  {item.fromGames ? (
                                    <span className="block text-xs text-slate-600" data-testid="champion-from-games">
                                      From our games; not yet checked
                                    </span>
                                  ) : null}
                                </span>
                                <span className="text-sm text-slate-700">{item.held ? (item.record ?? "") : (item.note ?? "")}</span>
                              </a>
                              {isOpen && item.details ? (
                                <dl id={detailsId} className="grid grid-cols-2 gap-2 border-t border-slate-200 px-3 py-2 text-sm">
                                  <div>
                                    <dt className="font-semibold text-slate-600">Coach</dt>
                                    <dd className="text-slate-900">{item.details.coach ?? "Not recorded"}</dd>
                                  </div>
                                  <div>
                                    <dt className="font-semibold text-slate-600">Season</dt>
                                    <dd className="text-slate-900">{item.details.season}</dd>
                                  </div>
                                  {item.details.decided ? (
                                    <div className="col-span-2">
                                      <dt className="font-semibold text-slate-600">Deciding game</dt>
                                      <dd className="text-slate-900">{item.details.decided}</dd>
                                    </div>
                                  ) : null}
                                </dl>
                              ) : null}
                            </li>
                          );
                        })}
                      </ul>
                    </div>
                  ))}
                </div>
              </section>
            ))}
          </div>
        )}
        <Pager page={page.page} pageCount={page.pageCount} label="Champions pages" />
      </>
    </div>
  );
}
