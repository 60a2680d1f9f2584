// Importer for schedules-nfl-2026-nhl-2026-27-sportsref: the fixtures of the seasons being played now,
// the NFL 2026 regular season (Pro-Football-Reference's pre-season layout) and the NHL 2026-27
// regular season (hockey-reference's layout, read as nhl-schedule-hockeyref-2022-2026 reads it).
// Fixtures only: the files hold no results (decision 0106).
import { join } from "node:path";
import { readCsv } from "../../csv";
import { isoDateFromParts, positionalFields } from "../fields";
import { parseClock } from "../sports-reference";
import type { DatasetImporter, ImportContext, Origin } from "../types";
import { readHockeyRefFile } from "./nhl-schedule-hockeyref-2022-2026";

const SOURCE = "schedules-nfl-2026-nhl-2026-27-sportsref";
export const NFL_SEASON = 2026;
const NFL_FILE = `nfl_${NFL_SEASON}.csv`;
const NHL_FILE = "nhl_2027.csv";
/** 32 clubs x 84 games / 2: the NHL's longer schedule from 2026-27. */
export const NHL_REGULAR_ROWS = 1344;

/** The NFL file's columns by position as errors name them (the date's header is blank). */
const NFL_COLUMNS = ["Week", "Day", "3", "Visitor", "Pts (visitor)", "6", "Home", "Pts (home)", "Time"];
const REGULAR_WEEK = /^([1-9]|1[0-8])$/;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * A date the pre-season table writes without its year ("September 9", "January 10"): an NFL season
 * runs from September into the next year's February, so January and February are the next year.
 * Null for anything else (a month outside the season, a day that does not exist).
 */
export function nflSeasonDate(text: string, season: number): string | null {
  const match = /^([A-Z][a-z]+) (\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const month = MONTHS.indexOf(match[1]) + 1;
  if (month === 0 || (month > 2 && month < 8)) return null;
  return isoDateFromParts(month <= 2 ? season + 1 : season, month, Number(match[2]));
}

async function readNflSchedule(ctx: ImportContext): Promise<void> {
  const rows = await readCsv(join(ctx.dir, NFL_FILE));
  rows.forEach((row, index) => {
    if (index % 100 === 0) ctx.progress(index, rows.length);
    const where: Origin = { source: SOURCE, file: NFL_FILE, line: row.line };
    const [, , , visitor, visitorPts, , home, homePts] = row.fields;
    const f = positionalFields(ctx, where, row.fields, NFL_COLUMNS);
    const week = f.required("Week", "week", (text) => (REGULAR_WEEK.test(text) ? text : null), "1 to 18");
    const date = f.required("3", "date", (text) => nflSeasonDate(text, NFL_SEASON), "month and day");
    const time = f.required("Time", "time", parseClock);
    f.oneOf("6", "site mark", ["@"]);
    // A schedule published before the season: a score here is not expected and not taken for a result.
    if (visitorPts.trim() !== "" || homePts.trim() !== "") {
      throw ctx.fail(where, `unexpected score '${visitorPts}'-'${homePts}' in a schedule of fixtures`);
    }
    const awaySlug = ctx.team("nfl", visitor, NFL_SEASON, where);
    const homeSlug = ctx.team("nfl", home, NFL_SEASON, where);
    if (awaySlug === null || homeSlug === null) return;
    ctx.game({
      source: where.source,
      file: where.file,
      line: where.line,
      league: "nfl",
      season: NFL_SEASON,
      date,
      time,
      home: homeSlug,
      away: awaySlug,
      homeScore: null,
      awayScore: null,
      status: "scheduled",
      type: "regular",
      week,
      round: null,
      // International games are not flagged in this layout: the designated home team is listed as home.
      neutralSite: false,
    });
  });
  ctx.progress(rows.length, rows.length);
}

/** The importer; `nhlRegularRows` is smaller in the fixtures' tests. */
export function createSchedulesImporter(nhlRegularRows: number): DatasetImporter {
  return {
    id: SOURCE,
    leagues: ["nfl", "nhl"],
    homepage: "https://github.com/elevation-edge-sports-data/multisport-elo-lab",
    // The files sit in two folders of the repository (data/nfl/, data/nhl/): no single download base fits.
    downloadBase: null,
    files: [NFL_FILE, NHL_FILE],
    licence: "None stated; facts only (dates, teams, sites)",
    attribution: "Schedules from Pro-Football-Reference.com and Hockey-Reference.com",
    gamePriority: 2,
    async read(ctx) {
      await readNflSchedule(ctx);
      await readHockeyRefFile(ctx, { source: SOURCE, file: NHL_FILE, season: 2026, regularRows: nhlRegularRows, fixtures: true });
    },
  };
}

export const importer: DatasetImporter = createSchedulesImporter(NHL_REGULAR_ROWS);
