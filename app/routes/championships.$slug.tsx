// One championship: tiles, current champion, records, the five recent champions (expandable rows) and its paged complete history.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageHeaders } from "~/.server/cache-headers";
import { requestSite } from "~/.server/site.server";
import { throwIfOnOtherSite } from "~/.server/other-site.server";
import { sportsApi, UpstreamError } from "~/.server/sports-api.server";
import { ensurePageInRange, pageFailure } from "~/.server/page-errors";
import { useOpenParam } from "~/components/kit/Disclosure";
import { CsvLink } from "~/components/kit/CsvLink";
import { Pager } from "~/components/kit/Pager";
import { SortHeader } from "~/components/kit/SortHeader";
import { csvFilename, listPaging, wantsCsv, type CsvExport } from "~/lib/csv";
import { SORT_DIRS, type SortDir } from "~/lib/table-sort";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { useRouteLoading } from "~/components/kit/useRouteLoading";
import { routeMeta } from "~/lib/meta";
import { pageCount as pagesOf } from "~/lib/url-state";
import { fields, parseSearch } from "~/lib/url-params";
import { z } from "zod";
import { latestSeasonDecidedBy } from "@core/season-status";
import { seasonLabel } from "@core/seasons";
import { isSport } from "@core/sports";
import { Badge } from "~/components/ui/Badge";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LoadingIndicator } from "~/components/ui/LoadingIndicator";
import { Panel } from "~/components/ui/Panel";
import { STATUS_TEXT } from "~/components/ui/StatusPanels";
import { Tile, TileGrid } from "~/components/ui/Tile";
import { TableScroll } from "~/components/ui/TableScroll";
import { DEFAULT_CHAMPIONSHIP_DESCRIPTION, DEFAULT_FORMAT, gameDateLabel, listJoin, teamDisplayName, titleWhen } from "~/lib/championship-labels";

export const headers = pageHeaders;

export const HISTORY_PAGE_SIZE = 25;
const RECENT_COUNT = 5;

/** The history table's columns (the API sorts: the table is paged); newest first by default. */
export const HISTORY_SORTS = ["year", "champion", "runner_up"] as const;
type HistorySort = (typeof HISTORY_SORTS)[number];

const paramsSchema = z.object({
  page: fields.page(),
  open: fields.id(),
  sort: fields.oneOf<HistorySort>(HISTORY_SORTS, "year"),
  dir: fields.oneOf<SortDir | "">(["", ...SORT_DIRS], ""),
});

type Result = {
  id: number;
  year: number;
  season_label: string;
  season_slug?: string;
  game_date: string | null;
  /** The deciding game's page in our data, when we hold it. */
  game_id: number | null;
  status: "held" | "not_held";
  note: string | null;
  from_games: boolean;
  team_name: string | null;
  team_city: string | null;
  team_slug: string | null;
  runner_up_name: string | null;
  score: string | null;
  mvp: string | null;
  venue: string | null;
  city: string | null;
  state: string | null;
  edition: string | null;
};

function row(result: Result) {
  return {
    id: result.id,
    date: titleWhen(result.season_label, result.game_date),
    season: result.season_label,
    bracketHref: result.season_slug ? `/seasons/${result.season_slug}/bracket` : null,
    gameDate: result.game_date,
    gameId: result.game_id ?? null,
    held: result.status === "held",
    note: result.note,
    fromGames: result.from_games,
    team: teamDisplayName(result.team_city, result.team_name),
    teamSlug: result.team_slug,
    opponent: result.runner_up_name,
    score: result.score,
    mvp: result.mvp,
    edition: result.edition,
    location: [result.venue, [result.city, result.state].filter(Boolean).join(", ")].filter(Boolean).join(", ") || null,
  };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const slug = params.slug ?? "";
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const { page, open, sort, ...rest } = parseSearch(paramsSchema, url.searchParams);
  const dir: SortDir = rest.dir || (sort === "year" ? "desc" : "asc");
  // The API's own order is newest first; anything else is asked for.
  const sorted = sort !== "year" || dir !== "desc";
  const sortQuery = sorted ? { sort, dir } : {};
  try {
    const [championship, stats, first] = await Promise.all([
      api.championship(slug),
      api.championshipStats(slug),
      api.championshipChampions(slug, { page_size: HISTORY_PAGE_SIZE }),
    ]);
    const pageCount = pagesOf(first.count, HISTORY_PAGE_SIZE);
    ensurePageInRange(url, page, pageCount);
    const history =
      page === 1 && !sorted && !wantsCsv(url) ? first : await api.championshipChampions(slug, { ...sortQuery, ...listPaging(url, page, HISTORY_PAGE_SIZE) });
    const held = first.results.filter((result) => result.status === "held");
    const current = held[0];
    // A later title its league's calendar has decided that we do not hold (the 2026 World Series on
    // 2026-11-29): the current champion is ours, and the page says a newer one exists. Only for a title
    // still contested (its latest result in our data within three seasons): never for the AFL's.
    const decided = latestSeasonDecidedBy(championship.league.slug, new Date());
    const sport = isSport(championship.sport.slug) ? championship.sport.slug : null;
    const laterDecided = current && current.year < decided && current.year >= decided - 3 ? seasonLabel(decided, sport) : null;
    return data(
      {
        championship: {
          slug: championship.slug,
          name: championship.name,
          officialName: championship.official_name,
          description: championship.description || DEFAULT_CHAMPIONSHIP_DESCRIPTION,
          trophy: championship.trophy_name,
          sport: championship.sport.name,
          level: championship.level.name,
          // The same season the championships list gives as "Since".
          founded: championship.first_season_label,
          format: championship.format || DEFAULT_FORMAT,
        },
        stats: {
          titlesDecided: stats.total_games,
          totalTeams: stats.total_teams,
          mostTitles: stats.most_titles,
          longestStreak: stats.longest_streak,
          highestScore: stats.highest_score_game,
        },
        current: current ? row(current) : null,
        laterDecided,
        recent: held.slice(0, RECENT_COUNT).map(row),
        open: open ?? null,
        history: history.results.map(row),
        page,
        pageCount,
        totalSeasons: first.count,
        sort,
        dir,
      },
      { headers: { "Cache-Control": api.client.cacheControl() } },
    );
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) {
      await throwIfOnOtherSite(request, site, () => api.championshipOnAnySite(slug));
    }
    pageFailure(error);
  }
}

type PageData = NonNullable<Awaited<ReturnType<typeof loader>>>["data"];

/** The complete history in the table's sort. */
export const csvTable: CsvExport<PageData> = (page) => {
  return {
    filename: csvFilename(page.championship.slug, "history", page.sort === "year" && page.dir === "desc" ? null : `by-${page.sort}-${page.dir}`),
    columns: [
      { key: "season", label: "Season" },
      { key: "date", label: "Date" },
      { key: "edition", label: "Edition" },
      { key: "champion", label: "Champion" },
      { key: "score", label: "Score" },
      { key: "runnerUp", label: "Runner-up" },
      { key: "mvp", label: "MVP" },
      { key: "location", label: "Location" },
      { key: "note", label: "Note" },
    ],
    rows: page.history.map((result) => ({
      season: result.season,
      date: result.gameDate,
      edition: result.edition,
      champion: result.held ? result.team : "Not held",
      score: result.score,
      runnerUp: result.opponent,
      mvp: result.mvp,
      location: result.location,
      note: result.note,
    })),
  };
};

export const meta = routeMeta<{ championship: { name: string; description: string } }>(({ data: page }) => ({
  title: page.championship.name,
  description: page.championship.description,
  keywords: [page.championship.name],
}));

const HEAD = "py-2 pr-4";

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900">{value || "Not recorded"}</dd>
    </div>
  );
}

export default function ChampionshipPage() {
  const page = useLoaderData<typeof loader>();
  const loading = useRouteLoading();
  const { toggleHref } = useOpenParam();
  const { championship, stats, current } = page;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <Breadcrumb items={[{ label: "All Championships", to: "/championships" }, { label: championship.name }]} />
      <header>
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{championship.sport}</Badge>
          <Badge tone="info">{championship.level}</Badge>
        </div>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">{championship.name}</h1>
        {championship.officialName && championship.officialName !== championship.name ? <p className="text-slate-700">{championship.officialName}</p> : null}
        <p className="mt-2 max-w-3xl text-slate-600">{championship.description}</p>
      </header>

      {loading ? <LoadingIndicator layout="notice" size="sm" showLabel label="Loading championship details..." /> : null}

      <TileGrid label="Championship facts" className="md:grid-cols-4">
        <Tile label="Founded" value={championship.founded} />
        <Tile label="Titles Decided" value={stats.titlesDecided} />
        <Tile label="Teams Competing" value={stats.totalTeams} />
        <Tile label="Format" value={<span className="text-base">{championship.format}</span>} />
      </TileGrid>

      <div className="grid gap-6 lg:grid-cols-3">
        <Panel title="Current Champion" className="lg:col-span-2">
          {current ? (
            <>
              <dl className="grid gap-3 sm:grid-cols-2">
                <Detail label="Team" value={current.team} />
                <Detail label="Year" value={current.date} />
                <Detail label="Score" value={current.score} />
                <Detail label="Opponent" value={current.opponent} />
              </dl>
              {page.laterDecided ? (
                <p className="mt-3 text-sm text-slate-700" data-testid="later-title-not-held">
                  {`The ${page.laterDecided} ${championship.name} has been decided since; its result is not in our data yet.`}
                </p>
              ) : null}
            </>
          ) : (
            <p className="text-slate-600">No champion has been recorded yet.</p>
          )}
        </Panel>
        <Panel title="Next Championship">
          <p className="text-slate-600">No upcoming championship data is available yet.</p>
        </Panel>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        {stats.mostTitles ? (
          <Panel title="Most Titles" headingLevel={3}>
            <p className="font-semibold text-slate-900">{listJoin(stats.mostTitles.teams.map((team) => team.team__name))}</p>
            <p className="text-sm text-slate-600">
              {`${stats.mostTitles.championships_won} ${stats.mostTitles.championships_won === 1 ? "title" : "titles"}${
                stats.mostTitles.teams.length > 1 ? " each" : ""
              }`}
            </p>
          </Panel>
        ) : null}
        {stats.longestStreak ? (
          <Panel title="Longest Streak" headingLevel={3}>
            <p className="font-semibold text-slate-900">{stats.longestStreak.team}</p>
            <p className="text-sm text-slate-600">
              {`${stats.longestStreak.years} in a row (${stats.longestStreak.start_label}${
                stats.longestStreak.end !== stats.longestStreak.start ? ` to ${stats.longestStreak.end_label}` : ""
              })`}
            </p>
          </Panel>
        ) : null}
        {stats.highestScore && stats.highestScore.winner_score !== null ? (
          <Panel title="Highest Score" headingLevel={3}>
            <p className="font-semibold text-slate-900">{`${stats.highestScore.winner_score} ${stats.highestScore.unit}`}</p>
            <p className="text-sm text-slate-600">
              {[stats.highestScore.team, stats.highestScore.season_label, gameDateLabel(stats.highestScore.game_date)].filter(Boolean).join(", ")}
            </p>
            <p className="mt-1 text-xs text-slate-600">{stats.highestScore.scope}</p>
          </Panel>
        ) : null}
      </div>

      <Panel title="Recent Champions">
        {page.recent.length === 0 ? (
          <p className="text-slate-600">No champions recorded yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Recent champions">
            {page.recent.map((result) => {
              const isOpen = page.open === result.id;
              const detailsId = `recent-${result.id}`;
              return (
                <li key={result.id}>
                  <Link
                    to={toggleHref(String(result.id))}
                    replace
                    preventScrollReset
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? detailsId : undefined}
                    data-testid="recent-champion-row"
                    className="flex flex-wrap items-center justify-between gap-2 px-2 py-3 hover:bg-slate-50 focus:outline-none focus-visible:ring-2"
                  >
                    <span className="font-medium text-slate-900">{result.team}</span>
                    <span className="text-sm text-slate-700">{result.date}</span>
                    <span className="text-sm text-slate-700">{result.score ?? ""}</span>
                    <span aria-hidden="true" className="text-slate-500">
                      {isOpen ? "▲" : "▼"}
                    </span>
                  </Link>
                  {isOpen ? (
                    <dl id={detailsId} className="grid gap-3 bg-slate-50 px-4 py-3 sm:grid-cols-3">
                      <Detail label="Location" value={result.location} />
                      <Detail label="MVP" value={result.mvp} />
                      <Detail label="Final Score" value={result.score} />
                    </dl>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </Panel>

      <Panel title="Complete History" id="history">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <p
            className="text-sm text-slate-600"
            data-testid="list-count"
          >{`${page.totalSeasons} seasons${page.sort === "year" ? (page.dir === "desc" ? ", newest first" : ", oldest first") : ""}.`}</p>
          <CsvLink />
        </div>
        <TableScroll>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{`Every season of the ${championship.name}`}</caption>
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <SortHeader column="year" label="Year" sort={page.sort} dir={page.dir} firstDir="desc" className={HEAD} />
                <SortHeader column="champion" label="Champion" sort={page.sort} dir={page.dir} className={HEAD} />
                <th scope="col" className={HEAD}>
                  Score
                </th>
                <SortHeader column="runner_up" label="Runner-up" sort={page.sort} dir={page.dir} className={HEAD} />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {page.history.map((result) => (
                <tr key={result.id}>
                  <td className="py-2 pr-4 whitespace-nowrap text-slate-700">
                    {result.edition ? <span className="block font-medium text-slate-900">{result.edition}</span> : null}
                    {result.date}
                    {result.held && result.bracketHref ? (
                      <Link to={result.bracketHref} className="block text-xs text-primary-800 underline" aria-label={`${result.season} bracket`}>
                        Bracket
                      </Link>
                    ) : null}
                  </td>
                  {result.held ? (
                    <>
                      <td className="py-2 pr-4 font-medium text-slate-900">
                        {result.teamSlug ? (
                          <Link to={`/teams/${result.teamSlug}`} className="hover:underline">
                            {result.team}
                          </Link>
                        ) : (
                          result.team
                        )}
                        {result.fromGames ? (
                          <span className="block text-xs font-normal text-slate-600" data-testid="champion-from-games">
                            From our games; not yet checked
                          </span>
                        ) : null}
                      </td>
                      <td className="py-2 pr-4 whitespace-nowrap text-slate-700">
                        {result.score && result.gameId !== null ? (
                          <a href={`/scores/${result.gameId}`} className="hover:underline" data-testid="deciding-game-link" title="The deciding game">
                            {result.score}
                          </a>
                        ) : (
                          (result.score ?? "—")
                        )}
                      </td>
                      <td className="py-2 pr-4 text-slate-700">{result.opponent ?? "—"}</td>
                    </>
                  ) : (
                    <td colSpan={3} className="py-2 pr-4 text-slate-700">
                      <span className="font-medium">Not held</span>
                      {result.note ? ` — ${result.note}` : null}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <Pager page={page.page} pageCount={page.pageCount} label="Championship history pages" />
      </Panel>
    </div>
  );
}

export const ErrorBoundary = routeErrorBoundary({
  failure: { title: STATUS_TEXT.failedToLoad },
  notFound: {
    title: "Championship Not Found",
    message: "We couldn't find details for this championship.",
    backTo: "/championships",
    backLabel: "Back to Championships",
  },
});
