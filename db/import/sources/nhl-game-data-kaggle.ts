// Importer for nhl-game-data-kaggle: NHL games 2010-11..2018-19 from the NHL stats API, with arenas.
import { join } from "node:path";
import { readCsv } from "../../csv";
import { markVenuesAwayFromHome } from "../away-from-home";
import { rowFields } from "../fields";
import type { DatasetImporter, GameRecord, GameType, Origin } from "../types";

const SOURCE = "nhl-game-data-kaggle";
const FILE = "game.csv";
const ROUNDS: Record<string, string> = {
  "1": "First Round",
  "2": "Second Round",
  "3": "Conference Final",
  "4": "Stanley Cup Final",
};

/**
 * The local date and time of a start given in UTC and the arena's offset in hours: the file's own
 * `date_time` is the UTC date, a day late for most evening games in North America.
 */
export function localStart(utc: string, offsetHours: number): { date: string; time: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(utc)) return null;
  const instant = new Date(utc);
  if (Number.isNaN(instant.getTime()) || instant.toISOString().slice(0, 19) !== utc.slice(0, 19)) return null;
  const local = new Date(instant.getTime() + offsetHours * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nhl"],
  homepage: "https://www.kaggle.com/datasets/martinellis/nhl-game-data",
  downloadBase: "https://raw.githubusercontent.com/BenCole6/Sports_Analytics/4bf1f5176a12f9da736a4f88c57f322f0069e3c7/",
  files: [FILE],
  licence: "None stated; facts only (scores, dates, teams)",
  attribution: null,
  gamePriority: 3,
  async read(ctx) {
    const rows = await readCsv(join(ctx.dir, FILE));
    const games: Array<GameRecord> = [];
    rows.forEach((row, index) => {
      if (index % 2000 === 0) ctx.progress(index, rows.length);
      const where: Origin = { source: SOURCE, file: FILE, line: row.line };
      const v = row.values;
      const f = rowFields(ctx, where, v);
      // "20102011": the 2010-11 season.
      const season = f.required("season", "season", (text) => {
        const match = /^(\d{4})(\d{4})$/.exec(text);
        return match && Number(match[2]) === Number(match[1]) + 1 ? Number(match[1]) : null;
      });
      const gameType = f.oneOf("type", "game type", ["R", "P"]);
      const offset = f.required("venue_time_zone_offset", "offset", (text) => (/^-?\d{1,2}$/.test(text) ? Number(text) : null));
      const start = f.required("date_time_GMT", "date", (text) => localStart(text, offset));
      const awayScore = f.score("away_goals");
      const homeScore = f.score("home_goals");
      const outcome = f.required("outcome", "outcome", (text) => /^(home|away) win (REG|OT|SO)$/.exec(text));
      // Playoff ids are YYYY030RMG: R is the round, 4 the Stanley Cup Final.
      let type: GameType = "regular";
      let round: string | null = null;
      if (gameType === "P") {
        const roundDigit = f.required("game_id", "playoff id", (text) => {
          const digit = /^\d{4}030(\d)\d\d$/.exec(text)?.[1];
          return digit !== undefined && ROUNDS[digit] ? digit : null;
        });
        round = ROUNDS[roundDigit];
        type = roundDigit === "4" ? "final" : "playoff";
      }
      const away = ctx.team("nhl", v.away_team_id, season, where);
      const home = ctx.team("nhl", v.home_team_id, season, where);
      if (away === null || home === null) return;
      games.push({
        source: where.source,
        file: where.file,
        line: where.line,
        league: "nhl",
        season,
        date: start.date,
        time: start.time,
        home,
        away,
        homeScore,
        awayScore,
        status: "final",
        type,
        round,
        venue: v.venue.trim() || null,
        overtime: outcome[2] === "REG" ? null : outcome[2],
      });
    });
    // Outdoor games and games abroad (the Global Series in Stockholm) are home games away from home.
    markVenuesAwayFromHome(games);
    for (const game of games) ctx.game(game);
    ctx.progress(rows.length, rows.length);
  },
};
