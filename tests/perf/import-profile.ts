// `npx tsx tests/perf/import-profile.ts [record-book|indexes|standings|people-facts ...]`: runs the named
// derived steps of the import again on the imported database in DATA_DIR, inside a transaction that is
// rolled back, and prints each SQL statement's wall and CPU time (a statement list of one call is split
// at its semicolons), slowest first. To find where a step's time goes without a full import.
import { openDatabase, type Sql } from "../../db/database";
import { deriveSeasons } from "../../db/load/derive-seasons";
import { derivePeopleFacts } from "../../db/load/people-derived";
import { deriveRecordBook } from "../../db/load/record-book";
import { BULK_TABLES } from "../../db/load/steps/empty-tables";

type Timing = { step: string; statement: string; wall: number; cpu: number };

const timings: Array<Timing> = [];

function cpuSeconds(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}

/** The transaction with every statement timed under the step's name. */
function timed(tx: Sql, step: { name: string }): Sql {
  const time = async <T>(statement: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await run();
    timings.push({
      step: step.name,
      statement: statement.replace(/\s+/g, " ").trim().slice(0, 140),
      wall: (performance.now() - started) / 1000,
      cpu: cpuSeconds(cpu),
    });
    return result;
  };
  return {
    query: (text, params, options) => time(text, () => tx.query(text, params, options)),
    async exec(text) {
      const statements = text
        .split(/;\s*\n/)
        .map((statement) => statement.replace(/^(\s*--[^\n]*\n)+/, "").trim())
        .filter((statement) => statement.replace(/--[^\n]*/g, "").trim() !== "");
      for (const statement of statements) await time(statement, () => tx.exec(statement));
    },
    copyFrom: tx.copyFrom ? (statement, data) => time(statement, () => (tx.copyFrom as NonNullable<Sql["copyFrom"]>)(statement, data)) : undefined,
  };
}

const STEPS: Record<string, (tx: Sql) => Promise<void>> = {
  "record-book": (tx) => deriveRecordBook(tx),
  standings: (tx) => deriveSeasons(tx),
  "people-facts": (tx) => derivePeopleFacts(tx),
  async indexes(tx) {
    const indexes = await tx.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes
       WHERE schemaname = current_schema() AND tablename = ANY($1) AND indexdef NOT LIKE '%UNIQUE%'`,
      [BULK_TABLES],
    );
    for (const index of indexes) await tx.exec(`DROP INDEX ${index.indexname}`);
    for (const index of indexes) await tx.exec(index.indexdef);
  },
};

async function main() {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(STEPS);
  const db = await openDatabase();
  // PROFILE_SETTINGS="SET temp_buffers = '256MB'; ...": session settings to try before the steps run.
  if (process.env.PROFILE_SETTINGS) await db.exec(process.env.PROFILE_SETTINGS);
  try {
    await db
      .transaction(async (tx) => {
        await tx.exec("SET LOCAL maintenance_work_mem = '256MB'; SET LOCAL work_mem = '64MB'");
        for (const name of names) {
          const started = performance.now();
          const cpu = process.cpuUsage();
          await STEPS[name](timed(tx, { name }));
          process.stdout.write(`${name}: ${((performance.now() - started) / 1000).toFixed(2)} s wall, ${cpuSeconds(cpu).toFixed(2)} s CPU\n`);
        }
        throw new Error("rollback");
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === "rollback")) throw error;
      });
  } finally {
    await db.close();
  }
  const total = timings.reduce((sum, t) => sum + t.cpu, 0);
  for (const t of [...timings].sort((a, b) => b.cpu - a.cpu).slice(0, 40)) {
    process.stdout.write(
      `${t.cpu.toFixed(2).padStart(6)} s CPU ${t.wall.toFixed(2).padStart(6)} s wall ${((100 * t.cpu) / total).toFixed(0).padStart(3)} %  [${t.step}] ${t.statement}\n`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
