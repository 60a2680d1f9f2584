// One record format per sport everywhere: hockey records are W-L-OTL on game pages as in standings,
// and hockey standings read the points percentage (the 2022-23 Bruins: 65-12-5, 135 points, .823).
import { expect, test } from "@playwright/test";
import { apiGet, open, siteUrl } from "./support";

const needsData = !process.env.SPORTS_DATA_DIR;

test("a hockey game page gives the records going in as W-L-OTL", async ({ page }) => {
  test.skip(needsData, "needs the imported datasets (SPORTS_DATA_DIR)");
  // The Bruins' last game of 2022-23 (at Montreal, 2023-04-13), after 64-12-5.
  const games = await apiGet<{ results: Array<{ id: number }> }>(
    "nhl",
    "games/games/?sport__slug=hockey&team=boston-bruins&game_date__gte=2023-04-13&game_date__lte=2023-04-13",
  );
  await open(page, siteUrl("nhl", `/scores/${games.results[0].id}`));
  await expect(page.getByText("64-12-5").first()).toBeVisible();
});

test("hockey standings read the points percentage", async ({ page }) => {
  test.skip(needsData, "needs the imported datasets (SPORTS_DATA_DIR)");
  await open(page, siteUrl("nhl", "/standings?season=2022"));
  await expect(page.getByRole("columnheader", { name: /P%/ }).first()).toBeVisible();
  const bruins = page.getByTestId("standing-row").filter({ has: page.getByRole("link", { name: "Boston Bruins", exact: true }) });
  await expect(bruins).toContainText(".823");
});
