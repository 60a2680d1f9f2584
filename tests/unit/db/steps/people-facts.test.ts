// The people-directory facts: each loaded player is written to `players` once, with his facts.
import { afterAll, beforeAll, expect, it } from "vitest";
import { peopleFacts } from "../../../../db/load/steps/people-facts";
import { dataset, stepWorld, type StepWorld } from "../../../support/load-steps";
import { rowCount } from "../../../support/load-steps";

let world: StepWorld;
let playersBefore: number;
beforeAll(async () => {
  const data = dataset("test-people", {
    people: [{ source: "test-people", file: "people.csv", line: 2, key: "p:payton", firstName: "Walter", lastName: "Payton" }],
    playerSeasons: [
      {
        source: "test-people",
        file: "seasons.csv",
        line: 2,
        personKey: "p:payton",
        league: "nfl",
        season: 1977,
        team: "chicago-bears",
        stats: { rushing_yards: 1852 },
      },
    ],
    awards: [{ source: "test-people", file: "awards.csv", line: 2, personKey: "p:payton", league: "nfl", season: 1977, award: "AP Most Valuable Player" }],
  });
  world = await stepWorld({ datasets: [data] });
  await world.runBefore(peopleFacts);
  playersBefore = await rowCount(world.db, "players");
  await peopleFacts.run(world.ctx);
});
afterAll(() => world.close());

it("moves the loaded players to `players` with their awards counted", async () => {
  expect(playersBefore).toBe(0);
  const players = await world.db.query("SELECT id, slug, mvp_awards, award_count, sort_name FROM players");
  expect(players).toEqual([{ id: 1, slug: "walter-payton", mvp_awards: 1, award_count: 1, sort_name: expect.stringContaining("payton") }]);
});

it("gives each award its kind", async () => {
  expect(await world.db.query("SELECT name, kind FROM awards")).toEqual([{ name: "AP Most Valuable Player", kind: "mvp" }]);
});
