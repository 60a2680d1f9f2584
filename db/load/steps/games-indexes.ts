// Step: the games' indexes and statistics, queued on the database thread and not awaited: no later step
// writes the games (the live feed's few aside), so they are built while the people step prepares its rows
// on this thread, which the database would otherwise wait for (decision 0205). The indexes step awaits them.
import { madeBy, type LoadStep } from "./load-context";

export const gamesIndexes: LoadStep = {
  name: "games' indexes and statistics, in the background",
  async run(ctx) {
    const tables = ["games"];
    const dropped = madeBy(ctx.droppedIndexes, "the indexes dropped", "empty tables, bulk indexes dropped");
    const statements = [...dropped.filter((index) => tables.includes(index.tablename)).map((index) => index.indexdef), `ANALYZE ${tables.join(", ")}`];
    // Sent now, all of them: the database thread runs them in order, after what is already queued.
    const done = Promise.all(statements.map((statement) => ctx.tx.exec(statement))).then(() => undefined);
    done.catch(() => undefined); // awaited by the indexes step
    ctx.indexedEarly = { tables, done };
  },
};
