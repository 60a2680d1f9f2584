// Importer for nba-games-bbref-2001-2020: NBA games 2000-01..2019-20 (to the March 2020 suspension) from Basketball-Reference schedules.
import { parseCount } from "../fields";
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
      extras(values, where) {
        if (!/^(\d?OT)?$/.test(values.overtime)) {
          throw ctx.fail(where, `bad overtime '${values.overtime}' in column overtime`);
        }
        const attendance = values.attendance === "" ? null : parseCount(values.attendance);
        if (values.attendance !== "" && attendance === null) {
          throw ctx.fail(where, `bad attendance '${values.attendance}' in column attendance`);
        }
        return { attendance, overtime: values.overtime === "" ? null : values.overtime };
      },
    });
  },
};
