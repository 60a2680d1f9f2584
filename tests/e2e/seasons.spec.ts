// 'All Seasons' and a season's page, with JavaScript on and off: filters, quick filters on the hub
// only, Set as Active Season (the cookie and the marker), the tabs, and 'Season Not Found' with a 404.
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations, jsEnabled, open, siteGet, siteUrl } from "./support";

/** The NHL season being played today by the league's calendar (October to June), written apart from the app's rule. */
function nhlSeasonNow(today = new Date()): number | null {
  const month = today.getUTCMonth() + 1;
  if (month >= 10) return today.getUTCFullYear();
  if (month <= 6) return today.getUTCFullYear() - 1;
  return null;
}

test.describe("All Seasons", () => {
  test("filters by search, status and decade from the URL and from the form", async ({ page }) => {
    await open(page, siteUrl("nba", "/seasons?decade=1990"));
    const cards = page.getByTestId("season-card");
    await expect(cards).toHaveCount(10);
    await expect(cards.first().getByTestId("season-year")).toHaveText("1999-00");

    await page.getByLabel("Search").fill("Bulls");
    if (!jsEnabled()) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/q=Bulls/);
    await expect(page).toHaveURL(/decade=1990/);
    // The six Bulls titles of the 1990s (champion search).
    await expect(page.getByTestId("season-card")).toHaveCount(6);

    // 2025-26 is complete (its Stanley Cup Final is in our games: Carolina 4-2). The season being played
    // today is listed as active; we hold its schedule only for 2026-27 (1,344 fixtures, no result), and
    // none of a later season's games: its page says so.
    const playing = nhlSeasonNow();
    await open(page, siteUrl("nhl", "/seasons?status=active"));
    if (playing === null) {
      await expect(page.getByRole("heading", { name: "No Seasons Found" })).toBeVisible();
    } else {
      const label = `${playing}-${String(playing + 1).slice(2)}`;
      await expect(page.getByTestId("season-card")).toHaveCount(1);
      await expect(page.getByTestId("season-card")).toContainText(`${label} NHL Season`);
      await expect(page.getByTestId("season-card")).toContainText("Active");
      await open(page, siteUrl("nhl", `/seasons/${playing}-nhl-season`));
      await expect(page.getByTestId("season-champion")).toHaveText("To be decided");
      if (playing === 2026) {
        await expect(page.getByTestId("season-holdings")).toHaveCount(0);
        await expect(page.getByText("1,344", { exact: true }).first()).toBeVisible();
      } else {
        await expect(page.getByTestId("season-holdings")).toHaveText("The season is under way; we hold none of its games yet.");
      }
    }
    await open(page, siteUrl("nhl", "/seasons?status=completed&q=2025-26"));
    await expect(page.getByTestId("season-card")).toHaveCount(1);
    await expect(page.getByTestId("season-card")).toContainText("2025-26 NHL Season");
    await expect(page.getByTestId("season-card")).toContainText("Completed");

    await open(page, siteUrl("nhl", "/seasons?q=no-such-season-anywhere"));
    await expect(page.getByRole("heading", { name: "No Seasons Found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
  });

  test("the year label spans two years in basketball and hockey, one year in football and baseball", async ({ page }) => {
    await open(page, siteUrl("nfl", "/seasons?decade=1970&q=1972"));
    await expect(page.getByTestId("season-year").first()).toHaveText("1972");
    await open(page, siteUrl("nba", "/seasons?decade=1990&q=1995"));
    await expect(page.getByTestId("season-year").first()).toHaveText("1995-96");
  });

  test("quick filters toggle a league on the hub and do not exist on a sport site", async ({ page }) => {
    await open(page, siteUrl("hub", "/seasons"));
    const quick = page.getByTestId("quick-filters");
    await quick.getByRole("link", { name: "NHL" }).click();
    await expect(page).toHaveURL(/sport=hockey/);
    await expect(page).toHaveURL(/level=professional/);
    await expect(page.getByTestId("season-card").first()).toContainText("NHL");
    await expect(quick.getByRole("link", { name: "NHL" })).toHaveAttribute("aria-current", "true");
    // Pressed again, it clears the filter.
    await quick.getByRole("link", { name: "NHL" }).click();
    await expect(page).not.toHaveURL(/sport=hockey/);

    await open(page, siteUrl("nfl", "/seasons"));
    await expect(page.getByTestId("quick-filters")).toHaveCount(0);
    await expect(page.getByTestId("season-card").first()).toBeVisible();
  });

  test("Set as Active Season stores the season in the cookie and marks its card, on the same URL", async ({ page, context }) => {
    const url = siteUrl("nfl", "/seasons?decade=1990");
    await open(page, url);
    const card = page.getByTestId("season-card").filter({ hasText: "1996 NFL Season" });
    await expect(card.getByTestId("active-season-marker")).toHaveCount(0);
    await card.getByRole("button", { name: "Set as Active Season" }).click();
    await expect(card.getByTestId("active-season-marker")).toBeVisible();
    // The marker is the fan's own choice, not the season's status (a completed season can be chosen).
    await expect(card.getByTestId("active-season-marker")).toHaveText("✓ Active Season (your choice)");
    await expect(page).toHaveURL(/\/seasons\?decade=1990$/);
    const cookies = await context.cookies(siteUrl("nfl", "/"));
    // Remix cookies are base64-encoded JSON.
    const value = cookies.find((c) => c.name === "selectedSeason")?.value ?? "";
    expect(Buffer.from(decodeURIComponent(value), "base64").toString("utf8")).toContain("1996");
    await expect(page.getByTestId("active-season-marker")).toHaveCount(1);
  });

  test("a page past the end goes to the last page; a bad filter value falls back to its default", async ({ page }) => {
    await open(page, siteUrl("nfl", "/seasons?page=999"));
    await expect(page).toHaveURL(/\/seasons\?page=\d{1,2}$/);
    await expect(page).not.toHaveURL(/page=999/);
    await expect(page.getByTestId("season-card").first()).toBeVisible();
    const response = await open(page, siteUrl("nfl", "/seasons?status=bogus&decade=nope"));
    expect(response?.status()).toBe(200);
    await expect(page.getByLabel("Status")).toHaveValue("");
    await expect(page.getByTestId("season-card").first()).toBeVisible();
  });
});

test.describe("a season's page", () => {
  test("shows its header and switches tabs through the URL", async ({ page }) => {
    await open(page, siteUrl("nba", "/seasons/1995-nba-season"));
    await expect(page.getByRole("heading", { level: 1, name: "1995-96 NBA Season" })).toBeVisible();
    await expect(page.getByTestId("season-champion")).toHaveText("Chicago Bulls");
    await expect(page.getByTestId("season-champion").getByRole("link")).toHaveAttribute("href", "/teams/chicago-bulls/1995");
    await expect(page.getByText("Regular season games")).toBeVisible();

    const tabs = page.getByRole("navigation", { name: "Season sections" });
    await tabs.getByRole("link", { name: "Teams" }).click();
    await expect(page).toHaveURL(/tab=teams/);
    await expect(page.getByTestId("season-teams")).toContainText("72-10");

    await tabs.getByRole("link", { name: "Standings" }).click();
    await expect(page).toHaveURL(/tab=standings/);
    await expect(page.getByTestId("standings-tables")).toContainText("Chicago Bulls");

    await tabs.getByRole("link", { name: "Playoffs" }).click();
    await expect(page).toHaveURL(/tab=playoffs/);
    await expect(page.getByTestId("season-playoffs")).toContainText("NBA Finals");
    await expect(page.getByTestId("season-playoffs")).toContainText("Chicago Bulls 4-2");

    await tabs.getByRole("link", { name: "Overview" }).click();
    await expect(page).not.toHaveURL(/tab=/);
  });

  test("hockey standings show overtime losses and points (Bruins 2022-23 65-12-5, 135)", async ({ page }) => {
    await open(page, siteUrl("nhl", "/seasons/2022-nhl-season?tab=teams"));
    await expect(page.getByTestId("season-teams").getByRole("listitem").filter({ hasText: "Boston Bruins" })).toContainText("65-12-5 · 135 pts");
  });

  test("Season Not Found with a 404", async ({ page }) => {
    const response = await open(page, siteUrl("nfl", "/seasons/1800-nfl-season"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Season Not Found" })).toBeVisible();
    await expect(page.getByText("The season you are looking for does not exist.")).toBeVisible();
    const other = await siteGet("nba", "/seasons/1995-nfl-season");
    expect(other.status).toBe(404);
  });
});

test("the seasons pages have no serious accessibility violation", async ({ page }) => {
  await open(page, siteUrl("hub", "/seasons"));
  await expectNoSeriousViolations(page);
  await open(page, siteUrl("nhl", "/seasons/2022-nhl-season?tab=playoffs"));
  await expectNoSeriousViolations(page);
});

test("a season over whose results we hold only part of the way says where they end (MLB 2026: to August 21; issue 31, class 8)", async ({ page }) => {
  expect((await open(page, siteUrl("mlb", "/seasons/2026-mlb-season")))?.status()).toBe(200);
  await expect(page.getByTestId("season-results-end")).toHaveText(
    "Results in our data end on August 21, 2026; the season's later games (its schedule runs to September 27, 2026) are not in our data.",
  );
  await expect(page.getByTestId("season-results-through")).toHaveCount(0);
  await open(page, siteUrl("mlb", "/seasons/2025-mlb-season"));
  await expect(page.getByTestId("season-champion")).toBeVisible();
  await expect(page.getByTestId("season-results-end")).toHaveCount(0);
});

test("a season under way none of whose results we hold claims no 'through' date and says why it has no standings (NFL 2026; decision 0189)", async ({
  page,
}) => {
  test.skip(!process.env.SPORTS_DATA_DIR, "needs SPORTS_DATA_DIR and the database imported from it");
  expect((await open(page, siteUrl("nfl", "/seasons/2026-nfl-season")))?.status()).toBe(200);
  await expect(page.getByTestId("season-results-through")).toHaveText("No standings yet: none of the season's results are in our data.");
  await expect(page.getByText(/Standings through/)).toHaveCount(0);
  await open(page, siteUrl("nfl", "/seasons/2026-nfl-season?tab=standings"));
  await expect(page.getByText("We hold the season's schedule but none of its results.")).toBeVisible();
});
