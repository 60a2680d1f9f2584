// `npx tsx tests/perf/import-fingerprint.ts [--compare before.json]`: row count and content checksum of
// every table of the database in DATA_DIR (tests/support/table-checksums.ts) plus every sequence's
// position, as JSON on stdout; with --compare, the tables and sequences that differ from a saved run.
// Used to show that a change to the import (a refactor, a faster step) writes exactly the same data.
import { readFileSync } from "node:fs";
import { openDatabase } from "../../db/database";
import { tableChecksums, type TableChecksum } from "../support/table-checksums";

type Fingerprint = { tables: Record<string, TableChecksum>; sequences: Record<string, string | null> };

async function fingerprint(): Promise<Fingerprint> {
  const db = await openDatabase();
  try {
    const tables = await tableChecksums(db);
    const names = await db.query<{ name: string }>("SELECT sequencename AS name FROM pg_sequences WHERE schemaname = current_schema() ORDER BY sequencename");
    const sequences: Record<string, string> = {};
    // import_runs grows by one row per run.
    for (const { name } of names.filter((row) => !row.name.startsWith("import_runs"))) {
      const [position] = await db.query<{ at: string }>(`SELECT last_value::text || CASE WHEN is_called THEN ' (used)' ELSE ' (next)' END AS at FROM ${name}`);
      sequences[name] = position.at;
    }
    return { tables, sequences };
  } finally {
    await db.close();
  }
}

function differences(before: Fingerprint, after: Fingerprint): Array<string> {
  const out: Array<string> = [];
  for (const part of ["tables", "sequences"] as const) {
    const names = new Set([...Object.keys(before[part]), ...Object.keys(after[part])]);
    for (const name of [...names].sort()) {
      const a = JSON.stringify(before[part][name] ?? null);
      const b = JSON.stringify(after[part][name] ?? null);
      if (a !== b) out.push(`${part} ${name}: ${a} -> ${b}`);
    }
  }
  return out;
}

async function main() {
  const now = await fingerprint();
  const compareAt = process.argv.indexOf("--compare");
  if (compareAt < 0) {
    process.stdout.write(`${JSON.stringify(now, null, 2)}\n`);
    return;
  }
  const before = JSON.parse(readFileSync(process.argv[compareAt + 1], "utf8")) as Fingerprint;
  const diff = differences(before, now);
  const count = Object.keys(now.tables).length;
  if (diff.length === 0) process.stdout.write(`identical: ${count} tables, ${Object.keys(now.sequences).length} sequences\n`);
  else process.stdout.write(`${diff.length} differences:\n  ${diff.join("\n  ")}\n`);
  process.exitCode = diff.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
