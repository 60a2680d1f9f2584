// A team-season's stats answer parses with the model its route declares, on the full data (needs
// SPORTS_DATA_DIR and the imported database). The 1987 NFL strike season: Green Bay went 5-9-1
// (Pro-Football-Reference), three of those games played by replacement teams; where we hold only part
// of a published record's games the home and away splits are not shown (decision 0118), so the answer
// says null, which the model once refused (the page would have failed to parse it; decision 0111).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleApiRequest } from "../../../api/handler";
import { teamStats } from "../../../api/model";
import { openDatabase, type Database } from "../../../db/database";

const dataDir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dataDir)("team-season stats on the full data (needs SPORTS_DATA_DIR and the imported database)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  it("answers the 1987 Packers without home and away splits, and the model accepts it", async () => {
    const response = await handleApiRequest(new Request("http://test/api/teams/teams/green-bay-packers/stats?year=1987"), db);
    expect(response.status).toBe(200);
    const body = teamStats.parse(await response.json());
    expect(body.record).toMatchObject({ wins: 5, losses: 9, ties: 1, home_record: null, away_record: null });
  });
});
