// The published team-season records; a record of a team we do not hold is not written.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { TeamSeasonRecord } from "../../../../db/import/types";
import { teamSeasonRecords } from "../../../../db/load/steps/team-season-records";
import { dataset, stepWorld, type StepWorld } from "../../../support/load-steps";

const record = (team: string, wins: number, losses: number, fields: Partial<TeamSeasonRecord> = {}): TeamSeasonRecord => ({
  source: "test-records",
  file: "records.csv",
  line: 2,
  league: "nfl",
  season: 1985,
  team,
  wins,
  losses,
  ...fields,
});

let world: StepWorld;
beforeAll(async () => {
  const records = dataset("test-records", {
    teamSeasons: [
      record("chicago-bears", 15, 1, { ties: 0, pointsFor: 456, pointsAgainst: 198, division: "Central", divisionRank: 1, madePlayoffs: true }),
      record("no-such-team", 1, 15),
    ],
  });
  world = await stepWorld({ datasets: [records] });
  await world.runBefore(teamSeasonRecords);
  await teamSeasonRecords.run(world.ctx);
});
afterAll(() => world.close());

it("writes the Bears' 1985 record as published and leaves out a team we do not hold", async () => {
  const rows = await world.db.query(
    "SELECT team_id, league_id, season_start_year, wins, losses, ties, ot_losses, points_for, points_against, division, division_rank, made_playoffs, source FROM team_season_records",
  );
  expect(rows).toEqual([
    {
      team_id: 1,
      league_id: 1,
      season_start_year: 1985,
      wins: 15,
      losses: 1,
      ties: 0,
      ot_losses: null,
      points_for: 456,
      points_against: 198,
      division: "Central",
      division_rank: 1,
      made_playoffs: true,
      source: "test-records",
    },
  ]);
  expect(world.ctx.counts.team_season_records).toBe(1);
});
