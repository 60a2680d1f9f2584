// A league's scope on the full data (issue 31, class 1; decision 0174): MLB's leaders and team records
// count the major leagues of 1871-1915 besides the National and American Leagues, as Baseball-Reference
// does, and every list says which leagues it counts. Published figures (Baseball-Reference): career wins
// Cy Young 511, Pud Galvin 365 (NL 317, AA 32, PL 12 and his 1875 National Association 4); career hits
// Pete Rose 4,256; single-season batting average Hugh Duffy .440 in 1894 and Tip O'Neill .435 in 1887
// (American Association); the 1884 St. Louis Maroons' 94-19 (Union Association) the best season record
// of 100 games or more.
import { describe, expect, it } from "vitest";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

type Leaders = {
  results: Array<{
    rank: number;
    player: { name: string };
    value: number;
    value_text: string;
    season: { start_year: number } | null;
    team: { slug: string } | null;
  }>;
  scope: { first_label: string; last_label: string } | null;
  leagues_counted: string | null;
};

type TeamRecords = {
  leagues_counted: string | null;
  lists: Array<{ slug: string; rows: Array<{ team: { slug: string; name: string }; season: { start_year: number }; record: string | null }> }>;
};

describe.skipIf(!FULL_DATA)("MLB's scope on the full data (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get } = fullDataApi();

  it("career wins count the American Association, the Players' League and the National Association: Young 511, Galvin 365", async () => {
    const list = await get<Leaders>("records/leaders/?league=mlb&statistic=wins&span=career&page_size=5");
    expect(list.results.map((r) => [r.player.name, r.value])).toEqual([
      ["Cy Young", 511],
      ["Walter Johnson", 417],
      ["Pete Alexander", 373],
      ["Christy Mathewson", 373],
      ["Pud Galvin", 365],
    ]);
    expect(list.results.map((r) => r.rank)).toEqual([1, 2, 3, 3, 5]);
    expect(list.scope).toMatchObject({ first_label: "1871", last_label: "2024" });
  });

  it("career hits: Pete Rose 4,256, Ty Cobb 4,189", async () => {
    const list = await get<Leaders>("records/leaders/?league=mlb&statistic=hits&span=career&page_size=2");
    expect(list.results.map((r) => [r.player.name, r.value])).toEqual([
      ["Pete Rose", 4256],
      ["Ty Cobb", 4189],
    ]);
  });

  it("single-season batting average: Hugh Duffy .440 in 1894, then Tip O'Neill .435 in the 1887 American Association", async () => {
    const list = await get<Leaders>("records/leaders/?league=mlb&statistic=batting-average&span=season&page_size=2");
    expect(list.results.map((r) => [r.player.name, r.value_text, r.season?.start_year])).toEqual([
      ["Hugh Duffy", ".440", 1894],
      ["Tip O'Neill", ".435", 1887],
    ]);
    expect(list.results[1].team?.slug).toBe("st-louis-cardinals");
  });

  it("single-season wins: Old Hoss Radbourn's 1884 is Lahman's 60 (Baseball-Reference credits 59: a source's figure, decision 0174)", async () => {
    const list = await get<Leaders>("records/leaders/?league=mlb&statistic=wins&span=season&page_size=1");
    expect(list.results[0]).toMatchObject({ player: { name: "Old Hoss Radbourn" }, value: 60, season: { start_year: 1884 } });
  });

  it("every MLB list states the leagues it counts, and that the Negro Leagues are not in our data", async () => {
    const list = await get<Leaders>("records/leaders/?league=mlb&statistic=home-runs&span=career&page_size=1");
    expect(list.leagues_counted).toContain("American Association (1882-91)");
    expect(list.leagues_counted).toContain("Federal League (1914-15)");
    expect(list.leagues_counted).toContain("the Negro Leagues, major leagues from 1920 to 1948 for MLB, are not in our data");
    const records = await get<TeamRecords>("records/teams/?league=mlb");
    expect(records.leagues_counted).toBe(list.leagues_counted);
    const nba = await get<Leaders>("records/leaders/?league=nba&statistic=points&span=career&page_size=1");
    expect(nba.leagues_counted).toContain("the ABA is not counted");
  });

  it("team records count the Union Association: the 1884 St. Louis Maroons' 94-19, then the 1885 White Stockings' 87-25", async () => {
    const records = await get<TeamRecords>("records/teams/?league=mlb");
    const best = records.lists.find((l) => l.slug === "best-win-percentage");
    // The 1875 Boston Red Stockings' 71-8 (82 games) is under the list's 100-game minimum.
    expect(best?.rows.slice(0, 2).map((r) => [r.team.name, r.season.start_year, r.record])).toEqual([
      ["St. Louis Maroons", 1884, "94-19"],
      ["Chicago White Stockings", 1885, "87-25"],
    ]);
  });

  it("the data-quality report lists what each leader list counts: its leagues, its seasons and their gaps", async () => {
    type Row = { league: string; statistic: string; seasons: string; leagues_counted: string | null; bound: string | null };
    const report = await get<{ leader_lists: Array<Row> }>("core/data-quality");
    const row = (league: string, statistic: string) => report.leader_lists.find((r) => r.league === league && r.statistic === statistic);
    expect(row("MLB", "wins")).toMatchObject({ seasons: "1871 to 2024" });
    expect(row("MLB", "wins")?.leagues_counted).toContain("Union Association (1884)");
    expect(row("NBA", "points")).toMatchObject({ seasons: "1946-47 to 2020-21" });
    // NFL completions are held 1970-1991 and from 1999 (decision 0153): the gap is named.
    expect(row("NFL", "completions")?.seasons).toMatch(/^1970 to 1991, 1999 to \d{4}$/);
    expect(row("NFL", "completions")?.bound).toContain("offense only");
  });
});
