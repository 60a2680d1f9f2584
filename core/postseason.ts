// A player's postseason lines (decision 0185): their rounds as fans name them, in the order they were
// played (Lahman's WS, ALCS, NLDS1, ALWC2, the 1981 split season's AEDIV, 1892's CS), and their sums.
import { withRates } from "./career-stats";

/** A round code as a fan reads it: "ALDS2" is the "AL Division Series", "WS" the "World Series". */
export function postseasonRoundLabel(round: string | null): string {
  if (round === null) return "Playoffs";
  if (round === "WS") return "World Series";
  // 1892: the National League's split-season champions met in a Championship Series.
  if (round === "CS") return "Championship Series";
  const league = /^(AL|NL)/.exec(round)?.[1];
  if (league) {
    const rest = round.slice(2);
    if (rest === "CS") return `${league} Championship Series`;
    if (/^DS\d*$/.test(rest)) return `${league} Division Series`;
    if (/^WC\d*$/.test(rest)) return `${league} Wild Card`;
  }
  // 1981's strike-split season: each division's half winners met (AEDIV: AL East).
  const division = /^([AN])([EW])DIV$/.exec(round);
  if (division) return `${division[1] === "A" ? "AL" : "NL"} ${division[2] === "E" ? "East" : "West"} Division Series`;
  return round;
}

/** A round's place in its postseason: wild card, division series, league championship, final. */
export function postseasonRoundOrder(round: string | null): number {
  if (round === null) return 0;
  if (round === "WS" || round === "CS") return 4;
  if (/^(AL|NL)CS$/.test(round)) return 3;
  if (/^(AL|NL)DS\d*$/.test(round) || /DIV$/.test(round)) return 2;
  if (/^(AL|NL)WC\d*$/.test(round)) return 1;
  return 0;
}

const RATE = /(_percentage|_average|^era)$/;

/**
 * Postseason lines summed (a career's, a round's): counts added, rates recomputed from their sums
 * (batting average, goals-against average, save percentage by core/career-stats.ts withRates; ERA
 * from earned runs and outs), never averaged.
 */
export function postseasonTotals(lines: ReadonlyArray<Readonly<Record<string, number>>>): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const stats of lines) {
    for (const [name, value] of Object.entries(stats)) if (!RATE.test(name) && Number.isFinite(value)) sums[name] = (sums[name] ?? 0) + value;
  }
  const totals = withRates(sums);
  const era = sums.earned_runs === undefined || sums.innings_pitched_outs === undefined ? null : earnedRunAverage(sums.earned_runs, sums.innings_pitched_outs);
  if (era !== null) totals.era = era;
  return totals;
}

/** Earned runs a nine innings, to three decimals; null without an out recorded. */
export function earnedRunAverage(earnedRuns: number, outs: number): number | null {
  return outs > 0 ? Math.round(((earnedRuns * 27) / outs) * 1000) / 1000 : null;
}
