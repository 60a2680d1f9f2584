// The games' indexes and statistics are built in the background, right after the games are written, and
// the indexes step waits for them instead of building them again.
import { afterAll, beforeAll, expect, it } from "vitest";
import { gamesIndexes } from "../../../../db/load/steps/games-indexes";
import { game, stepWorld, type StepWorld } from "../../../support/load-steps";

let world: StepWorld;
const indexesOfGames = async () =>
  (await world.db.query<{ name: string }>("SELECT indexname AS name FROM pg_indexes WHERE tablename = 'games' ORDER BY 1")).map((row) => row.name);
let before: Array<string>;
beforeAll(async () => {
  world = await stepWorld({ games: [game("1985-09-08", "chicago-bears", "detroit-lions", 38, 28)] });
  await world.runBefore(gamesIndexes);
  before = await indexesOfGames();
  await gamesIndexes.run(world.ctx);
});
afterAll(() => world.close());

it("builds the games' dropped indexes and their statistics, without waiting for them", async () => {
  expect(world.ctx.indexedEarly?.tables).toEqual(["games"]);
  await world.ctx.indexedEarly?.done;
  const dropped = (world.ctx.droppedIndexes ?? []).filter((index) => index.tablename === "games").map((index) => index.indexname);
  expect(dropped.length).toBeGreaterThan(5);
  expect(before).not.toContain(dropped[0]);
  expect(await indexesOfGames()).toEqual(expect.arrayContaining(dropped));
  const [stats] = await world.db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'games'");
  expect(stats.n).toBeGreaterThan(0);
});
