// Step: the big tables' secondary indexes, dropped for the load (empty-tables step), built again.
import { madeBy, type LoadStep } from "./load-context";

export const indexes: LoadStep = {
  name: "indexes",
  async run({ tx, droppedIndexes }) {
    for (const index of madeBy(droppedIndexes, "the indexes dropped", "empty tables, bulk indexes dropped")) await tx.exec(index.indexdef);
  },
};
