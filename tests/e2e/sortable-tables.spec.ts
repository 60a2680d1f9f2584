// Sortable tables (issue 16): a column header is a link setting `sort` and `dir` (JavaScript on or off),
// with aria-sort; the rows really reorder (the API sorts a paged table), and the CSV follows the sort.
// And the structured data search engines read: SportsTeam, SportsEvent and BreadcrumbList as JSON-LD.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { apiGet, jsEnabled, open, siteGet, siteUrl } from "./support";

test.skip(!process.env.SPORTS_DATA_DIR, "needs the real datasets (SPORTS_DATA_DIR) imported into the database");
test.setTimeout(60_000);

const header = (scope: Page | Locator, name: string) => scope.getByRole("columnheader", { name: new RegExp(`^${name}\\b`) }).first();

async function sortBy(page: Page, scope: Page | Locator, name: string) {
  await header(scope, name).getByRole("link").click();
  if (jsEnabled()) await page.waitForLoadState("networkidle");
}

async function texts(rows: Locator): Promise<Array<string>> {
  return (await rows.allTextContents()).map((text) => text.replace(/\s+/g, " ").trim());
}

const collate = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true, sensitivity: "base" });

test("standings sort by points within each table, both ways", async ({ page }) => {
  await open(page, siteUrl("nhl", "/standings?season=2022"));
  const atlantic = page.getByRole("region", { name: /Atlantic/ });
  const teams = () => texts(atlantic.getByTestId("standing-row").locator("td:nth-child(2) a:first-child"));
  await expect(header(atlantic, "PTS")).toHaveAttribute("aria-sort", "none");
  const byRank = await teams();
  await sortBy(page, atlantic, "PTS");
  await expect(page).toHaveURL(/sort=points&dir=desc/);
  await expect(header(atlantic, "PTS")).toHaveAttribute("aria-sort", "descending");
  await expect(header(atlantic, "W")).toHaveAttribute("aria-sort", "none");
  const byPoints = await teams();
  expect(byPoints[0]).toBe("Boston Bruins");
  expect([...byPoints].sort()).toEqual([...byRank].sort());
  await sortBy(page, atlantic, "PTS");
  await expect(page).toHaveURL(/sort=points&dir=asc/);
  await expect(header(atlantic, "PTS")).toHaveAttribute("aria-sort", "ascending");
  expect((await teams()).at(-1)).toBe("Boston Bruins");
  await sortBy(page, atlantic, "Team");
  await expect(page).toHaveURL(/sort=team&dir=asc/);
  const byName = await teams();
  expect(byName).toEqual([...byName].sort(collate));
});

test("a championship's history sorts through the API across its pages, and its CSV follows", async ({ page }) => {
  await open(page, siteUrl("nfl", "/championships/super-bowl"));
  const table = page.locator("#history table");
  await expect(header(table, "Year")).toHaveAttribute("aria-sort", "descending");
  await sortBy(page, table, "Champion");
  await expect(page).toHaveURL(/sort=champion&dir=asc/);
  await expect(header(table, "Champion")).toHaveAttribute("aria-sort", "ascending");
  await expect(header(table, "Year")).toHaveAttribute("aria-sort", "none");
  const champions = await texts(table.locator("tbody tr td:nth-child(2)"));
  expect(champions).toHaveLength(25);
  expect(champions).toEqual([...champions].sort(collate));
  // The first champion alphabetically of all 59 seasons, not of the newest 25.
  expect(champions[0]).toBe("Baltimore Colts");
  const href = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
  const csv = await siteGet("nfl", href ?? "");
  const csvChampions = csv.text
    .split("\r\n")
    .slice(1, 26)
    .map((line) => line.split(",")[3]);
  expect(csvChampions).toEqual(champions);
  await sortBy(page, table, "Year");
  await expect(page).toHaveURL(/sort=year&dir=desc/);
  await sortBy(page, table, "Year");
  await expect(page).toHaveURL(/sort=year&dir=asc/);
  await expect(table.locator("tbody tr").first()).toContainText("Green Bay Packers");
});

test("a team's schedule sorts by result and its roster by name", async ({ page }) => {
  await open(page, siteUrl("nfl", "/teams/green-bay-packers/1966?tab=schedule"));
  const schedule = page.getByTestId("team-schedule");
  await expect(header(schedule, "Date")).toHaveAttribute("aria-sort", "ascending");
  await sortBy(page, schedule, "Result");
  await expect(page).toHaveURL(/tab=schedule&sort=result&dir=desc|sort=result&dir=desc/);
  await expect(header(schedule, "Result")).toHaveAttribute("aria-sort", "descending");
  const margins = (await texts(schedule.locator("tbody td:last-child"))).map((result) => {
    const [own, other] = result
      .replace(/^[WLT] /, "")
      .split("-")
      .map(Number);
    return own - other;
  });
  expect(margins).toEqual([...margins].sort((a, b) => b - a));
  await open(page, siteUrl("nba", "/teams/chicago-bulls/1995?tab=roster"));
  const roster = page.getByTestId("team-roster");
  await sortBy(page, roster, "Name");
  await expect(header(roster, "Name")).toHaveAttribute("aria-sort", "ascending");
  await sortBy(page, roster, "Name");
  await expect(page).toHaveURL(/sort=name&dir=desc/);
  await expect(header(roster, "Name")).toHaveAttribute("aria-sort", "descending");
  const lastNames = (await texts(roster.locator("tbody th"))).map((name) => name.split(" ").at(-1) ?? "");
  expect(lastNames).toEqual([...lastNames].sort(collate).reverse());
});

test("the API refuses an unknown sort column or direction with a message", async () => {
  test.skip(!jsEnabled(), "HTTP-level check: runs once");
  const bad = await siteGet("nfl", "/api/championships/championships/super-bowl/champions/?sort=score");
  expect(bad.status).toBe(400);
  expect(JSON.parse(bad.text).detail).toBe("Parameter 'sort' must be one of year, champion, runner_up.");
  expect((await siteGet("nfl", "/api/championships/championships/super-bowl/champions/?sort=year&dir=sideways")).status).toBe(400);
});

/** The page's JSON-LD blocks, parsed. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

test("JSON-LD names the team, the game and the breadcrumb trail, with no CSP violation", async ({ page }) => {
  const violations: Array<string> = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await open(page, siteUrl("nba", "/teams/oklahoma-city-thunder/1995"));
  const team = (await jsonLd(page)).find((block) => block["@type"] === "SportsTeam");
  expect(team).toMatchObject({
    "@context": "https://schema.org",
    name: "Seattle SuperSonics",
    sport: "Basketball",
    memberOf: { name: "National Basketball Association" },
  });
  const trail = (await jsonLd(page)).find((block) => block["@type"] === "BreadcrumbList") as { itemListElement: Array<{ name: string; position: number }> };
  expect(trail.itemListElement.map((item) => item.name)).toEqual(["All Teams", "Oklahoma City Thunder", "1995-96"]);

  const games = await apiGet<{ results: Array<{ id: number; home_team: { name: string }; away_team: { name: string } }> }>(
    "nfl",
    "games/games/?sport__slug=football&game_date__gte=2023-12-03&game_date__lte=2023-12-03&team=green-bay-packers",
  );
  const game = games.results[0];
  await open(page, siteUrl("nfl", `/scores/${game.id}`));
  const event = (await jsonLd(page)).find((block) => block["@type"] === "SportsEvent");
  expect(event).toMatchObject({
    name: "Kansas City Chiefs at Green Bay Packers",
    startDate: "2023-12-03",
    homeTeam: { "@type": "SportsTeam", name: "Green Bay Packers" },
    awayTeam: { "@type": "SportsTeam", name: "Kansas City Chiefs" },
    location: { name: "Lambeau Field" },
  });
  expect((await jsonLd(page)).some((block) => block["@type"] === "BreadcrumbList")).toBe(true);

  await open(page, siteUrl("nhl", "/seasons/2022-nhl-season"));
  const seasonTrail = (await jsonLd(page)).find((block) => block["@type"] === "BreadcrumbList") as { itemListElement: Array<{ name: string; item: string }> };
  expect(seasonTrail.itemListElement.map((item) => item.name)).toEqual(["All Seasons", "2022-23 NHL Season"]);
  expect(seasonTrail.itemListElement[1].item).toMatch(/\/seasons\/2022-nhl-season$/);
  expect(violations).toEqual([]);
});
