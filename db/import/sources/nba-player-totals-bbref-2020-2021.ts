// Importer for nba-player-totals-bbref-2020-2021: the same Basketball-Reference "Player Totals" table as
// nba-player-totals-bbref-1947-2020, a later version of it, kept for its seasons 2019-20 (complete, the
// 2020 bubble included) and 2020-21. Read by the same row reader, matched to the same Basketball-Reference
// ids; its lines take precedence (decision 0137) over the older version's 2019-20, which stops at the
// March 2020 suspension.
import type { DatasetImporter } from "../types";
import { readPlayerTotals } from "./nba-player-totals-bbref-1947-2020";

const SOURCE = "nba-player-totals-bbref-2020-2021";
const TOTALS = "player_totals_2020_2021.csv";

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: ["nba"],
  homepage: "https://github.com/sumitrodatta/bball-reference-datasets/tree/82f568aa801303e325809764f1649597c5b138c6",
  downloadBase: null,
  files: [TOTALS],
  licence: "none stated (factual statistics from Basketball-Reference)",
  attribution: "Player season totals from Basketball-Reference.com, compiled by Sumitro Datta",
  gamePriority: 0,
  // Basketball-Reference's club codes, as the older version writes them.
  teamCodes: "nba-player-totals-bbref-1947-2020",
  // A player the roster file lacks (it reaches 2025-26, so none today) still has his season.
  read: (ctx) => readPlayerTotals(ctx, { source: SOURCE, file: TOTALS, precedence: 1, unknownPlayer: "name-only person" }),
};
