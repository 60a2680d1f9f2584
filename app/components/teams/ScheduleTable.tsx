// The season schedule: Week, Date, Opponent (vs/@ with abbreviation), Location and the team's Result (spec §4).
import { Link } from "@remix-run/react";
import { CsvLink } from "~/components/kit/CsvLink";
import { SortHeader } from "~/components/kit/SortHeader";
import type { SortDir } from "~/lib/table-sort";
import { opponentOf } from "~/lib/team-tables";
import { Badge } from "~/components/ui/Badge";
import { gameResult, isHomeGame } from "~/lib/team-labels";
import type { ScheduledGame } from "./types";
import { TableScroll } from "~/components/ui/TableScroll";

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** A stored date ("1996-09-01") as fans read it; UTC so server and browser agree. */
export function gameDateLabel(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : DATE_FORMAT.format(parsed);
}

const HEAD = "px-4 py-3";

const OUTCOME_CLASS: Record<string, string> = {
  W: "text-emerald-800",
  L: "text-rose-800",
  T: "text-slate-800",
};

export function ScheduleTable({
  games,
  teamId,
  year,
  caption,
  empty = null,
  sort = "",
  dir = "asc",
}: {
  games: Array<ScheduledGame>;
  teamId: number;
  year: number;
  caption: string;
  /** What to say when there are no games (the page's coverage notice title); a generic line otherwise. */
  empty?: string | null;
  /** The URL's sort (the loader has sorted the games by it). */
  sort?: string;
  dir?: SortDir;
}) {
  if (games.length === 0) {
    return <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">{empty ?? "No games of this season in our data."}</p>;
  }
  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <CsvLink />
      </div>
      <TableScroll className="rounded-xl border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="team-schedule">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3">
                Week
              </th>
              <SortHeader column="date" label="Date" sort={sort || "date"} dir={dir} className={HEAD} />
              <SortHeader column="opponent" label="Opponent" sort={sort} dir={dir} className={HEAD} />
              <th scope="col" className="px-4 py-3">
                Location
              </th>
              <SortHeader column="result" label="Result" sort={sort} dir={dir} firstDir="desc" className={HEAD} />
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {games.map((game) => {
              const home = isHomeGame(game, teamId);
              const opponent = opponentOf(game, teamId);
              const result = gameResult(game, teamId);
              const location = game.venue_name ?? (game.neutral_site ? "Neutral" : home ? "Home" : "Away");
              return (
                <tr key={game.id} className="hover:bg-slate-50">
                  <td className="whitespace-nowrap px-4 py-2 text-slate-800">
                    <span className="flex flex-wrap items-center gap-1">
                      {game.week ?? game.round ?? "—"}
                      {game.game_type === "final" ? (
                        <Badge tone="warning">Final</Badge>
                      ) : game.game_type === "playoff" ? (
                        <Badge tone="primary">Playoffs</Badge>
                      ) : null}
                    </span>
                  </td>
                  <td className="whitespace-nowrap px-4 py-2 text-slate-800">{gameDateLabel(game.game_date)}</td>
                  <td className="px-4 py-2">
                    <span className="mr-1 text-slate-600">{home ? "vs" : "@"}</span>
                    <Link to={`/teams/${opponent.slug}/${year}`} className="font-semibold text-primary-800 hover:underline">
                      {opponent.abbreviation ? (
                        <abbr title={opponent.name ?? undefined} className="no-underline">
                          {opponent.abbreviation}
                        </abbr>
                      ) : (
                        opponent.name
                      )}
                    </Link>
                    {opponent.abbreviation && opponent.name ? <span className="ml-2 hidden text-slate-700 sm:inline">{opponent.name}</span> : null}
                  </td>
                  <td className="px-4 py-2 text-slate-800">{location}</td>
                  <td className={`whitespace-nowrap px-4 py-2 font-semibold ${result.outcome ? OUTCOME_CLASS[result.outcome] : "text-slate-800"}`}>
                    {/* Every game one click away: its page (box score, line score, where it was played). */}
                    <a href={`/scores/${game.id}`} className="hover:underline" data-testid="schedule-game-link">
                      {result.label}
                    </a>
                    {result.outcome && game.overtime ? <span className="ml-1 text-xs font-medium text-slate-600">({game.overtime})</span> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
