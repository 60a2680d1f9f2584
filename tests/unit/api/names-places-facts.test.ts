// Issue 31 on the full data, classes 4, 5, 7 and 10, checked against published records: names and places as
// they were in the season shown (the Brooklyn Dodgers of the 1955 World Series, the Music City Miracle at
// Adelphia Coliseum: Pro-Football-Reference), home games away from home (the Expos' 22 home games of 2003
// in San Juan: Baseball-Reference), one person, one award and one franchise name (Dan Issel and Dave Cowens,
// both born October 25, 1948: Basketball-Reference; the All-Star Game MVP, one a game: MLB), and football
// weeks in the league's time (2024 NFL Week 7, Thursday October 17 to two Monday night games on October 21).
import { describe, expect, it } from "vitest";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.skipIf(!FULL_DATA)("names, places, people and weeks as they were (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get, database } = fullDataApi();

  const gameId = async (home: string, date: string) => {
    const [row] = await database().query<{ id: number }>(
      "SELECT g.id FROM games g JOIN teams t ON t.id = g.home_team_id WHERE t.slug = $1 AND g.game_date = $2 ORDER BY g.id LIMIT 1",
      [home, date],
    );
    if (!row) throw new Error(`no game of ${home} on ${date}`);
    return row.id;
  };

  it("head-to-head: the 1955 World Series was the Brooklyn Dodgers' against the New York Yankees", async () => {
    const answer = await get<Json>("records/head-to-head/?teams=los-angeles-dodgers,new-york-yankees");
    const series1955 = answer.series.find((s: Json) => s.season === 1955);
    expect(series1955).toMatchObject({ name_a: "Brooklyn Dodgers", name_b: "New York Yankees", wins_a: 4, wins_b: 3, winner: "a" });
    const series1981 = answer.series.find((s: Json) => s.season === 1981);
    expect(series1981).toMatchObject({ name_a: "Los Angeles Dodgers", wins_a: 4, wins_b: 2 });
  });

  it("the Music City Miracle (January 8, 2000) was at Adelphia Coliseum, the Titans' home that season", async () => {
    const game = await get<Json>(`games/games/${await gameId("tennessee-titans", "2000-01-08")}/`);
    expect(game.venue.name).toBe("Adelphia Coliseum");
    expect([game.away_score, game.home_score]).toEqual([16, 22]);
  });

  it("the Expos' home games in San Juan (2003) keep the Expos as the home team and say where they were played", async () => {
    const game = await get<Json>(`games/games/${await gameId("washington-nationals", "2003-04-11")}/`);
    expect(game.home_team.name).toBe("Montreal Expos");
    expect(game.neutral_site).toBe(true);
    expect(game.venue.name).toBe("Estadio Hiram Bithorn");
    const [{ n }] = await database().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM games g JOIN teams t ON t.id = g.home_team_id
       WHERE t.slug = 'washington-nationals' AND g.season_start_year = 2003 AND g.neutral_site`,
    );
    expect(n).toBe(22);
  });

  it("on October 25 the NBA lists Dan Issel and Dave Cowens once each, one person for the player and the coach", async () => {
    const answer = await get<Json>("records/on-this-day/?date=10-25&league=nba");
    const births = answer.sections.flatMap((s: Json) => s.births).map((b: Json) => b.name);
    expect(births.filter((name: string) => name === "Dan Issel")).toHaveLength(1);
    expect(births.filter((name: string) => name === "Dave Cowens")).toHaveLength(1);
    const people = await database().query<{ roles: string }>(
      `SELECT concat_ws(',', (SELECT min('player') FROM players p WHERE p.person_id = pe.id), (SELECT min('coach') FROM coaches c WHERE c.person_id = pe.id)) AS roles
       FROM people pe WHERE pe.full_name IN ('Dan Issel', 'Dave Cowens')`,
    );
    expect(people).toEqual([{ roles: "player,coach" }, { roles: "player,coach" }]);
  });

  it("the NFL franchise index names the Buffalo Bills once; the Raiders' names in their order, Oakland twice", async () => {
    const answer = await get<Json>("records/franchises/?league=nfl");
    const names = (slug: string) => answer.results.find((f: Json) => f.slug === slug).names;
    expect(names("buffalo-bills")).toEqual([{ name: "Buffalo Bills", first_season: 1960, last_season: null }]);
    expect(names("las-vegas-raiders").map((n: Json) => `${n.name} ${n.first_season}-${n.last_season ?? ""}`)).toEqual([
      "Oakland Raiders 1960-1981",
      "Los Angeles Raiders 1982-1994",
      "Oakland Raiders 1995-2019",
      "Las Vegas Raiders 2020-",
    ]);
  });

  it("the All-Star Game MVP is one MLB award (one a game since 1962), not one per league", async () => {
    const answer = await get<Json>("records/awards/?sport__slug=baseball&level__slug=professional");
    const awards = answer.leagues.find((l: Json) => l.slug === "mlb").awards.map((a: Json) => a.name);
    expect(awards.filter((name: string) => name.includes("All-Star Game MVP"))).toEqual(["All-Star Game MVP"]);
    expect(awards).toContain("ALCS MVP");
    expect(awards).not.toContain("AL ALCS MVP");
  });

  it("2024 NFL Week 7, Tuesday to Monday, holds its 15 games, the two Monday night games included", async () => {
    const summary = await get<Json>("games/games/summary/?league=nfl&game_date__gte=2024-10-15&game_date__lte=2024-10-21");
    expect(summary.football_weeks[0]).toEqual({ week: "7", count: 15 });
  });
});
