// Step: the planner's statistics on everything written, before the standings are derived: the
// planner then joins the games by hash, not by loops.
import type { LoadStep } from "./load-context";

export const statistics: LoadStep = {
  name: "statistics",
  async run({ tx }) {
    await tx.exec("ANALYZE");
  },
};
