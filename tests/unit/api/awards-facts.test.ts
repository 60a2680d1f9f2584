// Award pages on the full data, checked against published winners (needs SPORTS_DATA_DIR and the imported
// database). Sources: Basketball-Reference (1995-96 MVP Michael Jordan, Chicago Bulls), Hockey-Reference
// (Wayne Gretzky's nine Hart Trophies, 1979-80 to 1986-87 and 1988-89; the 2017-18 Jack Adams Award,
// Gerard Gallant, Vegas), Baseball-Reference (1985 Cy Young: Bret Saberhagen, Royals, and Dwight Gooden,
// Mets; the 1979 NL MVP shared by Keith Hernandez and Willie Stargell).
import { describe, expect, it } from "vitest";
import { FULL_DATA, fullDataApi } from "../../support/full-data-api";

type Winner = { season: { start_year: number; label: string }; person: { name: string; href: string | null }; team: { slug: string; name: string } | null };
type Award = { award: { slug: string; name: string; first_label: string; last_label: string }; coverage: string | null; winners: Array<Winner> };
type Index = { leagues: Array<{ slug: string; coverage: string | null; awards: Array<{ slug: string; name: string }> }> };

describe.skipIf(!FULL_DATA)("award pages on the full data (needs SPORTS_DATA_DIR and the imported database)", () => {
  const { get } = fullDataApi();
  const inSeason = (award: Award, year: number) => award.winners.filter((w) => w.season.start_year === year);

  it("NBA MVP 1995-96: Michael Jordan of the Chicago Bulls, linked to his page and the team's season", async () => {
    const mvp = await get<Award>("records/awards/nba-most-valuable-player/");
    expect(inSeason(mvp, 1995)).toEqual([
      {
        season: { start_year: 1995, label: "1995-96", slug: "1995-nba-season" },
        person: { name: "Michael Jordan", href: "/players/michael-jordan" },
        team: { slug: "chicago-bulls", name: "Chicago Bulls" },
      },
    ]);
    expect(mvp.winners[0].season.start_year).toBeGreaterThan(mvp.winners.at(-1)?.season.start_year ?? 0);
  });

  it("the Hart Trophy: Gretzky's nine, and the page states where our NHL award data ends", async () => {
    const hart = await get<Award>("records/awards/nhl-hart-memorial-trophy-mvp/");
    expect(hart.winners.filter((w) => w.person.name === "Wayne Gretzky").map((w) => w.season.start_year)).toEqual([
      1988, 1986, 1985, 1984, 1983, 1982, 1981, 1980, 1979,
    ]);
    expect(hart.award).toMatchObject({ name: "Hart Memorial Trophy (MVP)", first_label: "1923-24", last_label: "2017-18" });
    expect(hart.coverage).toBe("1917-18 to 2017-18");
  });

  it("1985 Cy Young Awards; the 1979 NL MVP's co-winners; a coach's award links to the coach", async () => {
    const al = await get<Award>("records/awards/mlb-al-cy-young-award/");
    const nl = await get<Award>("records/awards/mlb-nl-cy-young-award/");
    expect(inSeason(al, 1985).map((w) => [w.person.name, w.team?.name])).toEqual([["Bret Saberhagen", "Kansas City Royals"]]);
    expect(inSeason(nl, 1985).map((w) => [w.person.name, w.team?.name])).toEqual([["Dwight Gooden", "New York Mets"]]);
    const mvp = await get<Award>("records/awards/mlb-nl-most-valuable-player/");
    expect(inSeason(mvp, 1979).map((w) => w.person.name)).toEqual(["Keith Hernandez", "Willie Stargell"]);
    const adams = await get<Award>("records/awards/nhl-jack-adams-award/");
    expect(inSeason(adams, 2017)).toMatchObject([
      { person: { name: "Gerard Gallant", href: expect.stringMatching(/^\/coaches\//) }, team: { name: "Vegas Golden Knights" } },
    ]);
  });

  it("the index lists each league's MVP first and keeps selections out; an unknown award or another sport's is a 404", async () => {
    const index = await get<Index>("records/awards/");
    const nhl = index.leagues.find((l) => l.slug === "nhl");
    expect(nhl?.awards[0]).toMatchObject({ slug: "nhl-hart-memorial-trophy-mvp" });
    expect(nhl?.awards.some((a) => a.name.includes("All-Star"))).toBe(false);
    expect(index.leagues.find((l) => l.slug === "mlb")?.awards.some((a) => a.name === "AL Gold Glove")).toBe(false);
    await get("records/awards/nope/", 404);
    await get("records/awards/nba-most-valuable-player/?sport__slug=hockey", 404);
  });
});
