// Coaches (one per person and league, slugs of their own) and stints (two spells of one season added up).
import { afterAll, beforeAll, expect, it } from "vitest";
import type { CoachStintRecord } from "../../../../db/import/types";
import { coachesAndStints } from "../../../../db/load/steps/coaches-and-stints";
import { dataset, stepWorld, type StepWorld } from "../../../support/load-steps";

const stint = (personKey: string, team: string, wins: number, losses: number, seasonOrder: number): CoachStintRecord => ({
  source: "test-coaches",
  file: "coaches.csv",
  line: 2,
  personKey,
  league: "nfl",
  season: 1985,
  team,
  title: "Head Coach",
  isHeadCoach: true,
  wins,
  losses,
  seasonOrder,
});

let world: StepWorld;
beforeAll(async () => {
  const coaches = dataset("test-coaches", {
    people: [{ source: "test-coaches", file: "people.csv", line: 2, key: "c:ditka", firstName: "Mike", lastName: "Ditka" }],
    coachStints: [
      stint("c:ditka", "chicago-bears", 10, 0, 1),
      stint("c:ditka", "chicago-bears", 5, 1, 2),
      stint("c:ditka", "no-such-team", 1, 1, 1),
      stint("c:nobody", "detroit-lions", 7, 9, 1),
    ],
  });
  world = await stepWorld({ datasets: [coaches] });
  await world.runBefore(coachesAndStints);
  await coachesAndStints.run(world.ctx);
});
afterAll(() => world.close());

it("writes one coach per person and league", async () => {
  expect(await world.db.query("SELECT id, slug, person_id, league_id FROM coaches")).toEqual([{ id: 1, slug: "mike-ditka", person_id: 1, league_id: 1 }]);
});

it("adds up two spells of one season and leaves out a stint with a team or a person we do not hold", async () => {
  const stints = await world.db.query("SELECT coach_id, team_id, season_start_year, wins, losses, season_order, is_head_coach FROM coaching_stints");
  expect(stints).toEqual([{ coach_id: 1, team_id: 1, season_start_year: 1985, wins: 15, losses: 1, season_order: 2, is_head_coach: true }]);
  expect(world.ctx.counts).toMatchObject({ coaches: 1, coaching_stints: 1 });
});
