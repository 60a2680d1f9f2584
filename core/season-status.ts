// The one rule for whether a season is complete, in progress, upcoming or not held (seasons, standings,
// team-season notices: every page that says so), its SQL twin for lists filtered in the database,
// and the decade buckets of the seasons list.

export type SeasonState = "complete" | "in_progress" | "upcoming" | "not_held";

/** The seasons API's words for the same states (`season_status=active` etc.). */
export type SeasonStatus = "completed" | "active" | "upcoming" | "cancelled";

export const STATUS_OF_STATE: Readonly<Record<SeasonState, SeasonStatus>> = {
  complete: "completed",
  in_progress: "active",
  upcoming: "upcoming",
  not_held: "cancelled",
};

/** A calendar day as month (1-12) and day. */
type MonthDay = readonly [month: number, day: number];

type SeasonWindow = { opens: MonthDay; closes: MonthDay; closesNextYear: boolean };

/**
 * When each league's season is played: from its first regular-season games (in the start year)
 * to its last title game (in the start year for baseball, else the next year), with a few days'
 * margin. These are the outer limits of recent seasons (NBA Finals in June, Super Bowl in February,
 * the World Series by early November), not a schedule. The AFL (1960-1969) kept the NFL's calendar;
 * the PCHA and WCHL played from December to March; FCS football keeps the FBS calendar.
 */
export const SEASON_WINDOWS: Readonly<Record<string, SeasonWindow>> = {
  nfl: { opens: [9, 1], closes: [2, 20], closesNextYear: true },
  afl: { opens: [9, 1], closes: [2, 20], closesNextYear: true },
  cfb: { opens: [8, 20], closes: [1, 25], closesNextYear: true },
  fcs: { opens: [8, 20], closes: [1, 25], closesNextYear: true },
  nba: { opens: [10, 1], closes: [6, 30], closesNextYear: true },
  nhl: { opens: [10, 1], closes: [6, 30], closesNextYear: true },
  cbb: { opens: [11, 1], closes: [4, 15], closesNextYear: true },
  chk: { opens: [10, 1], closes: [4, 20], closesNextYear: true },
  mlb: { opens: [3, 15], closes: [11, 10], closesNextYear: false },
  cbs: { opens: [2, 10], closes: [6, 30], closesNextYear: false },
  pcha: { opens: [11, 15], closes: [4, 15], closesNextYear: true },
  wchl: { opens: [11, 15], closes: [4, 15], closesNextYear: true },
};

/** A league without a window: its start year and the next. */
const ANY_WINDOW: SeasonWindow = { opens: [1, 1], closes: [12, 31], closesNextYear: true };

/**
 * Wins that take a title series where a league's final is a series (best of seven since 1947 in
 * the NBA, 1939 in the NHL, 1922 in MLB). Used only for a season the seed has no result for: its
 * champion is decided once a club has this many wins in the season's last playoff pairing.
 */
export const TITLE_SERIES_WINS: Readonly<Record<string, number>> = { nba: 4, nhl: 4, mlb: 4 };

const isoDate = (year: number, [month, day]: MonthDay) => `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

function windowOf(league: string): SeasonWindow {
  return SEASON_WINDOWS[league] ?? ANY_WINDOW;
}

/** The day a league's season opens by its calendar (yyyy-mm-dd). */
export function seasonOpens(league: string, startYear: number): string {
  return isoDate(startYear, windowOf(league).opens);
}

/** The last day a league's season can run by its calendar (yyyy-mm-dd). */
export function seasonCloses(league: string, startYear: number): string {
  const window = windowOf(league);
  return isoDate(window.closesNextYear ? startYear + 1 : startYear, window.closes);
}

/**
 * The start year of the newest season a league has opened by its calendar on `now`'s day: this
 * year's once its opening day has come, else last year's (on 2026-11-26: the 2026 NFL and 2026-27
 * NBA seasons, the 2026 MLB season).
 */
export function seasonOpenedBy(league: string, now: Date): number {
  const year = now.getUTCFullYear();
  return isoDay(now) >= seasonOpens(league, year) ? year : year - 1;
}

/**
 * The start year of the season a league is playing on `now`'s day by its calendar (inside its window,
 * opening day to its last possible title game), or null between seasons.
 */
export function seasonBeingPlayed(league: string, now: Date): number | null {
  const year = seasonOpenedBy(league, now);
  const today = isoDay(now);
  return today >= seasonOpens(league, year) && today <= seasonCloses(league, year) ? year : null;
}

/**
 * The season being played when we hold none of its games up to today: the newest game we hold before
 * today is older than its opening day (issue 32: a scores page must not stop at "nearest Jun 13" in
 * silence). Null when no season is being played or we hold some of it.
 */
export function seasonBeingPlayedNotHeld(league: string, now: Date, latestHeldBefore: string | null): number | null {
  const season = seasonBeingPlayed(league, now);
  if (season === null) return null;
  return latestHeldBefore === null || latestHeldBefore < seasonOpens(league, season) ? season : null;
}

/**
 * The newest season of a league whose title its calendar has decided by `now`'s day (the season's window
 * has closed): a page whose latest title in our data is older says that a later one has been decided that
 * we do not hold (on 2026-11-29: MLB 2026, the NFL's 2025, the NBA's 2025-26).
 */
export function latestSeasonDecidedBy(league: string, now: Date): number {
  const opened = seasonOpenedBy(league, now);
  return isoDay(now) > seasonCloses(league, opened) ? opened : opened - 1;
}

export type SeasonFacts = {
  league: string;
  startYear: number;
  /**
   * Its champion is decided: a result in the seed (held, or not held that season), or its final
   * decided by games we hold (a title game played; a title series won).
   */
  titleDecided: boolean;
  /** The first game we hold of it (yyyy-mm-dd), null when we hold none. */
  firstGameDate: string | null;
  /**
   * Its title was not held: the seed's result says so (status `not_held`, the fact the championship
   * pages show as "Not held": the 2004-05 NHL lockout, the 1994 World Series) and no title was held
   * that season. Absent = false.
   */
  titleNotHeld?: boolean;
};

function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The rule (docs/decisions/0082, 0107):
 * - not held (cancelled) when the seed records its title as not held: never "complete" with a champion
 *   "not in our data";
 * - complete when its champion is decided, or once the league's calendar has closed (the title is
 *   decided by then even where we do not hold it: an old season without a result);
 * - in progress when it has begun, by the league's calendar or by a game we hold, and is not complete;
 * - upcoming otherwise.
 */
export function seasonState(season: SeasonFacts, now: Date): SeasonState {
  const today = isoDay(now);
  if (season.titleNotHeld === true) return "not_held";
  if (season.titleDecided || today > seasonCloses(season.league, season.startYear)) return "complete";
  const begun = today >= seasonOpens(season.league, season.startYear) || (season.firstGameDate !== null && season.firstGameDate <= today);
  return begun ? "in_progress" : "upcoming";
}

/** The same state in the seasons API's words. */
export function seasonStatus(season: SeasonFacts, now: Date): SeasonStatus {
  return STATUS_OF_STATE[seasonState(season, now)];
}

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** SQL for a league's calendar day of a season, from SEASON_WINDOWS. */
function windowDaySql(league: string, startYear: string, day: (window: SeasonWindow) => { month: number; day: number; nextYear: boolean }): string {
  const part = (window: SeasonWindow) => {
    const d = day(window);
    return `make_date(${startYear}${d.nextYear ? " + 1" : ""}, ${d.month}, ${d.day})`;
  };
  const cases = Object.entries(SEASON_WINDOWS).map(([slug, window]) => `WHEN ${sqlText(slug)} THEN ${part(window)}`);
  return `(CASE ${league} ${cases.join(" ")} ELSE ${part(ANY_WINDOW)} END)`;
}

/**
 * seasonStatus as SQL, for lists filtered, counted and paged by status in the database: built from
 * the same windows and words. `columns` names the SQL of each fact; `today` is a date expression.
 * A test checks that it answers as seasonStatus does.
 */
export function seasonStatusSql(
  columns: { league: string; startYear: string; firstGameDate: string; titleDecided: string; titleNotHeld: string },
  today: string,
): string {
  const c = columns;
  const opens = windowDaySql(c.league, c.startYear, (w) => ({ month: w.opens[0], day: w.opens[1], nextYear: false }));
  const closes = windowDaySql(c.league, c.startYear, (w) => ({ month: w.closes[0], day: w.closes[1], nextYear: w.closesNextYear }));
  return `(CASE
    WHEN ${c.titleNotHeld} THEN ${sqlText(STATUS_OF_STATE.not_held)}
    WHEN ${c.titleDecided} OR ${today} > ${closes} THEN ${sqlText(STATUS_OF_STATE.complete)}
    WHEN ${today} >= ${opens} OR (${c.firstGameDate} IS NOT NULL AND ${c.firstGameDate} <= ${today}) THEN ${sqlText(STATUS_OF_STATE.in_progress)}
    ELSE ${sqlText(STATUS_OF_STATE.upcoming)} END)`;
}

/** Decade buckets from the earliest to the latest start year, newest first: [2020, 2010, ...]. */
export function decadeBuckets(startYears: ReadonlyArray<number>): Array<number> {
  if (startYears.length === 0) return [];
  const first = Math.floor(Math.min(...startYears) / 10) * 10;
  const last = Math.floor(Math.max(...startYears) / 10) * 10;
  const decades: Array<number> = [];
  for (let decade = last; decade >= first; decade -= 10) decades.push(decade);
  return decades;
}

/** "1990s". */
export function decadeLabel(decade: number): string {
  return `${decade}s`;
}
