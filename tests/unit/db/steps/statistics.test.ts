// The planner's statistics are gathered on what was written.
import { afterAll, beforeAll, expect, it } from "vitest";
import { statistics } from "../../../../db/load/steps/statistics";
import { game, stepWorld, type StepWorld } from "../../../support/load-steps";

let world: StepWorld;
const gamesAnalyzed = async () =>
  (await world.db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'games'"))[0].n;
let before: number;
beforeAll(async () => {
  world = await stepWorld({ games: [game("1985-09-08", "chicago-bears", "detroit-lions", 38, 28)] });
  await world.runBefore(statistics);
  before = await gamesAnalyzed();
  await statistics.run(world.ctx);
});
afterAll(() => world.close());

it("gathers the statistics of the tables written", async () => {
  expect(before).toBe(0);
  expect(await gamesAnalyzed()).toBeGreaterThan(0);
});
