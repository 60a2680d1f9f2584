// The games chosen, with their season, teams and the venue's name in that season.
import { afterAll, beforeAll, expect, it } from "vitest";
import { games } from "../../../../db/load/steps/games";
import { game, stepWorld, type StepWorld } from "../../../support/load-steps";

let world: StepWorld;
beforeAll(async () => {
  world = await stepWorld({
    games: [
      game("2005-09-11", "chicago-bears", "detroit-lions", 24, 17, {
        venue: "soldier-field",
        attendance: 61000,
        lineScore: { home: [7, 7, 3, 7], away: [0, 10, 7, 0] },
      }),
      game("2005-12-04", "detroit-lions", "chicago-bears", null, null, { status: "scheduled", neutralSite: true }),
    ],
  });
  await world.runBefore(games);
  await games.run(world.ctx);
});
afterAll(() => world.close());

it("writes each game with its season, teams, score and the venue's name that season", async () => {
  const rows = await world.db.query(
    `SELECT g.id, s.start_year, g.home_team_id, g.away_team_id, g.home_score, g.away_score, g.status, g.venue_name, g.neutral_site, g.attendance, g.line_score
     FROM games g JOIN seasons s ON s.id = g.season_id ORDER BY g.id`,
  );
  expect(rows).toEqual([
    {
      id: 1,
      start_year: 2005,
      home_team_id: 1,
      away_team_id: 2,
      home_score: 24,
      away_score: 17,
      status: "final",
      venue_name: "Soldier Field (renovated)",
      neutral_site: false,
      attendance: 61000,
      line_score: { home: [7, 7, 3, 7], away: [0, 10, 7, 0] },
    },
    {
      id: 2,
      start_year: 2005,
      home_team_id: 2,
      away_team_id: 1,
      home_score: null,
      away_score: null,
      status: "scheduled",
      venue_name: null,
      neutral_site: true,
      attendance: null,
      line_score: null,
    },
  ]);
  expect(world.ctx.counts.games).toBe(2);
});
