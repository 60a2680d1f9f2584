// The live feed end to end: `npm run live:replay` serves ESPN-shape scoreboards (pre, in, malformed, post),
// a server of its own polls it every second, and an open /scores page follows the game by itself: through
// Remix revalidation without a reload (JavaScript on) or the meta refresh (off). A malformed step keeps
// the last good score. Own ports (3590-3593) and an own copy of the database; bounded in time.
import { expect, test, type Page } from "@playwright/test";
import { jsEnabled } from "./support";
import { sourceDatabase, startLive, type LiveSetup } from "./live-processes";

const source = sourceDatabase();

test.describe("live scores", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(source === null, "needs the imported database (.data/pglite); run npm run data:import");

  let live: LiveSetup;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // One pair of ports per project, so the two projects can run at the same time.
    const base = jsEnabled() ? 3590 : 3592;
    live = await startLive(base, base + 1, source!);
  });
  test.afterAll(async () => {
    await live?.stop();
  });

  type ApiGame = { id: number; status: string; home_score: number | null; away_score: number | null; period: number | null; time_remaining: string | null };
  /** Today's games (Eastern) matching a search, from the live server's API. */
  async function todays(page: Page, search: string): Promise<Array<ApiGame>> {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
    const response = await page.request.get(`${live.serverUrl}/api/games/games/?search=${search}&game_date__gte=${today}&game_date__lte=${today}`);
    return ((await response.json()) as { results: Array<ApiGame> }).results;
  }
  async function knicksGame(page: Page): Promise<ApiGame | null> {
    return (await todays(page, "knicks"))[0] ?? null;
  }

  test("an open page follows the feed by itself; a malformed step keeps the last good score", async ({ page }) => {
    test.setTimeout(120_000);
    const card = page.getByTestId("game-card").filter({ hasText: "New York Knicks" });
    const away = card.locator('[data-side="away"]');
    const home = card.locator('[data-side="home"]');

    // Step 1 (pre): the game appears as scheduled, without scores.
    await expect.poll(async () => (await knicksGame(page))?.status, { timeout: 20_000 }).toBe("scheduled");
    let loads = 0;
    page.on("load", () => loads++);
    await page.goto(`${live.serverUrl}/scores?q=knicks`);
    if (jsEnabled()) await page.waitForLoadState("networkidle");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true)).catch(() => undefined);
    await expect(card.locator('[data-status="scheduled"]')).toBeVisible();
    await expect(away).toContainText("–");
    await expect(card).toContainText("7:30 PM ET");
    const loadsBefore = loads;

    // Step 2 (in): Celtics 48, Knicks 51 in the 2nd quarter, 5:32 left; the postponed game and the unknown team.
    await live.step();
    await expect(card.locator('[data-status="live"]')).toBeVisible({ timeout: 20_000 });
    await expect(away).toContainText("48");
    await expect(home).toContainText("51");
    await expect(card.getByTestId("game-when")).toHaveText("Q2 5:32");
    await expect(page.getByTestId("updated-note")).toContainText("refreshes every 3 seconds");
    if (jsEnabled()) {
      // Revalidated in place: the same document, and the changed score flashed.
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(loads).toBe(loadsBefore);
      await expect(home.locator("[data-score-changes]")).not.toHaveAttribute("data-score-changes", "0");
    } else {
      // The meta refresh reloaded the page.
      expect(loads).toBeGreaterThan(loadsBefore);
    }
    expect((await todays(page, "warriors")).map((g) => g.status)).toEqual(["postponed"]);
    // The event with a team no mapping knows is skipped and logged with its id.
    expect(live.log()).toContain("event 900003 skipped: unknown team XYZ");

    // Step 3 (malformed): nothing changes, for several polls and refreshes.
    await live.step();
    await page.waitForTimeout(4000);
    expect(live.log()).toMatch(/not JSON; last good data kept, retrying in \d+ s/);
    const kept = await knicksGame(page);
    expect(kept).toMatchObject({ status: "live", home_score: 51, away_score: 48, period: 2, time_remaining: "5:32" });
    await expect(home).toContainText("51");
    await expect(card.locator('[data-status="live"]')).toBeVisible();

    // Step 4 (post): final, 108-112, on the open page.
    await live.step();
    await expect(card.locator('[data-status="final"]')).toBeVisible({ timeout: 20_000 });
    await expect(away).toContainText("108");
    await expect(home).toContainText("112");
    await expect(home).toHaveCSS("font-weight", "700");

    // The game page shows the result and the quarter scores from the feed.
    const id = (await knicksGame(page))!.id;
    await page.goto(`${live.serverUrl}/scores/${id}`);
    await expect(page.getByTestId("result-line")).toHaveText("New York Knicks defeated Boston Celtics 112-108.");
    await page.goto(`${live.serverUrl}/scores/${id}?tab=stats`);
    await expect(page.getByTestId("line-score").getByRole("row", { name: /NYK/ })).toContainText("27");
  });
});
