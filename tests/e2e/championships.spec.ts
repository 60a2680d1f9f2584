// Browser tests of the home, championships, championship detail and champions pages, with JavaScript on and off.
import { expect, test, type Page } from "@playwright/test";
import { latestSeasonDecidedBy } from "../../core/season-status";
import { apiGet, expectNoSeriousViolations, jsEnabled, siteUrl } from "./support";

type ApiPage = { count: number; results: Array<Record<string, unknown>> };
type Summary = {
  total_championships: number;
  unique_teams: number;
  years_tracked: number;
  winning_coaches: number;
  years: Array<number>;
};

const NFL_FILTERS = "sport__slug=football&level__slug=professional";

/** Without JavaScript the fan presses Apply; with it the form submits itself (search after ~300 ms). */
async function apply(page: Page, form: string) {
  if (!jsEnabled()) await page.getByRole("search", { name: form }).getByRole("button", { name: "Apply" }).click();
}

async function tileValue(page: Page, label: string): Promise<string> {
  const tile = page.locator("dl > div").filter({ has: page.locator("dt").getByText(label, { exact: true }) });
  return (await tile.locator("dd").first().innerText()).trim();
}

test.describe("home page", () => {
  test("shows counts from the database only (no invented figures) and five recent champions", async ({ page }) => {
    await page.goto(siteUrl("hub", "/"));
    for (const figure of ["150+", "500+", "1M+", "24/7"]) await expect(page.getByText(figure, { exact: true })).toHaveCount(0);
    const championships = await apiGet<ApiPage>("hub", "championships/championships/?page_size=1");
    const teams = await apiGet<ApiPage>("hub", "teams/teams/?page_size=1");
    const summary = await apiGet<Summary>("hub", "championships/champions/summary/");
    const stats = page.getByRole("region", { name: "Platform Statistics" });
    await expect(stats.getByText(championships.count.toLocaleString("en-US"), { exact: true }).first()).toBeVisible();
    await expect(stats.getByText(teams.count.toLocaleString("en-US"), { exact: true }).first()).toBeVisible();
    await expect(stats.getByText(summary.total_championships.toLocaleString("en-US"), { exact: true }).first()).toBeVisible();
    await expect(stats.getByText(summary.years_tracked.toLocaleString("en-US"), { exact: true }).first()).toBeVisible();
    const rows = page.getByRole("table").first().locator("tbody tr");
    await expect(rows).toHaveCount(5);
    await expect(page.getByRole("link", { name: "Explore Data" }).last()).toHaveAttribute("href", "/analytics");
    await expectNoSeriousViolations(page);
  });

  for (const [site, badge] of [
    ["nfl", "NFL"],
    ["nhl", "NHL"],
    ["cbb", "CBB"],
  ] as const) {
    test(`on the ${site} site the recent champions carry the league's own badge (${badge}), never "Sports"`, async ({ page }) => {
      await page.goto(siteUrl(site, "/"));
      const rows = page.getByRole("table").first().locator("tbody tr");
      await expect(rows.first().locator("td").nth(3)).toHaveText(badge);
      await expect(page.getByRole("table").first()).not.toContainText("Sports");
    });
  }
});

test.describe("championships list", () => {
  test("search, sport and the active filter change the results and the URL; the URL reproduces the view", async ({ page, browser }) => {
    await page.goto(siteUrl("hub", "/championships"));
    await expect(page.getByRole("heading", { level: 1, name: "Championships" })).toBeVisible();
    const season = await page.getByRole("main").locator(`select[name="season"]`).inputValue();
    const cards = page.getByRole("list", { name: "Championships" }).getByRole("listitem");
    const all = await apiGet<ApiPage>("hub", `championships/championships/?season=${season}&page_size=200`);
    await expect(cards).toHaveCount(all.count);

    await page.getByLabel("Sport").selectOption("hockey");
    await apply(page, "Filter championships");
    await expect(page).toHaveURL(/sport=hockey/);
    const hockey = await apiGet<ApiPage>("hub", `championships/championships/?season=${season}&sport__slug=hockey&page_size=200`);
    await expect(cards).toHaveCount(hockey.count);

    await page.getByLabel("Active in selected season").uncheck();
    await apply(page, "Filter championships");
    await expect(page).toHaveURL(/active=0/);
    const hockeyAll = await apiGet<ApiPage>("hub", "championships/championships/?sport__slug=hockey&page_size=200");
    await expect(cards).toHaveCount(hockeyAll.count);

    await page.getByLabel("Search").fill("Stanley");
    await apply(page, "Filter championships");
    await expect(page).toHaveURL(/q=Stanley/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Stanley Cup");
    await expect(cards.first()).toContainText("Since ");

    const context = await browser.newContext({ javaScriptEnabled: jsEnabled() });
    const copy = await context.newPage();
    await copy.goto(page.url());
    await expect(copy.getByRole("list", { name: "Championships" }).getByRole("listitem")).toHaveCount(1);
    await expect(copy.getByLabel("Search")).toHaveValue("Stanley");
    await expect(copy.getByLabel("Active in selected season")).not.toBeChecked();
    await context.close();
  });

  test("a search without matches shows the empty state", async ({ page }) => {
    await page.goto(siteUrl("hub", "/championships?q=zzzz-no-such-championship"));
    await expect(page.getByText("No Championships Found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
  });

  test("bad parameters fall back to the defaults", async ({ page }) => {
    const response = await page.goto(siteUrl("hub", "/championships?season=abc&sport=curling&page=-1"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("list", { name: "Championships" }).getByRole("listitem").first()).toBeVisible();
  });

  test("the sport dropdown is hidden on a sport site", async ({ page }) => {
    await page.goto(siteUrl("nfl", "/championships"));
    await expect(page.getByLabel("Sport")).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test("an API failure shows the error panel", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: jsEnabled(), extraHTTPHeaders: { "x-test-upstream": "fail" } });
    const page = await context.newPage();
    await page.goto(siteUrl("hub", "/championships"));
    await expect(page.getByText("Error Loading Championships")).toBeVisible();
    await context.close();
  });
});

test.describe("championship detail", () => {
  test("shows the tiles from the API, expands one recent champion at a time and pages the history", async ({ page, browser }) => {
    await page.goto(siteUrl("nfl", "/championships"));
    await page
      .getByRole("link", { name: /Super Bowl/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/championships\/[a-z0-9-]+$/);
    const slug = new URL(page.url()).pathname.split("/").pop() ?? "";
    const stats = await apiGet<{ total_games: number; total_teams: number }>("hub", `championships/championships/${slug}/stats/`);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "All Championships" })).toBeVisible();
    // The API's total_games counts the titles decided (held seasons), not games: the tile says so.
    expect(await tileValue(page, "Titles Decided")).toBe(String(stats.total_games));
    await expect(page.getByText("Total Games", { exact: true })).toHaveCount(0);
    expect(await tileValue(page, "Teams Competing")).toBe(String(stats.total_teams));
    await expect(page.getByRole("heading", { name: "Current Champion" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Next Championship" })).toBeVisible();
    // A title is dated by its season, with the deciding game's date: "2024 · February 9, 2025".
    await expect(page.getByText(/^\d{4} · [A-Z][a-z]+ \d{1,2}, \d{4}$/).first()).toBeVisible();

    const rows = page.getByTestId("recent-champion-row");
    await expect(rows).toHaveCount(5);
    await rows.nth(0).click();
    await expect(page).toHaveURL(/open=\d+/);
    await expect(rows.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("MVP", { exact: true })).toBeVisible();
    await rows.nth(1).click();
    await expect(rows.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(rows.nth(0)).toHaveAttribute("aria-expanded", "false");
    const opened = page.url();
    await rows.nth(1).click();
    await expect(rows.nth(1)).toHaveAttribute("aria-expanded", "false");
    await expect(page).not.toHaveURL(/open=/);

    const context = await browser.newContext({ javaScriptEnabled: jsEnabled() });
    const copy = await context.newPage();
    await copy.goto(opened);
    await expect(copy.getByTestId("recent-champion-row").nth(1)).toHaveAttribute("aria-expanded", "true");
    await context.close();

    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.getByRole("navigation", { name: "Championship history pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("an unknown championship is a 404 with the spec's words", async ({ page }) => {
    const response = await page.goto(siteUrl("hub", "/championships/no-such-championship"));
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Championship Not Found")).toBeVisible();
    await expect(page.getByText("We couldn't find details for this championship.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Championships" })).toHaveAttribute("href", "/championships");
  });

  test("an API failure shows the error panel", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: jsEnabled(), extraHTTPHeaders: { "x-test-upstream": "fail" } });
    const page = await context.newPage();
    await page.goto(siteUrl("nfl", "/championships/super-bowl"));
    await expect(page.getByText("Failed to Load Data")).toBeVisible();
    await context.close();
  });

  test("the current champion says when a later title has been decided that we do not hold (class 8)", async ({ page }) => {
    // The league calendars decide it on the day the test runs: on 2026-11-29, the 2026 World Series
    // (our MLB results end in August 2026) has been decided, the Super Bowl of the 2026 season has not.
    const decided = latestSeasonDecidedBy("mlb", new Date());
    await page.goto(siteUrl("mlb", "/championships/world-series"));
    const note = page.getByTestId("later-title-not-held");
    if (decided > 2025) await expect(note).toHaveText(`The ${decided} World Series has been decided since; its result is not in our data yet.`);
    else await expect(note).toHaveCount(0);
    // A title no longer contested (the NFL Championship Game, last in 1969) never says so.
    await page.goto(siteUrl("nfl", "/championships/nfl-championship-game"));
    await expect(page.getByRole("heading", { name: "Current Champion" })).toBeVisible();
    await expect(page.getByTestId("later-title-not-held")).toHaveCount(0);
  });
});

test.describe("champions history", () => {
  test("the NFL site lists Super Bowl champions only and its tiles match the API", async ({ page }) => {
    await page.goto(siteUrl("nfl", "/champions"));
    await expect(page.getByRole("heading", { level: 1, name: "Super Bowl Champions" })).toBeVisible();
    const summary = await apiGet<Summary>("hub", `championships/champions/summary/?${NFL_FILTERS}`);
    expect(await tileValue(page, "Total Championships")).toBe(String(summary.total_championships));
    expect(await tileValue(page, "Unique Teams")).toBe(String(summary.unique_teams));
    expect(await tileValue(page, "Years Tracked")).toBe(String(summary.years_tracked));
    expect(await tileValue(page, "Winning Coaches")).toBe(String(summary.winning_coaches));
    const rows = page.getByTestId("champion-row");
    await expect(rows.first()).toBeVisible();
    for (const text of await rows.allInnerTexts()) expect(text).toMatch(/Super Bowl|NFL Championship/);
    // A sport's site shows ten seasons a page.
    await expect(page.locator("section[aria-labelledby^='year-']")).toHaveCount(10);
    await expectNoSeriousViolations(page);
  });

  test("the hub lists every league, grouped by sport", async ({ page }) => {
    await page.goto(siteUrl("hub", "/champions"));
    await expect(page.getByRole("heading", { level: 1, name: "Championship History" })).toBeVisible();
    const summary = await apiGet<Summary>("hub", "championships/champions/summary/");
    expect(await tileValue(page, "Total Championships")).toBe(String(summary.total_championships));
    const texts = (await page.getByTestId("champion-row").allInnerTexts()).join("\n");
    expect(texts).toMatch(/Super Bowl/);
    expect(texts).toMatch(/NBA/);
    expect(texts).toMatch(/World Series/);
    expect(texts).toMatch(/Stanley Cup/);
    await expect(page.getByRole("heading", { level: 3, name: "Football" }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Hockey" }).first()).toBeVisible();
    // The hub's seasons hold every sport's titles: five seasons a page, the newest first, then the next five.
    const seasons = page.locator("section[aria-labelledby^='year-'] h2");
    await expect(seasons).toHaveCount(5);
    const firstPage = await seasons.allInnerTexts();
    await page.goto(siteUrl("hub", "/champions?page=2"));
    await expect(seasons).toHaveCount(5);
    const secondPage = await seasons.allInnerTexts();
    expect(Number.parseInt(secondPage[0], 10)).toBe(Number.parseInt(firstPage[4], 10) - 1);
    await expectNoSeriousViolations(page);
  });

  test("search and season change the results and the URL; a copied URL shows the same view", async ({ page, browser }) => {
    await page.goto(siteUrl("nfl", "/champions"));
    await page.getByLabel("Search").fill("Patriots");
    await apply(page, "Filter champions");
    await expect(page).toHaveURL(/q=Patriots/);
    const rows = page.getByTestId("champion-row");
    await expect(rows.first()).toContainText("Patriots");
    for (const text of await rows.allInnerTexts()) expect(text).toContain("Patriots");

    await page.getByLabel("Search").fill("");
    await page.getByLabel("Year").selectOption("2017");
    await apply(page, "Filter champions");
    await expect(page).toHaveURL(/year=2017/);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["2017"]);
    await expect(rows).toHaveCount(1);
    // The 2017 season's Super Bowl (LII, February 2018) was the Eagles'; the Patriots' LI was the 2016 season's.
    await expect(rows.first()).toContainText("Philadelphia Eagles");

    const context = await browser.newContext({ javaScriptEnabled: jsEnabled() });
    const copy = await context.newPage();
    await copy.goto(page.url());
    await expect(copy.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["2017"]);
    await expect(copy.getByLabel("Year")).toHaveValue("2017");
    await context.close();
  });

  test("a row expands to Coach and Season and a second one closes the first", async ({ page }) => {
    await page.goto(siteUrl("nfl", "/champions"));
    const rows = page.getByTestId("champion-row");
    await rows.nth(0).click();
    await expect(rows.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Coach", { exact: true })).toBeVisible();
    await expect(page.getByText("Season", { exact: true })).toBeVisible();
    await rows.nth(1).click();
    await expect(rows.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(rows.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("Coach", { exact: true })).toHaveCount(1);
  });

  test("a search without matches and an API failure show the spec's words", async ({ page, browser }) => {
    await page.goto(siteUrl("hub", "/champions?q=zzzz-nobody"));
    await expect(page.getByText("No champions found matching your search")).toBeVisible();
    const context = await browser.newContext({ javaScriptEnabled: jsEnabled(), extraHTTPHeaders: { "x-test-upstream": "fail" } });
    const failing = await context.newPage();
    await failing.goto(siteUrl("hub", "/champions"));
    await expect(failing.getByText("Failed to load championship history")).toBeVisible();
    await expect(failing.getByRole("link", { name: "Try Again" })).toBeVisible();
    await context.close();
  });
});

test.describe("champions decided in our games (decision 0086)", () => {
  test.skip(!process.env.SPORTS_DATA_DIR, "needs SPORTS_DATA_DIR and the database imported from it");

  test("the 2025-26 NBA Finals champion is shown and marked as from our games; a checked champion is not", async ({ page }) => {
    await page.goto(siteUrl("nba", "/championships/nba-finals"));
    const rows = page.locator("tbody tr");
    const latest = rows.filter({ hasText: "2025-26" }).first();
    await expect(latest).toContainText("New York Knicks");
    await expect(latest).toContainText("4-1");
    await expect(latest.getByTestId("champion-from-games")).toHaveText("From our games; not yet checked");
    const checked = rows.filter({ hasText: "2024-25" }).first();
    await expect(checked).toContainText("Oklahoma City Thunder");
    await expect(checked.getByTestId("champion-from-games")).toHaveCount(0);

    await page.goto(siteUrl("nba", "/champions?year=2025"));
    const row = page.getByTestId("champion-row").first();
    await expect(row).toContainText("New York Knicks");
    await expect(row.getByTestId("champion-from-games")).toBeVisible();

    await page.goto(siteUrl("nba", "/seasons/2025-nba-season"));
    await expect(page.getByTestId("season-champion")).toHaveText("New York Knicks");
    await expect(page.getByTestId("champion-from-games")).toContainText("Decided in the games we hold");
  });
});
