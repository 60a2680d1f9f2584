// The record book's statistics: which leader lists each league has, what each sums from a season line,
// which are rates (and their qualifying minimum), and which way a list runs. Read by the import step that
// computes the lists (db/load/record-book.ts), the API and the pages: one definition of each list.
import type { SportSlug } from "./sports";

/** A leader list covers whole careers or single seasons. */
export const LEADER_SPANS = ["career", "season"] as const;
export type LeaderSpan = (typeof LEADER_SPANS)[number];

export type LeaderStatistic = {
  /** The URL's name of the list, unique within its league ("home-runs"). */
  slug: string;
  label: string;
  /**
   * The season-line figure summed (a key of player_seasons.stats), or for a rate the numerator. For ERA the
   * numerator is the earned runs rebuilt from each line's ERA and outs (ERA x outs / 27).
   */
  numerator: string;
  /** A rate's denominator (a stats key); a count has none. */
  denominator?: string;
  /** A rate = scale x numerator / denominator. */
  scale?: number;
  /** Lowest first (ERA); otherwise highest first. */
  ascending?: boolean;
  decimals?: number;
  /** A rate's qualifying minimum of its denominator, per season and per career, and how the page says it. */
  minimum?: { season: number; career: number; text: (value: number) => string };
};

/** The figures a season line is reduced to before the lists are built (db/load/record-book.ts). */
export const LINE_FIGURES = [
  "points",
  "rebounds",
  "assists",
  "home_runs",
  "hits",
  "at_bats",
  "wins",
  "strikeouts",
  "innings_pitched_outs",
  "earned_runs",
  "goals",
] as const;

const count = (slug: string, label: string, numerator: (typeof LINE_FIGURES)[number]): LeaderStatistic => ({ slug, label, numerator });

const thousands = (value: number) => value.toLocaleString("en-US");

/**
 * The lists of each league, in the order the page offers them. Leagues absent here hold no player
 * statistics (the NFL datasets have drafts, not season lines): their pages say so.
 */
export const LEADER_STATISTICS: Readonly<Record<string, ReadonlyArray<LeaderStatistic>>> = {
  nba: [count("points", "Points", "points"), count("rebounds", "Rebounds", "rebounds"), count("assists", "Assists", "assists")],
  mlb: [
    count("home-runs", "Home runs", "home_runs"),
    count("hits", "Hits", "hits"),
    {
      slug: "batting-average",
      label: "Batting average",
      numerator: "hits",
      denominator: "at_bats",
      scale: 1,
      decimals: 3,
      // At-bats, as the datasets hold no walks: 400 a season (3.1 plate appearances a game less walks), 3,000 a career.
      minimum: { season: 400, career: 3000, text: (value) => `at least ${thousands(value)} at-bats` },
    },
    count("wins", "Pitching wins", "wins"),
    count("strikeouts", "Strikeouts (pitching)", "strikeouts"),
    {
      slug: "era",
      label: "Earned run average",
      numerator: "earned_runs",
      denominator: "innings_pitched_outs",
      scale: 27,
      ascending: true,
      decimals: 2,
      // One inning a team game (162) a season; 1,000 innings a career (Baseball-Reference's career minimum).
      minimum: { season: 486, career: 3000, text: (outs) => `at least ${thousands(outs / 3)} innings pitched` },
    },
  ],
  nhl: [
    count("goals", "Goals", "goals"),
    count("assists", "Assists", "assists"),
    count("points", "Points", "points"),
    count("goalie-wins", "Goalie wins", "wins"),
  ],
};

export const LEADER_PAGE_SIZE = 25;
/** A list holds its first 100 ranks (four pages). */
export const LEADER_LIST_LENGTH = 100;

export function leaderStatistic(league: string, slug: string): LeaderStatistic | null {
  return LEADER_STATISTICS[league]?.find((stat) => stat.slug === slug) ?? null;
}

/** The sport of each league that has leader lists (the hub's sport switcher). */
export const LEADER_LEAGUE_SPORT: Readonly<Record<string, SportSlug>> = { nba: "basketball", mlb: "baseball", nhl: "hockey" };

/** A value as the list shows it: counts in thousands, rates to their decimals (.366, 2.25). */
export function leaderValueText(stat: LeaderStatistic, value: number): string {
  if (stat.decimals === undefined) return thousands(Math.round(value));
  const text = value.toFixed(stat.decimals);
  return stat.slug === "batting-average" && text.startsWith("0") ? text.slice(1) : text;
}
