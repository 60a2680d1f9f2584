// Long tables keep the server's rows through hydration (decision 0191): the rows are there, their links
// navigate in the app once the page has hydrated (no full reload), and a client-side navigation to
// another team's seasons, or back, shows that page's own rows. Without JavaScript the links are plain.
import { expect, test, type Page } from "@playwright/test";
import { jsEnabled, open, siteGet, siteUrl } from "./support";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await siteGet("mlb", "/teams/new-york-yankees?view=seasons");
  await siteGet("mlb", "/teams/boston-red-sox?view=seasons");
  await siteGet("mlb", "/players/derek-jeter");
});

/** A mark on the window: still there after a navigation only if the page did not reload. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { staticRowsMark: "same document" }));
}

async function windowMark(page: Page): Promise<string | null> {
  return page.evaluate(() => (window as unknown as { staticRowsMark?: string }).staticRowsMark ?? null);
}

/** How many of the elements matched carry a React fiber (were hydrated or rendered by React). */
async function reactElements(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (css) => [...document.querySelectorAll(css)].filter((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))).length,
    selector,
  );
}

function seasonRow(page: Page, season: string) {
  return page
    .getByTestId("franchise-seasons")
    .locator("tbody tr")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${season}`) }) });
}

test("a franchise's season rows are the server's, and their links navigate (in the app once hydrated)", async ({ page }) => {
  const errors: Array<string> = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await open(page, siteUrl("mlb", "/teams/new-york-yankees?view=seasons"));
  const rows = page.getByTestId("franchise-seasons").locator("tbody tr");
  expect(await rows.count()).toBeGreaterThanOrEqual(125);
  await expect(seasonRow(page, "1998")).toContainText("Won the World Series");
  if (jsEnabled()) {
    // Hydration left the rows to the server: the body is React's, none of its rows or cells are.
    expect(await reactElements(page, '[data-testid="franchise-seasons"] tbody')).toBe(1);
    expect(await reactElements(page, '[data-testid="franchise-seasons"] tbody *')).toBe(0);
    await markWindow(page);
  }
  await seasonRow(page, "1998").getByRole("link", { name: "Joe Torre" }).click();
  await expect(page).toHaveURL(/\/coaches\/joe-torre$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Joe Torre");
  if (!jsEnabled()) return;
  // No reload: the page was rendered in the app, and hydration left no error (a mismatch is logged).
  expect(await windowMark(page)).toBe("same document");
  // Back to the table: rendered in React this time, every row again.
  await page.goBack();
  await expect(page).toHaveURL(/view=seasons/);
  await expect(seasonRow(page, "1998")).toContainText("Won the World Series");
  expect(await rows.count()).toBeGreaterThanOrEqual(125);
  expect(await reactElements(page, '[data-testid="franchise-seasons"] tbody tr')).toBe(await rows.count());
  expect(await windowMark(page)).toBe("same document");
  expect(errors).toEqual([]);
});

test("a franchise's season rows read as before with the rows packed and the cells styled from the table (decision 0195)", async ({ page }) => {
  await open(page, siteUrl("mlb", "/teams/new-york-yankees?view=seasons"));
  const row = seasonRow(page, "1998");
  // Label, link, finish line and league built by the page from the packed facts.
  await expect(row.getByRole("link", { name: "1998" })).toHaveAttribute("href", "/teams/new-york-yankees/1998");
  await expect(row.locator("td")).toHaveText(["114", "48", ".704", "1st in AL East", "Won the World Series", "New York Yankees(MLB)", "Joe Torre"]);
  await expect(row.locator("abbr")).toHaveAttribute("title", "Major League Baseball");
  await expect(row.getByRole("rowheader")).toContainText("Champions");
  // The table's own rules: padded cells, figures right-aligned, the season column held in view.
  const style = await row.evaluate((tr) => {
    const [th, wins, finish] = [tr.querySelector("th"), tr.querySelectorAll("td")[0], tr.querySelectorAll("td")[3]].map((cell) =>
      getComputedStyle(cell as Element),
    );
    return { sticky: th.position, padding: wins.paddingLeft, wins: wins.textAlign, finish: finish.textAlign, wrap: finish.whiteSpace };
  });
  expect(style).toEqual({ sticky: "sticky", padding: "12px", wins: "right", finish: "start", wrap: "nowrap" });
});

test("a client-side navigation from one team's seasons to another's shows the second team's rows", async ({ page }) => {
  test.skip(!jsEnabled(), "a client-side navigation needs JavaScript");
  await open(page, siteUrl("mlb", "/teams/new-york-yankees?view=seasons"));
  await markWindow(page);
  // The same route with another team: the router's own navigation, as a <Link> would do it.
  await page.evaluate(() =>
    (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate("/teams/boston-red-sox?view=seasons"),
  );
  await expect(page).toHaveURL(/\/teams\/boston-red-sox\?view=seasons$/);
  await expect(seasonRow(page, "2004")).toContainText("Won the World Series");
  await expect(seasonRow(page, "2004").getByRole("link", { name: "Terry Francona" })).toBeVisible();
  // No Yankees row is left: 1998 was the Red Sox's 92-70.
  await expect(seasonRow(page, "1998").locator("td").nth(0)).toHaveText("92");
  expect(await windowMark(page)).toBe("same document");
  // The rows rendered after the navigation navigate in the app too.
  await seasonRow(page, "2004").getByRole("link", { name: "2004" }).click();
  await expect(page).toHaveURL(/\/teams\/boston-red-sox\/2004$/);
  expect(await windowMark(page)).toBe("same document");
});

test("a sort re-renders the server's rows in the new order, in the app", async ({ page }) => {
  test.skip(!jsEnabled(), "the sort without JavaScript is a page load (fan-pages.spec.ts)");
  await open(page, siteUrl("mlb", "/teams/new-york-yankees?view=seasons"));
  await markWindow(page);
  await page.getByTestId("franchise-seasons").getByRole("link", { name: /^W\b/ }).click();
  await expect(page).toHaveURL(/sort=wins&dir=desc/);
  const first = page.getByTestId("franchise-seasons").locator("tbody tr").first();
  await expect(first.getByRole("rowheader")).toContainText("1998");
  expect(await page.getByTestId("franchise-seasons").locator("tbody tr").count()).toBeGreaterThanOrEqual(125);
  expect(await windowMark(page)).toBe("same document");
});

test("a player's season and postseason rows link to their team seasons (in the app once hydrated)", async ({ page }) => {
  await open(page, siteUrl("mlb", "/players/derek-jeter"));
  const batting = page.locator("table").filter({ has: page.locator("caption", { hasText: "Batting statistics by season" }) });
  const row1998 = batting.locator("tbody tr").filter({ has: page.locator("td", { hasText: /^1998$/ }) });
  await expect(row1998.getByRole("link", { name: "NYY" })).toHaveAttribute("href", "/teams/new-york-yankees/1998");
  const postseason = page.getByTestId("postseason-batting").locator("tbody tr");
  expect(await postseason.count()).toBeGreaterThanOrEqual(30);
  if (jsEnabled()) await markWindow(page);
  await postseason.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/teams\/new-york-yankees\/1996$/);
  if (jsEnabled()) expect(await windowMark(page)).toBe("same document");
});
