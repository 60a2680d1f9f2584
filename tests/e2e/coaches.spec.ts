// Coaches directory and coach pages, with JavaScript on and off: filters in the URL, one card open at
// a time, sections closed at first and one open at a time, true records (needs the full data), 404s.
import { expect, test, type Page } from "@playwright/test";
import { jsEnabled, open, siteUrl } from "./support";

async function applyFilters(page: Page) {
  if (!jsEnabled()) await page.getByRole("button", { name: "Apply" }).click();
}

const cards = (page: Page) => page.getByTestId("coach-card");

test.describe("coaches directory", () => {
  test("shows the four tiles and coach cards", async ({ page }) => {
    await open(page, siteUrl("hub", "/coaches"));
    await expect(page.getByRole("heading", { level: 1, name: "All Coaches" })).toBeVisible();
    for (const tile of ["Active Coaches", "Total Championships", "Average Years Coaching", "Sports Covered"]) {
      await expect(page.getByText(tile, { exact: true })).toBeVisible();
    }
    await expect(cards(page).first()).toBeVisible();
  });

  test("searches and filters by sport and status in the URL", async ({ page }) => {
    await open(page, siteUrl("hub", "/coaches?sport=basketball"));
    await page.getByRole("searchbox", { name: "Search" }).fill("Phil Jackson");
    await applyFilters(page);
    await expect(page).toHaveURL(/[?&]q=Phil(\+|%20)Jackson/);
    await expect(page).toHaveURL(/[?&]sport=basketball/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("1155-485");

    await page.getByRole("combobox", { name: "Status" }).selectOption("active");
    await applyFilters(page);
    await expect(page).toHaveURL(/[?&]status=active/);
    await expect(page.getByText("No Coaches Found")).toBeVisible();
  });

  test("opens one card's Show More Details at a time", async ({ page }) => {
    await open(page, siteUrl("nfl", "/coaches?q=brown"));
    const first = cards(page).nth(0);
    const second = cards(page).nth(1);
    await first.getByRole("link", { name: "Show More Details" }).click();
    await expect(page).toHaveURL(/[?&]open=/);
    await expect(first.getByText("Years coaching")).toBeVisible();
    await second.getByRole("link", { name: "Show More Details" }).click();
    await expect(second.getByText("Years coaching")).toBeVisible();
    await expect(first.getByText("Years coaching")).toHaveCount(0);
  });
});

test.describe("coach pages (needs the full data)", () => {
  test("a vacancy is not a coach: no 'Vacant' among the NHL's coaches", async ({ page }) => {
    test.skip(!process.env.SPORTS_DATA_DIR, "needs SPORTS_DATA_DIR and the database imported from it");
    await open(page, siteUrl("nhl", "/coaches?q=vacant"));
    await expect(page.locator("main")).not.toContainText(/\bVacant\b/);
  });

  test("Phil Jackson: 11 titles, sections closed at first and one open at a time", async ({ page }) => {
    await open(page, siteUrl("nba", "/coaches/phil-jackson"));
    await expect(page.getByRole("heading", { level: 1, name: "Phil Jackson" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: /breadcrumb/i }).getByRole("link", { name: "All Coaches" })).toBeVisible();
    await expect(page.getByText("1155-485", { exact: true })).toBeVisible();
    for (const id of ["personal", "career", "history"]) await expect(page.getByTestId(`section-${id}`)).toHaveCount(0);

    await page.getByRole("link", { name: "Career Information" }).click();
    await expect(page).toHaveURL(/[?&]section=career/);
    await expect(page.getByTestId("section-career")).toContainText("Championships won");
    await expect(page.getByTestId("section-career")).toContainText("11");

    await page.getByRole("link", { name: "Coaching History" }).click();
    await expect(page).toHaveURL(/[?&]section=history/);
    await expect(page.getByTestId("section-career")).toHaveCount(0);
    await expect(page.getByTestId("section-history")).toContainText("Chicago Bulls");
    await expect(page.getByTestId("section-history")).toContainText("Los Angeles Lakers");

    await page.getByRole("link", { name: "Coaching History" }).click();
    await expect(page.getByTestId("section-history")).toHaveCount(0);
  });

  test("Bill Belichick: 302 regular-season wins and 31-13 in the playoffs", async ({ page }) => {
    await open(page, siteUrl("nfl", "/coaches/bill-belichick?section=career"));
    await expect(page.getByTestId("section-career")).toContainText("302-165");
    await expect(page.getByTestId("section-career")).toContainText("31-13");
  });

  test("Scotty Bowman: 223-130 in the playoffs and 9 Stanley Cups", async ({ page }) => {
    await open(page, siteUrl("nhl", "/coaches/scotty-bowman?section=career"));
    await expect(page.getByTestId("section-career")).toContainText("223-130");
    await expect(page.getByTestId("section-career")).toContainText("9");
  });

  test("Gregg Popovich: a record through 2020-21, where our data ends, and status unknown after it", async ({ page }) => {
    await open(page, siteUrl("nba", "/coaches/gregg-popovich?section=career"));
    const career = page.getByTestId("section-career");
    await expect(career).toContainText("Through 2020-21 (our data ends there): 25 seasons");
    await expect(career).toContainText("Status unknown after 2020-21");
    await expect(page.getByRole("img", { name: "Active" })).toHaveCount(0);
  });

  test("George Karl's history names his Seattle SuperSonics as they were then", async ({ page }) => {
    await open(page, siteUrl("nba", "/coaches/george-karl?section=history"));
    await expect(page.getByTestId("section-history").getByRole("link", { name: "Seattle SuperSonics" })).toBeVisible();
  });

  test("an unknown coach is a 404 with Back to Coaches", async ({ page }) => {
    const response = await open(page, siteUrl("hub", "/coaches/nobody-at-all-xyz"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Coach Not Found" })).toBeVisible();
    await expect(page.getByText("We couldn't find details for this coach.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Coaches" })).toHaveAttribute("href", "/coaches");
  });
});
