// The record book on the full data, checked against published records (needs SPORTS_DATA_DIR and the
// imported database). Sources: Baseball-Reference's career and single-season home run leaders (Bonds
// 762, Aaron 755, Ruth 714; Bonds 73 in 2001), Hockey-Reference's single-season goals (Gretzky 92 in
// 1981-82), Basketball-Reference's career points (Abdul-Jabbar 38,387, first until 2023, after our data),
// Pro-Football-Reference's Bears-Packers games (the 1941 playoff, the 2010 NFC Championship, the
// Packers' eleven straight wins ended by the Bears' 24-22 on 2025-01-05).
import { describe, expect, it } from "vitest";
import { careerStats } from "../../../core/career-stats";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

type Leaders = {
  count: number;
  results: Array<{
    rank: number;
    player: { slug: string; name: string };
    value: number;
    value_text: string;
    season: { start_year: number; label: string } | null;
    team: { slug: string } | null;
  }>;
  scope: { first_label: string; last_label: string } | null;
  statistic: { minimum: string | null } | null;
};

describe.skipIf(!FULL_DATA)("the record book on the full data (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get, database } = fullDataApi();

  it("MLB career home runs: Bonds 762, Aaron 755, Ruth 714 (Lahman, to its last season)", async () => {
    const list = await get<Leaders>("records/leaders/?league=mlb&statistic=home-runs&span=career");
    expect(list.results.slice(0, 3).map((r) => [r.player.name, r.value])).toEqual([
      ["Barry Bonds", 762],
      ["Hank Aaron", 755],
      ["Babe Ruth", 714],
    ]);
    expect(list.count).toBe(100);
    expect(list.results).toHaveLength(25);
    expect(list.scope).toMatchObject({ first_label: "1871", last_label: "2024" });
  });

  it("MLB single-season home runs: Bonds 73 in 2001 with the Giants, McGwire 70 in 1998", async () => {
    const list = await get<Leaders>("records/leaders/?league=mlb&statistic=home-runs&span=season&page_size=2");
    expect(list.results[0]).toMatchObject({ player: { name: "Barry Bonds" }, value: 73, season: { start_year: 2001 }, team: { slug: "san-francisco-giants" } });
    expect(list.results[1]).toMatchObject({ player: { name: "Mark McGwire" }, value: 70, season: { start_year: 1998 } });
  });

  it("NHL single-season goals: Gretzky 92 in 1981-82", async () => {
    const list = await get<Leaders>("records/leaders/?league=nhl&statistic=goals&span=season&page_size=1");
    expect(list.results[0]).toMatchObject({ player: { name: "Wayne Gretzky" }, value: 92, season: { label: "1981-82" } });
  });

  it("NBA career points through 2020-21: Abdul-Jabbar 38,387 first, and the heading says where the totals end", async () => {
    const list = await get<Leaders>("records/leaders/?league=nba&statistic=points&span=career&page_size=1");
    expect(list.results[0]).toMatchObject({ rank: 1, player: { name: "Kareem Abdul-Jabbar" }, value: 38387, value_text: "38,387" });
    expect(list.scope).toEqual({ first_season: 1946, last_season: 2020, first_label: "1946-47", last_label: "2020-21", label: "1946-47 to 2020-21" });
  });

  it("a range past the data's end states no seasons and lists no one", async () => {
    const list = await get<Leaders>("records/leaders/?league=nba&statistic=points&span=season&from=2021&to=2024");
    expect(list.scope).toBeNull();
    expect(list.results).toEqual([]);
  });

  it("a career within a range sums that range's seasons only (Ruth's Yankee years 1920-1934: 659 home runs)", async () => {
    const list = await get<Leaders>("records/leaders/?league=mlb&statistic=home-runs&span=career&from=1920&to=1934&page_size=1");
    expect(list.results[0]).toMatchObject({ player: { name: "Babe Ruth" }, value: 659 });
    expect(list.scope).toMatchObject({ first_label: "1920", last_label: "1934" });
  });

  it("rates state their minimum and qualify by it: Cobb's .366 career batting average leads", async () => {
    const list = await get<Leaders>("records/leaders/?league=mlb&statistic=batting-average&span=career&page_size=1");
    expect(list.statistic?.minimum).toBe("at least 3,000 at-bats");
    expect(list.results[0]).toMatchObject({ player: { name: "Ty Cobb" }, value_text: ".366" });
    const era = await get<Leaders>("records/leaders/?league=mlb&statistic=era&span=career&page_size=3");
    expect(era.statistic?.minimum).toBe("at least 1,000 innings pitched");
    // Lowest first: Ed Walsh's 1.82 is the career record.
    expect(era.results[0]).toMatchObject({ player: { name: "Ed Walsh" } });
    expect(era.results[0].value).toBeLessThan(era.results[1].value + 1e-9);
  });

  it("ties share a rank, and the next rank skips past them", async () => {
    const list = await get<Leaders>("records/leaders/?league=mlb&statistic=home-runs&span=season&page_size=100");
    for (let i = 1; i < list.results.length; i++) {
      const [before, row] = [list.results[i - 1], list.results[i]];
      expect(row.rank).toBe(row.value === before.value ? before.rank : i + 1);
    }
    expect(new Set(list.results.map((r) => r.rank)).size).toBeLessThan(list.results.length);
  });

  it("a career total is the player page's career total (core/career-stats.ts) for every top-100 row", async () => {
    for (const [league, statistic, key] of [
      ["nba", "points", "points"],
      ["mlb", "hits", "hits"],
      ["nhl", "goals", "goals"],
    ] as const) {
      const list = await get<Leaders>(`records/leaders/?league=${league}&statistic=${statistic}&page_size=100`);
      const rows = await database().query<{
        slug: string;
        team_id: number | null;
        season_start_year: number;
        stats: Record<string, unknown>;
        other_league: string | null;
      }>(
        `SELECT p.slug, ps.team_id, ps.season_start_year, ps.stats, ps.other_league FROM player_seasons ps JOIN players p ON p.id = ps.player_id WHERE p.slug = ANY($1)`,
        [list.results.map((r) => r.player.slug)],
      );
      for (const row of list.results) {
        expect(row.value, `${league} ${row.player.slug}`).toBe(careerStats(rows.filter((r) => r.slug === row.player.slug))[key]);
      }
    }
  });

  it("the pages past the 100th rank are refused; an unknown statistic or league is a 400 or 404", async () => {
    await get("records/leaders/?league=mlb&page=5", 400);
    await get("records/leaders/?league=mlb&statistic=touchdowns", 400);
    await get("records/leaders/?league=mlb&sport__slug=hockey", 404);
    await get("records/leaders/?league=mlb&sort=x", 400);
  });

  it("franchise seasons count 1994 (a season without a postseason) and skip 2004-05 (no NHL season)", async () => {
    type Index = { results: Array<{ slug: string; seasons: number; first_season: number; last_season: number; titles: number }> };
    const mlb = await get<Index>("records/franchises/?league=mlb");
    const yankees = mlb.results.find((f) => f.slug === "new-york-yankees");
    // 1901 (Baltimore) to 2026 (our games end on 2026-08-21), every season played, 1994 and 2020 included; 27 World Series.
    expect(yankees).toMatchObject({ first_season: 1901, last_season: 2026, seasons: 2026 - 1901 + 1, titles: 27 });
    const nhl = await get<Index>("records/franchises/?league=nhl");
    const canadiens = nhl.results.find((f) => f.slug === "montreal-canadiens");
    expect(canadiens).toMatchObject({ first_season: 1917, seasons: canadiens!.last_season - 1917 + 1 - 1 });
    // A season's titles once: the 1966 and 1967 Packers won the NFL Championship and the Super Bowl (13 titles).
    const nfl = await get<Index>("records/franchises/?league=nfl");
    expect(nfl.results.find((f) => f.slug === "green-bay-packers")?.titles).toBe(13);
  });

  it("Bears-Packers: the two playoff meetings, and the Packers' eleven straight ended on 2025-01-05", async () => {
    type H2H = {
      postseason: { games: number; wins_a: number; wins_b: number };
      series: Array<{ season: number; winner: string }>;
      longest_streak: { team: string; length: number; from: string; to: string };
      last_meetings: Array<{ date: string; score_a: number; score_b: number }>;
    };
    const h2h = await get<H2H>("records/head-to-head/?teams=green-bay-packers,chicago-bears&to=2024");
    expect(h2h.postseason).toMatchObject({ games: 2, wins_a: 1, wins_b: 1 });
    expect(h2h.series.map((s) => [s.season, s.winner])).toEqual([
      [2010, "a"],
      [1941, "b"],
    ]);
    expect(h2h.longest_streak).toMatchObject({ team: "a", length: 11, to: "2024-11-17" });
    expect(h2h.last_meetings[0]).toMatchObject({ date: "2025-01-05", score_a: 22, score_b: 24 });
    // An era's slug is its franchise: the Seattle SuperSonics are the Thunder.
    const sonics = await get<{ a: { slug: string } }>("records/head-to-head/?teams=seattle-supersonics,chicago-bulls");
    expect(sonics.a.slug).toBe("oklahoma-city-thunder");
    await get("records/head-to-head/?teams=green-bay-packers", 400);
    await get("records/head-to-head/?teams=green-bay-packers,green-bay-packers", 400);
    await get("records/head-to-head/?teams=green-bay-packers,nowhere-team", 404);
    await get("records/head-to-head/?teams=green-bay-packers,chicago-bulls", 400);
  });
});
