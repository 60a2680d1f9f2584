// NFL box scores and game logs (decision 0163), with JavaScript on and off, at a phone's width (390 px)
// and a desktop's (1280 px): Kurt Warner's 1999 game log leads to Super Bowl XXXIV, whose box score shows
// his 414 passing yards with the St. Louis Rams' totals, each table scrolling in its own box; the game log
// of Adrian Peterson names his 296-yard game as his career high; a game before 1999 says what we lack.
import { expect, test, type Page } from "@playwright/test";
import { apiGet, jsEnabled, open, siteUrl } from "./support";

const WIDTHS = [390, 1280];

/** The page never scrolls sideways: wide tables scroll inside their own box. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(width + 1);
}

test.describe("NFL box scores and game logs", () => {
  // A server just started may answer "the database is busy" while it opens and warms the database: the
  // tests begin once the API answers the game log (retried for up to 60 s).
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    for (let attempt = 0; ; attempt++) {
      try {
        await apiGet("nfl", "people/players/kurt-warner/game_log/?season=1999");
        return;
      } catch (error) {
        if (attempt >= 30) throw error;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
  });

  for (const width of WIDTHS) {
    test(`Kurt Warner's 1999 game log leads to Super Bowl XXXIV's box score at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, siteUrl("nfl", "/players/kurt-warner/game-log?season=1999"));
      await expect(page.getByRole("heading", { level: 1, name: "Kurt Warner: game log" })).toBeVisible();
      await expect(page.getByTestId("game-log-bound")).toContainText("1999 to 2020");
      const log = page.getByTestId("game-log");
      const superBowl = log.getByRole("row").filter({ hasText: "Super Bowl" });
      await expect(superBowl).toContainText("vs Tennessee Titans");
      await expect(superBowl).toContainText("W 23-16");
      await expect(superBowl).toContainText("24/45");
      await expect(superBowl).toContainText("414");
      await expectNoSidewaysScroll(page);

      await superBowl.getByRole("link", { name: /Jan 30, 2000/ }).click();
      await expect(page).toHaveURL(/\/scores\/\d+\?tab=stats/);
      await expect(page.getByRole("heading", { name: "Box score" })).toBeVisible();
      const rams = page.getByRole("region", { name: "St. Louis Rams box score" });
      const passing = rams.getByTestId("box-passing");
      const warner = passing.getByRole("row").filter({ hasText: "Kurt Warner" });
      await expect(warner).toContainText("24/45");
      await expect(warner).toContainText("414");
      await expect(passing.locator("tfoot")).toContainText("414");
      await expect(rams.getByTestId("box-receiving").getByRole("row").filter({ hasText: "Isaac Bruce" })).toContainText("162");
      await expect(page.getByRole("region", { name: "Tennessee Titans box score" }).getByTestId("box-rushing")).toContainText("Eddie George");
      await expectNoSidewaysScroll(page);
      // Each table scrolls in its own box on a phone, never the page.
      const scrollBox = await passing.evaluate((table) => getComputedStyle(table.parentElement as HTMLElement).overflowX);
      expect(scrollBox).toBe("auto");

      // The player links are plain links one handler navigates in the app (decision 0193): with JavaScript
      // the page is not reloaded (a value set on the window survives).
      type Marked = Window & { boxScoreMarker?: string };
      if (jsEnabled()) await page.evaluate(() => ((window as Marked).boxScoreMarker = "still here"));
      await warner.getByRole("link", { name: "Kurt Warner" }).click();
      await expect(page).toHaveURL(/\/players\/kurt-warner$/);
      expect(await page.evaluate(() => (window as Marked).boxScoreMarker ?? null)).toBe(jsEnabled() ? "still here" : null);
      await expect(page.getByTestId("game-log-link")).toContainText("1999 to 2020");
    });
  }

  test("Adrian Peterson's game log: his career high of 296 rushing yards links to the game", async ({ page }) => {
    await open(page, siteUrl("nfl", "/players/adrian-peterson-2/game-log?season=2007"));
    const highs = page.getByTestId("career-highs");
    const rushing = highs.getByRole("listitem").filter({ hasText: "Most rushing yards in a game" });
    await expect(rushing).toContainText("296 against the San Diego Chargers");
    await rushing.getByRole("link").click();
    await expect(page).toHaveURL(/\/scores\/\d+\?tab=stats/);
    await expect(page.getByTestId("box-rushing").first().getByRole("row").filter({ hasText: "LaDainian Tomlinson" })).toContainText("40");
    await expect(
      page.getByRole("region", { name: "Minnesota Vikings box score" }).getByRole("row").filter({ hasText: "Adrian Peterson" }).first(),
    ).toContainText("296");
  });

  test("a game before 1999 says its box score is not in our data", async ({ page }) => {
    // Super Bowl XXXII (January 25, 1998): the API finds its id.
    const games = await apiGet<{ results: Array<{ id: number; game_date: string }> }>("nfl", "games/games/?season=1997&search=Broncos&page_size=100");
    const superBowl = games.results.find((game) => game.game_date === "1998-01-25");
    expect(superBowl).toBeDefined();
    await open(page, siteUrl("nfl", `/scores/${superBowl?.id}?tab=stats`));
    await expect(page.getByTestId("box-score-note")).toContainText("1999 to 2020 only");
  });
});
