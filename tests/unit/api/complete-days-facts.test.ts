// Issue 31, class 8, on the full data: standings count only complete days (decision 0189). A season held
// whole still counts every game (the 2015-16 Warriors 73-9, the 2019 Astros 107-55, as published); MLB 2026
// still ends on August 21 with every result up to it counted; the 2026 NFL and 2026-27 NHL seasons, held
// as schedules alone, have no standings and no "through" date; a postponed game and a played game without
// a reliable score hold no day open.
import { describe, expect, it } from "vitest";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

type Season = {
  status: string;
  teams_count: number;
  games_count: number;
  end_date: string | null;
  results_through?: string | null;
  last_result_date?: string | null;
};
type Standing = { team: { slug: string }; wins: number; losses: number; games_played: number };
type Page<T> = { count: number; results: Array<T> };

describe.skipIf(!FULL_DATA)("standings count only complete days (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get, database } = fullDataApi();
  const season = (slug: string) => get<Season>(`championships/seasons/${slug}/`);
  const standings = async (slug: string) =>
    new Map((await get<Page<Standing>>(`championships/seasons/${slug}/standings/?page_size=200`)).results.map((row) => [row.team.slug, row]));

  it("a season held whole counts every game: 2015-16 Warriors 73-9 through the Finals' last day, 2019 Astros 107-55", async () => {
    expect(await season("2015-nba-season")).toMatchObject({ results_through: "2016-06-19", last_result_date: "2016-06-19" });
    expect((await standings("2015-nba-season")).get("golden-state-warriors")).toMatchObject({ wins: 73, losses: 9 });
    expect(await season("2019-mlb-season")).toMatchObject({ results_through: "2019-10-30", last_result_date: "2019-10-30" });
    expect((await standings("2019-mlb-season")).get("houston-astros")).toMatchObject({ wins: 107, losses: 55 });
    // The records derived from the games agree: none of those seasons' games is left out.
    const derived = await database().query<{ slug: string; wins: number; losses: number }>(
      `SELECT t.slug, st.derived_wins AS wins, st.derived_losses AS losses FROM standings st JOIN teams t ON t.id = st.team_id
       WHERE (t.slug = 'golden-state-warriors' AND st.season_start_year = 2015) OR (t.slug = 'houston-astros' AND st.season_start_year = 2019)
       ORDER BY t.slug`,
    );
    expect(derived).toEqual([
      { slug: "golden-state-warriors", wins: 73, losses: 9 },
      { slug: "houston-astros", wins: 107, losses: 55 },
    ]);
  });

  it("MLB 2026 still ends on August 21, every result up to it counted; its schedule runs to September 27", async () => {
    expect(await season("2026-mlb-season")).toMatchObject({
      status: "completed",
      results_through: "2026-08-21",
      last_result_date: "2026-08-21",
      end_date: "2026-09-27",
    });
    const [counts] = await database().query<{ finals: number; team_games: number }>(
      `SELECT (SELECT count(*)::int FROM games g WHERE g.season_id = se.id AND g.game_type = 'regular' AND g.status = 'final') AS finals,
              (SELECT sum(st.games_played)::int FROM standings st WHERE st.season_id = se.id) AS team_games
       FROM seasons se WHERE se.slug = '2026-mlb-season'`,
    );
    expect(counts.finals).toBe(1934);
    expect(counts.team_games).toBe(2 * counts.finals);
  });

  it("the 2026 NFL and 2026-27 NHL seasons, schedules without a result in our data: no standings, no 'through' date, the schedule's teams", async () => {
    for (const [slug, games] of [
      ["2026-nfl-season", 272],
      ["2026-nhl-season", 1344],
    ] as const) {
      expect(await season(slug)).toMatchObject({ status: "active", teams_count: 32, games_count: games, results_through: null, last_result_date: null });
      expect((await standings(slug)).size).toBe(0);
    }
  });

  it("a postponed game and a played game without a reliable score hold no day open (2024 college football, 1951-52 NBA)", async () => {
    // Each season holds one such game (2024-09-28, 1951-11-22); its results run on past it.
    const open = await database().query<{ slug: string; status: string; game_date: string }>(
      `SELECT se.slug, g.status, g.game_date::text AS game_date FROM games g JOIN seasons se ON se.id = g.season_id
       WHERE se.slug IN ('2024-cfb-season', '1951-nba-season') AND g.game_type = 'regular' AND g.status <> 'final' ORDER BY se.slug`,
    );
    expect(open).toEqual([
      { slug: "1951-nba-season", status: "unknown", game_date: "1951-11-22" },
      { slug: "2024-cfb-season", status: "postponed", game_date: "2024-09-28" },
    ]);
    expect(await season("1951-nba-season")).toMatchObject({ results_through: "1952-04-25", last_result_date: "1952-04-25" });
    expect((await season("2024-cfb-season")).results_through).toBe((await season("2024-cfb-season")).last_result_date);
  });

  it("no season's standings stop before a result in our data: every season's date is its latest result", async () => {
    const cut = await database().query<{ slug: string }>(
      `SELECT se.slug FROM season_summaries ss JOIN seasons se ON se.id = ss.season_id
       WHERE (ss.card->>'results_through') IS DISTINCT FROM (ss.card->>'last_result_date')`,
    );
    expect(cut).toEqual([]);
  });
});
