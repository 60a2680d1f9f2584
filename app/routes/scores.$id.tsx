// One game: breadcrumb to All Scores, the header (sport, live clock or status or start time, long date),
// away above home with the leader highlighted, and the Overview, Stats, Plays and Game Info tabs (`tab`).
// A live game refreshes every 30 s, a game of today not yet started every 2 minutes, a finished one never.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { cacheControlFor } from "@core/cache-classes";
import { easternDate } from "@core/game-dates";
import { pageHeaders, PRIVATE_NO_STORE } from "~/.server/cache-headers";
import { loadPage, notFound } from "~/.server/page-errors";
import { gameRefreshSeconds } from "~/.server/scores/scores-view.server";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import type { GameDetail } from "@api/model";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { TabLinks } from "~/components/kit/TabLinks";
import { BoxScore } from "~/components/scores/BoxScore";
import { GameStatusBadge } from "~/components/scores/GameStatusBadge";
import { leader } from "~/components/scores/GameCard";
import { LiveRefreshNote } from "~/components/scores/LiveRefresh";
import { ScoreFlash } from "~/components/scores/ScoreFlash";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { JsonLdScript } from "~/components/ui/JsonLdScript";
import { useRootData } from "~/components/shell/use-root-data";
import { sportsEventLd } from "~/lib/json-ld";
import { ComingSoon } from "~/components/ui/StatusPanels";
import { routeMeta } from "~/lib/meta";
import { formatEasternTime, formatLongDate, formatShortDate } from "~/lib/scores/format";
import { isShownGameStatus } from "@core/game-status";
import { finalLabel, liveClock, scoreText, STATUS_BADGE } from "~/lib/scores/game-status";
import { fields, parseSearch } from "~/lib/url-params";
import { TableScroll } from "~/components/ui/TableScroll";

export const headers = pageHeaders;

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "stats", label: "Stats" },
  { id: "plays", label: "Plays" },
  { id: "info", label: "Game Info" },
] as const;

const gameParams = z.object({
  tab: fields.oneOf(
    TABS.map((tab) => tab.id),
    "overview",
  ),
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!/^\d{1,9}$/.test(id)) notFound("Game not found");
  const url = new URL(request.url);
  const { tab } = parseSearch(gameParams, url.searchParams);
  const site = requestSite(request);
  const api = sportsApi(request, site);
  return loadPage(async () => {
    const game = await api.game(id);
    const now = new Date();
    const today = easternDate(now);
    const refreshSeconds = gameRefreshSeconds(game, today);
    // A game that may still change is realtime data; a finished one keeps its client's class.
    const cacheControl = api.client.degraded ? PRIVATE_NO_STORE : refreshSeconds !== null ? cacheControlFor("realtime") : api.client.cacheControl();
    // The box score's lines travel only with the tab that shows them.
    const hasBoxScore = Boolean(game.box_score?.away || game.box_score?.home);
    const shown = tab === "stats" ? game : { ...game, box_score: null };
    return data({ game: shown, tab, hasBoxScore, refreshSeconds, updatedAt: now.toISOString() }, { headers: { "Cache-Control": cacheControl } });
  });
}

export const meta = routeMeta<{ game: GameDetail }>(({ data }) => ({
  title: `${data.game.away_team.name} at ${data.game.home_team.name}, ${formatShortDate(data.game.game_date)}`,
  description: `${data.game.league.name} game of ${formatLongDate(data.game.game_date)}: ${data.game.away_team.name} at ${data.game.home_team.name}.`,
  canonicalSearch: "",
}));

export const ErrorBoundary = routeErrorBoundary({
  failure: { title: "Failed to load game scores" },
  notFound: { title: "Game Not Found", message: "The game you are looking for does not exist.", backTo: "/scores", backLabel: "Back to Scores" },
});

function statusLine(game: GameDetail): string {
  if (game.status === "live") return liveClock(game.sport.slug, game.period, game.time_remaining);
  if (game.status === "scheduled") return formatEasternTime(game.game_time) ?? "Time to be announced";
  if (game.status === "final") return game.status_detail ?? finalLabel(game.overtime);
  return game.status_detail ?? (isShownGameStatus(game.status) ? STATUS_BADGE[game.status].label : game.status);
}

function resultLine(game: GameDetail): string {
  const winner = leader(game);
  if (game.status === "final") {
    if (winner === null) return `${game.away_team.name} and ${game.home_team.name} tied ${game.away_score}-${game.home_score}.`;
    const [won, lost] = winner === "home" ? [game.home_team, game.away_team] : [game.away_team, game.home_team];
    const [high, low] = winner === "home" ? [game.home_score, game.away_score] : [game.away_score, game.home_score];
    const extra = game.overtime ? ` (${game.sport.slug === "baseball" ? `${game.overtime} innings` : game.overtime})` : "";
    return `${won.name} defeated ${lost.name} ${high}-${low}${extra}.`;
  }
  if (game.status === "live") return "In progress: the score above follows the game while this page is open.";
  if (game.status === "postponed") return `${game.status_detail ?? "Postponed"}: this game was not played as scheduled.`;
  if (game.status === "no_result") {
    return `${STATUS_BADGE.no_result.label}: ${game.away_team.name} at ${game.home_team.name} was scheduled for this day; our datasets hold its schedule but not its result.`;
  }
  return `Preview: ${game.away_team.name} visit ${game.home_team.name}${formatEasternTime(game.game_time) ? ` at ${formatEasternTime(game.game_time)}` : ""}.`;
}

function Box({ title, rows }: { title: string; rows: Array<[string, string | null | undefined]> }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="mb-3 text-base font-bold text-slate-900">{title}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value ?? "Not recorded"}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Overview({ game, hasBoxScore }: { game: GameDetail; hasBoxScore: boolean }) {
  const location = [game.venue.city, game.venue.state].filter(Boolean).join(", ");
  const seasonHref = (slug: string) => `/teams/${slug}/${game.season.start_year}`;
  const series = game.season_series;
  const played = series.games.filter((g) => g.status === "final").length;
  return (
    <div className="space-y-6">
      <p className="text-lg font-semibold text-slate-900" data-testid="result-line">
        {resultLine(game)}
      </p>
      {hasBoxScore ? (
        <p className="text-sm">
          <Link to="?tab=stats" className="font-semibold text-primary-800 hover:underline">
            Box score: every player&apos;s passing, rushing and receiving
          </Link>
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <Box
          title="Details"
          rows={[
            ["Status", isShownGameStatus(game.status) ? STATUS_BADGE[game.status].label : game.status],
            ["Date", formatLongDate(game.game_date)],
            ["Time", formatEasternTime(game.game_time) ?? "Not recorded"],
            ["Season", game.season.name],
          ]}
        />
        <Box
          title="Venue"
          rows={[
            ["Name", game.venue.name],
            ["Location", location || null],
            ["Capacity", game.venue.capacity === null ? null : game.venue.capacity.toLocaleString("en-US")],
            ...(game.neutral_site ? [["Site", `Neutral site: ${game.home_team.name} were the designated home team`] as [string, string]] : []),
          ]}
        />
      </div>
      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="going-in">
        <h3 id="going-in" className="mb-3 text-base font-bold text-slate-900">
          Records going in ({game.records_before.scope})
        </h3>
        <ul className="space-y-1 text-sm">
          {(["away", "home"] as const).map((side) => {
            const team = side === "home" ? game.home_team : game.away_team;
            return (
              <li key={side}>
                <Link className="font-semibold text-primary-800 hover:underline" to={seasonHref(team.slug)}>
                  {`${team.name} ${game.season.label}`}
                </Link>
                {`: ${game.records_before[side].line}`}
              </li>
            );
          })}
        </ul>
      </section>
      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="series">
        <h3 id="series" className="mb-1 text-base font-bold text-slate-900">
          Season series ({series.scope})
        </h3>
        <p className="mb-3 text-sm text-slate-700" data-testid="series-tally">
          {`Through this game: ${game.away_team.name} ${series.through_this_game.away_wins}, ${game.home_team.name} ${series.through_this_game.home_wins}${series.through_this_game.ties ? `, ${series.through_this_game.ties} tied` : ""} (${played} of ${series.games.length} games played).`}
        </p>
        <ol className="space-y-1 text-sm">
          {series.games.map((other) => {
            const home = other.home_team_id === game.home_team.id ? game.home_team : game.away_team;
            const away = other.home_team_id === game.home_team.id ? game.away_team : game.home_team;
            const label = `${formatShortDate(other.game_date)}: ${away.name} ${scoreText(other.status, other.away_score)}, ${home.name} ${scoreText(other.status, other.home_score)}`;
            return (
              <li key={other.id}>
                {other.id === game.id ? (
                  <span aria-current="page" className="font-semibold">
                    {`${label} (this game)`}
                  </span>
                ) : (
                  <Link className="text-primary-800 hover:underline" to={`/scores/${other.id}`}>
                    {label}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}

function Stats({ game }: { game: GameDetail }) {
  if (!game.box_score) return <LineScore game={game} />;
  return (
    <div className="space-y-6">
      {game.line_score ? <LineScore game={game} /> : null}
      <BoxScore box={game.box_score} away={game.away_team} home={game.home_team} />
    </div>
  );
}

function LineScore({ game }: { game: GameDetail }) {
  const line = game.line_score;
  if (!line)
    return (
      <ComingSoon
        feature="Stats"
        description={
          <>
            <span className="block font-semibold text-slate-900">Stats</span>
            <span className="block">Box scores and line scores for this game are not in our data yet.</span>
          </>
        }
      />
    );
  const periods = Math.max(line.away.length, line.home.length);
  const unit = game.sport.slug === "baseball" ? "Inning" : game.sport.slug === "hockey" ? "Period" : "Quarter";
  const cell = (value: number | null | undefined) => (value === null ? "x" : value === undefined ? "" : String(value));
  return (
    <TableScroll>
      <table className="min-w-full text-center text-sm" data-testid="line-score">
        <caption className="mb-2 text-left text-base font-bold text-slate-900">Line score</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="px-2 py-1 text-left">
              Team
            </th>
            {Array.from({ length: periods }, (_, i) => (
              <th key={i} scope="col" className="px-2 py-1" title={`${unit} ${i + 1}`}>
                {i + 1}
              </th>
            ))}
            <th scope="col" className="px-2 py-1">
              {game.sport.slug === "baseball" ? "R" : "T"}
            </th>
            {line.hits ? (
              <th scope="col" className="px-2 py-1">
                H
              </th>
            ) : null}
            {line.errors ? (
              <th scope="col" className="px-2 py-1">
                E
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {(["away", "home"] as const).map((side) => (
            <tr key={side} className="border-b border-slate-100">
              <th scope="row" className="px-2 py-1 text-left font-semibold">
                {(side === "home" ? game.home_team : game.away_team).abbreviation ?? (side === "home" ? game.home_team : game.away_team).name}
              </th>
              {Array.from({ length: periods }, (_, i) => (
                <td key={i} className="px-2 py-1 tabular-nums">
                  {cell(line[side][i])}
                </td>
              ))}
              <td className="px-2 py-1 font-bold tabular-nums">{scoreText(game.status, side === "home" ? game.home_score : game.away_score)}</td>
              {line.hits ? <td className="px-2 py-1 tabular-nums">{line.hits[side]}</td> : null}
              {line.errors ? <td className="px-2 py-1 tabular-nums">{line.errors[side]}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function GameInfo({ game }: { game: GameDetail }) {
  return (
    <div className="space-y-6">
      <Box
        title="Game Info"
        rows={[
          ["Game ID", String(game.id)],
          ["Championship", game.championship?.name ?? "None"],
          ["Season", game.season.name],
          ["League", game.league.name],
          ["Attendance", game.attendance === null ? null : game.attendance.toLocaleString("en-US")],
        ]}
      />
      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="officials">
        <h3 id="officials" className="mb-3 text-base font-bold text-slate-900">
          Officials
        </h3>
        {game.officials.length === 0 ? (
          <p className="text-sm text-slate-700">The officials of this game are not in our data.</p>
        ) : (
          <ul className="text-sm">
            {game.officials.map((official) => (
              <li key={`${official.position}-${official.name}`}>{`${official.position}: ${official.name}`}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default function GamePage() {
  const { game, tab, hasBoxScore, refreshSeconds, updatedAt } = useLoaderData<typeof loader>();
  const leading = leader(game);
  const origin = useRootData()?.site.origin ?? null;
  const eventLd = origin
    ? sportsEventLd(
        {
          home: game.home_team,
          away: game.away_team,
          date: game.game_date,
          seasonYear: game.season.start_year,
          status: game.status,
          sport: game.sport.name,
          league: game.league.name,
          venue: game.venue,
        },
        origin,
        `${origin}/scores/${game.id}`,
      )
    : null;
  const teamRow = (side: "away" | "home") => {
    const team = side === "home" ? game.home_team : game.away_team;
    const score = scoreText(game.status, side === "home" ? game.home_score : game.away_score);
    const lead = leading === side;
    return (
      <div
        className={`flex items-center justify-between gap-4 rounded-lg px-4 py-3 ${lead ? "bg-primary-50 font-bold text-slate-900 ring-1 ring-primary-200" : "text-slate-800"}`}
        data-side={side}
        data-leader={lead ? "true" : undefined}
      >
        <div>
          <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600">{side === "home" ? "Home" : "Away"}</span>
          <Link to={`/teams/${team.slug}/${game.season.start_year}`} className="text-xl hover:underline">
            {team.name}
          </Link>
          <span className="ml-2 text-sm text-slate-600">{game.records_before[side].line}</span>
        </div>
        <ScoreFlash value={score} className="px-2 text-3xl tabular-nums">
          <span data-testid={`${side}-score`}>{score}</span>
        </ScoreFlash>
      </div>
    );
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      {eventLd ? <JsonLdScript data={eventLd} /> : null}
      <Breadcrumb items={[{ label: "All Scores", to: "/scores" }, { label: `${game.away_team.name} at ${game.home_team.name}` }]} />
      <header className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm font-semibold uppercase tracking-wide text-slate-700">{`${game.sport.name} · ${game.league.name}`}</span>
            <GameStatusBadge status={game.status} detail={game.status_detail} />
            <span className="text-sm font-semibold text-slate-900" data-testid="status-line">
              {statusLine(game)}
            </span>
          </div>
          <LiveRefreshNote seconds={refreshSeconds} updatedAt={updatedAt} />
        </div>
        <h1 className="mb-4 text-2xl font-extrabold text-slate-900">
          {`${game.away_team.name} at ${game.home_team.name}`}
          <span className="block text-base font-medium text-slate-700">{formatLongDate(game.game_date)}</span>
        </h1>
        <div className="space-y-2">
          {teamRow("away")}
          {teamRow("home")}
        </div>
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
          {game.championship ? (
            <div>
              <dt className="inline font-semibold">Championship: </dt>
              <dd className="inline">{game.championship.name}</dd>
            </div>
          ) : null}
          <div>
            <dt className="inline font-semibold">Venue: </dt>
            <dd className="inline">{game.venue.name ?? "Not recorded"}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">Attendance: </dt>
            <dd className="inline">{game.attendance === null ? "Not recorded" : game.attendance.toLocaleString("en-US")}</dd>
          </div>
        </dl>
      </header>
      <div className="mt-6">
        <TabLinks tabs={TABS} active={tab} label="Game sections" />
        <div className="pt-6" data-testid={`tab-${tab}`}>
          {tab === "overview" ? <Overview game={game} hasBoxScore={hasBoxScore} /> : null}
          {tab === "stats" ? <Stats game={game} /> : null}
          {tab === "plays" ? (
            <ComingSoon
              feature="Play-by-Play"
              description={
                <>
                  <span className="block font-semibold text-slate-900">Play-by-Play</span>
                  <span className="block">Play-by-play for this game is not in our data yet.</span>
                </>
              }
            />
          ) : null}
          {tab === "info" ? <GameInfo game={game} /> : null}
        </div>
      </div>
    </div>
  );
}
