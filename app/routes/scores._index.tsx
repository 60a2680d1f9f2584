// 'Game Scores': search, sport and status filters, a date range (today by default, at most 31 days),
// Today and This Week links, four tiles, the games by day then league, and scores that refresh by themselves.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import { easternDate, weekOf } from "@core/game-dates";
import { isSport, SPORTS, sportName } from "@core/sports";
import { pageHeaders } from "~/.server/cache-headers";
import { loadPage } from "~/.server/page-errors";
import { loadScoresView, resolveRange } from "~/.server/scores/scores-view.server";
import { listSeason } from "~/.server/selected-season";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { DateField, FilterForm, SearchField, SelectField } from "~/components/kit/FilterForm";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { LiveRefreshNote } from "~/components/scores/LiveRefresh";
import { ScoresBoard } from "~/components/scores/ScoresBoard";
import { CsvLink } from "~/components/kit/CsvLink";
import { YourSeasonNote } from "~/components/kit/YourSeasonNote";
import { csvFilename, type CsvExport } from "~/lib/csv";
import { routeMeta } from "~/lib/meta";
import { GAME_STATUSES } from "@core/game-status";
import { STATUS_BADGE } from "~/lib/scores/game-status";
import { hrefWith } from "~/lib/url-state";
import { fields, parseSearch } from "~/lib/url-params";
import { seasonDays } from "~/lib/scores/season-days";
import { seasonLabel } from "@core/seasons";
import { yourSeason } from "~/lib/your-season";

export const headers = pageHeaders;

const scoresParams = z.object({
  q: fields.text(),
  sport: fields.oneOf(["", ...SPORTS], ""),
  status: fields.oneOf(["", ...GAME_STATUSES], ""),
  start: fields.date(),
  end: fields.date(),
  was: fields.date(),
  page: fields.page(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const site = requestSite(request);
  const url = new URL(request.url);
  const parsed = parseSearch(scoresParams, url.searchParams);
  const showSportFilter = site.sport === null;
  const filters = { ...parsed, sport: showSportFilter ? parsed.sport : "", league: "" };
  const now = new Date();
  const today = easternDate(now);
  const api = sportsApi(request, site);
  // Without dates asked, the URL's season or the fan's (the header's picker) chooses the days.
  const asked = await listSeason(request, url);
  const datesAsked = filters.start !== undefined || filters.end !== undefined;
  return loadPage(async () => {
    let days = null;
    if (!datesAsked && asked.season !== null) {
      const seasons = await api.seasons({ season: asked.season, sport__slug: filters.sport || undefined, page_size: 50 });
      days = seasonDays(seasons.results, asked.season, today);
    }
    const range = days ?? resolveRange(url, filters, today);
    const { view, cacheControl } = await loadScoresView(api, url, filters, range, now, { league: site.id === "hub" ? null : site.id, sport: site.sport });
    const season = asked.season === null ? null : { label: seasonLabel(asked.season, site.sport), held: days !== null };
    // The week view of the site's sport, or of the sport chosen on the hub (football when none is).
    const weekSport = site.sport ?? (isSport(filters.sport) ? filters.sport : "football");
    return data(
      { ...view, params: filters, showSportFilter, weekSport, season, yourSeason: yourSeason(asked.source, asked.season, site.sport, days !== null) },
      { headers: { "Cache-Control": asked.source === "cookie" && !datesAsked ? api.client.cacheControl({ cookieDependent: true }) : cacheControl } },
    );
  });
}

type PageData = Awaited<ReturnType<typeof loader>>["data"];

/** Every game of the range for the page's filters, by day then league as the page lists them. */
export const csvTable: CsvExport<PageData> = (page) => {
  const { params, range } = page;
  return {
    filename: csvFilename("scores", range.start, range.end === range.start ? null : range.end, params.sport, params.status, params.q),
    columns: [
      { key: "date", label: "Date" },
      { key: "time", label: "Time (ET)" },
      { key: "league", label: "League" },
      { key: "away", label: "Away" },
      { key: "awayScore", label: "Away score" },
      { key: "home", label: "Home" },
      { key: "homeScore", label: "Home score" },
      { key: "status", label: "Status" },
      { key: "type", label: "Game type" },
      { key: "venue", label: "Venue" },
      { key: "id", label: "Game id" },
    ],
    rows: page.games.map((game) => ({
      date: game.game_date,
      time: game.game_time,
      league: game.league.name,
      away: game.away_team.name,
      awayScore: game.away_score,
      home: game.home_team.name,
      homeScore: game.home_score,
      status: game.status,
      type: game.game_type,
      venue: game.venue.name,
      id: game.id,
    })),
  };
};

export const meta = routeMeta(() => ({
  title: "Game Scores",
  description: "Live scores and results by day: search by team or city, filter by sport and status, pick any dates.",
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "Game Scores",
  failure: { title: "Failed to load game scores" },
  notFound: { title: "Not Found", message: "The page you are looking for does not exist.", backTo: "/scores", backLabel: "Back to Scores" },
});

export default function ScoresPage() {
  const view = useLoaderData<typeof loader>();
  const location = useLocation();
  const week = weekOf(view.today);
  const sportOptions = view.summary.sports_with_games.map((sport) => ({ value: sport.slug, label: sport.name }));
  const quick = "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50";
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Game Scores</h1>
          <p className="mt-1 text-slate-700">{view.season?.held ? `${view.season.label} season: ` : ""}Scores and results by day. Times are Eastern (ET).</p>
          <YourSeasonNote yourSeason={view.yourSeason} what="games" linkText="See today's scores" />
        </div>
        <LiveRefreshNote seconds={view.refreshSeconds} updatedAt={view.updatedAt} />
      </header>

      <FilterForm action="/scores" label="Filter scores">
        <SearchField name="q" label="Search" value={view.params.q} placeholder="Team name or city..." />
        {view.showSportFilter ? (
          <SelectField name="sport" label="Sport" value={view.params.sport} options={[{ value: "", label: "All Sports" }, ...sportOptions]} />
        ) : null}
        <SelectField
          name="status"
          label="Status"
          value={view.params.status}
          options={[{ value: "", label: "All Statuses" }, ...GAME_STATUSES.map((status) => ({ value: status, label: STATUS_BADGE[status].label }))]}
        />
        <DateField name="start" label="Start date" value={view.range.start} />
        <DateField name="end" label="End date" value={view.range.end} />
        <input type="hidden" name="was" value={view.range.start === view.range.end ? view.range.start : ""} />
      </FilterForm>

      <nav aria-label="Quick dates" className="mt-4 flex flex-wrap items-center gap-3">
        <Link className={quick} to={hrefWith(location.search, { start: null, end: null, season: view.season ? "latest" : null }, { pathname: "/scores" })}>
          Today
        </Link>
        <Link className={quick} to={hrefWith(location.search, { start: week.start, end: week.end }, { pathname: "/scores" })}>
          This Week
        </Link>
        <Link className={quick} to={`/week/${view.weekSport}`} data-testid="week-view-link">
          {`${sportName(view.weekSport)} week view`}
        </Link>
        {view.params.sport ? <span className="text-sm text-slate-600">{`Showing ${sportName(view.params.sport as (typeof SPORTS)[number])}`}</span> : null}
        <span
          className="ml-auto text-sm text-slate-700"
          data-testid="list-count"
        >{`${view.count.toLocaleString("en-US")} ${view.count === 1 ? "game" : "games"}`}</span>
        <CsvLink />
      </nav>

      <ScoresBoard
        games={view.games}
        summary={view.summary}
        page={view.params.page}
        pageCount={view.pageCount}
        range={view.range}
        seasonNotHeld={view.seasonNotHeld}
      />
    </div>
  );
}
