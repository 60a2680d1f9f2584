// Importer for mlb-postseason-gamelogs-retrosheet-1903-2023: every postseason game 1903-2023 from
// Retrosheet's postseason game logs (GLWC, GLDV, GLLC, GLWS: the raw 161-field format), each labelled
// with its round. It supersedes retrosheet-postseason-gamelogs (World Series only, no 1943 Game 4)
// for every season it holds: higher gamePriority, one source per part of a season (decision 0080).
import { join } from "node:path";
import { readCsv } from "../../csv";
import {
  postseasonPlacing,
  RAW_GAMELOG_HEADER,
  rawGamelogRow,
  readRetrosheetGame,
  readSiblingParkNames,
  retrosheetGameRecord,
  type PostseasonRoundCode,
  RETROSHEET_TERMS,
} from "../retrosheet-game";
import type { DatasetImporter, Origin } from "../types";

const SOURCE = "mlb-postseason-gamelogs-retrosheet-1903-2023";
const MAJOR_LEAGUES = new Set(["AL", "NL"]);
const FILES: ReadonlyArray<{ file: string; code: PostseasonRoundCode }> = [
  { file: "GLWC.TXT", code: "WC" },
  { file: "GLDV.TXT", code: "DV" },
  { file: "GLLC.TXT", code: "LC" },
  { file: "GLWS.TXT", code: "WS" },
];

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["mlb"],
  ...RETROSHEET_TERMS,
  downloadBase: "https://raw.githubusercontent.com/droher/retrosheet-mirror/319bf91377089a4098759ad57c1bde6e4034bae0/gamelogs/",
  files: FILES.map(({ file }) => file),
  gamePriority: 3,
  teamCodes: "retrosheet-gamelogs",
  async read(ctx) {
    const parks = await readSiblingParkNames(ctx.dir);
    for (const { file, code } of FILES) {
      const rows = await readCsv(join(ctx.dir, file), { header: RAW_GAMELOG_HEADER });
      rows.forEach((row, index) => {
        if (index % 100 === 0) ctx.progress(index, rows.length);
        const where: Origin = { source: SOURCE, file, line: row.line };
        const game = readRetrosheetGame(ctx, where, rawGamelogRow(row.fields));
        const { visitorLeague, homeLeague } = game;
        if (!MAJOR_LEAGUES.has(visitorLeague) || !MAJOR_LEAGUES.has(homeLeague) || (code === "WS") !== (visitorLeague !== homeLeague)) {
          const expected = code === "WS" ? "a World Series is AL against NL" : "a round below the World Series is within one league";
          throw ctx.fail(where, `bad leagues '${visitorLeague}' and '${homeLeague}' in fields 5 and 8: ${expected}`);
        }
        const record = retrosheetGameRecord(ctx, where, game, postseasonPlacing(code, homeLeague, game.season), parks);
        if (record) ctx.game(record);
      });
      ctx.progress(rows.length, rows.length);
    }
  },
};
