// Importer for the compacted Retrosheet game logs: one GameRecord per AL/NL regular-season game, 1876-2024.
// Rows are read through the shared Retrosheet reader (db/import/retrosheet-game.ts); a home game in
// another city than the club's home that season is marked a neutral site (markHomeGamesAwayFromHome).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { readCsv } from "../../csv";
import { rowFields } from "../fields";
import {
  csvGamelogRow,
  markHomeGamesAwayFromHome,
  readParkCities,
  readParkNames,
  readRetrosheetGame,
  retrosheetGameRecord,
  RETROSHEET_TERMS,
} from "../retrosheet-game";
import type { LeagueSlug } from "../../../core/leagues";
import type { DatasetImporter, GameRecord, ImportContext, Origin } from "../types";

export { inningRuns, inningsInLine } from "../retrosheet-game";

const SOURCE = "retrosheet-gamelogs";
const LEAGUE: LeagueSlug = "mlb";
const FIRST_YEAR = 1871;
const LAST_YEAR = 2024;
const MAJOR_LEAGUES = new Set(["AL", "NL"]);

const seasons = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);

const GAME_NUMS = ["0", "1", "2", "3", "A", "B"];

async function readSeason(ctx: ImportContext, season: number, parks: Map<string, string>, cities: Map<string, string>): Promise<void> {
  const file = `games/${season}.csv`;
  const path = join(ctx.dir, file);
  if (!existsSync(path)) return;
  const rows = await readCsv(path);
  const total = rows.length;
  const games: Array<{ record: GameRecord; parkId: string }> = [];
  rows.forEach((row, index) => {
    if (index % 500 === 0) ctx.progress(index, total);
    const v = row.values;
    const origin: Origin = { source: SOURCE, file, line: row.line };
    if (!MAJOR_LEAGUES.has(v.visitor_league) || !MAJOR_LEAGUES.has(v.home_league)) {
      ctx.skip(origin, "not an AL/NL game");
      return;
    }
    const game = readRetrosheetGame(ctx, origin, csvGamelogRow(v));
    rowFields(ctx, origin, v).oneOf("game_num", "game number", GAME_NUMS);
    const record = retrosheetGameRecord(ctx, origin, game, { type: "regular" }, parks, "id");
    if (record) games.push({ record, parkId: game.parkId });
  });
  markHomeGamesAwayFromHome(games, cities);
  for (const { record } of games) ctx.game(record);
  ctx.progress(total, total);
}

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: [LEAGUE],
  ...RETROSHEET_TERMS,
  // The folder holds a 31-column reduction of Retrosheet's GLyyyy.TXT files, not files published as such.
  downloadBase: null,
  files: ["parks.csv", ...seasons.map((season) => `games/${season}.csv`)],
  gamePriority: 2,
  async read(ctx) {
    const parks = await readParkNames(ctx.dir);
    const cities = await readParkCities(ctx.dir);
    for (const season of seasons) await readSeason(ctx, season, parks, cities);
  },
};
