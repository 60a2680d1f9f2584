// Step: the big tables' secondary indexes, dropped for the load (empty-tables step), built again; those
// of the tables indexed as soon as they were written (the games-indexes step's `indexedEarly`) awaited.
import { madeBy, type LoadStep } from "./load-context";

export const indexes: LoadStep = {
  name: "indexes",
  async run({ tx, droppedIndexes, indexedEarly }) {
    await indexedEarly?.done;
    const early = indexedEarly?.tables ?? [];
    for (const index of madeBy(droppedIndexes, "the indexes dropped", "empty tables, bulk indexes dropped")) {
      if (!early.includes(index.tablename)) await tx.exec(index.indexdef);
    }
  },
};
