// Team-season pages say plainly what we hold: a season whose games are in no dataset names the
// published record and the champion; the season the league is playing now is "in progress".
// JavaScript on and off (the two playwright projects). Needs the datasets (SPORTS_DATA_DIR).
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations, open, siteUrl } from "./support";

test.skip(!process.env.SPORTS_DATA_DIR, "needs SPORTS_DATA_DIR and the database imported from it");

/** The NFL season being played today, by the league's calendar (September to the Super Bowl in February), written apart from the app's rule. */
function nflSeasonNow(today = new Date()): number | null {
  const month = today.getUTCMonth() + 1;
  if (month >= 9) return today.getUTCFullYear();
  if (month === 1 || (month === 2 && today.getUTCDate() <= 8)) return today.getUTCFullYear() - 1;
  return null;
}

test.describe("season coverage on team-season pages", () => {
  test("a season in no dataset (1999-00 NBA) says so and names the published record and the champion", async ({ page }) => {
    const response = await open(page, siteUrl("nba", "/teams/los-angeles-lakers/1999"));
    expect(response?.status()).toBe(200);
    const notice = page.getByTestId("season-coverage");
    await expect(notice.getByRole("heading", { name: "No game results for the 1999-00 NBA season" })).toBeVisible();
    await expect(notice).toContainText("None of our datasets has the games of the 1999-00 NBA season");
    await expect(notice).toContainText("67-15 (Basketball-Reference)");
    await expect(notice.getByRole("link", { name: "Los Angeles Lakers (this team)" })).toHaveAttribute("href", "/championships/nba-finals");
    await expectNoSeriousViolations(page);

    await page.getByRole("tab", { name: "Schedule", exact: true }).click();
    await expect(page).toHaveURL(/\/teams\/los-angeles-lakers\/1999\?tab=schedule$/);
    await expect(page.getByTestId("team-schedule")).toHaveCount(0);
    await expect(page.getByText("No game results for the 1999-00 NBA season").first()).toBeVisible();
    await expect(page.getByText("No schedule data available")).toHaveCount(0);
  });

  test("the season being played now is in progress with the games we hold, never complete or missing", async ({ page }) => {
    const season = nflSeasonNow();
    test.skip(season === null, "no NFL season is being played today");
    const response = await open(page, siteUrl("nfl", `/teams/kansas-city-chiefs/${season}`));
    expect(response?.status()).toBe(200);
    const notice = page.getByTestId("season-coverage");
    await expect(notice).toHaveAttribute("data-coverage", "in-progress");
    await expect(notice.getByRole("heading", { name: `The ${season} NFL season is in progress` })).toBeVisible();
    await expect(page.getByText("Team Not Found")).toHaveCount(0);
    await expect(page.getByText(/No game results for/)).toHaveCount(0);

    await page.getByRole("tab", { name: "Schedule", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/teams/kansas-city-chiefs/${season}\\?tab=schedule$`));
    await expect(page.getByTestId("season-coverage")).toHaveAttribute("data-coverage", "in-progress");
  });

  test("a season the team did not play is a 404 that says so", async ({ page }) => {
    const response = await open(page, siteUrl("nfl", "/teams/kansas-city-chiefs/1950"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Season Not Found" })).toBeVisible();
    await expect(page.getByText("The Kansas City Chiefs have no 1950 season in our records.")).toBeVisible();
  });
});
