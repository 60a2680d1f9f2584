// The College Football Playoff among a season's postseason games, found from its bracket: every bowl
// team plays one postseason game, a playoff team plays until it loses. Any importer of college football
// postseasons labels its games with it, so a bowl team is never counted as a playoff team.
import { BOWL_GAME } from "../../core/standings";
import type { GameRecord } from "./types";

/** The playoff's rounds from the final back: a 4-team playoff (2014-2023) has the first two, the 12-team one (2024 on) all four. */
export const CFP_ROUNDS = ["CFP National Championship", "CFP Semifinal", "CFP Quarterfinal", "CFP First Round"] as const;

/**
 * Labels the postseason games of one season (the final among them, type "final"): the final's two
 * teams' previous postseason games are the semifinals, theirs the quarterfinals, and so on; every
 * other postseason game is a bowl game (round BOWL_GAME). Without a final (a postseason still being
 * played) nothing is labelled: which games are the playoff's is not known yet.
 */
export function labelPlayoffBracket(postseason: ReadonlyArray<GameRecord>): void {
  const final = postseason.find((game) => game.type === "final");
  if (!final) return;
  const earlier = (team: string, before: GameRecord): GameRecord | undefined =>
    postseason
      .filter((game) => game !== before && game.date < before.date && (game.home === team || game.away === team))
      .sort((a, b) => b.date.localeCompare(a.date))[0];
  const labelled = new Set<GameRecord>();
  let round: Array<GameRecord> = [final];
  for (const name of CFP_ROUNDS) {
    for (const game of round) {
      game.round = name;
      labelled.add(game);
    }
    round = round.flatMap((game) => [earlier(game.home, game), earlier(game.away, game)]).filter((game): game is GameRecord => game !== undefined);
    round = [...new Set(round)].filter((game) => !labelled.has(game));
  }
  for (const game of postseason) if (!labelled.has(game)) game.round = BOWL_GAME;
}

/**
 * A postseason game's round from the note a source gives it, for a season whose bracket cannot be read
 * (its final not held): the playoff's rounds as the note names them ("College Football Playoff
 * Quarterfinal at the Rose Bowl", "CFP Semifinal at the Allstate Sugar Bowl"), every other postseason
 * game a bowl game.
 */
export function roundFromNote(note: string | null): string {
  if (!note || !/College Football Playoff|\bCFP\b/.test(note)) return BOWL_GAME;
  if (/National Championship/i.test(note)) return CFP_ROUNDS[0];
  if (/Semifinal/i.test(note)) return CFP_ROUNDS[1];
  if (/Quarterfinal/i.test(note)) return CFP_ROUNDS[2];
  return /First Round/i.test(note) ? CFP_ROUNDS[3] : BOWL_GAME;
}
