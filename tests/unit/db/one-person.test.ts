// One person per real person (issue 31, class 7; db/load/one-person.sql): two datasets' records of one man
// (Basketball-Reference's player Dan Issel and its coach Dan Issel, one name and one birth date) are one
// person, with the facts only one of them has, and on this day he is listed once; a namesake born on
// another day stays another person.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleApiRequest } from "../../../api/handler";
import { openDatabase, type Database } from "../../../db/database";
import type { DatasetImporter, ImportContext } from "../../../db/import/types";
import { migrate } from "../../../db/migrate";
import { runImport } from "../../../db/load/run-import";

const PLAYERS = "test-players";
const COACHES = "test-coaches";

function dataset(id: string, read: (ctx: ImportContext) => void): DatasetImporter {
  return {
    id,
    leagues: ["nba"],
    homepage: "https://example.org/test",
    downloadBase: null,
    files: [],
    licence: "test",
    attribution: null,
    gamePriority: 0,
    read: async (ctx) => read(ctx),
  };
}

const players = dataset(PLAYERS, (ctx) => {
  const at = { source: PLAYERS, file: "players.csv" };
  ctx.person({ ...at, line: 2, key: `${PLAYERS}:isselda01`, firstName: "Dan", lastName: "Issel", birthDate: "1948-10-25", hallOfFame: true });
  ctx.player({ ...at, line: 2, personKey: `${PLAYERS}:isselda01`, league: "nba", firstSeason: 1976, lastSeason: 1984 });
  // A namesake born on another day: another man.
  ctx.person({ ...at, line: 3, key: `${PLAYERS}:isselda02`, firstName: "Dan", lastName: "Issel", birthDate: "1970-01-01" });
  ctx.player({ ...at, line: 3, personKey: `${PLAYERS}:isselda02`, league: "nba", firstSeason: 1995, lastSeason: 1995 });
});

const coaches = dataset(COACHES, (ctx) => {
  const at = { source: COACHES, file: "coaches.csv", line: 2 };
  ctx.person({ ...at, key: `${COACHES}:isselda01c`, firstName: "Dan", lastName: "Issel", birthDate: "1948-10-25", birthCity: "Batavia", deathsRecorded: true });
  ctx.coachStint({
    ...at,
    personKey: `${COACHES}:isselda01c`,
    league: "nba",
    season: 1992,
    team: "denver-nuggets",
    title: "Head Coach",
    isHeadCoach: true,
    wins: 36,
    losses: 46,
  });
});

describe("one person per real person across datasets", () => {
  let db: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "one-person-"));
    for (const id of [PLAYERS, COACHES]) mkdirSync(join(dataDir, id));
    db = await openDatabase({ dataDir: "memory://" });
    await migrate(db);
    await runImport(db, { dataDir, importers: [players, coaches] });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("the player and the coach of one name and birth date are one person, with the facts of both", async () => {
    const people = await db.query<{ source_key: string; birth_city: string | null; hall_of_fame: boolean; deaths_recorded: boolean; roles: string }>(
      `SELECT pe.source_key, pe.birth_city, pe.hall_of_fame, pe.deaths_recorded,
              concat_ws(',', (SELECT string_agg('player', ',') FROM players p WHERE p.person_id = pe.id),
                             (SELECT string_agg('coach', ',') FROM coaches c WHERE c.person_id = pe.id)) AS roles
       FROM people pe WHERE pe.full_name = 'Dan Issel' ORDER BY pe.birth_date`,
    );
    expect(people).toEqual([
      // The record kept is the one whose source records deaths (the coaches'), with the player's facts.
      { source_key: `${COACHES}:isselda01c`, birth_city: "Batavia", hall_of_fame: true, deaths_recorded: true, roles: "player,coach" },
      { source_key: `${PLAYERS}:isselda02`, birth_city: null, hall_of_fame: false, deaths_recorded: false, roles: "player" },
    ]);
  });

  it("on October 25 he is listed once (as a player; his coach page is the same man's)", async () => {
    const response = await handleApiRequest(new Request("http://test/api/records/on-this-day/?date=10-25"), db);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { sections: Array<{ births: Array<{ name: string; role: string }> }> };
    const births = answer.sections.flatMap((s) => s.births).filter((b) => b.name === "Dan Issel");
    expect(births.map((b) => b.role)).toEqual(["player"]);
  });
});
