// One Retrosheet game-log row, read the same way whatever file carries it: the raw 161-field game
// logs (GLyyyy.TXT, GLWS/GLLC/GLDV/GLWC.TXT) and the 31-column CSV reductions of them (named columns,
// dates written yyyy-mm-dd). Every Retrosheet importer reads its rows through here.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { readCsv } from "../csv";
import { FieldReader, parseCount, parseIsoDate, type FieldOptions } from "./fields";
import type { LeagueSlug } from "../../core/leagues";
import type { GameRecord, GameType, ImportContext, LineScore, Origin } from "./types";

const LEAGUE: LeagueSlug = "mlb";

/** The game-log fields the importers read, by the names of the 31-column CSV and their 1-based field numbers in the raw log. */
/** Retrosheet's terms, the same for every Retrosheet dataset: free to use with its notice, shown on /data-sources. */
export const RETROSHEET_TERMS = {
  homepage: "https://www.retrosheet.org/gamelogs/index.html",
  licence: "Free to use with Retrosheet's notice (see retrosheet.org)",
  attribution:
    'The information used here was obtained free of charge from and is copyrighted by Retrosheet. Interested parties may contact Retrosheet at "www.retrosheet.org".',
} as const;

export const GAMELOG_FIELDS = {
  date: 1,
  game_num: 2,
  visitor_team: 4,
  visitor_league: 5,
  visitor_game_num: 6,
  home_team: 7,
  home_league: 8,
  visitor_score: 10,
  home_score: 11,
  length_outs: 12,
  park_id: 17,
  attendance: 18,
  visitor_line: 20,
  home_line: 21,
  visitor_hits: 23,
  visitor_errors: 46,
  home_hits: 51,
  home_errors: 74,
  visitor_manager_id: 90,
  home_manager_id: 92,
} as const;

export type GamelogColumn = keyof typeof GAMELOG_FIELDS;

/** The raw game log has 161 fields. */
export const GAMELOG_FIELD_COUNT = 161;

/** A row as the shared reader sees it: a value per column and how an error names the column. */
export type GamelogRow = {
  value(column: GamelogColumn): string;
  /** The fields readRetrosheetGame checks (date, scores, attendance) by column name, for the shared field reader. */
  checkedValues(): Readonly<Record<string, string | undefined>>;
  /** How errors name the columns: "11 (home_score)" in the raw log (fields by number), "home_score" in the CSV. */
  readonly fieldOptions: FieldOptions;
  /** The raw log writes dates yyyymmdd, the CSV yyyy-mm-dd. */
  readonly compactDate: boolean;
};

/** The columns readRetrosheetGame checks. */
const CHECKED_COLUMNS: ReadonlyArray<GamelogColumn> = ["date", "visitor_score", "home_score", "attendance"];
const RAW_FIELD_OPTIONS: FieldOptions = { label: (column) => `${GAMELOG_FIELDS[column as GamelogColumn]} (${column})` };

// Classes rather than object literals of closures: one row object per game read, its methods shared.
class RawGamelogRow implements GamelogRow {
  readonly compactDate = true;
  constructor(private readonly fields: ReadonlyArray<string>) {}
  value(column: GamelogColumn): string {
    return this.fields[GAMELOG_FIELDS[column] - 1] ?? "";
  }
  readonly fieldOptions = RAW_FIELD_OPTIONS;
  checkedValues(): Readonly<Record<string, string>> {
    const values: Record<string, string> = {};
    for (const column of CHECKED_COLUMNS) values[column] = this.value(column);
    return values;
  }
}

class CsvGamelogRow implements GamelogRow {
  readonly compactDate = false;
  constructor(private readonly values: Readonly<Record<string, string>>) {}
  value(column: GamelogColumn): string {
    return this.values[column] ?? "";
  }
  readonly fieldOptions: FieldOptions = {};
  checkedValues(): Readonly<Record<string, string>> {
    return this.values;
  }
}

/** A raw 161-field game-log row (fields as read by readCsv with a header of field numbers). */
export function rawGamelogRow(fields: ReadonlyArray<string>): GamelogRow {
  return new RawGamelogRow(fields);
}

/** A row of a 31-column CSV reduction (retrosheet-gamelogs/games/YYYY.csv and the files laid out like it). */
export function csvGamelogRow(values: Readonly<Record<string, string>>): GamelogRow {
  return new CsvGamelogRow(values);
}

/** The header readCsv needs to read a raw game log (it has none). */
export const RAW_GAMELOG_HEADER = Array.from({ length: GAMELOG_FIELD_COUNT }, (_, i) => `field${i + 1}`);

// Parks used after the Dec 2018 parks.csv snapshot retrosheet-gamelogs ships (listed as missing in its SOURCE.md).
const PARKS_MISSING_FROM_SNAPSHOT: Record<string, string> = {
  ARL03: "Globe Life Field",
  BIR01: "Rickwood Field",
  BST01: "Bristol Motor Speedway",
  BUF05: "Sahlen Field",
  DUN01: "TD Ballpark",
  DYE01: "Field of Dreams",
  LON01: "London Stadium",
  MEX02: "Estadio Alfredo Harp Helú",
  OMA01: "TD Ameritrade Park",
  SAC01: "Sutter Health Park",
  SEO01: "Gocheok Sky Dome",
  TAM02: "George M. Steinbrenner Field",
};

/** The cities of the parks the snapshot lacks, for the home games played away from home. */
const CITIES_MISSING_FROM_SNAPSHOT: Record<string, string> = {
  ARL03: "Arlington",
  BIR01: "Birmingham",
  BST01: "Bristol",
  BUF05: "Buffalo",
  DUN01: "Dunedin",
  DYE01: "Dyersville",
  LON01: "London",
  MEX02: "Mexico City",
  OMA01: "Omaha",
  SAC01: "West Sacramento",
  SEO01: "Seoul",
  TAM02: "Tampa",
};

/** The folder whose parks.csv names Retrosheet's park ids. */
export const PARKS_FOLDER = "retrosheet-gamelogs";

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

/** Park id -> city, from the folder's parks.csv (and the parks the snapshot lacks). */
export async function readParkCities(dir: string): Promise<Map<string, string>> {
  const cities = new Map(Object.entries(CITIES_MISSING_FROM_SNAPSHOT));
  const file = join(dir, "parks.csv");
  if (!existsSync(file)) return cities;
  for (const row of await readCsv(file)) {
    const id = row.values.PARKID?.trim();
    const city = row.values.CITY?.trim();
    if (id && city) cities.set(id, city);
  }
  return cities;
}

/**
 * Home games played away from home (issue 31, class 5): a club's home city in a season is the city of
 * the park where it played most of its home games; a home game in another city (the 2019 Yankees in
 * London, the 2003 Expos in San Juan, the 1956 Dodgers in Jersey City, Field of Dreams) keeps its home
 * club and is marked a neutral site, its venue saying where it was played. A park changed inside one
 * city (the 1909 Pirates' move to Forbes Field) is no such game. Games at a park of no known city are left as they are.
 */
export function markHomeGamesAwayFromHome(games: ReadonlyArray<{ record: GameRecord; parkId: string }>, cities: ReadonlyMap<string, string>): void {
  const byClub = new Map<string, Array<{ record: GameRecord; city: string }>>();
  for (const { record, parkId } of games) {
    const city = cities.get(parkId);
    if (city === undefined) continue;
    const key = `${record.season}|${record.home}`;
    const homeGames = byClub.get(key);
    if (homeGames) homeGames.push({ record, city });
    else byClub.set(key, [{ record, city }]);
  }
  for (const homeGames of byClub.values()) {
    const counts = new Map<string, number>();
    for (const { city } of homeGames) counts.set(city, (counts.get(city) ?? 0) + 1);
    const homeCity = [...counts].sort((a, b) => b[1] - a[1])[0][0];
    for (const { record, city } of homeGames) if (city !== homeCity) record.neutralSite = true;
  }
}

/** Park names for a dataset folder that sits beside retrosheet-gamelogs (its parks.csv); only the known extras without it. */
export async function readSiblingParkNames(datasetDir: string): Promise<Map<string, string>> {
  return readParkNames(join(datasetDir, "..", PARKS_FOLDER));
}

/** Innings in a Retrosheet line score, where a 10+ run inning is written in parentheses: "0(10)2" is 3. */
export function inningsInLine(line: string): number {
  return line.replace(/\([0-9]+\)/g, "#").length;
}

/**
 * The runs of each inning in a Retrosheet line score: "0(10)2x" is [0, 10, 2, null] ("x": the home
 * side did not bat). Null when the line has anything else in it.
 */
export function inningRuns(line: string): Array<number | null> | null {
  // One pass over the characters (a game log has two lines a game): a digit, "x" or "X", or digits in parentheses.
  const runs: Array<number | null> = [];
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c >= DIGIT_0 && c <= DIGIT_9) runs.push(c - DIGIT_0);
    else if (c === LOWER_X || c === UPPER_X) runs.push(null);
    else if (c === OPEN) {
      const start = i + 1;
      let end = start;
      while (end < line.length && line.charCodeAt(end) >= DIGIT_0 && line.charCodeAt(end) <= DIGIT_9) end++;
      if (end === start || line.charCodeAt(end) !== CLOSE) return null;
      runs.push(Number(line.slice(start, end)));
      i = end;
    } else return null;
  }
  return runs.length === 0 ? null : runs;
}

const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const LOWER_X = 0x78;
const UPPER_X = 0x58;
const OPEN = 0x28;
const CLOSE = 0x29;

/** Both sides' counts, or null when either is missing. */
function pair(away: string, home: string): { away: number; home: number } | null {
  const a = parseCount(away);
  const h = parseCount(home);
  return a === null || h === null ? null : { away: a, home: h };
}

/** What a game-log row says, checked: date, clubs and leagues as written, score, park, attendance, innings. */
export type RetrosheetGame = {
  season: number;
  date: string;
  visitor: string;
  visitorLeague: string;
  home: string;
  homeLeague: string;
  visitorScore: number;
  homeScore: number;
  parkId: string;
  attendance: number | null;
  innings: number;
  lineScore: LineScore | null;
  /** Retrosheet's ids of the clubs' managers of the game (null where the file names none). */
  visitorManager: string | null;
  homeManager: string | null;
};

/** "20250318" (the raw log's dates) -> "2025-03-18"; null for anything else. */
const parseCompactDate = (text: string) => (text.length === 8 ? parseIsoDate(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`) : null);

/** A manager id as the files write it: blank or "(none)" is none. */
const managerId = (text: string): string | null => {
  const id = text.trim();
  return id === "" || id === "(none)" ? null : id;
};

/** Reads and checks one row; a malformed date, score or attendance stops the import with file:line. */
export function readRetrosheetGame(ctx: ImportContext, where: Origin, row: GamelogRow): RetrosheetGame {
  const f = new FieldReader(row.checkedValues(), (reason) => ctx.fail(where, reason), row.fieldOptions);
  const date = f.required("date", "date", row.compactDate ? parseCompactDate : parseIsoDate);
  const visitorScore = f.score("visitor_score");
  const homeScore = f.score("home_score");
  const attendanceCount = f.optInt("attendance", "attendance");
  const visitorLine = row.value("visitor_line");
  const homeLine = row.value("home_line");
  const outs = row.value("length_outs");
  const innings = visitorLine ? inningsInLine(visitorLine) : outs ? Math.ceil(Number(outs) / 6) : 0;
  const awayRuns = visitorLine ? inningRuns(visitorLine) : null;
  const homeRuns = homeLine ? inningRuns(homeLine) : null;
  return {
    season: Number(date.slice(0, 4)),
    date,
    visitor: row.value("visitor_team"),
    visitorLeague: row.value("visitor_league"),
    home: row.value("home_team"),
    homeLeague: row.value("home_league"),
    visitorScore,
    homeScore,
    parkId: row.value("park_id"),
    // Retrosheet writes 0 (and, in the 2021 log, -1) where the attendance is unknown.
    attendance: attendanceCount !== null && attendanceCount > 0 ? attendanceCount : null,
    innings,
    visitorManager: managerId(row.value("visitor_manager_id")),
    homeManager: managerId(row.value("home_manager_id")),
    lineScore:
      awayRuns && homeRuns
        ? {
            away: awayRuns,
            home: homeRuns,
            hits: pair(row.value("visitor_hits"), row.value("home_hits")),
            errors: pair(row.value("visitor_errors"), row.value("home_errors")),
          }
        : null,
  };
}

/** How a game is typed and placed: regular season, or a postseason round (see postseasonRound). */
export type GamePlacing = { type: GameType; round?: string | null; neutralSite?: boolean };

/**
 * The GameRecord of a checked row, its clubs resolved through team-codes.csv; null (reported as
 * unmatched) when a club is not known. `unknownPark` decides what an unnamed park id shows.
 */
export function retrosheetGameRecord(
  ctx: ImportContext,
  where: Origin,
  game: RetrosheetGame,
  placing: GamePlacing,
  parks: ReadonlyMap<string, string>,
  unknownPark: "id" | "none" = "none",
): GameRecord | null {
  const away = ctx.team(LEAGUE, game.visitor, game.season, where);
  const home = ctx.team(LEAGUE, game.home, game.season, where);
  if (away === null || home === null) return null;
  const parkName = game.parkId ? (parks.get(game.parkId) ?? (unknownPark === "id" ? game.parkId : null)) : null;
  const record: GameRecord = {
    source: where.source,
    file: where.file,
    line: where.line,
    league: LEAGUE,
    season: game.season,
    date: game.date,
    home,
    away,
    homeScore: game.homeScore,
    awayScore: game.visitorScore,
    status: "final",
    type: placing.type,
    venue: parkName,
    attendance: game.attendance,
    overtime: game.innings > 9 ? String(game.innings) : null,
    lineScore: game.lineScore,
  };
  if (game.visitorManager || game.homeManager) record.managers = { home: game.homeManager, away: game.visitorManager };
  if (placing.round) record.round = placing.round;
  if (placing.neutralSite) record.neutralSite = true;
  return record;
}

/** Retrosheet's postseason rounds, as its files name them (GLWC, GLDV, GLLC, GLWS). */
export type PostseasonRoundCode = "WC" | "DV" | "LC" | "WS";
export const POSTSEASON_ROUND_CODES: ReadonlyArray<PostseasonRoundCode> = ["WC", "DV", "LC", "WS"];

/**
 * 2020: the Division Series, the LCS and the World Series were played in a bubble at neutral parks
 * (the wild-card round at the higher seed's park); the "home" club is only the designated one.
 */
export const NEUTRAL_BUBBLE_SEASON = 2020;

/**
 * A postseason game's round label and type: "AL Wild Card", "NL Division Series", "ALCS", "World
 * Series". Only World Series games are the title ("final"); the others are "playoff". The league is
 * the clubs' league (both play in it below the World Series).
 */
export function postseasonPlacing(code: PostseasonRoundCode, league: string, season: number): GamePlacing {
  const neutralSite = season === NEUTRAL_BUBBLE_SEASON && code !== "WC";
  if (code === "WS") return { type: "final", round: "World Series", neutralSite };
  const round = code === "WC" ? `${league} Wild Card` : code === "DV" ? `${league} Division Series` : `${league}CS`;
  return { type: "playoff", round, neutralSite };
}
