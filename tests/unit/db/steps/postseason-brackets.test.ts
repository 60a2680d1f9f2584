// The brackets written at import: a league-season's postseason games as series in named rounds, each
// team named as it was that season; a season without postseason games has no bracket.
import { afterAll, beforeAll, expect, it } from "vitest";
import { postseasonBrackets, writeBrackets } from "../../../../db/load/steps/postseason-brackets";
import { game, stepWorld, type StepWorld } from "../../../support/load-steps";

let world: StepWorld;
beforeAll(async () => {
  world = await stepWorld({
    games: [
      game("1921-10-02", "chicago-bears", "detroit-lions", 10, 7),
      // A postseason of 1921 (the Bears were the Staleys): a playoff game, then the title game.
      game("1921-12-04", "chicago-bears", "detroit-lions", 20, 3, { type: "playoff" }),
      game("1985-09-08", "chicago-bears", "detroit-lions", 38, 28),
      game("1986-01-12", "chicago-bears", "detroit-lions", 24, 0, { type: "playoff", round: "Conference Championship", season: 1985 }),
    ],
  });
  await world.runBefore(postseasonBrackets);
  await postseasonBrackets.run(world.ctx);
});
afterAll(() => world.close());

it("writes each postseason game pairing as a matchup in its round, the winner first and named as in that season", async () => {
  const rows = await world.db.query(
    `SELECT season_start_year, round, round_name, label, team_a_name, team_b_name, team_a_wins, team_b_wins, team_a_score, team_b_score,
            decided_by, is_final, games
     FROM postseason_series ORDER BY season_start_year`,
  );
  expect(rows).toEqual([
    {
      season_start_year: 1921,
      round: 1,
      round_name: "Playoff Game",
      label: "Playoff Game",
      team_a_name: "Chicago Staleys",
      team_b_name: "Detroit Lions",
      team_a_wins: 1,
      team_b_wins: 0,
      team_a_score: 20,
      team_b_score: 3,
      decided_by: "game",
      is_final: false,
      games: 1,
    },
    {
      season_start_year: 1985,
      round: 1,
      round_name: "Conference Championship",
      label: "Conference Championship",
      team_a_name: "Chicago Bears",
      team_b_name: "Detroit Lions",
      team_a_wins: 1,
      team_b_wins: 0,
      team_a_score: 24,
      team_b_score: 0,
      decided_by: "game",
      is_final: false,
      games: 1,
    },
  ]);
  expect(world.ctx.counts.postseason_series).toBe(2);
});

it("states what the games do not hold: a postseason without its title game", async () => {
  const rows = await world.db.query<{ season_start_year: number; rounds: unknown; missing: unknown }>(
    "SELECT season_start_year, rounds, missing FROM postseason_brackets ORDER BY season_start_year",
  );
  expect(rows.map((r) => r.season_start_year)).toEqual([1921, 1985]);
  expect(rows[1].rounds).toEqual([{ round: 1, name: "Conference Championship", series: 1 }]);
  expect(rows[1].missing).toEqual(["We hold no games of the Super Bowl."]);
});

it("rewrites one season's bracket alone (the season sync) and leaves the others", async () => {
  const [{ id }] = await world.db.query<{ id: number }>("SELECT season_id AS id FROM postseason_brackets WHERE season_start_year = 1985");
  await world.db.query("UPDATE games SET home_score = 0, away_score = 3 WHERE season_id = $1 AND game_type <> 'regular'", [id]);
  await writeBrackets(world.db, id);
  const rows = await world.db.query("SELECT season_start_year, team_a_name, team_a_score, team_b_score FROM postseason_series ORDER BY season_start_year");
  expect(rows).toEqual([
    { season_start_year: 1921, team_a_name: "Chicago Staleys", team_a_score: 20, team_b_score: 3 },
    { season_start_year: 1985, team_a_name: "Detroit Lions", team_a_score: 3, team_b_score: 0 },
  ]);
});
