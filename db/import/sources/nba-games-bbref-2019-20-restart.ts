// Importer for nba-games-bbref-2019-20-restart: the NBA's 2020 "bubble" at Walt Disney World, its 88
// regular-season seeding games and the play-in game, from Basketball-Reference schedules. The rest of
// the file repeats other datasets (before the March 2020 pause) or misses games (October 2020), so
// those rows are skipped with a reason.
import { join } from "node:path";
import { PLAY_IN } from "../../../core/standings";
import { readCsv } from "../../csv";
import { rowFields } from "../fields";
import { parseClock, parseNamedDate, parseOvertime } from "../sports-reference";
import type { DatasetImporter, Origin } from "../types";

const SOURCE = "nba-games-bbref-2019-20-restart";
const FILE = "scores_2020.csv";
const SEASON = 2019;
/** The seeding games ran from 2020-07-30 to 2020-08-14, the play-in was on 2020-08-15, the playoffs from 2020-08-17. */
const RESTART = "2020-07-30";
const PLAYOFFS = "2020-08-17";
/** Every game of the restart was played in the bubble, whatever home team the file names. */
const BUBBLE_SITE = "Walt Disney World (Lake Buena Vista, FL)";
export const RESTART_SEGMENT = "2020 restart (seeding games and play-in)";

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nba"],
  homepage: "https://github.com/lawlorandrew/nba_home_court",
  downloadBase: "https://raw.githubusercontent.com/lawlorandrew/nba_home_court/d438917fe0baa218a1717234a9f1d5c71257edff/data/",
  files: [FILE],
  licence: "None stated; facts only (game results from Basketball-Reference)",
  attribution: "Game results from Basketball-Reference.com",
  gamePriority: 3,
  async read(ctx) {
    const rows = await readCsv(join(ctx.dir, FILE));
    rows.forEach((row, index) => {
      if (index % 500 === 0) ctx.progress(index, rows.length);
      const where: Origin = { source: SOURCE, file: FILE, line: row.line };
      const v = row.values;
      const f = rowFields(ctx, where, v);
      const date = f.required("game_date", "date", parseNamedDate);
      if (date < RESTART) {
        ctx.skip(where, "before the March 2020 pause: taken from nba-games-bbref-2001-2020");
        return;
      }
      if (date >= PLAYOFFS) {
        ctx.skip(where, "2020 playoff game: taken from nba-data-2010-2024 (this file lacks Finals games 2-6)");
        return;
      }
      const time = f.optional("game_start_time", "time", parseClock);
      const homeScore = f.score("home_pts");
      const awayScore = f.score("visitor_pts");
      const overtime = f.optional("overtimes", "overtime", parseOvertime);
      const attendance = f.optAttendance("attendance");
      const remark = f.optOneOf("game_remarks", "remark", ["Play-In Game"]);
      const home = ctx.team("nba", v.home_team_name, SEASON, where);
      const away = ctx.team("nba", v.visitor_team_name, SEASON, where);
      if (home === null || away === null) return;
      const playIn = remark === "Play-In Game";
      ctx.game({
        source: where.source,
        file: where.file,
        line: where.line,
        league: "nba",
        season: SEASON,
        date,
        time,
        home,
        away,
        homeScore,
        awayScore,
        status: "final",
        type: playIn ? "playoff" : "regular",
        round: playIn ? PLAY_IN : null,
        venue: BUBBLE_SITE,
        neutralSite: true,
        attendance,
        overtime,
        segment: RESTART_SEGMENT,
      });
    });
    ctx.progress(rows.length, rows.length);
  },
};
