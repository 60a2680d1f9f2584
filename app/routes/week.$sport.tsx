// The week view of a sport (/week/football, /week/basketball): text search, status and league filters
// (all by default) and a date range that starts on the current Monday-to-Sunday week (for football
// labelled with the season's week number), with previous and next week links.
// Another sport is another path, so changing the sport resets the range.
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import { addDays, easternDate, weekOf, type DateRange } from "@core/game-dates";
import { isSport, SPORTS, sportName, type SportSlug } from "@core/sports";
import { pageHeaders } from "~/.server/cache-headers";
import { loadPage, notFound } from "~/.server/page-errors";
import { loadScoresView, resolveRange } from "~/.server/scores/scores-view.server";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { DateField, FilterForm, SearchField, SelectField } from "~/components/kit/FilterForm";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { LiveRefreshNote } from "~/components/scores/LiveRefresh";
import { ScoresBoard } from "~/components/scores/ScoresBoard";
import { routeMeta } from "~/lib/meta";
import { formatLongDate, formatShortDate } from "~/lib/scores/format";
import { GAME_STATUSES } from "@core/game-status";
import { STATUS_BADGE } from "~/lib/scores/game-status";
import { LEAGUES_BY_SPORT } from "~/lib/scores/leagues";
import { hrefWith } from "~/lib/url-state";
import { fields, parseSearch } from "~/lib/url-params";

export const headers = pageHeaders;

const weekParams = z.object({
  q: fields.text(),
  status: fields.oneOf(["", ...GAME_STATUSES], ""),
  league: fields.token(),
  start: fields.date(),
  end: fields.date(),
  was: fields.date(),
  page: fields.page(),
});

/** The view's first range: the current Monday-to-Sunday week, for every sport. */
export function defaultWeekRange(today: string): DateRange {
  return weekOf(today);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const raw = params.sport ?? "";
  const sport = raw.toLowerCase();
  if (!isSport(sport)) notFound("No such sport");
  const site = requestSite(request);
  // A sport's own site shows only its sport.
  if (site.sport !== null && site.sport !== sport) notFound("No such sport on this site");
  const url = new URL(request.url);
  if (raw !== sport) throw redirect(`/week/${sport}${url.search}`);
  const parsed = parseSearch(weekParams, url.searchParams);
  const leagues = LEAGUES_BY_SPORT[sport];
  const league = leagues.some((l) => l.slug === parsed.league) ? (parsed.league ?? "") : "";
  const now = new Date();
  const today = easternDate(now);
  const initial = defaultWeekRange(today);
  const filters = { ...parsed, league, sport };
  // The sport is the path, not a parameter, when the range is corrected.
  const range = resolveRange(url, { ...filters, sport: "" }, today);
  const shown = parsed.start || parsed.end ? range : initial;
  const api = sportsApi(request, site);
  return loadPage(async () => {
    const { view, cacheControl } = await loadScoresView(api, url, filters, shown, now, { league: site.id === "hub" ? null : site.id, sport: site.sport });
    const isDefault = shown.start === initial.start && shown.end === initial.end;
    return data(
      {
        ...view,
        sport,
        params: { q: filters.q, status: filters.status, league, page: filters.page },
        leagues,
        isDefault,
        showLeagueFilter: site.sport === null || site.level === null,
        showSportLinks: site.sport === null,
      },
      { headers: { "Cache-Control": cacheControl } },
    );
  });
}

export const meta = routeMeta<{ sport: SportSlug }>(({ data }) => ({
  title: `${sportName(data.sport)} Week`,
  description: `${sportName(data.sport)} games by week: scores, results and what is coming up.`,
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "Week View",
  failure: { title: "Failed to load game scores" },
  notFound: { title: "Not Found", message: "There is no week view for that sport.", backTo: "/scores", backLabel: "Back to Scores" },
});

export default function WeekView() {
  const view = useLoaderData<typeof loader>();
  const location = useLocation();
  const football = view.sport === "football";
  const week = view.summary.football_weeks[0]?.week;
  const weekLabel = football && week ? (/^\d+$/.test(week) ? `Week ${week}` : week) : null;
  const shift = (days: number) =>
    hrefWith(location.search, { start: addDays(view.range.start, days), end: addDays(view.range.end, days) }, { pathname: `/week/${view.sport}` });
  const link = "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50";
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{`${sportName(view.sport)} Week`}</h1>
          <p className="mt-1 text-slate-700" data-testid="week-range">
            {weekLabel ? <strong className="mr-2">{weekLabel}</strong> : null}
            {view.range.start === view.range.end
              ? formatLongDate(view.range.start)
              : `${formatShortDate(view.range.start)} to ${formatShortDate(view.range.end)}`}
            {" · times are Eastern (ET)"}
          </p>
        </div>
        <LiveRefreshNote seconds={view.refreshSeconds} updatedAt={view.updatedAt} />
      </header>
      {view.showSportLinks ? (
        <nav aria-label="Sports" className="mb-4 flex flex-wrap gap-2">
          {SPORTS.map((sport) => (
            <Link
              key={sport}
              to={`/week/${sport}`}
              aria-current={sport === view.sport ? "page" : undefined}
              className={`${link} ${sport === view.sport ? "border-primary-600 text-primary-800" : ""}`}
            >
              {sportName(sport)}
            </Link>
          ))}
        </nav>
      ) : null}
      <FilterForm action={`/week/${view.sport}`} label="Filter games">
        <SearchField name="q" label="Search" value={view.params.q} placeholder="Team name or city..." />
        <SelectField
          name="status"
          label="Status"
          value={view.params.status}
          options={[{ value: "", label: "All Statuses" }, ...GAME_STATUSES.map((status) => ({ value: status, label: STATUS_BADGE[status].label }))]}
        />
        {view.showLeagueFilter ? (
          <SelectField
            name="league"
            label="League"
            value={view.params.league}
            options={[{ value: "", label: "All Leagues" }, ...view.leagues.map((l) => ({ value: l.slug, label: l.name }))]}
          />
        ) : null}
        <DateField name="start" label="Start date" value={view.range.start} />
        <DateField name="end" label="End date" value={view.range.end} />
        <input type="hidden" name="was" value={view.range.start === view.range.end ? view.range.start : ""} />
      </FilterForm>
      <nav aria-label="Weeks" className="mt-4 flex flex-wrap items-center gap-3">
        <Link className={link} to={shift(-7)} rel="prev">
          Previous week
        </Link>
        <Link className={link} to={shift(7)} rel="next">
          Next week
        </Link>
        {!view.isDefault ? (
          <Link className={link} to={`/week/${view.sport}`}>
            This week
          </Link>
        ) : null}
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
