// Importer for bigfour-competitiveness: every NHL game 1949-50..2014-15 (hockey-reference schedules).
import { join } from "node:path";
import { readCsv } from "../../csv";
import { rowFields } from "../fields";
import { finalistsFromSeed, markFinalSeries, STANLEY_CUP_FINAL } from "../finals";
import type { DatasetImporter, GameRecord, Origin } from "../types";

const SOURCE = "bigfour-competitiveness";
const FILE = "NHL_results.csv";
const OVERTIME = /^(OT|SO|[2-9]OT)$/;

const LABELS: Record<string, string> = { G: "G (visitor)", G_2: "G (home)" };
const label = (column: string) => LABELS[column] ?? column;

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nhl"],
  homepage: "https://github.com/bigfour/competitiveness",
  downloadBase: "https://raw.githubusercontent.com/bigfour/competitiveness/1e8b709c350e646d64733a14e91b5264696240a3/data/",
  files: [FILE],
  licence: "CC0 1.0 Universal",
  attribution: null,
  gamePriority: 2,
  async read(ctx) {
    const rows = await readCsv(join(ctx.dir, FILE));
    const finalists = await finalistsFromSeed("nhl");
    const games: Array<GameRecord> = [];
    rows.forEach((row, index) => {
      if (index % 5000 === 0) ctx.progress(index, rows.length);
      const where: Origin = { source: SOURCE, file: FILE, line: row.line };
      const v = row.values;
      const f = rowFields(ctx, where, v, { label });
      // The file names a season by its end year (1950 = 1949-50).
      const season = f.year("season") - 1;
      const date = f.date("Date");
      const playoff = f.flag("playoffs", "1", "0");
      const notes = v.Notes.trim();
      if (v.G === "" && v.G_2 === "") {
        ctx.skip(where, `game not played on ${v.Date}${notes ? `: ${notes}` : ""}`);
        return;
      }
      // A game suspended and never completed (1988 Final, Game 4 in Boston, 3-3) was not counted: it
      // is not a result. One suspended and completed later is ("Game suspended and completed on ...").
      if (/^game suspended\b/i.test(notes) && !/completed/i.test(notes)) {
        ctx.skip(where, `suspended game not counted on ${v.Date}: ${notes}`);
        return;
      }
      const awayScore = f.score("G");
      const homeScore = f.score("G_2");
      const overtime = f.optional("Var.7", "overtime", (text) => (OVERTIME.test(text) ? text : null));
      const attendance = f.optAttendance("Att.");
      const away = ctx.team("nhl", v.Visitor, season, where);
      const home = ctx.team("nhl", v.Home, season, where);
      if (away === null || home === null) return;
      games.push({
        source: where.source,
        file: where.file,
        line: where.line,
        league: "nhl",
        season,
        date,
        time: null,
        home,
        away,
        homeScore,
        awayScore,
        status: "final",
        type: playoff ? "playoff" : "regular",
        round: null,
        venue: null,
        // "at Hamilton, ON" and games moved out of town were played away from the home arena.
        neutralSite: /^at /i.test(notes) || /^moved to /i.test(notes),
        attendance,
        overtime,
      });
    });
    ctx.progress(rows.length, rows.length);
    markFinalSeries(games, finalists, STANLEY_CUP_FINAL);
    for (const game of games) ctx.game(game);
  },
};
