// Bracket pages (issue 33) at 390 and 1280 px, with JavaScript on and off: the page never scrolls
// sideways, each matchup reads as a sentence, the rounds sit side by side only on a wide screen, and a
// season without postseason games, or one we do not hold, answers 404 with a page that says so.
import { expect, test, type Page } from "@playwright/test";
import { jsEnabled, open, siteUrl } from "./support";

const BRACKETS = [
  { site: "hub", path: "/seasons/2015-nba-season/bracket", final: "Cleveland Cavaliers won 4-3 over Golden State Warriors" },
  { site: "hub", path: "/seasons/1967-nfl-season/bracket", final: "Green Bay Packers won 33-14 over Oakland Raiders" },
  { site: "hub", path: "/seasons/2004-mlb-season/bracket", final: "Boston Red Sox won 4-0 over St. Louis Cardinals" },
  { site: "hub", path: "/seasons/1984-cbb-season/bracket", final: "8 seed Villanova Wildcats won 66-64 over 1 seed Georgetown Hoyas" },
];

async function pageWidths(page: Page) {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: document.documentElement.clientWidth }));
}

test.describe("brackets", () => {
  for (const target of BRACKETS) {
    for (const width of [390, 1280]) {
      test(`${target.path} at ${width} px: no sideways scroll, matchups read as sentences`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto(siteUrl(target.site, target.path));
        expect(response?.status()).toBe(200);
        const { scrollWidth, width: shown } = await pageWidths(page);
        expect(scrollWidth).toBeLessThanOrEqual(shown);
        const matchups = page.getByTestId("bracket-matchup");
        expect(await matchups.count()).toBeGreaterThan(2);
        const texts = (await matchups.allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());
        expect(texts.some((t) => t.startsWith(target.final))).toBe(true);
        // The rounds: an ordered list, side by side on a wide screen, one after another on a phone.
        const rounds = page.locator("ol.bracket > li");
        const [first, second] = [await rounds.nth(0).boundingBox(), await rounds.nth(1).boundingBox()];
        if (width >= 1024) expect(second!.x).toBeGreaterThan(first!.x);
        else expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
      });
    }
  }

  // The 68-team NCAA tournament (decision 0179): seven rounds, seeds on every matchup, regions, the First Four, a no contest.
  for (const width of [390, 1280]) {
    test(`the 2021 NCAA tournament at ${width} px: 67 matchups with seeds, read as sentences, no sideways scroll`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(siteUrl("cbb", "/seasons/2020-cbb-season/bracket"));
      expect(response?.status()).toBe(200);
      const { scrollWidth, width: shown } = await pageWidths(page);
      expect(scrollWidth).toBeLessThanOrEqual(shown);
      const rounds = page.locator("ol.bracket > li");
      await expect(rounds.locator("h2")).toHaveText([
        "First Four",
        "First Round",
        "Second Round",
        "Sweet 16",
        "Elite Eight",
        "Final Four",
        "National Championship",
      ]);
      const texts = (await page.getByTestId("bracket-matchup").allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());
      expect(texts).toHaveLength(67);
      // Every matchup names both seeds; the screen reader's words ("1 seed") are in the text.
      expect(texts.every((t) => (t.match(/\d+ seed /g) ?? []).length === 2)).toBe(true);
      expect(texts).toContain("1 seed Baylor Bears won 86-70 over 1 seed Gonzaga Bulldogs Box score");
      expect(texts).toContain("7 seed Oregon Ducks advanced over 10 seed VCU Rams (no contest: the game was not played)");
      expect(
        texts.some((t) => t.startsWith("Region of Gonzaga Bulldogs 16 seed Norfolk State Spartans won 54-53 over 16 seed Appalachian State Mountaineers")),
      ).toBe(true);
      const [first, second, last] = [await rounds.nth(1).boundingBox(), await rounds.nth(2).boundingBox(), await rounds.nth(6).boundingBox()];
      if (width >= 1024) {
        expect(second!.x).toBeGreaterThan(first!.x);
        expect(last!.x + last!.width).toBeLessThanOrEqual(width);
      } else expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
      // The jump list reaches a round without scrolling through the ones before.
      await page.getByRole("navigation", { name: "Rounds of this bracket" }).getByRole("link", { name: "Final Four" }).click();
      await expect(page).toHaveURL(/#round-5$/);
    });
  }

  test("a round entered with byes names them (the 1975 NBA playoffs) and the 2020 bubble's round robin is single games", async ({ page }) => {
    await page.goto(siteUrl("hub", "/seasons/1974-nba-season/bracket"));
    await expect(page.locator("ol.bracket > li > h2")).toHaveText(["First Round", "Conference Semifinals", "Conference Finals", "NBA Finals"]);
    await expect(page.locator(".bracket-byes")).toHaveText(
      "With a bye into this round: Boston Celtics, Buffalo Braves, Chicago Bulls, Golden State Warriors, Kansas City-Omaha Kings, Washington Bullets",
    );
    await expect(page.getByTestId("bracket-missing")).toHaveCount(0);
    await page.goto(siteUrl("hub", "/seasons/2019-nhl-season/bracket"));
    const robin = page.locator("ol.bracket > li").first();
    await expect(robin.locator("h2")).toHaveText("Seeding Round Robin");
    await expect(robin.getByTestId("bracket-matchup")).toHaveCount(12);
  });

  // The matchups' links are plain links that one handler navigates in the app (decision 0193): with
  // JavaScript the page is not reloaded (a value set on the window survives), without it they are links.
  test("a matchup's game and team links lead to the game and the team's season; with JavaScript without a reload", async ({ page }) => {
    type Marked = Window & { bracketMarker?: string };
    const mark = () => page.evaluate(() => ((window as Marked).bracketMarker = "still here"));
    const marker = () => page.evaluate(() => (window as Marked).bracketMarker ?? null);
    await open(page, siteUrl("hub", "/seasons/2015-nba-season/bracket"));
    const final = () => page.getByTestId("bracket-matchup").filter({ hasText: "Cleveland Cavaliers won 4-3 over Golden State Warriors" });
    await expect(final().getByRole("link", { name: /^Game \d$/ })).toHaveCount(7);
    if (jsEnabled()) await mark();
    await final().getByRole("link", { name: "Game 7" }).click();
    await expect(page).toHaveURL(/\/scores\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Cleveland Cavaliers at Golden State Warriors");
    expect(await marker()).toBe(jsEnabled() ? "still here" : null);
    await page.goBack();
    await final().getByRole("link", { name: "Cleveland Cavaliers" }).click();
    await expect(page).toHaveURL(/\/teams\/cleveland-cavaliers\/2015$/);
    expect(await marker()).toBe(jsEnabled() ? "still here" : null);
  });

  test("the season page and the championship page link to the bracket", async ({ page }) => {
    await page.goto(siteUrl("hub", "/seasons/2015-nba-season"));
    await page.getByTestId("season-bracket-link").click();
    await expect(page).toHaveURL(/\/seasons\/2015-nba-season\/bracket$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("2015-16 NBA Season Postseason");
    await page.goto(siteUrl("hub", "/championships/nba-finals"));
    await expect(page.getByRole("link", { name: "2015-16 bracket" })).toHaveAttribute("href", "/seasons/2015-nba-season/bracket");
  });

  test("a season without postseason games says why with a 404; an unknown or hostile one is a 404 page", async ({ page }) => {
    const none = await page.goto(siteUrl("hub", "/seasons/1999-nba-season/bracket"));
    expect(none?.status()).toBe(404);
    await expect(page.getByTestId("bracket-empty")).toContainText("We hold no postseason games of this season.");
    for (const path of ["/seasons/1776-nba-season/bracket", "/seasons/%3Cscript%3E/bracket", "/seasons/..%2F..%2Fetc/bracket"]) {
      const response = await page.goto(siteUrl("hub", path));
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });
});
