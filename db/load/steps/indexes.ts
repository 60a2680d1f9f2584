// Step: the big tables' secondary indexes, dropped for the load (empty-tables step), built again; those
// of the tables indexed as soon as they were written (the games-indexes step's `indexedEarly`) awaited.
import { madeBy, type LoadStep } from "./load-context";

export const indexes: LoadStep = {
  name: "indexes",
  async run({ tx, droppedIndexes, indexedEarly }) {
    await indexedEarly?.done;
    const early = indexedEarly?.tables ?? [];
    const definitions = madeBy(droppedIndexes, "the indexes dropped", "empty tables, bulk indexes dropped")
      .filter((index) => !early.includes(index.tablename))
      .map((index) => index.indexdef);
    // In one call: the database thread builds them one after the other while the main thread prepares
    // the next step (LoadStep.prepare), with no round trip between two that could wait for it.
    if (definitions.length > 0) await tx.exec(definitions.join(";\n"));
  },
};
