// Team records (/records) on the full data, checked against published records (needs SPORTS_DATA_DIR and
// the imported database). Sources: Pro-Football-Reference (1972 Dolphins 14-0, 2007 Patriots 16-0, the
// 1934 and 1942 Bears unbeaten and untied; the 1940 NFL Championship, Bears 73-0 Redskins; the 2007
// Patriots' 16 straight wins), Basketball-Reference (2015-16 Warriors 73-9, 1995-96 Bulls 72-10, the
// 1971-72 Lakers' 33 straight wins, the 1972-73 76ers' 9 wins), Baseball-Reference (2001 Mariners and
// 1906 Cubs 116 wins, 1899 Spiders 20-134, the 1916 Giants' 26 straight wins with a tie inside),
// Hockey-Reference (2022-23 Bruins 135 points, 1976-77 Canadiens 60-8-12 and 132 points; the 1992-93 Penguins' 17 straight wins).
import { describe, expect, it } from "vitest";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

type Row = {
  rank: number;
  team: { slug: string; name: string };
  season: { start_year: number; label: string };
  value: number;
  value_text: string;
  record: string | null;
  game: { date: string; game_type: string; opponent: { slug: string; name: string }; team_score: number; opponent_score: number } | null;
  streak: { from: string; to: string } | null;
};
type Answer = {
  leagues: Array<{ slug: string }>;
  league: { slug: string } | null;
  lists: Array<{ slug: string; label: string; rule: string | null; scope: { first_label: string; last_label: string } | null; rows: Array<Row> }>;
};

describe.skipIf(!FULL_DATA)("team records on the full data (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get: getAnswer } = fullDataApi();
  const get = (path: string, status?: number) => getAnswer<Answer>(path, status);
  const list = (answer: Answer, slug: string) => {
    const found = answer.lists.find((l) => l.slug === slug);
    if (!found) throw new Error(`no list ${slug}`);
    return found;
  };
  const top = (answer: Answer, slug: string) =>
    list(answer, slug)
      .rows.filter((r) => r.rank === 1)
      .map((r) => `${r.team.name} ${r.season.label}`)
      .sort();

  it("NFL: the unbeaten, untied seasons share the first rank at 1.000; the 1940 Championship is the largest margin", async () => {
    const nfl = await get("records/teams/?league=nfl");
    expect(top(nfl, "best-win-percentage")).toEqual(["Chicago Bears 1934", "Chicago Bears 1942", "Miami Dolphins 1972", "New England Patriots 2007"]);
    const dolphins = list(nfl, "best-win-percentage").rows.find((r) => r.team.slug === "miami-dolphins");
    expect(dolphins).toMatchObject({ rank: 1, value_text: "1.000", record: "14-0" });
    expect(list(nfl, "largest-margin").rows[0]).toMatchObject({
      rank: 1,
      team: { name: "Chicago Bears" },
      value: 73,
      game: { date: "1940-12-08", game_type: "final", opponent: { name: "Washington Redskins" }, team_score: 73, opponent_score: 0 },
    });
    expect(list(nfl, "longest-winning-streak").rows[0]).toMatchObject({
      team: { name: "New England Patriots" },
      value: 16,
      streak: { from: "2007-09-09", to: "2007-12-29" },
    });
    expect(list(nfl, "fewest-wins").rule).toBe("Regular seasons of at least 10 games");
  });

  it("NBA: the 2015-16 Warriors' 73 wins first, the 1995-96 Bulls' 72 second; the Lakers' 33 straight; the 76ers' 9 wins", async () => {
    const nba = await get("records/teams/?league=nba");
    expect(
      list(nba, "most-wins")
        .rows.slice(0, 2)
        .map((r) => [r.rank, r.team.name, r.season.label, r.record]),
    ).toEqual([
      [1, "Golden State Warriors", "2015-16", "73-9"],
      [2, "Chicago Bulls", "1995-96", "72-10"],
    ]);
    expect(list(nba, "longest-winning-streak").rows[0]).toMatchObject({ team: { name: "Los Angeles Lakers" }, season: { label: "1971-72" }, value: 33 });
    expect(list(nba, "fewest-wins").rows[0]).toMatchObject({ team: { name: "Philadelphia 76ers" }, season: { label: "1972-73" }, record: "9-73" });
    // The 66-game 2011-12 season counts for percentages (at least 50 games), not for fewest wins (at least 75).
    expect(list(nba, "worst-win-percentage").rows[0]).toMatchObject({ season: { label: "2011-12" }, record: "7-59", value_text: ".106" });
    expect(list(nba, "fewest-wins").rows.some((r) => r.season.start_year === 2011)).toBe(false);
  });

  it("MLB: 116 wins shared by the 2001 Mariners and the 1906 Cubs; the 1899 Spiders last; the 1916 Giants' 26 straight", async () => {
    const mlb = await get("records/teams/?league=mlb");
    expect(top(mlb, "most-wins")).toEqual(["Chicago Cubs 1906", "Seattle Mariners 2001"]);
    expect(list(mlb, "most-wins").rows[1].rank).toBe(1);
    expect(list(mlb, "worst-win-percentage").rows[0]).toMatchObject({
      team: { name: "Cleveland Spiders" },
      season: { label: "1899" },
      record: "20-134",
      value_text: ".130",
    });
    expect(list(mlb, "fewest-wins").rows[0]).toMatchObject({ team: { name: "Cleveland Spiders" }, value: 20 });
    expect(list(mlb, "longest-winning-streak").rows[0]).toMatchObject({ team: { name: "New York Giants" }, season: { label: "1916" }, value: 26 });
    // Strike and pandemic seasons are short of the 140 games a count needs.
    expect(list(mlb, "fewest-wins").rows.some((r) => [1981, 1994, 2020].includes(r.season.start_year))).toBe(false);
  });

  it("NHL: the 2022-23 Bruins' 135 points first, the 1976-77 Canadiens' 132 second; the 1992-93 Penguins' 17 straight; each list states its seasons", async () => {
    const nhl = await get("records/teams/?league=nhl");
    expect(
      list(nhl, "most-standings-points")
        .rows.slice(0, 2)
        .map((r) => [r.rank, r.team.name, r.season.label, r.value, r.record]),
    ).toEqual([
      [1, "Boston Bruins", "2022-23", 135, "65-12-5"],
      [2, "Montreal Canadiens", "1976-77", 132, "60-8-12"],
    ]);
    expect(list(nhl, "longest-winning-streak").rows[0]).toMatchObject({ team: { name: "Pittsburgh Penguins" }, season: { label: "1992-93" }, value: 17 });
    // Game and streak lists start with the games we hold (1949-50); season lists with the first season of
    // their minimum of games (40 for percentages: 1926-27, the first 44-game schedule).
    expect(list(nhl, "longest-winning-streak").scope?.first_label).toBe("1949-50");
    expect(list(nhl, "best-win-percentage").scope?.first_label).toBe("1926-27");
    expect(list(nhl, "best-win-percentage").rows[0]).toMatchObject({ team: { name: "Boston Bruins" }, season: { label: "1929-30" }, record: "38-5-1" });
    expect(nhl.lists.every((l) => l.scope !== null && l.rows.length > 0)).toBe(true);
  });

  it("an unknown league is a 400, one outside the site a 404; a sport site answers its own league", async () => {
    await get("records/teams/?league=zzz", 400);
    await get("records/teams/?league=mlb&sport__slug=football", 404);
    const football = await get("records/teams/?sport__slug=football&level__slug=professional");
    expect(football.leagues.map((l) => l.slug)).toEqual(["nfl", "afl"]);
    expect(football.league?.slug).toBe("nfl");
  });
});
