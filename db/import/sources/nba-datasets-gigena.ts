// Importer for nba-datasets-gigena: BAA/NBA games 1946-47..1995-96 summed from Basketball-Reference box scores.
import { readDerivedNbaGames } from "../nba-derived-games";
import type { DatasetImporter, ImportContext } from "../types";

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
  read(ctx: ImportContext) {
    return readDerivedNbaGames(ctx, {
      source: SOURCE,
      file: FILE,
      accept(fields, where) {
        if (fields.oneOf("league", "league", ["NBA", "BAA", "ABA"]) === "ABA") {
          ctx.skip(where, "ABA game (the ABA is not covered)");
          return false;
        }
        return true;
      },
      // Points summed over incomplete box scores would be a wrong score: keep the game, not the score,
      // and so not as a result.
      extras: (fields) => (fields.raw("box_missing_pts") === "1" ? { homeScore: null, awayScore: null, status: "unknown" as const } : {}),
    });
  },
};
