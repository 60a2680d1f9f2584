// NFL box scores, game logs and single-game records on the full data (decision 0163), against published
// box scores: Super Bowl XXXIV (Kurt Warner's 414 passing yards, January 30, 2000), Adrian Peterson's
// 296 rushing yards against San Diego (November 4, 2007, the single-game record) and the 2011 season's
// divisional playoff at San Francisco (Drew Brees 40 of 63 for 462 yards, January 14, 2012).
import { describe, expect, it } from "vitest";
import type { GameDetail, NotableGames, PlayerGameLog, SingleGameRecords, TeamBoxScore } from "../../../api/model";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

describe.skipIf(!FULL_DATA)("NFL box scores on the full data (needs SPORTS_DATA_DIR and an import)", () => {
  const { get, database } = fullDataApi();

  async function gameOn(date: string, team: string): Promise<GameDetail> {
    const [row] = await database().query<{ id: number }>(
      `SELECT g.id FROM games g JOIN teams t ON t.id IN (g.home_team_id, g.away_team_id) WHERE g.game_date = $1 AND t.slug = $2`,
      [date, team],
    );
    expect(row, `${team} on ${date}`).toBeDefined();
    return get<GameDetail>(`games/games/${row.id}/`);
  }
  const line = <T extends { player: { name: string } }>(lines: ReadonlyArray<T>, name: string): T | undefined =>
    lines.find((entry) => entry.player.name === name);
  const side = (game: GameDetail, team: string): TeamBoxScore => {
    const box = game.home_team.slug === team ? game.box_score?.home : game.box_score?.away;
    if (!box) throw new Error(`no box score for ${team}`);
    return box;
  };

  it("Super Bowl XXXIV: Kurt Warner 24 of 45 for 414 yards and 2 touchdowns for the St. Louis Rams; Isaac Bruce 6 catches for 162", async () => {
    const game = await gameOn("2000-01-30", "los-angeles-rams");
    expect(game.home_team.name === "St. Louis Rams" || game.away_team.name === "St. Louis Rams").toBe(true);
    expect(game.box_score?.note).toBeNull();
    const rams = side(game, "los-angeles-rams");
    expect(line(rams.passing, "Kurt Warner")).toMatchObject({ completions: 24, attempts: 45, yards: 414, touchdowns: 2, interceptions: 0 });
    expect(line(rams.receiving, "Isaac Bruce")).toMatchObject({ receptions: 6, yards: 162, touchdowns: 1 });
    expect(line(rams.receiving, "Torry Holt")).toMatchObject({ receptions: 7, yards: 109, touchdowns: 1 });
    const titans = side(game, "tennessee-titans");
    expect(line(titans.rushing, "Eddie George")).toMatchObject({ attempts: 28, yards: 95, touchdowns: 2 });
    expect(line(titans.passing, "Steve McNair")).toMatchObject({ completions: 22, attempts: 36, yards: 214 });
    // The team's totals add up its players' lines.
    expect(rams.totals.passing.yards).toBe(rams.passing.reduce((n, entry) => n + entry.yards, 0));
    expect(rams.totals.receiving.yards).toBe(rams.totals.passing.yards);
  });

  it("Adrian Peterson: 30 carries, 296 yards, 3 touchdowns against the San Diego Chargers, linked to his page", async () => {
    const game = await gameOn("2007-11-04", "minnesota-vikings");
    const vikings = side(game, "minnesota-vikings");
    const peterson = line(vikings.rushing, "Adrian Peterson");
    expect(peterson).toMatchObject({ attempts: 30, yards: 296, touchdowns: 3 });
    expect(peterson?.player.slug).toMatch(/^adrian-peterson/);
    expect(line(side(game, "los-angeles-chargers").rushing, "LaDainian Tomlinson")).toMatchObject({ attempts: 16, yards: 40, touchdowns: 1 });
  });

  it("a playoff game: Drew Brees 40 of 63 for 462 yards and 4 touchdowns at San Francisco, January 14, 2012", async () => {
    const game = await gameOn("2012-01-14", "new-orleans-saints");
    expect(game.week).toBe("Division");
    expect(line(side(game, "new-orleans-saints").passing, "Drew Brees")).toMatchObject({
      completions: 40,
      attempts: 63,
      yards: 462,
      touchdowns: 4,
      interceptions: 2,
    });
    expect(line(side(game, "san-francisco-49ers").receiving, "Vernon Davis")).toMatchObject({ receptions: 7, yards: 180, touchdowns: 2 });
  });

  it("a game the file lacks and a game before 1999 say what we do not hold", async () => {
    const missing = await gameOn("1999-09-12", "baltimore-ravens");
    expect(missing.box_score).toMatchObject({ away: null, home: null });
    expect(missing.box_score?.note).toContain("missing from the play-by-play");
    const before = await gameOn("1998-01-25", "denver-broncos");
    expect(before.box_score?.note).toContain("1999 to 2020");
  });

  it("Adrian Peterson's game log: his 2007 games with dates, opponents and results, and his career highs linked to their games", async () => {
    const log = await get<PlayerGameLog>("people/players/adrian-peterson-2/game_log/?season=2007");
    expect(log.player.name).toBe("Adrian Peterson");
    expect(log.bound).toBe("1999 to 2020");
    expect(log.games).toHaveLength(14);
    const record = log.games.find((entry) => entry.date === "2007-11-04");
    expect(record).toMatchObject({ opponent: { name: "San Diego Chargers" }, at_home: true, result: "W 35-17", rushing_yards: 296 });
    const high = log.career_highs.find((entry) => entry.stat === "rushing_yards");
    expect(high).toMatchObject({ value: 296, date: "2007-11-04", opponent: "San Diego Chargers", game_id: record?.game_id });
    // Regular-season rushing yards of his 2007 games add up to the published 1,341.
    expect(log.games.filter((entry) => entry.game_type === "regular").reduce((n, entry) => n + entry.rushing_yards, 0)).toBe(1341);
  });

  it("single-game records 1999 to 2020: Adrian Peterson's 296 rushing yards first, Matt Schaub's 527 passing yards", async () => {
    const records = await get<SingleGameRecords>("records/single_game/?league=nfl");
    expect(records.bound).toBe("1999 to 2020");
    const list = (stat: string) => records.lists.find((entry) => entry.stat === stat)?.rows ?? [];
    expect(list("rushing_yards")[0]).toMatchObject({
      rank: 1,
      value: 296,
      date: "2007-11-04",
      player: { name: "Adrian Peterson" },
      opponent: "San Diego Chargers",
    });
    // Most passing yards 1999-2020: Matt Schaub's 527 (2012, in overtime), then Ben Roethlisberger's 522 (2014).
    expect(
      list("passing_yards")
        .slice(0, 2)
        .map((row) => [row.rank, row.value, row.player.name]),
    ).toEqual([
      [1, 527, "Matt Schaub"],
      [2, 522, "Ben Roethlisberger"],
    ]);
    // Calvin Johnson's 329 receiving yards (2013) lead that list; Flipper Anderson's 336 (1989) is before the bound.
    expect(list("receiving_yards")[0]).toMatchObject({ value: 329, player: { name: "Calvin Johnson" } });
    expect(list("passing_touchdowns")[0].value).toBe(7);
  });

  it("on this day, November 4: Adrian Peterson's 296 rushing yards among the notable NFL games", async () => {
    const notable = await get<NotableGames>("records/on-this-day/notable_games/?date=11-04");
    expect(notable.bound).toBe("1999 to 2020");
    expect(notable.lines).toContainEqual(
      expect.objectContaining({ value: 296, what: "rushing yards", player: expect.objectContaining({ name: "Adrian Peterson" }) }),
    );
  });
});
