// Times every SQL statement a step sends (IMPORT_PROFILE=1 on the import, and tests/perf/import-profile.ts):
// where a step's time goes, statement by statement, in the run itself. A statement list sent as one call is
// split at its semicolons and timed statement by statement.
import type { Sql } from "../database";

export type StatementTiming = { step: string; statement: string; wall: number; cpu: number };

/** CPU seconds of every thread of the process since `before`. */
export function cpuSecondsSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}

/** The statements of a statement list, leading comment lines dropped, blank ones left out. */
export function splitStatements(text: string): Array<string> {
  return text
    .split(/;\s*\n/)
    .map((statement) => statement.replace(/^(\s*--[^\n]*\n)+/, "").trim())
    .filter((statement) => statement.replace(/--[^\n]*/g, "").trim() !== "");
}

/**
 * `tx` with every statement timed into `timings` under the step's name. `runList` runs one statement
 * of a list (the profiler runs some as EXPLAIN ANALYZE).
 */
export function timedSql(
  tx: Sql,
  step: string,
  timings: Array<StatementTiming>,
  runList: (statement: string) => Promise<void> = (statement) => tx.exec(statement),
): Sql {
  const time = async <T>(statement: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await run();
    timings.push({
      step,
      statement: statement.replace(/\s+/g, " ").trim().slice(0, 140),
      wall: (performance.now() - started) / 1000,
      cpu: cpuSecondsSince(cpu),
    });
    return result;
  };
  const copyFrom = tx.copyFrom?.bind(tx);
  const copyTo = tx.copyTo?.bind(tx);
  return {
    query: (text, params, options) => time(text, () => tx.query(text, params, options)),
    async exec(text) {
      for (const statement of splitStatements(text)) await time(statement, () => runList(statement));
    },
    copyFrom: copyFrom ? (statement, data) => time(statement, () => copyFrom(statement, data)) : undefined,
    copyTo: copyTo ? (statement) => time(statement, () => copyTo(statement)) : undefined,
  };
}

/** The slowest statements, one line each: wall and CPU seconds, share of the wall time, step, statement. */
export function slowestStatements(timings: ReadonlyArray<StatementTiming>, count = 40): Array<string> {
  const total = timings.reduce((sum, t) => sum + t.wall, 0);
  return [...timings]
    .sort((a, b) => b.wall - a.wall)
    .slice(0, count)
    .map(
      (t) =>
        `${t.wall.toFixed(2).padStart(6)} s wall ${t.cpu.toFixed(2).padStart(6)} s CPU ${((100 * t.wall) / total).toFixed(0).padStart(3)} %  [${t.step}] ${t.statement}`,
    );
}
