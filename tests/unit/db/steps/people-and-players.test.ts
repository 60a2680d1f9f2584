// People (the first dataset's record of a person wins), players (one per person and league) and their
// season lines (two datasets' lines of one season become one).
import { afterAll, beforeAll, expect, it } from "vitest";
import { PLAYERS_LOAD } from "../../../../db/load/people-derived";
import { peopleAndPlayers } from "../../../../db/load/steps/people-and-players";
import { dataset, personRecord, seasonLine, stepWorld, type StepWorld } from "../../../support/load-steps";

const person = personRecord;
const line = seasonLine;

let world: StepWorld;
beforeAll(async () => {
  const rosters = dataset("test-rosters", {
    people: [
      person("test-rosters", "p:payton", "Walter", "Payton", { birthDate: "1953-07-25", college: "Jackson State" }),
      person("test-rosters", "p:sanders", "Barry", "Sanders"),
    ],
    players: [
      {
        source: "test-rosters",
        file: "players.csv",
        line: 2,
        personKey: "p:payton",
        league: "nfl",
        position: "RB",
        draftYear: 1975,
        draftRound: 1,
        draftPick: 4,
        draftTeam: "chicago-bears",
      },
    ],
    playerSeasons: [
      line("test-rosters", "p:payton", 1985, "chicago-bears", { games_played: 16 }, { jerseyNumber: "34" }),
      line("test-rosters", "p:nobody", 1985, "chicago-bears", { games_played: 1 }),
    ],
  });
  const statistics = dataset("test-statistics", {
    people: [person("test-statistics", "p:payton", "Sweetness", "Payton", { college: "Elsewhere" })],
    playerSeasons: [
      line("test-statistics", "p:payton", 1985, "chicago-bears", { games_played: 15, rushing_yards: 1551 }, { position: "RB" }),
      line("test-statistics", "p:sanders", 1998, "detroit-lions", { rushing_yards: 1491 }),
    ],
  });
  world = await stepWorld({ datasets: [rosters, statistics] });
  await world.runBefore(peopleAndPlayers);
  await peopleAndPlayers.run(world.ctx);
});
afterAll(() => world.close());

it("writes one person per key, the first dataset's record winning", async () => {
  const people = await world.db.query("SELECT id, slug, source_key, full_name, birth_date, college FROM people ORDER BY id");
  expect(people).toEqual([
    { id: 1, slug: "walter-payton", source_key: "p:payton", full_name: "Walter Payton", birth_date: "1953-07-25", college: "Jackson State" },
    { id: 2, slug: "barry-sanders", source_key: "p:sanders", full_name: "Barry Sanders", birth_date: null, college: null },
  ]);
  expect(world.ctx.people?.ids.get("p:sanders")).toBe(2);
  expect(world.ctx.people?.fullNames.get(1)).toBe("Walter Payton");
});

it("writes one player per person and league, with his draft, his last team and his career totals", async () => {
  const players = await world.db.query(
    `SELECT id, slug, person_id, position, first_season, last_season, draft_year, draft_team_id, jersey_number, current_team_id, career_stats->'rushing_yards' AS rushing_yards
     FROM ${PLAYERS_LOAD} ORDER BY id`,
  );
  expect(players).toEqual([
    {
      id: 1,
      slug: "walter-payton",
      person_id: 1,
      position: "RB",
      first_season: 1985,
      last_season: 1985,
      draft_year: 1975,
      draft_team_id: 1,
      jersey_number: "34",
      current_team_id: 1,
      rushing_yards: 1551,
    },
    {
      id: 2,
      slug: "barry-sanders",
      person_id: 2,
      position: null,
      first_season: 1998,
      last_season: 1998,
      draft_year: null,
      draft_team_id: null,
      jersey_number: null,
      current_team_id: 2,
      rushing_yards: 1491,
    },
  ]);
});

it("merges the two datasets' lines of one season into one, the first one's figures winning, and leaves out a line of no one", async () => {
  const seasons = await world.db.query(
    "SELECT player_id, team_id, season_start_year, position, jersey_number, stats, source FROM player_seasons ORDER BY player_id",
  );
  expect(seasons).toEqual([
    {
      player_id: 1,
      team_id: 1,
      season_start_year: 1985,
      position: "RB",
      jersey_number: "34",
      stats: { games_played: 16, rushing_yards: 1551 },
      source: "test-rosters",
    },
    { player_id: 2, team_id: 2, season_start_year: 1998, position: null, jersey_number: null, stats: { rushing_yards: 1491 }, source: "test-statistics" },
  ]);
  expect(world.ctx.counts).toMatchObject({ people: 2, players: 2, player_seasons: 2 });
});
