// The NFL box-score lines: each joined to its game by season, week and team and to the player by his
// person key; the file's gaps (a game with no lines, a line given twice, a line of no game we hold, a
// player we do not hold) written to nfl_player_game_gaps for the data-quality report.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { PlayerGameRecord, PlayerGameStats } from "../../../../db/import/types";
import { LOAD_STEPS } from "../../../../db/load/steps";
import { nflPlayerGames } from "../../../../db/load/steps/nfl-player-games";
import { dataset, game, stepWorld, type StepWorld } from "../../../support/load-steps";

const NONE: PlayerGameStats = {
  completions: 0,
  attempts: 0,
  passingYards: 0,
  passingTouchdowns: 0,
  interceptions: 0,
  sacks: 0,
  sackYards: 0,
  rushingAttempts: 0,
  rushingYards: 0,
  rushingTouchdowns: 0,
  receptions: 0,
  targets: 0,
  receivingYards: 0,
  receivingTouchdowns: 0,
  fumbles: 0,
  fumblesLost: 0,
};

const SOURCE = "nfl-player-games-nflfastr-1999-2020";
let nextLine = 2;
function line(week: string, team: string, id: string, name: string, stats: Partial<PlayerGameStats>): PlayerGameRecord {
  return {
    source: SOURCE,
    file: "player_games_1999.csv",
    line: nextLine++,
    league: "nfl",
    season: 1999,
    week,
    team,
    personKey: `nflverse:${id}`,
    sourcePlayerId: id,
    name,
    stats: { ...NONE, ...stats },
  };
}

/** The datasets and games of the tests: two players, five lines, two games. */
function inputs() {
  nextLine = 2;
  const people = dataset("test-people", {
    people: [
      { source: "test-people", file: "players.csv", line: 2, key: "nflverse:00-1", firstName: "Cade", lastName: "McNown" },
      { source: "test-people", file: "players.csv", line: 3, key: "nflverse:00-2", firstName: "Charlie", lastName: "Batch" },
    ],
    players: [
      { source: "test-people", file: "players.csv", line: 2, personKey: "nflverse:00-1", league: "nfl", position: "QB" },
      { source: "test-people", file: "players.csv", line: 3, personKey: "nflverse:00-2", league: "nfl", position: "QB" },
    ],
  });
  const lines = dataset(SOURCE, {
    playerGames: [
      line("1", "chicago-bears", "00-1", "C.McNown", { completions: 10, attempts: 20, passingYards: 150, passingTouchdowns: 1 }),
      line("1", "detroit-lions", "00-2", "C.Batch", { completions: 12, attempts: 25, passingYards: 220, rushingAttempts: 2, rushingYards: 9 }),
      // Given twice, with other yards: the first is kept.
      line("1", "detroit-lions", "00-2", "C.Batch", { completions: 12, attempts: 25, passingYards: 210, rushingAttempts: 2, rushingYards: 9 }),
      // A player we do not hold: written under the file's name.
      line("1", "detroit-lions", "00-9", "G.Crowell", { receptions: 4, targets: 6, receivingYards: 61 }),
      // Week 3: no game we hold.
      line("3", "chicago-bears", "00-1", "C.McNown", { completions: 5, attempts: 9, passingYards: 40 }),
    ],
  });
  const games = [
    game("1999-09-12", "chicago-bears", "detroit-lions", 14, 10, { week: "1" }),
    // The file has no line of this game.
    game("1999-09-19", "detroit-lions", "chicago-bears", 23, 20, { week: "2" }),
  ];
  return { datasets: [people, lines], games };
}

let world: StepWorld;
beforeAll(async () => {
  world = await stepWorld(inputs());
  await world.runBefore(nflPlayerGames);
  await nflPlayerGames.run(world.ctx);
});
afterAll(() => world.close());

it("joins each line to its game and team, and to the player its key names", async () => {
  const rows = await world.db.query(
    `SELECT l.game_id, t.slug AS team, l.game_date::text AS date, l.season_start_year AS season, pe.full_name, l.player_name,
            l.passing_yards, l.rushing_yards, l.receiving_yards
     FROM nfl_player_games l JOIN teams t ON t.id = l.team_id
     LEFT JOIN players p ON p.id = l.player_id LEFT JOIN people pe ON pe.id = p.person_id ORDER BY l.id`,
  );
  expect(rows).toEqual([
    {
      game_id: 1,
      team: "chicago-bears",
      date: "1999-09-12",
      season: 1999,
      full_name: "Cade McNown",
      player_name: "C.McNown",
      passing_yards: 150,
      rushing_yards: 0,
      receiving_yards: 0,
    },
    {
      game_id: 1,
      team: "detroit-lions",
      date: "1999-09-12",
      season: 1999,
      full_name: "Charlie Batch",
      player_name: "C.Batch",
      passing_yards: 220,
      rushing_yards: 9,
      receiving_yards: 0,
    },
    {
      game_id: 1,
      team: "detroit-lions",
      date: "1999-09-12",
      season: 1999,
      full_name: null,
      player_name: "G.Crowell",
      passing_yards: 0,
      rushing_yards: 0,
      receiving_yards: 61,
    },
  ]);
  expect(world.ctx.counts.nfl_player_games).toBe(3);
});

it("lists the game with no lines, the line given twice, the line of no game and the player not held", async () => {
  const gaps = await world.db.query<{ kind: string; week: string; game_id: number | null; source_player_id: string | null; detail: string }>(
    "SELECT kind, week, game_id, source_player_id, detail FROM nfl_player_game_gaps ORDER BY kind",
  );
  expect(gaps.map((gap) => [gap.kind, gap.week, gap.game_id, gap.source_player_id])).toEqual([
    ["duplicate_line", "1", 1, "00-2"],
    ["missing_game", "2", 2, null],
    ["no_game", "3", null, null],
    ["no_player", "1", null, "00-9"],
  ]);
  expect(gaps[0].detail).toBe("given twice (player_games_1999.csv:3 and player_games_1999.csv:4): passing yards 220 kept, 210 left out");
  expect(gaps[1].detail).toBe("no lines for either team on 1999-09-19: the game has no box score");
});

it("writes the same lines and gaps when its matching was prepared while the step before it ran (decision 0209)", async () => {
  const other = await stepWorld(inputs());
  try {
    const before = LOAD_STEPS[LOAD_STEPS.indexOf(nflPlayerGames) - 1];
    await other.runBefore(before);
    // As the import does: the preparation starts with the step before, whose statements run meanwhile.
    nflPlayerGames.prepare?.(other.ctx);
    await before.run(other.ctx);
    await nflPlayerGames.run(other.ctx);
    for (const table of ["nfl_player_games", "nfl_player_game_gaps"]) {
      const written = await other.db.query(`SELECT * FROM ${table} ORDER BY id`);
      expect(written.length).toBeGreaterThan(0);
      expect(written).toEqual(await world.db.query(`SELECT * FROM ${table} ORDER BY id`));
    }
  } finally {
    await other.close();
  }
});
