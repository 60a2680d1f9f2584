import { openDatabase } from "./db/database";
const db = await openDatabase();
const sql = (db as any).sql ?? db;
for (const q of process.argv.slice(2)) console.table(await sql.query(q));
await (db as any).close?.();
