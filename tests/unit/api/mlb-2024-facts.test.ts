// MLB 2024 on the full data (lahman-2024 joined to lahman's people; needs SPORTS_DATA_DIR and the imported
// database), checked against published records (Baseball-Reference): Bobby Witt Jr.'s 211 hits, Aaron
// Judge's 58 home runs (315 in his career through 2024), Shohei Ohtani's 54 and the NL MVP, Dave Roberts's
// 98-64, the Dodgers' World Series; the 2025 release's People table: Willie Mays died 2024-06-18, not aged.
import { describe, expect, it } from "vitest";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

type Season = { season_start_year: number; team: { slug: string } | null; stats: Record<string, number> };
type Player = {
  person: { age: number | null; age_at_death: number | null; death_date: string | null };
  first_season: number;
  last_season: number;
  career_stats: Record<string, number>;
  awards: Array<{ name: string; year: number }>;
  seasons: Array<Season>;
  hall_of_fame: boolean;
};

describe.skipIf(!FULL_DATA)("MLB 2024 (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get, database } = fullDataApi();
  const season2024 = (player: Player) => player.seasons.find((s) => s.season_start_year === 2024);

  it("Bobby Witt Jr.: 211 hits for Kansas City in 2024, the season joined to his 2022-2023 ones", async () => {
    const witt = await get<Player>("people/players/bobby-witt-jr/");
    expect(season2024(witt)).toMatchObject({ team: { slug: "kansas-city-royals" }, stats: { hits: 211, home_runs: 32, stolen_bases: 31 } });
    expect([witt.first_season, witt.last_season]).toEqual([2022, 2024]);
  });

  it("Aaron Judge: 58 home runs in 2024, 315 in his career through 2024; Shohei Ohtani: 54 and the NL MVP", async () => {
    const judge = await get<Player>("people/players/aaron-judge/");
    expect(season2024(judge)?.stats).toMatchObject({ home_runs: 58, runs_batted_in: 144 });
    expect(judge.career_stats.home_runs).toBe(315);
    expect(judge.awards).toContainEqual(expect.objectContaining({ name: "AL Most Valuable Player", year: 2024 }));
    const ohtani = await get<Player>("people/players/shohei-ohtani/");
    expect(season2024(ohtani)).toMatchObject({ team: { slug: "los-angeles-dodgers" }, stats: { home_runs: 54, stolen_bases: 59 } });
    expect(ohtani.awards).toContainEqual(expect.objectContaining({ name: "NL Most Valuable Player", year: 2024 }));
    expect(ohtani.career_stats.home_runs).toBe(225);
  });

  it("Willie Mays died on 2024-06-18 (the 2025 release's People table wins): his death date, no age", async () => {
    const mays = await get<Player>("people/players/willie-mays/");
    expect(mays.person).toMatchObject({ death_date: "2024-06-18", age: null, age_at_death: 93 });
    // Rickey Henderson died on 2024-12-20; Adrián Beltré was elected to the Hall of Fame in 2024.
    expect((await get<Player>("people/players/rickey-henderson/")).person).toMatchObject({ death_date: "2024-12-20", age: null });
    expect((await get<Player>("people/players/adrian-beltre/")).hall_of_fame).toBe(true);
  });

  it("managers' 2024 records: Dave Roberts 98-64; the 2024 Dodgers 98-64, World Series winners", async () => {
    const rows = await database().query<{ wins: number; losses: number; record_wins: number; record_losses: number; champion: string }>(
      `SELECT cs.wins, cs.losses, tsr.wins AS record_wins, tsr.losses AS record_losses, w.slug AS champion
       FROM coaching_stints cs JOIN coaches c ON c.id = cs.coach_id JOIN people pe ON pe.id = c.person_id JOIN teams t ON t.id = cs.team_id
       JOIN team_season_records tsr ON tsr.team_id = t.id AND tsr.season_start_year = 2024
       JOIN championship_results r ON r.season_start_year = 2024 JOIN championships ch ON ch.id = r.championship_id AND ch.slug = 'world-series'
       JOIN teams w ON w.id = r.winner_team_id
       WHERE pe.source_key = 'lahman:roberda07' AND cs.season_start_year = 2024`,
    );
    expect(rows).toEqual([{ wins: 98, losses: 64, record_wins: 98, record_losses: 64, champion: "los-angeles-dodgers" }]);
  });
});
