// The body of a scores list: four tiles, the games grouped by day then league, the quiet-day panel with
// links to the nearest dates that have games, the skeleton of 8 while the list reloads, and the pager.
import { Link, useLocation } from "@remix-run/react";
import type { GameSummary } from "@api/model";
import type { ListGame } from "~/lib/scores/list-game";
import { Pager } from "~/components/kit/Pager";
import { useRouteLoading } from "~/components/kit/useRouteLoading";
import { SKELETON_COUNTS, SkeletonGrid } from "~/components/ui/Skeleton";
import { NoGamesFound } from "~/components/ui/StatusPanels";
import { Tile, TileGrid } from "~/components/ui/Tile";
import { formatLongDate, formatShortDate } from "~/lib/scores/format";
import { hrefWith } from "~/lib/url-state";
import { GameCard } from "./GameCard";

type Group = { date: string; leagues: Array<{ league: string; games: Array<ListGame> }> };

/** Games (already ordered by day, then league) grouped for display. */
export function groupGames(games: ReadonlyArray<ListGame>): Array<Group> {
  const groups: Array<Group> = [];
  for (const game of games) {
    let day = groups[groups.length - 1];
    if (!day || day.date !== game.game_date) {
      day = { date: game.game_date, leagues: [] };
      groups.push(day);
    }
    let league = day.leagues[day.leagues.length - 1];
    if (!league || league.league !== game.league.name) {
      league = { league: game.league.name, games: [] };
      day.leagues.push(league);
    }
    league.games.push(game);
  }
  return groups;
}

export function ScoresBoard({
  games,
  summary,
  page,
  pageCount,
  range,
  seasonNotHeld = null,
}: {
  games: Array<ListGame>;
  summary: GameSummary;
  page: number;
  pageCount: number;
  range: { start: string; end: string };
  seasonNotHeld?: { label: string; latest: string | null } | null;
}) {
  const loading = useRouteLoading();
  const location = useLocation();
  const dayHref = (date: string) => hrefWith(location.search, { start: date, end: date }, { pathname: location.pathname });
  return (
    <>
      <TileGrid className="my-6 lg:grid-cols-4" label="Summary">
        <Tile label="Live Games" value={summary.live.toLocaleString("en-US")} />
        <Tile label="Final" value={summary.final.toLocaleString("en-US")} />
        <Tile label="Upcoming" value={summary.scheduled.toLocaleString("en-US")} />
        <Tile label="Sports" value={summary.sports.length.toLocaleString("en-US")} />
      </TileGrid>
      <div aria-live="polite" aria-busy={loading}>
        {loading ? (
          <SkeletonGrid count={SKELETON_COUNTS.games} label="Loading games..." />
        ) : games.length === 0 ? (
          <NoGamesFound
            role="status"
            description={
              <>
                {range.start === range.end
                  ? `No games match on ${formatLongDate(range.start)}.`
                  : `No games match from ${formatShortDate(range.start)} to ${formatShortDate(range.end)}.`}
                {seasonNotHeld
                  ? ` The ${seasonNotHeld.label} season being played is not in our data${seasonNotHeld.latest ? ": the latest games we hold are on the day linked below." : "."}`
                  : ""}
                {summary.earlier_date || summary.later_date ? " The nearest days with games:" : ""}
              </>
            }
            action={
              summary.earlier_date || summary.later_date ? (
                <span className="flex flex-wrap justify-center gap-3" data-testid="nearest-dates">
                  {summary.earlier_date ? (
                    <Link className="font-semibold text-primary-800 underline" to={dayHref(summary.earlier_date)} rel="prev">
                      {`Earlier: ${formatShortDate(summary.earlier_date)}`}
                    </Link>
                  ) : null}
                  {summary.later_date ? (
                    <Link className="font-semibold text-primary-800 underline" to={dayHref(summary.later_date)} rel="next">
                      {`Later: ${formatShortDate(summary.later_date)}`}
                    </Link>
                  ) : null}
                </span>
              ) : undefined
            }
          />
        ) : (
          <div className="space-y-8" data-testid="scores-list">
            {groupGames(games).map((day) => (
              <section key={day.date} aria-labelledby={`day-${day.date}`}>
                <h2 id={`day-${day.date}`} className="mb-3 text-xl font-bold text-slate-900">
                  {formatLongDate(day.date)}
                </h2>
                {day.leagues.map((league) => (
                  <div key={league.league} className="mb-5">
                    <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">{league.league}</h3>
                    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                      {league.games.map((game) => (
                        <li key={game.id}>
                          <GameCard game={game} />
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
            ))}
          </div>
        )}
      </div>
      <Pager page={page} pageCount={pageCount} label="Score pages" />
    </>
  );
}
