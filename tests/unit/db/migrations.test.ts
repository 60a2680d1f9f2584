// Migrations on both engines: a fresh database gets every migration once; running them again does nothing.
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrate, MIGRATIONS_DIR } from "../../../db/migrate";
import { freshDatabase, type FreshDatabase } from "../../support/databases";
import { describeEachEngine } from "../../support/describe-engines";

const versions = readdirSync(MIGRATIONS_DIR)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort()
  .map((name) => name.replace(/\.sql$/, ""));

describeEachEngine("migrations", (engine) => {
  let fresh: FreshDatabase;

  beforeAll(async () => {
    fresh = await freshDatabase(engine);
  });

  afterAll(async () => {
    await fresh?.drop();
  });

  it("apply every migration once, then nothing the second time", async () => {
    expect(versions.length).toBeGreaterThan(0);
    expect(await migrate(fresh.db)).toEqual(versions);
    expect(await migrate(fresh.db)).toEqual([]);
    const rows = await fresh.db.query<{ version: string }>("SELECT version FROM schema_migrations ORDER BY version");
    expect(rows.map((r) => r.version)).toEqual(versions);
    const tables = await fresh.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name IN ('games', 'teams', 'standings', 'import_runs')",
    );
    expect(tables[0].n).toBe(4);
  });
});
