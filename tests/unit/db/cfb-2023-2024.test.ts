// College football 2023 and 2024 on the imported database (cfb-games-cfbd-2023-2024; needs SPORTS_DATA_DIR),
// checked against published records (Sports-Reference College Football): 2023 Michigan 12-0 and the Big Ten
// title (13-0), the seed's 15-0 national champion; 2024 Oregon 12-0 and the Big Ten title (13-0), Georgia the
// SEC champion over Texas; the FBS team counts (133, 134); the bowls saved without scores stated as partial;
// the record book counting 2023 and 2024 with the 2021-2022 gap stated.
import { describe, expect, it } from "vitest";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

type List = { slug: string; scope: { label: string } | null; rows: Array<{ team: { slug: string }; season: { start_year: number }; value: number }> };

describe.skipIf(!FULL_DATA)("college football 2023 and 2024 (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get, database } = fullDataApi();

  /** A team's regular-season record from the games we hold, with and without its conference title game. */
  async function record(team: string, season: number) {
    const [row] = await database().query<{ wins: number; losses: number; title_game_wins: number }>(
      `SELECT count(*) FILTER (WHERE mine > theirs)::int AS wins, count(*) FILTER (WHERE mine < theirs)::int AS losses,
              count(*) FILTER (WHERE mine > theirs AND title_game)::int AS title_game_wins
       FROM (SELECT CASE WHEN h.slug = $1 THEN g.home_score ELSE g.away_score END AS mine,
                    CASE WHEN h.slug = $1 THEN g.away_score ELSE g.home_score END AS theirs,
                    -- the conference title games are each conference's last game, in December, at a neutral site
                    g.game_date >= make_date($2, 12, 1) AND g.neutral_site AS title_game
             FROM games g JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id
             WHERE g.season_start_year = $2 AND g.game_type = 'regular' AND g.status = 'final' AND $1 IN (h.slug, a.slug)) x`,
      [team, season],
    );
    return row;
  }

  it("2023: Michigan 12-0, then the Big Ten title (13-0 in the standings); the seed's champion is 15-0 Michigan", async () => {
    expect(await record("michigan-wolverines-football", 2023)).toEqual({ wins: 13, losses: 0, title_game_wins: 1 });
    const standings = await database().query<{ slug: string; record: string }>(
      `SELECT t.slug, st.wins || '-' || st.losses AS record FROM standings st JOIN teams t ON t.id = st.team_id
       WHERE st.season_start_year = 2023 AND t.slug = ANY($1::text[]) ORDER BY t.slug`,
      [["michigan-wolverines-football", "washington-huskies-football", "florida-state-seminoles-football", "georgia-bulldogs-football"]],
    );
    expect(standings).toEqual([
      { slug: "florida-state-seminoles-football", record: "13-0" },
      { slug: "georgia-bulldogs-football", record: "12-1" },
      { slug: "michigan-wolverines-football", record: "13-0" },
      { slug: "washington-huskies-football", record: "13-0" },
    ]);
    const [champion] = await database().query<{ slug: string; winner_record: string }>(
      `SELECT t.slug, r.winner_record FROM championship_results r JOIN championships c ON c.id = r.championship_id
       JOIN teams t ON t.id = r.winner_team_id WHERE c.slug = 'cfb-national-championship' AND r.season_start_year = 2023`,
    );
    expect(champion).toEqual({ slug: "michigan-wolverines-football", winner_record: "15-0" });
  });

  it("2024: Oregon 12-0 and the Big Ten title 45-37 over Penn State (13-0); Georgia SEC champion 22-19 over Texas", async () => {
    expect(await record("oregon-ducks-football", 2024)).toEqual({ wins: 13, losses: 0, title_game_wins: 1 });
    const titleGames = await database().query<{ home: string; away: string; home_score: number; away_score: number }>(
      `SELECT h.slug AS home, a.slug AS away, g.home_score, g.away_score FROM games g
       JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id
       WHERE g.season_start_year = 2024 AND g.game_date = '2024-12-07' AND g.game_type = 'regular' AND g.neutral_site
         AND (h.slug IN ('georgia-bulldogs-football', 'oregon-ducks-football') OR a.slug IN ('georgia-bulldogs-football', 'oregon-ducks-football'))
       ORDER BY h.slug`,
    );
    expect(titleGames).toEqual([
      { home: "oregon-ducks-football", away: "penn-state-nittany-lions-football", home_score: 45, away_score: 37 },
      { home: "texas-longhorns-football", away: "georgia-bulldogs-football", home_score: 19, away_score: 22 },
    ]);
  });

  it("counts the FBS teams of each season (133 in 2023, 134 in 2024), not their FCS opponents", async () => {
    const rows = await database().query<{ season: number; teams: number }>(
      `SELECT st.season_start_year AS season, count(*)::int AS teams FROM standings st JOIN leagues l ON l.id = st.league_id
       WHERE l.slug = 'cfb' AND st.season_start_year IN (2023, 2024) GROUP BY 1 ORDER BY 1`,
    );
    expect(rows).toEqual([
      { season: 2023, teams: 133 },
      { season: 2024, teams: 134 },
    ]);
  });

  it("states the postseason as partial where its games lack scores: 7 of 2023's 41 bowls, 43 of 2024's 45 games", async () => {
    type Coverage = { state: string; league_games: { postseason: number; postseason_fixtures: number }; team_games: { postseason: number; fixtures: number } };
    const michigan = await get<Coverage>("teams/teams/michigan-wolverines-football/coverage/?year=2023");
    // Its Rose Bowl semifinal is listed without a score: no result, never a win or a loss.
    expect(michigan).toMatchObject({
      state: "complete",
      league_games: { postseason: 41, postseason_fixtures: 34 },
      team_games: { postseason: 1, fixtures: 1 },
    });
    const oregon = await get<Coverage>("teams/teams/oregon-ducks-football/coverage/?year=2024");
    expect(oregon.league_games).toMatchObject({ postseason: 45, postseason_fixtures: 2 });
    const [unscored] = await database().query<{ results_without_score: number }>(
      `SELECT count(*)::int AS results_without_score FROM games g JOIN leagues l ON l.id = g.league_id
       WHERE l.slug = 'cfb' AND g.season_start_year IN (2023, 2024) AND g.status = 'final' AND (g.home_score IS NULL OR g.away_score IS NULL)`,
    );
    expect(unscored.results_without_score).toBe(0);
  });

  it("the record book counts 2023 and 2024, its headings state the 2021-2022 gap, and no run bridges it", async () => {
    const records = await get<{ lists: Array<List> }>("records/teams/?sport__slug=football&level__slug=college");
    const list = (slug: string) => records.lists.find((l) => l.slug === slug);
    expect(list("most-wins")?.scope?.label).toBe("2001 to 2019, 2023 to 2025");
    expect(list("largest-margin")?.scope?.label).toBe("2001 to 2020, 2023 to 2025");
    expect(list("longest-winning-streak")?.scope?.label).toBe("2001 to 2020, 2023 to 2025");
    // 2023 Michigan, Washington and Florida State: 13-0 regular seasons among the most wins.
    const unbeaten2023 = list("most-wins")
      ?.rows.filter((r) => r.season.start_year === 2023)
      .map((r) => r.team.slug);
    expect(unbeaten2023).toEqual(expect.arrayContaining(["michigan-wolverines-football"]));
    type HeadToHead = { scope: { label: string }; regular: { games: number }; longest_streak: { from: string; to: string } | null };
    const game = await get<HeadToHead>(
      "records/head-to-head/?teams=michigan-wolverines-football,ohio-state-buckeyes-football&sport__slug=football&level__slug=college",
    );
    expect(game.scope.label).toBe("2001 to 2020, 2023 to 2025");
    // Ohio State won 2012-2019 (2020 was not played); Michigan won 2021-2024, of which we hold 2023 and 2024.
    expect(game.longest_streak).toMatchObject({ from: "2012-11-24", to: "2019-11-30" });
    // No run may pass over 2021-2022: each run's games fall within one stretch of seasons we hold.
    const runs = await get<HeadToHead>(
      "records/head-to-head/?teams=alabama-crimson-tide-football,auburn-tigers-football&sport__slug=football&level__slug=college",
    );
    const { from, to } = runs.longest_streak ?? { from: "", to: "" };
    expect(from < "2021-01-01" && to > "2023-01-01").toBe(false);
  });
});
