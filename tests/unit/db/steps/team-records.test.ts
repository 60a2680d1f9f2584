// The team records step: each league's game lists from the final games, their first ranks in order.
import { afterAll, beforeAll, expect, it } from "vitest";
import { teamRecords } from "../../../../db/load/steps/team-records";
import { game, stepWorld, type StepWorld } from "../../../support/load-steps";

let world: StepWorld;
beforeAll(async () => {
  world = await stepWorld({
    games: [game("1985-09-08", "chicago-bears", "detroit-lions", 38, 28), game("1985-09-15", "detroit-lions", "chicago-bears", 3, 24)],
  });
  await world.runBefore(teamRecords);
  await teamRecords.run(world.ctx);
});
afterAll(() => world.close());

it("ranks the most points scored in a game and the largest margin", async () => {
  const rows = await world.db.query<{ record: string; rank: number; slug: string; value: number; game_date: string }>(
    `SELECT r.record, r.rank, t.slug, r.value::int AS value, r.game_date FROM team_record_rows r JOIN teams t ON t.id = r.team_id
     WHERE r.record IN ('most-scored-game', 'largest-margin') ORDER BY r.record, r.rank, r.game_date`,
  );
  expect(rows).toEqual([
    { record: "largest-margin", rank: 1, slug: "chicago-bears", value: 21, game_date: "1985-09-15" },
    { record: "largest-margin", rank: 2, slug: "chicago-bears", value: 10, game_date: "1985-09-08" },
    { record: "most-scored-game", rank: 1, slug: "chicago-bears", value: 38, game_date: "1985-09-08" },
    { record: "most-scored-game", rank: 2, slug: "detroit-lions", value: 28, game_date: "1985-09-08" },
    { record: "most-scored-game", rank: 3, slug: "chicago-bears", value: 24, game_date: "1985-09-15" },
    { record: "most-scored-game", rank: 4, slug: "detroit-lions", value: 3, game_date: "1985-09-15" },
  ]);
});

it("states each game list's seasons", async () => {
  const rows = await world.db.query("SELECT record, first_season, last_season FROM team_record_lists WHERE record = 'most-scored-game'");
  expect(rows).toEqual([{ record: "most-scored-game", first_season: 1985, last_season: 1985 }]);
});
