// Importer for sportsref-schedules-nba-2023-2026-nfl-2025: NBA games 2022-23..2025-26 (regular season,
// play-in, playoffs) from basketball-reference and the NFL 2025 season from pro-football-reference.
import { join } from "node:path";
import { PLAY_IN as PLAY_IN_ROUND } from "../../../core/standings";
import { readCsv } from "../../csv";
import { positionalFields, type FieldReader } from "../fields";
import { finalistsFromSeed, markFinalSeries, NBA_FINALS } from "../finals";
import { neutralSiteNote, parseClock, parseNamedDate, parseOvertime } from "../sports-reference";
import type { DatasetImporter, GameRecord, ImportContext, Origin } from "../types";

const SOURCE = "sportsref-schedules-nba-2023-2026-nfl-2025";
const PLAY_IN = "Play-In Game";
const CUP = /^(In-Season Tournament|NBA Cup)$/;

type Scores = { home: number | null; away: number | null };

/** Both scores, or neither (a game not played yet); anything else stops the import. */
function readScores(f: FieldReader, away: string, home: string): Scores {
  if (f.isBlank(away) && f.isBlank(home)) return { home: null, away: null };
  const awayScore = f.score(away);
  return { home: f.score(home), away: awayScore };
}

/** The columns of the files by position as errors name them (repeated and blank header names told apart). */
const NBA_COLUMNS = ["Date", "Start (ET)", "Visitor", "PTS (visitor)", "Home", "PTS (home)", "7", "8", "Attend.", "10", "Arena", "Notes"];
const NFL_COLUMNS = ["Week", "Day", "Date", "Time", "Winner", "6", "Loser", "8", "Pts (winner)", "Pts (loser)"];

type NbaRow = GameRecord & { note: string; visitorName: string; homeName: string };

async function readNbaSeason(ctx: ImportContext, fileYear: number): Promise<void> {
  const file = `nba_${fileYear}.csv`;
  const season = fileYear - 1;
  const rows = await readCsv(join(ctx.dir, file));
  const parsed: Array<NbaRow | null> = [];
  let phase: "regular" | "play-in" | "playoffs" = "regular";
  rows.forEach((row, index) => {
    if (index % 500 === 0) ctx.progress(index, rows.length);
    const where: Origin = { source: SOURCE, file, line: row.line };
    const [, , visitor, , home, , , , , , arena, noteText] = row.fields;
    const f = positionalFields(ctx, where, row.fields, NBA_COLUMNS);
    const date = f.required("Date", "date", parseNamedDate);
    const time = f.optional("Start (ET)", "time", parseClock);
    const scores = readScores(f, "PTS (visitor)", "PTS (home)");
    const overtime = f.optional("8", "overtime", parseOvertime);
    const attendance = f.optAttendance("Attend.");
    const note = noteText.trim();
    if (note === PLAY_IN) {
      if (phase === "playoffs") throw ctx.fail(where, "play-in game after the first playoff game: rows must be in date order");
      phase = "play-in";
    } else if (phase === "play-in") {
      phase = "playoffs";
    }
    const awaySlug = ctx.team("nba", visitor, season, where);
    const homeSlug = ctx.team("nba", home, season, where);
    if (awaySlug === null || homeSlug === null) {
      parsed.push(null);
      return;
    }
    const site = neutralSiteNote(note);
    parsed.push({
      source: where.source,
      file: where.file,
      line: where.line,
      league: "nba",
      season,
      date,
      time,
      home: homeSlug,
      away: awaySlug,
      homeScore: scores.home,
      awayScore: scores.away,
      status: scores.home === null ? "scheduled" : "final",
      type: phase === "regular" ? "regular" : "playoff",
      round: phase === "play-in" ? PLAY_IN_ROUND : null,
      venue: site ? (site.venue ?? arena.trim()) || null : arena.trim() || null,
      neutralSite: site !== null,
      attendance,
      overtime,
      note,
      visitorName: visitor,
      homeName: home,
    });
  });
  ctx.progress(rows.length, rows.length);
  const games = parsed.filter((game): game is NbaRow => game !== null);
  const cupFinal = nbaCupFinal(games);
  if (cupFinal) ctx.skip({ source: SOURCE, file, line: cupFinal.line }, "NBA Cup final: not a regular-season game (not counted in the standings)");
  const kept: Array<GameRecord> = games.filter((game) => game !== cupFinal).map(({ note: _note, visitorName: _visitor, homeName: _home, ...game }) => game);
  markFinalSeries(kept, await finalistsFromSeed("nba"), NBA_FINALS);
  for (const game of kept) ctx.game(game);
}

/**
 * The NBA Cup (In-Season Tournament) final, which the file lists among the regular-season rows but
 * which does not count in the standings: the last Cup row, when its two clubs have one regular-season
 * game more than every other club.
 */
export function nbaCupFinal<T extends GameRecord & { note: string }>(games: ReadonlyArray<T>): T | null {
  const regular = games.filter((game) => game.type === "regular");
  const cupGames = regular.filter((game) => CUP.test(game.note));
  const last = cupGames.at(-1);
  if (!last) return null;
  const counts = new Map<string, number>();
  for (const game of regular) for (const team of [game.home, game.away]) counts.set(team, (counts.get(team) ?? 0) + 1);
  const finalists = [last.home, last.away];
  const finalistCount = counts.get(last.home);
  if (finalistCount === undefined || counts.get(last.away) !== finalistCount) return null;
  const others = [...counts].filter(([team]) => !finalists.includes(team)).map(([, count]) => count);
  return others.length > 0 && others.every((count) => count === finalistCount - 1) ? last : null;
}

/** Pro-Football-Reference's playoff week names -> the project's week labels and round names (as spreadspoke's). */
const REGULAR_WEEK = /^([1-9]|1[0-8])$/;
const NFL_PLAYOFF_WEEKS: Record<string, { week: string; round: string }> = {
  WildCard: { week: "Wildcard", round: "Wild Card" },
  Division: { week: "Division", round: "Divisional" },
  ConfChamp: { week: "Conference", round: "Conference Championship" },
  SuperBowl: { week: "Superbowl", round: "Super Bowl" },
};

async function readNflSeason(ctx: ImportContext, season: number): Promise<void> {
  const file = `nfl_${season}.csv`;
  const rows = await readCsv(join(ctx.dir, file));
  rows.forEach((row, index) => {
    if (index % 100 === 0) ctx.progress(index, rows.length);
    const where: Origin = { source: SOURCE, file, line: row.line };
    const [, , separator, , winner, , loser] = row.fields;
    if (separator === "Playoffs" && row.fields.every((field, i) => i === 2 || field === "")) {
      ctx.skip(where, "separator row before the playoffs");
      return;
    }
    const f = positionalFields(ctx, where, row.fields, NFL_COLUMNS);
    const weekText = f.required("Week", "week", (text) => (REGULAR_WEEK.test(text) || Object.hasOwn(NFL_PLAYOFF_WEEKS, text) ? text : null));
    const regularWeek = REGULAR_WEEK.test(weekText);
    const playoffWeek = NFL_PLAYOFF_WEEKS[weekText];
    const date = f.date("Date");
    const time = f.optional("Time", "time", parseClock);
    // '@': the winner was the visitor; blank: the winner was at home; 'N': a neutral site.
    const at = f.optOneOf("6", "site mark", ["@", "N"]);
    const scores = readScores(f, "Pts (loser)", "Pts (winner)");
    if (scores.home !== null && scores.away !== null && scores.home < scores.away) {
      throw ctx.fail(where, `winner's points ${scores.home} below the loser's ${scores.away}`);
    }
    const winnerSlug = ctx.team("nfl", winner, season, where);
    const loserSlug = ctx.team("nfl", loser, season, where);
    if (winnerSlug === null || loserSlug === null) return;
    // '@': the winner was the visitor; blank: the winner was at home; 'N': a neutral site, where the
    // file names no home team and the winner is listed first (kept as the nominal home team).
    const winnerAway = at === "@";
    ctx.game({
      source: where.source,
      file: where.file,
      line: where.line,
      league: "nfl",
      season,
      date,
      time,
      home: winnerAway ? loserSlug : winnerSlug,
      away: winnerAway ? winnerSlug : loserSlug,
      homeScore: winnerAway ? scores.away : scores.home,
      awayScore: winnerAway ? scores.home : scores.away,
      status: scores.home === null ? "scheduled" : "final",
      type: weekText === "SuperBowl" ? "final" : regularWeek ? "regular" : "playoff",
      week: regularWeek ? weekText : playoffWeek.week,
      round: regularWeek ? null : playoffWeek.round,
      neutralSite: at === "N",
    });
  });
  ctx.progress(rows.length, rows.length);
}

export type SportsRefFiles = {
  /** Season END years of the NBA files (nba_2024.csv is 2023-24). */
  nbaFileYears: Array<number>;
  /** Seasons of the NFL files (nfl_2025.csv is the 2025 season). */
  nflSeasons: Array<number>;
};

export function createSportsRefImporter({ nbaFileYears, nflSeasons }: SportsRefFiles): DatasetImporter {
  return {
    id: SOURCE,
    leagues: ["nba", "nfl"],
    homepage: "https://github.com/elevation-edge-sports-data/multisport-elo-lab",
    // The files sit in two folders of the repository (data/nba/, data/nfl/): no single download base fits.
    downloadBase: null,
    files: [...nbaFileYears.map((year) => `nba_${year}.csv`), ...nflSeasons.map((season) => `nfl_${season}.csv`)],
    licence: "None stated; facts only (dates, teams, scores, attendance)",
    attribution: "Game results from Basketball-Reference.com and Pro-Football-Reference.com",
    gamePriority: 4,
    async read(ctx) {
      for (const year of nbaFileYears) await readNbaSeason(ctx, year);
      for (const season of nflSeasons) await readNflSeason(ctx, season);
    },
  };
}

export const importer: DatasetImporter = createSportsRefImporter({ nbaFileYears: [2023, 2024, 2025, 2026], nflSeasons: [2025] });
