// A player's postseason rows (decision 0185) and a coach's essentials (issue 32), at 390 px and 1280 px
// with JavaScript on and off: Jeter's postseason by round with the career postseason row, apart from his
// career totals; Gretzky's playoffs by season; Joe Torre's born, teams, record and titles in view.
import { expect, test, type Page } from "@playwright/test";
import { open, seriousViolations, siteGet, siteUrl } from "./support";

const WIDTHS = [390, 1280] as const;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await siteGet("mlb", "/players/derek-jeter");
});

/** The page does not scroll sideways: a wide table scrolls in its own box. */
async function expectNoPageScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a player's postseason rows by round, each round's sums and the career postseason row", async ({ page }) => {
      await open(page, siteUrl("mlb", "/players/derek-jeter"));
      const postseason = page.getByTestId("postseason");
      await expect(postseason.getByRole("heading", { name: "Postseason" })).toBeVisible();
      const batting = page.getByTestId("postseason-batting");
      await expect(batting.locator("caption")).toHaveText("Postseason batting by round");
      // 1996, his first: the division series, the ALCS and the World Series, in the order played.
      const rounds1996 = batting.locator("tbody tr").filter({ has: page.locator("td", { hasText: /^1996$/ }) });
      await expect(rounds1996.locator("td:nth-child(2)")).toHaveText(["AL Division Series", "AL Championship Series", "World Series"]);
      const career = batting.locator("tfoot tr").last();
      await expect(career).toContainText("Career postseason (16 postseasons)");
      // Columns: G AB R H: hits are the 4th figure, after Season, Round and Team.
      await expect(career.locator("td").nth(3)).toHaveText("200");
      await expect(batting.locator("tfoot tr", { hasText: "World Series (7 series)" })).toBeVisible();
      // The season table's career row keeps his regular seasons only.
      const regular = page.locator("table").filter({ has: page.locator("caption", { hasText: "Batting statistics by season" }) });
      await expect(regular.locator("tfoot")).toContainText("3,465");
      await expectNoPageScroll(page);
    });

    test("hockey's playoffs by season (the databank splits no rounds): Gretzky's 382 points", async ({ page }) => {
      await open(page, siteUrl("nhl", "/players/wayne-gretzky"));
      const skater = page.getByTestId("postseason-skater");
      await expect(skater.locator("caption")).toHaveText("Postseason skater by season");
      await expect(skater.locator("thead th", { hasText: "Round" })).toHaveCount(0);
      const career = skater.locator("tfoot tr").last();
      await expect(career).toContainText("Career postseason (16 postseasons)");
      await expect(career.locator("td").nth(3)).toHaveText("382");
      await expectNoPageScroll(page);
    });

    test("a coach's essentials in view without a click; a job and a title labelled as what they are", async ({ page }) => {
      await open(page, siteUrl("mlb", "/coaches/joe-torre"));
      const essentials = page.getByTestId("coach-essentials");
      await expect(essentials).toBeVisible();
      await expect(essentials).toContainText("Born: 1940-07-18, Brooklyn, NY");
      await expect(essentials).toContainText("New York Yankees 1996 to 2007");
      await expect(essentials).toContainText("Record: 2326-1997 (53.8%) · Career (29 seasons) · playoffs 84-58");
      await expect(essentials).toContainText("Titles: 4: 1996 World Series, 1998 World Series, 1999 World Series, 2000 World Series");
      await expect(essentials).toContainText("Last title in our data: 2000 World Series (New York Yankees)");
      await expect(page.getByText("Manager · Manager")).toHaveCount(0);
      // The coaching history names the job once: "1996 - 2007 · Manager", not "Manager · Head Coach".
      await open(page, siteUrl("mlb", "/coaches/joe-torre?section=history"));
      await expect(page.getByText("1996 - 2007 · Manager", { exact: true })).toBeVisible();
      await expect(page.getByText("Manager · Head Coach")).toHaveCount(0);
      await expectNoPageScroll(page);
    });
  });
}

test("the postseason table and the coach's essentials have no serious accessibility violations", async ({ page, browser }) => {
  expect(await seriousViolations(page, browser, siteUrl("mlb", "/players/derek-jeter"), ['[data-testid="postseason"]'])).toEqual([]);
  expect(await seriousViolations(page, browser, siteUrl("mlb", "/coaches/joe-torre"), ['[data-testid="coach-essentials"]'])).toEqual([]);
});
