// The Sports API on the imported full database, for the facts tests that check pages' figures against
// published records. They run when SPORTS_DATA_DIR names the datasets (npm test and CI import them first)
// and are skipped otherwise: `describe.skipIf(!FULL_DATA)(...)`, titled "(needs SPORTS_DATA_DIR ...)".
import { afterAll, beforeAll, expect } from "vitest";
import { handleApiRequest } from "../../api/handler";
import { openDatabase, type Database } from "../../db/database";

export const FULL_DATA = process.env.SPORTS_DATA_DIR;

/**
 * Opens the imported database for the enclosing describe (closed after it) and returns `get`, which asks
 * the API for a path and checks the answer's status, and `database()` for a test that reads a table.
 */
export function fullDataApi() {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });
  const database = (): Database => {
    if (!db) throw new Error("the database is opened in beforeAll");
    return db;
  };
  async function get<T>(path: string, status = 200): Promise<T> {
    const response = await handleApiRequest(new Request(`http://test/api/${path}`), database());
    expect(response.status, path).toBe(status);
    return (await response.json()) as T;
  }
  return { get, database };
}
