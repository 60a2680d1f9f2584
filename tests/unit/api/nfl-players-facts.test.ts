// NFL players on the full data, checked against the published records (needs SPORTS_DATA_DIR and the
// imported database). Sources: Pro-Football-Reference (careers: Emmitt Smith 18,355 and Barry Sanders 15,269
// rushing yards, Jerry Rice 22,895 receiving yards, Drew Brees 80,358 and Tom Brady 89,214 passing yards;
// seasons: Dan Marino 1984 5,084 passing yards, Randy Moss 2007 23 receiving touchdowns, Justin Jefferson
// 2022 1,809 receiving yards), the AP NFL MVP list (Peyton Manning 2003, 2004, 2008, 2009, 2013; Lamar
// Jackson 2019 and 2023) and the Heisman Trophy (Joe Burrow, LSU, 2019; Barry Sanders, Oklahoma State, 1988).
import { describe, expect, it } from "vitest";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

type Winner = { season: { start_year: number }; person: { name: string; href: string | null } };
type Award = { award: { slug: string; first_label: string; last_label: string }; winners: Array<Winner> };

describe.skipIf(!FULL_DATA)("NFL players on the full data (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get, database } = fullDataApi();

  /** A player's career figure (players.career_stats) by his Pro-Football-Reference id (the NFL person key). */
  async function career(pfrId: string, stat: string): Promise<number | null> {
    const rows = await database().query<{ value: number | null }>(
      `SELECT (pl.career_stats->>$2)::int AS value FROM players pl JOIN people pe ON pe.id = pl.person_id JOIN leagues l ON l.id = pl.league_id
       WHERE l.slug = 'nfl' AND pe.source_key = $1`,
      [`nfl-draft-picks-nflverse:${pfrId}`, stat],
    );
    expect(rows, pfrId).toHaveLength(1);
    return rows[0].value;
  }

  /** A player's figure in one season, added up over his lines (a traded player's clubs). */
  async function season(pfrId: string, year: number, stat: string): Promise<number> {
    const [row] = await database().query<{ value: number }>(
      `SELECT sum((ps.stats->>$3)::int)::int AS value FROM player_seasons ps JOIN players pl ON pl.id = ps.player_id
       JOIN people pe ON pe.id = pl.person_id WHERE pe.source_key = $1 AND ps.season_start_year = $2`,
      [`nfl-draft-picks-nflverse:${pfrId}`, year, stat],
    );
    return row.value;
  }

  it("careers since 1970 equal the official totals", async () => {
    expect(await career("SmitEm00", "rushing_yards")).toBe(18355);
    expect(await career("SandBa00", "rushing_yards")).toBe(15269);
    expect(await career("RiceJe00", "receiving_yards")).toBe(22895);
    // Pro-Football-Reference's official figures win for 1999-2020 (nflverse's play-by-play gives 80,428).
    expect(await career("BreeDr00", "passing_yards")).toBe(80358);
  });

  it("Tom Brady: Pro-Football-Reference through 2020 and nflverse's 2021-2022 add up to the official 89,214", async () => {
    expect(await career("BradTo00", "passing_yards")).toBe(89214);
    const [sources] = await database().query<{ pfr: number; nflverse: number }>(
      `SELECT count(*) FILTER (WHERE ps.source = 'nfl-player-offense-pfr-1970-2020')::int AS pfr,
              count(*) FILTER (WHERE ps.source = 'nfl-player-stats-nflverse-1999-2025')::int AS nflverse
       FROM player_seasons ps JOIN players pl ON pl.id = ps.player_id JOIN people pe ON pe.id = pl.person_id
       WHERE pe.source_key = 'nfl-draft-picks-nflverse:BradTo00'`,
    );
    // 2000-2020 official (21 seasons), 2021-2022 from nflverse.
    expect(sources).toEqual({ pfr: 21, nflverse: 2 });
  });

  it("single seasons: Marino 1984, Moss 2007, Jefferson 2022; completions filled from nflverse where the official table has none", async () => {
    expect(await season("MariDa00", 1984, "passing_yards")).toBe(5084);
    expect(await season("MossRa00", 2007, "receiving_touchdowns")).toBe(23);
    expect(await season("JeffJu00", 2022, "receiving_yards")).toBe(1809);
    // Pro-Football-Reference prints no completions after 1991; nflverse's 398 fill Brady's 2007 line.
    expect(await season("BradTo00", 2007, "passing_completions")).toBe(398);
    expect(await season("BradTo00", 2007, "passing_touchdowns")).toBe(50);
  });

  it("the two Adrian Petersons are two people, each with his own seasons", async () => {
    const rows = await database().query<{ key: string; first: number; last: number; yards: number }>(
      `SELECT pe.source_key AS key, min(ps.season_start_year) AS first, max(ps.season_start_year) AS last,
              sum((ps.stats->>'rushing_yards')::int)::int AS yards
       FROM people pe JOIN players pl ON pl.person_id = pe.id JOIN leagues l ON l.id = pl.league_id AND l.slug = 'nfl'
       JOIN player_seasons ps ON ps.player_id = pl.id
       WHERE pe.full_name = 'Adrian Peterson' GROUP BY pe.source_key ORDER BY first`,
    );
    expect(rows.map((r) => r.key)).toEqual(["nfl-draft-picks-nflverse:PeteAd00", "nfl-draft-picks-nflverse:PeteAd01"]);
    // The Vikings' Adrian Peterson: 14,918 rushing yards (2007-2021).
    expect(rows[1]).toMatchObject({ first: 2007, last: 2021, yards: 14918 });
  });

  it("AP MVP: Peyton Manning five times, Lamar Jackson in 2019; 1960 is a gap the award's seasons state", async () => {
    const mvp = await get<Award>("records/awards/nfl-ap-most-valuable-player/");
    const won = (name: string) => mvp.winners.filter((w) => w.person.name === name).map((w) => w.season.start_year);
    expect(won("Peyton Manning").sort()).toEqual([2003, 2004, 2008, 2009, 2013]);
    expect(mvp.winners.filter((w) => w.season.start_year === 2019).map((w) => w.person.name)).toEqual(["Lamar Jackson"]);
    expect(mvp.winners.some((w) => w.season.start_year === 1960)).toBe(false);
    expect(mvp.award).toMatchObject({ first_label: "1957", last_label: "2023" });
    const [index] = await database().query<{ seasons: number; first_season: number; last_season: number }>(
      "SELECT seasons, first_season, last_season FROM award_index WHERE slug = 'nfl-ap-most-valuable-player'",
    );
    expect(index.last_season - index.first_season + 1 - index.seasons).toBe(1);
    // Jim Brown (1957, 1958, 1965) is one person, before our statistics begin.
    expect(won("Jim Brown")).toEqual([1965, 1958, 1957]);
    const manning = await database().query<{ mvp_awards: number }>(
      "SELECT pl.mvp_awards FROM players pl JOIN people pe ON pe.id = pl.person_id WHERE pe.source_key = 'nfl-draft-picks-nflverse:MannPe00'",
    );
    expect(manning).toEqual([{ mvp_awards: 5 }]);
  });

  it("Heisman Trophy: Joe Burrow of LSU in 2019, the NFL's Joe Burrow; Barry Sanders 1988 is the NFL's Barry Sanders", async () => {
    const heisman = await get<Award>("records/awards/cfb-heisman-trophy/");
    expect(heisman.winners.filter((w) => w.season.start_year === 2019).map((w) => w.person.name)).toEqual(["Joe Burrow"]);
    const rows = await database().query<{ season: number; key: string; college: string | null }>(
      `SELECT a.season_start_year AS season, pe.source_key AS key, pe.college FROM awards a JOIN people pe ON pe.id = a.person_id
       WHERE a.name = 'Heisman Trophy' AND a.season_start_year IN (1988, 2019) ORDER BY 1`,
    );
    expect(rows).toEqual([
      { season: 1988, key: "nfl-draft-picks-nflverse:SandBa00", college: "Oklahoma St." },
      { season: 2019, key: "nfl-draft-picks-nflverse:BurrJo01", college: "LSU" },
    ]);
  });
});
