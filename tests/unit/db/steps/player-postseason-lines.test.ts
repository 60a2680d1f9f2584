// Players' postseason lines (decision 0185), each to a player we hold, in their own table.
import { afterAll, beforeAll, expect, it } from "vitest";
import { playerPostseasonLines } from "../../../../db/load/steps/player-postseason-lines";
import { dataset, stepWorld, type StepWorld } from "../../../support/load-steps";

const at = (line: number) => ({ source: "test-postseason", file: "lines.csv", line });

let world: StepWorld;
beforeAll(async () => {
  const lines = dataset("test-postseason", {
    people: [{ ...at(2), key: "p:payton", firstName: "Walter", lastName: "Payton" }],
    playerSeasons: [{ ...at(3), personKey: "p:payton", league: "nfl", season: 1985, team: "chicago-bears", stats: { rushing_yards: 1551 } }],
    playerPostseasons: [
      { ...at(4), personKey: "p:payton", league: "nfl", season: 1985, team: "chicago-bears", round: null, stats: { rushing_yards: 195 } },
      { ...at(5), personKey: "p:nobody", league: "nfl", season: 1985, team: "chicago-bears", round: null, stats: { rushing_yards: 1 } },
    ],
  });
  world = await stepWorld({ datasets: [lines] });
  await world.runBefore(playerPostseasonLines);
  await playerPostseasonLines.run(world.ctx);
});
afterAll(() => world.close());

it("writes a held player's postseason line apart from his season line, and counts a line of no player", async () => {
  expect(await world.db.query("SELECT player_id, season_start_year, round, stats, source FROM player_postseason_lines")).toEqual([
    { player_id: 1, season_start_year: 1985, round: null, stats: { rushing_yards: 195 }, source: "test-postseason" },
  ]);
  expect(await world.db.query("SELECT stats FROM player_seasons")).toEqual([{ stats: { rushing_yards: 1551 } }]);
  expect(world.ctx.counts.player_postseason_lines).toBe(1);
  expect(world.ctx.counts.player_postseason_lines_without_a_player).toBe(1);
});
