// The season sync end to end (issue 23): a recorded window of the 2026 NFL and 2026-27 NHL seasons
// (real schedules, invented results: tests/fixtures/espn-season/README.md) served as ESPN answers
// `?dates=A-B&limit=1000`, moved so that its day is today; a server of its own on a copy of the database
// syncs it at start. Today's scores, the current standings "through" their last day with a result, the
// season page and the football week, with JavaScript on and off; and a server killed with kill -9 in the
// middle of a sync that restarts with every game it had and finishes. Own ports 3594-3596.
import { expect, test } from "@playwright/test";
import { addDays, easternDate } from "../../core/game-dates";
import { gameDateLabel } from "../../app/lib/championship-labels";
import { jsEnabled } from "./support";
import { sourceDatabase } from "./live-processes";
import { RECORDED_EVENTS, startSeasonSync, type SeasonSetup } from "./season-sync-processes";

const source = sourceDatabase();

/** The page on a site of the test's own server. */
const at = (setup: SeasonSetup, site: string, path: string) => setup.serverUrl.replace("localhost", `${site}.localhost`) + path;

test.describe("the current season from the feed", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(source === null, "needs the imported database (.data/pglite); run npm run data:import");

  let setup: SeasonSetup;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    setup = await startSeasonSync(jsEnabled() ? 3594 : 3595, source!);
    await setup.startServer();
    await setup.waitForSync();
  });
  test.afterAll(async () => {
    await setup?.stop();
  });

  test("today's scores show the day's scheduled games with their Eastern start times", async ({ page }) => {
    await page.goto(at(setup, "nhl", "/scores"));
    // 2026-11-28 in the recording: Ottawa at Carolina, 7:00 PM ET (the published schedule).
    const card = page.getByTestId("game-card").filter({ hasText: "Carolina Hurricanes" }).filter({ hasText: "Ottawa Senators" });
    await expect(card).toHaveCount(1);
    await expect(card.locator('[data-status="scheduled"]')).toBeVisible();
    await expect(card).toContainText("7:00 PM ET");
    // Yesterday's games are results.
    await page.goto(at(setup, "nhl", `/scores?start=${addDays(easternDate(new Date()), -1)}`));
    await expect(page.getByTestId("game-card").first().locator('[data-status="final"]')).toBeVisible();
  });

  test("the standings show the season in progress through its last day with results, a winless team and a tie", async ({ page }) => {
    const through = gameDateLabel(addDays(easternDate(new Date()), -1))!;
    await page.goto(at(setup, "nfl", "/standings"));
    await expect(page.getByTestId("standings-through")).toContainText(`season in progress, through ${through}, refreshed every 5 minutes`);
    // The recording's Jets lost all 11 of their games; the Giants and the Commanders tied once.
    // (The NFL site's standings also show the 1969 AFL, whose Jets went 10-4.)
    const row = (slug: string) => page.getByTestId("standing-row").filter({ has: page.locator(`a[href="/teams/${slug}/2026"]`) });
    const jets = row("new-york-jets");
    await expect(jets.locator("td").nth(2)).toHaveText("0");
    await expect(jets.locator("td").nth(3)).toHaveText("11");
    const giants = row("new-york-giants");
    await expect(giants.locator("td").nth(4)).toHaveText("1");
    // Hockey: overtime losses count apart from losses.
    await page.goto(at(setup, "nhl", "/standings"));
    await expect(page.getByTestId("standings-through")).toContainText(`through ${through}`);
    await expect(page.getByTestId("standing-row")).toHaveCount(32);
    if (!jsEnabled()) {
      // Without JavaScript the page reloads itself every 5 minutes.
      await expect(page.locator('noscript meta[http-equiv="refresh"]')).toHaveCount(1);
    }
  });

  test("the season page lists the season's teams and its games so far", async ({ page }) => {
    await page.goto(at(setup, "nfl", "/seasons/2026-nfl-season"));
    // Every game of the window (more once a dataset's fixtures of the rest of the season are imported).
    const total = await page.getByText("Total games", { exact: true }).locator("xpath=following-sibling::dd").innerText();
    expect(Number(total.replace(/,/g, ""))).toBeGreaterThanOrEqual(RECORDED_EVENTS.nfl);
    await page.goto(at(setup, "nfl", "/seasons/2026-nfl-season?tab=teams"));
    await expect(page.getByTestId("season-teams").locator("li")).toHaveCount(32);
    await expect(page.getByTestId("season-teams").locator("li").filter({ hasText: "New York Jets" })).toContainText("0-11");
  });

  test("the football week shows the current week's games", async ({ page }) => {
    await page.goto(at(setup, "nfl", "/week/football"));
    await expect(page.getByTestId("game-card").first()).toBeVisible();
    expect(await page.getByTestId("game-card").count()).toBeGreaterThan(5);
  });
});

test.describe("a server killed in the middle of a sync", () => {
  test.skip(source === null, "needs the imported database (.data/pglite); run npm run data:import");
  test.skip(() => !jsEnabled(), "a server process test: run once, in the js project");

  test("restarts with every game it had before and finishes the sync", async () => {
    test.setTimeout(240_000);
    // Each range answer takes 1.5 s, so the kill falls between answers of the first round.
    const setup = await startSeasonSync(3596, source!, { rangeDelayMs: 1500 });
    try {
      await setup.startServer();
      const deadline = Date.now() + 90_000;
      while ((setup.log().match(/season sync nfl 2026: .* written/g) ?? []).length < 2) {
        if (Date.now() > deadline) throw new Error(`no range written in time:\n${setup.log().slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      setup.killServer();
      await new Promise((r) => setTimeout(r, 500));
      const before = await setup.feedGames();
      expect(before.length).toBeGreaterThan(0);
      expect(before.length).toBeLessThan(RECORDED_EVENTS.nfl + RECORDED_EVENTS.nhl);

      await setup.startServer();
      await setup.waitForSync(1, 120_000);
      expect(setup.log()).toMatch(/season sync nfl 2026: 2026-\d\d-\d\d to/);
      await setup.stopServer();
      const after = await setup.feedGames();
      // Every game it had, and the whole window now.
      expect(before.filter((id) => !after.includes(id))).toEqual([]);
      expect(after, setup.log()).toHaveLength(RECORDED_EVENTS.nfl + RECORDED_EVENTS.nhl);
    } finally {
      await setup.stop();
    }
  });
});
