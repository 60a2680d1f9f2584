// Postseason brackets on the full data, checked against published results (needs SPORTS_DATA_DIR and the
// imported database). Sources: Basketball-Reference (2016 NBA Finals, Cleveland 4-3 Golden State; 2016
// West finals, Golden State 4-3 Oklahoma City; 1951 NBA Finals, Rochester 4-3 New York), Baseball-Reference
// (1903 World Series, best-of-nine, Boston 5-3 Pittsburgh; 2004 ALCS, Boston 4-3 New York after 0-3),
// Hockey-Reference (2019 Stanley Cup Final, St. Louis 4-3 Boston), Pro-Football-Reference (the 1967 NFL
// Championship Game, Green Bay 21-17 Dallas; Super Bowl II, Green Bay 33-14 Oakland) and the College Football
// Playoff (2025-26 final, Indiana 27-21 Miami). The NCAA men's tournament (decision 0179), from the NCAA's
// records: 1985, Villanova (8) 66-64 Georgetown (1); 2018, UMBC (16) 74-54 Virginia (1) in the First Round;
// the 2023 Final Four, San Diego State 72-71 Florida Atlantic and UConn 72-59 Miami, UConn 76-59 in the
// final; 2025, Florida 65-63 Houston; 2021, Oregon-VCU a no contest (VCU withdrew under COVID-19 protocols).
import { describe, expect, it } from "vitest";
import type { Bracket, BracketMatchup } from "../../../api/model";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

describe.skipIf(!FULL_DATA)("postseason brackets on the full data (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get } = fullDataApi();
  const bracket = (slug: string) => get<Bracket>(`championships/seasons/${slug}/bracket/`);
  const round = (b: Bracket, name: string) => b.rounds.find((r) => r.name === name);
  /** The matchup of a round between two teams, by their names that season. */
  const matchup = (b: Bracket, roundName: string, winner: string): BracketMatchup | undefined =>
    round(b, roundName)?.matchups.find((m) => m.team_a.name === winner && m.winner === "a");

  it("draws the 2016 NBA playoffs: four rounds of eight, four, two and one series, Cleveland 4-3 over Golden State", async () => {
    const b = await bracket("2015-nba-season");
    expect(b.rounds.map((r) => [r.name, r.matchups.length])).toEqual([
      ["First Round", 8],
      ["Conference Semifinals", 4],
      ["Conference Finals", 2],
      ["NBA Finals", 1],
    ]);
    expect(matchup(b, "NBA Finals", "Cleveland Cavaliers")).toMatchObject({ result: "4-3", team_b: { name: "Golden State Warriors" }, is_final: true });
    expect(matchup(b, "Conference Finals", "Golden State Warriors")).toMatchObject({ result: "4-3", team_b: { name: "Oklahoma City Thunder" } });
    expect(matchup(b, "First Round", "Cleveland Cavaliers")).toMatchObject({ result: "4-0", team_b: { name: "Detroit Pistons" } });
    expect(b.missing).toEqual([]);
  });

  it("draws the 1975 NBA playoffs as played: two first-round series, six teams with a bye into the conference semifinals", async () => {
    const b = await bracket("1974-nba-season");
    expect(b.rounds.map((r) => [r.name, r.matchups.length])).toEqual([
      ["First Round", 2],
      ["Conference Semifinals", 4],
      ["Conference Finals", 2],
      ["NBA Finals", 1],
    ]);
    expect(round(b, "Conference Semifinals")?.byes).toEqual([
      "Boston Celtics",
      "Buffalo Braves",
      "Chicago Bulls",
      "Golden State Warriors",
      "Kansas City-Omaha Kings",
      "Washington Bullets",
    ]);
    expect(matchup(b, "Conference Semifinals", "Washington Bullets")).toMatchObject({ result: "4-3", team_b: { name: "Buffalo Braves" } });
    expect(matchup(b, "NBA Finals", "Golden State Warriors")).toMatchObject({ result: "4-0", team_b: { name: "Washington Bullets" } });
    expect(b.missing).toEqual([]);
  });

  it("draws the NHL's 2020 bubble as played: a seeding round robin of single games, the qualifying round, then four rounds", async () => {
    const b = await bracket("2019-nhl-season");
    expect(b.rounds.map((r) => [r.name, r.matchups.length])).toEqual([
      ["Seeding Round Robin", 12],
      ["Qualifying Round", 8],
      ["First Round", 8],
      ["Second Round", 4],
      ["Conference Finals", 2],
      ["Stanley Cup Final", 1],
    ]);
    expect(round(b, "Seeding Round Robin")?.matchups.every((m) => m.decided_by === "game")).toBe(true);
    expect(matchup(b, "Qualifying Round", "Montreal Canadiens")).toMatchObject({ result: "3-1", team_b: { name: "Pittsburgh Penguins" } });
    // Tampa Bay beat Boston in the round robin and 4-1 in the Second Round: two matchups, not one of 5-1.
    expect(matchup(b, "Second Round", "Tampa Bay Lightning")).toMatchObject({ result: "4-1", team_b: { name: "Boston Bruins" } });
    expect(matchup(b, "Conference Finals", "Dallas Stars")).toMatchObject({ result: "4-1", team_b: { name: "Vegas Golden Knights" } });
    expect(matchup(b, "Stanley Cup Final", "Tampa Bay Lightning")).toMatchObject({ result: "4-2", team_b: { name: "Dallas Stars" } });
    expect(b.missing).toEqual([]);
  });

  it("names the NFL's 1982 strike-season tournament's rounds as the NFL did: First Round (8 games), Second Round (4)", async () => {
    const b = await bracket("1982-nfl-season");
    expect(b.rounds.map((r) => [r.name, r.matchups.length])).toEqual([
      ["First Round", 8],
      ["Second Round", 4],
      ["Conference Championship", 2],
      ["Super Bowl", 1],
    ]);
    expect(matchup(b, "Super Bowl", "Washington Redskins")).toMatchObject({ result: "27-17", team_b: { name: "Miami Dolphins" } });
  });

  it("draws the 1951 NBA Finals: Rochester 4-3 over New York", async () => {
    const b = await bracket("1950-nba-season");
    expect(matchup(b, "NBA Finals", "Rochester Royals")).toMatchObject({ result: "4-3", team_b: { name: "New York Knicks" } });
  });

  it("draws the 1903 World Series, best of nine: Boston 5-3 over Pittsburgh", async () => {
    const b = await bracket("1903-mlb-season");
    expect(b.rounds.map((r) => r.name)).toEqual(["World Series"]);
    const [ws] = b.rounds[0].matchups;
    expect(ws).toMatchObject({ result: "5-3", games: 8, team_b: { name: "Pittsburgh Pirates" }, is_final: true });
    expect(ws.team_a.name).toMatch(/^Boston/);
  });

  it("draws the 2004 MLB postseason: Division Series, the ALCS (Boston 4-3 New York) and the World Series sweep", async () => {
    const b = await bracket("2004-mlb-season");
    expect(b.rounds.map((r) => [r.name, r.matchups.length])).toEqual([
      ["Division Series", 4],
      ["League Championship Series", 2],
      ["World Series", 1],
    ]);
    const alcs = matchup(b, "League Championship Series", "Boston Red Sox");
    expect(alcs).toMatchObject({ label: "ALCS", result: "4-3", team_b: { name: "New York Yankees" }, games: 7 });
    expect(matchup(b, "World Series", "Boston Red Sox")).toMatchObject({ result: "4-0", team_b: { name: "St. Louis Cardinals" } });
  });

  it("draws the 2019 Stanley Cup playoffs: St. Louis 4-3 over Boston in the Final", async () => {
    const b = await bracket("2018-nhl-season");
    expect(b.rounds.map((r) => r.name)).toEqual(["First Round", "Second Round", "Conference Finals", "Stanley Cup Final"]);
    expect(matchup(b, "Stanley Cup Final", "St. Louis Blues")).toMatchObject({ result: "4-3", team_b: { name: "Boston Bruins" } });
  });

  it("draws the 1967 NFL postseason: the Ice Bowl (21-17) and Super Bowl II (33-14), single games named as then", async () => {
    const b = await bracket("1967-nfl-season");
    expect(b.rounds.map((r) => r.name)).toEqual(["Conference Championship", "NFL Championship Game", "Super Bowl"]);
    expect(matchup(b, "NFL Championship Game", "Green Bay Packers")).toMatchObject({ result: "21-17", decided_by: "game", team_b: { name: "Dallas Cowboys" } });
    expect(matchup(b, "Super Bowl", "Green Bay Packers")).toMatchObject({ result: "33-14", team_b: { name: "Oakland Raiders" } });
  });

  it("draws the 2025-26 College Football Playoff: twelve teams, Indiana 27-21 over Miami", async () => {
    const b = await bracket("2025-cfb-season");
    expect(b.rounds.map((r) => [r.name, r.matchups.length])).toEqual([
      ["First Round", 4],
      ["Quarterfinal", 4],
      ["Semifinal", 2],
      ["National Championship", 1],
    ]);
    expect(matchup(b, "National Championship", "Indiana Hoosiers")).toMatchObject({ result: "27-21", team_b: { name: "Miami Hurricanes" } });
  });

  it("draws the 1985 NCAA tournament: 64 teams in four regions, Villanova as an 8 seed 66-64 over 1 seed Georgetown", async () => {
    const b = await bracket("1984-cbb-season");
    expect(b.rounds.map((r) => [r.name, r.matchups.length])).toEqual([
      ["First Round", 32],
      ["Second Round", 16],
      ["Sweet 16", 8],
      ["Elite Eight", 4],
      ["Final Four", 2],
      ["National Championship", 1],
    ]);
    const final = matchup(b, "National Championship", "Villanova Wildcats");
    expect(final).toMatchObject({ result: "66-64", team_a: { seed: 8 }, team_b: { name: "Georgetown Hoyas", seed: 1 }, is_final: true, region: null });
    expect(final?.game_ids).toHaveLength(1);
    // The regions as the games join them, named for their 1 seeds (the 1985 East, Southeast, Midwest and West).
    expect([...new Set(round(b, "First Round")!.matchups.map((m) => m.region))].sort()).toEqual([
      "Region of Georgetown Hoyas",
      "Region of Michigan Wolverines",
      "Region of Oklahoma Sooners",
      "Region of St. John's Redmen",
    ]);
    expect(matchup(b, "Elite Eight", "Villanova Wildcats")).toMatchObject({ result: "56-44", region: "Region of Michigan Wolverines", team_b: { seed: 2 } });
    expect(b.missing).toEqual([]);
  });

  it("places every tournament 1985-2025 as drawn: seed lines in bracket order in four regions, each winner beside its next game", async () => {
    const years = [...Array.from({ length: 35 }, (_, i) => 1984 + i), ...Array.from({ length: 5 }, (_, i) => 2020 + i)];
    for (const year of years) {
      const b = await bracket(`${year}-cbb-season`);
      const main = b.rounds.filter((r) => r.round > 0);
      expect(
        main.map((r) => r.matchups.length),
        `${year}`,
      ).toEqual([32, 16, 8, 4, 2, 1]);
      const first = main[0].matchups;
      for (let region = 0; region < 4; region++) {
        const block = first.slice(region * 8, region * 8 + 8);
        expect(
          block.map((m) => Math.min(m.team_a.seed!, m.team_b.seed!)),
          `${year}`,
        ).toEqual([1, 8, 5, 4, 6, 3, 7, 2]);
        expect(
          block.every((m) => m.team_a.seed! + m.team_b.seed! === 17),
          `${year}`,
        ).toBe(true);
        expect(new Set(block.map((m) => m.region)).size, `${year}`).toBe(1);
      }
      for (let r = 1; r < main.length; r++) {
        main[r].matchups.forEach((m, position) => {
          const fed = main[r - 1].matchups.flatMap((p, i) =>
            [p.team_a.id, p.team_b.id].includes(m.team_a.id) || [p.team_a.id, p.team_b.id].includes(m.team_b.id) ? [i] : [],
          );
          expect(
            fed.map((i) => Math.floor(i / 2)),
            `${year} ${main[r].name}`,
          ).toEqual([position, position]);
        });
      }
      const playIns = b.rounds.find((r) => r.round === 0)?.matchups.length ?? 0;
      expect(playIns, `${year}`).toBe(year < 2000 ? 0 : year < 2010 ? 1 : 4);
      expect(b.missing, `${year}`).toEqual([]);
    }
  });

  it("draws 2018's UMBC (16) over Virginia (1) and the 2021 Oregon-VCU no contest as a no contest", async () => {
    const b2018 = await bracket("2017-cbb-season");
    expect(matchup(b2018, "First Round", "UMBC Retrievers")).toMatchObject({
      result: "74-54",
      team_a: { seed: 16 },
      team_b: { name: "Virginia Cavaliers", seed: 1 },
    });
    const b2021 = await bracket("2020-cbb-season");
    const oregon = round(b2021, "First Round")?.matchups.find((m) => m.team_a.name === "Oregon Ducks");
    expect(oregon).toMatchObject({ decided_by: "no contest", result: "no contest", winner: null, games: 0, team_b: { name: "VCU Rams", seed: 10 } });
    expect(round(b2021, "First Four")?.matchups).toHaveLength(4);
  });

  it("draws the 2023 Final Four (Florida Atlantic, San Diego State, Miami, UConn) and the 2025 final, Florida 65-63 Houston", async () => {
    const b2023 = await bracket("2022-cbb-season");
    expect(round(b2023, "Final Four")?.matchups.map((m) => [m.team_a.name, m.result, m.team_b.name])).toEqual([
      ["UConn Huskies", "72-59", "Miami Hurricanes"],
      ["San Diego State Aztecs", "72-71", "Florida Atlantic Owls"],
    ]);
    expect(matchup(b2023, "National Championship", "UConn Huskies")).toMatchObject({ result: "76-59", team_a: { seed: 4 }, team_b: { seed: 5 } });
    const b2025 = await bracket("2024-cbb-season");
    expect(matchup(b2025, "National Championship", "Florida Gators")).toMatchObject({ result: "65-63", team_b: { name: "Houston Cougars", seed: 1 } });
  });

  it("sums head-to-head postseason series by round: the Celtics 9, the Lakers 3 in the NBA Finals; Yankees and Red Sox by round", async () => {
    type H2H = { series_by_round: Array<{ round: string; won_a: number; won_b: number }>; series: Array<{ season: number; round: string | null }> };
    const nba = await get<H2H>("records/head-to-head/?teams=boston-celtics,los-angeles-lakers");
    expect(nba.series_by_round.find((r) => r.round === "NBA Finals")).toEqual({ round: "NBA Finals", won_a: 9, won_b: 3 });
    expect(nba.series.find((s) => s.season === 2007)?.round).toBe("NBA Finals");
    const mlb = await get<H2H>("records/head-to-head/?teams=boston-red-sox,new-york-yankees");
    expect(mlb.series_by_round.find((r) => r.round === "League Championship Series")).toEqual({ round: "League Championship Series", won_a: 1, won_b: 2 });
    expect(mlb.series_by_round.find((r) => r.round === "Division Series")).toEqual({ round: "Division Series", won_a: 1, won_b: 0 });
  });

  it("says why a season has no bracket, and answers 404 for a season we do not hold or a hostile address", async () => {
    const none = await bracket("1999-nba-season");
    expect(none.rounds).toEqual([]);
    expect(none.why_empty).toBe("We hold no postseason games of this season.");
    await get("championships/seasons/1776-nba-season/bracket/", 404);
    await get("championships/seasons/%3Cscript%3E/bracket/", 404);
    await get("championships/seasons/..%2F..%2Fetc/bracket/", 404);
  });
});
