// The record book's reduced season lines computed from the lines the people step writes
// (db/load/record-lines.ts) are the rows record-book-lines.sql reduces from the stored lines' JSON: the
// same table, row for row and in the same order, on lines that exercise each of its rules.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { LINE_FIGURES } from "../../../core/record-book";
import type { Sql } from "../../../db/database";
import { bulkInsert, type Column } from "../../../db/load/bulk-insert";
import { exactSum, FIGURE_COLUMNS, reduceRecordLines, type RecordLines } from "../../../db/load/record-lines";
import { recordBook } from "../../../db/load/steps/record-book";
import { dataset, personRecord, seasonLine, stepWorld, type StepWorld } from "../../support/load-steps";

const person = (key: string) => personRecord("test-lines", key, key, "Player");
const line = (personKey: string, season: number, team: string | null, stats: Record<string, number>, otherLeague?: string) =>
  seasonLine("test-lines", personKey, season, team, stats, { otherLeague });

let world: StepWorld;
beforeAll(async () => {
  const lines = dataset("test-lines", {
    people: ["p:total", "p:clubs", "p:pitcher", "p:decimals", "p:other", "p:empty", "p:unknown", "p:passer"].map(person),
    playerSeasons: [
      // a total line and its club lines: the total counts, no club kept
      line("p:total", 1985, null, { rushing_yards: 1000, rushing_attempts: 200 }),
      line("p:total", 1985, "chicago-bears", { rushing_yards: 600, rushing_attempts: 120 }),
      line("p:total", 1985, "detroit-lions", { rushing_yards: 400, rushing_attempts: 80 }),
      line("p:total", 1986, "chicago-bears", { rushing_yards: 250, rushing_attempts: 90, receptions: 3 }),
      // two lines with one club: summed, the club kept
      line("p:clubs", 1985, "chicago-bears", { points: 10, goals: 2 }),
      line("p:clubs", 1985, "chicago-bears", { points: -3, rebounds: 4 }),
      line("p:clubs", 1986, "detroit-lions", { points: 7 }),
      line("p:clubs", 1986, "chicago-bears", { assists: 7 }),
      // ERA lines: earned runs are era x outs / 27 in numeric; outs without an ERA are left out of the outs
      line("p:pitcher", 1985, "chicago-bears", { era: 3.45, innings_pitched_outs: 601, wins: 12, strikeouts: 150 }),
      line("p:pitcher", 1985, "detroit-lions", { era: 2.1, innings_pitched_outs: 100, wins: 3 }),
      line("p:pitcher", 1986, "chicago-bears", { innings_pitched_outs: 300, wins: 5 }),
      line("p:pitcher", 1987, "chicago-bears", { era: 4, wins: 1 }),
      line("p:pitcher", 1988, null, { era: 1.123456789, innings_pitched_outs: 77 }),
      // decimals keep their digits as numeric sums them (0.15 + 0.15 = 0.30); NaN is written as JSON null
      line("p:decimals", 1985, "chicago-bears", { points: 0.15, hits: 0.1, at_bats: 1e-7, home_runs: Number.NaN }),
      line("p:decimals", 1985, "detroit-lions", { points: 0.15, hits: 0.2, at_bats: 2 }),
      line("p:decimals", 1986, "chicago-bears", { home_runs: Number.NaN }),
      // another league's lines stay out; a season of them only has no row
      line("p:other", 1985, "chicago-bears", { points: 5 }),
      line("p:other", 1985, "detroit-lions", { points: 50 }, "ABA"),
      line("p:other", 1986, "detroit-lions", { points: 60 }, "ABA"),
      // a line without statistics stays out (it is no total line either)
      line("p:empty", 1985, null, {}),
      line("p:empty", 1985, "chicago-bears", { goals: 1 }),
      line("p:empty", 1985, "detroit-lions", { goals: 2 }),
      // a club no franchise matches is stored without one: it then reads as a total line
      line("p:unknown", 1985, "no-such-club", { passing_yards: 100 }),
      line("p:unknown", 1985, "chicago-bears", { passing_yards: 30 }),
      // completion attempts: the attempts of the lines with completions only
      line("p:passer", 1985, "chicago-bears", { passing_completions: 150, passing_attempts: 250 }),
      line("p:passer", 1985, "detroit-lions", { passing_attempts: 100, passing_touchdowns: 2 }),
      line("p:passer", 1986, "chicago-bears", { passing_attempts: 40, receiving_yards: 1, receiving_touchdowns: 0, rushing_touchdowns: 1 }),
    ],
  });
  world = await stepWorld({ datasets: [lines] });
  await world.runBefore(recordBook);
});
afterAll(() => world.close());

/**
 * Writes record_lines (the table record-book-lines.sql makes) from the reduced lines: their
 * figures, each player's activity (players.is_active, decided by the people-directory facts step) and
 * the earned runs summed from the ERA lines. The same columns and order as record-book-lines.sql.
 */
async function writeRecordLines(tx: Sql, { lines, eraLines }: RecordLines): Promise<void> {
  await tx.exec(`CREATE TEMP TABLE record_lines_load (player_id int, league_id int, season_start_year int, team_id int,
      ${FIGURE_COLUMNS.map((name) => `${name} numeric`).join(", ")});
    CREATE TEMP TABLE record_era_lines (player_id int, season_start_year int, era numeric, outs numeric)`);
  const columns: Array<Column> = [
    ["player_id", "int"],
    ["league_id", "int"],
    ["season_start_year", "int"],
    ["team_id", "int"],
    ...FIGURE_COLUMNS.map((name): Column => [name, "numeric"]),
  ];
  await bulkInsert(
    tx,
    "record_lines_load",
    columns,
    lines.map((line) => [line.playerId, line.leagueId, line.season, line.teamId, ...line.figures]),
  );
  await bulkInsert(
    tx,
    "record_era_lines",
    [
      ["player_id", "int"],
      ["season_start_year", "int"],
      ["era", "numeric"],
      ["outs", "numeric"],
    ],
    eraLines.map((line) => [line.playerId, line.season, line.era, line.outs]),
  );
  await tx.exec(`CREATE TEMP TABLE record_lines AS
    SELECT r.player_id, r.league_id, r.season_start_year, p.is_active, r.team_id,
           ${LINE_FIGURES.map((name) => (name === "earned_runs" ? "e.earned_runs" : `r.${name}`)).join(", ")}
    FROM record_lines_load r JOIN players p ON p.id = r.player_id
    LEFT JOIN (SELECT player_id, season_start_year, sum(era * outs / 27) AS earned_runs FROM record_era_lines
               GROUP BY player_id, season_start_year) e ON e.player_id = r.player_id AND e.season_start_year = r.season_start_year
    ORDER BY r.league_id, r.season_start_year, r.player_id;
    DROP TABLE record_lines_load, record_era_lines;
    CREATE INDEX record_lines_league ON record_lines (league_id);
    ANALYZE record_lines;`);
}

const table = async () => {
  // Each row as text: a numeric's digits as stored (0.30 is not 0.3).
  const rows = (await world.db.query<{ row: string }>("SELECT r::text AS row FROM record_lines r")).map((r) => r.row);
  const figures = await world.db.query<Record<string, string | null>>(
    "SELECT points::text, hits::text, at_bats::text, home_runs::text, team_id::text, wins::text, innings_pitched_outs::text, earned_runs::text FROM record_lines",
  );
  const types = await world.db.query<{ name: string; type: string }>(
    "SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute WHERE attrelid = 'record_lines'::regclass AND attnum > 0 ORDER BY attnum",
  );
  await world.db.exec("DROP TABLE record_lines");
  return { rows, types, figures };
};

it("writes the rows record-book-lines.sql reduces, in its order and with its column types", async () => {
  await world.db.exec(readFileSync(new URL("../../../db/load/record-book-lines.sql", import.meta.url), "utf8"));
  const fromSql = await table();
  const lines = world.ctx.recordLines;
  expect(lines).not.toBeNull();
  await writeRecordLines(world.db, (await lines) ?? { lines: [], eraLines: [] });
  const fromLines = await table();
  expect(fromSql.rows.length).toBe(15);
  expect(fromLines.types).toEqual(fromSql.types);
  expect(fromLines.rows).toEqual(fromSql.rows);
  // the decimals as numeric sums them, and the earned runs of two ERA lines
  const decimals = fromLines.figures.find((row) => row.points === "0.30");
  expect(decimals).toMatchObject({ hits: "0.3", at_bats: "2.0000001", home_runs: null, team_id: null });
  const pitcher1985 = fromLines.figures.filter((row) => row.wins === "15");
  expect(pitcher1985).toHaveLength(1);
  expect(pitcher1985[0].innings_pitched_outs).toBe("701");
  expect(pitcher1985[0].earned_runs).toBe("84.5722222222222222");
});

it("sums as numeric does: integers as numbers, decimals with the largest scale of their parts", async () => {
  expect(exactSum([])).toBeNull();
  expect(exactSum([1, -2, 40])).toBe(39);
  expect(exactSum([0.15, 0.15])).toBe("0.30");
  expect(exactSum([-0.5, 0.25])).toBe("-0.25");
  expect(exactSum([1e-7, 2])).toBe("2.0000001");
  expect(exactSum([1e21, 1])).toBe("1000000000000000000001");
  expect((await reduceRecordLines([])).lines).toEqual([]);
});
