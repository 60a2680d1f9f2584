// The data-quality report, measured on what was written: here a published record that our games contradict.
import { afterAll, beforeAll, expect, it } from "vitest";
import { dataQuality } from "../../../../db/load/steps/data-quality";
import { dataset, game, stepWorld, type StepWorld } from "../../../support/load-steps";

let world: StepWorld;
beforeAll(async () => {
  const records = dataset("test-records", {
    teamSeasons: [{ source: "test-records", file: "records.csv", line: 2, league: "nfl", season: 1985, team: "chicago-bears", wins: 15, losses: 1 }],
  });
  world = await stepWorld({
    datasets: [records],
    games: [game("1985-09-08", "chicago-bears", "detroit-lions", 38, 28), game("1986-01-26", "chicago-bears", "detroit-lions", null, null, { type: "final" })],
  });
  await world.runBefore(dataQuality);
  await dataQuality.run(world.ctx);
});
afterAll(() => world.close());

it("hands the report to the import: the season measured, the record our games contradict, the final without a score", () => {
  const quality = world.ctx.quality;
  expect(quality?.finals_without_score).toBe(1);
  expect(quality?.seasons).toEqual([{ league: "NFL", name: "National Football League", season: 1985, published: 8, held: expect.any(Number) }]);
  expect(quality?.record_differences).toEqual([{ team: "Chicago Bears", league: "NFL", season: 1985, derived: expect.any(String), published: "15-1" }]);
});
