// The one loader body of the scores lists (/scores and the week view): the range rules, the page of
// games (by day, then league), the summary tiles and the nearest dates with games, the refresh pace and
// the realtime cache class.
import { redirect } from "@remix-run/node";
import { cacheControlFor } from "@core/cache-classes";
import { easternDate, normalizeRange, type DateRange } from "@core/game-dates";
import { PRIVATE_NO_STORE } from "~/.server/cache-headers";
import { ensurePageInRange } from "~/.server/page-errors";
import type { SportsApi } from "~/.server/sports-api.server";
import type { GameSummary } from "@api/model";
import { listGame, type ListGame } from "~/lib/scores/list-game";
import { seasonBeingPlayedNotHeld } from "@core/season-status";
import { seasonLabel } from "@core/seasons";
import type { SportSlug } from "@core/sports";
import { LIVE_REFRESH_S, refreshPace, TODAY_REFRESH_S } from "~/lib/scores/game-status";
import { listPaging } from "~/lib/csv";
import { canonicalSearch, pageCount } from "~/lib/url-state";

export const SCORES_PAGE_SIZE = 24;

export type ScoresFilters = {
  q: string;
  status: string;
  /** Sport slug for the API ("" = all). */
  sport: string;
  league: string;
  start?: string;
  end?: string;
  /** The start the form showed: when the end equalled it, a new start moves the end too. */
  was?: string;
  page: number;
};

export type ScoresView = {
  range: DateRange;
  today: string;
  games: Array<ListGame>;
  count: number;
  pageCount: number;
  summary: GameSummary;
  refreshSeconds: number | null;
  updatedAt: string;
  /** The season the site's league is playing, when we hold none of its games (with no game in the range). */
  seasonNotHeld: { label: string; latest: string | null } | null;
};

/** A shorter refresh for tests and development (SCORES_LIVE_REFRESH_S, SCORES_TODAY_REFRESH_S); never longer than the spec's. */
function refreshOverride(name: string, spec: number): number {
  const override = Number(process.env[name]);
  return Number.isInteger(override) && override > 0 && override < spec ? override : spec;
}

/** Seconds between refreshes of a page that shows a live game (30). */
export function liveRefreshSeconds(): number {
  return refreshOverride("SCORES_LIVE_REFRESH_S", LIVE_REFRESH_S);
}

/** Seconds between refreshes of a page that shows today's games (120). */
export function todayRefreshSeconds(): number {
  return refreshOverride("SCORES_TODAY_REFRESH_S", TODAY_REFRESH_S);
}

/**
 * How often one game's page refreshes: a live game every 30 s, a game of today not yet started every 2
 * minutes, and never a game that is over, postponed or of another day (issue 32: a final said it refreshed).
 */
export function gameRefreshSeconds(game: { status: string; game_date: string }, today: string): number | null {
  const pace = refreshPace([game], today);
  return pace === "live" ? liveRefreshSeconds() : pace === "upcoming" ? todayRefreshSeconds() : null;
}

/**
 * The range to show, or a redirect to the corrected URL: an end before the start moves to the start,
 * a range over 31 days is cut, and a new start moves an end that equalled the old start.
 */
export function resolveRange(url: URL, filters: ScoresFilters, today: string, extra: Record<string, string | number | undefined> = {}): DateRange {
  let end = filters.end;
  if (filters.was && filters.start && end === filters.was && filters.start !== filters.was) end = filters.start;
  const range = normalizeRange({ start: filters.start, end }, today);
  if (range.corrected || filters.was !== undefined || end !== filters.end) {
    const search = canonicalSearch({
      ...extra,
      q: filters.q,
      sport: filters.sport,
      league: filters.league,
      status: filters.status,
      start: filters.start ? range.start : undefined,
      end: filters.end || filters.start ? range.end : undefined,
    });
    throw redirect(`${url.pathname}${search}`, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
  }
  return { start: range.start, end: range.end };
}

export async function loadScoresView(
  api: SportsApi,
  url: URL,
  filters: ScoresFilters,
  range: DateRange,
  now = new Date(),
  site: { league: string | null; sport: SportSlug | null } = { league: null, sport: null },
): Promise<{ view: ScoresView; cacheControl: string }> {
  const today = easternDate(now);
  const query = {
    search: filters.q || undefined,
    sport__slug: filters.sport || undefined,
    league: filters.league || undefined,
    game_date__gte: range.start,
    game_date__lte: range.end,
  };
  const [games, summary] = await Promise.all([
    api.games({ ...query, status: filters.status || undefined, ordering: "date", ...listPaging(url, filters.page, SCORES_PAGE_SIZE) }),
    api.gameSummary(query),
  ]);
  const pages = pageCount(games.count, SCORES_PAGE_SIZE);
  ensurePageInRange(url, filters.page, pages);
  const showsToday = range.start <= today && today <= range.end;
  const refreshSeconds = summary.live > 0 ? liveRefreshSeconds() : showsToday ? todayRefreshSeconds() : null;
  const missing = site.league && showsToday && games.count === 0 ? seasonBeingPlayedNotHeld(site.league, now, summary.earlier_date) : null;
  const view: ScoresView = {
    range,
    today,
    games: games.results.map((game) => listGame(game)),
    count: games.count,
    pageCount: pages,
    summary,
    refreshSeconds,
    updatedAt: now.toISOString(),
    seasonNotHeld: missing === null ? null : { label: seasonLabel(missing, site.sport), latest: summary.earlier_date },
  };
  const cacheControl = api.client.degraded ? PRIVATE_NO_STORE : cacheControlFor("realtime");
  return { view, cacheControl };
}
