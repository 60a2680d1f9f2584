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
  return season.latestOfLeague ? "active" : "completed";
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
    WHEN ${c.latestOfLeague} THEN 'active'
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
