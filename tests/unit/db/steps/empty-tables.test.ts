// The first step empties every table the import writes (those derived from the others too: until their
// steps write them, the statistics step would read and analyse the previous import's rows) and drops the
// big tables' secondary indexes.
import { afterAll, beforeAll, expect, it } from "vitest";
import { BULK_TABLES, emptyTables } from "../../../../db/load/steps/empty-tables";
import { rowCount, stepWorld, type StepWorld } from "../../../support/load-steps";

let world: StepWorld;
const nonUniqueIndexes = async () =>
  world.db.query<{ indexname: string }>(
    `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ANY($1) AND indexdef NOT LIKE '%UNIQUE%' ORDER BY indexname`,
    [BULK_TABLES],
  );
let before: Array<{ indexname: string }>;

beforeAll(async () => {
  world = await stepWorld();
  await world.db.exec("INSERT INTO sports (id, slug, name, abbreviation) VALUES (7, 'curling', 'Curling', 'CU')");
  await world.db.exec("INSERT INTO leader_statistics (league_id, statistic, first_season, last_season) VALUES (1, 'stones', 1998, 2022)");
  before = await nonUniqueIndexes();
  await emptyTables.run(world.ctx);
});
afterAll(() => world.close());

it("empties the tables of a previous import", async () => {
  expect(await rowCount(world.db, "sports")).toBe(0);
});

it("empties the tables derived from them too, which later steps write again", async () => {
  expect(await rowCount(world.db, "leader_statistics")).toBe(0);
});

it("drops the big tables' non-unique indexes and hands them to the indexes step", async () => {
  expect(before.length).toBeGreaterThan(0);
  expect(await nonUniqueIndexes()).toEqual([]);
  expect(world.ctx.droppedIndexes?.map((index) => index.indexname).sort()).toEqual(before.map((index) => index.indexname));
});
