// The seasons: every league-season a result, a game or a published record refers to, and the seasons
// a league still playing has opened since.
import { afterAll, beforeAll, expect, it } from "vitest";
import { seasons } from "../../../../db/load/steps/seasons";
import { dataset, game, stepWorld, type StepWorld } from "../../../support/load-steps";

let world: StepWorld;
beforeAll(async () => {
  const records = dataset("test-records", {
    teamSeasons: [{ source: "test-records", file: "r.csv", line: 2, league: "nfl", season: 2019, team: "chicago-bears", wins: 8, losses: 8 }],
  });
  world = await stepWorld({
    datasets: [records],
    games: [game("2021-09-12", "chicago-bears", "detroit-lions", 20, 10)],
    now: new Date("2024-01-15T12:00:00Z"),
  });
  await world.runBefore(seasons);
  await seasons.run(world.ctx);
});
afterAll(() => world.close());

it("writes the seasons of the results, games and records, then those opened since (2022 and 2023 by January 2024)", async () => {
  const rows = await world.db.query("SELECT id, slug, start_year, end_year, name, label FROM seasons ORDER BY id");
  expect(rows.map((row) => row.start_year)).toEqual([1985, 2019, 2021, 2022, 2023]);
  expect(rows[0]).toEqual({ id: 1, slug: "1985-nfl-season", start_year: 1985, end_year: 1986, name: "1985 NFL Season", label: "1985" });
  expect(world.ctx.counts.seasons).toBe(5);
});

it("hands the season ids to the next steps", () => {
  expect(world.ctx.seasonIds?.get("nfl|2021")).toBe(3);
});
