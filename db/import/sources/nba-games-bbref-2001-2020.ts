// Importer for nba-games-bbref-2001-2020: NBA games 2000-01..2019-20 (to the March 2020 suspension) from Basketball-Reference schedules.
import { join } from "node:path";
import { readCsv } from "../../csv";
import { parseCount, parseIsoDate } from "../fields";
import { finalistsFromSeed, markFinalSeries, NBA_FINALS } from "../finals";
import type { DatasetImporter, GameRecord, ImportContext, Origin } from "../types";

const SOURCE = "nba-games-bbref-2001-2020";
const FILE = "nba_games_2001_2020_derived.csv";

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nba"],
  homepage: "https://github.com/Alexdiaz711/NBA-2nd-Half-Predictions",
  downloadBase: null,
  files: [FILE],
  licence: "none stated (factual results from Basketball-Reference)",
  attribution: "Game results from Basketball-Reference.com",
  gamePriority: 3,
  async read(ctx: ImportContext) {
    const rows = await readCsv(join(ctx.dir, FILE));
    const finalists = await finalistsFromSeed("nba");
    const games: Array<GameRecord> = [];
    rows.forEach((row, index) => {
      if (index % 5000 === 0) ctx.progress(index, rows.length);
      const v = row.values;
      const where: Origin = { source: SOURCE, file: FILE, line: row.line };
      const endYear = parseCount(v.season);
      if (endYear === null) throw ctx.fail(where, `bad season '${v.season}' in column season`);
      const date = parseIsoDate(v.date);
      if (date === null) throw ctx.fail(where, `bad date '${v.date}' in column date`);
      const homePts = parseCount(v.home_pts);
      if (homePts === null) throw ctx.fail(where, `bad score '${v.home_pts}' in column home_pts`);
      const awayPts = parseCount(v.away_pts);
      if (awayPts === null) throw ctx.fail(where, `bad score '${v.away_pts}' in column away_pts`);
      if (!/^(\d?OT)?$/.test(v.overtime)) throw ctx.fail(where, `bad overtime '${v.overtime}' in column overtime`);
      const attendance = v.attendance === "" ? null : parseCount(v.attendance);
      if (v.attendance !== "" && attendance === null) {
        throw ctx.fail(where, `bad attendance '${v.attendance}' in column attendance`);
      }
      if (v.is_playoff_inferred !== "0" && v.is_playoff_inferred !== "1") {
        throw ctx.fail(where, `bad flag '${v.is_playoff_inferred}' in column is_playoff_inferred`);
      }
      const season = endYear - 1;
      const home = ctx.team("nba", v.home_team, season, where);
      const away = ctx.team("nba", v.away_team, season, where);
      if (home === null || away === null) return;
      games.push({
        ...where,
        league: "nba",
        season,
        date,
        home,
        away,
        homeScore: homePts,
        awayScore: awayPts,
        status: "final",
        type: v.is_playoff_inferred === "1" ? "playoff" : "regular",
        attendance,
        overtime: v.overtime === "" ? null : v.overtime,
      });
    });
    ctx.progress(rows.length, rows.length);
    markFinalSeries(games, finalists, NBA_FINALS);
    for (const game of games) ctx.game(game);
  },
};
