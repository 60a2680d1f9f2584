// One team: /teams/{slug} is the franchise overview, /teams/{slug}/{year} a season with Overview, Roster, Stats and Schedule tabs.
import { isSport } from "@core/sports";
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useLocation, useNavigation, useRouteError } from "@remix-run/react";
import { z } from "zod";
import { pageHeaders, PRIVATE_NO_STORE } from "~/.server/cache-headers";
import { listSeason } from "~/.server/selected-season";
import { requestSite } from "~/.server/site.server";
import { throwIfOnOtherSite } from "~/.server/other-site.server";
import { pageFailure } from "~/.server/page-errors";
import { sportsApi, UpstreamError } from "~/.server/sports-api.server";
import { RoutePanels, type ErrorPanels } from "~/components/kit/RouteErrorBoundary";
import { routeMeta } from "~/lib/meta";
import { SeasonCoverage } from "~/components/teams/SeasonCoverage";
import { SeasonSelector } from "~/components/teams/SeasonSelector";
import { SeasonsGrid } from "~/components/teams/SeasonsGrid";
import { SeasonTabs, TEAM_TABS, tabHref, type TeamTab } from "~/components/teams/SeasonTabs";
import { TeamHeader } from "~/components/teams/TeamHeader";
import type { RosterEntry, ScheduledGame, SeasonLink, TeamChampionship, TeamDetail, TeamEra, TeamStats } from "~/components/teams/types";
import { Panel } from "~/components/ui/Panel";
import { useRootData } from "~/components/shell/use-root-data";
import { JsonLdScript } from "~/components/ui/JsonLdScript";
import type { CsvExport } from "~/lib/csv";
import { sportsTeamLd, type TeamLdFacts } from "~/lib/json-ld";
import { rosterCsv, scheduleCsv, sortRoster, sortSchedule } from "~/lib/team-tables";
import { teamTableSortFields } from "~/lib/list-params";
import type { SortDir } from "~/lib/table-sort";
import { Suspense, useMemo } from "react";
import { seasonLabel } from "@core/seasons";
import { ALL_SEASONS } from "~/lib/team-seasons";
import { coverageNotice, noRecordLine, type CoverageNotice } from "~/lib/season-coverage";
import type { SportSlug } from "@sites/site";
import { lazyComponent } from "~/lib/lazy-component";
import {
  franchiseSeasonRow,
  franchiseSeasonsCsv,
  franchiseTable,
  packFranchiseRows,
  recordColumns,
  seasonGaps,
  unpackFranchiseRows,
  type FranchiseGapRow,
  type PackedRow,
  type RecordColumns,
} from "~/lib/franchise-seasons";

// One view of the page at a time: the franchise's overview, or one tab of a season. Each is loaded
// when shown (app/lib/lazy-component.ts), so a page does not carry the code of the others.
const TeamOverview = lazyComponent(() => import("~/components/teams/TeamOverview").then((module) => module.TeamOverview));
const SeasonOverview = lazyComponent(() => import("~/components/teams/SeasonOverview").then((module) => module.SeasonOverview));
const RosterTable = lazyComponent(() => import("~/components/teams/RosterTable").then((module) => module.RosterTable));
const SeasonStats = lazyComponent(() => import("~/components/teams/SeasonStats").then((module) => module.SeasonStats));
const FranchiseSeasons = lazyComponent(() => import("~/components/teams/FranchiseSeasons").then((module) => module.FranchiseSeasons));
const ScheduleTable = lazyComponent(() => import("~/components/teams/ScheduleTable").then((module) => module.ScheduleTable));

export const headers = pageHeaders;

function sportSlug(value: string): SportSlug | null {
  return isSport(value) ? value : null;
}

const pageQuery = z.object({
  tab: z.enum(TEAM_TABS).catch("overview"),
  year: z
    .string()
    .regex(/^\d{4}$/)
    .transform(Number)
    .nullable()
    .catch(null),
  // The franchise's season-by-season table, a view of the overview of its own (its code is loaded only there).
  view: z.enum(["seasons"]).nullable().catch(null),
  ...teamTableSortFields,
});

function notFound(): Response {
  return new Response("Team Not Found", { status: 404, headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/** Marks the 404 of a season the team did not take part in (the team exists), so the boundary can say so. */
const SEASON_NOT_PLAYED = "season-not-played";

function seasonNotFound(message: string, teamSlug: string): Response {
  return Response.json({ message, kind: SEASON_NOT_PLAYED, team: teamSlug }, { status: 404, headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

type TeamPageData = {
  team: TeamDetail;
  /** The season shown (a team-year page), or null for the franchise overview. */
  year: number | null;
  tab: TeamTab;
  sport: string;
  seasons: Array<SeasonLink>;
  titles: Array<TeamChampionship>;
  stats: TeamStats | null;
  /** In the URL's sort (the loader sorts: the page holds every row). */
  roster: Array<RosterEntry> | null;
  schedule: Array<ScheduledGame> | null;
  sort: string;
  dir: SortDir;
  /** The name and era the team played under in the season shown. */
  displayName: string;
  era: TeamEra | null;
  pageTitle: string;
  /** What the page says about the season's data (in progress, no games in any dataset...), or null. */
  coverage: CoverageNotice | null;
  /**
   * The season-by-season view: every season in the URL's sort (packed: the page builds each row's label,
   * link and finish line itself; decision 0195), the runs we do not hold, the record columns.
   */
  franchiseSeasons: { rows: Array<PackedRow>; gaps: Array<FranchiseGapRow>; columns: RecordColumns } | null;
  /** On the franchise overview: the fan's season (the header's picker), when the team played it. */
  yourSeason: { label: string; href: string } | null;
};

/** The era a season belongs to (the latest that covers it). */
function eraOf(eras: Array<TeamEra>, year: number): TeamEra | null {
  const covering = eras.filter((era) => (era.first_season === null || era.first_season <= year) && (era.last_season === null || era.last_season >= year));
  return covering[covering.length - 1] ?? null;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const url = new URL(request.url);
  const slug = params.slug ?? "";
  const query = pageQuery.parse({
    tab: url.searchParams.get("tab") ?? undefined,
    year: url.searchParams.get("year"),
    sort: url.searchParams.get("sort") ?? undefined,
    dir: url.searchParams.get("dir") ?? undefined,
    view: url.searchParams.get("view"),
  });
  let year: number | null = null;
  if (params.year !== undefined) {
    if (!/^\d{4}$/.test(params.year)) throw notFound();
    year = Number(params.year);
  }
  const tabSuffix = query.tab === "overview" ? "" : `?tab=${query.tab}`;

  try {
    const team = await api.team(slug);
    // A former name (/teams/seattle-supersonics) leads to the franchise in that era.
    if (team.matched_era) {
      const eraYear = year ?? team.matched_era.last_season;
      throw redirect(eraYear !== null ? `/teams/${team.slug}/${eraYear}${tabSuffix}` : `/teams/${team.slug}`);
    }
    if (team.slug !== slug) throw redirect(`/teams/${team.slug}${year !== null ? `/${year}` : ""}${tabSuffix}`);

    const sport = sportSlug(team.sport.slug);
    const label = (startYear: number) => seasonLabel(startYear, sport);
    const [titlesPage, seasonsPage, coverage] = await Promise.all([
      api.teamChampionships(slug),
      api.teamSeasons(slug),
      year !== null ? api.teamCoverage(slug, year) : Promise.resolve(null),
    ]);
    const seasons: Array<SeasonLink> = seasonsPage.results.map((season) => ({
      startYear: season.start_year,
      label: label(season.start_year),
      championshipWon: season.championship_won,
      teamName: season.team_name,
    }));
    const played = new Set(seasons.map((season) => season.startYear));
    // The season selector without JavaScript submits ?year= to the current page.
    if (query.year !== null && played.has(query.year) && query.year !== year) {
      throw redirect(`/teams/${team.slug}/${query.year}${tabSuffix}`);
    }
    // A season the team has no row for is shown only while the league is playing it (the club takes part).
    const listed = year === null || played.has(year);
    if (year !== null && !listed && !coverage?.team_played) {
      throw seasonNotFound(`The ${team.name} have no ${label(year)} season in our records.`, team.slug);
    }

    // The overview leads to the fan's season when the team played it; a season in the path always wins.
    const fanSeason = year === null ? await listSeason(request, url) : null;
    const yourYear = fanSeason?.source === "cookie" && fanSeason.season !== null && played.has(fanSeason.season) ? fanSeason.season : null;
    // The season-by-season view shows only its table: the overview's seasons, titles and figures are not sent.
    const seasonsView = year === null && query.view === "seasons";
    const [stats, roster, schedule] = await Promise.all([
      listed && !seasonsView ? api.teamStats(slug, year ?? undefined) : null,
      year !== null && listed && query.tab === "roster" ? api.teamRoster(slug, year) : null,
      year !== null && listed && query.tab === "schedule" ? api.teamSchedule(slug, year) : null,
    ]);
    const era = year !== null ? eraOf(team.eras, year) : null;
    const seasonRows = seasonsView ? seasonsPage.results.map((season) => franchiseSeasonRow(season, team.slug, sport)) : [];
    const gaps = seasonGaps(
      seasonRows.map((row) => row.startYear),
      team.founded_year,
      sport,
    );
    const displayName = year !== null ? (stats?.season?.team_name ?? era?.name ?? team.name) : team.name;
    const payload: TeamPageData = {
      team,
      year,
      tab: year !== null ? query.tab : "overview",
      sport: team.sport.slug,
      seasons: seasonsView ? [] : seasons,
      titles: seasonsView ? [] : titlesPage.results,
      stats,
      roster: roster ? sortRoster(roster.results, query.sort, query.dir) : null,
      schedule: schedule ? sortSchedule(schedule.results, team.id, query.sort, query.dir) : null,
      sort: query.sort,
      dir: query.dir,
      displayName,
      era,
      pageTitle: year !== null ? `${displayName} ${label(year)}` : team.name,
      coverage:
        year !== null && coverage
          ? coverageNotice(coverage, {
              teamName: displayName,
              seasonName: `${label(year)} ${team.league.abbreviation} season`,
              sport: team.sport.slug,
            })
          : null,
      franchiseSeasons: seasonsView
        ? { rows: packFranchiseRows(franchiseTable(seasonRows, gaps, query.sort, query.dir)), gaps, columns: recordColumns(seasonRows, sport) }
        : null,
      yourSeason: yourYear !== null ? { label: label(yourYear), href: `/teams/${team.slug}/${yourYear}` } : null,
    };
    return data(payload, { headers: { "Cache-Control": api.client.cacheControl({ cookieDependent: fanSeason?.source === "cookie" }) } });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) {
      await throwIfOnOtherSite(request, site, () => api.teamOnAnySite(slug));
    }
    pageFailure(error);
  }
}

/** The franchise's seasons (the overview), or the Roster or Schedule tab's table as CSV (the other tabs have none). */
export const csvTable: CsvExport<TeamPageData> = (page) => {
  if (page.year === null) {
    if (!page.franchiseSeasons) return null;
    const rows = unpackFranchiseRows(page.franchiseSeasons.rows, page.team.slug, sportSlug(page.sport));
    return franchiseSeasonsCsv(rows, page.team.name, page.franchiseSeasons.columns);
  }
  if (page.tab === "roster" && page.roster) return rosterCsv(page.roster, page.displayName, page.year);
  if (page.tab === "schedule" && page.schedule) return scheduleCsv(page.schedule, page.team.id, page.displayName, page.year);
  return null;
};

export const meta = routeMeta<TeamPageData>(({ data: page }) => ({
  title: page.pageTitle,
  description: `${page.team.name}: championships, seasons, rosters, schedules and results.`,
  keywords: [page.team.name],
}));

/** The SportsTeam facts of the page: the season's name and city on a season page, the franchise's home on its overview. */
function teamLdFacts(page: TeamPageData): TeamLdFacts {
  const { team, era, year } = page;
  return {
    name: page.displayName,
    slug: team.slug,
    city: year !== null ? (era?.city ?? null) : team.city,
    state: year !== null ? (era?.state ?? null) : team.state,
    country: year !== null ? null : team.country,
    sport: team.sport.name,
    league: team.league.name,
    foundedYear: team.founded_year,
    venue: year === null ? team.home_venue : null,
  };
}

export default function TeamPage() {
  const page = useLoaderData<typeof loader>() as TeamPageData;
  const navigation = useNavigation();
  const location = useLocation();
  const sport = sportSlug(page.sport);
  const label = (startYear: number) => seasonLabel(startYear, sport);
  const { team, year } = page;
  const basePath = year !== null ? `/teams/${team.slug}/${year}` : `/teams/${team.slug}`;
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith(`/teams/${team.slug}`);
  const latestSeason = page.seasons[0]?.startYear ?? null;
  const origin = useRootData()?.site.origin ?? null;
  // "Show all seasons" opens the (collapsed) list on a season page too.
  const showAllSeasons = new URLSearchParams(location.search).get("seasons") === ALL_SEASONS;
  const packedSeasons = page.franchiseSeasons?.rows ?? null;
  const seasonRows = useMemo(() => (packedSeasons ? unpackFranchiseRows(packedSeasons, team.slug, sport) : []), [packedSeasons, team.slug, sport]);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8" aria-busy={loading}>
      {origin ? <JsonLdScript data={sportsTeamLd(teamLdFacts(page), `${origin}${basePath}`)} /> : null}
      <TeamHeader
        team={team}
        displayName={page.displayName}
        abbreviation={year !== null ? (page.era?.abbreviation ?? team.abbreviation) : team.abbreviation}
        seasonLabel={year !== null ? label(year) : null}
      />
      <p className="text-sm">
        <a href={`/head-to-head?teams=${team.slug}`} className="font-semibold text-primary-800 hover:underline" data-testid="head-to-head-link">
          {`Head-to-head: the ${team.name} against another team`}
        </a>
      </p>

      {year === null ? (
        <>
          {page.yourSeason ? (
            <p className="rounded-lg bg-primary-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-primary-200" data-testid="your-season">
              {`Your season is ${page.yourSeason.label}: `}
              <a href={page.yourSeason.href} className="font-semibold text-primary-800 underline">
                {`the ${page.displayName} in ${page.yourSeason.label}`}
              </a>
              .
            </p>
          ) : null}
          <p className="text-sm" data-testid="season-by-season-link">
            {page.franchiseSeasons ? (
              <a href={basePath} className="font-semibold text-primary-800 hover:underline">
                Back to the franchise overview
              </a>
            ) : (
              <a href={`${basePath}?view=seasons`} className="text-base font-semibold text-primary-800 hover:underline">
                {`Season by season: every ${team.name} season's record, finish, postseason and head coach`}
              </a>
            )}
          </p>
          {page.franchiseSeasons ? (
            <Panel title="Season by season" id="seasons" description="Record, finish, postseason and head coach of every season we hold.">
              <Suspense fallback={null}>
                <FranchiseSeasons
                  rows={seasonRows}
                  gaps={page.franchiseSeasons.gaps}
                  columns={page.franchiseSeasons.columns}
                  teamName={team.name}
                  sort={page.sort}
                  dir={page.dir}
                />
              </Suspense>
            </Panel>
          ) : (
            <>
              <Panel title="Available Seasons">
                <SeasonsGrid teamSlug={team.slug} teamName={team.name} seasons={page.seasons} currentYear={null} />
              </Panel>
              <Suspense fallback={null}>
                <TeamOverview
                  team={team}
                  titles={page.titles}
                  stats={page.stats}
                  seasonLabel={label}
                  latestSeasonLink={latestSeason !== null ? `/teams/${team.slug}/${latestSeason}` : null}
                />
              </Suspense>
            </>
          )}
        </>
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SeasonSelector teamSlug={team.slug} seasons={page.seasons} currentYear={year} tab={page.tab === "overview" ? null : page.tab} />
            {loading ? (
              <p role="status" className="text-sm text-slate-700">
                Loading...
              </p>
            ) : null}
          </div>
          {page.coverage ? <SeasonCoverage notice={page.coverage} /> : null}
          <SeasonTabs basePath={basePath} active={page.tab}>
            <Suspense fallback={null}>
              {page.tab === "overview" && page.stats ? (
                <SeasonOverview
                  stats={page.stats}
                  titles={page.titles}
                  eras={team.eras}
                  eraSlug={page.era?.slug ?? null}
                  seasonLabel={label(year)}
                  scheduleHref={tabHref(basePath, "schedule")}
                  noRecord={noRecordLine(page.coverage)}
                />
              ) : null}
              {page.tab === "roster" ? (
                <RosterTable roster={page.roster ?? []} caption={`${page.displayName} ${label(year)} roster`} sort={page.sort} dir={page.dir} />
              ) : null}
              {page.tab !== "schedule" && page.tab !== "roster" && !page.stats ? (
                <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">No records of this season in our data yet.</p>
              ) : null}
              {page.tab === "stats" && page.stats ? (
                <SeasonStats
                  stats={page.stats}
                  sport={page.sport}
                  seasonTitles={page.titles.filter((title) => title.year === year)}
                  seasonLabel={label}
                  noRecord={noRecordLine(page.coverage)}
                />
              ) : null}
              {page.tab === "schedule" ? (
                <ScheduleTable
                  games={page.schedule ?? []}
                  teamId={team.id}
                  year={year}
                  caption={`${page.displayName} ${label(year)} schedule and results`}
                  empty={page.coverage ? page.coverage.title : null}
                  sort={page.sort}
                  dir={page.dir}
                />
              ) : null}
            </Suspense>
          </SeasonTabs>
          <details className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" open={showAllSeasons}>
            <summary className="cursor-pointer text-lg font-bold text-slate-900">Available Seasons ({page.seasons.length})</summary>
            <div className="mt-4">
              <SeasonsGrid teamSlug={team.slug} teamName={team.name} seasons={page.seasons} currentYear={year} />
            </div>
          </details>
        </>
      )}
    </div>
  );
}

const ERROR_PANELS: ErrorPanels = {
  failure: { title: "Failed to load team data" },
  notFound: { title: "Team Not Found", message: "The team you are looking for does not exist.", backTo: "/teams", backLabel: "Back to Teams" },
};

/** The kit's panels, with a 'Season Not Found' panel for a season the team did not play (it links back to the team). */
export function ErrorBoundary() {
  const error = useRouteError();
  const body: unknown = isRouteErrorResponse(error) ? error.data : null;
  if (body && typeof body === "object" && "kind" in body && body.kind === SEASON_NOT_PLAYED && "team" in body && typeof body.team === "string") {
    const message = "message" in body && typeof body.message === "string" ? body.message : "The team did not play this season.";
    return (
      <RoutePanels
        error={error}
        panels={{ ...ERROR_PANELS, notFound: { title: "Season Not Found", message, backTo: `/teams/${body.team}`, backLabel: "Back to the team" } }}
      />
    );
  }
  return <RoutePanels error={error} panels={ERROR_PANELS} />;
}
