// Step: the planner's statistics on everything written, before the standings are derived: the
// planner then joins the games by hash, not by loops. The tables analysed as soon as they were written
// (the games-indexes step's `indexedEarly`) are not analysed again.
import type { LoadStep } from "./load-context";

export const statistics: LoadStep = {
  name: "statistics",
  async run({ tx, indexedEarly }) {
    const early = indexedEarly?.tables ?? [];
    // What ANALYZE alone covers (every table, the catalogs and this session's temporary ones too), less those.
    const tables = await tx.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
       WHERE NOT (schemaname = current_schema() AND tablename = ANY($1))
         AND (schemaname NOT LIKE 'pg_temp%' OR schemaname::regnamespace = pg_my_temp_schema())
       ORDER BY schemaname, tablename`,
      [early],
    );
    await tx.exec(`ANALYZE ${tables.map((table) => table.name).join(", ")}`);
  },
};
