// The leader lists built in memory (db/load/leader-lists.ts) are the rows record-book.ts's statements write
// from record-book-lines.sql, value for value; and pg-numeric.ts computes as PostgreSQL's numeric does.
import { afterAll, beforeAll, expect, it } from "vitest";
import { addNumeric, divideNumeric, multiplyNumeric, numericOf, numericText } from "../../../db/load/pg-numeric";
import { deriveRecordBook } from "../../../db/load/record-book";
import type { Seed } from "../../../db/load/seed";
import { recordBook } from "../../../db/load/steps/record-book";
import { dataset, personRecord, seasonLine, smallSeed, stepWorld, type StepWorld } from "../../support/load-steps";

const SOURCE = "test-leaders";
const person = (key: string) => personRecord(SOURCE, key, key, "Player");
const nfl = (personKey: string, season: number, team: string | null, stats: Record<string, number>) => seasonLine(SOURCE, personKey, season, team, stats);
const mlb = (personKey: string, season: number, stats: Record<string, number>) => seasonLine(SOURCE, personKey, season, null, stats, { league: "mlb" });

function seedWithMlb(): Seed {
  const seed = smallSeed();
  return {
    ...seed,
    sports: [...seed.sports, { slug: "baseball", name: "Baseball", abbreviation: "BB" }],
    leagues: [
      ...seed.leagues,
      { ...seed.leagues[0], slug: "mlb" as const, name: "Major League Baseball", abbreviation: "MLB", sport: "baseball", founded: 1876 },
    ],
  };
}

let world: StepWorld;
beforeAll(async () => {
  const lines = dataset(SOURCE, {
    people: ["p:rusher", "p:passer", "p:receiver", "p:pitcher", "p:batter", "p:short"].map(person),
    playerSeasons: [
      // a qualifying season, a season of negative yards (a negative rate), a season under the minimum
      nfl("p:rusher", 1985, "chicago-bears", { rushing_yards: 1551, rushing_attempts: 324, rushing_touchdowns: 14 }),
      nfl("p:rusher", 1986, "chicago-bears", { rushing_yards: -7, rushing_attempts: 101 }),
      nfl("p:rusher", 1987, "chicago-bears", { rushing_yards: 0, rushing_attempts: 3 }),
      nfl("p:passer", 1985, "detroit-lions", { passing_completions: 150, passing_attempts: 250, passing_yards: 1995, passing_touchdowns: 11 }),
      nfl("p:passer", 1986, "detroit-lions", { passing_attempts: 300, passing_yards: 2200 }),
      nfl("p:receiver", 1985, "detroit-lions", { receptions: 33, receiving_yards: 512, receiving_touchdowns: 3 }),
      nfl("p:receiver", 1986, "chicago-bears", { receptions: 7, receiving_yards: 61 }),
      // ERA lines: earned runs are era x outs / 27 in numeric, summed per season; a decimal count keeps its digits
      mlb("p:pitcher", 1985, { era: 3.45, innings_pitched_outs: 601, wins: 12, strikeouts: 150 }),
      mlb("p:pitcher", 1986, { era: 2.1, innings_pitched_outs: 700, wins: 15 }),
      mlb("p:pitcher", 1987, { era: 1.123456789, innings_pitched_outs: 77, wins: 1 }),
      mlb("p:batter", 1985, { hits: 180, at_bats: 550, home_runs: 31 }),
      mlb("p:batter", 1986, { hits: 0.5, at_bats: 3, home_runs: 0 }),
      mlb("p:short", 1985, { hits: 1, at_bats: 3 }),
    ],
  });
  world = await stepWorld({ seed: seedWithMlb(), datasets: [lines] });
  await world.runBefore(recordBook);
});
afterAll(() => world.close());

/** The lists' rows as text, each table's in one order (the tables' physical order is not compared). */
async function lists() {
  const leaderLines = await world.db.query<{ row: string }>(
    "SELECT (league_id, statistic, span, player_id, season_start_year, first_season, last_season, team_id, numerator, denominator, value, qualifies, is_active)::text AS row FROM leader_lines ORDER BY 1",
  );
  const leaderSeasons = await world.db.query<{ row: string }>("SELECT s::text AS row FROM leader_seasons s ORDER BY 1");
  const statistics = await world.db.query<{ row: string }>("SELECT s::text AS row FROM leader_statistics s ORDER BY 1");
  return { leaderLines: leaderLines.map((r) => r.row), leaderSeasons: leaderSeasons.map((r) => r.row), statistics: statistics.map((r) => r.row) };
}

it("writes the rows the statements write from record-book-lines.sql", async () => {
  const reduced = await world.ctx.recordLines;
  expect(reduced).not.toBeNull();
  await deriveRecordBook(world.db, reduced);
  const fromMemory = await lists();
  // Without COPY (PostgreSQL): the same rows through INSERT ... unnest.
  const db = world.db;
  await deriveRecordBook({ query: (text, params) => db.query(text, params), exec: (text) => db.exec(text) }, reduced);
  const withoutCopy = await lists();
  await deriveRecordBook(world.db, null);
  const fromSql = await lists();
  expect(fromMemory.leaderLines.length).toBeGreaterThan(30);
  expect(fromMemory).toEqual(fromSql);
  expect(withoutCopy).toEqual(fromSql);

  const value = async (statistic: string, span: string, season: number | null) => {
    const [row] = await world.db.query<{ value: number; numerator: string; qualifies: boolean }>(
      `SELECT value, numerator::text AS numerator, qualifies FROM leader_lines
       WHERE statistic = $1 AND span = $2 AND season_start_year IS NOT DISTINCT FROM $3::int ORDER BY numerator DESC LIMIT 1`,
      [statistic, span, season],
    );
    return row;
  };
  // 27 x (3.45 x 601 / 27) / 601 as numeric computes it; a career's earned runs are its seasons' quotients summed
  // (76.7944444444444444 + 54.4444444444444444 + 3.2039323235185185...)
  expect(await value("era", "season", 1985)).toMatchObject({ value: 3.45, qualifies: true });
  expect((await value("era", "career", null)).numerator).toBe("134.4428212130740740");
  expect(await value("yards-per-carry", "season", 1986)).toMatchObject({ value: -7 / 101, qualifies: true });
  expect(await value("yards-per-carry", "season", 1987)).toMatchObject({ value: 0, qualifies: false });
  expect((await value("hits", "career", null)).numerator).toBe("180.5");
});

it("divides, multiplies and adds as PostgreSQL's numeric does", async () => {
  // A fixed sequence of pairs: counts, decimals, negatives, ERA-like quotients, powers of the base.
  let state = 12345;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  const draw = (): string => {
    switch (next(6)) {
      case 0:
        return String(next(20000) - 2000);
      case 1:
        return String(next(300) + 1);
      case 2:
        return String(next(100000) / 100);
      case 3:
        return numericText(divideNumeric(multiplyNumeric(numericOf(next(1000) / 100), numericOf(next(700) + 1)), numericOf(27)));
      case 4:
        return String(10 ** next(9));
      default:
        return String(next(5000000) + 1);
    }
  };
  const pairs: Array<[string, string]> = [
    ["0", "5"],
    ["1", "3"],
    ["9999", "10000"],
    ["10000", "9999"],
    ["-5", "3"],
    ["0.5", "3"],
  ];
  for (let i = 0; i < 2000; i++) pairs.push([draw(), draw()]);
  const rows = await world.db.query<{ quotient: string; double: number; product: string; sum: string }>(
    `SELECT (a::numeric / b::numeric)::text AS quotient, (a::numeric / b::numeric)::float8 AS double,
            (27 * a::numeric)::text AS product, (a::numeric + b::numeric)::text AS sum
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(a, b, n) ORDER BY n`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  const computed = pairs.map(([a, b]) => {
    const quotient = numericText(divideNumeric(numericOf(a), numericOf(b)));
    return {
      quotient,
      double: Number(quotient),
      product: numericText(multiplyNumeric(numericOf(27), numericOf(a))),
      sum: numericText(addNumeric(numericOf(a), numericOf(b))),
    };
  });
  expect(computed).toEqual(rows);
  expect(() => divideNumeric(numericOf(1), numericOf(0))).toThrow("division by zero");
});
