// Whether a league's season is over, being played or still to come on a given day: the one rule the
// API and the pages use to call a season "in progress" instead of complete or missing.

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
