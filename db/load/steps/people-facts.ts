// Step: the people-directory facts (people-derived.sql): awards' kinds, coverage, each player's titles,
// awards and status, written to `players` once with the loaded rows.
import { derivePeopleFacts } from "../people-derived";
import type { LoadStep } from "./load-context";

export const peopleFacts: LoadStep = {
  name: "people-directory facts",
  async run({ tx }) {
    await derivePeopleFacts(tx, { playersLoaded: true });
  },
};
