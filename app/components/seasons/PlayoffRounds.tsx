// A season's postseason from the data: the final result, then the games by round (or by series when
// the data names no round), each series with its result.
import { Link } from "@remix-run/react";
import type { PlayoffGame } from "@api/model";
import { EmptyState } from "~/components/ui/EmptyState";

type Result = {
  championship_name: string;
  team_name: string | null;
  team_slug: string | null;
  runner_up_name: string | null;
  score: string | null;
  status: "held" | "not_held";
  note: string | null;
  year: number;
};

type Group = { key: string; title: string; games: Array<PlayoffGame> };

/** Games grouped by the round the data names, else by the pair of teams (a series). */
export function playoffGroups(games: ReadonlyArray<PlayoffGame>): Array<Group> {
  const groups = new Map<string, Group>();
  for (const game of games) {
    const round = game.round ?? game.week;
    const pair = [game.home_team, game.away_team].sort((a, b) => a.id - b.id);
    const key = round ? `round:${round}` : `series:${pair[0].id}-${pair[1].id}`;
    const title = round ?? `${pair[0].name} vs ${pair[1].name}`;
    const group = groups.get(key) ?? { key, title, games: [] };
    group.games.push(game);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** "Boston Celtics 4-2" for a series of games between two teams. */
function seriesResult(games: ReadonlyArray<PlayoffGame>): string | null {
  const wins = new Map<string, number>();
  for (const game of games) {
    if (game.home_score === null || game.away_score === null || game.home_score === game.away_score) continue;
    const winner = game.home_score > game.away_score ? game.home_team.name : game.away_team.name;
    wins.set(winner, (wins.get(winner) ?? 0) + 1);
  }
  const sorted = [...wins.entries()].sort((a, b) => b[1] - a[1]);
  if (sorted.length === 0 || games.length < 2) return null;
  return `${sorted[0][0]} ${sorted[0][1]}-${sorted[1]?.[1] ?? 0}`;
}

export function PlayoffRounds({ games, champions }: { games: ReadonlyArray<PlayoffGame>; champions: ReadonlyArray<Result> }) {
  const final = champions[0];
  const groups = playoffGroups(games);
  return (
    <div className="space-y-6" data-testid="season-playoffs">
      {final ? (
        <section aria-label="Final result" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
          <h2 className="text-lg font-bold text-slate-900">{final.championship_name}</h2>
          {final.status === "held" ? (
            <p className="text-slate-800">
              {final.team_slug ? (
                <Link to={`/teams/${final.team_slug}/${final.year}`} className="font-semibold text-primary-800 hover:underline">
                  {final.team_name}
                </Link>
              ) : (
                <span className="font-semibold">{final.team_name}</span>
              )}
              {final.runner_up_name ? ` defeated ${final.runner_up_name}` : ""}
              {final.score ? ` (${final.score})` : ""}
            </p>
          ) : (
            <p className="text-slate-800">Not held{final.note ? `: ${final.note}` : ""}</p>
          )}
        </section>
      ) : null}
      {groups.length === 0 ? (
        <EmptyState
          role="status"
          title="No Playoff Games in Our Data"
          description={
            final
              ? "We hold the title result above, but not the postseason games of this season."
              : "We hold no postseason games or title result for this season."
          }
        />
      ) : (
        groups.map((group) => {
          const result = group.key.startsWith("series:") ? seriesResult(group.games) : null;
          return (
            <section key={group.key} aria-label={group.title}>
              <h3 className="mb-2 font-bold text-slate-900">
                {group.title}
                {result ? <span className="ml-2 text-sm font-normal text-slate-700">{result}</span> : null}
              </h3>
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
                {group.games.map((game) => (
                  <li key={game.id} className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm">
                    <span className="text-slate-600">{game.game_date}</span>
                    <a href={`/scores/${game.id}`} className="text-slate-900 hover:underline" data-testid="playoff-game-link">
                      {game.away_team.name} {game.away_score ?? "–"} @ {game.home_team.name} {game.home_score ?? "–"}
                      {game.overtime ? ` (${game.overtime})` : ""}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
