// On this day on the full data, checked against published records (needs SPORTS_DATA_DIR and the imported
// database). Sources: Pro-Football-Reference's Super Bowl results (Super Bowl LI, 2017-02-05: New England
// 34, Atlanta 28 in overtime; XLVI, 2012-02-05: New York Giants 21, New England 17; XL, 2006-02-05:
// Pittsburgh 21, Seattle 10), Baseball-Reference (Babe Ruth, born 1895-02-06 in Baltimore, died
// 1948-08-16), Basketball-Reference (Michael Jordan, born 1963-02-17), Hockey-Reference (Wayne Gretzky,
// born 1961-01-26).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleApiRequest } from "../../../api/handler";
import { openDatabase, type Database } from "../../../db/database";

const dataDir = process.env.SPORTS_DATA_DIR;

type Game = {
  id: number;
  date: string;
  round: string | null;
  title_game: boolean;
  game_type: string;
  home: { name: string; score: number };
  away: { name: string; score: number };
  margin: number;
};
type Person = { name: string; href: string; date: string; hall_of_fame: boolean };
type Section = {
  league: { slug: string };
  titles: Array<{
    date: string;
    edition: string | null;
    championship: { slug: string };
    winner: { name: string };
    runner_up: { name: string } | null;
    winner_score: number | null;
    runner_up_score: number | null;
  }>;
  postseason: { count: number; games: Array<Game> };
  regular: { count: number; games: Array<Game> };
  births: Array<Person>;
  deaths: Array<Person>;
};
type Day = { date: { slug: string; label: string }; previous_day: string; next_day: string; league: { slug: string } | null; sections: Array<Section> };
type GamePage = { count: number; next: string | null; results: Array<Game> };

describe.skipIf(!dataDir)("on this day on the full data (needs SPORTS_DATA_DIR and the imported database)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  async function get<T>(path: string, status = 200, now?: Date): Promise<T> {
    const response = await handleApiRequest(new Request(`http://test/api/${path}`), db, { now });
    expect(response.status, path).toBe(status);
    return (await response.json()) as T;
  }
  const section = (day: Day, league: string) => day.sections.find((s) => s.league.slug === league);

  it("February 5: Super Bowls LI, XLVI and XL, newest first, with the title games listed first among the postseason's", async () => {
    const day = await get<Day>("records/on-this-day/?date=02-05");
    expect(day.date).toMatchObject({ slug: "02-05", label: "February 5" });
    const nfl = section(day, "nfl");
    expect(nfl?.titles.map((t) => [t.date, t.edition, t.winner.name, t.winner_score, t.runner_up?.name, t.runner_up_score])).toEqual([
      ["2017-02-05", "LI", "New England Patriots", 34, "Atlanta Falcons", 28],
      ["2012-02-05", "XLVI", "New York Giants", 21, "New England Patriots", 17],
      ["2006-02-05", "XL", "Pittsburgh Steelers", 21, "Seattle Seahawks", 10],
    ]);
    const li = nfl?.postseason.games.find((g) => g.date === "2017-02-05");
    expect(li).toMatchObject({ title_game: true, home: { name: "Atlanta Falcons", score: 28 }, away: { name: "New England Patriots", score: 34 }, margin: 6 });
    // Newest first across leagues' sections, and the sections in the leagues' order (NFL first).
    expect(day.sections[0].league.slug).toBe("nfl");
    for (const s of day.sections) {
      const dates = [...s.postseason.games, ...s.regular.games].map((g) => g.date);
      expect(s.postseason.games.map((g) => g.date)).toEqual([...s.postseason.games.map((g) => g.date)].sort().reverse());
      expect(s.regular.games.map((g) => g.date)).toEqual([...s.regular.games.map((g) => g.date)].sort().reverse());
      expect(dates.every((d) => d.endsWith("-02-05"))).toBe(true);
    }
  });

  it("the AFL (not one of the shared league filter's names) is a league of the NFL site: the 1969 AFL Championship Game on January 4, 1970 (Pro-Football-Reference: Kansas City 17, Oakland 7)", async () => {
    const day = await get<Day>("records/on-this-day/?date=01-04&league=afl&sport__slug=football&level__slug=professional");
    const game = day.sections[0]?.postseason.games.find((g) => g.date === "1970-01-04");
    expect(game).toMatchObject({
      round: "AFL Championship Game",
      home: { name: "Oakland Raiders", score: 7 },
      away: { name: "Kansas City Chiefs", score: 17 },
    });
  });

  it("Babe Ruth: born February 6, 1895, died August 16, 1948, under the MLB, linked to his page", async () => {
    const born = section(await get<Day>("records/on-this-day/?date=02-06&league=mlb"), "mlb");
    expect(born?.births).toContainEqual({ name: "Babe Ruth", href: "/players/babe-ruth", role: "player", date: "1895-02-06", hall_of_fame: true });
    const births = born?.births.map((p) => p.date) ?? [];
    expect(births).toEqual([...births].sort().reverse());
    const died = section(await get<Day>("records/on-this-day/?date=08-16&league=mlb"), "mlb");
    expect(died?.deaths.find((p) => p.name === "Babe Ruth")).toMatchObject({ date: "1948-08-16", href: "/players/babe-ruth" });
  });

  it("Michael Jordan's and Wayne Gretzky's birthdays, each under his own league", async () => {
    const feb17 = await get<Day>("records/on-this-day/?date=02-17");
    expect(section(feb17, "nba")?.births.find((p) => p.name === "Michael Jordan")).toMatchObject({ date: "1963-02-17", href: "/players/michael-jordan" });
    expect(section(feb17, "mlb")?.births.some((p) => p.name === "Michael Jordan")).toBe(false);
    const jan26 = await get<Day>("records/on-this-day/?date=01-26&league=nhl");
    expect(jan26.sections[0].births.find((p) => p.name === "Wayne Gretzky")).toMatchObject({ date: "1961-01-26" });
  });

  it("without a date it is today in America/New_York (the clock injected): 03:30 UTC on March 1 is still February 28 there", async () => {
    const day = await get<Day>("records/on-this-day/?league=nfl", 200, new Date("2025-03-01T03:30:00Z"));
    expect(day.date.slug).toBe("02-28");
    const summer = await get<Day>("records/on-this-day/?league=nfl", 200, new Date("2025-07-05T03:59:00Z"));
    expect(summer.date.slug).toBe("07-04");
  });

  it("February 29 is a day: its games were played in leap years, and its neighbours are February 28 and March 1", async () => {
    const day = await get<Day>("records/on-this-day/?date=02-29");
    expect([day.previous_day, day.next_day]).toEqual(["02-28", "03-01"]);
    const games = day.sections.flatMap((s) => s.regular.games);
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => g.date.endsWith("-02-29") && Number(g.date.slice(0, 4)) % 4 === 0)).toBe(true);
    expect((await get<Day>("records/on-this-day/?date=12-31")).next_day).toBe("01-01");
  });

  it("the regular season lists its largest margins; the full list pages through every game the count says, newest first", async () => {
    const day = await get<Day>("records/on-this-day/?date=07-04&league=mlb");
    const mlb = day.sections[0];
    expect(mlb.regular.count).toBeGreaterThan(1000);
    expect(mlb.regular.games).toHaveLength(10);
    const all = await get<GamePage>(`records/on-this-day/games/?date=07-04&league=mlb&kind=regular&page_size=all`);
    expect(all.count).toBe(mlb.regular.count);
    const margins = all.results.map((g) => g.margin).sort((a, b) => b - a);
    expect(Math.min(...mlb.regular.games.map((g) => g.margin))).toBe(margins[9]);
    const dates = all.results.map((g) => g.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const page2 = await get<GamePage>("records/on-this-day/games/?date=07-04&league=mlb&kind=regular&page=2");
    expect(page2.results.map((g) => g.id)).toEqual(all.results.slice(50, 100).map((g) => g.id));
    const post = await get<GamePage>("records/on-this-day/games/?date=02-05&league=nfl&kind=postseason");
    expect(post.count).toBe(3);
  });

  it("bad input: a day that is not one, a malformed one, a league outside the site, a list without its league", async () => {
    expect((await get<{ detail: string }>("records/on-this-day/?date=13-45", 400)).detail).toMatch(/13-45.*not a day of the year/);
    expect((await get<{ detail: string }>("records/on-this-day/?date=abc", 400)).detail).toMatch(/MM-DD/);
    await get("records/on-this-day/?date=02-30", 400);
    await get("records/on-this-day/?date=02-05&date=02-06", 400);
    await get("records/on-this-day/?date=02-05&league=nfl&sport__slug=baseball&level__slug=professional", 404);
    await get("records/on-this-day/games/?date=02-05", 400);
    await get("records/on-this-day/?date=02-05&league=NFL!", 400);
    await get("records/on-this-day/?date=02-05&league=zzz", 404);
    await get("records/on-this-day/games/?date=02-05&league=nfl&kind=final", 400);
  });
});
