// Awards, each to a person we hold.
import { afterAll, beforeAll, expect, it } from "vitest";
import { awards } from "../../../../db/load/steps/awards";
import { dataset, stepWorld, type StepWorld } from "../../../support/load-steps";

let world: StepWorld;
beforeAll(async () => {
  const honours = dataset("test-awards", {
    people: [{ source: "test-awards", file: "people.csv", line: 2, key: "p:payton", firstName: "Walter", lastName: "Payton" }],
    awards: [
      { source: "test-awards", file: "awards.csv", line: 2, personKey: "p:payton", league: "nfl", season: 1977, award: "AP Most Valuable Player" },
      { source: "test-awards", file: "awards.csv", line: 3, personKey: "p:nobody", league: "nfl", season: 1978, award: "Pro Bowl" },
    ],
  });
  world = await stepWorld({ datasets: [honours] });
  await world.runBefore(awards);
  await awards.run(world.ctx);
});
afterAll(() => world.close());

it("writes Payton's 1977 MVP and leaves out an award of no one we hold", async () => {
  expect(await world.db.query("SELECT person_id, league_id, season_start_year, name, source FROM awards")).toEqual([
    { person_id: 1, league_id: 1, season_start_year: 1977, name: "AP Most Valuable Player", source: "test-awards" },
  ]);
  expect(world.ctx.counts.awards).toBe(1);
});
