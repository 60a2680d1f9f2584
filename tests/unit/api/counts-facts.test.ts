// Issue 31, class 6, on the full data: counts that mean what they say. Playoff teams are the teams that
// played in the playoffs proper (16 in the NBA since the play-in, whose losers did not; the 12 of the
// 2025-26 College Football Playoff, not the 82 bowl teams: NCAA), a season's regular-season games are
// its games once each (2,430 in MLB: a postponed game and its makeup are one), and a team's seasons in our
// data are counted as such, with their gaps (Duke's 11 seasons of title games, not 1963-64 to 2014-15).
import { describe, expect, it } from "vitest";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

type Standing = { team: { slug: string } | string; playoff_position: string | null };
type Page<T> = { count: number; results: Array<T> };

describe.skipIf(!FULL_DATA)("counts that mean what they say (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get, database } = fullDataApi();

  const playoffTeams = async (league: string, season: number) =>
    (await get<Page<Standing>>(`championships/seasons/${season}-${league}-season/standings/?page_size=200`)).results.filter(
      (row) => row.playoff_position === "champion" || row.playoff_position === "playoffs",
    ).length;

  it("NBA: 16 playoff teams in 2019-20 (Memphis lost the bubble's play-in), 2022-23 and 2023-24 (play-in losers are not playoff teams)", async () => {
    expect(await playoffTeams("nba", 2019)).toBe(16);
    expect(await playoffTeams("nba", 2022)).toBe(16);
    expect(await playoffTeams("nba", 2023)).toBe(16);
    const [memphis] = await database().query<{ made_playoffs: boolean }>(
      `SELECT st.made_playoffs FROM standings st JOIN teams t ON t.id = st.team_id WHERE t.slug = 'memphis-grizzlies' AND st.season_start_year = 2019`,
    );
    expect(memphis.made_playoffs).toBe(false);
  });

  it("college football 2025: the 12 teams of the College Football Playoff, its 11 games", async () => {
    expect(await playoffTeams("cfb", 2025)).toBe(12);
    const season = await get<{ playoff_games: number }>("championships/seasons/2025-cfb-season/");
    expect(season.playoff_games).toBe(11);
  });

  it("MLB 2026: 2,430 regular-season games, a postponed game and its makeup counted once", async () => {
    const season = await get<{ regular_season_games: number }>("championships/seasons/2026-mlb-season/");
    expect(season.regular_season_games).toBe(2430);
    const perTeam = await database().query<{ games: number; teams: number }>(
      `SELECT n AS games, count(*)::int AS teams FROM (
         SELECT t, count(*)::int AS n FROM games g JOIN leagues l ON l.id = g.league_id,
           LATERAL (VALUES (g.home_team_id), (g.away_team_id)) side(t)
         WHERE l.slug = 'mlb' AND g.season_start_year = 2026 AND g.game_type = 'regular' GROUP BY t) x GROUP BY n`,
    );
    expect(perTeam).toEqual([{ games: 162, teams: 30 }]);
  });

  it("Duke men's basketball: its seasons in our data are the 11 of its title games, not a run from 1963-64", async () => {
    const stats = await get<{ years_active: number; seasons_held: Array<number> }>("teams/teams/duke-blue-devils-basketball/stats/");
    expect(stats.years_active).toBe(11);
    expect(stats.seasons_held).toEqual([1963, 1977, 1985, 1989, 1990, 1991, 1993, 1998, 2000, 2009, 2014]);
  });
});
