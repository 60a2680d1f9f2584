// Issue 22, section 3 in the browser, with JavaScript on and off: names found without their accents,
// La Russa's titles on his coach page, games behind within a division, no bubble before a league had a
// postseason, and the 1987 strike season's splits not shown from part of its games.
import { expect, test } from "@playwright/test";
import { open, siteUrl } from "./support";

test.describe("names, coaches' titles and standings rules", () => {
  test("'doncic' and 'jokic' find Luka Dončić and Nikola Jokić", async ({ page }) => {
    await open(page, siteUrl("hub", "/search?q=doncic"));
    await expect(page.getByRole("region", { name: "Players" }).getByRole("link", { name: "Luka Dončić" })).toBeVisible();
    await open(page, siteUrl("nba", "/players?q=jokic"));
    await expect(page.getByText("Nikola Jokić").first()).toBeVisible();
  });

  test("Ken Griffey Jr. and Ken Griffey Sr. are two players named with their suffixes", async ({ page }) => {
    await open(page, siteUrl("hub", "/search?q=ken+griffey"));
    const players = page.getByRole("region", { name: "Players" });
    await expect(players.getByRole("link", { name: "Ken Griffey Jr." })).toBeVisible();
    await expect(players.getByRole("link", { name: "Ken Griffey Sr." })).toBeVisible();
  });

  test("Tony La Russa's coach page counts his 3 titles", async ({ page }) => {
    await open(page, siteUrl("mlb", "/coaches/tony-larussa?section=career"));
    const career = page.getByTestId("section-career");
    await expect(career).toContainText("Championships won");
    await expect(career.getByText("Championships won").locator("xpath=following-sibling::*[1]")).toHaveText("3");
  });

  test("2007 AFC East: games behind within the division, labelled so, the leader at 0", async ({ page }) => {
    await open(page, siteUrl("nfl", "/standings?season=2007"));
    const east = page.getByRole("region", { name: /AFC East/ });
    await expect(east.getByRole("columnheader", { name: /GB \(div\.\)/ })).toBeVisible();
    const rows = east.getByTestId("standing-row");
    await expect(rows.first()).toContainText("New England Patriots");
    // Rank, Team, W, L, T, PCT, GB.
    await expect(rows.filter({ hasText: "Buffalo Bills" }).getByRole("cell").nth(6)).toHaveText("9");
  });

  test("1925 NFL: one table without games behind, and no team on the bubble before the NFL had a postseason", async ({ page }) => {
    await open(page, siteUrl("nfl", "/standings?season=1925"));
    const tables = page.getByTestId("standings-tables");
    await expect(tables.getByTestId("standing-row").first()).toBeVisible();
    await expect(tables.getByRole("columnheader", { name: /GB/ })).toHaveCount(0);
    await expect(tables.getByText("On the bubble", { exact: true })).toHaveCount(0);
    await expect(tables.getByText("Champion", { exact: true })).toHaveCount(1);
  });

  test("1987 NFL (strike): a team's splits are not shown from the 12 of its 15 games we hold", async ({ page }) => {
    await open(page, siteUrl("nfl", "/standings?season=1987"));
    const bears = page.getByTestId("standing-row").filter({ hasText: "Chicago Bears" });
    await bears.getByRole("link", { name: "Details" }).click();
    const details = page.getByTestId("standing-details");
    await expect(details).toContainText("Not shown (12 of 15 games held)");
    await expect(details).toContainText("We hold 12 of its 15 games");
  });
});
