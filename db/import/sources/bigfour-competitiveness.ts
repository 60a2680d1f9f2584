// Importer for bigfour-competitiveness: every NHL game 1949-50..2014-15 (hockey-reference schedules).
import { join } from "node:path";
import { readCsv } from "../../csv";
import { isIsoDate, parseCount } from "../fields";
import { finalistsFromSeed, markFinalSeries, STANLEY_CUP_FINAL } from "../finals";
import type { DatasetImporter, GameRecord, ImportContext, Origin } from "../types";

const SOURCE = "bigfour-competitiveness";
const FILE = "NHL_results.csv";
const OVERTIME = /^(OT|SO|[2-9]OT)$/;

function goals(ctx: ImportContext, where: Origin, column: string, value: string): number {
  const n = parseCount(value);
  if (n === null) throw ctx.fail(where, `bad score '${value}' in column ${column}`);
  return n;
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nhl"],
  homepage: "https://github.com/bigfour/competitiveness",
  downloadBase:
    "https://raw.githubusercontent.com/bigfour/competitiveness/1e8b709c350e646d64733a14e91b5264696240a3/data/",
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
      if (!/^\d{4}$/.test(v.season)) throw ctx.fail(where, `bad season '${v.season}' in column season`);
      // The file names a season by its end year (1950 = 1949-50).
      const season = Number(v.season) - 1;
      if (!isIsoDate(v.Date)) throw ctx.fail(where, `bad date '${v.Date}' in column Date`);
      if (v.playoffs !== "0" && v.playoffs !== "1") {
        throw ctx.fail(where, `bad flag '${v.playoffs}' in column playoffs`);
      }
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
      const awayScore = goals(ctx, where, "G (visitor)", v.G);
      const homeScore = goals(ctx, where, "G (home)", v.G_2);
      const extra = v["Var.7"].trim();
      if (extra !== "" && !OVERTIME.test(extra)) throw ctx.fail(where, `bad overtime '${extra}' in column Var.7`);
      const attendanceText = v["Att."].replace(/,/g, "").trim();
      const attendance = attendanceText === "" ? null : parseCount(attendanceText);
      if (attendanceText !== "" && attendance === null) {
        throw ctx.fail(where, `bad attendance '${v["Att."]}' in column Att.`);
      }
      const away = ctx.team("nhl", v.Visitor, season, where);
      const home = ctx.team("nhl", v.Home, season, where);
      if (away === null || home === null) return;
      games.push({
        source: where.source, file: where.file, line: where.line,
        league: "nhl",
        season,
        date: v.Date,
        time: null,
        home,
        away,
        homeScore,
        awayScore,
        status: "final",
        type: v.playoffs === "1" ? "playoff" : "regular",
        round: null,
        venue: null,
        // "at Hamilton, ON" and games moved out of town were played away from the home arena.
        neutralSite: /^at /i.test(notes) || /^moved to /i.test(notes),
        attendance,
        overtime: extra === "" ? null : extra,
      });
    });
    ctx.progress(rows.length, rows.length);
    markFinalSeries(games, finalists, STANLEY_CUP_FINAL);
    for (const game of games) ctx.game(game);
  },
};
