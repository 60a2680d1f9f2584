// The import's steps, in the order they run inside its one transaction (runImport times each). Each
// writes what its name says from the load context (load-context.ts); a dataset's records reach the
// database through the one step that writes their table.
import { awards } from "./awards";
import { championshipResults } from "./championship-results";
import { coachesAndStints } from "./coaches-and-stints";
import { dataQuality } from "./data-quality";
import { dataSources } from "./data-sources";
import { emptyTables } from "./empty-tables";
import { feedGames } from "./feed-games";
import { games } from "./games";
import { gamesIndexes } from "./games-indexes";
import { indexes } from "./indexes";
import type { LoadStep } from "./load-context";
import { nflPlayerGames } from "./nfl-player-games";
import { peopleAndPlayers } from "./people-and-players";
import { peopleFacts } from "./people-facts";
import { playerPostseasonLines } from "./player-postseason-lines";
import { postseasonBrackets } from "./postseason-brackets";
import { recordBook } from "./record-book";
import { seasons } from "./seasons";
import { seedTables } from "./seed-tables";
import { standings } from "./standings";
import { statistics } from "./statistics";
import { teamRecords } from "./team-records";
import { teamSeasonRecords } from "./team-season-records";
import { tournamentGames } from "./tournament-games";

export const LOAD_STEPS: ReadonlyArray<LoadStep> = [
  emptyTables,
  seedTables,
  seasons,
  championshipResults,
  games,
  teamSeasonRecords,
  // Not awaited: built on the database thread while the people step prepares its rows.
  gamesIndexes,
  peopleAndPlayers,
  playerPostseasonLines,
  coachesAndStints,
  awards,
  peopleFacts,
  dataSources,
  indexes,
  // After the indexes: its lines are matched to their games while the indexes are built (its `prepare`).
  nflPlayerGames,
  statistics,
  feedGames,
  tournamentGames,
  // After the standings: they write the titles decided by the games (a season's final result), which a
  // bracket reads to say whether its final round is held.
  standings,
  postseasonBrackets,
  teamRecords,
  recordBook,
  dataQuality,
];
