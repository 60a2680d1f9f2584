// Step: the record book's team records (db/load/team-records.ts), from the standings and the games.
import { deriveTeamRecords } from "../team-records";
import type { LoadStep } from "./load-context";

export const teamRecords: LoadStep = {
  name: "team records",
  gamesSide: { copies: [{ table: "team_record_rows" }, { table: "team_record_lists" }] },
  async run({ tx }) {
    await deriveTeamRecords(tx);
  },
};
