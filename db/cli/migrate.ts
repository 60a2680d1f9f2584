// `npm run db:migrate`: applies the pending migrations.
import { openDatabase } from "../database";
import { migrate } from "../migrate";

const db = await openDatabase();
try {
  const ran = await migrate(db);
  console.log(ran.length ? `Applied: ${ran.join(", ")}` : "Database is up to date.");
} finally {
  await db.close();
}
