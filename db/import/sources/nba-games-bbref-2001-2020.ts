// Importer for nba-games-bbref-2001-2020: NBA games 2000-01..2019-20 (to the March 2020 suspension) from Basketball-Reference schedules.
import { readDerivedNbaGames } from "../nba-derived-games";
import type { DatasetImporter, ImportContext } from "../types";

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
  read(ctx: ImportContext) {
    return readDerivedNbaGames(ctx, {
      source: SOURCE,
      file: FILE,
      extras(fields) {
        return {
          attendance: fields.optCount("attendance", "attendance"),
          overtime: fields.optional("overtime", "overtime", (text) => (/^\d?OT$/.test(text) ? text : null)),
        };
      },
    });
  },
};
