// Players' postseason lines on the full data (decision 0185), checked against published records
// (Baseball-Reference's and Hockey-Reference's postseason pages): Reggie Jackson's five home runs of the
// 1977 World Series, Jeter's 200 postseason hits, Rivera's 42 saves, Bumgarner's 2014 World Series,
// Gretzky's 382 playoff points, Roy's 151 playoff wins. And what must not change: the career totals
// and the leader lists read the regular seasons only.
import { describe, expect, it } from "vitest";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

type Line = { season_start_year: number; round: string | null; round_label: string; team: { slug: string }; stats: Record<string, number> };
type Player = {
  career_stats: Record<string, number>;
  postseason: {
    lines: Array<Line>;
    seasons: number;
    totals: Record<string, number>;
    by_round: Array<{ round_label: string; series: number; stats: Record<string, number> }>;
  };
};
type Leaders = { results: Array<{ player: { slug: string; name: string }; value: number }> };

describe.skipIf(!FULL_DATA)("postseason lines on the full data (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get } = fullDataApi();

  it("Reggie Jackson: five home runs in the 1977 World Series, ten in his World Series", async () => {
    const reggie = await get<Player>("people/players/reggie-jackson-2/");
    const ws1977 = reggie.postseason.lines.find((l) => l.season_start_year === 1977 && l.round === "WS");
    expect(ws1977).toMatchObject({ round_label: "World Series", team: { slug: "new-york-yankees" }, stats: { home_runs: 5, runs_batted_in: 8 } });
    expect(reggie.postseason.by_round.find((r) => r.round_label === "World Series")?.stats.home_runs).toBe(10);
    expect(reggie.postseason.totals.home_runs).toBe(18);
  });

  it("Derek Jeter: 200 postseason hits in 16 postseasons, apart from his 3,465 career hits", async () => {
    const jeter = await get<Player>("people/players/derek-jeter/");
    expect(jeter.postseason.totals.hits).toBe(200);
    expect(jeter.postseason.seasons).toBe(16);
    expect(jeter.career_stats.hits).toBe(3465);
  });

  it("Mariano Rivera: 42 postseason saves and 8-1, apart from his 652 career saves", async () => {
    const rivera = await get<Player>("people/players/mariano-rivera/");
    expect(rivera.postseason.totals).toMatchObject({ saves: 42, wins: 8, losses: 1 });
    expect(rivera.postseason.totals.era).toBeCloseTo(0.7, 2);
    expect(rivera.career_stats.saves).toBe(652);
  });

  it("Madison Bumgarner's 2014 World Series: 2-0, a save, 21 innings, 0.43 ERA", async () => {
    const bumgarner = await get<Player>("people/players/madison-bumgarner/");
    const ws = bumgarner.postseason.lines.find((l) => l.season_start_year === 2014 && l.round === "WS");
    expect(ws?.stats).toMatchObject({ wins: 2, losses: 0, saves: 1, innings_pitched_outs: 63, earned_runs: 1, strikeouts: 17 });
    expect(ws?.stats.era).toBeCloseTo(0.43, 2);
    // The 2014 rounds in the order played: the wild card game, the division series, the NLCS, the World Series.
    expect(bumgarner.postseason.lines.filter((l) => l.season_start_year === 2014).map((l) => l.round_label)).toEqual([
      "NL Wild Card",
      "NL Division Series",
      "NL Championship Series",
      "World Series",
    ]);
  });

  it("Wayne Gretzky: 382 NHL playoff points (122 goals, 260 assists), apart from his 2,857 career points", async () => {
    const gretzky = await get<Player>("people/players/wayne-gretzky/");
    expect(gretzky.postseason.totals).toMatchObject({ points: 382, goals: 122, assists: 260, games_played: 208 });
    expect(gretzky.postseason.lines.every((l) => l.round === null)).toBe(true);
    expect(gretzky.career_stats.points).toBe(2857);
  });

  it("Patrick Roy: 151 playoff wins, apart from his 551 career wins", async () => {
    const roy = await get<Player>("people/players/patrick-roy/");
    expect(roy.postseason.totals).toMatchObject({ wins: 151, shutouts: 23 });
    expect(roy.career_stats.wins).toBe(551);
  });

  it("the leader lists read the regular seasons only: Jeter's 3,465 hits, Cy Young's 511 wins, Gretzky's 2,857 points", async () => {
    const hits = await get<Leaders>("records/leaders/?league=mlb&statistic=hits&span=career&page_size=10");
    expect(hits.results.find((r) => r.player.slug === "derek-jeter")?.value).toBe(3465);
    const wins = await get<Leaders>("records/leaders/?league=mlb&statistic=wins&span=career&page_size=1");
    expect(wins.results[0]).toMatchObject({ player: { name: "Cy Young" }, value: 511 });
    const points = await get<Leaders>("records/leaders/?league=nhl&statistic=points&span=career&page_size=1");
    expect(points.results[0]).toMatchObject({ player: { slug: "wayne-gretzky" }, value: 2857 });
    // Single season: no postseason line adds to a season (Bonds's 73 in 2001, not 73 and his playoff homers).
    const homers = await get<Leaders>("records/leaders/?league=mlb&statistic=home-runs&span=season&page_size=1");
    expect(homers.results[0]).toMatchObject({ player: { slug: "barry-bonds" }, value: 73 });
  });
});
