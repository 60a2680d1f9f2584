// Importer for lahman-2024: the 2024 rows of the Lahman Baseball Database's 2025 release (standings,
// batting, pitching, appearances, managers, awards, All-Star rosters, the 2024-25 Hall of Fame elections)
// and its whole People table, read by db/import/lahman-release.ts with the lahman importer's person keys, so a
// 2024 season joins the player's career and the newer vital dates win (a death in 2024 is recorded).
import { LAHMAN_FILES, LEAGUE, readLahmanRelease } from "../lahman-release";
import type { DatasetImporter } from "../types";

const SOURCE = "lahman-2024";

/**
 * Award ids the 2025 release lists for 2024 that the 2023-season release (../lahman) lists for no year:
 * kept, each would be a one-season list read as the award's whole history.
 */
export const AWARDS_NEW_IN_RELEASE = new Set([
  "All-MLB Team - First Team",
  "All-MLB Team - Second Team",
  "Bob Feller Act of Valor Award - HOF Player",
  "Bob Feller Act of Valor Award - MLB Player",
  "Bob Feller Act of Valor Award - Patriot Award",
  "MLB Players Choice Comeback Player",
  "MLB Players Choice Man of the Year",
  "MLB Players Choice Outstanding Pitcher",
  "MLB Players Choice Outstanding Player",
  "MLB Players Choice Outstanding Rookie",
  "MLB Players Choice Player of the Year",
  "MLB Players Curt Flood Award",
  "Pitcher of the Month",
  "Player of the Month",
  "Player of the Week",
  "Reliever of the Month",
  "Reliever of the Year",
  "Rookie of the Month",
  "TSN Comeback Player of the Year",
  "TSN Rookie of the Year",
  "Triple Crown",
]);
export const AWARD_NEW_IN_RELEASE_REASON = "an award the earlier Lahman release lists for no season: one season of it would read as its whole history";

export const importer: DatasetImporter = {
  id: SOURCE,
  leagues: [LEAGUE],
  homepage: "https://github.com/cdalzell/Lahman",
  // Converted from the R package's .RData files and filtered to 2024: no raw CSV base serves them.
  downloadBase: null,
  files: LAHMAN_FILES,
  licence: "CC BY-SA 3.0",
  attribution: "Lahman Baseball Database, copyright Sean Lahman (now maintained by SABR), CC BY-SA 3.0",
  gamePriority: 0,
  // Lahman's team ids, as the lahman importer reads them.
  teamCodes: "lahman",
  // The package's data files were last changed on 2025-07-27 (SOURCE.md).
  read: (ctx) =>
    readLahmanRelease(ctx, {
      source: SOURCE,
      asOf: "2025-07-27",
      peopleUpdate: true,
      awardsNotKept: { ids: AWARDS_NEW_IN_RELEASE, reason: AWARD_NEW_IN_RELEASE_REASON },
    }),
};
