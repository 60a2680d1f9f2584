// The record book's team records, awards and on-this-day pages, with JavaScript on and off: published
// facts found on the page (Pro-Football-Reference, Basketball-Reference, Baseball-Reference), the
// league switcher, the CSV, and 400/404 pages for bad input.
import { expect, test } from "@playwright/test";
import { open, siteGet, siteUrl } from "./support";

test.describe("Team records", () => {
  test("NFL: the Bears' 73-0 in the 1940 Championship leads the largest margins; 1.000 seasons share the first rank", async ({ page }) => {
    await open(page, siteUrl("nfl", "/records"));
    await expect(page.getByRole("heading", { level: 1, name: "NFL Team Records" })).toBeVisible();
    const margin = page.getByTestId("record-list-largest-margin");
    await expect(margin.getByTestId("list-scope")).toHaveText("1920 to 2025 · Every game with a final score, postseason included");
    const first = margin.getByTestId("record-row").first();
    await expect(first).toContainText("Chicago Bears");
    await expect(first.getByTestId("record-value")).toHaveText("73");
    await expect(first.getByRole("link", { name: /1940-12-08: 73-0 vs\. Washington Redskins \(postseason\)/ })).toHaveAttribute("href", /^\/scores\/\d+$/);
    const pct = page.getByTestId("record-list-best-win-percentage");
    const dolphins = pct.getByTestId("record-row").filter({ hasText: "Miami Dolphins" });
    await expect(dolphins.getByRole("cell").first()).toHaveText("1");
    await expect(dolphins.getByTestId("record-value")).toHaveText("1.000");
    await expect(dolphins.getByRole("link", { name: "Miami Dolphins" })).toHaveAttribute("href", "/teams/miami-dolphins/1972");
  });

  test("the hub switches to the NBA: the Warriors' 73 wins first, the Bulls' 72 second", async ({ page }) => {
    await open(page, siteUrl("hub", "/records"));
    await page.getByRole("navigation", { name: "League" }).getByRole("link", { name: "NBA" }).click();
    await expect(page).toHaveURL(/league=nba/);
    const wins = page.getByTestId("record-list-most-wins").getByTestId("record-row");
    await expect(wins.nth(0)).toContainText("Golden State Warriors");
    await expect(wins.nth(0)).toContainText("73-9");
    await expect(wins.nth(1)).toContainText("Chicago Bulls");
    await expect(wins.nth(1)).toContainText("72-10");
    await expect(page.getByTestId("record-list-most-wins").getByTestId("list-scope")).toHaveText("1959-60 to 2025-26 · Regular seasons of at least 75 games");
  });

  test("MLB: the CSV holds every list; a league outside the site is a 404", async () => {
    const csv = await siteGet("mlb", "/records?format=csv");
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split(/\r\n/);
    expect(lines[0]).toBe("List,Rank,Team,Season,Value,Record,Date,Game,From,To");
    expect(lines).toContain("Most wins in a season,1,Seattle Mariners,2001,116,116-46,,,,");
    expect(lines).toContain("Worst win percentage in a season,1,Cleveland Spiders,1899,.130,20-134,,,,");
    expect((await siteGet("nfl", "/records?league=mlb")).status).toBe(404);
    expect((await siteGet("hub", "/records?league=zzz")).status).toBe(400);
  });
});

test.describe("Awards", () => {
  test("the NBA's awards lead to the MVP page: Michael Jordan in 1995-96, linked to his page and the Bulls' season", async ({ page }) => {
    await open(page, siteUrl("nba", "/awards"));
    await expect(page.getByRole("heading", { level: 1, name: "Awards" })).toBeVisible();
    await expect(page.getByTestId("awards-nba").getByTestId("list-scope")).toHaveText("Our NBA award data covers 1946-47 to 2025-26.");
    await page.getByRole("link", { name: "Most Valuable Player" }).first().click();
    await expect(page).toHaveURL(/\/awards\/nba-most-valuable-player$/);
    await expect(page.getByRole("heading", { level: 1, name: "NBA Most Valuable Player" })).toBeVisible();
    await expect(page.getByTestId("list-scope")).toHaveText("Winners 1955-56 to 2024-25 · our NBA award data covers 1946-47 to 2025-26");
    const jordan = page.getByTestId("award-row").filter({ hasText: "1995-96" });
    await expect(jordan.getByRole("link", { name: "Michael Jordan" })).toHaveAttribute("href", "/players/michael-jordan");
    await expect(jordan.getByRole("link", { name: "Chicago Bulls" })).toHaveAttribute("href", "/teams/chicago-bulls/1995");
  });

  test("the Hart Trophy lists Gretzky nine times; its CSV holds every winner; an unknown award is a 404 page", async ({ page }) => {
    await open(page, siteUrl("nhl", "/awards/nhl-hart-memorial-trophy-mvp"));
    await expect(page.getByTestId("award-row").filter({ hasText: "Wayne Gretzky" })).toHaveCount(9);
    const csv = await siteGet("nhl", "/awards/nhl-hart-memorial-trophy-mvp?format=csv");
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split(/\r\n/);
    expect(lines[0]).toBe("Season,Winner,Team");
    expect(lines).toContain("1981-82,Wayne Gretzky,Edmonton Oilers");
    expect(lines).toHaveLength(95);
    expect((await siteGet("nhl", "/awards/no-such-award")).status).toBe(404);
    expect((await siteGet("nba", "/awards/nhl-hart-memorial-trophy-mvp")).status).toBe(404);
  });
});
