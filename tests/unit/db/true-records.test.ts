// The records fans know, as the standings API shows them: the published record where a dataset has
// one, hockey's overtime losses and points by era (needs SPORTS_DATA_DIR and the imported database).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleApiRequest } from "../../../api/handler";
import { openDatabase, type Database } from "../../../db/database";

const dataDir = process.env.SPORTS_DATA_DIR;

type Standing = {
  team: { slug: string };
  wins: number;
  losses: number;
  ties: number;
  ot_losses: number;
  points: number | null;
  record: string;
  record_source: string;
  playoff_position: string | null;
  derived_record: { wins: number; losses: number; ties: number; ot_losses: number } | null;
};

describe.skipIf(!dataDir)("true records of famous seasons (needs SPORTS_DATA_DIR and the imported database)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  async function standing(season: string, team: string): Promise<Standing> {
    const response = await handleApiRequest(new Request(`http://test/api/championships/seasons/${season}/standings/`), db);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: Array<Standing> };
    const row = body.results.find((r) => r.team.slug === team);
    if (!row) throw new Error(`${team} not in ${season}`);
    return row;
  }

  it("1972 Miami Dolphins: 14-0, champions", async () => {
    expect(await standing("1972-nfl-season", "miami-dolphins")).toMatchObject({
      record: "14-0",
      record_source: "nfl-historical-records",
      playoff_position: "champion",
    });
  });

  it("1995-96 Chicago Bulls: 72-10", async () => {
    expect(await standing("1995-nba-season", "chicago-bulls")).toMatchObject({ record: "72-10", playoff_position: "champion" });
  });

  it("2001 Seattle Mariners: 116-46; 1906 Chicago Cubs 116-36 (their tie games are not part of the record)", async () => {
    expect(await standing("2001-mlb-season", "seattle-mariners")).toMatchObject({ record: "116-46", record_source: "lahman" });
    const cubs = await standing("1906-mlb-season", "chicago-cubs");
    expect(cubs).toMatchObject({ wins: 116, losses: 36, record: "116-36" });
    // The games hold one win fewer: the derived record is kept beside the published one.
    expect(cubs.derived_record?.wins).toBe(115);
  });

  it("2022-23 Boston Bruins: 65-12-5, 135 points (overtime and shootout losses are not losses)", async () => {
    expect(await standing("2022-nhl-season", "boston-bruins")).toMatchObject({
      wins: 65,
      losses: 12,
      ot_losses: 5,
      points: 135,
      record: "65-12-5",
    });
  });

  it("1976-77 Montreal Canadiens: 60-8-12, 132 points (ties before 2005-06)", async () => {
    expect(await standing("1976-nhl-season", "montreal-canadiens")).toMatchObject({
      wins: 60,
      losses: 8,
      ties: 12,
      points: 132,
      record: "60-8-12",
      playoff_position: "champion",
    });
  });

  it("a season we hold no games of still has its published standings (NBA 1999-2000 Lakers 67-15)", async () => {
    expect(await standing("1999-nba-season", "los-angeles-lakers")).toMatchObject({
      record: "67-15",
      derived_record: null,
      playoff_position: "champion",
    });
  });

  it("a published record taken mid-season does not replace the whole season we hold (2025-26 Knicks 53-29, not the 38-22 of bball-reference's 2026-03-01 snapshot)", async () => {
    expect(await standing("2025-nba-season", "new-york-knicks")).toMatchObject({
      wins: 53,
      losses: 29,
      record: "53-29",
      record_source: "games",
      playoff_position: "champion",
    });
  });

  it("where we hold the games the derived record agrees (NBA 1997-98 Bulls 62-20 from the 1996-2000 schedules)", async () => {
    expect(await standing("1997-nba-season", "chicago-bulls")).toMatchObject({
      record: "62-20",
      derived_record: { wins: 62, losses: 20 },
      playoff_position: "champion",
    });
  });
});
