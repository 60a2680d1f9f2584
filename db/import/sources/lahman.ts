// Importer for the Lahman Baseball Database (2023-season release): AL/NL standings, people, player
// seasons, managers and awards, read by db/import/lahman-release.ts.
import { LAHMAN_FILES, LEAGUE, readLahmanRelease } from "../lahman-release";
import type { DatasetImporter } from "../types";

const SOURCE = "lahman";

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: [LEAGUE],
  homepage: "https://sabr.org/lahman-database/",
  // Batting, Pitching and Appearances were converted from the package's parquet files: no raw CSV base serves all files.
  downloadBase: null,
  files: LAHMAN_FILES,
  licence: "CC BY-SA 3.0",
  attribution: "Lahman Baseball Database, copyright Sean Lahman (now maintained by SABR), CC BY-SA 3.0",
  gamePriority: 0,
  // Its People table was updated from seanlahman.com's data of 2024-08-21 (SOURCE.md).
  read: (ctx) => readLahmanRelease(ctx, { source: SOURCE, asOf: "2024-08-21", peopleUpdate: false }),
};
