// Importer for nba-games-bbref-2015-2022-allsop: NBA regular-season games 2014-15..2021-22 from
// Basketball-Reference (Ganz & Allsop's replication data); new here are 2020-21 and 2021-22.
import { join } from "node:path";
import { readCsv } from "../../csv";
import { rowFields } from "../fields";
import { finalNbaGame } from "../nba-derived-games";
import type { DatasetImporter, GameRecord, Origin } from "../types";

const SOURCE = "nba-games-bbref-2015-2022-allsop";
const FILE = "nba_final_data.csv";

/** "State Farm Arena, Atlanta GA" -> "State Farm Arena": the arena before the city. */
function arenaName(stadium: string): string | null {
  const value = stadium.trim();
  if (value === "" || value === "NA") return null;
  const comma = value.indexOf(",");
  return (comma > 0 ? value.slice(0, comma) : value).trim() || null;
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nba"],
  homepage: "https://github.com/kieran-allsop/NBA-home-court-advantage",
  downloadBase: "https://raw.githubusercontent.com/kieran-allsop/NBA-home-court-advantage/827085dd2d009e8a9ba2ebbb54ae590e5ebc6f16/Replication/data/",
  files: [FILE],
  licence: "None stated; facts only (game results from Basketball-Reference)",
  attribution: "Game results from Basketball-Reference.com",
  // Below nba-games-bbref-2001-2020 (3), which has 2014-15..2019-20 with overtime and playoffs.
  gamePriority: 2,
  async read(ctx) {
    const rows = await readCsv(join(ctx.dir, FILE));
    const games: Array<GameRecord> = [];
    rows.forEach((row, index) => {
      if (index % 2000 === 0) ctx.progress(index, rows.length);
      const where: Origin = { source: SOURCE, file: FILE, line: row.line };
      const v = row.values;
      const f = rowFields(ctx, where, v, { missing: ["NA"] });
      // The season by the year it ends in (2015 = 2014-15); the first (BAA) season ended in 1947.
      const endYear = f.year("season", "season", 1947);
      const date = f.date("date");
      const homeScore = f.score("homepts");
      const awayScore = f.score("awaypts");
      // "NA" where the attendance is unknown; 0 is a real figure (games without fans in 2020-21).
      const attendance = f.optCount("attendance", "attendance");
      const game = finalNbaGame(ctx, where, { endYear, date, home: v.hometeam, away: v.awayteam, homeScore, awayScore, type: "regular" });
      if (game) games.push({ ...game, venue: arenaName(v.stadium), attendance });
    });
    ctx.progress(rows.length, rows.length);
    // The file is grouped by home team: hand the games on in date order.
    games.sort((a, b) => a.date.localeCompare(b.date) || a.line - b.line);
    for (const game of games) ctx.game(game);
  },
};
