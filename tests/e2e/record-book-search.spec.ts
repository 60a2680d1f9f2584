// The record book found by the search and described in JSON-LD, with JavaScript on and off: "home run
// leaders" leads to the MLB list (Baseball-Reference: Barry Bonds first with 762), "Cy Young" to the award
// pages, "on this day" to its page; leaders, franchises and head-to-head carry an ItemList.
import { expect, test, type Page } from "@playwright/test";
import { open, siteUrl } from "./support";

async function itemLists(page: Page): Promise<Array<{ name: string; numberOfItems: number; itemListElement: Array<{ name: string; url?: string }> }>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text)).filter((ld) => ld["@type"] === "ItemList");
}

test.describe("The record book in the search", () => {
  test("'home run leaders' leads to the MLB's home run leaders", async ({ page }) => {
    await open(page, siteUrl("hub", "/search?q=home+run+leaders"));
    const group = page.getByRole("region", { name: "Record book" });
    await group.getByRole("link", { name: "MLB Home runs leaders" }).click();
    await expect(page).toHaveURL(/\/leaders\?league=mlb&stat=home-runs$/);
    await expect(page.getByRole("heading", { level: 1, name: "MLB Career Leaders: Home runs" })).toBeVisible();
  });

  test("an award by its name, and the record book's pages by theirs", async ({ page }) => {
    await open(page, siteUrl("mlb", "/search?q=Cy+Young"));
    await expect(page.getByRole("region", { name: "Record book" }).getByRole("link", { name: "MLB AL Cy Young Award" })).toHaveAttribute(
      "href",
      "/awards/mlb-al-cy-young-award",
    );
    await open(page, siteUrl("hub", "/search?q=on+this+day"));
    await expect(page.getByRole("region", { name: "Record book" }).getByRole("link", { name: "On This Day" })).toHaveAttribute("href", "/on-this-day");
    await open(page, siteUrl("nhl", "/search?q=records"));
    await expect(page.getByRole("region", { name: "Record book" }).getByRole("link").first()).toHaveAttribute("href", "/records");
  });
});

test.describe("The record book's JSON-LD", () => {
  test("leaders: the page's ranks as an ItemList", async ({ page }) => {
    await open(page, siteUrl("mlb", "/leaders?stat=home-runs"));
    const [list] = await itemLists(page);
    expect(list.numberOfItems).toBe(25);
    expect(list.itemListElement[0]).toMatchObject({ name: "1. Barry Bonds: 762", url: expect.stringMatching(/\/players\/barry-bonds$/) });
  });

  test("franchises and head-to-head", async ({ page }) => {
    await open(page, siteUrl("mlb", "/franchises"));
    const [franchises] = await itemLists(page);
    expect(franchises.itemListElement.some((item) => item.name === "New York Yankees" && item.url?.endsWith("/teams/new-york-yankees"))).toBe(true);
    await open(page, siteUrl("nfl", "/head-to-head?teams=green-bay-packers,chicago-bears"));
    const [meetings] = await itemLists(page);
    expect(meetings.name).toBe("Green Bay Packers vs. Chicago Bears: the last ten meetings");
    expect(meetings.numberOfItems).toBe(10);
    expect(meetings.itemListElement[0].url).toMatch(/\/scores\/\d+$/);
  });
});
