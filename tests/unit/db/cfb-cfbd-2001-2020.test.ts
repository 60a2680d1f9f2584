// College football 2001-2020 on the imported database (cfb-games-cfbd-2001-2020): famous results and
// the 2019 records as published (SOURCE.md's checks, which agree with Sports-Reference's), the number of
// FBS teams per season (NCAA: 117 in 2001, 119 in 2006, 127 playing in 2020), FBS programs that were FCS
// then (Appalachian State until 2013) kept out of the FBS standings, 2020's December fixtures never
// results, and every team-season page saying that bowl games are not in our data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleApiRequest } from "../../../api/handler";
import { openDatabase, type Database } from "../../../db/database";

const dataDir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dataDir)("college football 2001-2020 (needs SPORTS_DATA_DIR and the imported database)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  async function game(date: string, away: string, home: string) {
    const rows = await db.query<{ away_score: number; home_score: number; status: string; attendance: number | null; neutral_site: boolean }>(
      `SELECT g.away_score, g.home_score, g.status, g.attendance, g.neutral_site FROM games g
       JOIN teams a ON a.id = g.away_team_id JOIN teams h ON h.id = g.home_team_id
       WHERE g.game_date = $1 AND a.slug = $2 AND h.slug = $3`,
      [date, away, home],
    );
    return rows;
  }

  it("holds the famous games as published", async () => {
    expect(await game("2006-11-18", "michigan-wolverines-football", "ohio-state-buckeyes-football")).toEqual([
      { away_score: 39, home_score: 42, status: "final", attendance: 105708, neutral_site: false },
    ]);
    expect(await game("2007-09-01", "appalachian-state-mountaineers-football", "michigan-wolverines-football")).toMatchObject([
      { away_score: 34, home_score: 32, status: "final" },
    ]);
    expect(await game("2013-11-30", "alabama-crimson-tide-football", "auburn-tigers-football")).toMatchObject([
      { away_score: 28, home_score: 34, status: "final" },
    ]);
    // An evening kick-off of 2019 (UTC in the file) falls on its Eastern day: LSU 46 at Alabama 41, 2019-11-09.
    expect(await game("2019-11-09", "lsu-tigers-football", "alabama-crimson-tide-football")).toMatchObject([{ away_score: 46, home_score: 41 }]);
  });

  it("gives the 2019 regular-season records, conference title games included: LSU, Ohio State, Clemson 13-0, Oklahoma 12-1, Alabama 10-2", async () => {
    const rows = await db.query<{ slug: string; wins: number; losses: number }>(
      `SELECT t.slug, st.wins, st.losses FROM standings st JOIN teams t ON t.id = st.team_id
       WHERE st.season_start_year = 2019 AND t.slug = ANY($1::text[]) ORDER BY t.slug`,
      [["lsu-tigers-football", "ohio-state-buckeyes-football", "clemson-tigers-football", "oklahoma-sooners-football", "alabama-crimson-tide-football"]],
    );
    expect(Object.fromEntries(rows.map((r) => [r.slug, `${r.wins}-${r.losses}`]))).toEqual({
      "alabama-crimson-tide-football": "10-2",
      "clemson-tigers-football": "13-0",
      "lsu-tigers-football": "13-0",
      "ohio-state-buckeyes-football": "13-0",
      "oklahoma-sooners-football": "12-1",
    });
  });

  it("counts the FBS teams of each season, not their FCS opponents (App State in 2007 is not an FBS team; in 2019 it is)", async () => {
    const rows = await db.query<{ season: number; teams: number }>(
      `SELECT st.season_start_year AS season, count(*)::int AS teams FROM standings st JOIN leagues l ON l.id = st.league_id
       WHERE l.slug = 'cfb' AND st.season_start_year IN (2001, 2006, 2020) GROUP BY 1 ORDER BY 1`,
    );
    expect(rows).toEqual([
      { season: 2001, teams: 117 },
      { season: 2006, teams: 119 },
      { season: 2020, teams: 127 },
    ]);
    const app = await db.query<{ season: number }>(
      `SELECT st.season_start_year AS season FROM standings st JOIN teams t ON t.id = st.team_id
       WHERE t.slug = 'appalachian-state-mountaineers-football' AND st.season_start_year IN (2007, 2019) ORDER BY 1`,
    );
    expect(app).toEqual([{ season: 2019 }]);
  });

  it("keeps 2020's 103 unplayed December games as fixtures, never results", async () => {
    const [row] = await db.query<{ fixtures: number; results_without_score: number }>(
      `SELECT count(*) FILTER (WHERE g.status = 'scheduled')::int AS fixtures,
              count(*) FILTER (WHERE g.status = 'final' AND (g.home_score IS NULL OR g.away_score IS NULL))::int AS results_without_score
       FROM games g JOIN leagues l ON l.id = g.league_id WHERE l.slug = 'cfb' AND g.season_start_year = 2020`,
    );
    expect(row).toEqual({ fixtures: 103, results_without_score: 0 });
  });

  it("says on a team-season that we hold the regular season only (the coverage endpoint names the source)", async () => {
    const res = await handleApiRequest(new Request("http://test.local/api/teams/teams/michigan-wolverines-football/coverage/?year=2007"), db);
    const body = (await res.json()) as { sources: Array<string>; state: string; team_games: { regular: number; postseason: number } };
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ sources: ["cfb-games-cfbd-2001-2020"], state: "complete", team_games: { regular: 12, postseason: 0 } });
  });

  it("takes a team's league that season from its era: App State an FCS team in 2007, Idaho an FBS team in 2010", async () => {
    const coverage = async (team: string, year: number) =>
      (await (await handleApiRequest(new Request(`http://test.local/api/teams/teams/${team}/coverage/?year=${year}`), db)).json()) as {
        league: string;
        other_league_games: Array<{ league: string; games: number }>;
      };
    const app2007 = await coverage("appalachian-state-mountaineers-football", 2007);
    expect(app2007.league).toBe("fcs");
    // Its 2007 games in the file are against FBS teams (Michigan among them): they count in those teams' records.
    expect(app2007.other_league_games).toMatchObject([{ league: "cfb" }]);
    const idaho2010 = await coverage("idaho-vandals-football", 2010);
    expect(idaho2010).toMatchObject({ league: "cfb", other_league_games: [] });
  });
});
