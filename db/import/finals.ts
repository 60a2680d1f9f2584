// Championship finals for the importers: each season's finalists from the curated seed, and the marking of title games among a dataset's games.
import { join } from "node:path";
import { readCsv } from "../csv";
import { SEED_DIR } from "./team-codes";
import type { LeagueSlug } from "../../core/leagues";
import type { GameRecord } from "./types";

/** A season's final as the seed records it: the two finalists (franchise slugs), and the deciding game's date and venue when known. */
export type SeedFinal = { winner: string; runnerUp: string; date: string | null; venue: string | null };

/** Season (start year) -> its final. */
export type Finalists = Map<number, SeedFinal>;

/**
 * The finals of the league's championship from db/seed/<league>/results.csv: every season with
 * both a winner and a runner-up (a title not contested, such as the 2004-05 lockout, is left out).
 * The league must have exactly one championship in db/seed/core/championships.csv.
 */
export async function finalistsFromSeed(league: LeagueSlug, seedDir: string = SEED_DIR): Promise<Finalists> {
  const championships = (await readCsv(join(seedDir, "core", "championships.csv"))).filter((row) => row.values.league === league).map((row) => row.values.slug);
  if (championships.length !== 1) {
    throw new Error(`finalistsFromSeed: league '${league}' has ${championships.length} championships, expected one`);
  }
  const finalists: Finalists = new Map();
  for (const row of await readCsv(join(seedDir, league, "results.csv"))) {
    const { championship, season, winner, runner_up: runnerUp, date, venue } = row.values;
    if (championship !== championships[0] || !winner || !runnerUp) continue;
    finalists.set(Number(season), { winner, runnerUp, date: date || null, venue: venue || null });
  }
  return finalists;
}

/**
 * The latest date per season among the games that pass `include`; a season with none of them has
 * no entry. For finals the files do not flag: "the season's last playoff game".
 */
export function lastDateBySeason<T extends { season: number; date: string }>(games: Iterable<T>, include: (game: T) => boolean): Map<number, string> {
  const last = new Map<number, string>();
  for (const game of games) {
    if (include(game) && (last.get(game.season) ?? "") < game.date) last.set(game.season, game.date);
  }
  return last;
}

export type FinalSeriesRule = {
  /**
   * The playoff games of the season that must all have been played before the final series:
   * - "every-other-playoff-game": every playoff game not between the two finalists (the NHL
   *   importers: the Cup Final starts once both semifinals are over);
   * - "finalists-other-games": only the finalists' own playoff games against other clubs (the NBA
   *   importers). The two differ when clubs that are not finalists play after the finalists' other series.
   */
  readonly after: "every-other-playoff-game" | "finalists-other-games";
  /** Round label set on the final-series games; their round is left as it is when omitted. */
  readonly round?: string;
};

/** The Stanley Cup Final: the finalists' games once both semifinals are over, labelled with the round. */
export const STANLEY_CUP_FINAL: FinalSeriesRule = { after: "every-other-playoff-game", round: "Stanley Cup Final" };

/** The NBA Finals: the finalists' games once each finalist's conference finals are over; the round is left as the file has it. */
export const NBA_FINALS: FinalSeriesRule = { after: "finalists-other-games" };

/**
 * Marks as "final" the season's playoff games between its two finalists that come after the other
 * playoff games named by `rule.after`. Comparing dates rather than trusting the pair alone keeps an
 * earlier meeting of the same two clubs (in a conference round) out of the final.
 */
export function markFinalSeries(games: Array<GameRecord>, finalists: Finalists, rule: FinalSeriesRule): void {
  const playoff = games.filter((game) => game.type !== "regular");
  const finalOf = (game: GameRecord) => finalists.get(game.season);
  const isFinalist = (final: SeedFinal, team: string) => team === final.winner || team === final.runnerUp;
  const isFinalPair = (game: GameRecord) => {
    const final = finalOf(game);
    return (
      final !== undefined && ((game.home === final.winner && game.away === final.runnerUp) || (game.home === final.runnerUp && game.away === final.winner))
    );
  };
  const isOther = (game: GameRecord) => {
    if (isFinalPair(game)) return false;
    if (rule.after === "every-other-playoff-game") return true;
    const final = finalOf(game);
    return final !== undefined && (isFinalist(final, game.home) || isFinalist(final, game.away));
  };
  const cutoff = lastDateBySeason(playoff, isOther);
  for (const game of playoff) {
    if (!isFinalPair(game) || game.date <= (cutoff.get(game.season) ?? "")) continue;
    game.type = "final";
    if (rule.round !== undefined) game.round = rule.round;
  }
}

/** The round names of the two leagues' title games before the merger (1966-1969 beside the Super Bowl). */
export const NFL_TITLE_GAME = "NFL Championship Game";
export const AFL_TITLE_GAME = "AFL Championship Game";

/**
 * AFL franchises (by slug) in 1960-1969: their playoff games were the AFL's, not the NFL title game,
 * for the NFL importers that find the NFL Championship among the season's last playoff games.
 */
export const AFL_FRANCHISES: ReadonlySet<string> = new Set([
  "buffalo-bills",
  "new-england-patriots",
  "new-york-jets",
  "tennessee-titans",
  "kansas-city-chiefs",
  "denver-broncos",
  "los-angeles-chargers",
  "las-vegas-raiders",
  "miami-dolphins",
  "cincinnati-bengals",
]);
