// The record book on the college sites and a nav that does not promise what is not there (issues 24 and
// 26 item 6), with JavaScript on and off. College football's team records come from the games we hold
// (published, Sports-Reference College Football: 2019 LSU 13-0 before the bowls; Oklahoma State 84,
// Savannah State 0 on 2012-09-01). The header's "Records", the record book's menu, the footer and the
// sitemap leave out the pages a site holds nothing for; reached directly, such a page says so (200).
import { expect, test, type Page } from "@playwright/test";
import { open, siteGet, siteUrl } from "./support";

const RECORD_BOOK = ["Leaders", "Franchises", "Team Records", "Awards", "On This Day"];

async function recordsMenu(page: Page): Promise<Array<string>> {
  const menu = page.getByRole("navigation", { name: "Records", exact: true });
  await expect(menu.getByRole("link").first()).toBeVisible();
  return menu.getByRole("link").allTextContents();
}

test.describe("the record book on the college sites", () => {
  test("college football: the Records menu shows only pages with data; /records lists real college records", async ({ page }) => {
    await open(page, siteUrl("cfb", "/teams"));
    const main = page.getByRole("navigation", { name: "Main" });
    // Leaders: we hold no college player statistics (the Heisman Trophy is its award). "Records" opens the first page held.
    await expect(main.getByRole("link", { name: "Records", exact: true })).toHaveAttribute("href", "/franchises");
    await main.getByRole("link", { name: "Records", exact: true }).click();
    await expect(page).toHaveURL(/\/franchises$/);
    expect(await recordsMenu(page)).toEqual(["Franchises", "Team Records", "Awards", "On This Day"]);
    await page.getByRole("navigation", { name: "Records" }).getByRole("link", { name: "Team Records" }).click();
    await expect(page).toHaveURL(/\/records$/);

    await expect(page.getByRole("heading", { level: 1, name: "CFB Team Records" })).toBeVisible();
    await expect(page.getByTestId("records-note")).toContainText("no bowl games");
    const wins = page.getByTestId("record-list-most-wins");
    await expect(wins.getByTestId("list-scope")).toHaveText("2001 to 2019, 2023 to 2025 · Regular seasons of at least 11 games");
    const lsu = wins
      .getByTestId("record-row")
      .filter({ has: page.getByRole("link", { name: "2019", exact: true }) })
      .filter({ hasText: "LSU Tigers" });
    await expect(lsu).toContainText("13-0");
    const margin = page.getByTestId("record-list-largest-margin");
    await expect(margin.getByTestId("list-scope")).toHaveText("2001 to 2020, 2023 to 2025 · Every game with a final score, postseason included");
    const first = margin.getByTestId("record-row").first();
    await expect(first).toContainText("Oklahoma State Cowboys");
    await expect(first.getByTestId("record-value")).toHaveText("84");
    await expect(first.getByRole("link", { name: /2012-09-01: 84-0 vs\. Savannah State Tigers/ })).toBeVisible();
    // More unbeaten seasons than the list's 20 rows: it says how many it does not show.
    await expect(page.getByTestId("record-list-best-win-percentage").getByTestId("list-not-shown")).toHaveText(
      /^\d+ more seasons tie at rank 1 \(1\.000\) and are not shown\.$/,
    );
    // The footer's Explore links follow the same rule.
    const footer = page.getByRole("navigation", { name: "Explore" });
    await expect(footer.getByRole("link", { name: "Records", exact: true })).toHaveAttribute("href", "/franchises");
    await expect(footer.getByRole("link", { name: "Players", exact: true })).toHaveCount(0);
  });

  test("college football: a page without data reached directly answers 200 and says what it lacks", async ({ page }) => {
    const response = await open(page, siteUrl("cfb", "/leaders"));
    expect(response?.status()).toBe(200);
    await expect(page.getByText("We hold no player statistics for this site's leagues.")).toBeVisible();
    // The menu names the page shown, and the pages with data.
    expect(await recordsMenu(page)).toEqual(["Leaders", "Franchises", "Team Records", "Awards", "On This Day"]);
    expect((await siteGet("cfb", "/awards")).status).toBe(200);
  });

  test("college baseball and hockey: no Records menu and no record-book page in the nav, the footer or the sitemap", async ({ page }) => {
    for (const site of ["cbs", "chk"]) {
      await open(page, siteUrl(site, "/teams"));
      const main = page.getByRole("navigation", { name: "Main" });
      await expect(main.getByRole("link", { name: "Teams", exact: true })).toBeVisible();
      await expect(main.getByRole("link", { name: "Records", exact: true })).toHaveCount(0);
      await expect(main.getByRole("link", { name: "Standings", exact: true })).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Explore" }).getByRole("link", { name: "Records", exact: true })).toHaveCount(0);
      const sitemap = await siteGet(site, "/sitemap.xml");
      expect(sitemap.status).toBe(200);
      expect(sitemap.text).toContain("/teams</loc>");
      for (const path of ["/leaders", "/franchises", "/records", "/awards", "/on-this-day", "/standings", "/players"]) {
        expect(sitemap.text, `${site} ${path}`).not.toContain(`${path}</loc>`);
      }
    }
    const response = await open(page, siteUrl("cbs", "/records"));
    expect(response?.status()).toBe(200);
    await expect(page.getByText("We hold no team records for this site's leagues.")).toBeVisible();
  });

  test("pro sites keep the record book: every page on MLB and, since its player statistics and AP MVPs, the NFL", async ({ page }) => {
    await open(page, siteUrl("mlb", "/records"));
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Records", exact: true })).toHaveAttribute("href", "/leaders");
    expect(await recordsMenu(page)).toEqual(RECORD_BOOK);
    const mlbMap = await siteGet("mlb", "/sitemap/pages.xml");
    for (const path of ["/leaders", "/franchises", "/records", "/awards", "/on-this-day"]) expect(mlbMap.text).toContain(`${path}</loc>`);

    await open(page, siteUrl("nfl", "/records"));
    await expect(page.getByRole("heading", { level: 1, name: "NFL Team Records" })).toBeVisible();
    expect(await recordsMenu(page)).toEqual(RECORD_BOOK);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Records", exact: true })).toHaveAttribute("href", "/leaders");

    await open(page, siteUrl("hub", "/records"));
    expect(await recordsMenu(page)).toEqual(RECORD_BOOK);
  });
});
