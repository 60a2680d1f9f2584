// What our data covers, and the rules every page that shows a bounded figure follows (docs/coverage.md,
// decision 0110). Each league has, per kind of fact, the first and last season the imported rows reach
// (table data_coverage, rebuilt by every import): a career total is "through" the last season its
// source reaches, a status is "active" only when that source reaches the league's latest season, an age
// is shown only for a person known to be living, and a count whose source does not reach a person's
// seasons is unknown, not zero.
import { seasonLabel } from "./seasons";
import type { SportSlug } from "./sports";

/** The kinds of fact whose coverage is measured, with what a page calls each. */
export const COVERAGE_KINDS = {
  games: "Game results",
  team_records: "Team season records",
  player_stats: "Player season statistics",
  rosters: "Rosters (who played for whom)",
  coach_records: "Coaching records",
  deaths: "Deaths recorded",
  awards: "Awards",
  all_stars: "All-Star selections",
  mvps: "MVP awards",
} as const;
export type CoverageKind = keyof typeof COVERAGE_KINDS;
export const COVERAGE_KIND_NAMES = Object.keys(COVERAGE_KINDS) as Array<CoverageKind>;

export function isCoverageKind(value: string): value is CoverageKind {
  return Object.hasOwn(COVERAGE_KINDS, value);
}

/** One league's coverage of one kind of fact. */
export type Coverage = {
  league: string;
  kind: CoverageKind;
  /** Start years of the first and last season held (null when nothing of the kind is held). */
  first: number | null;
  last: number | null;
  /** The latest date the rows reach (a game's date, a recorded death), where the kind has dates. */
  lastDate: string | null;
  /** The datasets the rows came from. */
  sources: Array<string>;
  /** The league's latest season (played, being played or opened) and whether the league still plays. */
  leagueLatest: number | null;
  leagueOngoing: boolean;
  /** The league's first season (its seasons table): before `first`, the league played seasons we hold none of. */
  leagueFirst?: number | null;
};

/**
 * What a dataset leaves out of a kind it gives, by dataset id: the one place a limit of a source is
 * written. A kind's note holds while every source of it has the limit (a dataset that adds defence
 * would lift it with no code change).
 */
export const SOURCE_LIMITS: Readonly<Record<string, string>> = {
  "nfl-player-offense-pfr-1970-2020": "offense only: passing, rushing and receiving (no defense, kicking or returns)",
  "nfl-player-stats-nflverse-1999-2025": "offense only: passing, rushing and receiving (no defense, kicking or returns)",
};

/**
 * Which leagues a league's leader lists, team records and career totals count: the one statement of a
 * league's scope, shown by every list heading (leaders, team records) and the data-quality page
 * (decision 0174). MLB counts every major league Lahman holds, as Baseball-Reference does; the
 * National Association is the one MLB itself does not count.
 */
export const LEAGUES_COUNTED: Readonly<Record<string, string>> = {
  mlb:
    "Counts the National League (from 1876), the American League (from 1901) and the other major leagues of " +
    "1871-1915: the National Association (1871-75), American Association (1882-91), Union Association (1884), " +
    "Players' League (1890) and Federal League (1914-15), as Baseball-Reference does (MLB's own records leave out " +
    "the National Association); the Negro Leagues, major leagues from 1920 to 1948 for MLB, are not in our data",
  nba: "Counts the NBA and the BAA (1946-47 to 1948-49), as the NBA does; the ABA is not counted",
  nhl: "Counts the NHL only (from 1917-18); the NHA, PCHA, WCHL and WHA are not counted",
  nfl: "Counts the NFL only; the AFL (1960-69) and the AAFC are not counted",
};

/** The statement of which leagues a league's lists count (LEAGUES_COUNTED), or null for a league with one league only. */
export function leaguesCountedText(league: string): string | null {
  return LEAGUES_COUNTED[league] ?? null;
}

/** The limit every source of a kind shares ("offense only: ..."), or null. */
export function coverageNote(coverage: Pick<Coverage, "sources"> | null): string | null {
  if (!coverage || coverage.sources.length === 0) return null;
  const notes = new Set(coverage.sources.map((source) => SOURCE_LIMITS[source] ?? null));
  const [note] = [...notes];
  return notes.size === 1 && note ? note : null;
}

/**
 * Whether our data of a kind starts after the league's first season: its figures are "since" that season,
 * never the league's whole history (NFL statistics start in 1970; the league played from 1920).
 */
export function startsAfterLeague(coverage: Pick<Coverage, "first" | "leagueFirst"> | null): boolean {
  return !!coverage && coverage.first !== null && coverage.leagueFirst != null && coverage.first > coverage.leagueFirst;
}

/**
 * The bound a list or a career figure of a kind states besides its seasons: "Since 1970 only (our NFL
 * statistics start there, not all-time); offense only: ...". Null when the data starts with the league
 * and holds everything of the kind.
 */
export function dataBoundText(
  coverage: Pick<Coverage, "first" | "leagueFirst" | "sources"> | null,
  sport: SportSlug | null,
  leagueName: string,
): string | null {
  const parts: Array<string> = [];
  if (coverage && startsAfterLeague(coverage) && coverage.first !== null) {
    parts.push(`since ${seasonLabel(coverage.first, sport)} only (our ${leagueName} statistics start there, not all-time)`);
  }
  const note = coverageNote(coverage);
  if (note) parts.push(note);
  if (parts.length === 0) return null;
  const text = parts.join("; ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1946-47 to 2019-20" (or "1876 to 2023"); one season alone is its label; nothing held is null. */
export function coverageLabel(coverage: Pick<Coverage, "first" | "last"> | null, sport: SportSlug | null): string | null {
  if (!coverage || coverage.first === null || coverage.last === null) return null;
  if (coverage.first === coverage.last) return seasonLabel(coverage.first, sport);
  return `${seasonLabel(coverage.first, sport)} to ${seasonLabel(coverage.last, sport)}`;
}

/** Seasons held as runs of consecutive start years, in order: [2001, 2002, 2025] is [[2001, 2002], [2025, 2025]]. */
export function seasonRuns(seasons: Iterable<number>): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const season of [...new Set(seasons)].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && season === last[1] + 1) last[1] = season;
    else runs.push([season, season]);
  }
  return runs;
}

/**
 * The seasons held, their gaps stated, never hidden: "2001 to 2019, 2025" (college football: we hold no
 * 2020-21 to 2024), "1946-47 to 2019-20" when there is no gap, one season alone its label; null for none.
 */
export function seasonRunsLabel(seasons: Iterable<number>, sport: SportSlug | null): string | null {
  const runs = seasonRuns(seasons);
  if (runs.length === 0) return null;
  return runs.map(([first, last]) => coverageLabel({ first, last }, sport)).join(", ");
}

/** The data of a kind is current when it reaches the latest season of a league that still plays. */
export function isCurrent(coverage: Pick<Coverage, "last" | "leagueLatest" | "leagueOngoing"> | null): boolean {
  return !!coverage && coverage.leagueOngoing && coverage.last !== null && coverage.leagueLatest !== null && coverage.last >= coverage.leagueLatest;
}

export type CareerStatus = "active" | "unknown" | "retired";

export type CareerFacts = {
  /** His last season in the data of this kind (a player's rosters or statistics, a coach's stints). */
  lastSeason: number | null;
  /** The last season the league's data of that kind reaches. */
  dataLast: number | null;
  leagueLatest: number | null;
  leagueOngoing: boolean;
};

/**
 * Retired when his last season is before the data's end (he left while we still hold the league) or the
 * league no longer plays; active only when the data reaches the league's latest season; otherwise
 * unknown: the data stops where he was. The import applies the same rule in SQL (career_status(),
 * db/migrations/0030_data_coverage.sql); a unit test checks they agree.
 */
export function careerStatus({ lastSeason, dataLast, leagueLatest, leagueOngoing }: CareerFacts): CareerStatus {
  if (lastSeason === null || dataLast === null) return "unknown";
  if (lastSeason < dataLast || !leagueOngoing) return "retired";
  if (leagueLatest !== null && dataLast >= leagueLatest) return "active";
  return "unknown";
}

/** What a page says of a career's status: "Active", "Retired", "Status unknown after 2019-20". */
export function careerStatusLabel(status: CareerStatus, dataLast: number | null, sport: SportSlug | null): string {
  if (status === "active") return "Active";
  if (status === "retired") return "Retired";
  return dataLast === null ? "Status unknown" : `Status unknown after ${seasonLabel(dataLast, sport)}`;
}

/**
 * A career figure summed from season lines (points, a coach's wins) and what to call it: the whole
 * career when his last season counted is before the data's end, else "through" the data's last season;
 * and "from" the data's first season when the league played before it and nothing says he started
 * later (Johnny Unitas 1956-1973: our NFL statistics hold 1970-1973).
 */
export type CareerBound = {
  /** Seasons the figure counts. */
  seasons: number;
  first: number | null;
  last: number | null;
  /** True when the figure stops because our data stops (he may have gone on). */
  through: boolean;
  /** True when the figure starts because our data starts (he may have played before). */
  from: boolean;
  /** "Career (15 seasons)", "Through 2019-20 (our data ends there): 17 seasons", "From 1970 (...): 4 seasons". */
  label: string;
};

export function careerBound(
  /** `startedBy`: a season he is known to have started in or after from other facts (his draft year), if any. */
  counted: { seasons: number; first: number | null; last: number | null; startedBy?: number | null },
  coverage: (Pick<Coverage, "last" | "leagueLatest" | "leagueOngoing"> & Partial<Pick<Coverage, "first" | "leagueFirst">>) | null,
  sport: SportSlug | null,
  /** `start`: also bound the figure where the data starts (player statistics and coaches' records, decision 0175). */
  options: { start?: boolean } = {},
): CareerBound {
  const seasons = `${counted.seasons} season${counted.seasons === 1 ? "" : "s"}`;
  const through =
    counted.last !== null && coverage !== null && coverage.last !== null && counted.last >= coverage.last && !isCurrent(coverage) && coverage.leagueOngoing;
  const dataFirst = coverage?.first ?? null;
  const from =
    options.start === true &&
    counted.first !== null &&
    dataFirst !== null &&
    counted.first <= dataFirst &&
    // A career begun in the league's first season has nothing before it to leave out.
    !(coverage?.leagueFirst != null && counted.first <= coverage.leagueFirst) &&
    startsAfterLeague({ first: dataFirst, leagueFirst: coverage?.leagueFirst ?? null }) &&
    !(counted.startedBy != null && counted.startedBy >= dataFirst);
  const { first, last } = counted;
  let label = `Career (${seasons})`;
  if (from && through && first !== null && last !== null) {
    label = `Partial: ${seasonLabel(first, sport)} to ${seasonLabel(last, sport)} only (our data covers those seasons): ${seasons}`;
  } else if (from && first !== null) {
    label = `Partial: from ${seasonLabel(first, sport)} (our data starts there; earlier seasons not counted): ${seasons}`;
  } else if (through && last !== null) label = `Through ${seasonLabel(last, sport)} (our data ends there): ${seasons}`;
  return { seasons: counted.seasons, first, last, through, from, label };
}

/**
 * Whether a count (All-Star selections, MVPs) is known for someone whose seasons end at `lastSeason`:
 * the league's data of that kind must exist and reach his last season. Seasons before its first are
 * before the honour existed (the data starts with it), so they do not make it unknown.
 */
export function countKnown(lastSeason: number | null, coverage: Pick<Coverage, "last"> | null): boolean {
  return coverage !== null && coverage.last !== null && lastSeason !== null && lastSeason <= coverage.last;
}

/** A source that records deaths is trusted to say who is living for this long after its latest death. */
export const LIVING_KNOWN_FOR_YEARS = 5;

/**
 * Known to be living: active in current data, or his source records deaths, recorded none for him, and
 * records deaths up to a recent date (LIVING_KNOWN_FOR_YEARS before `now`). A missing death date alone
 * never means alive.
 */
export function knownLiving(
  facts: { deathDate: string | null; deathsRecorded: boolean; active: boolean; deathsRecordedUntil: string | null },
  now: Date,
): boolean {
  if (facts.deathDate) return false;
  if (facts.active) return true;
  if (!facts.deathsRecorded || !facts.deathsRecordedUntil) return false;
  const recent = new Date(now);
  recent.setUTCFullYear(recent.getUTCFullYear() - LIVING_KNOWN_FOR_YEARS);
  return new Date(`${facts.deathsRecordedUntil}T00:00:00Z`) >= recent;
}

/**
 * The nav sections that list what a league holds, each measured from its own table (/core/coverage/
 * adds them beside data_coverage's kinds): the directories and standings, and the record book's lists
 * computed at import (decision 0130).
 */
export const SECTION_NAMES = {
  standings: "Standings",
  players: "Player directory",
  coaches: "Coach directory",
  leader_lists: "Career and season leaders",
  franchise_index: "Franchise index",
  record_lists: "Team records",
  award_index: "Award winners",
} as const;
export type CoveredSection = keyof typeof SECTION_NAMES;

/**
 * Each page of the nav (its path without the slash) and the kind of fact it needs: a section measured
 * from its own table, or a data_coverage kind (On This Day and Head-to-Head need game results).
 */
export const NAV_SECTION_NEEDS = {
  standings: "standings",
  players: "players",
  coaches: "coaches",
  leaders: "leader_lists",
  franchises: "franchise_index",
  records: "record_lists",
  awards: "award_index",
  "on-this-day": "games",
  "head-to-head": "games",
} as const satisfies Record<string, CoveredSection | CoverageKind>;
export type NavSection = keyof typeof NAV_SECTION_NEEDS;

/**
 * The one rule of what a site's nav, footer, sitemap and search leave out (decisions 0119, 0130): the
 * pages a site holds nothing for, given the kinds its leagues hold (/core/coverage/'s kinds). A page
 * reached directly still answers, with its own empty message.
 */
export function sectionsWithoutData(kindsHeld: Iterable<string>): Array<NavSection> {
  const held = new Set(kindsHeld);
  return (Object.keys(NAV_SECTION_NEEDS) as Array<NavSection>).filter((section) => !held.has(NAV_SECTION_NEEDS[section]));
}

/** Whether a path ("/records", "/awards/mvp", "/leaders?league=mlb") is a page of a section the site holds nothing for. */
export function pathWithoutData(path: string, emptySections: ReadonlyArray<string>): boolean {
  const section = path.replace(/^\//, "").split(/[/?#]/)[0];
  return emptySections.includes(section);
}
