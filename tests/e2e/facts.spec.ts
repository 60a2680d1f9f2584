// Every fact a fan reads is right (issue 10, items 1-3 and 6-9), checked on the real data against the
// published records: titles by season, league titles and ties, leagues and eras, places and venue names
// of their time, founding years, a sport site's scope, strict API filters and one name per conference.
import { get } from "node:http";
import { expect, test } from "@playwright/test";
import { apiGet, open, siteUrl } from "./support";

test.skip(!process.env.SPORTS_DATA_DIR, "needs the real datasets (SPORTS_DATA_DIR) imported into the database");

type Page<T> = { count: number; results: Array<T> };
type Champion = { year: number; season_label: string; team_name: string | null; team_city: string | null; championship_slug: string; status: string };

/** An API answer whatever its status (apiGet refuses errors). */
function apiAnswer(id: string, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const host = new URL(siteUrl(id)).host;
  const port = Number(new URL(siteUrl(id)).port);
  return new Promise((resolve, reject) => {
    const request = get({ host: "127.0.0.1", port, path: `/api/${path}`, headers: { Host: host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(body) as Record<string, unknown> }));
    });
    request.on("error", reject);
  });
}

async function champions(query: string): Promise<Array<Champion>> {
  return (await apiGet<Page<Champion>>("hub", `championships/champions/?${query}&page_size=200`)).results;
}

test.describe("a title belongs to its season", () => {
  test("the 1929-31 Packers are the 1929, 1930 and 1931 NFL champions, and 1932 has one", async () => {
    for (const year of [1929, 1930, 1931]) {
      const [title] = await champions(`year=${year}&sport__slug=football&level__slug=professional`);
      expect(title).toMatchObject({ year, season_label: String(year), team_name: "Green Bay Packers" });
    }
    const of1932 = await champions("year=1932&sport__slug=football&level__slug=professional");
    expect(of1932.map((t) => t.team_name)).toEqual(["Chicago Bears"]);
    const [akron] = await champions("year=1920&sport__slug=football&level__slug=professional");
    expect(akron.team_name).toBe("Akron Pros");
  });

  test("college titles are their season's: Alabama 1961, Minnesota's streak 1940-41", async () => {
    const [alabama] = await champions("year=1961&sport__slug=football&level__slug=college");
    expect(alabama.team_name).toBe("Alabama Crimson Tide");
    const stats = await apiGet<{ longest_streak: { team: string; start: number; end: number } }>(
      "hub",
      "championships/championships/cfb-national-championship/stats/",
    );
    expect(stats.longest_streak).toMatchObject({ team: "Minnesota Golden Gophers", start: 1940, end: 1941 });
  });

  test("a championship's Founded is its card's Since", async ({ page }) => {
    await open(page, siteUrl("nba", "/championships"));
    await expect(page.getByRole("main").getByText("Since 1946-47")).toBeVisible();
    await open(page, siteUrl("nba", "/championships/nba-finals"));
    await expect(page.getByText("Founded", { exact: true }).locator("..")).toContainText("1946-47");
  });
});

test.describe("championship counting", () => {
  test("the Packers page counts 13 league titles and shows 13 chips, 1966 with both its titles", async ({ page }) => {
    const titles = await apiGet<Page<{ year: number }>>("hub", "teams/teams/green-bay-packers/championships/");
    expect(titles.count).toBe(13);
    expect(titles.results.map((t) => t.year)).toEqual(expect.arrayContaining([1929, 1930, 1931, 1966, 1967]));
    await open(page, siteUrl("nfl", "/teams/green-bay-packers"));
    const history = page
      .getByRole("region", { name: "Championship History" })
      .or(page.locator("section", { has: page.getByRole("heading", { name: "Championship History" }) }));
    await expect(history.getByRole("listitem")).toHaveCount(13);
    await expect(page.getByRole("link", { name: "1966: NFL Championship and Super Bowl I" })).toBeVisible();
    await expect(page.getByRole("link", { name: "1967: NFL Championship and Super Bowl II" })).toBeVisible();
  });

  test("Most Titles shows the tie and Highest Score its unit and scope", async ({ page }) => {
    await open(page, siteUrl("nfl", "/championships/super-bowl"));
    await expect(page.getByText("New England Patriots and Pittsburgh Steelers")).toBeVisible();
    await expect(page.getByText("6 titles each")).toBeVisible();
    await open(page, siteUrl("mlb", "/championships/world-series"));
    await expect(page.getByText(/^\d+ runs$/)).toBeVisible();
    await expect(page.getByText(/^Most runs scored by a champion in the deciding game/)).toBeVisible();
  });
});

test.describe("leagues and eras", () => {
  test("AFL games of 1960-69 are the AFL's; the original Senators' Cups are Ottawa's", async () => {
    const games = await apiGet<Page<{ league: { slug: string } }>>("hub", "games/games/?season=1965&team=buffalo-bills&page_size=50");
    expect(games.count).toBeGreaterThan(0);
    expect(new Set(games.results.map((g) => g.league.slug))).toEqual(new Set(["afl"]));
    const stats = await apiGet<{ team_championships: Array<{ team__name: string; team__slug: string }> }>(
      "hub",
      "championships/championships/stanley-cup-final/stats/",
    );
    const original = stats.team_championships.find((t) => t.team__slug === "st-louis-eagles");
    expect(original?.team__name).toBe("Ottawa Senators");
    const [victoria] = await champions("year=1924&sport__slug=hockey&level__slug=professional");
    expect(victoria.team_name).toBe("Victoria Cougars");
  });
});

test.describe("places, names and founding years of their time", () => {
  test("the 1927 and 1956 Giants are New York's; a 1998 Blue Jays game is at the SkyDome", async () => {
    for (const year of [1927, 1956]) {
      const [giants] = await champions(`year=${year}&sport__slug=football&level__slug=professional`);
      expect(giants).toMatchObject({ team_name: "New York Giants", team_city: "New York" });
    }
    const schedule = await apiGet<{ results: Array<{ venue_name: string | null }> }>("hub", "teams/teams/toronto-blue-jays/schedule/?year=1998");
    const venues = new Set(schedule.results.map((g) => g.venue_name));
    expect(venues.has("SkyDome")).toBe(true);
    expect(venues.has("Rogers Centre")).toBe(false);
    const sox = await apiGet<{ results: Array<{ venue_name: string | null }> }>("hub", "teams/teams/chicago-white-sox/schedule/?year=2010");
    expect(sox.results.some((g) => (g.venue_name ?? "").includes(";"))).toBe(false);
    expect(sox.results.some((g) => g.venue_name === "U.S. Cellular Field")).toBe(true);
  });

  test("founded is the franchise's founding, its first league season apart; a college program's only when known", async () => {
    const packers = await apiGet<{ founded_year: number; first_league_season: number }>("hub", "teams/teams/green-bay-packers/");
    expect(packers).toMatchObject({ founded_year: 1919, first_league_season: 1921 });
    const canadiens = await apiGet<{ founded_year: number; first_league_season: number }>("hub", "teams/teams/montreal-canadiens/");
    expect(canadiens).toMatchObject({ founded_year: 1909, first_league_season: 1917 });
    const ucla = await apiGet<{ founded_year: number | null }>("hub", "teams/teams/ucla-bruins-baseball/");
    expect(ucla.founded_year).toBeNull();
  });
});

test.describe("a sport site shows its own sport", () => {
  test("another sport's team and championship are 404 pages linking to the right site", async ({ page }) => {
    const team = await page.goto(siteUrl("nba", "/teams/green-bay-packers"));
    expect(team?.status()).toBe(404);
    await expect(page).not.toHaveTitle(/Green Bay Packers/);
    await expect(page.getByRole("link", { name: /See it on the .* site/ })).toHaveAttribute("href", siteUrl("nfl", "/teams/green-bay-packers"));
    const championship = await page.goto(siteUrl("nba", "/championships/world-series"));
    expect(championship?.status()).toBe(404);
    await expect(page.getByRole("link", { name: /See it on the .* site/ })).toHaveAttribute("href", siteUrl("mlb", "/championships/world-series"));
  });

  test("an unknown or invalid API filter is a 400 with a message", async () => {
    for (const query of ["game_type=final", "league__slug=nfl", "season=abc"]) {
      const answer = await apiAnswer("hub", `games/games/?${query}`);
      expect(answer.status, query).toBe(400);
      expect(String(answer.body.detail)).toMatch(/game_type|league__slug|season/);
    }
  });
});

test.describe("facets", () => {
  test("each conference has one name", async () => {
    const facets = await apiGet<{ divisions_list: Array<{ name: string }> }>("hub", "teams/teams/facets/?level__slug=college");
    const names = facets.divisions_list.map((d) => d.name);
    for (const duplicate of ["Ivy", "Big West Conference", "Sun Belt Conference", "West Coast Conference", "American Athletic Conference", "Patriot"]) {
      expect(names).not.toContain(duplicate);
    }
    expect(names).toEqual(expect.arrayContaining(["Ivy League", "Big West", "Sun Belt", "WCC", "American"]));
  });
});
