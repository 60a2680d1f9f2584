// The records derived from the imported games (standings.derived_*) reproduce the published records
// they are kept beside for the data-quality comparison (needs the imported database).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../db/database";

const dataDir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dataDir)("standings derived from games (needs SPORTS_DATA_DIR and the imported database)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  async function standing(team: string, season: number) {
    const rows = await db.query<{ wins: number; losses: number; ties: number }>(
      `SELECT st.derived_wins AS wins, st.derived_losses AS losses, st.derived_ties AS ties
       FROM standings st JOIN teams t ON t.id = st.team_id WHERE t.slug = $1 AND st.season_start_year = $2`,
      [team, season],
    );
    return rows[0];
  }

  it("the 1972 Miami Dolphins went 14-0", async () => {
    expect(await standing("miami-dolphins", 1972)).toEqual({ wins: 14, losses: 0, ties: 0 });
  });

  it("the 1995-96 Chicago Bulls went 72-10", async () => {
    expect(await standing("chicago-bulls", 1995)).toEqual({ wins: 72, losses: 10, ties: 0 });
  });

  it("the 2001 Seattle Mariners went 116-46", async () => {
    expect(await standing("seattle-mariners", 2001)).toEqual({ wins: 116, losses: 46, ties: 0 });
  });

  it("agrees with the published record for nearly every modern team-season", async () => {
    const [row] = await db.query<{ compared: number; equal: number }>(
      `SELECT count(*)::int AS compared,
              count(*) FILTER (WHERE st.derived_wins = r.wins AND st.derived_losses = r.losses
                                 AND st.derived_ot_losses = coalesce(r.ot_losses, 0))::int AS equal
       FROM standings st JOIN team_season_records r ON r.team_id = st.team_id AND r.season_start_year = st.season_start_year
       WHERE st.season_start_year >= 1970 AND st.derived_wins IS NOT NULL`,
    );
    expect(row.compared).toBeGreaterThan(1000);
    expect(row.equal / row.compared).toBeGreaterThan(0.9);
  });
});
