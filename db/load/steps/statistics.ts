// Step: the planner's statistics on everything written, before the standings are derived: the
// planner then joins the games by hash, not by loops. The tables analysed as soon as they were written
// (the games-indexes step's `indexedEarly`) are not analysed again.
import type { LoadStep } from "./load-context";

export const statistics: LoadStep = {
  name: "statistics",
  async run({ tx, indexedEarly }) {
    const early = indexedEarly?.tables ?? [];
    // The schema's tables and this session's temporary ones, less those. Not the catalogs, which no
    // page's query reads and whose analysis took 0.4 s of every import.
    const tables = await tx.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
       WHERE (schemaname = current_schema() AND tablename <> ALL ($1)) OR schemaname::regnamespace = pg_my_temp_schema()
       ORDER BY schemaname, tablename`,
      [early],
    );
    await tx.exec(`ANALYZE ${tables.map((table) => table.name).join(", ")}`);
  },
};
