// Players directory and player pages, with JavaScript on and off: filters and search in the URL, one
// card open at a time, sections as a URL parameter, true careers (needs the full data), 404s.
import { expect, test, type Page } from "@playwright/test";
import { jsEnabled, open, siteUrl } from "./support";

/** Submit the directory filters: JavaScript submits on change (search after a pause); without it, Apply. */
async function applyFilters(page: Page) {
  if (!jsEnabled()) await page.getByRole("button", { name: "Apply" }).click();
}

const cards = (page: Page) => page.getByTestId("player-card");
/** The player page's own header (name, facts, status), not the site's. */
const playerHeader = (page: Page) => page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });

test.describe("players directory", () => {
  test("shows the four tiles, cards and pages", async ({ page }) => {
    await open(page, siteUrl("hub", "/players"));
    await expect(page.getByRole("heading", { level: 1, name: "All Players" })).toBeVisible();
    for (const tile of ["Active Players", "Total Championships", "All-Star Selections", "Sports Covered"]) {
      await expect(page.getByText(tile, { exact: true })).toBeVisible();
    }
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/^Page 2 of \d+/)).toBeVisible();
  });

  test("searches by name and filters by sport and status, all in the URL", async ({ page }) => {
    await open(page, siteUrl("hub", "/players"));
    await page.getByRole("searchbox", { name: "Search" }).fill("Michael Jordan");
    await applyFilters(page);
    await expect(page).toHaveURL(/[?&]q=Michael(\+|%20)Jordan/);
    await expect(page.getByRole("link", { name: "Michael Jordan", exact: true }).first()).toBeVisible();

    await page.getByRole("navigation", { name: "Sport" }).getByRole("link", { name: "Basketball", exact: true }).click();
    await expect(page).toHaveURL(/[?&]sport=basketball/);
    await expect(page).toHaveURL(/[?&]q=Michael/);
    await expect(cards(page)).toHaveCount(1);

    await page.getByRole("combobox", { name: "Status" }).selectOption("active");
    await applyFilters(page);
    await expect(page).toHaveURL(/[?&]status=active/);
    // No dataset holds today's rosters: the empty list says so instead of a bare "No Players Found".
    await expect(page.getByText("No active players in our data")).toBeVisible();
    await expect(page.getByText("We hold no current roster data for this site", { exact: false }).first()).toBeVisible();
  });

  test("filters by position and team on a sport site", async ({ page }) => {
    await open(page, siteUrl("nhl", "/players?position=G&team=BOS"));
    await expect(page.getByRole("combobox", { name: "Position" })).toHaveValue("G");
    await expect(page.getByRole("combobox", { name: "Team" })).toHaveValue("BOS");
    await expect(cards(page).first()).toBeVisible();
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Goalie");
  });

  test("opens one card's Show More Stats at a time, in the URL", async ({ page }) => {
    await open(page, siteUrl("nba", "/players?q=jordan"));
    const first = cards(page).nth(0);
    const second = cards(page).nth(1);
    await first.getByRole("link", { name: "Show More Stats" }).click();
    await expect(page).toHaveURL(/[?&]open=/);
    await expect(first.getByRole("link", { name: "Show Less" })).toHaveAttribute("aria-expanded", "true");
    await second.getByRole("link", { name: "Show More Stats" }).click();
    await expect(second.getByRole("link", { name: "Show Less" })).toBeVisible();
    await expect(first.getByRole("link", { name: "Show More Stats" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Show Less" })).toHaveCount(1);
  });

  test("a search matching nobody says No Players Found", async ({ page }) => {
    await open(page, siteUrl("hub", "/players?q=zzzzqqqqxx"));
    await expect(page.getByText("No Players Found")).toBeVisible();
  });
});

test.describe("player pages (needs the full data)", () => {
  test("Michael Jordan: 32,292 career points, sections one at a time in the URL", async ({ page }) => {
    // Basketball shows its figures a game first; the totals are one link away (figures=totals).
    await open(page, siteUrl("nba", "/players/michael-jordan?figures=totals"));
    await expect(page.getByRole("heading", { level: 1, name: "Michael Jordan" })).toBeVisible();
    // Career Statistics is open by default, with the career totals row.
    const stats = page.getByTestId("section-stats");
    await expect(stats.locator("tfoot")).toContainText("32,292");
    await expect(stats.locator("tfoot")).toContainText("Career (15 seasons)");

    await page.getByRole("link", { name: "Awards and Achievements" }).click();
    await expect(page).toHaveURL(/[?&]section=awards/);
    await expect(page.getByTestId("section-awards")).toContainText("1987-88 Most Valuable Player");
    await expect(page.getByTestId("section-stats")).toHaveCount(0);

    // Following the open section's link closes it: nothing open.
    await page.getByRole("link", { name: "Awards and Achievements" }).click();
    await expect(page.getByTestId("section-awards")).toHaveCount(0);
    await expect(page.getByTestId("section-stats")).toHaveCount(0);
  });

  test("Babe Ruth: 714 home runs, 2 All-Star games, no age today", async ({ page }) => {
    await open(page, siteUrl("mlb", "/players/babe-ruth?section=stats"));
    await expect(page.getByTestId("section-stats").locator("tfoot").first()).toContainText("714");
    await expect(page.getByText(/Died 1948-08-16, aged 53/)).toBeVisible();
    await open(page, siteUrl("mlb", "/players/babe-ruth?section=awards"));
    const awards = page.getByTestId("section-awards");
    await expect(awards.getByText("All-Star selections")).toBeVisible();
    await expect(awards.locator("dd").nth(1)).toHaveText("2");
  });

  test("LeBron James: career totals through 2020-21 in 18 seasons, status unknown after our data ends", async ({ page }) => {
    await open(page, siteUrl("nba", "/players/lebron-james?figures=totals"));
    const footer = page.getByTestId("section-stats").locator("tfoot").first();
    await expect(footer).toContainText("35,367");
    await expect(footer).toContainText("Through 2020-21 (our data ends there): 18 seasons");
    await expect(footer).not.toContainText("23");
    await expect(playerHeader(page).getByText("Status unknown after 2025-26")).toBeVisible();
    await expect(playerHeader(page).getByText("Active", { exact: true })).toHaveCount(0);
    await expect(playerHeader(page).getByText("Last team in our data: Los Angeles Lakers")).toBeVisible();
    // His 2025-26 MVP voting is not in our data: the 4 it holds, with its bound, not a career count.
    await open(page, siteUrl("nba", "/players/lebron-james?section=awards"));
    await expect(page.getByTestId("section-awards").locator("dd").nth(2)).toHaveText("4 in our data, which covers 1955-56 to 2024-25");
  });

  test("a player who left before our data ends is retired (Kobe Bryant), with no age when his death is not in our source", async ({ page }) => {
    await open(page, siteUrl("nba", "/players/kobe-bryant?section=personal"));
    await expect(playerHeader(page).getByText("Retired", { exact: true })).toBeVisible();
    await expect(playerHeader(page)).not.toContainText("Age");
    const personal = page.getByTestId("section-personal");
    await expect(personal).toContainText("1978-08-23");
    await expect(personal.getByText("Age", { exact: true })).toHaveCount(0);
    await expect(personal.getByText("Died", { exact: true })).toHaveCount(0);
    await expect(personal).not.toContainText("Died");
  });

  test("George Mikan (1924-2005), who also coached, is one person: born, died 2005-06-01 aged 80, never a living age; his Minneapolis Lakers", async ({
    page,
  }) => {
    await open(page, siteUrl("nba", "/players/george-mikan?section=personal"));
    const personal = page.getByTestId("section-personal");
    await expect(personal).toContainText("1924-06-18");
    await expect(personal).toContainText("2005-06-01");
    await expect(playerHeader(page)).not.toContainText("Age ");
    await open(page, siteUrl("nba", "/players/george-mikan?section=career"));
    await expect(page.getByTestId("section-career")).toContainText("Minneapolis Lakers");
  });

  test("Wayne Gretzky: All-Star selections unknown, not 0 (no NHL All-Star data)", async ({ page }) => {
    await open(page, siteUrl("nhl", "/players/wayne-gretzky?section=awards"));
    await expect(page.getByTestId("section-awards").locator("dd").nth(1)).toHaveText("Not in our data");
  });

  test("Wayne Gretzky: 894 NHL goals and 9 Hart Trophies", async ({ page }) => {
    await open(page, siteUrl("nhl", "/players/wayne-gretzky"));
    await expect(page.getByTestId("section-stats").locator("tfoot").first()).toContainText("894");
    await open(page, siteUrl("nhl", "/players/wayne-gretzky?section=awards"));
    await expect(page.getByTestId("section-awards").locator("dd").nth(2)).toHaveText("9");
  });

  test("an unknown player is a 404 with Back to Players", async ({ page }) => {
    const response = await open(page, siteUrl("hub", "/players/nobody-at-all-xyz"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Player Not Found" })).toBeVisible();
    await expect(page.getByText("We couldn't find details for this player.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Players" })).toHaveAttribute("href", "/players");
  });

  test("a team roster links to real player pages", async ({ page }) => {
    await open(page, siteUrl("nba", "/teams/chicago-bulls/1995?tab=roster"));
    const link = page.getByRole("link", { name: "Michael Jordan" });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: "Michael Jordan" })).toBeVisible();
  });
});

test("a site whose sport we hold no people of says so, not 'try another search'", async ({ page }) => {
  await open(page, siteUrl("cbb", "/players"));
  await expect(page.getByText("No players in our data for this site")).toBeVisible();
  await expect(page.getByText("Try another search")).toHaveCount(0);
  await open(page, siteUrl("cbb", "/coaches"));
  await expect(page.getByText("No coaches in our data for this site")).toBeVisible();
  await open(page, siteUrl("chk", "/standings"));
  await expect(page.getByText("No standings in our data for this site")).toBeVisible();
});
