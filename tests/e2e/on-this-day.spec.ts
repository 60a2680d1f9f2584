// On this day (/on-this-day), with JavaScript on and off: Super Bowl LI on February 5 (Pro-Football-
// Reference: New England 34, Atlanta 28), Babe Ruth's birthday on February 6 (Baseball-Reference: 1895),
// the day links, the month-and-day picker and the hub's league filter, the full list of a day's games,
// today in Eastern time by default, JSON-LD, and 400/404 pages for bad input.
import { expect, test } from "@playwright/test";
import { easternDate } from "../../core/game-dates";
import { expectNoSeriousViolations, jsEnabled, open, siteGet, siteUrl } from "./support";

test.describe("On this day", () => {
  test("February 5 on the NFL site: Super Bowl LI decided, its game first, and the next day a link away", async ({ page }) => {
    await open(page, siteUrl("nfl", "/on-this-day?date=02-05"));
    await expect(page.getByRole("heading", { level: 1, name: "On This Day: February 5" })).toBeVisible();
    const nfl = page.getByTestId("day-nfl");
    await expect(nfl.getByTestId("day-title").first()).toContainText("2017-02-05 Super Bowl LI: New England Patriots 34-28 over Atlanta Falcons");
    const li = nfl.getByTestId("day-postseason").getByTestId("day-game").first();
    await expect(li.getByRole("link", { name: "New England Patriots 34, Atlanta Falcons 28" })).toHaveAttribute("href", /^\/scores\/\d+$/);
    await expect(li).toContainText("title game");
    await expectNoSeriousViolations(page);
    // A sport site shows its own sport only: professional football's leagues, no other sport's section.
    await expect(page.getByRole("combobox", { name: "League" }).locator("option")).toHaveText(["All leagues", "NFL", "AFL"]);
    await expect(page.getByTestId("day-nba")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Records" }).getByRole("link", { name: "On This Day" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "February 6 →" }).click();
    await expect(page).toHaveURL(/\/on-this-day\?date=02-06$/);
    await expect(page.getByRole("heading", { level: 1, name: "On This Day: February 6" })).toBeVisible();
  });

  test("the hub's picker and league filter: February 6 in the MLB holds Babe Ruth's birthday", async ({ page }) => {
    await open(page, siteUrl("hub", "/on-this-day?date=02-10"));
    if (jsEnabled()) await page.waitForLoadState("networkidle");
    await page.getByRole("combobox", { name: "Day" }).selectOption("6");
    if (jsEnabled()) await expect(page).toHaveURL(/date=02-06/);
    await page.getByRole("combobox", { name: "League" }).selectOption("mlb");
    if (!jsEnabled()) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/on-this-day\?date=02-06&league=mlb$/);
    const births = page.getByTestId("day-mlb").getByTestId("day-births");
    await expect(births.getByRole("link", { name: "Babe Ruth" })).toHaveAttribute("href", "/players/babe-ruth");
    await expect(births.getByTestId("day-person").filter({ hasText: "Babe Ruth" })).toContainText("1895, Hall of Fame");
    await expect(page.getByTestId("day-nfl")).toHaveCount(0);
  });

  test("July 4 in the MLB: ten largest wins, then every game a page at a time; the day's ItemList", async ({ page }) => {
    await open(page, siteUrl("mlb", "/on-this-day?date=07-04"));
    const mlb = page.getByTestId("day-mlb");
    await expect(mlb.getByTestId("day-regular").getByTestId("day-game")).toHaveCount(10);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((text) => text.includes('"ItemList"') && text.includes("MLB on July 4"))).toBe(true);
    await mlb.getByRole("link", { name: /^All [\d,]+ MLB regular-season games on July 4$/ }).click();
    await expect(page).toHaveURL(/date=07-04&league=mlb&games=regular$/);
    await expect(page.getByTestId("day-all-games").getByTestId("day-game")).toHaveCount(50);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/games=regular&page=2$/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });

  test("without a date it is today in Eastern time; the sitemap and the Records menu list it", async ({ page }) => {
    const today = easternDate(new Date()).slice(5);
    await open(page, siteUrl("hub", "/on-this-day"));
    const [month, day] = today.split("-").map(Number);
    const label = new Date(Date.UTC(2024, month - 1, day)).toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
    await expect(page.getByRole("heading", { level: 1, name: `On This Day: ${label}` })).toBeVisible();
    const sitemap = await siteGet("hub", "/sitemap/pages.xml");
    expect(sitemap.text).toContain("/on-this-day</loc>");
  });

  test("bad input is a 400 or 404 page with its message, never a 500", async ({ page }) => {
    const bad = await siteGet("hub", "/on-this-day?date=13-45");
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("not a day of the year");
    expect((await siteGet("hub", "/on-this-day?date=abc")).status).toBe(400);
    expect((await siteGet("nfl", "/on-this-day?league=mlb")).status).toBe(404);
    await open(page, siteUrl("hub", "/on-this-day?date=02-30"));
    await expect(page.getByText(/02-30\) is not a day of the year/)).toBeVisible();
  });
});
