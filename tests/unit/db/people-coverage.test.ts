// Truth in time on the imported database (needs SPORTS_DATA_DIR and the imported database): careers,
// statuses, ages and counts say where our data ends (core/coverage.ts, docs/coverage.md). Each
// expectation failed before the coverage rule: LeBron James's 17 seasons of statistics were headed
// "Career (23 seasons)" and he was "Active" with the Lakers; George Mikan was given no death and an age
// would follow from any "active" flag; NHL players had 0 All-Star selections.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleApiRequest } from "../../../api/handler";
import { openDatabase, type Database } from "../../../db/database";

const dataDir = process.env.SPORTS_DATA_DIR;
const NOW = new Date("2026-11-28T12:00:00Z");

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.skipIf(!dataDir)("coverage of people's facts (needs SPORTS_DATA_DIR and the imported database)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  async function get(path: string): Promise<Json> {
    const response = await handleApiRequest(new Request(`http://test.localhost/api/${path}`), db, { now: NOW });
    expect(response.status).toBe(200);
    return (await response.json()) as Json;
  }

  it("measures where each dataset ends", async () => {
    const nba = await get("core/coverage/nba/");
    const kind = (league: Json, name: string) => league.kinds.find((k: Json) => k.kind === name);
    expect(kind(nba, "player_stats")).toMatchObject({ first_season: 1946, last_season: 2020, label: "1946-47 to 2020-21" });
    expect(kind(nba, "coach_records")).toMatchObject({ last_season: 2020 });
    const nhl = await get("core/coverage/nhl/");
    expect(kind(nhl, "player_stats")).toMatchObject({
      last_season: 2022,
      label: "1917-18 to 2022-23",
      sources: ["hockey-databank", "nhl-player-stats-hockeyref-2018-2023"],
    });
    expect(kind(nhl, "all_stars")).toBeUndefined();
    const mlb = await get("core/coverage/mlb/");
    expect(kind(mlb, "player_stats")).toMatchObject({ last_season: 2023, sources: ["lahman"] });
    expect(kind(mlb, "deaths")).toMatchObject({ sources: ["lahman"] });
    expect(kind(await get("core/coverage/nfl/"), "coach_records")).toMatchObject({ last_season: 2024 });
  });

  it("LeBron James: 35,367 points through 2020-21 in 18 seasons, not a 23-season career; status unknown after 2025-26", async () => {
    const lebron = await get("people/players/lebron-james/");
    expect(lebron.career_stats.points).toBe(35_367);
    expect(lebron.career_totals).toMatchObject({ seasons: 18, last_season: 2020, through: true });
    expect(lebron.career_totals.label).toBe("Through 2020-21 (our data ends there): 18 seasons");
    expect(lebron.career_totals.label).not.toContain("23");
    // His rosters reach 2025-26 (bball-reference-datasets), the league has gone on: not "Active", no current team.
    expect(lebron).toMatchObject({ career_status: "unknown", status: "Status unknown after 2025-26", is_active: false, current_team: null });
    expect(lebron.last_team.name).toBe("Los Angeles Lakers");
    // The 2025-26 MVP is not in our data (player_award_shares reaches 2024-25): unknown, not his count so far.
    expect(lebron.mvp_awards).toBeNull();
    expect(lebron.honours_in_data).toEqual({ all_stars: 22, mvps: 4 });
  });

  it("a player whose last season is before his data's end is retired, not active (Kobe Bryant, last season 2015-16)", async () => {
    const kobe = await get("people/players/kobe-bryant/");
    expect(kobe).toMatchObject({ career_status: "retired", status: "Retired", is_active: false, current_team: null });
    expect(kobe.career_totals.label).toBe("Career (20 seasons)");
    // Kobe Bryant died on 2020-01-26; our NBA player source records no deaths: no age.
    expect(kobe.person).toMatchObject({ death_date: null, age: null, age_at_death: null });
  });

  it("a dead NBA player whose death our NBA source does not record shows no age (George Mikan, 1924-2005)", async () => {
    const mikan = await get("people/players/george-mikan/");
    expect(mikan.person).toMatchObject({ birth_date: "1924-06-18", death_date: null, age: null, age_at_death: null });
    // Names by era: his Lakers were the Minneapolis Lakers.
    expect(mikan.teams).toEqual([expect.objectContaining({ slug: "los-angeles-lakers", name: "Minneapolis Lakers" })]);
    expect(mikan.seasons[0].team.name).toBe("Minneapolis Lakers");
  });

  it("Babe Ruth: died 1948-08-16 aged 53 (Lahman records deaths)", async () => {
    const ruth = await get("people/players/babe-ruth/");
    expect(ruth.person).toMatchObject({ death_date: "1948-08-16", age_at_death: 53, age: null });
    expect(ruth.status).toBe("Retired");
  });

  it("NHL players' All-Star selections are unknown (no NHL All-Star data), never 0; Gretzky's Harts are counted", async () => {
    const gretzky = await get("people/players/wayne-gretzky/");
    expect(gretzky.all_star_selections).toBeNull();
    expect(gretzky.mvp_awards).toBe(9);
    // The hockey databank's recorded deaths stop in 2018: it cannot tell who is living now.
    expect(gretzky.person.age).toBeNull();
    const page = await get("people/players/?sport__slug=hockey&ordering=all_star_selections&page_size=5");
    expect(page.results.map((p: Json) => p.all_star_selections)).toEqual([null, null, null, null, null]);
  });

  it("coaches' records are labelled with their bound and no coach is active on stale data", async () => {
    const popovich = await get("people/coaches/gregg-popovich/");
    expect(popovich).toMatchObject({ is_active: false, status: "unknown", status_label: "Status unknown after 2020-21", current_team: null });
    expect(popovich.career_record.label).toBe("Through 2020-21 (our data ends there): 25 seasons");
    const babcock = await get("people/coaches/mike-babcock/");
    expect(babcock.status_label).toBe("Status unknown after 2017-18");
    const reid = await get("people/coaches/andy-reid/");
    expect(reid.career_record.label).toMatch(/^Through 2024 \(our data ends there\)/);
    expect((await get("people/coaches/?status=active")).count).toBe(0);
    expect((await get("people/players/?status=active&sport__slug=basketball")).count).toBe(0);
  });

  it("a coach's history names each team as it was that season (George Karl's Seattle SuperSonics)", async () => {
    const karl = await get("people/coaches/george-karl/");
    expect(karl.coaching_history).toContainEqual(
      expect.objectContaining({ team_slug: "oklahoma-city-thunder", team_name: "Seattle SuperSonics", start_year: 1991, end_year: 1997 }),
    );
  });
});
