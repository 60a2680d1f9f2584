// Issue 22 "Truth in time", with JavaScript on and off: a season not played says so (2004-05 NHL
// lockout); the 1966-69 league title games are not Super Bowls; overtime reaches the game page; the
// season being played shows its fixtures, and a fixture whose day has passed is not upcoming; college
// football 2001-2020 is there, regular season only. Facts checked against published records
// (Pro-Football-Reference, Hockey-Reference, the NFL and NHL schedules, CollegeFootballData.com).
import { expect, test } from "@playwright/test";
import { apiGet, open, siteUrl } from "./support";

type GamesPage = { results: Array<{ id: number; game_date: string; home_team: { slug: string }; away_team: { slug: string }; status: string }> };

async function gameOn(site: string, date: string, team: string): Promise<number> {
  const page = await apiGet<GamesPage>(site, `games/games/?game_date__gte=${date}&game_date__lte=${date}&team=${team}`);
  const game = page.results.find((g) => g.home_team.slug === team || g.away_team.slug === team);
  if (!game) throw new Error(`no game of ${team} on ${date}`);
  return game.id;
}

test.describe("a season that was not played", () => {
  test("2004-05 NHL reads Cancelled and Not held on the seasons list and its page, never Completed", async ({ page }) => {
    await open(page, siteUrl("nhl", "/seasons?q=2004-05"));
    const card = page.getByTestId("season-card").filter({ hasText: "2004-05" });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Cancelled");
    await expect(card).toContainText("Not held");
    await expect(card).not.toContainText("Completed");
    await expect(card).not.toContainText("Not in our data");
    await open(page, siteUrl("nhl", "/seasons/2004-nhl-season"));
    await expect(page.getByTestId("season-champion")).toHaveText("Not held");
    await expect(page.getByTestId("season-not-held")).toContainText("lockout");
    await expect(page.getByText("Not in our data", { exact: true })).toHaveCount(0);
  });

  test("the status filter lists the seasons not held: 1994 MLB, played without its World Series", async ({ page }) => {
    await open(page, siteUrl("mlb", "/seasons?status=cancelled"));
    const strike = page.getByTestId("season-card").filter({ hasText: "1994" });
    await expect(strike).toContainText("Title not held");
    await expect(strike).toContainText("Not held");
    await expect(strike).not.toContainText("Completed");
  });
});

test.describe("league title games before the merger", () => {
  test("the Ice Bowl (1967-12-31) is the NFL Championship Game, Super Bowl II a Super Bowl, the AFL's title game its own", async ({ page }) => {
    const iceBowl = await gameOn("nfl", "1967-12-31", "green-bay-packers");
    await open(page, siteUrl("nfl", `/scores/${iceBowl}`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Dallas Cowboys at Green Bay Packers");
    await expect(page.getByText("Championship:")).toBeVisible();
    const gameHeader = page.locator("main header").first();
    await expect(gameHeader).toContainText("NFL Championship");
    await expect(page.locator("main")).not.toContainText("Super Bowl");

    const superBowlII = await gameOn("nfl", "1968-01-14", "green-bay-packers");
    await open(page, siteUrl("nfl", `/scores/${superBowlII}`));
    await expect(page.locator("main header").first()).toContainText("Super Bowl");

    // 1967-12-31 Oakland 40, Houston 7: the AFL Championship Game (a game of the AFL, on the NFL site).
    await open(page, siteUrl("nfl", "/scores?start=1967-12-31&end=1967-12-31"));
    const afl = page.getByTestId("game-card").filter({ hasText: "Houston" });
    await expect(afl).toContainText("AFL Championship Game");
    await expect(afl).not.toContainText("Super Bowl");
  });
});

test.describe("overtime on the game page", () => {
  test("2010-06-09: Chicago won the Stanley Cup 4-3 in overtime at Philadelphia", async ({ page }) => {
    const id = await gameOn("nhl", "2010-06-09", "chicago-blackhawks");
    await open(page, siteUrl("nhl", `/scores/${id}`));
    await expect(page.getByTestId("status-line")).toHaveText("Final/OT");
    await expect(page.getByTestId("result-line")).toContainText("4-3 (OT)");
  });
});

test.describe("the season being played: fixtures", () => {
  test("the 2026 NFL season page shows its 32 teams and 272 games", async ({ page }) => {
    await open(page, siteUrl("nfl", "/seasons/2026-nfl-season"));
    const header = page.locator("main header").first();
    await expect(header.getByText("Teams", { exact: true }).locator("..")).toContainText("32");
    await expect(header.getByText("Games", { exact: true }).locator("..")).toContainText("272");
  });

  test("Thanksgiving 2026 (passed, no result held) says so; a later fixture shows its ET time", async ({ page }) => {
    await open(page, siteUrl("nfl", "/scores?start=2026-11-26&end=2026-11-26"));
    const lions = page.getByTestId("game-card").filter({ hasText: "Detroit Lions" });
    await expect(lions).toContainText("Chicago Bears");
    await expect(lions).toContainText("Result not in our data");
    await expect(lions).not.toContainText("Scheduled");
    // Week 18 (2027-01-10): the fixtures to come, with their Eastern start time.
    await open(page, siteUrl("nfl", "/scores?start=2027-01-10&end=2027-01-10"));
    const ravens = page.getByTestId("game-card").filter({ hasText: "Baltimore Ravens" });
    await expect(ravens).toContainText("Scheduled");
    await expect(ravens).toContainText("1:00 PM ET");
  });
});

test.describe("college football 2001-2020", () => {
  test("2007-09-01 Appalachian State 34 at Michigan 32; Michigan's 2007 page says bowls are not in our data", async ({ page }) => {
    const id = await gameOn("cfb", "2007-09-01", "michigan-wolverines-football");
    await open(page, siteUrl("cfb", `/scores/${id}`));
    await expect(page.getByTestId("result-line")).toHaveText(/Appalachian State Mountaineers defeated Michigan Wolverines 34-32/);
    await open(page, siteUrl("cfb", "/teams/michigan-wolverines-football/2007"));
    await expect(page.getByText("Regular season only: no bowl games")).toBeVisible();
  });
});
