// The standings derived from the games, with each team's streak at the end of its regular season.
import { afterAll, beforeAll, expect, it } from "vitest";
import { standings } from "../../../../db/load/steps/standings";
import { game, stepWorld, type StepWorld } from "../../../support/load-steps";

let world: StepWorld;
beforeAll(async () => {
  world = await stepWorld({
    games: [
      game("1985-09-08", "chicago-bears", "detroit-lions", 38, 28),
      game("1985-09-15", "detroit-lions", "chicago-bears", 3, 24),
      game("1985-09-22", "detroit-lions", "chicago-bears", 20, 17),
    ],
  });
  await world.runBefore(standings);
  await standings.run(world.ctx);
});
afterAll(() => world.close());

it("derives each team's record, home and away, and its streak at the end of the season", async () => {
  const rows = await world.db.query(
    `SELECT t.slug, st.games_played, st.wins, st.losses, st.home_wins, st.away_wins, st.points_for, st.points_against, st.streak, st.streak_type
     FROM standings st JOIN teams t ON t.id = st.team_id WHERE st.season_start_year = 1985 ORDER BY t.slug`,
  );
  expect(rows).toEqual([
    {
      slug: "chicago-bears",
      games_played: 3,
      wins: 2,
      losses: 1,
      home_wins: 1,
      away_wins: 1,
      points_for: 79,
      points_against: 51,
      streak: 1,
      streak_type: "loss",
    },
    {
      slug: "detroit-lions",
      games_played: 3,
      wins: 1,
      losses: 2,
      home_wins: 1,
      away_wins: 0,
      points_for: 51,
      points_against: 79,
      streak: 1,
      streak_type: "win",
    },
  ]);
  expect(world.ctx.counts.standings).toBeGreaterThanOrEqual(2);
  expect(world.ctx.counts.season_summaries).toBeGreaterThan(0);
});
