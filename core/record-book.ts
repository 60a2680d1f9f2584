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
  "passing_completions",
  "passing_attempts",
  "completion_attempts",
  "passing_yards",
  "passing_touchdowns",
  "rushing_attempts",
  "rushing_yards",
  "rushing_touchdowns",
  "receptions",
  "receiving_yards",
  "receiving_touchdowns",
] as const;

const count = (slug: string, label: string, numerator: (typeof LINE_FIGURES)[number]): LeaderStatistic => ({ slug, label, numerator });

const thousands = (value: number) => value.toLocaleString("en-US");

/** A rate of football's lists: one decimal, its minimum in a noun ("attempts", "carries"). */
const footballRate = (
  slug: string,
  label: string,
  numerator: (typeof LINE_FIGURES)[number],
  denominator: (typeof LINE_FIGURES)[number],
  noun: string,
  minimum: { season: number; career: number },
  scale = 1,
): LeaderStatistic => ({
  slug,
  label,
  numerator,
  denominator,
  scale,
  decimals: 1,
  minimum: { ...minimum, text: (value) => `at least ${thousands(value)} ${noun}` },
});

/**
 * The lists of each league, in the order the page offers them. Leagues absent here hold no player
 * statistics: their pages say so. The NFL's are offense only (passing, rushing, receiving) from 1970
 * (decision 0153): completions are held 1970-1991 and from 1999, so the completions list and completion
 * percentage hold those seasons and say so (their rate's attempts are those of the seasons with
 * completions: `completion_attempts`). The rate minimums are Pro-Football-Reference's per team game
 * over a 16-game season (14 attempts, 6.25 carries, 1.875 receptions a game) and its career minimums
 * (1,500 attempts, 750 carries, 200 receptions).
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
  nfl: [
    count("passing-yards", "Passing yards", "passing_yards"),
    count("passing-touchdowns", "Passing touchdowns", "passing_touchdowns"),
    count("completions", "Completions", "passing_completions"),
    footballRate(
      "completion-percentage",
      "Completion percentage",
      "passing_completions",
      "completion_attempts",
      "pass attempts",
      { season: 224, career: 1500 },
      100,
    ),
    footballRate("yards-per-pass-attempt", "Yards per pass attempt", "passing_yards", "passing_attempts", "pass attempts", { season: 224, career: 1500 }),
    count("rushing-yards", "Rushing yards", "rushing_yards"),
    count("rushing-touchdowns", "Rushing touchdowns", "rushing_touchdowns"),
    footballRate("yards-per-carry", "Yards per carry", "rushing_yards", "rushing_attempts", "carries", { season: 100, career: 750 }),
    count("receptions", "Receptions", "receptions"),
    count("receiving-yards", "Receiving yards", "receiving_yards"),
    count("receiving-touchdowns", "Receiving touchdowns", "receiving_touchdowns"),
    footballRate("yards-per-reception", "Yards per reception", "receiving_yards", "receptions", "receptions", { season: 30, career: 200 }),
  ],
};

export const LEADER_PAGE_SIZE = 25;
/** A list holds its first 100 ranks (four pages). */
export const LEADER_LIST_LENGTH = 100;

export function leaderStatistic(league: string, slug: string): LeaderStatistic | null {
  return LEADER_STATISTICS[league]?.find((stat) => stat.slug === slug) ?? null;
}

/** The sport of each league that has leader lists (the hub's sport switcher). */
export const LEADER_LEAGUE_SPORT: Readonly<Record<string, SportSlug>> = { nba: "basketball", mlb: "baseball", nhl: "hockey", nfl: "football" };

/** A value as the list shows it: counts in thousands, rates to their decimals (.366, 2.25). */
export function leaderValueText(stat: LeaderStatistic, value: number): string {
  if (stat.decimals === undefined) return thousands(Math.round(value));
  const text = value.toFixed(stat.decimals);
  if (stat.slug.endsWith("-percentage")) return `${text}%`;
  return stat.slug === "batting-average" && text.startsWith("0") ? text.slice(1) : text;
}
