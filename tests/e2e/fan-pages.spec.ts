// What a fan meets (issue 32, part 2), at 390 px and 1280 px with JavaScript on and off: a franchise's
// season-by-season table, basketball per-game figures, the essentials in view, games one click away,
// search by team and year, the record book's sections and the players directory's active count.
import { expect, test, type Page } from "@playwright/test";
import { open, siteGet, siteUrl } from "./support";

const WIDTHS = [390, 1280] as const;

// The first answer of a cold server on a busy machine can time out ("the database is busy"): warm the
// pages' data once before the checks.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await siteGet("mlb", "/teams/new-york-yankees?view=seasons");
});

/** The page does not scroll sideways: a wide table scrolls in its own box. */
async function expectNoPageScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a franchise's season-by-season table: every season, its record, finish, postseason and coach", async ({ page }) => {
      await open(page, siteUrl("mlb", "/teams/new-york-yankees"));
      // The overview leads to the table (a view of its own, so the overview does not carry its code).
      await page.getByTestId("season-by-season-link").getByRole("link").click();
      await expect(page).toHaveURL(/view=seasons/);
      const table = page.getByTestId("franchise-seasons");
      await expect(table).toBeVisible();
      const row1998 = table.locator("tbody tr").filter({ has: page.getByRole("rowheader", { name: /^1998/ }) });
      await expect(row1998.locator("td").nth(0)).toHaveText("114");
      await expect(row1998.locator("td").nth(1)).toHaveText("48");
      await expect(row1998).toContainText(".704");
      await expect(row1998).toContainText("1st in AL East");
      await expect(row1998).toContainText("Won the World Series");
      await expect(row1998.getByRole("link", { name: "Joe Torre" })).toHaveAttribute("href", "/coaches/joe-torre");
      await expect(row1998.getByRole("link", { name: "1998" })).toHaveAttribute("href", "/teams/new-york-yankees/1998");
      // 1901 to the latest season: every one we hold is a row.
      expect(await table.locator("tbody tr").count()).toBeGreaterThanOrEqual(125);
      await expectNoPageScroll(page);
      // Season and record first: on a phone both are in view without scrolling the table.
      const header = table.locator("thead th");
      await expect(header.nth(0)).toContainText("Season");
      await expect(header.nth(1)).toContainText("W");
      await expect(header.nth(2)).toContainText("L");
      const box = await header.nth(2).boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    });

    test("the season table sorts by a link (works without JavaScript) and downloads as CSV", async ({ page }) => {
      await open(page, siteUrl("mlb", "/teams/new-york-yankees?view=seasons"));
      await page.getByTestId("franchise-seasons").getByRole("link", { name: /^W\b/ }).click();
      await expect(page).toHaveURL(/sort=wins&dir=desc/);
      const first = page.getByTestId("franchise-seasons").locator("tbody tr").first();
      await expect(first.getByRole("rowheader")).toContainText("1998");
      await expect(first.locator("td").nth(0)).toHaveText("114");
      const csv = await siteGet("mlb", "/teams/new-york-yankees?view=seasons&sort=wins&dir=desc&format=csv");
      expect(String(csv.headers["content-type"])).toContain("text/csv");
      const lines = csv.text.trim().split(/\r\n/);
      expect(lines[0]).toBe("Season,Team,League,W,L,Win %,Finish,Postseason,Head coach");
      expect(lines[1]).toBe("1998,New York Yankees,MLB,114,48,.704,1st in AL East,Won the World Series,Joe Torre");
    });

    test("a basketball player's figures a game first, totals one link away, career averages in the career row", async ({ page }) => {
      await open(page, siteUrl("nba", "/players/michael-jordan"));
      const table = page.locator("table").filter({ has: page.locator("caption", { hasText: "Basketball per game" }) });
      await expect(table.locator("thead")).toContainText("PPG");
      await expect(table.locator("thead")).toContainText("RPG");
      await expect(table.locator("thead")).toContainText("APG");
      await expect(table.locator("thead")).toContainText("FG%");
      const season = table.locator("tbody tr").filter({ has: page.getByRole("cell", { name: "1995-96", exact: true }) });
      // 1995-96: 30.4 points, 6.6 rebounds, 4.3 assists a game (Basketball-Reference).
      await expect(season.locator("td").nth(4)).toHaveText("30.4");
      await expect(season.locator("td").nth(5)).toHaveText("6.6");
      await expect(season.locator("td").nth(6)).toHaveText("4.3");
      const career = table.locator("tfoot tr");
      await expect(career).toContainText("Career averages (15 seasons)");
      await expect(career.locator("td").nth(2)).toHaveText("30.1");
      await expect(career.locator("td").nth(3)).toHaveText("6.2");
      await expect(career.locator("td").nth(4)).toHaveText("5.3");
      await expectNoPageScroll(page);
      await page.getByTestId("stat-figures").getByRole("link", { name: "Totals" }).click();
      await expect(page).toHaveURL(/figures=totals/);
      const totals = page.locator("table").filter({ has: page.locator("caption", { hasText: "Basketball statistics" }) });
      await expect(totals.locator("tfoot")).toContainText("32,292");
      await expect(page.getByTestId("stat-figures").getByRole("link", { name: "Per game" })).toBeVisible();
    });

    test("a player's essentials are in view without a click; hockey keeps its totals first", async ({ page }) => {
      await open(page, siteUrl("nba", "/players/michael-jordan"));
      const essentials = page.getByTestId("player-essentials");
      await expect(essentials).toBeVisible();
      await expect(essentials).toContainText("Born: 1963-02-17");
      await expect(essentials).toContainText("College: UNC");
      await expect(essentials).toContainText("Chicago Bulls 1984-85 to 1997-98");
      await expect(essentials).toContainText("Washington Wizards 2001-02 to 2002-03");
      await expect(essentials).toContainText("Height and weight");
      await open(page, siteUrl("nhl", "/players/wayne-gretzky"));
      await expect(page.getByTestId("player-essentials")).toContainText("Position");
      await expect(page.getByTestId("stat-figures")).toHaveCount(0);
      await expect(page.locator("table").first().locator("tfoot")).toContainText("2,857");
      await expectNoPageScroll(page);
    });

    test("a team's schedule, a season's postseason games and a championship's deciding game link to the game", async ({ page }) => {
      await open(page, siteUrl("mlb", "/teams/new-york-yankees/1998?tab=schedule"));
      const links = page.getByTestId("schedule-game-link");
      await expect(links.first()).toBeVisible();
      expect(await links.count()).toBeGreaterThanOrEqual(162);
      await expect(links.first()).toHaveAttribute("href", /^\/scores\/\d+$/);
      await open(page, siteUrl("mlb", "/seasons/1998-mlb-season"));
      const playoffGames = page.getByTestId("playoff-game-link");
      if ((await playoffGames.count()) > 0) await expect(playoffGames.first()).toHaveAttribute("href", /^\/scores\/\d+$/);
      await open(page, siteUrl("mlb", "/championships/world-series"));
      const deciding = page.getByTestId("deciding-game-link").first();
      await expect(deciding).toHaveAttribute("href", /^\/scores\/\d+$/);
      await deciding.click();
      await expect(page).toHaveURL(/\/scores\/\d+$/);
      await expect(page.locator("h1")).toBeVisible();
    });

    test("search: a team and a year leads to the team-season page", async ({ page }) => {
      for (const [query, href] of [
        ["Yankees 1998", "/teams/new-york-yankees/1998"],
        ["Bulls 1995-96", "/teams/chicago-bulls/1995"],
        ["LSU 2019", "/teams/lsu-tigers-football/2019"],
      ]) {
        await open(page, siteUrl("hub", `/search?q=${encodeURIComponent(query)}`));
        const first = page.getByTestId("search-results").locator("section").first();
        await expect(first.locator("h2")).toHaveText("Team seasons");
        await expect(first.getByRole("link").first()).toHaveAttribute("href", href);
      }
    });

    test("the record book jumps between its lists; the players directory says why no player is active", async ({ page }) => {
      await open(page, siteUrl("nba", "/records"));
      const jump = page.getByTestId("records-jump");
      await expect(jump).toBeVisible();
      const firstLink = jump.getByRole("link").first();
      const target = await firstLink.getAttribute("href");
      expect(target).toMatch(/^#list-/);
      await expect(page.locator(String(target))).toHaveCount(1);
      await expectNoPageScroll(page);
      await open(page, siteUrl("nba", "/players"));
      await expect(page.getByText("We hold no current roster data for this site, so no player is marked active.")).toBeVisible();
      await open(page, siteUrl("nba", "/players?status=active"));
      await expect(page.getByRole("status").filter({ hasText: "No active players in our data" })).toBeVisible();
    });

    test("seasons we do not hold are marked, and hockey shows ties, overtime losses and points", async ({ page }) => {
      await open(page, siteUrl("nfl", "/teams/cleveland-browns?view=seasons"));
      await expect(page.getByTestId("seasons-not-held")).toContainText("1996 to 1998");
      await expect(page.getByTestId("season-gap").filter({ hasText: "1996 to 1998" })).toContainText("Not in our data");
      await open(page, siteUrl("nhl", "/teams/montreal-canadiens?view=seasons"));
      const table = page.getByTestId("franchise-seasons");
      await expect(table.locator("thead")).toContainText("OTL");
      await expect(table.locator("thead")).toContainText("Pts");
      const row = table.locator("tbody tr").filter({ has: page.getByRole("rowheader", { name: /^1976-77/ }) });
      // 60-8-12, 132 points (Hockey-Reference).
      await expect(row.locator("td").nth(0)).toHaveText("60");
      await expect(row.locator("td").nth(1)).toHaveText("8");
      await expect(row.locator("td").nth(2)).toHaveText("12");
      await expect(row.locator("td").nth(4)).toHaveText("132");
      await expect(row).toContainText("Won the Stanley Cup");
      await expectNoPageScroll(page);
    });
  });
}
