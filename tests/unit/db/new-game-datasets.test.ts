// The seasons the new game datasets fill, checked on the imported database against published facts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../db/database";

const dataDir = process.env.SPORTS_DATA_DIR;

describe.skipIf(!dataDir)("games of the new datasets (needs SPORTS_DATA_DIR and the imported database)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  /** Games of a league-season by type, e.g. { regular: 1230, playoff: 83, final: 5 }. */
  async function gameCounts(league: string, season: number): Promise<Record<string, number>> {
    const rows = await db.query<{ game_type: string; n: number }>(
      `SELECT g.game_type, count(*)::int AS n FROM games g JOIN leagues l ON l.id = g.league_id
       WHERE l.slug = $1 AND g.season_start_year = $2 GROUP BY g.game_type`,
      [league, season],
    );
    return Object.fromEntries(rows.map((row) => [row.game_type, row.n]));
  }

  async function record(team: string, season: number) {
    const rows = await db.query<{ wins: number; losses: number }>(
      "SELECT st.wins, st.losses FROM standings st JOIN teams t ON t.id = st.team_id WHERE t.slug = $1 AND st.season_start_year = $2",
      [team, season],
    );
    return rows[0];
  }

  it("the 2023-24 NBA season has its 1,230 regular-season games (the In-Season Tournament final left out) and 88 play-in and playoff games", async () => {
    const counts = await gameCounts("nba", 2023);
    expect(counts.regular).toBe(1230);
    expect((counts.playoff ?? 0) + (counts.final ?? 0)).toBe(6 + 82);
    expect(await record("boston-celtics", 2023)).toEqual({ wins: 64, losses: 18 });
  });

  it("the NBA seasons 1996-97..1998-99, 2020-21 and 2021-22 have games, with published records", async () => {
    expect((await gameCounts("nba", 1996)).regular).toBe(1189);
    expect(await record("chicago-bulls", 1996)).toEqual({ wins: 69, losses: 13 });
    expect((await gameCounts("nba", 1998)).regular).toBe(725);
    expect(await record("san-antonio-spurs", 1998)).toEqual({ wins: 37, losses: 13 });
    expect((await gameCounts("nba", 2020)).regular).toBe(1080);
    expect(await record("utah-jazz", 2020)).toEqual({ wins: 52, losses: 20 });
    expect((await gameCounts("nba", 2021)).regular).toBe(1230);
    expect(await record("phoenix-suns", 2021)).toEqual({ wins: 64, losses: 18 });
  });

  it("the 2020 bubble games exist: 88 seeding games, the play-in, and the full playoffs to the Lakers' title", async () => {
    const [bubble] = await db.query<{ seeding: number; playin: number }>(
      `SELECT count(*) FILTER (WHERE game_type = 'regular')::int AS seeding,
              count(*) FILTER (WHERE round = 'Play-In')::int AS playin
       FROM games g JOIN leagues l ON l.id = g.league_id
       WHERE l.slug = 'nba' AND g.season_start_year = 2019 AND g.game_date BETWEEN '2020-07-30' AND '2020-08-15'`,
    );
    expect(bubble).toEqual({ seeding: 88, playin: 1 });
    const counts = await gameCounts("nba", 2019);
    expect(counts.regular).toBe(971 + 88);
    expect(counts.final).toBe(6);
    // The Lakers went 52-19 (Bucks 56-17) once the seeding games were played.
    expect(await record("los-angeles-lakers", 2019)).toEqual({ wins: 52, losses: 19 });
    expect(await record("milwaukee-bucks", 2019)).toEqual({ wins: 56, losses: 17 });
  });

  it("the NFL 2025 season has 272 regular-season games and Super Bowl LX (Seattle 29, New England 13)", async () => {
    const counts = await gameCounts("nfl", 2025);
    expect(counts.regular).toBe(272);
    expect(counts.playoff).toBe(12);
    const rows = await db.query(
      `SELECT g.game_date, h.slug AS home, a.slug AS away, g.home_score, g.away_score, g.neutral_site
       FROM games g JOIN leagues l ON l.id = g.league_id JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id
       WHERE l.slug = 'nfl' AND g.season_start_year = 2025 AND g.game_type = 'final'`,
    );
    expect(rows).toEqual([
      { game_date: "2026-02-08", home: "seattle-seahawks", away: "new-england-patriots", home_score: 29, away_score: 13, neutral_site: true },
    ]);
  });

  it("the 2025 college football season has games, ending with Indiana's CFP title over Miami", async () => {
    const counts = await gameCounts("cfb", 2025);
    expect(counts.regular).toBeGreaterThan(700);
    const rows = await db.query(
      `SELECT g.game_date, h.slug AS home, a.slug AS away, g.home_score, g.away_score
       FROM games g JOIN leagues l ON l.id = g.league_id JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id
       WHERE l.slug = 'cfb' AND g.season_start_year = 2025 AND g.game_type = 'final'`,
    );
    expect(rows).toEqual([{ game_date: "2026-01-19", home: "indiana-hoosiers-football", away: "miami-hurricanes-football", home_score: 27, away_score: 21 }]);
  });

  it("NHL 2019-20 and 2020-21 have games, and 2018-19 its playoffs (the Bruins won 44 games in 2019-20)", async () => {
    expect(await gameCounts("nhl", 2019)).toMatchObject({ regular: 1082 });
    expect(await gameCounts("nhl", 2020)).toMatchObject({ regular: 868 });
    const cup2019 = await gameCounts("nhl", 2018);
    expect(cup2019.final).toBe(7);
    expect((await record("boston-bruins", 2019)).wins).toBe(44);
  });

  // 1903-2023 from mlb-postseason-gamelogs-retrosheet-1903-2023 (695 games, 1943 Game 4 included), 2024 (5) and 2025 (7).
  it("every World Series 1903-2025 has its games", async () => {
    const rows = await db.query<{ seasons: number; games: number }>(
      `SELECT count(DISTINCT g.season_start_year)::int AS seasons, count(*)::int AS games
       FROM games g JOIN leagues l ON l.id = g.league_id WHERE l.slug = 'mlb' AND g.game_type = 'final'`,
    );
    expect(rows[0]).toEqual({ seasons: 121, games: 707 });
  });
});
