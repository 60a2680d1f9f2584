// 'Team Standings': a season's standings grouped by conference and division as they were that season,
// with a sport switcher on the hub, search, division and conference filters, four tiles and one
// expanded row at a time. A season being played refreshes every 5 minutes.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import { SPORTS, sportName } from "@core/sports";
import { pageHeaders } from "~/.server/cache-headers";
import { loadPage } from "~/.server/page-errors";
import { listSeason } from "~/.server/selected-season";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { CsvLink } from "~/components/kit/CsvLink";
import { FilterForm, SearchField, SelectField } from "~/components/kit/FilterForm";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { useRouteLoading } from "~/components/kit/useRouteLoading";
import { YourSeasonNote } from "~/components/kit/YourSeasonNote";
import { LiveRefresh } from "~/components/seasons/LiveRefresh";
import { StandingsTables } from "~/components/seasons/StandingsTables";
import { EmptyState } from "~/components/ui/EmptyState";
import { SkeletonRows } from "~/components/ui/Skeleton";
import { Tile, TileGrid } from "~/components/ui/Tile";
import { gameDateLabel } from "~/lib/championship-labels";
import type { CsvExport } from "~/lib/csv";
import { routeMeta } from "~/lib/meta";
import { standingRows, standingsCsv } from "~/lib/standings-table";
import { hasStandings, resultsBound, standingsNotYet } from "~/lib/standings-seasons";
import { askedSeasonNotHeld, yourSeason } from "~/lib/your-season";
import { standingSortFields } from "~/lib/list-params";
import { hrefWith } from "~/lib/url-state";
import { fields, parseSearch } from "~/lib/url-params";

export const headers = pageHeaders;

/** Every team of a season fits on one answer (the API's largest page). */
const STANDINGS_PAGE_SIZE = 200;
const LEVELS = ["professional", "college"] as const;

const standingsParams = z.object({
  sport: fields.oneOf(["", ...SPORTS], ""),
  level: fields.oneOf(LEVELS, "professional"),
  q: fields.text(),
  division: fields.text(),
  conference: fields.text(),
  ...standingSortFields,
  open: fields.token(),
});

function distinct(values: ReadonlyArray<string | null>): Array<string> {
  return [...new Set(values.filter((v): v is string => !!v))].sort((a, b) => a.localeCompare(b));
}

export async function loader({ request }: LoaderFunctionArgs) {
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const url = new URL(request.url);
  const params = parseSearch(standingsParams, url.searchParams);
  // The URL's season, else the fan's (the header's picker), else the latest.
  const asked = await listSeason(request, url);
  const isHub = site.sport === null;
  // On a sport site the site chooses the sport and level; the URL's own mean nothing there.
  const scope = isHub ? { sport__slug: params.sport || undefined, level__slug: params.level } : {};
  return loadPage(async () => {
    // Every season of the scope (the hub's professional leagues hold over 400): the pages one after another.
    const seasonList = [];
    for (let seasonPage = 1; seasonPage <= 10; seasonPage++) {
      const answer = await api.seasons({ ...scope, page: seasonPage, page_size: 200 });
      seasonList.push(...answer.results);
      if (!answer.next) break;
    }
    // Only seasons with a table: a season of fixtures alone has no standings yet.
    const withStandings = seasonList.filter(hasStandings);
    const seasonYears = [...new Set(withStandings.map((s) => s.start_year))].sort((a, b) => b - a);
    const labelByYear = new Map<number, string>();
    for (const s of withStandings) if (!labelByYear.has(s.start_year)) labelByYear.set(s.start_year, s.label);
    // A season without standings (or none asked) shows each league's latest season that has them.
    const season = asked.season !== null && seasonYears.includes(asked.season) ? asked.season : undefined;
    const base = { ...scope, season, page_size: STANDINGS_PAGE_SIZE };
    const filtered = params.q !== "" || params.division !== "" || params.conference !== "";
    const [all, shown] = await Promise.all([
      api.standings(base),
      filtered
        ? api.standings({ ...base, search: params.q || undefined, division: params.division || undefined, conference: params.conference || undefined })
        : null,
    ]);
    // With no season asked, a sport's site shows its main league's latest season (the NFL's 2025, not
    // also the AFL's last, 1969); its other leagues are a season away in the season choice.
    const mainLeague = (answer: typeof all) => {
      if (isHub || season !== undefined) return answer;
      const main = answer.results.filter((r) => r.league.slug === site.id);
      return main.length === 0 ? answer : { ...answer, count: main.length, results: main };
    };
    const allShown = mainLeague(all);
    const rows = (shown ? mainLeague(shown) : allShown).results;
    const shownSeasons = new Set(allShown.results.map((r) => `${r.league.slug}|${r.season.start_year}`));
    const shownInProgress = withStandings.filter((s) => s.status === "active" && shownSeasons.has(`${s.league.slug}|${s.start_year}`));
    const inProgress = shownInProgress.length > 0;
    // A season in progress: its standings are through the last day with a final game (the latest of those shown).
    const through =
      shownInProgress
        .map((s) => s.results_through ?? null)
        .filter((d): d is string => d !== null)
        .sort()
        .at(-1) ?? null;
    // A season in progress with finals of a day not complete yet: they wait for the day's end.
    const laterResults = shownInProgress.some((s) => resultsBound(s)?.laterResults);
    // A season over whose results we hold only part of the way: where they end (the earliest of those shown),
    // and whether results after that day are not counted (a day before them not complete).
    const earlyEnds = withStandings
      .filter((s) => shownSeasons.has(`${s.league.slug}|${s.start_year}`))
      .flatMap((s) => {
        const bound = resultsBound(s);
        return bound?.endedEarly ? [bound] : [];
      })
      .sort((a, b) => a.through.localeCompare(b.through));
    const endedEarly = earlyEnds.at(0)?.through ?? null;
    const endedEarlyWithLaterResults = earlyEnds.at(0)?.laterResults ?? false;
    // The seasons asked for (or, with none asked, newer than their league's shown one) that have games but
    // no standings yet, and why: never another season shown in silence (decision 0189).
    const shownYear = new Map<string, number>();
    for (const r of allShown.results) shownYear.set(r.league.slug, Math.max(shownYear.get(r.league.slug) ?? 0, r.season.start_year));
    const notYet = seasonList.flatMap((s) => {
      const why = standingsNotYet(s);
      if (why === null || s.status === "upcoming") return [];
      const wanted = asked.season !== null ? s.start_year === asked.season : s.start_year > (shownYear.get(s.league.slug) ?? 0);
      return wanted ? [{ label: `${s.league.abbreviation} ${s.label}`, why }] : [];
    });
    const payload = {
      params: { ...params, season: season ?? (isHub ? undefined : allShown.results[0]?.season.start_year) },
      isHub,
      siteSport: site.sport,
      // Each option as its label only ("2025-26", or "2025"): the value is the year it starts with.
      seasonOptions: seasonYears.map((year) => labelByYear.get(year) ?? String(year)),
      seasonLabels: distinct(allShown.results.map((r) => `${r.league.abbreviation} ${r.season.label}`)),
      divisions: distinct(allShown.results.map((r) => r.division)),
      conferences: distinct(allShown.results.map((r) => r.conference)),
      tiles: {
        champions: allShown.results.filter((r) => r.playoff_position === "champion").length,
        playoffs: allShown.results.filter((r) => r.playoff_position === "champion" || r.playoff_position === "playoffs").length,
        bubble: allShown.results.filter((r) => r.playoff_position === "bubble").length,
        teams: allShown.count,
      },
      rows: standingRows(rows),
      yourSeason:
        yourSeason(asked.source, asked.season, site.sport, season !== undefined) ??
        // A season asked for whose games we hold says why it has no standings yet (notYet), not "no standings in our data".
        askedSeasonNotHeld(asked.source, asked.season, site.sport, season !== undefined || (asked.source === "url" && notYet.length > 0)),
      inProgress,
      through,
      laterResults,
      endedEarly,
      endedEarlyWithLaterResults,
      notYet,
    };
    return data(payload, { headers: { "Cache-Control": api.client.cacheControl({ cookieDependent: asked.source === "cookie" }) } });
  });
}

type PageData = Awaited<ReturnType<typeof loader>>["data"];

/** The rows the page shows, in its groups and sort. */
export const csvTable: CsvExport<PageData> = (page) => {
  const { params } = page;
  return standingsCsv(
    page.rows,
    params.sort,
    params.dir,
    page.siteSport ?? params.sport,
    params.season ?? "latest",
    params.conference,
    params.division,
    params.q,
  );
};

export const meta = routeMeta<Awaited<ReturnType<typeof loader>>["data"]>(({ data: page }) => ({
  title: "Team Standings",
  description: `Standings ${page.seasonLabels.join(", ")}: records, games behind, home and away, division and conference records and playoff positions.`,
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "Team Standings",
  failure: { title: "Error Loading Standings" },
  notFound: { title: "Not Found", message: "The page you are looking for does not exist.", backTo: "/standings", backLabel: "Back to Standings" },
});

export default function StandingsPage() {
  const page = useLoaderData<typeof loader>();
  const loading = useRouteLoading();
  const location = useLocation();
  const { params } = page;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {page.inProgress ? <LiveRefresh /> : null}
      <header className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Team Standings</h1>
        <p className="mt-1 text-slate-700">
          {page.seasonLabels.length > 0 ? page.seasonLabels.join(" · ") : "Standings by season"}
          {page.inProgress ? (
            <span data-testid="standings-through">
              {` · season in progress${page.through ? `, through ${gameDateLabel(page.through)}` : ""}, refreshed every 5 minutes`}
              {page.laterResults ? " (a day's results count once all its games are final)" : ""}
            </span>
          ) : page.endedEarly ? (
            <span data-testid="standings-through">
              {page.endedEarlyWithLaterResults
                ? ` · standings through ${gameDateLabel(page.endedEarly)}: a game of a later day has no result in our data, so the results after it are not counted`
                : ` · results in our data end on ${gameDateLabel(page.endedEarly)}: the season's later games are not in our data`}
            </span>
          ) : null}
        </p>
        {page.notYet.map((season) => (
          <p
            key={season.label}
            className="mt-2 rounded-lg bg-primary-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-primary-200"
            data-testid="standings-not-yet"
          >
            {season.why === "no_complete_day"
              ? `${season.label} has no standings yet: its results so far are not complete to any day (a day counts once all its games are final).`
              : `${season.label} has no standings yet: none of its results are in our data.`}
          </p>
        ))}
        <YourSeasonNote yourSeason={page.yourSeason} what="standings" linkText="See the latest standings" />
      </header>

      {page.isHub ? (
        <nav aria-label="Sport" className="mb-4 flex flex-wrap gap-2">
          {[{ value: "", label: "All Sports" }, ...SPORTS.map((sport) => ({ value: sport, label: sportName(sport) }))].map((option) => {
            const current = params.sport === option.value;
            return (
              <Link
                key={option.value || "all"}
                to={hrefWith(
                  location.search,
                  { sport: option.value || null, season: null, division: null, conference: null, open: null },
                  { pathname: "/standings" },
                )}
                aria-current={current ? "page" : undefined}
                preventScrollReset
                className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${current ? "bg-primary-600 text-white ring-primary-600" : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50"}`}
              >
                {option.label}
              </Link>
            );
          })}
        </nav>
      ) : null}

      <FilterForm action="/standings" label="Filter standings">
        {page.isHub ? (
          <>
            <input type="hidden" name="sport" value={params.sport} />
            <SelectField
              name="level"
              label="Level"
              value={params.level}
              options={[
                { value: "professional", label: "Professional" },
                { value: "college", label: "College" },
              ]}
            />
          </>
        ) : null}
        <SelectField
          name="season"
          label="Season"
          value={params.season === undefined ? "latest" : String(params.season)}
          options={[{ value: "latest", label: "Latest season" }, ...page.seasonOptions.map((label) => ({ value: String(parseInt(label, 10)), label }))]}
        />
        <SearchField name="q" label="Search" value={params.q} placeholder="Team, city, abbreviation or division..." />
        <SelectField
          name="conference"
          label="Conference"
          value={params.conference}
          options={[{ value: "", label: "All Conferences" }, ...page.conferences.map((c) => ({ value: c, label: c }))]}
        />
        <SelectField
          name="division"
          label="Division"
          value={params.division}
          options={[{ value: "", label: "All Divisions" }, ...page.divisions.map((d) => ({ value: d, label: d }))]}
        />
      </FilterForm>

      <TileGrid className="my-6 lg:grid-cols-4">
        <Tile label="Champions" value={String(page.tiles.champions)} />
        <Tile label="Playoff Teams" value={String(page.tiles.playoffs)} />
        <Tile label="On the Bubble" value={String(page.tiles.bubble)} />
        <Tile label="Total Teams" value={String(page.tiles.teams)} />
      </TileGrid>

      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700" data-testid="list-count">{`${page.rows.length} ${page.rows.length === 1 ? "team" : "teams"} shown`}</p>
        <CsvLink />
      </div>
      <div aria-live="polite" aria-busy={loading}>
        {loading ? (
          <SkeletonRows label="Loading standings..." />
        ) : page.seasonOptions.length === 0 ? (
          // No season of this site's leagues has standings: nothing a filter could change.
          <EmptyState
            role="status"
            title="No standings in our data for this site"
            description="We hold no regular-season results or published records for this sport and level yet. The Data Quality page lists what we hold for every league."
          />
        ) : page.rows.length === 0 ? (
          <EmptyState role="status" title="No Standings Found" description="Try another season, search, conference or division." />
        ) : (
          <StandingsTables rows={page.rows} sport={page.siteSport} sort={params.sort} dir={params.dir} />
        )}
      </div>
    </div>
  );
}
