// One name rule for matching and search (core/names.ts, decision 0115) through the API, on the contract
// fixture plus a few people written as the datasets write them: accents, a suffix, and a seed naming a
// coach with another spelling of his name (decision 0116).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleApiRequest } from "../../api/handler";
import * as s from "../../api/model";
import type { Database } from "../../db/database";
import { derivePeopleFacts } from "../../db/load/people-derived";
import { buildFixtureDatabase, FIXTURE_NOW } from "./fixture";

let db: Database;

async function ok<T>(path: string, parse: (body: unknown) => T): Promise<T> {
  const response = await handleApiRequest(new Request(`http://test.local/api/${path}`), db, { now: FIXTURE_NOW });
  const body: unknown = await response.json();
  expect(response.status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return parse(body);
}

const search = (q: string) => ok(`core/search/?q=${encodeURIComponent(q)}`, (body) => s.searchResults.parse(body));
const players = (q: string) => ok(`people/players/?search=${encodeURIComponent(q)}`, (body) => s.pageOf(s.player).parse(body));
const coach = (slug: string) => ok(`people/coaches/${slug}/`, (body) => s.coach.parse(body));

beforeAll(async () => {
  db = await buildFixtureDatabase();
  // People as the datasets write them; their keys are computed the way the loader computes them.
  await db.exec(`
    INSERT INTO people (id, slug, source_key, first_name, last_name, full_name) VALUES
      (20, 'luka-doncic', 'test:20', 'Luka', 'Dončić', 'Luka Dončić'),
      (21, 'nikola-jokic', 'test:21', 'Nikola', 'Jokić', 'Nikola Jokić'),
      (22, 'ken-griffey-jr', 'test:22', 'Ken', 'Griffey', 'Ken Griffey Jr.'),
      (23, 'ken-griffey-sr', 'test:23', 'Ken', 'Griffey', 'Ken Griffey Sr.');
    UPDATE people SET suffix = 'Jr.' WHERE id = 22;
    UPDATE people SET suffix = 'Sr.' WHERE id = 23;
    INSERT INTO players (id, slug, person_id, league_id, position, first_season, last_season, career_stats) VALUES
      (20, 'luka-doncic', 20, 2, 'C', 2018, 2023, '{"seasons_played": 0}'), (21, 'nikola-jokic', 21, 2, 'C', 2015, 2023, '{"seasons_played": 0}'),
      (22, 'ken-griffey-jr', 22, 2, 'C', 1989, 2010, '{"seasons_played": 0}'), (23, 'ken-griffey-sr', 23, 2, 'C', 1973, 1991, '{"seasons_played": 0}');
    -- The result names the Packers' coach as another source spells him.
    UPDATE championship_results SET winning_coach = 'Matt La Fleur', winning_coach_key = NULL WHERE id = 1;
  `);
  await derivePeopleFacts(db);
});

afterAll(async () => {
  await db?.close();
});

describe("search folds accents, case and spacing by one rule", () => {
  it("'doncic' and 'jokic' find Luka Dončić and Nikola Jokić, in the site search and the players directory", async () => {
    expect((await search("doncic")).players.map((p) => p.name)).toEqual(["Luka Dončić"]);
    expect((await search("jokic")).players.map((p) => p.name)).toEqual(["Nikola Jokić"]);
    expect((await search("JOKIĆ")).players[0]).toMatchObject({ name: "Nikola Jokić", rank: 1 });
    expect((await players("doncic")).results.map((p) => p.person.full_name)).toEqual(["Luka Dončić"]);
    expect((await players("jokic")).results.map((p) => p.person.full_name)).toEqual(["Nikola Jokić"]);
  });

  it("a query spaced or punctuated another way finds the name: 'la fleur', 'st louis', 'st. louis'", async () => {
    expect((await search("la fleur")).coaches.map((c) => c.name)).toEqual(["Matt LaFleur"]);
    expect((await search("st louis")).coaches.map((c) => c.name)).toEqual(["Martin St. Louis"]);
    expect((await search("st. louis")).coaches.map((c) => c.name)).toEqual(["Martin St. Louis"]);
  });

  it("an exact name ranks first; a query of punctuation alone finds nobody", async () => {
    expect((await search("nikola jokic")).players[0]).toMatchObject({ name: "Nikola Jokić", rank: 0 });
    expect((await search("--")).players).toEqual([]);
  });

  it("father and son keep their suffixes and are two people", async () => {
    const found = (await search("griffey")).players.map((p) => p.name).sort();
    expect(found).toEqual(["Ken Griffey Jr.", "Ken Griffey Sr."]);
    expect((await players("griffey jr")).results.map((p) => p.person.full_name)).toEqual(["Ken Griffey Jr."]);
  });
});

describe("titles count for the coach who coached the champion", () => {
  it("a result naming 'Matt La Fleur' is Matt LaFleur's title", async () => {
    expect((await coach("matt-lafleur")).championships_won).toBe(1);
  });

  it("a result naming a coach who did not coach the champion that season credits the coach who did", async () => {
    await db.exec("UPDATE championship_results SET winning_coach = 'Jim Montgomery', winning_coach_key = NULL WHERE id = 1");
    await derivePeopleFacts(db);
    expect((await coach("jim-montgomery")).championships_won).toBe(0);
    expect((await coach("matt-lafleur")).championships_won).toBe(1);
  });
});
