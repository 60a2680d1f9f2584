// The NFL's players, leaders and awards on the full data, checked against published records (needs
// SPORTS_DATA_DIR and the imported database). Sources: Pro-Football-Reference's career and single-season
// leaders (official regular-season figures): Brady first in career passing yards; Peyton Manning 5,477
// in 2013; Eric Dickerson 2,105 rushing yards in 1984; Emmitt Smith 18,355 career rushing yards; Jerry
// Rice 22,895 career receiving yards; Barry Sanders 15,269 career rushing yards (1989-1998); Johnny
// Unitas 1956-1973; the 1985 Bears' roster; the AP NFL MVP (1960: Norm Van Brocklin, not in the file);
// the Heisman Trophy (Barry Sanders 1988).
import { describe, expect, it } from "vitest";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

type Leaders = {
  count: number;
  active: boolean;
  active_known: boolean;
  results: Array<{ rank: number; player: { slug: string; name: string }; value: number; value_text: string; season: { start_year: number } | null }>;
  scope: { first_label: string; last_label: string; label: string } | null;
  statistic: { slug: string; minimum: string | null } | null;
  bound: string | null;
};

type Player = {
  slug: string;
  position: string | null;
  person: { full_name: string; birth_date: string | null; college: string | null };
  draft_year: number | null;
  career_stats: Record<string, number>;
  career_totals: { label: string; from: boolean; through: boolean; bound: string | null; first_season: number | null };
  seasons: Array<{ season_start_year: number; team: { slug: string } | null; stats: Record<string, number> }>;
  awards: Array<{ name: string; year: number; league?: string | null }>;
  headline_stats: Array<{ name: string; value: number }>;
};

type Page<T> = { count: number; results: Array<T> };

describe.skipIf(!FULL_DATA)("the NFL's players, leaders and awards on the full data (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get } = fullDataApi();
  const leaders = (query: string) => get<Leaders>(`records/leaders/?league=nfl&${query}`);
  const player = async (name: string) => {
    const found = await get<Page<Player>>(`people/players/?sport__slug=football&search=${encodeURIComponent(name)}`);
    const match = found.results.find((p) => p.person.full_name === name);
    expect(match, name).toBeDefined();
    return get<Player>(`people/players/${match?.slug}/`);
  };

  it("marks no player active: the NFL's player figures end with 2025, before the season being played", async () => {
    const everyone = await leaders("statistic=passing-yards&span=career&page_size=1");
    expect(everyone.active_known).toBe(false);
    const active = await leaders("statistic=passing-yards&span=career&active=true&page_size=1");
    expect(active).toMatchObject({ active: true, active_known: false, count: 0 });
  });

  it("career passing yards since 1970: Tom Brady first, the list bounded to 1970 on and offense only", async () => {
    const list = await leaders("statistic=passing-yards&span=career&page_size=3");
    expect(list.results[0].player.name).toBe("Tom Brady");
    expect(list.results[0]).toMatchObject({ value: 89214, value_text: "89,214" });
    expect(list.scope?.first_label).toBe("1970");
    expect(list.bound).toContain("Since 1970 only");
    expect(list.bound).toContain("offense only");
  });

  it("single-season passing yards: Peyton Manning 5,477 in 2013", async () => {
    const list = await leaders("statistic=passing-yards&span=season&page_size=1");
    expect(list.results[0]).toMatchObject({ player: { name: "Peyton Manning" }, value: 5477, value_text: "5,477", season: { start_year: 2013 } });
  });

  it("single-season rushing yards: Eric Dickerson 2,105 in 1984", async () => {
    const list = await leaders("statistic=rushing-yards&span=season&page_size=1");
    expect(list.results[0]).toMatchObject({ player: { name: "Eric Dickerson" }, value: 2105, season: { start_year: 1984 } });
  });

  it("career rushing yards: Emmitt Smith 18,355 first; career receiving yards: Jerry Rice 22,895 first", async () => {
    const rushing = await leaders("statistic=rushing-yards&span=career&page_size=1");
    expect(rushing.results[0]).toMatchObject({ player: { name: "Emmitt Smith" }, value: 18355 });
    const receiving = await leaders("statistic=receiving-yards&span=career&page_size=1");
    expect(receiving.results[0]).toMatchObject({ player: { name: "Jerry Rice" }, value: 22895 });
  });

  it("completions state their gap (none held 1992-1998), and a rate list its minimum", async () => {
    const completions = await leaders("statistic=completions&span=career&page_size=1");
    expect(completions.scope?.label).toMatch(/^1970 to 1991, 1999 to 20\d\d$/);
    const pct = await leaders("statistic=completion-percentage&span=career&page_size=5");
    expect(pct.statistic?.minimum).toBe("at least 1,500 pass attempts");
    expect(pct.scope?.label).toMatch(/^1970 to 1991, 1999 to /);
    for (const row of pct.results) expect(row.value).toBeLessThan(75);
    const ypc = await leaders("statistic=yards-per-carry&span=season&page_size=1");
    expect(ypc.statistic?.minimum).toBe("at least 100 carries");
  });

  it("Barry Sanders: 15,269 career rushing yards in 10 seasons, rushing first, his Heisman and his MVP", async () => {
    const sanders = await player("Barry Sanders");
    expect(sanders.career_stats.rushing_yards).toBe(15269);
    expect(sanders.career_totals.label).toBe("Career (10 seasons)");
    expect(sanders.career_totals.bound).toContain("offense only");
    expect(sanders.headline_stats.map((s) => s.name).slice(0, 3)).toEqual(["games_played", "games_started", "rushing_yards"].slice(0, 3));
    expect(sanders.awards).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "AP Most Valuable Player", year: 1997 }),
        expect.objectContaining({ name: "Heisman Trophy", year: 1988 }),
      ]),
    );
  });

  it("Johnny Unitas (1956-1973): his career figures are partial, from 1970", async () => {
    const unitas = await player("Johnny Unitas");
    expect(unitas.career_totals.from).toBe(true);
    expect(unitas.career_totals.first_season).toBe(1970);
    expect(unitas.career_totals.label).toMatch(/^Partial: from 1970 /);
  });

  it("Tom Brady: passing first, with rates from their parts", async () => {
    const brady = await player("Tom Brady");
    expect(brady.position).toBe("QB");
    expect(brady.person.birth_date).toBe("1977-08-03");
    expect(brady.headline_stats[2]?.name).toBe("passing_yards");
    expect(brady.career_stats.completion_percentage).toBeGreaterThan(0.6);
    expect(brady.career_stats.passer_rating).toBeGreaterThan(90);
  });

  it("the 1985 Chicago Bears' roster, from the season rows: Walter Payton and Jim McMahon", async () => {
    const roster = await get<Page<{ player: { person: { full_name: string } } }>>("teams/teams/chicago-bears/roster/?year=1985");
    const names = roster.results.map((r) => r.player.person.full_name);
    expect(names).toEqual(expect.arrayContaining(["Walter Payton", "Jim McMahon"]));
  });

  it("the directory sorted by career rushing yards: Emmitt Smith first", async () => {
    const page = await get<Page<Player>>("people/players/?sport__slug=football&ordering=rushing_yards&page_size=3");
    expect(page.results[0].person.full_name).toBe("Emmitt Smith");
    expect(page.count).toBeGreaterThan(1000);
  });

  it("the AP MVP states its missing years (1960, and the seasons after 2023), the Heisman is on the college site", async () => {
    const nfl = await get<{
      leagues: Array<{ slug: string; not_held: string | null; awards: Array<{ slug: string; name: string; gaps_label: string | null }> }>;
    }>("records/awards/?sport__slug=football&level__slug=professional");
    const mvp = nfl.leagues.find((l) => l.slug === "nfl")?.awards.find((a) => a.name === "AP Most Valuable Player");
    expect(mvp?.gaps_label).toBe("1960");
    const page = await get<{ not_held: string | null; winners: Array<{ season: { start_year: number }; person: { name: string; href: string | null } }> }>(
      `records/awards/${mvp?.slug}/`,
    );
    expect(page.not_held).toMatch(/^2024( to 2025)?$/);
    expect(page.winners.find((w) => w.season.start_year === 1997 && w.person.name === "Barry Sanders")?.person.href).toMatch(/^\/players\//);
    const cfb = await get<{ leagues: Array<{ slug: string; awards: Array<{ name: string; held_label: string }> }> }>(
      "records/awards/?sport__slug=football&level__slug=college",
    );
    expect(cfb.leagues.flatMap((l) => l.awards).find((a) => a.name === "Heisman Trophy")?.held_label).toBe("1935 to 2023");
  });

  it("the NFL and college football sites hold leaders and awards, so their nav shows them", async () => {
    const kinds = async (query: string) =>
      (await get<{ results: Array<{ kinds: Array<{ kind: string; note: string | null }> }> }>(`core/coverage/?${query}`)).results.flatMap((l) => l.kinds);
    const nfl = await kinds("sport__slug=football&level__slug=professional");
    expect(nfl.map((k) => k.kind)).toEqual(expect.arrayContaining(["leader_lists", "award_index", "player_stats"]));
    expect(nfl.find((k) => k.kind === "player_stats")?.note).toMatch(/^offense only/);
    expect((await kinds("sport__slug=football&level__slug=college")).map((k) => k.kind)).toContain("award_index");
  });

  it("the sitemap of the NFL site lists its players' pages", async () => {
    const index = await get<{ sections: Array<{ section: string; count: number }> }>("core/sitemap/?sport__slug=football&level__slug=professional");
    expect(index.sections.find((s) => s.section === "players")?.count).toBeGreaterThan(10000);
    const paths = await get<{ results: Array<string> } | { paths: Array<string> }>("core/sitemap/players/?sport__slug=football&level__slug=professional");
    expect(JSON.stringify(paths)).toContain("/players/tom-brady");
  });

  it("the search finds NFL players", async () => {
    const found = await get<{ players: Array<{ name: string; league: string }> }>("core/search/?q=walter+payton&sport__slug=football");
    expect(found.players.some((p) => p.name === "Walter Payton" && p.league === "NFL")).toBe(true);
  });
});
