// Importer for mlb-games-statsapi-2026: the 2026 MLB regular season from the MLB Stats API schedule
// as reduced by github.com/KurimaReiji/mlb2026 (one JSON file). Finished games (Final, Completed
// Early) are results; Scheduled games are fixtures. A postponed game is listed twice with one gamePk,
// its Postponed row and its makeup row: it is one game, the makeup, and the Postponed row is skipped
// with the reason (a Postponed row without a makeup is kept as postponed). A suspended game is listed
// on both days with the same gamePk: it is one game, kept once.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { easternClock } from "../../../core/game-dates";
import { rowFields } from "../fields";
import type { GameStatus } from "../../../core/game-status";
import type { DatasetImporter, GameRecord, Origin } from "../types";

const SOURCE = "mlb-games-statsapi-2026";
const FILE = "mlb-games-2026.json";
const STATUSES: Readonly<Record<string, GameStatus>> = {
  Final: "final",
  "Completed Early": "final",
  Scheduled: "scheduled",
  Postponed: "postponed",
};

type Side = { team?: unknown; score?: unknown };
type Row = {
  gamePk?: unknown;
  officialDate?: unknown;
  gameDate?: unknown;
  status?: unknown;
  venue?: unknown;
  teams?: { away?: Side; home?: Side };
};

/**
 * Each club's own park: where it plays most of its home games in the file (the Stats API names the
 * park as it is sponsored that day). A home game elsewhere (Las Vegas, Mexico City, the Field of
 * Dreams) is at a neutral site.
 */
function homeParks(games: ReadonlyArray<Row>): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const game of games) {
    const club = text(game.teams?.home?.team);
    const venue = text(game.venue);
    if (!club || !venue) continue;
    const byVenue = counts.get(club) ?? new Map<string, number>();
    byVenue.set(venue, (byVenue.get(venue) ?? 0) + 1);
    counts.set(club, byVenue);
  }
  const parks = new Map<string, string>();
  for (const [club, byVenue] of counts) parks.set(club, [...byVenue].sort((a, b) => b[1] - a[1])[0][0]);
  return parks;
}

/**
 * The line of a JSON file where each game object starts: the file is one game to a line block, so
 * an error names the game's `"gamePk"` line; a file laid out otherwise gives the object's index + 1.
 */
function gameLines(text: string): Array<number> {
  const lines: Array<number> = [];
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === 10) line++;
    else if (text.startsWith('"gamePk"', i)) lines.push(line);
  }
  return lines;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
/** A JSON value as text for the field reader: 7 -> "7", a missing score -> "undefined" (which no number kind reads). */
const jsonText = (value: unknown): string => String(value);

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["mlb"],
  homepage: "https://github.com/KurimaReiji/mlb2026",
  downloadBase: "https://raw.githubusercontent.com/KurimaReiji/mlb2026/b29054d38573d8a73cd3bb36842f6df950c3f78f/docs/",
  files: [FILE],
  licence: "None stated by the repository; facts (dates, teams, scores, venues) from the MLB Stats API",
  attribution: "MLB Stats API via github.com/KurimaReiji/mlb2026",
  gamePriority: 3,
  async read(ctx) {
    const raw = await readFile(join(ctx.dir, FILE), "utf8");
    const fileWhere: Origin = { source: SOURCE, file: FILE, line: 1 };
    let data: { season?: unknown; games?: Array<Row> };
    try {
      data = JSON.parse(raw) as typeof data;
    } catch (error) {
      throw ctx.fail(fileWhere, `not JSON: ${(error as Error).message}`);
    }
    if (!Array.isArray(data.games)) throw ctx.fail(fileWhere, "no games array");
    const season = Number(data.season);
    if (!Number.isInteger(season)) throw ctx.fail(fileWhere, `bad season '${String(data.season)}'`);
    const homePark = homeParks(data.games);
    const lines = gameLines(raw);
    const seen = new Set<string>();
    // The games listed in a row that is not Postponed: a Postponed row of one of them is its made-up game.
    const madeUp = new Set(data.games.filter((row) => row.status !== "Postponed").map((row) => String(row.gamePk)));
    data.games.forEach((row, index) => {
      const where: Origin = { source: SOURCE, file: FILE, line: lines[index] ?? index + 1 };
      // The game's fields as text, by their paths in the JSON, for the shared field reader.
      const f = rowFields(ctx, where, {
        officialDate: text(row.officialDate),
        status: text(row.status),
        "teams.away.score": jsonText(row.teams?.away?.score),
        "teams.home.score": jsonText(row.teams?.home?.score),
      });
      const date = f.date("officialDate");
      const status = STATUSES[f.oneOf("status", "status", Object.keys(STATUSES))];
      const awayName = text(row.teams?.away?.team);
      const homeName = text(row.teams?.home?.team);
      if (status === "postponed" && madeUp.has(String(row.gamePk))) {
        ctx.skip(where, `game ${String(row.gamePk)} postponed and made up: its makeup row is the game, counted once`);
        return;
      }
      let awayScore: number | null = null;
      let homeScore: number | null = null;
      if (status === "final") {
        awayScore = f.score("teams.away.score");
        homeScore = f.score("teams.home.score");
        const key = String(row.gamePk);
        if (seen.has(key)) {
          ctx.skip(where, `game ${key} resumed after a suspension: the same game as its first row, counted once`);
          return;
        }
        seen.add(key);
      }
      const away = ctx.team("mlb", awayName, season, where);
      const home = ctx.team("mlb", homeName, season, where);
      if (away === null || home === null) return;
      const start = new Date(text(row.gameDate));
      const venue = text(row.venue) || null;
      const park = homePark.get(homeName);
      const record: GameRecord = {
        source: SOURCE,
        file: FILE,
        line: where.line,
        league: "mlb",
        season,
        date,
        time: Number.isNaN(start.getTime()) ? null : easternClock(start),
        home,
        away,
        homeScore,
        awayScore,
        status,
        type: "regular",
        venue,
      };
      if (venue !== null && park !== undefined && venue !== park) record.neutralSite = true;
      ctx.game(record);
    });
  },
};
