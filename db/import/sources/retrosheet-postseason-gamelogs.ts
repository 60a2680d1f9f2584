// Importer for retrosheet-postseason-gamelogs: every World Series game 1903-2020 from Retrosheet's
// postseason game log (GLWS.TXT, the full 161-field game-log format without a header). Superseded
// where mlb-postseason-gamelogs-retrosheet-1903-2023 holds the season's postseason (higher priority).
import { join } from "node:path";
import { readCsv } from "../../csv";
import {
  postseasonPlacing,
  RAW_GAMELOG_HEADER,
  rawGamelogRow,
  readRetrosheetGame,
  readSiblingParkNames,
  retrosheetGameRecord,
  RETROSHEET_TERMS,
} from "../retrosheet-game";
import type { DatasetImporter, Origin } from "../types";

const SOURCE = "retrosheet-postseason-gamelogs";
const FILE = "GLWS.TXT";
const MAJOR_LEAGUES = new Set(["AL", "NL"]);

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["mlb"],
  ...RETROSHEET_TERMS,
  downloadBase: "https://raw.githubusercontent.com/chadwickbureau/retrosheet/e270469bb1b67cb2b29d818e7414f790ee79bb75/gamelog/",
  files: [FILE],
  gamePriority: 2,
  async read(ctx) {
    // The park list ships with the regular-season logs (a sibling folder); without it parks are left unnamed.
    const parks = await readSiblingParkNames(ctx.dir);
    const rows = await readCsv(join(ctx.dir, FILE), { header: RAW_GAMELOG_HEADER });
    rows.forEach((row, index) => {
      if (index % 100 === 0) ctx.progress(index, rows.length);
      const where: Origin = { source: SOURCE, file: FILE, line: row.line };
      const raw = rawGamelogRow(row.fields);
      const game = readRetrosheetGame(ctx, where, raw);
      if (!MAJOR_LEAGUES.has(game.visitorLeague) || !MAJOR_LEAGUES.has(game.homeLeague) || game.visitorLeague === game.homeLeague) {
        throw ctx.fail(where, `bad leagues '${game.visitorLeague}' and '${game.homeLeague}' in fields 5 and 8: a World Series is AL against NL`);
      }
      const record = retrosheetGameRecord(ctx, where, game, postseasonPlacing("WS", "", game.season), parks);
      if (record) ctx.game(record);
    });
    ctx.progress(rows.length, rows.length);
  },
};
