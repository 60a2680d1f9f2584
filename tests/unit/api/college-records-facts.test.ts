// The record book on the college sites, on the full data (needs SPORTS_DATA_DIR and the imported database;
// issue 24, issue 26 item 6). College football's team records are computed from the games we hold (FBS
// regular seasons 2001-2020 with conference title games, no bowls; 2023 and 2024 with the bowls saved with
// scores; 2025 with its bowls and playoff), and
// checked against published records (Sports-Reference College Football): 2019 LSU, Ohio State and Clemson
// 13-0 before the bowls (LSU finished 15-0 with the Peach Bowl and the title game, which our 2019 file does
// not hold); Oklahoma State 84, Savannah State 0 on 2012-09-01, the largest margin of our seasons; 2008
// Oklahoma's 716 points in 14 games, 702 before the BCS title game (14 points); Army's 0-13 of 2003.
// The sites' navs leave out what they hold nothing for (core/coverage.ts sectionsWithoutData).
import { describe, expect, it } from "vitest";
import { sectionsWithoutData } from "../../../core/coverage";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

const CFB = "sport__slug=football&level__slug=college";
const CBB = "sport__slug=basketball&level__slug=college";
const CBS = "sport__slug=baseball&level__slug=college";
const NFL = "sport__slug=football&level__slug=professional";

type Row = {
  rank: number;
  team: { slug: string; name: string };
  season: { start_year: number };
  value: number;
  record: string | null;
  game: { date: string; opponent: { slug: string; name: string }; team_score: number; opponent_score: number } | null;
  streak: { from: string; to: string } | null;
};
type List = { slug: string; rule: string | null; scope: { label: string } | null; not_shown: number; rows: Array<Row> };
type Answer = { leagues: Array<{ slug: string }>; league: { slug: string } | null; lists: Array<List> };

describe.skipIf(!FULL_DATA)("the record book on the college sites (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get } = fullDataApi();
  const list = (answer: Answer, slug: string): List => {
    const found = answer.lists.find((l) => l.slug === slug);
    if (!found) throw new Error(`no list ${slug}`);
    return found;
  };

  it("college football's team records, from the games we hold, their seasons' gaps stated", async () => {
    const cfb = await get<Answer>(`records/teams/?${CFB}`);
    expect(cfb.league?.slug).toBe("cfb");
    // Season lists: 2020 is not a complete season in our file (it stops on 28 November 2020).
    expect(list(cfb, "most-wins").scope?.label).toBe("2001 to 2019, 2023 to 2025");
    expect(list(cfb, "most-wins").rule).toBe("Regular seasons of at least 11 games");
    // Game lists and streaks: every season with games, 2020's played games included.
    expect(list(cfb, "largest-margin").scope?.label).toBe("2001 to 2020, 2023 to 2025");

    const unbeaten2019 = list(cfb, "most-wins")
      .rows.filter((r) => r.season.start_year === 2019)
      .map((r) => [r.rank, r.team.name, r.value, r.record]);
    expect(unbeaten2019).toEqual([
      [1, "Clemson Tigers", 13, "13-0"],
      [1, "LSU Tigers", 13, "13-0"],
      [1, "Ohio State Buckeyes", 13, "13-0"],
    ]);
    expect(list(cfb, "largest-margin").rows[0]).toMatchObject({
      rank: 1,
      team: { name: "Oklahoma State Cowboys" },
      value: 84,
      game: { date: "2012-09-01", opponent: { name: "Savannah State Tigers" }, team_score: 84, opponent_score: 0 },
    });
    expect(list(cfb, "most-scored-season").rows[0]).toMatchObject({ rank: 1, team: { name: "Oklahoma Sooners" }, season: { start_year: 2008 }, value: 702 });
    expect(list(cfb, "longest-losing-streak").rows[0]).toMatchObject({ rank: 1, team: { name: "Army Black Knights" }, value: 13 });
  });

  it("an FCS program's side of an FBS game is no FBS record; ties past the 20 rows are counted, not hidden", async () => {
    const cfb = await get<Answer>(`records/teams/?${CFB}`);
    const teams = cfb.lists.flatMap((l) => l.rows.map((r) => r.team.slug));
    expect(teams).not.toContain("savannah-state-tigers");
    expect(list(cfb, "most-allowed-game").rows.every((r) => r.game && r.game.opponent.slug !== "" && r.team.slug !== "savannah-state-tigers")).toBe(true);
    // More than 20 unbeaten seasons share 1.000: the list shows 20 and says how many more.
    const best = list(cfb, "best-win-percentage");
    expect(best.rows).toHaveLength(20);
    expect(best.rows.every((r) => r.rank === 1 && r.value === 1)).toBe(true);
    expect(best.not_shown).toBeGreaterThan(0);
    expect(list(cfb, "largest-margin").not_shown).toBe(0);
  });

  it("college basketball holds title games only: no team records; college baseball and hockey hold none", async () => {
    expect(await get<Answer>(`records/teams/?${CBB}`)).toMatchObject({ leagues: [], league: null, lists: [] });
    await get(`records/teams/?${CBB}&league=cbb`, 404);
    expect(await get<Answer>(`records/teams/?${CBS}`)).toMatchObject({ league: null, lists: [] });
  });

  it("each site's coverage names what its nav leaves out", async () => {
    const empty = async (site: string) => {
      const coverage = await get<{ results: Array<{ kinds: Array<{ kind: string }> }> }>(`core/coverage/?${site}`);
      return sectionsWithoutData(coverage.results.flatMap((league) => league.kinds.map((k) => k.kind)));
    };
    // College football holds the Heisman Trophy (awards), no player statistics.
    expect(await empty(CFB)).toEqual(["players", "coaches", "leaders"]);
    expect(await empty(CBB)).toEqual(["standings", "players", "coaches", "leaders", "franchises", "records", "awards"]);
    expect(await empty(CBS)).toEqual(["standings", "players", "coaches", "leaders", "franchises", "records", "awards", "on-this-day", "head-to-head"]);
    // The NFL: player statistics from 1970 and the AP MVP hold every page (issue 35).
    expect(await empty(NFL)).toEqual([]);
    expect(await empty("sport__slug=baseball&level__slug=professional")).toEqual([]);
  });

  it("the search offers only the record-book pages a site holds", async () => {
    const pages = async (q: string, site: string) =>
      (await get<{ pages: Array<{ path: string }> }>(`core/search/?q=${encodeURIComponent(q)}&${site}`)).pages.map((p) => p.path);
    expect(await pages("records", CFB)).toContain("/records");
    expect(await pages("leaders", CFB)).not.toContain("/leaders");
    expect(await pages("awards", CFB)).toContain("/awards");
    expect(await pages("records", CBS)).not.toContain("/records");
    expect(await pages("on this day", CBS)).toEqual([]);
    expect(await pages("on this day", CFB)).toContain("/on-this-day");
  });
});
