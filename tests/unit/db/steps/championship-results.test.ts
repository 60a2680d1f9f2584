// The championship results of the seed, each team named as it was that season.
import { afterAll, beforeAll, expect, it } from "vitest";
import { championshipResults } from "../../../../db/load/steps/championship-results";
import { stepWorld, type StepWorld } from "../../../support/load-steps";

let world: StepWorld;
beforeAll(async () => {
  world = await stepWorld();
  await world.runBefore(championshipResults);
  await championshipResults.run(world.ctx);
});
afterAll(() => world.close());

it("writes Super Bowl XX to the Bears' 1985 season", async () => {
  const rows = await world.db.query(
    `SELECT r.edition, r.winner_team_id, r.winner_name, r.winner_score, r.runner_up_score, r.winning_coach, r.winning_coach_key IS NOT NULL AS keyed, s.start_year
     FROM championship_results r JOIN seasons s ON s.id = r.season_id`,
  );
  expect(rows).toEqual([
    {
      edition: "XX",
      winner_team_id: 1,
      winner_name: "Chicago Bears",
      winner_score: 46,
      runner_up_score: 10,
      winning_coach: "Mike Ditka",
      keyed: true,
      start_year: 1985,
    },
  ]);
  expect(world.ctx.counts.championship_results).toBe(1);
});
