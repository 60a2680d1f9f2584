// Standings count only a season's complete days (issue 31, class 8; decision 0189), as the import derives
// them (deriveSeasons): a day with a game still to be played or in progress is not counted, a past fixture
// without a result stops the count before its day, a postponed game holds no day open, and the season's
// "through" date (season_summaries.card.results_through) is the last complete day with a result.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/database";
import { deriveSeasons } from "../../../db/load/derive-seasons";
import { endOfSeasonStreaks } from "../../../db/load/streaks";
import { hasStandings } from "../../../app/lib/standings-seasons";
import { buildFixtureDatabase } from "../../contract/fixture";

// The fixture database's teams: 1 Green Bay, 2 Chicago, 3 Detroit (NFL); 4 Boston, 5 Montreal (NHL).
const GAMES = `
INSERT INTO seasons (id, slug, league_id, start_year, end_year, name, label) VALUES
  (60, 'nfl-2024', 1, 2024, 2025, '2024 NFL Season', '2024'),
  (61, 'nhl-2024', 2, 2024, 2025, '2024-25 NHL Season', '2024-25'),
  (62, 'nfl-2025', 1, 2025, 2026, '2025 NFL Season', '2025');
INSERT INTO games (id, league_id, season_id, season_start_year, game_date, home_team_id, away_team_id, home_score, away_score,
                   status, game_type, source) VALUES
  -- 2024 NFL: 8 September is complete (a final and a postponed game); 15 September holds a past fixture
  -- without a result, so neither its final nor 22 September's counts.
  (600, 1, 60, 2024, '2024-09-08', 1, 2, 20, 10, 'final', 'regular', 'test'),
  (601, 1, 60, 2024, '2024-09-08', 3, 1, NULL, NULL, 'postponed', 'regular', 'test'),
  (602, 1, 60, 2024, '2024-09-15', 3, 2, 17, 14, 'final', 'regular', 'test'),
  (603, 1, 60, 2024, '2024-09-15', 2, 1, NULL, NULL, 'scheduled', 'regular', 'test'),
  (604, 1, 60, 2024, '2024-09-22', 1, 3, 30, 3, 'final', 'regular', 'test'),
  -- 2024-25 NHL: 10 October complete; 12 October has a final and a game in progress.
  (610, 2, 61, 2024, '2024-10-10', 4, 5, 3, 2, 'final', 'regular', 'test'),
  (611, 2, 61, 2024, '2024-10-12', 5, 4, 4, 1, 'final', 'regular', 'test'),
  (612, 2, 61, 2024, '2024-10-12', 4, 5, 1, 0, 'live', 'regular', 'test'),
  -- 2025 NFL: its first day has two finals and a game still to be played: no complete day yet.
  (620, 1, 62, 2025, '2025-09-07', 1, 2, 24, 7, 'final', 'regular', 'test'),
  (621, 1, 62, 2025, '2025-09-07', 2, 3, 13, 10, 'final', 'regular', 'test'),
  (622, 1, 62, 2025, '2025-09-07', 3, 1, NULL, NULL, 'scheduled', 'regular', 'test');
`;

describe("standings count only complete days (the import)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await buildFixtureDatabase();
    await db.exec(GAMES);
    // As the import does: streaks from every final it read (db/load/steps/standings.ts), which the
    // derivation then corrects for the seasons whose standings stop before some of them.
    await deriveSeasons(db, {
      streaks: async (sql) => {
        const games = await sql.query<{ season: number; date: string; home: number; away: number; hs: number; as: number }>(
          "SELECT season_start_year AS season, game_date::text AS date, home_team_id AS home, away_team_id AS away, home_score AS hs, away_score AS as FROM games WHERE status = 'final' AND game_type = 'regular'",
        );
        const streaks = endOfSeasonStreaks(
          games.map((g) => ({
            type: "regular",
            status: "final",
            season: g.season,
            date: g.date,
            home: String(g.home),
            away: String(g.away),
            homeScore: g.hs,
            awayScore: g.as,
          })),
        );
        for (const s of streaks) {
          await sql.query("UPDATE standings SET streak = $1, streak_type = $2 WHERE team_id = $3 AND season_start_year = $4", [
            s.length,
            s.type,
            Number(s.team),
            s.season,
          ]);
        }
      },
    });
  });
  afterAll(async () => {
    await db?.close();
  });

  const standings = async (seasonId: number) =>
    Object.fromEntries(
      (
        await db.query<{ slug: string; wins: number; losses: number; streak: number; streak_type: string | null; last_game_date: string }>(
          `SELECT t.slug, st.wins, st.losses, st.streak, st.streak_type, st.last_game_date::text AS last_game_date
           FROM standings st JOIN teams t ON t.id = st.team_id WHERE st.season_id = $1`,
          [seasonId],
        )
      ).map(({ slug, ...row }) => [slug, row]),
    );
  const card = async (seasonId: number) =>
    (await db.query<{ card: Record<string, unknown> }>("SELECT card FROM season_summaries WHERE season_id = $1", [seasonId]))[0].card;

  it("stops the count before a past fixture without a result; a postponed game holds no day open", async () => {
    // Only 8 September counts: Green Bay 1-0 (not 2-0 with 22 September), Chicago 0-1 (not 0-2), and
    // Detroit, whose only game that day was postponed, has no record yet.
    expect(await standings(60)).toEqual({
      "green-bay-packers": { wins: 1, losses: 0, streak: 1, streak_type: "win", last_game_date: "2024-09-08" },
      "chicago-bears": { wins: 0, losses: 1, streak: 1, streak_type: "loss", last_game_date: "2024-09-08" },
    });
    // Through the last complete day; the latest result is kept apart; the teams are the schedule's.
    expect(await card(60)).toMatchObject({ results_through: "2024-09-08", last_result_date: "2024-09-22", teams_count: 3 });
  });

  it("does not count a day with a game in progress: its finals wait for the day's end", async () => {
    expect(await standings(61)).toEqual({
      "boston-bruins": { wins: 1, losses: 0, streak: 1, streak_type: "win", last_game_date: "2024-10-10" },
      "montreal-canadiens": { wins: 0, losses: 1, streak: 1, streak_type: "loss", last_game_date: "2024-10-10" },
    });
    expect(await card(61)).toMatchObject({ results_through: "2024-10-10", last_result_date: "2024-10-12" });
  });

  it("gives a season with no complete day no standings, no 'through' date and its schedule's teams", async () => {
    expect(await standings(62)).toEqual({});
    const facts = await card(62);
    expect(facts).toMatchObject({ results_through: null, last_result_date: "2025-09-07", teams_count: 3, games_count: 3 });
    expect(hasStandings(facts as { teams_count: number; games_count: number; results_through: string | null })).toBe(false);
  });

  it("leaves a season whose days are all complete as it was: every final counts", async () => {
    // The fixture's 2022 season: three regular-season finals (Chicago lost one and tied one) and the Super Bowl.
    expect(await card(1)).toMatchObject({ results_through: "2023-02-12", last_result_date: "2023-02-12" });
    expect((await standings(1))["chicago-bears"]).toMatchObject({ wins: 0, losses: 1 });
    // Its 2023 season: a game in progress on 1 October, after two complete Sundays.
    expect(await card(2)).toMatchObject({ results_through: "2023-09-17", last_result_date: "2023-09-17" });
  });
});
