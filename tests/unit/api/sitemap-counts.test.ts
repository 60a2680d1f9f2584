// The sitemap index's section counts are counted once per import and site (issue 14): the same
// answer until the next import run or a new season, a new count right after either.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleApiRequest } from "../../../api/handler";
import type { Database } from "../../../db/database";
import { buildFixtureDatabase } from "../../contract/fixture";

type Index = { sections: Array<{ section: string; count: number }> };

describe("sitemap section counts", () => {
  let db: Database;
  beforeAll(async () => {
    db = await buildFixtureDatabase();
    await db.query("INSERT INTO import_runs (seed_hash, summary) VALUES ('one', '{}')");
  });
  afterAll(async () => {
    await db?.close();
  });

  async function teams(query = ""): Promise<number> {
    const response = await handleApiRequest(new Request(`http://test/api/core/sitemap/${query}`), db);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Index;
    return body.sections.find((section) => section.section === "teams")?.count ?? -1;
  }

  it("counts each site's pages, and counts again after the next import run only", async () => {
    expect(await teams()).toBe(5);
    expect(await teams("?sport__slug=hockey")).toBe(2);
    await db.query(
      `INSERT INTO teams (id, slug, league_id, name, short_name, abbreviation, city, country)
       VALUES (6, 'toronto-maple-leafs', 2, 'Toronto Maple Leafs', 'Maple Leafs', 'TOR', 'Toronto', 'Canada')`,
    );
    // Between imports nothing adds a page: the counts of this import are kept.
    expect(await teams("?sport__slug=hockey")).toBe(2);
    await db.query("INSERT INTO import_runs (seed_hash, summary) VALUES ('two', '{}')");
    expect(await teams("?sport__slug=hockey")).toBe(3);
    expect(await teams()).toBe(6);
  });

  it("counts again when the live feed opens a new season", async () => {
    const seasons = async () => {
      const body = (await (await handleApiRequest(new Request("http://test/api/core/sitemap/"), db)).json()) as Index;
      return body.sections.find((section) => section.section === "seasons")?.count ?? -1;
    };
    const before = await seasons();
    await db.query(
      "INSERT INTO seasons (id, slug, league_id, start_year, end_year, name, label) VALUES (99, 'nhl-2024', 2, 2024, 2025, '2024-25 NHL Season', '2024-25')",
    );
    expect(await seasons()).toBe(before + 1);
  });
});
