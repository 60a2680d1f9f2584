// `npx tsx tests/perf/import-profile.ts [record-book|team-records|indexes|standings|people-facts ...]`: runs the named
// derived steps of the import again on the imported database in DATA_DIR, inside a transaction that is
// rolled back, and prints each SQL statement's wall and CPU time (a statement list of one call is split
// at its semicolons), slowest first. To find where a step's time goes without a full import.
import { openDatabase, type Sql } from "../../db/database";
import { deriveSeasons } from "../../db/load/derive-seasons";
import { derivePeopleFacts } from "../../db/load/people-derived";
import { deriveRecordBook } from "../../db/load/record-book";
import { deriveTeamRecords } from "../../db/load/team-records";
import { cpuSecondsSince, slowestStatements, timedSql, type StatementTiming } from "../../db/load/statement-timing";
import { BULK_TABLES } from "../../db/load/steps/empty-tables";

const timings: Array<StatementTiming> = [];

// PROFILE_EXPLAIN="INSERT INTO players (": a statement (of a statement list) that contains the text runs
// as EXPLAIN (ANALYZE, BUFFERS), which runs it too, and its plan is printed.
const explains = (statement: string) => Boolean(process.env.PROFILE_EXPLAIN) && statement.includes(process.env.PROFILE_EXPLAIN as string);

async function explain(tx: Sql, statement: string): Promise<void> {
  const plan = await tx.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
  process.stdout.write(`${statement.slice(0, 200)}\n${plan.map((row) => row["QUERY PLAN"]).join("\n")}\n\n`);
}

/** The transaction with every statement timed under the step's name. */
const timed = (tx: Sql, step: { name: string }): Sql =>
  timedSql(tx, step.name, timings, (statement) => (explains(statement) ? explain(tx, statement) : tx.exec(statement)));

const STEPS: Record<string, (tx: Sql) => Promise<void>> = {
  "record-book": (tx) => deriveRecordBook(tx),
  "team-records": (tx) => deriveTeamRecords(tx),
  standings: (tx) => deriveSeasons(tx),
  // As in the import, where the big tables' secondary indexes are dropped until the indexes step.
  async "people-facts"(tx) {
    await dropBulkIndexes(tx);
    await derivePeopleFacts(tx);
  },
  async indexes(tx) {
    for (const index of await dropBulkIndexes(tx)) await tx.exec(index.indexdef);
  },
};

/** Drops the big tables' secondary indexes, as the import's first step does; returns them. */
async function dropBulkIndexes(tx: Sql) {
  const indexes = await tx.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = ANY($1) AND indexdef NOT LIKE '%UNIQUE%'`,
    [BULK_TABLES],
  );
  for (const index of indexes) await tx.exec(`DROP INDEX ${index.indexname}`);
  return indexes;
}

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
          process.stdout.write(`${name}: ${((performance.now() - started) / 1000).toFixed(2)} s wall, ${cpuSecondsSince(cpu).toFixed(2)} s CPU\n`);
        }
        throw new Error("rollback");
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === "rollback")) throw error;
      });
  } finally {
    await db.close();
  }
  for (const line of slowestStatements(timings)) process.stdout.write(`${line}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
