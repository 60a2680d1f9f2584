// Step: each league's career and single-season leaders (db/load/record-book.ts deriveLeaderLists), from the
// season lines the people step reduced and each player's activity the people-directory facts decided.
// They read no table the import's database alone holds: with a games side they are computed there, while
// the import's database writes the box-score lines, the indexes and the statistics (decision 0208).
import { deriveLeaderLists } from "../record-book";
import type { LoadStep } from "./load-context";
import { peopleFacts } from "./people-facts";

export const leaderLists: LoadStep = {
  name: "leader lists",
  gamesSide: {
    copies: [{ table: "leader_lines" }, { table: "leader_seasons" }, { table: "leader_statistics" }],
    startsAfter: peopleFacts.name,
  },
  async run({ tx, recordLines, playerActivity }) {
    await deriveLeaderLists(tx, recordLines ? await recordLines : null, playerActivity ? await playerActivity : null);
  },
};
