// The rounds of a player's postseason lines as fans name them, in the order they were played: Lahman's
// round codes (WS, ALCS, NLDS1, ALWC2, the 1981 split season's AEDIV, 1892's CS) and a whole postseason.

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
