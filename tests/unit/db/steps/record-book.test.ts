// The record book: the franchise index over the standings and the games of each pair of franchises.
import { afterAll, beforeAll, expect, it } from "vitest";
import { recordBook } from "../../../../db/load/steps/record-book";
import { game, stepWorld, type StepWorld } from "../../../support/load-steps";

let world: StepWorld;
beforeAll(async () => {
  world = await stepWorld({
    games: [game("1985-09-08", "chicago-bears", "detroit-lions", 38, 28), game("1985-09-15", "detroit-lions", "chicago-bears", 3, 24)],
  });
  await world.runBefore(recordBook);
  await recordBook.run(world.ctx);
});
afterAll(() => world.close());

it("writes each franchise's seasons, record and titles", async () => {
  const rows = await world.db.query(
    `SELECT t.slug, f.first_season, f.last_season, f.seasons, f.wins, f.losses, f.titles FROM franchise_index f JOIN teams t ON t.id = f.team_id ORDER BY t.slug`,
  );
  expect(rows).toEqual([
    { slug: "chicago-bears", first_season: 1985, last_season: 1985, seasons: 1, wins: 2, losses: 0, titles: 1 },
    { slug: "detroit-lions", first_season: 1985, last_season: 1985, seasons: 1, wins: 0, losses: 2, titles: 0 },
  ]);
});

it("writes the games of the pair of franchises", async () => {
  expect(await world.db.query("SELECT team_lo, team_hi, game_date, home_score, away_score FROM pair_games ORDER BY game_date")).toEqual([
    { team_lo: 1, team_hi: 2, game_date: "1985-09-08", home_score: 38, away_score: 28 },
    { team_lo: 1, team_hi: 2, game_date: "1985-09-15", home_score: 3, away_score: 24 },
  ]);
});
