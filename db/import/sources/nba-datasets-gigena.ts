// Importer for nba-datasets-gigena: BAA/NBA games 1946-47..1995-96 summed from Basketball-Reference box scores.
import { join } from "node:path";
import { readCsv } from "../../csv";
import { parseCount, parseIsoDate } from "../fields";
import { finalistsFromSeed, markFinalSeries, NBA_FINALS } from "../finals";
import type { DatasetImporter, GameRecord, ImportContext, Origin } from "../types";

const SOURCE = "nba-datasets-gigena";
const FILE = "nba_aba_baa_games_1947_1996_derived.csv";

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nba"],
  homepage: "https://github.com/gonzalo-gigena/nba-datasets",
  downloadBase: null,
  files: [FILE],
  licence: "MIT",
  attribution: "NBA datasets by Gonzalo Gigena (MIT), from Basketball-Reference box scores",
  gamePriority: 3,
  async read(ctx: ImportContext) {
    const rows = await readCsv(join(ctx.dir, FILE));
    const finalists = await finalistsFromSeed("nba");
    const games: Array<GameRecord> = [];
    rows.forEach((row, index) => {
      if (index % 5000 === 0) ctx.progress(index, rows.length);
      const v = row.values;
      const where: Origin = { source: SOURCE, file: FILE, line: row.line };
      if (v.league === "ABA") {
        ctx.skip(where, "ABA game (the ABA is not covered)");
        return;
      }
      if (v.league !== "NBA" && v.league !== "BAA") throw ctx.fail(where, `bad league '${v.league}' in column league`);
      const endYear = parseCount(v.season);
      if (endYear === null) throw ctx.fail(where, `bad season '${v.season}' in column season`);
      const date = parseIsoDate(v.date);
      if (date === null) throw ctx.fail(where, `bad date '${v.date}' in column date`);
      const homePts = parseCount(v.home_pts);
      if (homePts === null) throw ctx.fail(where, `bad score '${v.home_pts}' in column home_pts`);
      const awayPts = parseCount(v.away_pts);
      if (awayPts === null) throw ctx.fail(where, `bad score '${v.away_pts}' in column away_pts`);
      if (v.is_playoff_inferred !== "0" && v.is_playoff_inferred !== "1") {
        throw ctx.fail(where, `bad flag '${v.is_playoff_inferred}' in column is_playoff_inferred`);
      }
      const season = endYear - 1;
      const home = ctx.team("nba", v.home_team, season, where);
      const away = ctx.team("nba", v.away_team, season, where);
      if (home === null || away === null) return;
      // Points summed over incomplete box scores would be a wrong score: keep the game, not the score.
      const complete = v.box_missing_pts !== "1";
      games.push({
        ...where,
        league: "nba",
        season,
        date,
        home,
        away,
        homeScore: complete ? homePts : null,
        awayScore: complete ? awayPts : null,
        status: "final",
        type: v.is_playoff_inferred === "1" ? "playoff" : "regular",
      });
    });
    ctx.progress(rows.length, rows.length);
    markFinalSeries(games, finalists, NBA_FINALS);
    for (const game of games) ctx.game(game);
  },
};
