// One season: its header and the tabs Overview, Teams, Standings and Playoffs (the `tab` parameter),
// all from the data; 'Season Not Found' with a 404 for a season we do not hold.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { apiLevel } from "@sites";
import { pageHeaders } from "~/.server/cache-headers";
import { loadPage, notFound } from "~/.server/page-errors";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import type { Standing } from "@api/model";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { TabLinks } from "~/components/kit/TabLinks";
import { useRouteLoading } from "~/components/kit/useRouteLoading";
import { LiveRefresh } from "~/components/seasons/LiveRefresh";
import { gameDateLabel } from "~/lib/championship-labels";
import { resultsBound, standingsNotYet } from "~/lib/standings-seasons";
import { noChampionLabel, SEASON_STATUS_TONES, seasonStatusLabel } from "~/components/seasons/season-labels";
import { CsvLink } from "~/components/kit/CsvLink";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import type { CsvExport } from "~/lib/csv";
import { standingsCsv } from "~/lib/standings-table";
import { standingSortFields } from "~/lib/list-params";
import { Badge } from "~/components/ui/Badge";
import { EmptyState } from "~/components/ui/EmptyState";
import { SkeletonRows } from "~/components/ui/Skeleton";
import { routeMeta } from "~/lib/meta";
import { fields, parseSearch } from "~/lib/url-params";
import { lazyComponent } from "~/lib/lazy-component";
import { Suspense } from "react";

// The Standings and Playoffs tabs' tables load when shown (app/lib/lazy-component.ts): the overview,
// the page's first view, does not carry them.
const StandingsTables = lazyComponent(() => import("~/components/seasons/StandingsTables").then((module) => module.StandingsTables));
const PlayoffRounds = lazyComponent(() => import("~/components/seasons/PlayoffRounds").then((module) => module.PlayoffRounds));

export const headers = pageHeaders;

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "teams", label: "Teams" },
  { id: "standings", label: "Standings" },
  { id: "playoffs", label: "Playoffs" },
] as const;
type TabId = (typeof TABS)[number]["id"];

const seasonParams = z.object({
  tab: fields.oneOf(
    TABS.map((t) => t.id),
    "overview",
  ),
  open: fields.token(),
  ...standingSortFields,
});

export async function loader({ request, params: routeParams }: LoaderFunctionArgs) {
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const url = new URL(request.url);
  const params = parseSearch(seasonParams, url.searchParams);
  const slug = routeParams.slug ?? "";
  return loadPage(async () => {
    const season = await api.season(slug);
    // A sport site shows its own sport's seasons only.
    if (site.sport && (season.sport.slug !== site.sport || (site.level && season.level.slug !== apiLevel(site.level)))) {
      notFound("Season not found");
    }
    const tab: TabId = params.tab;
    const [standings, playoffs] = await Promise.all([
      tab === "teams" || tab === "standings" ? api.seasonStandings(slug) : null,
      tab === "playoffs" ? api.seasonPlayoffs(slug) : null,
    ]);
    return data(
      { season, tab, sort: params.sort, dir: params.dir, standings: standings?.results ?? null, playoffs: playoffs?.results ?? null },
      { headers: { "Cache-Control": api.client.cacheControl() } },
    );
  });
}

type PageData = Awaited<ReturnType<typeof loader>>["data"];

/** The Standings tab's tables as CSV (the other tabs have no table to export). */
export const csvTable: CsvExport<PageData> = (page) => {
  if (page.tab !== "standings" || !page.standings) return null;
  return standingsCsv(page.standings, page.sort, page.dir, page.season.slug);
};

export const meta = routeMeta<Awaited<ReturnType<typeof loader>>["data"]>(({ data: page }) => ({
  title: page.season.name,
  description: `${page.season.name}: ${page.season.champion ? `champion ${page.season.champion.team_name}, ` : ""}${page.season.teams_count} teams, ${page.season.games_count} games.`,
}));

export const ErrorBoundary = routeErrorBoundary({
  failure: { title: "Error Loading Seasons" },
  notFound: { title: "Season Not Found", message: "The season you are looking for does not exist.", backTo: "/seasons", backLabel: "Back to Seasons" },
});

/** A fact we do not hold reads "Not in our data"; in a season that was not played, "Not played". */
function notHeld(value: string | number | null | undefined, status?: string): string {
  if (value !== null && value !== undefined && value !== "") return String(value);
  return status === "cancelled" ? "Not played" : "Not in our data";
}

export default function SeasonPage() {
  const { season, tab, standings, playoffs, sort, dir } = useLoaderData<typeof loader>();
  const loading = useRouteLoading();
  const champion = season.champion;
  // A season over whose results we hold only part of the way (the one rule the standings follow too).
  const bound = resultsBound(season);
  const endedEarly = bound?.endedEarly ? bound.through : null;
  // A season in progress: its standings' date, the last complete day (decision 0189), never a day being played.
  const inProgressThrough = bound && !bound.endedEarly ? bound.through : null;
  const notYet = standingsNotYet(season);
  const span = season.end_year === season.start_year ? String(season.start_year) : `${season.start_year}–${season.end_year}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {season.status === "active" && (tab === "standings" || tab === "teams") ? <LiveRefresh /> : null}
      <Breadcrumb className="mb-3" items={[{ label: "All Seasons", to: "/seasons" }, { label: season.name }]} />
      <header className="mb-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{season.name}</h1>
          <Badge tone={SEASON_STATUS_TONES[season.status]}>{seasonStatusLabel(season)}</Badge>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-4 text-sm sm:grid-cols-4 lg:grid-cols-8">
          <Fact label="Sport" value={season.sport.name} />
          <Fact label="League" value={season.league.abbreviation} />
          <Fact label="Level" value={season.level.name} />
          <Fact label="Years" value={span} />
          <Fact label="Teams" value={String(season.teams_count)} />
          <Fact label="Games" value={season.games_count.toLocaleString("en-US")} />
          <div className="col-span-2">
            <dt className="text-xs font-semibold uppercase text-slate-600">Champion</dt>
            <dd className="font-semibold text-slate-900" data-testid="season-champion">
              {champion ? (
                champion.team_slug ? (
                  <Link to={`/teams/${champion.team_slug}/${season.start_year}`} className="text-primary-800 hover:underline">
                    {champion.team_name}
                  </Link>
                ) : (
                  champion.team_name
                )
              ) : (
                noChampionLabel(season.status)
              )}
            </dd>
            {season.status === "cancelled" && season.title_note ? (
              <dd className="text-xs text-slate-600" data-testid="season-not-held">
                {season.title_note}
              </dd>
            ) : null}
            {champion && season.champions.some((c) => c.from_games) ? (
              <dd className="text-xs text-slate-600" data-testid="champion-from-games">
                Decided in the games we hold; not yet in our checked list of champions.
              </dd>
            ) : null}
          </div>
        </dl>
        {endedEarly ? (
          <p className="mt-4 text-sm text-slate-700" data-testid="season-results-end">
            {bound?.laterResults
              ? `Standings through ${gameDateLabel(endedEarly)}: a game of a later day has no result in our data, so the results after it are not counted.`
              : `Results in our data end on ${gameDateLabel(endedEarly)}; the season's later games (its schedule runs to ${gameDateLabel(
                  season.end_date,
                )}) are not in our data.`}
          </p>
        ) : null}
        {inProgressThrough ? (
          <p className="mt-4 text-sm text-slate-700" data-testid="season-results-through">
            {`Standings through ${gameDateLabel(inProgressThrough)}, the last day whose games are all final${
              bound?.laterResults ? "; a day's results count once all its games are final" : ""
            }.`}
          </p>
        ) : notYet ? (
          <p className="mt-4 text-sm text-slate-700" data-testid="season-results-through">
            {notYet === "no_complete_day"
              ? "No standings yet: the results so far are not complete to any day (a day counts once all its games are final)."
              : "No standings yet: none of the season's results are in our data."}
          </p>
        ) : null}
        {season.playoff_games > 0 ? (
          <p className="mt-4">
            <Link to={`/seasons/${season.slug}/bracket`} className="font-semibold text-primary-800 underline" data-testid="season-bracket-link">
              Postseason bracket
            </Link>
          </p>
        ) : null}
      </header>

      <TabLinks tabs={TABS} active={tab} label="Season sections" />

      <div className="mt-6" aria-live="polite" aria-busy={loading}>
        <Suspense fallback={null}>
          {loading ? (
            <SkeletonRows label="Loading season..." />
          ) : tab === "overview" ? (
            <section aria-label="Overview" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                <Fact label="Start date" value={notHeld(season.start_date, season.status)} />
                <Fact label="End date" value={notHeld(season.end_date, season.status)} />
                <Fact label="Sport" value={season.sport.name} />
                <Fact label="League" value={season.league.name} />
                <Fact label="Level" value={season.level.name} />
                <Fact label="Status" value={seasonStatusLabel(season)} />
                <Fact label="Championship" value={notHeld(season.championship_name)} />
                <Fact label="Teams" value={String(season.teams_count)} />
                <Fact label="Total games" value={season.games_count.toLocaleString("en-US")} />
                <Fact label="Regular season games" value={season.regular_season_games.toLocaleString("en-US")} />
                <Fact label="Playoff games" value={season.playoff_games.toLocaleString("en-US")} />
                <Fact label="Playoff format" value={notHeld(season.playoffs_format)} />
              </dl>
              {season.games_count === 0 ? (
                <p className="mt-4 text-sm text-slate-700" data-testid="season-holdings">
                  {whatWeHold(season)}
                </p>
              ) : null}
            </section>
          ) : tab === "teams" ? (
            <TeamsList rows={standings ?? []} notYet={notYet} />
          ) : tab === "standings" ? (
            standings && standings.length > 0 ? (
              <>
                <div className="mb-3 flex justify-end">
                  <CsvLink />
                </div>
                <StandingsTables rows={standings} sport={null} sort={sort} dir={dir} />
              </>
            ) : (
              <EmptyState
                role="status"
                title="No Standings Found"
                description={
                  notYet === "no_complete_day"
                    ? "The season's results so far are not complete to any day: its standings begin once all of a day's games are final."
                    : notYet === "no_results"
                      ? "We hold the season's schedule but none of its results."
                      : "We hold no games or published records for this season."
                }
              />
            )
          ) : (
            <PlayoffRounds games={playoffs ?? []} champions={season.champions} />
          )}
        </Suspense>
      </div>
    </div>
  );
}

function TeamsList({ rows, notYet }: { rows: ReadonlyArray<Standing>; notYet: ReturnType<typeof standingsNotYet> }) {
  if (rows.length === 0)
    return (
      <EmptyState
        role="status"
        title="No Teams Found"
        description={
          notYet === null
            ? "We hold no games or published records for this season."
            : "The season's teams and their records are listed once a day of its results is complete."
        }
      />
    );
  const sorted = [...rows].sort((a, b) => a.team.name.localeCompare(b.team.name));
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="season-teams">
      {sorted.map((row) => (
        <li key={row.id} className="flex items-center justify-between rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm">
          <Link to={`/teams/${row.team.slug}/${row.season.start_year}`} className="font-semibold text-primary-800 hover:underline">
            {row.team.name}
          </Link>
          <span className="tabular-nums text-slate-800">
            {row.record}
            {row.points !== null ? ` · ${row.points} pts` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** In plain words, what we hold of a season none of whose games we hold. */
function whatWeHold(season: { status: string; teams_count: number; champion: unknown; league: { abbreviation: string } }): string {
  if (season.status === "cancelled") return "This season's title was not held (see the note above), so there is no champion.";
  if (season.status === "active") return "The season is under way; we hold none of its games yet.";
  if (season.status === "upcoming") return "The season has not begun.";
  if (season.teams_count > 0) return "We hold no games of this season; its records are the published ones.";
  if (season.champion) return "We hold no games of this season; we know its champion only.";
  return `We hold nothing of this season yet: no games, records or champion. The ${season.league.abbreviation} has played it; our datasets end before it.`;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
