// Team directory and team pages, with JavaScript on and off: filters in the URL, franchise eras, season tabs, 404s and errors.
import { expect, test, type Page } from "@playwright/test";
import { apiGet, expectNoSeriousViolations, jsEnabled, open, siteUrl } from "./support";

type ApiGame = {
  id: number;
  status: string;
  home_team: number;
  away_team: number;
  home_score: number | null;
  away_score: number | null;
};
type ApiPage<T> = { count: number; results: Array<T> };
type ApiTeam = { id: number; slug: string; name: string };

/** Submit the directory filters: JavaScript submits on change (search after a pause); without it, Apply. */
async function applyFilters(page: Page) {
  if (!jsEnabled()) await page.getByRole("button", { name: "Apply" }).click();
}

/** The spec's §4 rule, written independently of the app's code. */
function expectedResult(game: ApiGame, teamId: number): string {
  if (game.status === "scheduled") return "Upcoming";
  if (game.status === "no_result") return "Result not in our data";
  if (game.status !== "final" && game.status !== "completed") return game.status;
  if (game.home_score === null || game.away_score === null) return "Final";
  const own = game.home_team === teamId ? game.home_score : game.away_score;
  const other = game.home_team === teamId ? game.away_score : game.home_score;
  return `${own > other ? "W" : own < other ? "L" : "T"} ${own}-${other}`;
}

test.describe("team directory", () => {
  test("lists teams with the four tiles and pages through them", async ({ page }) => {
    await open(page, siteUrl("hub", "/teams"));
    await expect(page.getByRole("heading", { level: 1, name: "All Teams" })).toBeVisible();
    for (const tile of ["Total Teams", "Sports", "Divisions", "Filtered Results"]) {
      await expect(page.getByText(tile, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });

  test("search by name, city or abbreviation changes the results and the URL", async ({ page }) => {
    await open(page, siteUrl("nfl", "/teams"));
    const search = page.getByRole("searchbox", { name: "Search" });
    await search.fill("Packers");
    await applyFilters(page);
    await expect(page).toHaveURL(/[?&]q=Packers/);
    await expect(page.getByRole("link", { name: /Green Bay Packers/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Dallas Cowboys/ })).toHaveCount(0);

    await search.fill("Dallas");
    await applyFilters(page);
    await expect(page).toHaveURL(/[?&]q=Dallas/);
    await expect(page.getByRole("link", { name: /Dallas Cowboys/ })).toBeVisible();

    await page.goto(siteUrl("nfl", "/teams?q=zzzzqqqq"));
    await expect(page.getByText("No Teams Found")).toBeVisible();
  });

  test("sport and division dropdowns filter (All Sports, All Divisions)", async ({ page }) => {
    await open(page, siteUrl("hub", "/teams"));
    const sport = page.getByLabel("Sport");
    await expect(sport.locator("option").first()).toHaveText("All Sports");
    await sport.selectOption("basketball");
    await applyFilters(page);
    await expect(page).toHaveURL(/[?&]sport=basketball/);
    const grid = page.getByTestId("team-grid");
    await expect(grid.locator("li").first()).toContainText("Basketball");
    await expect(grid.getByText("Football", { exact: true })).toHaveCount(0);

    await open(page, siteUrl("nfl", "/teams"));
    await expect(page.getByLabel("Sport")).toHaveCount(0); // a sport-specific site has no sport filter
    const division = page.getByLabel("Division");
    await expect(division.locator("option").first()).toHaveText("All Divisions");
    await division.selectOption("NFC North");
    await applyFilters(page);
    await expect(page).toHaveURL(/[?&]division=NFC\+North|division=NFC%20North/);
    await expect(page.getByRole("link", { name: /Green Bay Packers/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Dallas Cowboys/ })).toHaveCount(0);
  });

  test("bad parameters fall back to defaults", async ({ page }) => {
    const response = await page.goto(siteUrl("nfl", "/teams?page=abc&sport=curling&division=" + "x".repeat(300)));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "All Teams" })).toBeVisible();
  });

  test("has no serious accessibility violation", async ({ page }) => {
    await page.goto(siteUrl("hub", "/teams"));
    await expectNoSeriousViolations(page);
  });
});

test.describe("team detail", () => {
  test("the Thunder show their Seattle SuperSonics era, and the old name redirects to the franchise", async ({ page }) => {
    await page.goto(siteUrl("nba", "/teams/oklahoma-city-thunder"));
    await expect(page.getByRole("heading", { level: 1, name: /Oklahoma City Thunder/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Available Seasons" })).toBeVisible();
    await expect(page.getByText("Seattle SuperSonics").first()).toBeVisible();
    await expect(page.getByText(/Seattle.*1967.2007/).first()).toBeVisible();

    const response = await page.goto(siteUrl("nba", "/teams/seattle-supersonics"));
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(302);
    expect(redirect?.headers()["location"]).toMatch(/\/teams\/oklahoma-city-thunder\/2007$/);
    await expect(page).toHaveURL(/\/teams\/oklahoma-city-thunder\/2007$/);
    await expect(page.getByRole("heading", { level: 1, name: /Seattle SuperSonics/ })).toBeVisible();
  });

  test("the overview shows the header, titles and seasons", async ({ page }) => {
    await page.goto(siteUrl("nfl", "/teams/green-bay-packers"));
    await expect(page).toHaveTitle(/^Green Bay Packers \| /);
    for (const label of ["Founded", "Championships", "Last Title", "Conference", "Division"]) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Championship History" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^1996/ }).first()).toHaveAttribute("href", "/teams/green-bay-packers/1996");
    await expectNoSeriousViolations(page);
  });

  for (const { site, slug, year } of [
    { site: "nfl", slug: "green-bay-packers", year: 1996 },
    { site: "nba", slug: "chicago-bulls", year: 1995 },
  ] as const) {
    test(`${slug} ${year}: every tab, with the API's games and the W/L/T rule`, async ({ page }) => {
      const team = await apiGet<ApiTeam>(site, `teams/teams/${slug}/`);
      const schedule = await apiGet<ApiPage<ApiGame>>(site, `teams/teams/${slug}/schedule/?year=${year}`);
      const roster = await apiGet<ApiPage<unknown>>(site, `teams/teams/${slug}/roster/?year=${year}`);
      expect(schedule.count).toBeGreaterThan(0);

      await open(page, siteUrl(site, `/teams/${slug}/${year}`));
      const tabs = page.getByRole("tab");
      await expect(tabs).toHaveText(["Overview", "Roster", "Stats", "Schedule"]);
      await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toBeVisible();

      await page.getByRole("tab", { name: "Roster" }).click();
      await expect(page).toHaveURL(/\?tab=roster$/);
      await expect(page.getByRole("tab", { name: "Roster" })).toHaveAttribute("aria-selected", "true");
      if (roster.count === 0) await expect(page.getByText("No roster data available")).toBeVisible();
      else await expect(page.getByRole("tabpanel").locator("tbody tr")).toHaveCount(roster.count);

      await page.getByRole("tab", { name: "Stats" }).click();
      await expect(page).toHaveURL(/\?tab=stats$/);
      await expect(page.getByRole("heading", { name: "Season Record" })).toBeVisible();
      await expect(page.getByText("Championship Wins")).toBeVisible();
      await expect(page.getByText(/coming soon/i)).toHaveCount(0);

      await page.getByRole("tab", { name: "Schedule" }).click();
      await expect(page).toHaveURL(/\?tab=schedule$/);
      const rows = page.getByRole("tabpanel").locator("tbody tr");
      await expect(rows).toHaveCount(schedule.count);
      const results = await rows.locator("td:last-child").allInnerTexts();
      expect(results.map((text) => text.replace(/\s*\(.*\)$/, "").trim())).toEqual(schedule.results.map((game) => expectedResult(game, team.id)));
      expect(results.some((text) => text.startsWith("W "))).toBe(true);
    });
  }

  test("the season selector moves to the same team in another year, keeping the tab", async ({ page }) => {
    await open(page, siteUrl("nfl", "/teams/green-bay-packers/1996?tab=schedule"));
    await page.getByLabel("Season", { exact: true }).selectOption("1997");
    if (!jsEnabled()) await page.getByRole("button", { name: "Go" }).click();
    await expect(page).toHaveURL(/\/teams\/green-bay-packers\/1997\?tab=schedule$/);
    await expect(page.getByRole("tab", { name: "Schedule" })).toHaveAttribute("aria-selected", "true");
  });

  test("unknown teams and seasons the franchise did not play are 404s with the spec's words", async ({ page }) => {
    for (const path of ["/teams/no-such-team", "/teams/green-bay-packers/abcd"]) {
      const response = await page.goto(siteUrl("nfl", path));
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Team Not Found" })).toBeVisible();
      await expect(page.getByText("The team you are looking for does not exist.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Teams" })).toHaveAttribute("href", "/teams");
    }
    // The team exists: the page says it is the season that is missing, and links back to the team.
    const response = await page.goto(siteUrl("nfl", "/teams/green-bay-packers/1900"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Season Not Found" })).toBeVisible();
    await expect(page.getByText("The Green Bay Packers have no 1900 season in our records.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the team" })).toHaveAttribute("href", "/teams/green-bay-packers");
  });
});

test.describe("college football 2025 with FCS opponents (decision 0024)", () => {
  test.skip(!process.env.SPORTS_DATA_DIR, "needs SPORTS_DATA_DIR and the database imported from it");

  test("Indiana's schedule names its FCS opponent and its record counts the game (13-0 in the regular season)", async ({ page }) => {
    await open(page, siteUrl("cfb", "/teams/indiana-hoosiers-football/2025?tab=schedule"));
    const row = page.getByRole("tabpanel").locator("tbody tr").filter({ hasText: "Indiana State Sycamores" });
    await expect(row).toHaveCount(1);
    await expect(row.locator("td:last-child")).toHaveText(/^W 73-0/);
    await expect(page.getByTestId("season-coverage")).toHaveCount(0);

    await page.getByRole("tab", { name: "Stats" }).click();
    await expect(page).toHaveURL(/\?tab=stats$/);
    await expect(page.getByRole("tabpanel")).toContainText("13-0");
    await open(page, siteUrl("cfb", "/teams/ohio-state-buckeyes-football/2025?tab=stats"));
    await expect(page.getByRole("tabpanel")).toContainText("12-1");
  });

  test("an FCS team's season says we hold only its games against FBS teams, with no season record", async ({ page }) => {
    const response = await open(page, siteUrl("cfb", "/teams/indiana-state-sycamores-football/2025"));
    expect(response?.status()).toBe(200);
    const notice = page.getByTestId("season-coverage");
    await expect(notice).toHaveAttribute("data-coverage", "other-league-games");
    await expect(notice.getByRole("heading", { name: "Only the games against FBS teams" })).toBeVisible();
    await expect(notice).toContainText("We hold 1 game of the Indiana State Sycamores in the 2025 FCS season");
    await expect(page.getByText("No game results for this season in our data.")).toHaveCount(0);

    await page.getByRole("tab", { name: "Schedule", exact: true }).click();
    await expect(page).toHaveURL(/\?tab=schedule$/);
    const rows = page.getByRole("tabpanel").locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Indiana Hoosiers");
    await expect(rows.first().locator("td:last-child")).toHaveText(/^L 0-73/);
    await expectNoSeriousViolations(page);
  });
});

test.describe("MLB 2026 fixtures (decision 0102)", () => {
  test.skip(!process.env.SPORTS_DATA_DIR, "needs SPORTS_DATA_DIR and the database imported from it");

  test("a 2026 fixture whose day has passed reads 'Result not in our data', never 'Upcoming' (decision 0102)", async ({ page }) => {
    // The 2026 MLB data stops on 2026-08-21; its fixtures from 2026-08-22 to 2026-09-27 are all past now.
    await open(page, siteUrl("mlb", "/teams/new-york-yankees/2026?tab=schedule"));
    const panel = page.getByRole("tabpanel");
    await expect(panel.locator("tbody tr").filter({ hasText: "Result not in our data" }).first()).toBeVisible();
    await expect(panel).not.toContainText("Upcoming");
  });
});

test.describe("when the Sports API fails", () => {
  test("the directory and the team page show the error with a retry", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: jsEnabled(),
      extraHTTPHeaders: { "x-test-upstream": "fail" },
    });
    const page = await context.newPage();
    const directory = await page.goto(siteUrl("nfl", "/teams"));
    expect(directory?.status()).toBeGreaterThanOrEqual(500);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(/could not be reached|Failed to load teams data/);
    await expect(alert.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/teams");

    // A failure is not a missing team: 503 with the error panel and a retry, never 'Team Not Found'.
    const teamPage = await page.goto(siteUrl("nfl", "/teams/green-bay-packers"));
    expect(teamPage?.status()).toBe(503);
    expect(teamPage?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { name: "Failed to load team data" })).toBeVisible();
    // A plain sentence, never the transport's own message (it goes to the server's log).
    await expect(page.getByRole("alert")).toContainText("The Sports API could not be reached.");
    await expect(page.getByRole("alert")).not.toContainText("test transport");
    await expect(page.getByRole("heading", { name: "Team Not Found" })).toHaveCount(0);
    await expect(page.getByRole("alert").getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/teams/green-bay-packers");
    await context.close();
  });
});

test("a roster without jersey numbers has no number column, and a player page shows no initial where a number belongs", async ({ page }) => {
  test.skip(!process.env.SPORTS_DATA_DIR, "needs SPORTS_DATA_DIR and the database imported from it");
  await open(page, siteUrl("nba", "/teams/boston-celtics/2007?tab=roster"));
  const roster = page.getByTestId("team-roster");
  await expect(roster.locator("tbody tr").first()).toBeVisible();
  await expect(roster.getByRole("columnheader", { name: /^#/ })).toHaveCount(0);
  await expect(roster.getByText("—", { exact: true })).toHaveCount(0);
  await open(page, siteUrl("nba", "/players/lebron-james"));
  await expect(page.getByTestId("player-number")).toHaveCount(0);
  await expect(page.locator("main header").first()).not.toContainText(/^\s*J\s/);
});
