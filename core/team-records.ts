// The record book's team records (/records): which lists each league has, what each ranks, and the rules
// that keep a list honest about short seasons. Read by the import step that builds the lists
// (db/load/team-records.ts), the API and the page: one definition of each list and of each rule.
import { scoreUnit, type SportSlug } from "./sports";

/** Where a list's rows come from: a team's season (standings), one game, or a run of games in a season. */
export type TeamRecordKind = "season" | "game" | "streak";

export type TeamRecordList = {
  /** The URL's and the CSV's name of the list, unique within a league. */
  slug: string;
  kind: TeamRecordKind;
  /** The list's heading; `{unit}` is the sport's word for a score (runs, goals, points). */
  label: string;
  /** Lowest first (fewest wins, worst percentage); otherwise highest first. */
  ascending?: boolean;
  /** Win percentages: the lower games minimum applies and values have three decimals. */
  percentage?: boolean;
  /** A list only some sports keep (hockey's standings points). */
  sports?: ReadonlyArray<SportSlug>;
};

export const TEAM_RECORD_LISTS: ReadonlyArray<TeamRecordList> = [
  { slug: "most-wins", kind: "season", label: "Most wins in a season" },
  { slug: "fewest-wins", kind: "season", label: "Fewest wins in a season", ascending: true },
  { slug: "best-win-percentage", kind: "season", label: "Best win percentage in a season", percentage: true },
  { slug: "worst-win-percentage", kind: "season", label: "Worst win percentage in a season", ascending: true, percentage: true },
  { slug: "most-standings-points", kind: "season", label: "Most standings points in a season", sports: ["hockey"] },
  { slug: "longest-winning-streak", kind: "streak", label: "Longest winning streak in a season" },
  { slug: "longest-losing-streak", kind: "streak", label: "Longest losing streak in a season" },
  { slug: "most-scored-season", kind: "season", label: "Most {unit} scored in a season" },
  { slug: "most-allowed-season", kind: "season", label: "Most {unit} allowed in a season" },
  { slug: "most-scored-game", kind: "game", label: "Most {unit} scored in a game" },
  { slug: "most-allowed-game", kind: "game", label: "Most {unit} allowed in a game" },
  { slug: "largest-margin", kind: "game", label: "Largest margin of victory" },
];

/**
 * The leagues with team records and the games a season must hold to count. `fullSeason` keeps the
 * counts (wins, runs scored) to seasons of a full schedule, so a strike year (1981, 1994), a lockout or
 * 2020 does not top "fewest wins" and a season of the 1880s does not either; `percentage` is the lower
 * minimum of the win-percentage lists, which compare well across schedule lengths. College basketball
 * is not listed: we hold its national title games only (1985-2025), not its seasons, and a "most points
 * in a game" of forty title games would not be the record. Women's basketball and hockey hold no games.
 */
export const TEAM_RECORD_MINIMUMS: Readonly<Record<string, { fullSeason: number; percentage: number }>> = {
  // Schedules of 140 games or more (1892 and from 1898; the 1899 Spiders played 154); 1918, 1981, 1994 and 2020 are out.
  mlb: { fullSeason: 140, percentage: 100 },
  // From 1959-60 (75 games); 1998-99, 2011-12 and 2020-21 are out, and the 2019-20 teams short of 75 games.
  nba: { fullSeason: 75, percentage: 50 },
  // The 1982 strike season (9 games) is out; the 10-to-14-game schedules of 1930-1960 count.
  nfl: { fullSeason: 10, percentage: 10 },
  afl: { fullSeason: 14, percentage: 14 },
  // From 1949-50 (70 games); 1994-95, 2012-13 and 2020-21 (48 and 56 games) are out.
  nhl: { fullSeason: 70, percentage: 40 },
  // FBS regular seasons (conference title games included, bowls not: the 2001-2020 dataset holds none) were
  // 11 games until 2005 and 12 from 2006, 13 with a conference title game. 11 keeps every full schedule and
  // leaves out a season cut short (a team that lost games to hurricanes or the 2001 cancellations has 10,
  // enough for the win percentage). 2020 is not counted at all: our file stops on 28 November 2020 with
  // 103 games unplayed (a season with a regular-season game still to play is not complete).
  cfb: { fullSeason: 11, percentage: 10 },
};

export const TEAM_RECORD_LEAGUES = Object.keys(TEAM_RECORD_MINIMUMS);

/** What a league's lists cannot count, said under the page's heading. */
export const TEAM_RECORD_NOTES: Readonly<Record<string, string>> = {
  cfb: "Our 2001 to 2020 seasons hold the regular season and the conference title games, no bowl games (2019 LSU's 15-0 reads 13-0 here); 2023 and 2024 add the bowls whose results were saved (7 of 2023's 41; 2024's but the playoff semifinals and final); 2025 holds its bowls and playoff games. We hold no college football of 2021 and 2022.",
};

/** A list shows its first ten ranks (ties share a rank, so it may hold more rows, up to a cap). */
export const TEAM_RECORD_RANKS = 10;
export const TEAM_RECORD_MAX_ROWS = 20;

/** The lists a sport keeps, in the page's order. */
export function teamRecordLists(sport: SportSlug): Array<TeamRecordList> {
  return TEAM_RECORD_LISTS.filter((list) => !list.sports || list.sports.includes(sport));
}

export function teamRecordLabel(list: TeamRecordList, sport: SportSlug): string {
  return list.label.replace("{unit}", scoreUnit(sport));
}

/**
 * Baseball's tie games were replayed and are not decisions: a tie neither extends nor ends a streak
 * (the 1916 Giants' 26 straight wins held a tie). Elsewhere a tie ends a run of wins or losses.
 */
export function tiesEndStreaks(sport: SportSlug): boolean {
  return sport !== "baseball";
}

/** What a list counts, in words for its heading ("Seasons of at least 140 games"). */
export function teamRecordRule(list: TeamRecordList, league: string, sport: SportSlug): string | null {
  const minimum = TEAM_RECORD_MINIMUMS[league];
  if (!minimum) return null;
  if (list.kind === "season") {
    const games = list.percentage ? minimum.percentage : minimum.fullSeason;
    const pct = list.percentage ? "; a tie counts as half a win" : "";
    return `Regular seasons of at least ${games} games${pct}`;
  }
  if (list.kind === "streak") {
    return `Regular-season games within one season; ${tiesEndStreaks(sport) ? "a tie ends a run" : "a tie game (replayed) neither extends nor ends a run"}`;
  }
  return "Every game with a final score, postseason included";
}
