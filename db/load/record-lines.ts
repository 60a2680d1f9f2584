// The record book's reduced season lines (record_lines: each player's season as the leader lists read
// it), computed from the season lines the people step writes instead of reading 21 figures out of each
// stored line's JSON in SQL (decision 0198); the leader lists are built from them (leader-lists.ts). The
// same rule as record-book-lines.sql, which stays as the reference (tests/unit/db/record-lines.test.ts
// compares the two) and for re-running the step alone: a season's multi-team total line when the source
// has one, else its club lines summed; lines from another league (ABA, WHA) and lines without statistics
// kept out; the club kept when he played for one only. The sums are exact as PostgreSQL's `numeric` sums
// them (pg-numeric.ts: a decimal keeps its digits); the earned runs (`era x outs / 27`, a `numeric`
// division) are summed from the lines that have an ERA (leader-lists.ts).
import { LINE_FIGURES } from "../../core/record-book";
import { addNumeric, numericOf, numericText } from "./pg-numeric";

/** One season line as written to player_seasons (its ids resolved). */
export type SeasonLineRow = {
  playerId: number;
  leagueId: number;
  teamId: number | null;
  season: number;
  stats: Readonly<Record<string, number>>;
  otherLeague: string | null;
};

/**
 * The figures not summed as they are: outs and pass attempts count only beside an ERA or completions
 * (their own sums below), earned runs come from the ERA lines (summed in SQL).
 */
const NOT_SUMMED_AS_THEY_ARE: ReadonlySet<string> = new Set(["innings_pitched_outs", "earned_runs", "completion_attempts"]);

/** The figures summed as they are (record-book-lines.sql's plain `sum`s), in record_lines' column order. */
const SUMMED = LINE_FIGURES.filter((name) => !NOT_SUMMED_AS_THEY_ARE.has(name));

/** A figure's sum: a number, or a decimal's text where the parts had decimals (`numeric` keeps them). */
export type Figure = number | string | null;

/**
 * One player's season reduced: its figures in FIGURE_COLUMNS' order (record_lines' columns); its earned
 * runs come from its ERA lines (eraLines), its activity from players.
 */
export type RecordLine = { playerId: number; leagueId: number; season: number; teamId: number | null; figures: Array<Figure> };

/** A counted line with an ERA and outs: its `era x outs / 27` earned runs, summed in SQL. */
export type EraLine = { playerId: number; season: number; era: number; outs: number };

export type RecordLines = { lines: Array<RecordLine>; eraLines: Array<EraLine> };

/** A JSON value as jsonb reads it back: a finite number, else absent (JSON.stringify writes null). */
const valueOf = (stats: Readonly<Record<string, number>>, name: string): number | null => {
  const value = stats[name];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};

/** Whether a line has statistics (its JSON is not `{}`: JSON.stringify leaves undefined values out). */
function hasStats(stats: Readonly<Record<string, number>>): boolean {
  for (const name in stats) if (stats[name] !== undefined) return true;
  return false;
}

/** The sum of some values as `numeric` sums them (null when there are none): the largest scale of the parts kept. */
export function exactSum(values: ReadonlyArray<number>): Figure {
  if (values.length === 0) return null;
  let sum = 0;
  let integers = true;
  for (const value of values) {
    if (!Number.isSafeInteger(value)) integers = false;
    sum += value;
  }
  if (integers && Number.isSafeInteger(sum)) return sum;
  return numericText(values.map(numericOf).reduce(addNumeric));
}

/** record_lines' figure columns (a RecordLine's figures), the earned runs aside (from the ERA lines). */
export const FIGURE_COLUMNS = [...SUMMED, "innings_pitched_outs", "completion_attempts"] as const;
const FIGURE_INDEX = new Map<string, number>(SUMMED.map((name, index) => [name, index]));
const OUTS = SUMMED.length;
const COMPLETION_ATTEMPTS = SUMMED.length + 1;

/** A figure's values in one season's counted lines, for the exact sum (the few sums that are not of integers). */
function figureValues(counted: ReadonlyArray<SeasonLineRow>, figure: number): Array<number> {
  const values: Array<number> = [];
  for (const row of counted) {
    const value =
      figure === OUTS
        ? valueOf(row.stats, "era") === null
          ? null
          : valueOf(row.stats, "innings_pitched_outs")
        : figure === COMPLETION_ATTEMPTS
          ? valueOf(row.stats, "passing_completions") === null
            ? null
            : valueOf(row.stats, "passing_attempts")
          : valueOf(row.stats, SUMMED[figure]);
    if (value !== null) values.push(value);
  }
  return values;
}

/** Rows or seasons reduced between two pauses (some tens of milliseconds of work). */
const BETWEEN_PAUSES = 20_000;

/**
 * Each player's season reduced (record-book-lines.sql's rule), in order of league, season and player.
 * With `pause`, the work stops at it every few thousand rows: the import runs it while the main thread
 * waits for the database (decision 0198), and the replies it waits for are then read between two parts.
 */
export async function reduceRecordLines(rows: ReadonlyArray<SeasonLineRow>, pause?: () => Promise<void>): Promise<RecordLines> {
  // By player and season (a season is a year: below 10,000).
  const bySeason = new Map<number, SeasonLineRow | Array<SeasonLineRow>>();
  let done = 0;
  for (const row of rows) {
    if (pause && ++done % BETWEEN_PAUSES === 0) await pause();
    if (row.otherLeague !== null || !hasStats(row.stats)) continue;
    const key = row.playerId * 10_000 + row.season;
    const held = bySeason.get(key);
    if (held === undefined) bySeason.set(key, row);
    else if (Array.isArray(held)) held.push(row);
    else bySeason.set(key, [held, row]);
  }
  const lines: Array<RecordLine> = [];
  const eraLines: Array<EraLine> = [];
  const sums: Array<number | null> = new Array<number | null>(FIGURE_COLUMNS.length).fill(null);
  const exact: Array<boolean> = new Array<boolean>(FIGURE_COLUMNS.length).fill(false);
  const add = (figure: number, value: number) => {
    const sum = sums[figure];
    sums[figure] = sum === null ? value : sum + value;
    if (!Number.isSafeInteger(value)) exact[figure] = true;
  };
  for (const held of bySeason.values()) {
    if (pause && ++done % BETWEEN_PAUSES === 0) await pause();
    const season = Array.isArray(held) ? held : [held];
    let hasTotal = false;
    let first = Infinity;
    let last = -Infinity;
    for (const row of season) {
      if (row.teamId === null) hasTotal = true;
      else {
        if (row.teamId < first) first = row.teamId;
        if (row.teamId > last) last = row.teamId;
      }
    }
    const counted = hasTotal && season.length > 1 ? season.filter((row) => row.teamId === null) : season;
    const { playerId, leagueId, season: year } = season[0];
    for (const { stats } of counted) {
      for (const name in stats) {
        const figure = FIGURE_INDEX.get(name);
        const value = stats[name];
        if (figure !== undefined && typeof value === "number" && Number.isFinite(value)) add(figure, value);
      }
      const era = valueOf(stats, "era");
      const outs = valueOf(stats, "innings_pitched_outs");
      if (era !== null && outs !== null) {
        add(OUTS, outs);
        eraLines.push({ playerId, season: year, era, outs });
      }
      const attempts = valueOf(stats, "passing_attempts");
      if (attempts !== null && valueOf(stats, "passing_completions") !== null) add(COMPLETION_ATTEMPTS, attempts);
    }
    const figures: Array<Figure> = new Array<Figure>(FIGURE_COLUMNS.length);
    for (let figure = 0; figure < FIGURE_COLUMNS.length; figure++) {
      const sum = sums[figure];
      figures[figure] = sum !== null && (exact[figure] || !Number.isSafeInteger(sum)) ? exactSum(figureValues(counted, figure)) : sum;
      sums[figure] = null;
      exact[figure] = false;
    }
    lines.push({ playerId, leagueId, season: year, teamId: first === last ? first : null, figures });
  }
  lines.sort((a, b) => a.leagueId - b.leagueId || a.season - b.season || a.playerId - b.playerId);
  return { lines, eraLines };
}
