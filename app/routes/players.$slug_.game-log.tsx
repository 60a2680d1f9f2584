// A player's game log (/players/{slug}/game-log?season=YYYY): his career highs in a game, each linked to
// its game, then one season's games (the latest by default; every season he has lines in is a link) with
// the date, opponent, result and his passing, rushing and receiving line, each game linked to its box
// score. NFL 1999-2020 only (core/box-scores.ts); the page states the bound.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import type { PlayerGameLog } from "@api/model";
import { pageHeaders } from "~/.server/cache-headers";
import { loadPage, notFound } from "~/.server/page-errors";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { TableScroll } from "~/components/ui/TableScroll";
import { routeMeta } from "~/lib/meta";
import { formatShortDate } from "~/lib/scores/format";
import { fields, parseSearch } from "~/lib/url-params";

export const headers = pageHeaders;

const pageParams = z.object({ season: fields.year() });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const slug = params.slug ?? "";
  if (slug === "") notFound("Player slug is required");
  const { season } = parseSearch(pageParams, new URL(request.url).searchParams);
  return loadPage(async () => {
    const log = await api.playerGameLog(slug, { season });
    return data({ log }, { headers: { "Cache-Control": api.client.cacheControl() } });
  });
}

export const meta = routeMeta<{ log: PlayerGameLog }>(({ data: { log } }) => ({
  title: `${log.player.name} game log${log.season !== null ? ` ${log.season}` : ""}`,
  description: `${log.player.name}: every game${log.season !== null ? ` of ${log.season}` : ""} with the opponent, result and his passing, rushing and receiving, and his career highs in a game${log.bound ? ` (${log.bound})` : ""}.`,
}));

export const ErrorBoundary = routeErrorBoundary({
  notFound: { title: "Player Not Found", message: "We couldn't find this player's game log.", backTo: "/players", backLabel: "Back to Players" },
  failure: { title: "Failed to load the game log" },
});

const ROUNDS: Record<string, string> = { Wildcard: "Wild card", Division: "Divisional", Conference: "Conference", Superbowl: "Super Bowl" };
const weekLabel = (week: string | null) => (week === null ? "" : (ROUNDS[week] ?? `Week ${week}`));

type Game = PlayerGameLog["games"][number];

/** The columns a season shows: only the kinds of play he has figures in (a receiver has no passing columns). */
function columnsFor(games: ReadonlyArray<Game>) {
  const any = (pick: (game: Game) => number) => games.some((game) => pick(game) !== 0);
  const passing = any((g) => g.attempts);
  const rushing = any((g) => g.rushing_attempts);
  const receiving = any((g) => g.targets + g.receptions);
  const columns: Array<{ key: string; short: string; title: string; value: (game: Game) => string | number }> = [];
  if (passing) {
    columns.push(
      { key: "cmp", short: "C/ATT", title: "Completions / attempts", value: (g) => `${g.completions}/${g.attempts}` },
      { key: "pyds", short: "Pass YDS", title: "Passing yards", value: (g) => g.passing_yards },
      { key: "ptd", short: "Pass TD", title: "Touchdown passes", value: (g) => g.passing_touchdowns },
      { key: "int", short: "INT", title: "Interceptions thrown", value: (g) => g.interceptions },
    );
  }
  if (rushing) {
    columns.push(
      { key: "car", short: "CAR", title: "Carries", value: (g) => g.rushing_attempts },
      { key: "ryds", short: "Rush YDS", title: "Rushing yards", value: (g) => g.rushing_yards },
      { key: "rtd", short: "Rush TD", title: "Rushing touchdowns", value: (g) => g.rushing_touchdowns },
    );
  }
  if (receiving) {
    columns.push(
      { key: "rec", short: "REC", title: "Receptions", value: (g) => g.receptions },
      { key: "cyds", short: "Rec YDS", title: "Receiving yards", value: (g) => g.receiving_yards },
      { key: "ctd", short: "Rec TD", title: "Receiving touchdowns", value: (g) => g.receiving_touchdowns },
    );
  }
  return columns;
}

export default function GameLogPage() {
  const { log } = useLoaderData<typeof loader>();
  const columns = columnsFor(log.games);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumb
        items={[{ label: "All Players", to: "/players" }, { label: log.player.name, to: `/players/${log.player.slug}` }, { label: "Game log" }]}
        className="mb-4"
      />
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{`${log.player.name}: game log`}</h1>
      <p className="mt-2 text-sm text-slate-700" data-testid="game-log-bound">
        {log.bound
          ? `Every ${log.player.league.name} game of ${log.bound} with his passing, rushing and receiving (regular season and playoffs, from the play-by-play); games before or after are not in our data.`
          : `Game-by-game lines of ${log.player.league.name} players are not in our data.`}
      </p>

      {log.career_highs.length > 0 ? (
        <section className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="career-highs">
          <h2 id="career-highs" className="mb-3 text-lg font-bold text-slate-900">
            {`Career highs in a game (${log.bound})`}
          </h2>
          <ul className="space-y-1 text-sm" data-testid="career-highs">
            {log.career_highs.map((high) => (
              <li key={high.stat}>
                <span className="font-medium text-slate-800">{`${high.label}: `}</span>
                <Link to={`/scores/${high.game_id}?tab=stats`} className="font-semibold text-primary-800 hover:underline">
                  {`${high.value.toLocaleString("en-US")} against the ${high.opponent}, ${formatShortDate(high.date)}`}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {log.seasons.length > 0 ? (
        <nav aria-label="Seasons" className="mt-6 flex flex-wrap gap-2 text-sm" data-testid="game-log-seasons">
          {log.seasons.map(({ season, games }) =>
            season === log.season ? (
              <span key={season} aria-current="page" className="rounded-full bg-primary-700 px-3 py-1 font-semibold text-white">
                {season}
              </span>
            ) : (
              <Link
                key={season}
                to={`?season=${season}`}
                className="rounded-full border border-slate-300 px-3 py-1 text-primary-800 hover:bg-slate-50"
                title={`${games} games`}
              >
                {season}
              </Link>
            ),
          )}
        </nav>
      ) : (
        <p className="mt-6 text-sm text-slate-700">No game of his is in our data.</p>
      )}

      {log.season !== null ? (
        <section className="mt-4" aria-labelledby="season-games">
          <h2 id="season-games" className="mb-2 text-lg font-bold text-slate-900">
            {`${log.season} season: ${log.games.length} games`}
          </h2>
          <TableScroll>
            <table className="min-w-full text-right text-sm tabular-nums" data-testid="game-log">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="px-2 py-1 text-left">
                    Date
                  </th>
                  <th scope="col" className="px-2 py-1 text-left">
                    Opponent
                  </th>
                  <th scope="col" className="px-2 py-1 text-left">
                    Result
                  </th>
                  {columns.map((column) => (
                    <th key={column.key} scope="col" className="whitespace-nowrap px-2 py-1">
                      <abbr title={column.title} className="no-underline">
                        {column.short}
                      </abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {log.games.map((game) => (
                  <tr key={game.game_id} className="border-b border-slate-100">
                    <th scope="row" className="whitespace-nowrap px-2 py-1 text-left font-medium">
                      <Link to={`/scores/${game.game_id}?tab=stats`} className="text-primary-800 hover:underline">
                        {formatShortDate(game.date)}
                      </Link>
                      <span className="block text-xs font-normal text-slate-600">{weekLabel(game.week)}</span>
                    </th>
                    <td className="whitespace-nowrap px-2 py-1 text-left">{`${game.at_home ? "vs" : "at"} ${game.opponent.name}`}</td>
                    <td className="whitespace-nowrap px-2 py-1 text-left">{game.result ?? ""}</td>
                    {columns.map((column) => (
                      <td key={column.key} className="px-2 py-1">
                        {column.value(game)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      ) : null}
    </div>
  );
}
