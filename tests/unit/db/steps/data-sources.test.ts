// One data_sources row per dataset read, with the rows it gave.
import { afterAll, beforeAll, expect, it } from "vitest";
import { dataSources } from "../../../../db/load/steps/data-sources";
import { dataset, game, stepWorld, type StepWorld } from "../../../support/load-steps";

let world: StepWorld;
beforeAll(async () => {
  const games = dataset("test-games", {
    games: [game("1985-09-08", "chicago-bears", "detroit-lions", 38, 28), game("1985-09-15", "detroit-lions", "chicago-bears", 3, 24)],
  });
  world = await stepWorld({ datasets: [games, dataset("test-empty", {})] });
  await world.runBefore(dataSources);
  await dataSources.run(world.ctx);
});
afterAll(() => world.close());

it("writes each dataset with its homepage, licence, leagues and rows", async () => {
  expect(await world.db.query("SELECT id, homepage, licence, leagues, rows_imported, imported_at IS NOT NULL AS dated FROM data_sources ORDER BY id")).toEqual([
    { id: "test-empty", homepage: "https://example.org/test-empty", licence: "CC0", leagues: "nfl", rows_imported: 0, dated: true },
    { id: "test-games", homepage: "https://example.org/test-games", licence: "CC0", leagues: "nfl", rows_imported: 2, dated: true },
  ]);
  expect(world.ctx.counts.data_sources).toBe(2);
});
