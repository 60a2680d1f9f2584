// Importer for nhl-schedule-hockeyref-2022-2026: NHL games 2021-22..2025-26 from hockey-reference schedules.
import { join } from "node:path";
import { readCsv } from "../../csv";
import { positionalFields } from "../fields";
import { finalistsFromSeed, markFinalSeries, STANLEY_CUP_FINAL } from "../finals";
import type { DatasetImporter, GameRecord, ImportContext, Origin } from "../types";

const SOURCE = "nhl-schedule-hockeyref-2022-2026";
const OVERTIME = /^(OT|SO|[2-9]OT)$/;
/** The columns by position as errors name them (the header has two G columns and a blank seventh). */
const COLUMNS = ["Date", "Time", "Visitor", "G (visitor)", "Home", "G (home)", "7", "Att.", "LOG", "Notes"];

/** "7:30 PM" -> "19:30"; null when the text is not a clock time. */
export function clock24(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2}) ?([AP])M$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const hour24 = (hour % 12) + (match[3].toUpperCase() === "P" ? 12 : 0);
  return `${String(hour24).padStart(2, "0")}:${match[2]}`;
}

export type HockeyRefOptions = {
  /** Season END years of the files (nhl_<year>.csv). */
  fileYears: Array<number>;
  /**
   * Regular-season rows at the head of every file. The files carry no playoff flag: they list the
   * regular season first (32 teams x 82 games / 2 = 1,312) and the playoffs after it.
   */
  regularRows: number;
};

export type HockeyRefFile = {
  /** The dataset folder (the importer's id). */
  source: string;
  /** File name inside it: nhl_<season end year>.csv. */
  file: string;
  /** Season start year. */
  season: number;
  regularRows: number;
  /**
   * A schedule published before its games: rows without goals are fixtures (status scheduled, no
   * score). Off for a file of results, where a blank score is a malformed row.
   */
  fixtures?: boolean;
};

/** Reads one hockey-reference schedule file (Date, Time, Visitor, G, Home, G, OT/SO, Att., LOG, Notes) and hands its games to the loader. */
export async function readHockeyRefFile(ctx: ImportContext, options: HockeyRefFile): Promise<void> {
  const { source, file, season, regularRows } = options;
  const finalists = await finalistsFromSeed("nhl");
  // Every club plays the same number of regular-season games: a cut at the wrong row shows as
  // unequal counts.
  const checkBalanced = (counts: Map<string, number>, where: Origin) => {
    const sorted = [...counts].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
    const [fewest, most] = [sorted[0], sorted[sorted.length - 1]];
    if (fewest && most && fewest[1] !== most[1]) {
      throw ctx.fail(
        where,
        `the first ${regularRows} rows give clubs unequal regular-season game counts (${fewest[0]} ${fewest[1]}, ${most[0]} ${most[1]}): expected ${regularRows} regular-season rows first`,
      );
    }
  };
  const rows = await readCsv(join(ctx.dir, file));
  if (rows.length < regularRows) {
    throw ctx.fail({ source, file, line: rows.at(-1)?.line ?? 1 }, `expected at least ${regularRows} regular-season rows, found ${rows.length}`);
  }
  const games: Array<GameRecord> = [];
  let lastRegularDate = "";
  const regularGamesByTeam = new Map<string, number>();
  rows.forEach((row, index) => {
    if (index % 500 === 0) ctx.progress(index, rows.length);
    const where: Origin = { source, file, line: row.line };
    const [, , visitor, awayGoals, home, homeGoals, , , , notes] = row.fields;
    const f = positionalFields(ctx, where, row.fields, COLUMNS);
    const playoff = index >= regularRows;
    const date = f.date("Date");
    if (index === regularRows) checkBalanced(regularGamesByTeam, where);
    if (playoff && date <= lastRegularDate) {
      throw ctx.fail(
        where,
        `playoff row dated ${date} before the last regular-season row (${lastRegularDate}): expected ${regularRows} regular-season rows first`,
      );
    }
    if (!playoff) {
      if (date > lastRegularDate) lastRegularDate = date;
      for (const team of [visitor, home]) regularGamesByTeam.set(team, (regularGamesByTeam.get(team) ?? 0) + 1);
    }
    const start = f.optional("Time", "time", clock24);
    const fixture = options.fixtures === true && awayGoals.trim() === "" && homeGoals.trim() === "";
    const awayScore = fixture ? null : f.score("G (visitor)");
    const homeScore = fixture ? null : f.score("G (home)");
    // A fixture has no overtime yet.
    const overtime = f.optional("7", "overtime", (text) => (!fixture && OVERTIME.test(text) ? text : null));
    const crowdSize = f.optAttendance("Att.");
    const awaySlug = ctx.team("nhl", visitor, season, where);
    const homeSlug = ctx.team("nhl", home, season, where);
    if (awaySlug === null || homeSlug === null) return;
    // Notes such as "at O2 Arena (Prague CZ)" name a site other than the home arena.
    const site = /^at (.*?)\s*(\(.*\))?$/.exec(notes.trim());
    games.push({
      source: where.source,
      file: where.file,
      line: where.line,
      league: "nhl",
      season,
      date,
      time: start,
      home: homeSlug,
      away: awaySlug,
      homeScore,
      awayScore,
      status: fixture ? "scheduled" : "final",
      type: playoff ? "playoff" : "regular",
      round: null,
      venue: site && site[1] ? site[1] : null,
      neutralSite: site !== null,
      attendance: crowdSize,
      overtime,
    });
  });
  if (rows.length === regularRows) checkBalanced(regularGamesByTeam, { source, file, line: rows[rows.length - 1].line });
  ctx.progress(rows.length, rows.length);
  markFinalSeries(games, finalists, STANLEY_CUP_FINAL);
  for (const game of games) ctx.game(game);
}

export function createHockeyRefImporter(options: HockeyRefOptions): DatasetImporter {
  const files = options.fileYears.map((year) => `nhl_${year}.csv`);
  return {
    id: SOURCE,
    leagues: ["nhl"],
    homepage: "https://github.com/elevation-edge-sports-data/multisport-elo-lab",
    downloadBase: "https://raw.githubusercontent.com/elevation-edge-sports-data/multisport-elo-lab/0d9297bb5aa0c48ab4096b093e1dd609c9a7e154/data/nhl/",
    files,
    licence: "None stated; facts only (dates, teams, scores, attendance)",
    attribution: null,
    gamePriority: 3,
    async read(ctx) {
      for (const [fileIndex, file] of files.entries()) {
        await readHockeyRefFile(ctx, { source: SOURCE, file, season: options.fileYears[fileIndex] - 1, regularRows: options.regularRows });
      }
    },
  };
}

export const importer: DatasetImporter = createHockeyRefImporter({
  fileYears: [2022, 2023, 2024, 2025, 2026],
  regularRows: 1312,
});
