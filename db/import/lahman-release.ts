// Reads a release of the Lahman Baseball Database (db/import/sources/lahman.ts, the 2023-season release;
// lahman-2024.ts, the 2024 rows of the 2025 release): standings, people, player seasons, managers and
// awards of every major league Lahman holds (decision 0174: the National Association 1871-75, the
// American Association 1882-91, the Union Association 1884, the Players' League 1890 and the Federal
// League 1914-15 besides the National and American Leagues, as Baseball-Reference counts them). Every release names a person by Lahman's playerID, so one key joins his seasons across them.
import { join } from "node:path";
import { eachCsvRow, readCsv, type CsvRow } from "../csv";
import { ALL_STAR_GAME } from "../../core/awards";
import { earnedRunAverage } from "../../core/postseason";
import { isoDateFromParts, rowFields, type FieldReader } from "./fields";
import type { LeagueSlug } from "../../core/leagues";
import type { ImportContext, Origin, PersonRecord, PlayerPostseasonRecord, PlayerSeasonRecord } from "./types";

/** The key of a person in every release: `lahman:` and his playerID. */
export function lahmanPersonKey(playerID: string): string {
  return `lahman:${playerID}`;
}

/** What tells one release from another. */
export type LahmanRelease = {
  /** The dataset (folder) id: where each row came from. */
  source: string;
  /** The day the release's People table was compiled: the newer release's vital dates win (mergePeople). */
  asOf: string;
  /**
   * A release of one season's rows whose People table covers everyone (lahman-2024): the people its rows
   * do not name only amend those an earlier release names (a death recorded since), and its Hall of Fame
   * file holds only its own elections, so a person not inducted there is not known not to be.
   */
  peopleUpdate: boolean;
  /** Award ids this release lists that the earlier one does not: skipped with `reason` (a one-season list would read as the award's history). */
  awardsNotKept?: { ids: ReadonlySet<string>; reason: string };
};

export const LEAGUE: LeagueSlug = "mlb";
/** Lahman's lgID of each major league and its name (a standings group of the MLB season). */
export const LAHMAN_LEAGUE_NAMES: Readonly<Record<string, string>> = {
  NL: "National League",
  AL: "American League",
  NA: "National Association",
  AA: "American Association",
  UA: "Union Association",
  PL: "Players' League",
  FL: "Federal League",
};
const DIVISION_NAMES: Record<string, string> = { E: "East", C: "Central", W: "West" };

/** Games-at-position columns of Appearances.csv and the position each stands for. */
const POSITION_COLUMNS: Array<[string, string]> = [
  ["G_p", "P"],
  ["G_c", "C"],
  ["G_1b", "1B"],
  ["G_2b", "2B"],
  ["G_3b", "3B"],
  ["G_ss", "SS"],
  ["G_lf", "LF"],
  ["G_cf", "CF"],
  ["G_rf", "RF"],
  ["G_dh", "DH"],
];

/** The position of the i-th games count of an Appearances row: POSITION_COLUMNS', then the outfield (G_of). */
function positionAt(i: number): string {
  return i < POSITION_COLUMNS.length ? POSITION_COLUMNS[i][1] : "OF";
}

/** The files a release is read from. */
export const LAHMAN_FILES = [
  "Teams.csv",
  "People.csv",
  "Appearances.csv",
  "Batting.csv",
  "Pitching.csv",
  "BattingPost.csv",
  "PitchingPost.csv",
  "Managers.csv",
  "AwardsPlayers.csv",
  "AwardsManagers.csv",
  "AllstarFull.csv",
  "HallOfFame.csv",
];

/**
 * The league of each team-season (`yearID|teamID` -> lgID) as Teams.csv gives it: the other files leave
 * lgID blank on the National Association's rows (1871-75), so a row's league is its team's.
 */
type TeamLeagues = ReadonlyMap<string, string>;

/** One of the release's files: where a row of it is, and the row's fields (db/import/fields.ts). */
type LahmanFile = {
  ctx: ImportContext;
  file: string;
  leagues: TeamLeagues;
  origin(row: CsvRow): Origin;
  fields(row: CsvRow): FieldReader;
};

function lahmanFile(ctx: ImportContext, release: LahmanRelease, file: string, leagues: TeamLeagues): LahmanFile {
  const origin = (row: CsvRow): Origin => ({ source: release.source, file, line: row.line });
  return { ctx, file, leagues, origin, fields: (row) => rowFields(ctx, origin(row), row.values) };
}

/** A row's major league: its lgID, else (blank) its team-season's in Teams.csv; "" when neither is known. */
function leagueOf(leagues: TeamLeagues, values: Record<string, string>): string {
  return values.lgID || leagues.get(`${values.yearID}|${values.teamID}`) || "";
}

async function readTeamLeagues(ctx: ImportContext): Promise<TeamLeagues> {
  const leagues = new Map<string, string>();
  for (const { values } of await rowsOf(ctx, "Teams.csv")) leagues.set(`${values.yearID}|${values.teamID}`, values.lgID);
  return leagues;
}

async function rowsOf(ctx: ImportContext, file: string): Promise<Array<CsvRow>> {
  return readCsv(join(ctx.dir, file));
}

/** Each row of a file as it is read (db/csv.ts eachCsvRow): the large files' rows are not kept. */
async function eachRowOf(ctx: ImportContext, file: string, visit: (row: CsvRow, lines: number) => void): Promise<void> {
  return eachCsvRow(join(ctx.dir, file), visit);
}

/** Reports a row of no major league as skipped; true when the row's league (leagueOf) is one of Lahman's majors. */
function isMajor(r: LahmanFile, row: CsvRow): boolean {
  const lg = leagueOf(r.leagues, row.values);
  if (lg in LAHMAN_LEAGUE_NAMES) return true;
  r.ctx.skip(r.origin(row), `not a major-league row (lgID '${row.values.lgID ?? ""}')`);
  return false;
}

/**
 * Each major-league row of a large file with where it is, its fields and season (the others reported
 * by isMajor), the progress bar kept. The row's origin is made once and shared by what the row emits.
 */
async function eachMajorRow(
  ctx: ImportContext,
  release: LahmanRelease,
  leagues: TeamLeagues,
  file: string,
  visit: (r: LahmanFile, row: CsvRow, f: FieldReader, season: number, where: Origin) => void,
): Promise<void> {
  const r = lahmanFile(ctx, release, file, leagues);
  let count = 0;
  await eachRowOf(ctx, file, (row, lines) => {
    if (count++ % 10000 === 0) ctx.progress(row.line, lines);
    if (!isMajor(r, row)) return;
    const where = r.origin(row);
    const f = rowFields(ctx, where, row.values);
    visit(r, row, f, f.int("yearID"), where);
  });
  ctx.progress(count, count);
}

function yesNo(value: string | undefined): boolean | null {
  if (value === "Y") return true;
  if (value === "N") return false;
  return null;
}

async function readTeams(ctx: ImportContext, release: LahmanRelease, leagues: TeamLeagues): Promise<void> {
  await eachMajorRow(ctx, release, leagues, "Teams.csv", (r, row, f, season) => {
    const v = row.values;
    const wins = f.int("W");
    const losses = f.int("L");
    const games = f.int("G");
    const team = ctx.team(LEAGUE, v.teamID, season, r.origin(row));
    if (team === null) return;
    const flags = [yesNo(v.DivWin), yesNo(v.WCWin), yesNo(v.LgWin)].filter((f) => f !== null);
    const division = v.divID ? DIVISION_NAMES[v.divID] : undefined;
    if (v.divID && !division) throw f.bad("divID", "division");
    ctx.teamSeason({
      ...r.origin(row),
      league: LEAGUE,
      season,
      team,
      wins,
      losses,
      // Lahman has no ties column; G counts tie games, but forfeits can make it smaller than W+L.
      ties: games > wins + losses ? games - wins - losses : null,
      pointsFor: f.optInt("R"),
      pointsAgainst: f.optInt("RA"),
      conference: LAHMAN_LEAGUE_NAMES[v.lgID],
      division: division ? `${v.lgID} ${division}` : null,
      divisionRank: f.optInt("Rank"),
      madePlayoffs: flags.length === 0 ? null : flags.some(Boolean),
      venue: v.park || null,
      attendance: f.optInt("attendance"),
    });
  });
}

/** Most-played position per (player, season, team) and over each player's major-league career. */
async function readAppearances(
  ctx: ImportContext,
  release: LahmanRelease,
  leagues: TeamLeagues,
): Promise<{
  season: Map<string, string>;
  career: Map<string, string>;
}> {
  const r = lahmanFile(ctx, release, "Appearances.csv", leagues);
  const season = new Map<string, string>();
  const careerGames = new Map<string, Map<string, number>>();
  await eachRowOf(ctx, r.file, (row) => {
    // Rows of no major league are reported once, by Batting.csv; here they only do not count.
    if (!(leagueOf(leagues, row.values) in LAHMAN_LEAGUE_NAMES)) return;
    const f = rowFields(ctx, r.origin(row), row.values);
    const counts: Array<number> = [];
    let split = 0;
    for (const [column, position] of POSITION_COLUMNS) {
      const n = f.optInt(column) ?? 0;
      counts.push(n);
      if (position === "LF" || position === "CF" || position === "RF") split += n;
    }
    // Early seasons only split outfield games as G_of.
    const outfield = f.optInt("G_of") ?? 0;
    const withOutfield = outfield > 0 && split === 0;
    if (withOutfield) counts.push(outfield);
    let best = -1;
    for (let i = 0; i < counts.length; i++) if (counts[i] > (best < 0 ? 0 : counts[best])) best = i;
    const { playerID, yearID, teamID } = row.values;
    if (best >= 0) season.set(`${playerID}|${yearID}|${teamID}`, positionAt(best));
    let totals = careerGames.get(playerID);
    if (!totals) careerGames.set(playerID, (totals = new Map<string, number>()));
    for (let i = 0; i < counts.length; i++) {
      const position = positionAt(i);
      totals.set(position, (totals.get(position) ?? 0) + counts[i]);
    }
  });
  const career = new Map<string, string>();
  for (const [player, totals] of careerGames) {
    let best: [string, number] = ["", 0];
    for (const entry of totals) if (entry[1] > best[1]) best = entry;
    if (best[1] > 0) career.set(player, best[0]);
  }
  return { season, career };
}

type Career = { first: number; last: number; origin: Origin };

/** Batting.csv's (and BattingPost.csv's) columns kept as a line's stats, in the order the line lists them. */
const BATTING_STATS: ReadonlyArray<readonly [string, string]> = [
  ["games_played", "G"],
  ["at_bats", "AB"],
  ["runs", "R"],
  ["hits", "H"],
  ["doubles", "2B"],
  ["triples", "3B"],
  ["home_runs", "HR"],
  ["runs_batted_in", "RBI"],
  ["stolen_bases", "SB"],
];

/** Pitching.csv's (and PitchingPost.csv's) counts kept as a line's stats (its ERA follows them). */
const PITCHING_COUNTS: ReadonlyArray<readonly [string, string]> = [
  ["games_pitched", "G"],
  ["games_started", "GS"],
  ["wins", "W"],
  ["losses", "L"],
  ["saves", "SV"],
  ["strikeouts", "SO"],
  ["innings_pitched_outs", "IPouts"],
];

/** Each count of `columns` the row gives, put in `stats` under its name (a blank count is left out). */
function putCounts(stats: Record<string, number>, f: FieldReader, columns: ReadonlyArray<readonly [string, string]>): void {
  for (const [name, column] of columns) {
    const value = f.optInt(column);
    if (value !== null) stats[name] = value;
  }
}

async function readPlayerSeasons(
  ctx: ImportContext,
  release: LahmanRelease,
  leagues: TeamLeagues,
  positions: Map<string, string>,
  careers: Map<string, Career>,
): Promise<void> {
  const byStint = new Map<string, PlayerSeasonRecord>();
  const order: Array<PlayerSeasonRecord> = [];
  const note = (playerID: string, season: number, origin: Origin) => {
    const career = careers.get(playerID);
    if (!career) careers.set(playerID, { first: season, last: season, origin });
    else {
      career.first = Math.min(career.first, season);
      career.last = Math.max(career.last, season);
    }
  };

  await eachMajorRow(ctx, release, leagues, "Batting.csv", (_batting, row, f, season, where) => {
    const v = row.values;
    const team = ctx.team(LEAGUE, v.teamID, season, where);
    if (team === null) return;
    const stats: Record<string, number> = {};
    putCounts(stats, f, BATTING_STATS);
    const record: PlayerSeasonRecord = {
      source: where.source,
      file: where.file,
      line: where.line,
      personKey: lahmanPersonKey(v.playerID),
      league: LEAGUE,
      season,
      team,
      position: positions.get(`${v.playerID}|${season}|${v.teamID}`) ?? null,
      stats,
    };
    byStint.set(`${v.playerID}|${season}|${v.stint}`, record);
    order.push(record);
    note(v.playerID, season, where);
  });

  await eachMajorRow(ctx, release, leagues, "Pitching.csv", (_pitching, row, f, season, where) => {
    const v = row.values;
    const key = `${v.playerID}|${season}|${v.stint}`;
    let record = byStint.get(key);
    if (!record) {
      const team = ctx.team(LEAGUE, v.teamID, season, where);
      if (team === null) return;
      record = {
        source: where.source,
        file: where.file,
        line: where.line,
        personKey: lahmanPersonKey(v.playerID),
        league: LEAGUE,
        season,
        team,
        position: positions.get(`${v.playerID}|${season}|${v.teamID}`) ?? "P",
        stats: {},
      };
      const games = f.optInt("G");
      if (games !== null) record.stats.games_played = games;
      byStint.set(key, record);
      order.push(record);
      note(v.playerID, season, where);
    }
    const stats = record.stats;
    putCounts(stats, f, PITCHING_COUNTS);
    const era = f.optNum("ERA");
    if (era !== null) stats.era = era;
  });
  for (const record of order) ctx.playerSeason(record);
}

/**
 * BattingPost and PitchingPost: one line per player, postseason round and team (decision 0185), batting
 * and pitching of a round merged as the season lines merge a stint's. A line of a player with no
 * regular-season line in the release is reported, never kept without a player to show it.
 */
async function readPostseason(ctx: ImportContext, release: LahmanRelease, leagues: TeamLeagues, careers: ReadonlyMap<string, Career>): Promise<void> {
  const byRound = new Map<string, PlayerPostseasonRecord>();
  const order: Array<PlayerPostseasonRecord> = [];
  const lineOf = (r: LahmanFile, row: CsvRow, f: FieldReader, season: number): PlayerPostseasonRecord | null => {
    const v = row.values;
    const round = f.text("round", "postseason round");
    const key = `${v.playerID}|${season}|${round}|${v.teamID}`;
    const known = byRound.get(key);
    if (known) return known;
    if (!careers.has(v.playerID)) {
      ctx.skip(r.origin(row), `postseason line of ${v.playerID}, who has no regular-season line in the release`);
      return null;
    }
    const team = ctx.team(LEAGUE, v.teamID, season, r.origin(row));
    if (team === null) return null;
    const record: PlayerPostseasonRecord = { ...r.origin(row), personKey: lahmanPersonKey(v.playerID), league: LEAGUE, season, team, round, stats: {} };
    byRound.set(key, record);
    order.push(record);
    return record;
  };
  await eachMajorRow(ctx, release, leagues, "BattingPost.csv", (r, row, f, season) => {
    const record = lineOf(r, row, f, season);
    if (record) putCounts(record.stats, f, BATTING_STATS);
  });
  await eachMajorRow(ctx, release, leagues, "PitchingPost.csv", (r, row, f, season) => {
    const record = lineOf(r, row, f, season);
    if (!record) return;
    const stats = record.stats;
    const games = f.optInt("G");
    if (games !== null) stats.games_played ??= games;
    putCounts(stats, f, [...PITCHING_COUNTS, ["earned_runs", "ER"]]);
    const era =
      stats.earned_runs !== undefined && stats.innings_pitched_outs !== undefined ? earnedRunAverage(stats.earned_runs, stats.innings_pitched_outs) : null;
    if (era !== null) stats.era = era;
  });
  for (const record of order) ctx.playerPostseason(record);
}

async function readManagers(ctx: ImportContext, release: LahmanRelease, leagues: TeamLeagues, referenced: Set<string>): Promise<void> {
  await eachMajorRow(ctx, release, leagues, "Managers.csv", (r, row, f, season) => {
    const v = row.values;
    const team = ctx.team(LEAGUE, v.teamID, season, r.origin(row));
    if (team === null) return;
    referenced.add(v.playerID);
    ctx.coachStint({
      ...r.origin(row),
      personKey: lahmanPersonKey(v.playerID),
      league: LEAGUE,
      season,
      team,
      title: "Manager",
      isHeadCoach: true,
      wins: f.optInt("W"),
      losses: f.optInt("L"),
      // The spell's place in the season (inseason 1, 2, ...): the last one finished the season.
      seasonOrder: f.optInt("inseason"),
    });
  });
}

async function readAwards(ctx: ImportContext, release: LahmanRelease, leagues: TeamLeagues, file: string, referenced: Set<string>): Promise<void> {
  const r = lahmanFile(ctx, release, file, leagues);
  for (const row of await rowsOf(ctx, r.file)) {
    const v = row.values;
    // "ML" awards are given across the major leagues (World Series MVP, TSN Player of the Year, ...).
    const lg = v.lgID;
    if (!(lg in LAHMAN_LEAGUE_NAMES) && lg !== "ML") {
      ctx.skip(r.origin(row), `not a major-league row (lgID '${lg}')`);
      continue;
    }
    // The release spells a few Silver Slugger rows "SIlver Slugger".
    const f = r.fields(row);
    const name = f.text("awardID", "award").replace(/^SIlver Slugger$/, "Silver Slugger");
    if (release.awardsNotKept?.ids.has(name)) {
      ctx.skip(r.origin(row), release.awardsNotKept.reason);
      continue;
    }
    referenced.add(v.playerID);
    ctx.award({
      ...r.origin(row),
      personKey: lahmanPersonKey(v.playerID),
      league: LEAGUE,
      season: f.int("yearID"),
      award: lg === "ML" ? name : `${lg} ${name}`,
    });
  }
}

/** One award per row of AllstarFull: a selection to an MLB All-Star Game (two games a year in 1959-62). */
async function readAllStars(ctx: ImportContext, release: LahmanRelease, leagues: TeamLeagues, referenced: Set<string>): Promise<void> {
  const r = lahmanFile(ctx, release, "AllstarFull.csv", leagues);
  for (const row of await rowsOf(ctx, r.file)) {
    if (!isMajor(r, row)) continue;
    const v = row.values;
    const f = r.fields(row);
    f.text("playerID", "player id");
    referenced.add(v.playerID);
    ctx.award({
      ...r.origin(row),
      personKey: lahmanPersonKey(v.playerID),
      league: LEAGUE,
      season: f.int("yearID"),
      award: ALL_STAR_GAME,
    });
  }
}

async function readHallOfFame(ctx: ImportContext): Promise<Set<string>> {
  const inducted = new Set<string>();
  for (const row of await rowsOf(ctx, "HallOfFame.csv")) {
    if (row.values.inducted === "Y") inducted.add(row.values.playerID);
  }
  return inducted;
}

function datePart(f: FieldReader, prefix: "birth" | "death"): string | null {
  const year = f.optInt(`${prefix}Year`);
  const month = f.optInt(`${prefix}Month`);
  const day = f.optInt(`${prefix}Day`);
  // A month or day not known is blank in the 2023-season release and 0 in the 2025 one (one death of 1964).
  if (year === null || !month || !day) return null;
  const date = isoDateFromParts(year, month, day);
  if (date === null) throw f.bad(`${prefix}Year/Month/Day`, `${prefix} date`, `${year}-${month}-${day}`);
  return date;
}

async function readPeople(ctx: ImportContext, release: LahmanRelease, wanted: Set<string>, hallOfFame: Set<string>): Promise<void> {
  const r = lahmanFile(ctx, release, "People.csv", new Map());
  await eachRowOf(ctx, r.file, (row) => {
    const v = row.values;
    // People the release's major-league rows do not name are left out;
    // an update's other rows amend the people an earlier release names (mergePeople drops the rest).
    const amends = !wanted.has(v.playerID);
    if (amends && !release.peopleUpdate) return;
    const f = r.fields(row);
    const person: PersonRecord = {
      ...r.origin(row),
      key: lahmanPersonKey(v.playerID),
      firstName: v.nameFirst.trim(),
      lastName: v.nameLast.trim(),
      birthDate: datePart(f, "birth"),
      birthCity: v.birthCity || null,
      birthState: v.birthState || null,
      birthCountry: v.birthCountry || null,
      deathDate: datePart(f, "death"),
      heightInches: f.optInt("height"),
      weightPounds: f.optInt("weight"),
      hallOfFame: hallOfFame.has(v.playerID) || (release.peopleUpdate ? null : false),
      deathsRecorded: true,
      asOf: release.asOf,
      amends,
      retroId: v.retroID?.trim() || null,
    };
    ctx.person(person);
  });
}

/** Reads every file of a release into the context, in the order the later files need (people last). */
export async function readLahmanRelease(ctx: ImportContext, release: LahmanRelease): Promise<void> {
  const leagues = await readTeamLeagues(ctx);
  await readTeams(ctx, release, leagues);
  const positions = await readAppearances(ctx, release, leagues);
  const careers = new Map<string, Career>();
  await readPlayerSeasons(ctx, release, leagues, positions.season, careers);
  for (const [playerID, career] of careers) {
    ctx.player({
      ...career.origin,
      personKey: lahmanPersonKey(playerID),
      league: LEAGUE,
      position: positions.career.get(playerID) ?? null,
      firstSeason: career.first,
      lastSeason: career.last,
    });
  }
  await readPostseason(ctx, release, leagues, careers);
  const referenced = new Set(careers.keys());
  await readManagers(ctx, release, leagues, referenced);
  await readAwards(ctx, release, leagues, "AwardsPlayers.csv", referenced);
  await readAwards(ctx, release, leagues, "AwardsManagers.csv", referenced);
  await readAllStars(ctx, release, leagues, referenced);
  const hallOfFame = await readHallOfFame(ctx);
  await readPeople(ctx, release, referenced, hallOfFame);
}
