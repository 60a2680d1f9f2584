// The search's team-and-year rule: "LSU 2019", "Yankees 1998", "Bulls 1995-96", "1998 Yankees" name a team
// and a season. One function, used by the API's search (api/routes/search.ts) and tested on its own.

export type TeamSeasonQuery = {
  /** The team's words as typed ("lsu", "bulls"), lower case, trimmed. */
  team: string;
  /** The start years the year may name, the likeliest first. */
  startYears: Array<number>;
};

const FIRST_YEAR = 1850;
const LAST_YEAR = 2100;

/**
 * The start years a season written as a year or a span names. A span ("1995-96", "1995-1996",
 * "1995/96") names the season that starts in its first year; its second must be the next year. A single
 * year names the season starting in it and, where a season spans two years, the one ending in it too
 * (Basketball-Reference's "1996 Bulls" are the 1995-96 Bulls): both are offered, the season starting
 * in that year first.
 */
export function seasonStartYears(text: string): Array<number> | null {
  const span = /^(\d{4})\s*[-–/]\s*(\d{2}|\d{4})$/.exec(text);
  if (span) {
    const start = Number(span[1]);
    const end = span[2].length === 2 ? Math.floor((start + 1) / 100) * 100 + Number(span[2]) : Number(span[2]);
    if (end !== start + 1 || start < FIRST_YEAR || start > LAST_YEAR) return null;
    return [start];
  }
  if (/^\d{4}$/.test(text)) {
    const year = Number(text);
    if (year < FIRST_YEAR || year > LAST_YEAR) return null;
    return [year, year - 1];
  }
  return null;
}

/** A query that is a team and a season (the year before or after the team's words), else null. */
export function teamSeasonQuery(query: string): TeamSeasonQuery | null {
  const text = query.trim().replace(/\s+/g, " ").toLowerCase();
  const yearPattern = String.raw`(\d{4}(?:\s*[-–/]\s*(?:\d{4}|\d{2}))?)`;
  const after = new RegExp(`^(.+?)\\s+${yearPattern}$`).exec(text);
  const before = new RegExp(`^${yearPattern}\\s+(.+)$`).exec(text);
  const [team, year] = after ? [after[1], after[2]] : before ? [before[2], before[1]] : [null, null];
  if (team === null || year === null) return null;
  const teamWords = team.replace(/^the\s+/, "").trim();
  // The team's words must hold a letter: "2019 2020" names no team.
  if (!/\p{L}/u.test(teamWords) || teamWords.length < 2) return null;
  const startYears = seasonStartYears(year.replace(/\s+/g, ""));
  return startYears ? { team: teamWords, startYears } : null;
}
