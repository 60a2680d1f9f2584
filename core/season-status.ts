// A season's status (upcoming, active, completed) and the decade buckets of the seasons list.

export type SeasonStatus = "upcoming" | "active" | "completed";

export type SeasonDates = {
  startYear: number;
  /** The first game we hold (yyyy-mm-dd), null when we hold no game. */
  firstGameDate: string | null;
  /** The last game we hold, playoffs included. */
  lastGameDate: string | null;
  /** The season's title was decided (or the title was not held): the season is over. */
  titleDecided: boolean;
  /** This is the league's latest season in our data (a league plays one season at a time). */
  latestOfLeague: boolean;
};

function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The spec's rule, with real dates where we hold them (first game to last playoff game):
 * - no dates: the start year against the current year (later upcoming, earlier completed, equal active),
 *   except that a league's latest season begun last year with its title undecided is still active;
 * - before the first game: upcoming;
 * - the title decided: completed once its last game is past;
 * - started, title not decided: active while it is the league's latest season (the league is playing
 *   it now: 2025-26 in the NBA and NHL), completed otherwise (an old season whose title we lack).
 */
export function seasonStatus(season: SeasonDates, now: Date): SeasonStatus {
  const today = isoDay(now);
  if (season.firstGameDate === null) {
    const year = now.getUTCFullYear();
    if (season.startYear > year) return "upcoming";
    if (season.titleDecided) return "completed";
    // A league's latest season that began this year or last, title undecided, is being played.
    if (season.latestOfLeague && season.startYear >= year - 1) return "active";
    return season.startYear < year ? "completed" : "active";
  }
  if (today < season.firstGameDate) return "upcoming";
  if (season.titleDecided) return season.lastGameDate !== null && today <= season.lastGameDate ? "active" : "completed";
  return season.latestOfLeague && season.startYear >= now.getUTCFullYear() - 1 ? "active" : "completed";
}

/**
 * The same rule as SQL, for lists filtered, counted and paged by status in the database. `columns`
 * names the SQL of each fact; `today` and `year` are placeholders of a date and an integer parameter.
 * A test checks that it answers as seasonStatus does.
 */
export function seasonStatusSql(
  columns: { startYear: string; firstGameDate: string; lastGameDate: string; titleDecided: string; latestOfLeague: string },
  today: string,
  year: string,
): string {
  const c = columns;
  return `(CASE
    WHEN ${c.firstGameDate} IS NULL THEN CASE
      WHEN ${c.startYear} > ${year} THEN 'upcoming'
      WHEN ${c.titleDecided} THEN 'completed'
      WHEN ${c.latestOfLeague} AND ${c.startYear} >= ${year} - 1 THEN 'active'
      WHEN ${c.startYear} < ${year} THEN 'completed'
      ELSE 'active' END
    WHEN ${today} < ${c.firstGameDate} THEN 'upcoming'
    WHEN ${c.titleDecided} THEN CASE WHEN ${c.lastGameDate} IS NOT NULL AND ${today} <= ${c.lastGameDate} THEN 'active' ELSE 'completed' END
    WHEN ${c.latestOfLeague} AND ${c.startYear} >= ${year} - 1 THEN 'active'
    ELSE 'completed' END)`;
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

// Whether a league's season is over, being played or still to come on a given day, from the
// league's calendar window (used where no game dates are known: a team-season's coverage notice).

/** A calendar day as month (1-12) and day. */
type MonthDay = readonly [month: number, day: number];

/**
 * When each league's season is played: from its first regular-season games (in the start year)
 * to its last title game (in the start year for baseball, else the next year), with a few days'
 * margin. These are the outer limits of recent seasons (NBA Finals in June, Super Bowl in February,
 * the World Series by early November), not a schedule.
 */
export const SEASON_WINDOWS: Readonly<Record<string, { opens: MonthDay; closes: MonthDay; closesNextYear: boolean }>> = {
  nfl: { opens: [9, 1], closes: [2, 20], closesNextYear: true },
  cfb: { opens: [8, 20], closes: [1, 25], closesNextYear: true },
  nba: { opens: [10, 1], closes: [6, 30], closesNextYear: true },
  nhl: { opens: [10, 1], closes: [6, 30], closesNextYear: true },
  cbb: { opens: [11, 1], closes: [4, 15], closesNextYear: true },
  chk: { opens: [10, 1], closes: [4, 20], closesNextYear: true },
  mlb: { opens: [3, 15], closes: [11, 10], closesNextYear: false },
  cbs: { opens: [2, 10], closes: [6, 30], closesNextYear: false },
};

export type SeasonState = "complete" | "in_progress" | "upcoming";

const dayKey = (year: number, [month, day]: MonthDay) => year * 10_000 + month * 100 + day;

/**
 * The state of a league's season on `now` (read as a UTC day): complete once its champion is known
 * or its window has closed, in progress from its opening day until then, upcoming before. A league
 * without a window is complete once its start year is over.
 */
export function seasonState(league: string, startYear: number, now: Date, championDecided = false): SeasonState {
  const today = dayKey(now.getUTCFullYear(), [now.getUTCMonth() + 1, now.getUTCDate()]);
  const window = SEASON_WINDOWS[league];
  if (!window) return championDecided || now.getUTCFullYear() > startYear ? "complete" : "in_progress";
  if (championDecided) return "complete";
  if (today < dayKey(startYear, window.opens)) return "upcoming";
  if (today <= dayKey(window.closesNextYear ? startYear + 1 : startYear, window.closes)) return "in_progress";
  return "complete";
}
