// Importer for the compacted Retrosheet game logs: one GameRecord per AL/NL regular-season game, 1876-2024.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { readCsv } from "../../csv";
import { isIsoDate, parseCount, parseInteger } from "../fields";
import type { DatasetImporter, ImportContext, LeagueSlug, Origin } from "../types";

const SOURCE = "retrosheet-gamelogs";
const LEAGUE: LeagueSlug = "mlb";
const FIRST_YEAR = 1871;
const LAST_YEAR = 2024;
const MAJOR_LEAGUES = new Set(["AL", "NL"]);

const seasons = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);

// Parks used after the Dec 2018 parks.csv snapshot the dataset ships (listed as missing in its SOURCE.md).
const PARKS_MISSING_FROM_SNAPSHOT: Record<string, string> = {
  ARL03: "Globe Life Field",
  BIR01: "Rickwood Field",
  BUF05: "Sahlen Field",
  DUN01: "TD Ballpark",
  DYE01: "Field of Dreams",
  LON01: "London Stadium",
  MEX02: "Estadio Alfredo Harp Helú",
  OMA01: "TD Ameritrade Park",
  SEO01: "Gocheok Sky Dome",
};

const GAME_NUMS = new Set(["0", "1", "2", "3", "A", "B"]);

/** Innings in a Retrosheet line score, where a 10+ run inning is written in parentheses: "0(10)2" is 3. */
export function inningsInLine(line: string): number {
  return line.replace(/\([0-9]+\)/g, "#").length;
}

/**
 * The runs of each inning in a Retrosheet line score: "0(10)2x" is [0, 10, 2, null] ("x": the home
 * side did not bat). Null when the line has anything else in it.
 */
export function inningRuns(line: string): Array<number | null> | null {
  const tokens = line.match(/\([0-9]+\)|[0-9]|x/gi);
  if (!tokens || tokens.join("") !== line) return null;
  return tokens.map((token) => (token.toLowerCase() === "x" ? null : Number(token.replace(/[()]/g, ""))));
}

/** Park id -> name, from the folder's parks.csv (and the parks the snapshot lacks). */
export async function readParkNames(dir: string): Promise<Map<string, string>> {
  const names = new Map(Object.entries(PARKS_MISSING_FROM_SNAPSHOT));
  const file = join(dir, "parks.csv");
  if (!existsSync(file)) return names;
  for (const row of await readCsv(file)) {
    const id = row.values.PARKID?.trim();
    // Retrosheet numbers parks that shared a name ("Comiskey Park I", "Yankee Stadium II"); fans never did.
    const name = row.values.NAME?.trim().replace(/ (?:I|II|III|IV)$/, "");
    if (id && name) names.set(id, name);
  }
  return names;
}

async function readSeason(ctx: ImportContext, season: number, parks: Map<string, string>): Promise<void> {
  const file = `games/${season}.csv`;
  const path = join(ctx.dir, file);
  if (!existsSync(path)) return;
  const rows = await readCsv(path);
  const total = rows.length;
  rows.forEach((row, index) => {
    if (index % 500 === 0) ctx.progress(index, total);
    const v = row.values;
    const origin: Origin = { source: SOURCE, file, line: row.line };
    if (!MAJOR_LEAGUES.has(v.visitor_league) || !MAJOR_LEAGUES.has(v.home_league)) {
      ctx.skip(origin, "not an AL/NL game");
      return;
    }
    if (!isIsoDate(v.date)) throw ctx.fail(origin, `bad date '${v.date}' in column date`);
    if (!GAME_NUMS.has(v.game_num)) throw ctx.fail(origin, `bad game number '${v.game_num}' in column game_num`);
    const visitorScore = parseScore(ctx, origin, v.visitor_score, "visitor_score");
    const homeScore = parseScore(ctx, origin, v.home_score, "home_score");
    let attendance: number | null = null;
    if (v.attendance !== "") {
      const count = parseInteger(v.attendance);
      if (count === null) throw ctx.fail(origin, `bad attendance '${v.attendance}' in column attendance`);
      // Retrosheet writes 0 (and, in the 2021 log, -1) where the attendance is unknown.
      attendance = count > 0 ? count : null;
    }
    const away = ctx.team(LEAGUE, v.visitor_team, season, origin);
    const home = ctx.team(LEAGUE, v.home_team, season, origin);
    if (away === null || home === null) return;
    const innings = v.visitor_line
      ? inningsInLine(v.visitor_line)
      : v.length_outs
        ? Math.ceil(Number(v.length_outs) / 6)
        : 0;
    const awayLine = v.visitor_line ? inningRuns(v.visitor_line) : null;
    const homeLine = v.home_line ? inningRuns(v.home_line) : null;
    ctx.game({
      source: origin.source, file: origin.file, line: origin.line,
      league: LEAGUE,
      season,
      date: v.date,
      home,
      away,
      homeScore,
      awayScore: visitorScore,
      status: "final",
      type: "regular",
      venue: v.park_id ? (parks.get(v.park_id) ?? v.park_id) : null,
      attendance,
      overtime: innings > 9 ? String(innings) : null,
      lineScore: awayLine && homeLine ? { away: awayLine, home: homeLine, hits: pair(v.visitor_hits, v.home_hits), errors: pair(v.visitor_errors, v.home_errors) } : null,
    });
  });
  ctx.progress(total, total);
}

/** Both sides' counts, or null when either is missing. */
function pair(away: string | undefined, home: string | undefined): { away: number; home: number } | null {
  const a = parseCount(away ?? "");
  const h = parseCount(home ?? "");
  return a === null || h === null ? null : { away: a, home: h };
}

function parseScore(ctx: ImportContext, origin: Origin, value: string, column: string): number {
  const score = parseCount(value);
  if (score === null) throw ctx.fail(origin, `bad score '${value}' in column ${column}`);
  return score;
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: [LEAGUE],
  homepage: "https://www.retrosheet.org/gamelogs/index.html",
  // The folder holds a 31-column reduction of Retrosheet's GLyyyy.TXT files, not files published as such.
  downloadBase: null,
  files: ["parks.csv", ...seasons.map((season) => `games/${season}.csv`)],
  licence: "Free to use with Retrosheet's notice (see retrosheet.org)",
  attribution:
    'The information used here was obtained free of charge from and is copyrighted by Retrosheet. Interested parties may contact Retrosheet at "www.retrosheet.org".',
  gamePriority: 2,
  async read(ctx) {
    const parks = await readParkNames(ctx.dir);
    for (const season of seasons) await readSeason(ctx, season, parks);
  },
};
