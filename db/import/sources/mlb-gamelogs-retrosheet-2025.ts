// Importer for mlb-gamelogs-retrosheet-2025: the 2025 regular season from Retrosheet's game log
// (GL2025.TXT, the raw 161-field format) and the 2025 postseason from postseason_2025.csv (derived
// by the dataset from Retrosheet's box-score file: one row a game, its round in game_type). The
// All-Star Game in that file is not a game of any club's season: skipped with a reason.
import { join } from "node:path";
import { readCsv } from "../../csv";
import {
  markHomeGamesAwayFromHome,
  PARKS_FOLDER,
  postseasonPlacing,
  RAW_GAMELOG_HEADER,
  rawGamelogRow,
  readParkCities,
  readRetrosheetGame,
  readSiblingParkNames,
  retrosheetGameRecord,
  type GamelogColumn,
  type GamelogRow,
  type PostseasonRoundCode,
  RETROSHEET_TERMS,
} from "../retrosheet-game";
import { rowFields } from "../fields";
import type { DatasetImporter, GameRecord, Origin } from "../types";

const SOURCE = "mlb-gamelogs-retrosheet-2025";
const REGULAR_FILE = "GL2025.TXT";
const POSTSEASON_FILE = "postseason_2025.csv";
const MAJOR_LEAGUES = new Set(["AL", "NL"]);
/** postseason_2025.csv's game_type -> Retrosheet's round code; "allstar" is skipped. */
const ROUNDS: Readonly<Record<string, PostseasonRoundCode>> = { wildcard: "WC", divisionseries: "DV", lcs: "LC", worldseries: "WS" };
const ALL_STAR = "allstar";

/** The postseason CSV's columns under the game-log names the shared reader asks for (site is the park id; leagues come from the regular season). */
function postseasonRow(values: Readonly<Record<string, string>>, leagueOf: ReadonlyMap<string, string>): GamelogRow {
  const column = (name: GamelogColumn): string => (name === "park_id" ? "site" : name);
  return {
    value(name) {
      if (name === "visitor_league") return leagueOf.get(values.visitor_team) ?? "";
      if (name === "home_league") return leagueOf.get(values.home_team) ?? "";
      return values[column(name)] ?? "";
    },
    // The checked columns (date, scores, attendance) keep their names in this file.
    checkedValues: () => values,
    fieldOptions: {},
    compactDate: false,
  };
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["mlb"],
  ...RETROSHEET_TERMS,
  downloadBase: null,
  files: [REGULAR_FILE, POSTSEASON_FILE],
  gamePriority: 3,
  teamCodes: "retrosheet-gamelogs",
  async read(ctx) {
    const parks = await readSiblingParkNames(ctx.dir);
    const cities = await readParkCities(join(ctx.dir, "..", PARKS_FOLDER));
    const regularGames: Array<{ record: GameRecord; parkId: string }> = [];
    const leagueOf = new Map<string, string>();
    const regular = await readCsv(join(ctx.dir, REGULAR_FILE), { header: RAW_GAMELOG_HEADER });
    regular.forEach((row, index) => {
      if (index % 500 === 0) ctx.progress(index, regular.length);
      const where: Origin = { source: SOURCE, file: REGULAR_FILE, line: row.line };
      const game = readRetrosheetGame(ctx, where, rawGamelogRow(row.fields));
      if (!MAJOR_LEAGUES.has(game.visitorLeague) || !MAJOR_LEAGUES.has(game.homeLeague)) {
        throw ctx.fail(where, `bad leagues '${game.visitorLeague}' and '${game.homeLeague}' in fields 5 and 8`);
      }
      leagueOf.set(game.visitor, game.visitorLeague);
      leagueOf.set(game.home, game.homeLeague);
      const record = retrosheetGameRecord(ctx, where, game, { type: "regular" }, parks, "id");
      if (record) regularGames.push({ record, parkId: game.parkId });
    });
    // The Tokyo Series: the Cubs' and the Dodgers' home games in Tokyo.
    markHomeGamesAwayFromHome(regularGames, cities);
    for (const { record } of regularGames) ctx.game(record);
    const postseason = await readCsv(join(ctx.dir, POSTSEASON_FILE));
    for (const row of postseason) {
      const where: Origin = { source: SOURCE, file: POSTSEASON_FILE, line: row.line };
      const type = rowFields(ctx, where, row.values).oneOf("game_type", "game type", [...Object.keys(ROUNDS), ALL_STAR]);
      if (type === ALL_STAR) {
        ctx.skip(where, "the All-Star Game is an exhibition, not a game of either club's season");
        continue;
      }
      const code = ROUNDS[type];
      const game = readRetrosheetGame(ctx, where, postseasonRow(row.values, leagueOf));
      for (const club of [game.visitor, game.home]) {
        if (!leagueOf.has(club)) throw ctx.fail(where, `club '${club}' has no ${REGULAR_FILE} game: its league (for the round's name) is not known`);
      }
      const record = retrosheetGameRecord(ctx, where, game, postseasonPlacing(code, game.homeLeague, game.season), parks);
      if (record) ctx.game(record);
    }
    ctx.progress(regular.length, regular.length);
  },
};
