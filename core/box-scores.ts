// Where we hold players' lines game by game (box scores, game logs, single-game records): the NFL's
// 1999-2020 seasons (nfl-player-games-nflfastr-1999-2020, decision 0163). One rule for every page that
// states the bound.
import type { LeagueSlug } from "./leagues";

export type BoxScoreSeasons = { first: number; last: number };

const HELD: Partial<Record<LeagueSlug, BoxScoreSeasons>> = { nfl: { first: 1999, last: 2020 } };

/** The seasons of a league whose games have box scores, or null when none do. */
export function boxScoreSeasons(league: string): BoxScoreSeasons | null {
  return HELD[league as LeagueSlug] ?? null;
}

/** "1999 to 2020": the bound every list of game lines states. */
export function boxScoreBound(seasons: BoxScoreSeasons): string {
  return `${seasons.first} to ${seasons.last}`;
}

/** What a game page says about a game we hold no box score of. */
export function boxScoreAbsence(league: string, leagueName: string, season: number, hasLines: boolean): string | null {
  const seasons = boxScoreSeasons(league);
  if (seasons === null) return null;
  if (season < seasons.first || season > seasons.last) {
    return `Box scores of ${leagueName} games are in our data for the seasons ${boxScoreBound(seasons)} only; this game's players' lines are not.`;
  }
  return hasLines ? null : "This game is missing from the play-by-play our box scores are built from (nflfastR), so its players' lines are not in our data.";
}
