// College football 2025 on the imported database: FBS teams' games against FCS teams count in their
// records, standings and schedules (decision 0024); no FCS team is in the FBS standings. The records
// are checked against the dataset's own games, counted here apart from the importer (the dataset is
// the only source for 2025).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleApiRequest } from "../../../api/handler";
import { parseCsvText } from "../../../db/csv";
import { loadTeamCodes } from "../../../db/import/team-codes";
import { openDatabase, type Database } from "../../../db/database";

const dataDir = process.env.SPORTS_DATA_DIR;

/** Each team's regular-season wins and losses in the file, by the name the file writes, counted row by row. */
function recordsInFile(): Map<string, { wins: number; losses: number }> {
  const file = "cfb_schedule_2025.csv";
  const text = readFileSync(join(dataDir ?? "", "cfb-games-espn-2025", file), "utf8");
  const records = new Map<string, { wins: number; losses: number }>();
  for (const { values: v } of parseCsvText(text, file)) {
    if (v.season_type !== "2") continue;
    for (const [team, own, other] of [
      [v.home_team, v.home_score, v.away_score],
      [v.away_team, v.away_score, v.home_score],
    ]) {
      const record = records.get(team) ?? { wins: 0, losses: 0 };
      if (Number(own) > Number(other)) record.wins++;
      else record.losses++;
      records.set(team, record);
    }
  }
  return records;
}

describe.skipIf(!dataDir)("college football 2025 with FCS opponents (needs SPORTS_DATA_DIR and the imported database)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  async function standing(team: string) {
    const rows = await db.query<{ wins: number; losses: number; games_played: number }>(
      `SELECT st.wins, st.losses, st.games_played FROM standings st JOIN teams t ON t.id = st.team_id
       WHERE t.slug = $1 AND st.season_start_year = 2025`,
      [team],
    );
    return rows[0];
  }

  it("Indiana is 13-0 and Ohio State 12-1 in the regular season, as the dataset's games say", async () => {
    const file = recordsInFile();
    expect(file.get("Indiana Hoosiers")).toEqual({ wins: 13, losses: 0 });
    expect(file.get("Ohio State Buckeyes")).toEqual({ wins: 12, losses: 1 });
    expect(await standing("indiana-hoosiers-football")).toEqual({ wins: 13, losses: 0, games_played: 13 });
    expect(await standing("ohio-state-buckeyes-football")).toEqual({ wins: 12, losses: 1, games_played: 13 });
  });

  it("the 2025 CFP champion, decided in our games, carries Indiana's full record (13-0)", async () => {
    const rows = await db.query<{ winner: string; winner_record: string }>(
      `SELECT t.slug AS winner, r.winner_record FROM championship_results r JOIN championships c ON c.id = r.championship_id
       JOIN leagues l ON l.id = c.league_id JOIN teams t ON t.id = r.winner_team_id
       WHERE l.slug = 'cfb' AND r.season_start_year = 2025`,
    );
    expect(rows).toEqual([{ winner: "indiana-hoosiers-football", winner_record: "13-0" }]);
  });

  it("every FBS team's 2025 record is the one its games in the file give", async () => {
    const codes = await loadTeamCodes(["cfb"]);
    const expected = new Map<string, { wins: number; losses: number }>();
    for (const [name, record] of recordsInFile()) {
      const slug = codes.resolve("cfb", "cfb-games-espn-2025", name, 2025);
      if (slug) expected.set(slug, record);
    }
    const rows = await db.query<{ slug: string; wins: number; losses: number }>(
      `SELECT t.slug, st.wins, st.losses FROM standings st JOIN leagues l ON l.id = st.league_id JOIN teams t ON t.id = st.team_id
       WHERE l.slug = 'cfb' AND st.season_start_year = 2025 ORDER BY t.slug`,
    );
    expect(rows).toHaveLength(expected.size);
    expect(Object.fromEntries(rows.map((row) => [row.slug, { wins: row.wins, losses: row.losses }]))).toEqual(Object.fromEntries(expected));
  });

  it("lists the FCS opponent by name on an FBS team's schedule", async () => {
    const res = await handleApiRequest(new Request("http://test.local/api/teams/teams/indiana-hoosiers-football/schedule/?year=2025"), db);
    const body = (await res.json()) as {
      results: Array<{ away_team_name: string; home_team_name: string; away_team_slug: string; home_score: number; away_score: number }>;
    };
    expect(res.status).toBe(200);
    expect(body.results).toHaveLength(16);
    expect(body.results.find((game) => game.away_team_name === "Indiana State Sycamores")).toMatchObject({
      away_team_slug: "indiana-state-sycamores-football",
      home_score: 73,
      away_score: 0,
    });
  });

  it("has no FCS team in the 2025 FBS standings, and no FCS season", async () => {
    const [counts] = await db.query<{ teams: number; fcs: number; fcs_seasons: number }>(
      `SELECT count(*)::int AS teams,
              count(*) FILTER (WHERE t.league_id <> st.league_id)::int AS fcs,
              (SELECT count(*)::int FROM seasons se JOIN leagues x ON x.id = se.league_id WHERE x.slug = 'fcs') AS fcs_seasons
       FROM standings st JOIN leagues l ON l.id = st.league_id JOIN teams t ON t.id = st.team_id
       WHERE l.slug = 'cfb' AND st.season_start_year = 2025`,
    );
    // 134 FBS programs of 2024, with Delaware and Missouri State (FBS from 2025).
    expect(counts).toEqual({ teams: 136, fcs: 0, fcs_seasons: 0 });
    expect(await standing("indiana-state-sycamores-football")).toBeUndefined();
    expect(await standing("delaware-blue-hens-football")).toMatchObject({ games_played: 12 });
  });
});
