// Search finds a title by its edition and its year (issue 26): "Super Bowl LVII" and "2022 Super Bowl"
// give the 2022 season's title with its winner and score, exact before prefix; the fixture's one held
// Super Bowl. Players a query matches equally well come out the famous first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleApiRequest } from "../../api/handler";
import * as s from "../../api/model";
import type { Database } from "../../db/database";
import { buildFixtureDatabase, FIXTURE_NOW } from "./fixture";

let db: Database;

async function search(q: string) {
  const response = await handleApiRequest(new Request(`http://test.local/api/core/search/?q=${encodeURIComponent(q)}`), db, { now: FIXTURE_NOW });
  expect(response.status).toBe(200);
  return s.searchResults.parse(await response.json());
}

beforeAll(async () => {
  db = await buildFixtureDatabase();
});
afterAll(async () => {
  await db.close();
});

describe("search", () => {
  it("finds a title by its edition, exactly, with its season, winner and score", async () => {
    const found = await search("Super Bowl LVII");
    expect(found.titles).toHaveLength(1);
    expect(found.titles[0]).toMatchObject({ name: "Super Bowl LVII", rank: 0, start_year: 2022, winner_name: "Green Bay Packers", score: "31-20" });
  });

  it("finds a title by its year, and a title not held is not a title", async () => {
    expect((await search("2022 Super Bowl")).titles.map((t) => t.name)).toEqual(["Super Bowl LVII"]);
    expect((await search("Stanley Cup")).titles).toEqual([]);
    expect((await search("super bowl l")).titles[0]).toMatchObject({ rank: 1 });
  });

  it("orders players matched equally well by fame: titles and MVPs before a longer list of nothing", async () => {
    await db.exec(`
      INSERT INTO people (id, slug, source_key, first_name, last_name, full_name) VALUES
        (40, 'kyle-brady', 'test:40', 'Kyle', 'Brady', 'Kyle Brady'), (41, 'tom-brady', 'test:41', 'Tom', 'Brady', 'Tom Brady');
      INSERT INTO players (id, slug, person_id, league_id, position, first_season, last_season, draft_year, championships_won, mvp_awards, career_stats) VALUES
        (40, 'kyle-brady', 40, 1, 'TE', 1995, 2007, 1995, 0, 0, '{"seasons_played": 0}'),
        (41, 'tom-brady', 41, 1, 'QB', NULL, 2022, 2000, 7, 3, '{"seasons_played": 0}');
    `);
    const { derivePeopleFacts } = await import("../../db/load/people-derived");
    await derivePeopleFacts(db);
    const names = (await search("brady")).players.map((p) => p.name);
    expect(names.indexOf("Tom Brady")).toBeLessThan(names.indexOf("Kyle Brady"));
  });
});
