// What an award counts as on a player's or coach's page: an All-Star selection is a selection to the
// league's own All-Star game (NBA All-Star, MLB All-Star Game rows of Lahman AllstarFull), never a
// magazine's or writers' "All-Star team" (the NFL's is the Pro Bowl); an MVP is the league's regular-season MVP (the NHL's Hart
// Trophy included). The loader stores the kind with each award; pages count by kind.

export type AwardKind = "all-star" | "mvp";

/** The name every importer gives a selection to the league's own All-Star game. */
export const ALL_STAR_GAME = "All-Star";
/** The NFL's All-Star game is the Pro Bowl. */
const ALL_STAR_NAMES: Record<string, ReadonlySet<string>> = { nfl: new Set(["Pro Bowl"]) };

const MVP_NAMES: Record<string, ReadonlySet<string>> = {
  nba: new Set(["Most Valuable Player"]),
  mlb: new Set(["AL Most Valuable Player", "NL Most Valuable Player"]),
  nhl: new Set(["Hart"]),
  nfl: new Set(["AP Most Valuable Player", "NFL MVP"]),
};

export function awardKind(league: string, name: string): AwardKind | null {
  if (name === ALL_STAR_GAME || ALL_STAR_NAMES[league]?.has(name)) return "all-star";
  if (MVP_NAMES[league]?.has(name)) return "mvp";
  return null;
}

/**
 * MLB awards given once for all of MLB that Lahman files under the winner's league ("AL All-Star Game
 * MVP", "NL All-Star Game MVP" beside "All-Star Game MVP"): one award, listed as it is given.
 */
const MLB_WIDE_AWARDS: ReadonlySet<string> = new Set(["All-Star Game MVP", "Babe Ruth Award", "Roberto Clemente Award", "Outstanding DH Award"]);

/**
 * An award's name as it is given: an MLB-wide award without the winner's league, a league championship
 * series' MVP without its league said twice ("AL ALCS MVP" is the "ALCS MVP"); a league's own award
 * keeps its league ("AL Cy Young Award"). The loader stores awards so (db/load/people-derived.ts).
 */
export function awardAsGiven(league: string, name: string): string {
  if (league !== "mlb") return name;
  const split = /^(AL|NL) (.+)$/.exec(name);
  if (!split) return name;
  const [, lg, award] = split;
  return MLB_WIDE_AWARDS.has(award) || award === `${lg}CS MVP` ? award : name;
}

/** Hockey Databank names trophies by their short name; fans know them by the full one. */
const HOCKEY_TROPHIES: Record<string, string> = {
  Hart: "Hart Memorial Trophy (MVP)",
  "Art Ross": "Art Ross Trophy",
  Vezina: "Vezina Trophy",
  Norris: "James Norris Memorial Trophy",
  Calder: "Calder Memorial Trophy",
  "Conn Smythe": "Conn Smythe Trophy",
  "Lady Byng": "Lady Byng Memorial Trophy",
  Selke: "Frank J. Selke Trophy",
  Jennings: "William M. Jennings Trophy",
  Masterton: "Bill Masterton Memorial Trophy",
  Pearson: "Lester B. Pearson Award",
  Lindsay: "Ted Lindsay Award",
  Richard: "Maurice Richard Trophy",
  "King Clancy": "King Clancy Memorial Trophy",
  Messier: "Mark Messier Leadership Award",
  "Jack Adams": "Jack Adams Award",
  Crozier: "Roger Crozier Saving Grace Award",
  Foundation: "NHL Foundation Player Award",
  "Plus-Minus": "NHL Plus-Minus Award",
};

/** The name a fan reads for an award as stored. */
export function awardLabel(league: string, name: string): string {
  if (league === "nhl") return HOCKEY_TROPHIES[name] ?? name;
  return name;
}
