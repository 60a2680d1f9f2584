// NBA player statistics to 2020-21 and NHL skaters and goalies to 2022-23 on the full data (needs
// SPORTS_DATA_DIR and the imported database), checked against Basketball-Reference and Hockey-Reference:
// LeBron James 2019-20 67 games and 1,698 points (the bubble included; 60 and 1,544 at the March 2020
// suspension), James Harden 2,335 in 2019-20, Stephen Curry 2,015 in 63 games in 2020-21; Connor McDavid
// 64 goals, 89 assists, 153 points in 2022-23, Alex Ovechkin 822 career goals after 2022-23, Auston
// Matthews 60 goals in 2021-22, Leon Draisaitl 50 in 2018-19, Igor Shesterkin 36 wins and .935 in 2021-22.
import { describe, expect, it } from "vitest";
import { collectImport } from "../../../db/import/collect";
import { importer } from "../../../db/import/sources/nba-player-totals-bbref-2020-2021";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

type Season = { season_start_year: number; season_label: string; team: { slug: string } | null; is_total: boolean; stats: Record<string, number> };
type Player = {
  slug: string;
  person: { full_name: string };
  first_season: number;
  last_season: number;
  is_active: boolean;
  career_status: string;
  status: string;
  current_team: unknown;
  career_stats: Record<string, number>;
  career_totals: { seasons: number; last_season: number; through: boolean; label: string };
  seasons: Array<Season>;
};
type Page = { count: number; results: Array<{ slug: string; person: { full_name: string } }> };
type Leaders = { results: Array<{ player: { name: string }; value: number; season: { label: string } | null }>; scope: { label: string } | null };
type Coverage = { kinds: Array<{ kind: string; label: string | null; sources: Array<string> }> };

describe.skipIf(!FULL_DATA)("NBA to 2020-21 and NHL to 2022-23 on the full data (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get } = fullDataApi();
  const player = (slug: string) => get<Player>(`people/players/${slug}/`);
  const season = (p: Player, label: string) => p.seasons.filter((s) => s.season_label === label && Object.keys(s.stats).length > 0);

  it("LeBron James's 2019-20 is the whole season, bubble included: 67 games, 1,698 points; none of the March figures survive", async () => {
    const lebron = await player("lebron-james");
    const lines = season(lebron, "2019-20");
    expect(lines).toHaveLength(1);
    expect(lines[0].team?.slug).toBe("los-angeles-lakers");
    // Basketball-Reference's whole line (the older table's was 60 games, 1,544 points): every figure the
    // file gives, and no other one kept from the March line.
    expect(lines[0].stats).toMatchObject({ games_played: 67, minutes_played: 2316, points: 1698, rebounds: 525, assists: 684 });
    const complete = await collectImport(importer, `${FULL_DATA}/${importer.id}`);
    const row = complete.playerSeasons.find((s) => s.personKey === "bball-reference-datasets:jamesle01" && s.season === 2019);
    const counts = Object.fromEntries(Object.entries(lines[0].stats).filter(([name]) => !/_percentage$/.test(name)));
    expect(counts).toEqual(row?.stats);
    expect(season(lebron, "2020-21").map((s) => [s.stats.games_played, s.stats.points])).toEqual([[45, 1126]]);
    expect(lebron.career_stats.points).toBe(35_367);
    expect(lebron.career_totals).toMatchObject({ seasons: 18, last_season: 2020, label: "Through 2020-21 (our data ends there): 18 seasons" });
  });

  it("James Harden scored 2,335 in 2019-20; Stephen Curry 2,015 in 63 games in 2020-21", async () => {
    const harden = await player("james-harden");
    expect(season(harden, "2019-20").map((s) => [s.team?.slug, s.stats.games_played, s.stats.points])).toEqual([["houston-rockets", 68, 2335]]);
    const curry = await player("stephen-curry");
    expect(season(curry, "2020-21").map((s) => [s.team?.slug, s.stats.games_played, s.stats.points])).toEqual([["golden-state-warriors", 63, 2015]]);
  });

  it("the 2019-20 and 2020-21 single-season points leaders are the scoring champions", async () => {
    const leaders = await get<Leaders>("records/leaders/?league=nba&statistic=points&span=season&from=2019&to=2020&page_size=2");
    expect(leaders.results.map((r) => [r.player.name, r.value, r.season?.label])).toEqual([
      ["James Harden", 2335, "2019-20"],
      ["Stephen Curry", 2015, "2020-21"],
    ]);
  });

  it("a traded player's 2020-21 is his total line and his clubs' lines, counted once (Aaron Gordon: 618 points)", async () => {
    const gordon = await player("aaron-gordon");
    const lines = season(gordon, "2020-21");
    expect(lines.find((s) => s.is_total)?.stats.points).toBe(618);
    expect(lines.filter((s) => !s.is_total).map((s) => [s.team?.slug, s.stats.points])).toEqual([
      ["denver-nuggets", 254],
      ["orlando-magic", 364],
    ]);
    // Counted once: his career points are his seasons' totals, not total and clubs added up.
    const counted = gordon.seasons.filter((s) => s.is_total || !gordon.seasons.some((t) => t.is_total && t.season_start_year === s.season_start_year));
    expect(gordon.career_stats.points).toBe(counted.reduce((sum, s) => sum + (s.stats.points ?? 0), 0));
  });

  it("2020-21's rookies are people under their Basketball-Reference ids: LaMelo Ball, Anthony Edwards", async () => {
    const ball = await player("lamelo-ball");
    expect(season(ball, "2020-21").map((s) => [s.team?.slug, s.stats.games_played, s.stats.points])).toEqual([["charlotte-hornets", 51, 803]]);
    const edwards = await player("anthony-edwards");
    expect(season(edwards, "2020-21").map((s) => [s.stats.games_played, s.stats.points])).toEqual([[72, 1392]]);
  });

  it("Connor McDavid's 2022-23: 64 goals, 89 assists, 153 points in 82 games", async () => {
    const mcdavid = await player("connor-mcdavid");
    expect(season(mcdavid, "2022-23").map((s) => [s.team?.slug, s.stats.games_played, s.stats.goals, s.stats.assists, s.stats.points])).toEqual([
      ["edmonton-oilers", 82, 64, 89, 153],
    ]);
    expect(mcdavid.first_season).toBe(2015);
  });

  it("Alex Ovechkin: 822 goals through 2022-23, second on the career list behind Gretzky; not called active", async () => {
    const ovechkin = await player("alex-ovechkin");
    expect(ovechkin.career_stats.goals).toBe(822);
    expect(ovechkin.career_totals).toMatchObject({ seasons: 18, last_season: 2022, through: true, label: "Through 2022-23 (our data ends there): 18 seasons" });
    // The league has played since 2022-23: what he did after is unknown, neither active nor retired.
    expect(ovechkin).toMatchObject({
      last_season: 2022,
      is_active: false,
      career_status: "unknown",
      status: "Status unknown after 2022-23",
      current_team: null,
    });
    const leaders = await get<Leaders>("records/leaders/?league=nhl&statistic=goals&span=career&page_size=2");
    expect(leaders.results.map((r) => [r.player.name, r.value])).toEqual([
      ["Wayne Gretzky", 894],
      ["Alex Ovechkin", 822],
    ]);
    expect(leaders.scope?.label).toBe("1917-18 to 2022-23");
  });

  it("Auston Matthews scored 60 in 2021-22, Leon Draisaitl 50 in 2018-19", async () => {
    const matthews = await player("auston-matthews");
    expect(season(matthews, "2021-22").map((s) => s.stats.goals)).toEqual([60]);
    const draisaitl = await player("leon-draisaitl");
    expect(season(draisaitl, "2018-19").map((s) => s.stats.goals)).toEqual([50]);
    const leaders = await get<Leaders>("records/leaders/?league=nhl&statistic=goals&span=season&from=2021&to=2021&page_size=1");
    expect(leaders.results[0]).toMatchObject({ player: { name: "Auston Matthews" }, value: 60 });
  });

  it("Igor Shesterkin, new since the databank, won 36 with a .935 save percentage and 2.07 GAA in 2021-22", async () => {
    const shesterkin = await player("igor-shesterkin");
    const lines = season(shesterkin, "2021-22");
    expect(lines.map((s) => [s.team?.slug, s.stats.wins, s.stats.losses, s.stats.ties_or_overtime_losses, s.stats.shutouts])).toEqual([
      ["new-york-rangers", 36, 13, 4, 6],
    ]);
    expect(lines[0].stats.save_percentage).toBe(0.935);
    expect(lines[0].stats.goals_against_average.toFixed(2)).toBe("2.07");
    expect(shesterkin.first_season).toBe(2019);
  });

  it("players new since 2017-18 are people: Cale Makar", async () => {
    const makar = await player("cale-makar");
    expect(makar.person.full_name).toBe("Cale Makar");
    expect(makar.seasons.map((s) => s.season_label)).toEqual(["2019-20", "2020-21", "2021-22", "2022-23"]);
  });

  it("a player traded in a season has one total line, counted once (Pontus Åberg, 2018-19: 59 games, 25 points)", async () => {
    const aberg = await player("pontus-aberg");
    expect(season(aberg, "2018-19").map((s) => [s.is_total, s.team, s.stats.games_played, s.stats.points])).toEqual([[true, null, 59, 25]]);
  });

  it("the coverage table says NBA player statistics to 2020-21 and NHL to 2022-23", async () => {
    const kind = (c: Coverage, name: string) => c.kinds.find((k) => k.kind === name);
    expect(kind(await get<Coverage>("core/coverage/nba/"), "player_stats")?.label).toBe("1946-47 to 2020-21");
    const nhl = await get<Coverage>("core/coverage/nhl/");
    expect(kind(nhl, "player_stats")).toMatchObject({ label: "1917-18 to 2022-23", sources: ["hockey-databank", "nhl-player-stats-hockeyref-2018-2023"] });
    // Nobody is active in the NHL: its player data stops in 2022-23 and the league has played since.
    expect((await get<Page>("people/players/active/?sport__slug=hockey")).count).toBe(0);
  });
});
