// The indexes dropped for the load are built again.
import { afterAll, beforeAll, expect, it } from "vitest";
import { indexes } from "../../../../db/load/steps/indexes";
import { stepWorld, type StepWorld } from "../../../support/load-steps";

let world: StepWorld;
const indexNames = async () =>
  (await world.db.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname")).map(
    (row) => row.indexname,
  );
let migrated: Array<string>;
let loading: Array<string>;
beforeAll(async () => {
  world = await stepWorld();
  migrated = await indexNames();
  await world.runBefore(indexes);
  loading = await indexNames();
  await indexes.run(world.ctx);
});
afterAll(() => world.close());

it("builds again every index dropped for the load", async () => {
  expect(loading.length).toBeLessThan(migrated.length);
  expect(await indexNames()).toEqual(migrated);
});
