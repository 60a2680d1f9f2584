// The planner's statistics are gathered on what was written: the games as soon as they are written (the
// games step), every other table by this step.
import { afterAll, beforeAll, expect, it } from "vitest";
import { statistics } from "../../../../db/load/steps/statistics";
import { game, stepWorld, type StepWorld } from "../../../support/load-steps";

let world: StepWorld;
const analyzed = async (table: string) =>
  (await world.db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stats WHERE schemaname = current_schema() AND tablename = $1", [table]))[0].n;
const lastAnalyzed = async (table: string) =>
  (await world.db.query<{ at: string | null }>("SELECT last_analyze::text AS at FROM pg_stat_user_tables WHERE relname = $1", [table]))[0].at;
const lastAnalyzedCatalog = async (table: string) =>
  (
    await world.db.query<{ at: string | null }>("SELECT last_analyze::text AS at FROM pg_stat_sys_tables WHERE schemaname = 'pg_catalog' AND relname = $1", [
      table,
    ])
  )[0].at;
let before: { games: number; teams: number; gamesAt: string | null; catalogAt: string | null };
beforeAll(async () => {
  world = await stepWorld({ games: [game("1985-09-08", "chicago-bears", "detroit-lions", 38, 28)] });
  await world.runBefore(statistics);
  before = {
    games: await analyzed("games"),
    teams: await analyzed("teams"),
    gamesAt: await lastAnalyzed("games"),
    catalogAt: await lastAnalyzedCatalog("pg_class"),
  };
  await statistics.run(world.ctx);
});
afterAll(() => world.close());

it("gathers the statistics of the tables written", async () => {
  expect(before.teams).toBe(0);
  expect(await analyzed("teams")).toBeGreaterThan(0);
});

it("leaves the games, analysed when they were written, as the games step left them", async () => {
  expect(before.games).toBeGreaterThan(0);
  expect(before.gamesAt).not.toBeNull();
  expect(await lastAnalyzed("games")).toBe(before.gamesAt);
});

it("leaves the catalogs, which no page's query reads, unanalysed", async () => {
  expect(await lastAnalyzedCatalog("pg_class")).toBe(before.catalogAt);
});
