// The record book's leader lists (leader_lines, leader_seasons) built in memory from the reduced season
// lines (record-lines.ts) and written with COPY (decision 0210), while the database makes the franchise
// index and the pairs' games. The same rows as record-book.ts's statements, which stay the reference for a
// step re-run alone (tests/unit/db/leader-lists.test.ts compares the two): a list's season rows are its
// league's lines with the figure (a count not zero, a rate's denominator above zero), a career sums its
// seasons' parts, and a rate is `numeric`'s quotient (pg-numeric.ts), so the stored values are PostgreSQL's.
import { LEADER_STATISTICS, type LeaderStatistic } from "../../core/record-book";
import type { Sql } from "../database";
import { bulkInsert, type Column } from "./bulk-insert";
import { addNumeric, divideNumeric, multiplyNumeric, numericOf, numericText, type Numeric } from "./pg-numeric";
import { FIGURE_COLUMNS, type Figure, type RecordLine, type RecordLines } from "./record-lines";

/** A list of one league, the league's id beside its slug. */
export type LeaderList = { league: string; leagueId: number; stat: LeaderStatistic };

/**
 * Every league's lists in order of league id and statistic (C collation: JavaScript's order of ASCII
 * slugs): leader_lines_rank's order, and each list's rows then follow one another.
 */
export function leaderListsInOrder(leagueIds: ReadonlyMap<string, number>): Array<LeaderList> {
  return Object.entries(LEADER_STATISTICS)
    .flatMap(([league, stats]) => stats.map((stat) => ({ league, stat, leagueId: leagueIds.get(league) ?? 0 })))
    .sort((a, b) => a.leagueId - b.leagueId || (a.stat.slug < b.stat.slug ? -1 : a.stat.slug > b.stat.slug ? 1 : 0));
}

const FIGURE_INDEX = new Map<string, number>(FIGURE_COLUMNS.map((name, index) => [name, index]));

function isZero(figure: number | string): boolean {
  return typeof figure === "number" ? figure === 0 : numericOf(figure).digits === 0n;
}

/** Whether a figure is at least `minimum` (an integer), exactly. */
function atLeast(figure: number | string, minimum: number): boolean {
  if (typeof figure === "number") return figure >= minimum;
  const n = numericOf(figure);
  return n.digits >= BigInt(minimum) * 10n ** BigInt(n.scale);
}

function isPositive(figure: number | string): boolean {
  return typeof figure === "number" ? figure > 0 : numericOf(figure).digits > 0n;
}

/** A sum of figures: an integer while every part is one, else `numeric`'s exact sum. */
class FigureSum {
  private integer = 0;
  private decimal: Numeric | null = null;

  add(figure: number | string): void {
    if (typeof figure === "number" && Number.isSafeInteger(this.integer + figure)) this.integer += figure;
    else this.decimal = addNumeric(this.decimal ?? numericOf(0), numericOf(figure));
  }

  value(): number | string {
    return this.decimal === null ? this.integer : numericText(addNumeric(this.decimal, numericOf(this.integer)));
  }
}

/** scale x numerator / denominator as `numeric` computes it, as text (a double precision column reads it as PostgreSQL's cast does). */
function rate(stat: LeaderStatistic, numerator: number | string, denominator: number | string): string {
  return numericText(divideNumeric(multiplyNumeric(numericOf(stat.scale ?? 1), numericOf(numerator)), numericOf(denominator)));
}

type Row = Array<unknown>;
/** A row's order, after its columns: the double precision its value column holds. */
const ORDER = 13;

const orderOf = (value: number | string): number => (typeof value === "number" ? value : Number(value));

function byValue(rows: Array<Row>): Array<Row> {
  return rows.sort((a, b) => (a[ORDER] as number) - (b[ORDER] as number));
}

/**
 * One leader_lines row of a list (a season's, or a career's with no season and no club): its value (the
 * figure, or the rate of its parts), whether it qualifies (a rate's denominator at `minimum`), its order.
 */
function lineRow(
  { leagueId, stat }: LeaderList,
  span: "season" | "career",
  player: { id: number; season: number | null; first: number; last: number; teamId: number | null; active: boolean },
  numerator: number | string,
  denominator: number | string | null,
): Row {
  const value = denominator === null ? numerator : rate(stat, numerator, denominator);
  const minimum = stat.minimum?.[span];
  const qualifies = minimum !== undefined && denominator !== null ? atLeast(denominator, minimum) : true;
  return [
    leagueId,
    stat.slug,
    span,
    player.id,
    player.season,
    player.first,
    player.last,
    player.teamId,
    numerator,
    denominator,
    value,
    qualifies,
    player.active,
    orderOf(value),
  ];
}

type Career = { first: number; last: number; numerator: FigureSum; denominator: FigureSum | null; active: boolean };

export type LeaderRows = { lines: Array<Row>; seasons: Array<Row> };

/**
 * Each list's season rows (in order of value), then each list's careers (in order of value), and the
 * season rows again for leader_seasons (in record_lines' order: season, then player).
 */
export function leaderRows(recordLines: RecordLines, activePlayers: ReadonlySet<number>, lists: ReadonlyArray<LeaderList>): LeaderRows {
  const earnedRuns = earnedRunsBySeason(recordLines);
  const byLeague = new Map<number, Array<RecordLine>>();
  for (const line of recordLines.lines) {
    const held = byLeague.get(line.leagueId);
    if (held) held.push(line);
    else byLeague.set(line.leagueId, [line]);
  }
  const seasonRows: Array<Array<Row>> = [];
  const careerRows: Array<Array<Row>> = [];
  const seasons: Array<Row> = [];
  for (const list of lists) {
    const { leagueId, stat } = list;
    const numeratorOf = figureOf(stat.numerator, earnedRuns);
    const denominatorOf = stat.denominator ? figureOf(stat.denominator, earnedRuns) : null;
    const listRows: Array<Row> = [];
    const careers = new Map<number, Career>();
    for (const line of byLeague.get(leagueId) ?? []) {
      const numerator = numeratorOf(line);
      if (numerator === null) continue;
      const denominator = denominatorOf ? denominatorOf(line) : null;
      if (denominatorOf ? denominator === null || !isPositive(denominator) : isZero(numerator)) continue;
      const active = activePlayers.has(line.playerId);
      const row = lineRow(
        list,
        "season",
        { id: line.playerId, season: line.season, first: line.season, last: line.season, teamId: line.teamId, active },
        numerator,
        denominator,
      );
      listRows.push(row);
      // leader_seasons's row is the same row (SEASON_COLUMNS pick its values).
      seasons.push(row);
      let career = careers.get(line.playerId);
      if (!career) {
        career = { first: line.season, last: line.season, numerator: new FigureSum(), denominator: denominator === null ? null : new FigureSum(), active };
        careers.set(line.playerId, career);
      }
      career.first = Math.min(career.first, line.season);
      career.last = Math.max(career.last, line.season);
      career.active ||= active;
      career.numerator.add(numerator);
      if (denominator !== null) career.denominator?.add(denominator);
    }
    seasonRows.push(byValue(listRows));
    const careerList: Array<Row> = [];
    for (const [id, career] of careers) {
      const player = { id, season: null, first: career.first, last: career.last, teamId: null, active: career.active };
      careerList.push(lineRow(list, "career", player, career.numerator.value(), career.denominator ? career.denominator.value() : null));
    }
    careerRows.push(byValue(careerList));
  }
  // Each list's season rows, then each list's careers (not spread: a list can hold more rows than a call's arguments).
  const lines: Array<Row> = [];
  for (const part of [...seasonRows, ...careerRows]) for (const row of part) lines.push(row);
  return { lines, seasons };
}

/** A line's figure of `name`: its column, or the earned runs of its ERA lines. */
function figureOf(name: string, earnedRuns: ReadonlyMap<number, string>): (line: RecordLine) => Figure {
  if (name === "earned_runs") return (line) => earnedRuns.get(line.playerId * 10_000 + line.season) ?? null;
  const index = FIGURE_INDEX.get(name);
  if (index === undefined) throw new Error(`no record_lines figure '${name}'`);
  return (line) => line.figures[index];
}

/** Each player-season's earned runs: its ERA lines' `era x outs / 27`, summed (record_lines' earned_runs). */
function earnedRunsBySeason({ eraLines }: RecordLines): Map<number, string> {
  const sums = new Map<number, Numeric>();
  const twentySeven = numericOf(27);
  for (const line of eraLines) {
    const key = line.playerId * 10_000 + line.season;
    const runs = divideNumeric(multiplyNumeric(numericOf(line.era), numericOf(line.outs)), twentySeven);
    const held = sums.get(key);
    sums.set(key, held ? addNumeric(held, runs) : runs);
  }
  return new Map([...sums].map(([key, sum]) => [key, numericText(sum)]));
}

const LINE_COLUMNS: ReadonlyArray<Column> = [
  ["league_id", "int"],
  ["statistic", "text"],
  ["span", "text"],
  ["player_id", "int"],
  ["season_start_year", "int"],
  ["first_season", "int"],
  ["last_season", "int"],
  ["team_id", "int"],
  ["numerator", "numeric"],
  ["denominator", "numeric"],
  // double precision, given numeric's text (its cast reads the same text)
  ["value", "numeric"],
  ["qualifies", "bool"],
  ["is_active", "bool"],
];

/** leader_seasons's columns, from a season row of leader_lines. */
const SEASON_COLUMNS: ReadonlyArray<Column> = [
  ["league_id", "int", 0],
  ["statistic", "text", 1],
  ["season_start_year", "int", 4],
  ["player_id", "int", 3],
  ["numerator", "numeric", 8],
  ["denominator", "numeric", 9],
  ["is_active", "bool", 12],
];

/** Writes leader_lines and leader_seasons (empty, their indexes dropped) from the rows of leaderRows. */
export async function writeLeaderRows(tx: Sql, rows: LeaderRows): Promise<void> {
  await Promise.all([bulkInsert(tx, "leader_lines", LINE_COLUMNS, rows.lines), bulkInsert(tx, "leader_seasons", SEASON_COLUMNS, rows.seasons)]);
}
