// Issue 31 with JavaScript on and off: an MLB manager's page says where each season's record comes from
// (the games he managed, decision 0182), and a past fixture without a result is never "Postponed".
import { expect, test } from "@playwright/test";
import { open, siteUrl } from "./support";

test.describe("managers credited with the games they managed", () => {
  test("Tony La Russa: 2884-2500, his seasons' records from the games he managed", async ({ page }) => {
    await open(page, siteUrl("mlb", "/coaches/tony-larussa?section=career"));
    const career = page.getByTestId("section-career");
    await expect(career).toContainText("2884-2500");
    await expect(career).toContainText("Season records from");
    await expect(career).toContainText(
      "season totals (Lahman Managers table): 1979-1985, 1987-2009; games managed (Retrosheet game logs): 1986, 2010-2011, 2021-2022",
    );
  });
});

test.describe("a fixture whose day has passed", () => {
  test("Thanksgiving 2026: 'Result not in our data', never 'Postponed' beside it", async ({ page }) => {
    await open(page, siteUrl("nfl", "/scores?start=2026-11-26&end=2026-11-26"));
    const lions = page.getByTestId("game-card").filter({ hasText: "Detroit Lions" });
    await expect(lions).toContainText("Result not in our data");
    await expect(lions).not.toContainText("Postponed");
    await expect(lions.getByTestId("game-when")).toContainText("Was scheduled for");
  });
});
