// Importer for mlb-postseason-retrosheet-2024: the 43 games of the 2024 postseason, Retrosheet's
// game-log rows transcribed into the 31-column CSV layout of retrosheet-gamelogs with a round column
// in front (WC, DV, LC, WS). Read through the shared Retrosheet reader.
import { join } from "node:path";
import { readCsv } from "../../csv";
import {
  csvGamelogRow,
  POSTSEASON_ROUND_CODES,
  postseasonPlacing,
  readRetrosheetGame,
  readSiblingParkNames,
  retrosheetGameRecord,
  RETROSHEET_TERMS,
} from "../retrosheet-game";
import { rowFields } from "../fields";
import type { DatasetImporter, Origin } from "../types";

const SOURCE = "mlb-postseason-retrosheet-2024";
const FILE = "postseason_2024.csv";
const MAJOR_LEAGUES = new Set(["AL", "NL"]);

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["mlb"],
  ...RETROSHEET_TERMS,
  // Transcribed by hand from Retrosheet's GLWC/GLDV/GLLC/GLWS.TXT; not a file published as such.
  downloadBase: null,
  files: [FILE],
  gamePriority: 3,
  teamCodes: "retrosheet-gamelogs",
  async read(ctx) {
    const parks = await readSiblingParkNames(ctx.dir);
    const rows = await readCsv(join(ctx.dir, FILE));
    rows.forEach((row) => {
      const where: Origin = { source: SOURCE, file: FILE, line: row.line };
      const round = rowFields(ctx, where, row.values).oneOf("round", "round", POSTSEASON_ROUND_CODES);
      const game = readRetrosheetGame(ctx, where, csvGamelogRow(row.values));
      const { visitorLeague, homeLeague } = game;
      if (!MAJOR_LEAGUES.has(visitorLeague) || !MAJOR_LEAGUES.has(homeLeague) || (round === "WS") !== (visitorLeague !== homeLeague)) {
        throw ctx.fail(where, `bad leagues '${visitorLeague}' and '${homeLeague}' for round ${round}`);
      }
      const record = retrosheetGameRecord(ctx, where, game, postseasonPlacing(round, homeLeague, game.season), parks);
      if (record) ctx.game(record);
    });
  },
};
