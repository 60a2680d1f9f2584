// The live feed's games re-applied (tests/unit/db/feed-games-reimport.test.ts covers a feed that has
// games): with none recorded, the datasets' games stay as written and no feed games are counted.
import { afterAll, beforeAll, expect, it } from "vitest";
import { feedGames } from "../../../../db/load/steps/feed-games";
import { game, rowCount, stepWorld, type StepWorld } from "../../../support/load-steps";

let world: StepWorld;
beforeAll(async () => {
  world = await stepWorld({ games: [game("1985-09-08", "chicago-bears", "detroit-lions", 38, 28)] });
  await world.runBefore(feedGames);
  await feedGames.run(world.ctx);
});
afterAll(() => world.close());

it("leaves the games as written when the feed has recorded none", async () => {
  expect(await rowCount(world.db, "games")).toBe(1);
  expect(world.ctx.counts.feed_games).toBeUndefined();
});
