// The seed tables: each row's id is its position in the seed, a team carries its latest era's name.
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedTables } from "../../../../db/load/steps/seed-tables";
import { stepWorld, type StepWorld } from "../../../support/load-steps";

let world: StepWorld;
beforeAll(async () => {
  world = await stepWorld();
  await world.runBefore(seedTables);
  await seedTables.run(world.ctx);
});
afterAll(() => world.close());

it("writes every seed table and counts its rows", () => {
  expect(world.ctx.counts).toEqual({ sports: 1, levels: 1, leagues: 1, championships: 1, venues: 1, teams: 2, team_eras: 3 });
});

it("writes a team with its latest era's name and its venue", async () => {
  const teams = await world.db.query("SELECT id, slug, name, short_name, abbreviation, country, venue_id, league_id FROM teams ORDER BY id");
  expect(teams).toEqual([
    { id: 1, slug: "chicago-bears", name: "Chicago Bears", short_name: "Bears", abbreviation: "CHI", country: "USA", venue_id: 1, league_id: 1 },
    { id: 2, slug: "detroit-lions", name: "Detroit Lions", short_name: "Lions", abbreviation: "DET", country: "USA", venue_id: null, league_id: 1 },
  ]);
});

it("writes each era under its team", async () => {
  const eras = await world.db.query("SELECT team_id, slug, first_season, last_season FROM team_eras ORDER BY team_id, first_season");
  expect(eras).toEqual([
    { team_id: 1, slug: "chicago-staleys", first_season: 1920, last_season: 1921 },
    { team_id: 1, slug: "chicago-bears", first_season: 1922, last_season: null },
    { team_id: 2, slug: "detroit-lions", first_season: 1934, last_season: null },
  ]);
});

it("moves the id sequences past the seed's ids", async () => {
  const [row] = await world.db.query<{ id: number }>("INSERT INTO venues (slug, name) VALUES ('new-venue', 'New Venue') RETURNING id");
  expect(row.id).toBe(2);
});
