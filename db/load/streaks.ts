// Each team's streak at the end of a regular season (W3, L2), computed in one pass over the games.
import type { GameRecord } from "../import/types";

export type SeasonStreak = { team: string; season: number; length: number; type: "win" | "loss" | null };

/** What a streak needs of a game: an importer's record or a stored game (teams by any key). */
export type StreakGame = Pick<GameRecord, "type" | "status" | "homeScore" | "awayScore" | "home" | "away" | "season" | "date">;

export function endOfSeasonStreaks(games: ReadonlyArray<StreakGame>): Array<SeasonStreak> {
  const byTeamSeason = new Map<string, Array<{ date: string; outcome: "W" | "L" | "T" }>>();
  for (const game of games) {
    if (game.type !== "regular" || game.status !== "final" || game.homeScore === null || game.awayScore === null) continue;
    const homeOutcome = game.homeScore > game.awayScore ? "W" : game.homeScore < game.awayScore ? "L" : "T";
    const awayOutcome = homeOutcome === "W" ? "L" : homeOutcome === "L" ? "W" : "T";
    for (const [team, outcome] of [
      [game.home, homeOutcome],
      [game.away, awayOutcome],
    ] as const) {
      const key = `${team}|${game.season}`;
      const list = byTeamSeason.get(key) ?? [];
      list.push({ date: game.date, outcome });
      byTeamSeason.set(key, list);
    }
  }
  const streaks: Array<SeasonStreak> = [];
  for (const [key, list] of byTeamSeason) {
    const [team, season] = key.split("|");
    // A stable sort keeps doubleheaders in the order the source lists them.
    list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const last = list[list.length - 1].outcome;
    let length = 0;
    for (let i = list.length - 1; i >= 0 && list[i].outcome === last; i--) length++;
    streaks.push({ team, season: Number(season), length, type: last === "W" ? "win" : last === "L" ? "loss" : null });
  }
  return streaks;
}
