// The record book's leader lists from the season lines: a season with a multi-team total line counts the
// total (not its club lines too), a season of club lines only sums them, the club is kept when there was
// one, careers sum their seasons and recompute a rate from its summed parts, and each list states the
// seasons it holds; the award index lists an award's seasons when a season the league played has no winner.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { AwardRecord } from "../../../../db/import/types";
import { recordBook } from "../../../../db/load/steps/record-book";
import { dataset, game, personRecord, seasonLine, stepWorld, type StepWorld } from "../../../support/load-steps";

const person = (key: string, firstName: string, lastName: string) => personRecord("test-lines", key, firstName, lastName);
const line = (personKey: string, season: number, team: string | null, stats: Record<string, number>) =>
  seasonLine("test-lines", personKey, season, team, stats);

const award = (personKey: string, season: number, name: string): AwardRecord => ({
  source: "test-lines",
  file: "awards.csv",
  line: 2,
  personKey,
  league: "nfl",
  season,
  award: name,
});

let world: StepWorld;
beforeAll(async () => {
  const lines = dataset("test-lines", {
    people: [person("p:traded", "Traded", "Back"), person("p:split", "Split", "Back"), person("p:passer", "Some", "Passer")],
    playerSeasons: [
      // 1985: a total line and its two club lines (the total counts, once)
      line("p:traded", 1985, null, { rushing_yards: 1000, rushing_attempts: 200 }),
      line("p:traded", 1985, "chicago-bears", { rushing_yards: 600, rushing_attempts: 120 }),
      line("p:traded", 1985, "detroit-lions", { rushing_yards: 400, rushing_attempts: 80 }),
      line("p:traded", 1986, "chicago-bears", { rushing_yards: 250, rushing_attempts: 90 }),
      // two club lines and no total: summed, no club kept
      line("p:split", 1985, "chicago-bears", { rushing_yards: 300, rushing_attempts: 50 }),
      line("p:split", 1985, "detroit-lions", { rushing_yards: -20, rushing_attempts: 60 }),
      // completions held in 1985 only: completion percentage counts 1985's attempts only
      line("p:passer", 1985, "chicago-bears", { passing_completions: 150, passing_attempts: 250, passing_yards: 2000 }),
      line("p:passer", 1986, "chicago-bears", { passing_attempts: 100, passing_yards: 700 }),
    ],
    awards: [
      // held in every season played (1985, 1986): no seasons listed
      award("p:traded", 1985, "Comeback Award"),
      award("p:split", 1986, "Comeback Award"),
      // none in 1986, a season with standings: its seasons are listed
      award("p:passer", 1985, "Passer Award"),
      award("p:passer", 1987, "Passer Award"),
    ],
  });
  world = await stepWorld({
    datasets: [lines],
    games: [game("1985-09-08", "chicago-bears", "detroit-lions", 38, 28), game("1986-09-14", "detroit-lions", "chicago-bears", 3, 24)],
  });
  await world.runBefore(recordBook);
  await recordBook.run(world.ctx);
});
afterAll(() => world.close());

const rows = (statistic: string, span: string) =>
  world.db.query(
    `SELECT pe.source_key AS who, l.season_start_year AS season, l.first_season, l.last_season, t.slug AS club, l.numerator::float8 AS numerator,
            l.denominator::float8 AS denominator, l.value, l.qualifies
     FROM leader_lines l JOIN players p ON p.id = l.player_id JOIN people pe ON pe.id = p.person_id LEFT JOIN teams t ON t.id = l.team_id
     WHERE l.statistic = $1 AND l.span = $2 ORDER BY pe.source_key, l.season_start_year`,
    [statistic, span],
  );

it("counts a season's total line once and sums club lines when there is no total", async () => {
  expect(await rows("rushing-yards", "season")).toEqual([
    { who: "p:split", season: 1985, first_season: 1985, last_season: 1985, club: null, numerator: 280, denominator: null, value: 280, qualifies: true },
    { who: "p:traded", season: 1985, first_season: 1985, last_season: 1985, club: null, numerator: 1000, denominator: null, value: 1000, qualifies: true },
    {
      who: "p:traded",
      season: 1986,
      first_season: 1986,
      last_season: 1986,
      club: "chicago-bears",
      numerator: 250,
      denominator: null,
      value: 250,
      qualifies: true,
    },
  ]);
});

it("sums a career's seasons and recomputes its rate from the summed parts", async () => {
  expect(await rows("rushing-yards", "career")).toEqual([
    { who: "p:split", season: null, first_season: 1985, last_season: 1985, club: null, numerator: 280, denominator: null, value: 280, qualifies: true },
    { who: "p:traded", season: null, first_season: 1985, last_season: 1986, club: null, numerator: 1250, denominator: null, value: 1250, qualifies: true },
  ]);
  const perCarry = await rows("yards-per-carry", "career");
  expect(perCarry.map((row) => [row.who, row.numerator, row.denominator, row.value, row.qualifies])).toEqual([
    ["p:split", 280, 110, 280 / 110, false],
    ["p:traded", 1250, 290, 1250 / 290, false],
  ]);
  const seasons = await rows("yards-per-carry", "season");
  // 100 carries a season qualify: the traded back's 1985 (200) does, the split back's 110 too, 1986's 90 not
  expect(seasons.map((row) => [row.who, row.season, row.value, row.qualifies])).toEqual([
    ["p:split", 1985, 280 / 110, true],
    ["p:traded", 1985, 5, true],
    ["p:traded", 1986, 250 / 90, false],
  ]);
});

it("counts completion percentage over the attempts of the seasons with completions", async () => {
  const career = await rows("completion-percentage", "career");
  expect(career.map((row) => [row.who, row.numerator, row.denominator, row.value])).toEqual([["p:passer", 150, 250, 60]]);
  const yards = await rows("passing-yards", "career");
  expect(yards.map((row) => [row.who, row.numerator])).toEqual([["p:passer", 2700]]);
});

it("states each list's seasons and copies its season rows to leader_seasons", async () => {
  const lists = await world.db.query<{ statistic: string; first_season: number; last_season: number }>(
    "SELECT statistic, first_season, last_season FROM leader_statistics WHERE statistic IN ('rushing-yards', 'completions') ORDER BY statistic",
  );
  expect(lists).toEqual([
    { statistic: "completions", first_season: 1985, last_season: 1985 },
    { statistic: "rushing-yards", first_season: 1985, last_season: 1986 },
  ]);
  const [{ n }] = await world.db.query<{ n: number }>("SELECT count(*)::int AS n FROM leader_seasons WHERE statistic = 'rushing-yards'");
  expect(n).toBe(3);
});

it("lists an award's seasons only when a season played has no winner", async () => {
  expect(await world.db.query("SELECT name, first_season, last_season, seasons, winners, held_seasons FROM award_index ORDER BY name")).toEqual([
    { name: "Comeback Award", first_season: 1985, last_season: 1986, seasons: 2, winners: 2, held_seasons: null },
    { name: "Passer Award", first_season: 1985, last_season: 1987, seasons: 2, winners: 2, held_seasons: [1985, 1987] },
  ]);
});
