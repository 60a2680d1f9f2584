// The site-wide season (issue 26): the header's picker, kept in the selectedSeason cookie, is the default
// of every list with a season; the URL's own `season` wins; a page that followed the cookie says so and
// is never shared. With JavaScript on and off. Published records: the 2015-16 Golden State Warriors went
// 73-9 (.890), the 2016-17 Warriors 67-15 (.817); the 2015-16 NBA season ran 27 October 2015 to 19 June 2016.
import { expect, test, type Page } from "@playwright/test";
import { jsEnabled, open, siteUrl } from "./support";

/**
 * Chooses a season with the header's picker on a list of `site`, as a fan does (a GET form to /season
 * that comes back): the list then says it shows the fan's season.
 */
async function chooseSeason(page: Page, site: string, path: string, year: string) {
  await open(page, siteUrl(site, path));
  await expect(page.getByTestId("your-season")).toHaveCount(0);
  const banner = page.getByRole("banner");
  await banner.getByRole("combobox", { name: "Default season" }).selectOption(year);
  if (!jsEnabled()) await banner.getByRole("button", { name: "Set" }).click();
  await expect(page.getByTestId("your-season")).toBeVisible();
  await expect(page).toHaveURL(siteUrl(site, path));
}

function warriors(page: Page) {
  return page.getByTestId("standing-row").filter({ has: page.getByRole("link", { name: "Golden State Warriors", exact: true }) });
}

function count(text: string | null): number {
  return Number((text ?? "").replace(/[^\d]/g, ""));
}

test.describe("the fan's season", () => {
  test("scopes /standings and /scores; the URL's season wins; the page says so and is private", async ({ page, browser }) => {
    await chooseSeason(page, "nba", "/standings", "2015");
    await expect(page.getByTestId("your-season")).toContainText("Showing 2015-16 (your season)");
    await expect(page.getByRole("heading", { level: 1, name: "Team Standings" })).toBeVisible();
    await expect(page.locator("header p").first()).toContainText("NBA 2015-16");
    await expect(warriors(page).getByRole("cell", { name: "73", exact: true })).toBeVisible();
    await expect(warriors(page).getByRole("cell", { name: ".890", exact: true })).toBeVisible();
    const standings = await page.goto(siteUrl("nba", "/standings"));
    expect(standings?.headers()["cache-control"]).toMatch(/private/);

    // /scores shows that season's days.
    await open(page, siteUrl("nba", "/scores"));
    await expect(page.getByTestId("your-season")).toContainText("Showing 2015-16 (your season)");
    const start = await page.getByLabel("Start date").inputValue();
    expect(start >= "2015-10-27" && start <= "2016-06-19", start).toBe(true);

    // The URL's season wins over the cookie, on both pages.
    await open(page, siteUrl("nba", "/standings?season=2016"));
    await expect(page.getByTestId("your-season")).toHaveCount(0);
    await expect(page.locator("header p").first()).toContainText("NBA 2016-17");
    await expect(warriors(page).getByRole("cell", { name: ".817", exact: true })).toBeVisible();
    await open(page, siteUrl("nba", "/scores?season=2016"));
    const start2016 = await page.getByLabel("Start date").inputValue();
    expect(start2016 >= "2016-10-25" && start2016 <= "2017-06-12", start2016).toBe(true);

    // "See the latest standings" leaves the fan's season for the latest.
    await open(page, siteUrl("nba", "/standings"));
    await page.getByRole("link", { name: "See the latest standings" }).click();
    await expect(page).toHaveURL(/season=latest/);
    await expect(page.getByTestId("your-season")).toHaveCount(0);
    await expect(page.locator("header p").first()).not.toContainText("2015-16");

    // Another fan, without the cookie, never gets the first fan's page from a shared cache.
    const other = await browser.newContext({ javaScriptEnabled: jsEnabled() });
    const stranger = await other.newPage();
    await stranger.goto(siteUrl("nba", "/standings"));
    await expect(stranger.getByTestId("your-season")).toHaveCount(0);
    await expect(stranger.locator("header p").first()).not.toContainText("2015-16");
    await other.close();
  });

  test("scopes /players and /coaches, highlights /seasons and leads a team's page to that season", async ({ page }) => {
    await open(page, siteUrl("nba", "/players"));
    const everyone = count(await page.getByTestId("list-count").textContent());
    await chooseSeason(page, "nba", "/players", "2015");
    await expect(page.getByTestId("your-season")).toContainText("Showing 2015-16 (your season)");
    await expect(page.getByRole("main").getByRole("combobox", { name: "Season" })).toHaveValue("2015");
    const ofSeason = count(await page.getByTestId("list-count").textContent());
    expect(ofSeason).toBeGreaterThan(300);
    expect(ofSeason).toBeLessThan(everyone);
    await open(page, siteUrl("nba", "/players?q=stephen%20curry"));
    await expect(page.getByTestId("player-grid")).toContainText("Stephen Curry");
    // ?season=all lists every season's players again.
    await open(page, siteUrl("nba", "/players?season=all"));
    expect(count(await page.getByTestId("list-count").textContent())).toBe(everyone);

    await open(page, siteUrl("nba", "/coaches?q=kerr"));
    await expect(page.getByTestId("your-season")).toContainText("2015-16");
    await expect(page.getByTestId("coach-grid")).toContainText("Steve Kerr");

    await open(page, siteUrl("nba", "/seasons"));
    await expect(page.getByTestId("your-season")).toContainText("Your season: 2015-16");
    await expect(page.getByTestId("your-season")).toContainText("2015-16 NBA Season");

    await open(page, siteUrl("nba", "/teams/golden-state-warriors"));
    const lead = page.getByTestId("your-season").getByRole("link");
    await expect(lead).toHaveAttribute("href", "/teams/golden-state-warriors/2015");
  });
});

test.describe("standings seasons", () => {
  test("a season of fixtures alone is not offered as standings; the fan's such season says so", async ({ page }) => {
    // The 2026 NFL schedule is imported, but no game of it has a result yet.
    await open(page, siteUrl("nfl", "/standings"));
    const seasons = page.getByRole("main").getByRole("combobox", { name: "Season" });
    await expect(seasons.locator('option[value="2025"]')).toHaveCount(1);
    await expect(seasons.locator('option[value="2026"]')).toHaveCount(0);
    await open(page, siteUrl("nfl", "/standings?season=2026"));
    await expect(page.getByTestId("standing-row")).toHaveCount(32);
    await expect(page.locator("header p").first()).toContainText("NFL 2025");

    await chooseSeason(page, "nfl", "/standings", "2026");
    await expect(page.getByTestId("your-season")).toContainText("Your season, 2026, has no standings in our data yet");
    await expect(page.getByTestId("standing-row")).toHaveCount(32);
  });
});

test.describe("a sport site's nav", () => {
  test("links only to sections the site holds something for", async ({ page }) => {
    const sections = async (site: string) => {
      await open(page, siteUrl(site, "/teams"));
      return page.getByRole("navigation", { name: "Main" }).getByRole("link").allTextContents();
    };
    // College basketball: tournament games only, no standings, players or coaches in our data.
    const cbb = await sections("cbb");
    expect(cbb).toEqual(expect.arrayContaining(["Scores", "Seasons", "Teams"]));
    for (const missing of ["Standings", "Players", "Coaches"]) expect(cbb).not.toContain(missing);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Players", exact: true })).toHaveCount(0);
    // College football: standings from its games, no players or coaches.
    const cfb = await sections("cfb");
    expect(cfb).toContain("Standings");
    expect(cfb).not.toContain("Players");
    // The NBA holds all of them.
    expect(await sections("nba")).toEqual(expect.arrayContaining(["Standings", "Players", "Coaches"]));
  });
});
