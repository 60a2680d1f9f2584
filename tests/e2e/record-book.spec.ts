// The record book, with JavaScript on and off: leaders (filters, pages, scope heading, CSV), the
// franchise index (sortable, CSV) and head-to-head (picked from a team page with a GET form).
import { expect, test } from "@playwright/test";
import { jsEnabled, open, siteGet, siteUrl } from "./support";

test.describe("Record book", () => {
  test("MLB career home run leaders, their seasons, and the single-season list through the filter form", async ({ page }) => {
    await open(page, siteUrl("mlb", "/leaders"));
    await expect(page.getByRole("heading", { level: 1, name: "MLB Career Leaders: Home runs" })).toBeVisible();
    await expect(page.getByTestId("list-scope")).toHaveText("1871 to 2024");
    // The leagues the list counts (decision 0174): the 19th-century majors and the Federal League, not the Negro Leagues.
    await expect(page.getByTestId("list-leagues")).toContainText("American Association (1882-91)");
    await expect(page.getByTestId("list-leagues")).toContainText("the Negro Leagues");
    const first = page.getByTestId("leader-row").first();
    await expect(first).toContainText("Barry Bonds");
    await expect(first.getByTestId("leader-value")).toHaveText("762");
    await expect(page.getByTestId("leader-row")).toHaveCount(25);
    await expect(page.getByRole("navigation", { name: "League" })).toHaveCount(0);

    await page.getByLabel("List").selectOption("season");
    if (!jsEnabled()) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/span=season/);
    await expect(page.getByRole("heading", { level: 1, name: "MLB Single-season Leaders: Home runs" })).toBeVisible();
    const bonds = page.getByTestId("leader-row").first();
    await expect(bonds).toContainText("73");
    await expect(bonds.getByRole("link", { name: "2001" })).toHaveAttribute("href", "/seasons/2001-mlb-season");
    await expect(bonds.getByRole("link", { name: "San Francisco Giants" })).toHaveAttribute("href", "/teams/san-francisco-giants/2001");
  });

  test("the hub switches leagues; the NBA heading states where its totals end; pages run to 100", async ({ page }) => {
    await open(page, siteUrl("hub", "/leaders"));
    await page.getByRole("navigation", { name: "League" }).getByRole("link", { name: "NBA" }).click();
    await expect(page).toHaveURL(/league=nba/);
    await expect(page.getByTestId("list-scope")).toHaveText("1946-47 to 2020-21");
    await expect(page.getByTestId("leader-row").first()).toContainText("Kareem Abdul-Jabbar");
    await expect(page.getByTestId("leader-row").first()).toContainText("38,387");
    await open(page, siteUrl("hub", "/leaders?league=nba&page=4"));
    await expect(page.getByTestId("leader-row")).toHaveCount(25);
    await expect(page.getByText("Page 4 of 4")).toBeVisible();
  });

  test("a rate states its minimum; the CSV holds the whole list", async ({ page }) => {
    await open(page, siteUrl("mlb", "/leaders?stat=batting-average"));
    await expect(page.getByTestId("list-scope")).toContainText("at least 3,000 at-bats");
    await expect(page.getByTestId("leader-row").first()).toContainText("Ty Cobb");
    const csv = await siteGet("mlb", "/leaders?stat=home-runs&format=csv");
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split(/\r\n/);
    expect(lines[0]).toBe("Rank,Player,Home runs,Seasons,Active");
    expect(lines[1]).toBe("1,Barry Bonds,762,1986-2007,");
    expect(lines).toHaveLength(101);
  });

  test("the NHL franchise index sorts by a column and skips the lockout season", async ({ page }) => {
    await open(page, siteUrl("nhl", "/franchises"));
    await expect(page.getByRole("heading", { level: 1, name: "NHL Franchise Index" })).toBeVisible();
    await page
      .getByRole("columnheader", { name: /Titles/ })
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(/sort=titles/);
    const first = page.getByTestId("franchise-row").first();
    await expect(first).toContainText("Montreal Canadiens");
    await expect(first.getByRole("cell").nth(1)).toHaveText("1917-18");
    // 1917-18 to 2025-26 less 2004-05.
    await expect(first.getByRole("cell").nth(3)).toHaveText("108");
  });

  test("head-to-head is picked from a team page and shows the rivalry", async ({ page }) => {
    await open(page, siteUrl("nfl", "/teams/green-bay-packers"));
    await page.getByTestId("head-to-head-link").click();
    await expect(page).toHaveURL(/head-to-head\?teams=green-bay-packers$/);
    // The picker submits itself once the page has hydrated: a change before that would go unseen.
    if (jsEnabled()) await page.waitForLoadState("networkidle");
    await page.getByLabel(/Opponent of the Green Bay Packers/).selectOption("chicago-bears");
    if (!jsEnabled()) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/teams=green-bay-packers,chicago-bears/);
    await expect(page.getByRole("heading", { level: 1, name: "Green Bay Packers vs. Chicago Bears" })).toBeVisible();
    await expect(page.getByTestId("h2h-postseason")).toContainText("Green Bay Packers 1, Chicago Bears");
    await expect(page.getByTestId("h2h-series")).toContainText("2010 Conference Championship: Green Bay Packers 1-0");
    await expect(page.getByTestId("h2h-series")).toContainText("1941 Playoff Game: Chicago Bears 1-0");
    await expect(page.getByTestId("h2h-last").getByRole("listitem")).toHaveCount(10);
  });

  test("head-to-head without teams is a picker of the site's own teams, never an error", async ({ page }) => {
    await open(page, siteUrl("nba", "/head-to-head"));
    await expect(page.getByRole("heading", { level: 1, name: "Head-to-Head" })).toBeVisible();
    const team = page.getByRole("main").locator('select[name="team"]');
    await expect(team.locator("option", { hasText: "Boston Celtics" })).toHaveCount(1);
    await expect(team.locator("option", { hasText: "Chicago Bears" })).toHaveCount(0);
    if (jsEnabled()) {
      // With JavaScript the form follows each choice: the first team's page, then its opponent.
      await page.waitForLoadState("networkidle");
      await team.selectOption("boston-celtics");
      await expect(page).toHaveURL(/teams=boston-celtics$/);
      await page.waitForLoadState("networkidle");
      await page.getByLabel(/Opponent of the Boston Celtics/).selectOption("los-angeles-lakers");
    } else {
      await team.selectOption("boston-celtics");
      await page.getByRole("main").locator('select[name="opponent"]').selectOption("los-angeles-lakers");
      await page.getByRole("button", { name: "Apply" }).click();
    }
    await expect(page).toHaveURL(/teams=boston-celtics,los-angeles-lakers/);
    await expect(page.getByRole("heading", { level: 1, name: "Boston Celtics vs. Los Angeles Lakers" })).toBeVisible();
  });

  test("names and seasons as they were: the Brooklyn Dodgers' 1955 World Series, the Bills' one name, Duke's seasons with their gaps", async ({ page }) => {
    await open(page, siteUrl("mlb", "/head-to-head?teams=los-angeles-dodgers,new-york-yankees"));
    await expect(page.getByTestId("h2h-series")).toContainText("1955 World Series: Brooklyn Dodgers 4-3");
    await expect(page.getByTestId("h2h-series")).toContainText("1981 World Series: Los Angeles Dodgers 4-2");
    await open(page, siteUrl("nfl", "/franchises"));
    const bills = page.getByTestId("franchise-row").filter({ hasText: "Buffalo Bills" });
    await expect(bills.getByRole("cell").first()).toHaveText("Buffalo Bills");
    await open(page, siteUrl("cbb", "/teams/duke-blue-devils-basketball"));
    await expect(page.getByText("11 seasons between 1963-64 and 2014-15, with gaps").first()).toBeVisible();
    await expect(page.getByText("Years Active")).toHaveCount(0);
  });

  test("bad input is a 400 or 404 page, never a 500", async () => {
    expect((await siteGet("hub", "/head-to-head?teams=Not%20A%20Slug")).status).toBe(400);
    expect((await siteGet("nfl", "/head-to-head?teams=green-bay-packers,nowhere")).status).toBe(404);
    expect((await siteGet("nfl", "/leaders?league=mlb")).status).toBe(404);
    expect((await siteGet("mlb", "/leaders?stat=touchdowns")).status).toBe(400);
    expect((await siteGet("hub", "/franchises?league=zzz")).status).toBe(400);
    expect((await siteGet("nba", "/franchises?league=nhl")).status).toBe(404);
  });
});
