// The site shell with JavaScript on and off: per-host sites, navigation, mobile menu, admin link,
// season picker, broken logo, 404 page, footer and accessibility.
import { expect, test, type Page } from "@playwright/test";
import { E2E_PORT, jsEnabled, open, seriousViolations, siteUrl } from "./support";

const SITES = [
  { id: "hub", name: "Championship History", themeColor: "#4f46e5" },
  { id: "nfl", name: "NFL Championship History", themeColor: "#dc2626" },
  { id: "nba", name: "NBA Championship History", themeColor: "#4f46e5" },
] as const;

async function expectSite(page: Page, site: { id: string; name: string; themeColor: string }) {
  await expect(page).toHaveTitle(new RegExp(`\\| ${site.name}$`));
  await expect(page.getByTestId("site-name")).toHaveText(site.name);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", new RegExp(site.themeColor, "i"));
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", `/sites/${site.id}/favicon.svg`);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", `/sites/${site.id}/apple-touch-icon.png`);
  await expect(page.getByTestId("site-logo").locator("img")).toHaveAttribute("src", `/sites/${site.id}/logo.svg`);
}

test.describe("sites by host name", () => {
  for (const site of SITES) {
    test(`${site.id} shows its own name, theme colour and icons`, async ({ page, request }) => {
      await open(page, siteUrl(site.id, "/privacy"));
      await expectSite(page, site);
      for (const file of ["logo.svg", "favicon.svg", "apple-touch-icon.png"]) {
        const response = await request.get(`http://localhost:${E2E_PORT}/sites/${site.id}/${file}`);
        expect(response.status(), file).toBe(200);
      }
    });
  }

  test("an unknown host gets the hub", async ({ page }) => {
    await open(page, `http://unknown.localhost:${E2E_PORT}/privacy`);
    await expectSite(page, SITES[0]);
  });
});

test.describe("navigation", () => {
  test("the active section is highlighted by path prefix", async ({ page }) => {
    await open(page, siteUrl("nfl", "/teams/no-such-team-anywhere"));
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Teams" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    for (const label of ["Scores", "Seasons", "Standings", "Players", "Coaches"]) {
      await expect(nav.getByRole("link", { name: label })).not.toHaveAttribute("aria-current", "page");
    }
    await expect(nav.getByRole("link", { name: "Scores" })).toHaveAttribute("href", "/scores");
    await expect(page.getByRole("link", { name: "Explore Data" })).toHaveAttribute("href", "/analytics");
  });

  test("no section is highlighted on a page outside them", async ({ page }) => {
    await open(page, siteUrl("hub", "/privacy"));
    await expect(page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]')).toHaveCount(0);
  });

  test("the mobile menu opens and closes at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, siteUrl("hub", "/privacy"));
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByTestId("mobile-menu").locator("summary");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(toggle).toBeVisible();
    await expect(mobileNav).toBeHidden();

    await toggle.click();
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole("link", { name: "Teams" })).toBeVisible();
    if (jsEnabled()) await expect(toggle).toHaveAttribute("aria-expanded", "true");

    await toggle.click();
    await expect(mobileNav).toBeHidden();
    if (jsEnabled()) await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // Following a link closes it.
    await toggle.click();
    await mobileNav.getByRole("link", { name: "Standings" }).click();
    await expect(page).toHaveURL(/\/standings$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  // The header's and footer's links are plain links under one click handler each (decision 0194): with
  // JavaScript a click navigates in the app (a value set on the window survives), without it a page loads.
  test("header, logo and footer links navigate; with JavaScript without a reload", async ({ page }) => {
    type Marked = Window & { shellMarker?: string };
    const mark = () => page.evaluate(() => ((window as Marked).shellMarker = "still here"));
    const marker = () => page.evaluate(() => (window as Marked).shellMarker ?? null);
    await open(page, siteUrl("nfl", "/privacy"));
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Teams" })).toHaveAttribute("href", "/teams");
    if (jsEnabled()) await mark();

    await nav.getByRole("link", { name: "Teams" }).click();
    await expect(page).toHaveURL(/\/teams$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Teams" })).toHaveAttribute("aria-current", "page");
    expect(await marker()).toBe(jsEnabled() ? "still here" : null);

    await page.getByRole("banner").getByRole("link", { name: "Explore Data" }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
    expect(await marker()).toBe(jsEnabled() ? "still here" : null);

    await page.locator("footer").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    expect(await marker()).toBe(jsEnabled() ? "still here" : null);

    await page.getByTestId("site-logo").click();
    await expect(page).toHaveURL(new RegExp(`nfl\\.localhost:${E2E_PORT}/$`));
    expect(await marker()).toBe(jsEnabled() ? "still here" : null);

    // A sister site is another origin: always a page load.
    await page.getByRole("navigation", { name: "Sister sites" }).getByRole("link", { name: "NBA Championship History" }).click();
    await expect(page).toHaveURL(new RegExp(`nba\\.localhost:${E2E_PORT}/$`));
    expect(await marker()).toBeNull();
  });

  test("the header blurs after scrolling more than 20 px", async ({ page }) => {
    test.skip(!jsEnabled(), "the blur is a scroll listener");
    await open(page, siteUrl("hub", "/terms"));
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveClass(/backdrop-blur/);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("a route change scrolls to the top", async ({ page }) => {
    test.skip(!jsEnabled(), "without JavaScript every page load starts at the top");
    await open(page, siteUrl("hub", "/terms"));
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("admin link", () => {
  test("?admin=true reveals the admin link, and it stays on the next page", async ({ page }) => {
    const admin = page.getByRole("banner").getByRole("link", { name: "Admin" });
    await open(page, siteUrl("hub", "/privacy"));
    await expect(admin).toHaveCount(0);

    await open(page, siteUrl("hub", "/privacy?admin=true"));
    await expect(admin).toBeVisible();
    await expect(admin).toHaveAttribute("href", /^https?:\/\//);

    await open(page, siteUrl("hub", "/terms"));
    await expect(admin).toBeVisible();
  });
});

test.describe("season picker", () => {
  test("choosing a season sets the cookie and the picker follows", async ({ page, context }) => {
    await open(page, siteUrl("nba", "/privacy"));
    const picker = page.getByRole("banner").getByRole("combobox", { name: "Default season" });
    const setButton = page.getByRole("banner").getByRole("button", { name: "Set" });
    await expect(picker).toBeVisible();
    if (jsEnabled()) await expect(setButton).toHaveClass(/sr-only/);
    else await expect(setButton).toBeVisible();

    const current = await picker.inputValue();
    const options = await picker
      .locator("option")
      .evaluateAll((nodes) => nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent ?? "" })));
    expect(options).toHaveLength(20);
    const choice = options.find((option) => option.value !== current && Number(option.value) < Number(current));
    expect(choice).toBeTruthy();
    expect(choice!.label).toMatch(/^\d{4}-\d{2}$/);

    // The form goes to /season (a document request without JavaScript, a data request with it).
    const seasonRequest = page.waitForRequest(/\/season(\.data)?\?/);
    await picker.selectOption(choice!.value);
    if (!jsEnabled()) await setButton.click();
    expect(new URL((await seasonRequest).url()).searchParams.get("season")).toBe(choice!.value);

    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === "selectedSeason")).toBe(true);
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(picker).toHaveValue(choice!.value);
    if (jsEnabled()) {
      expect(await page.evaluate(() => document.cookie)).toContain("selectedSeason=");
    }

    // The choice persists on the next page.
    await open(page, siteUrl("nba", "/terms"));
    await expect(page.getByRole("banner").getByRole("combobox", { name: "Default season" })).toHaveValue(choice!.value);
  });
});

test.describe("logo", () => {
  test("a logo that fails to load leaves the site name visible", async ({ page }) => {
    await page.route("**/sites/*/logo.svg", (route) => route.fulfill({ status: 404, body: "Not Found" }));
    await open(page, siteUrl("nfl", "/privacy"));
    const name = page.getByTestId("site-name");
    await expect(name).toBeVisible();
    await expect(name).toHaveText("NFL Championship History");
    if (jsEnabled()) {
      await expect(page.getByTestId("site-logo").locator("img")).toHaveCount(0);
    } else {
      // The failed image paints the name over its own frame (its ::after).
      const overlay = await page
        .getByTestId("site-logo")
        .locator("img")
        .evaluate((img) => getComputedStyle(img, "::after").content);
      expect(overlay).toContain("NFL Championship History");
    }
  });

  test("a logo that loads is shown", async ({ page }) => {
    await open(page, siteUrl("nfl", "/privacy"));
    const img = page.getByTestId("site-logo").locator("img");
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe("not found", () => {
  test("an unknown path shows the 404 page with status 404", async ({ page }) => {
    const response = await open(page, siteUrl("hub", "/this-page-does-not-exist"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    await expect(page).toHaveTitle("Page Not Found | Championship History");
    // The shell is still there.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText(/at \w+ \(.*:\d+:\d+\)/);
  });
});

test.describe("footer", () => {
  test("shows contact, location, social links, legal pages and sister sites", async ({ page }) => {
    await open(page, siteUrl("nfl", "/privacy"));
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);
    await expect(footer).toContainText("Overland Park, KS");
    for (const label of ["Twitter", "Facebook", "Instagram", "YouTube"]) {
      await expect(footer.getByRole("link", { name: label })).toHaveAttribute("href", "#");
    }
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(footer.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookies");
    const sisters = footer.getByRole("navigation", { name: "Sister sites" });
    await expect(sisters.getByRole("link", { name: "Championship History", exact: true })).toHaveAttribute("href", `http://localhost:${E2E_PORT}/`);
    await expect(sisters.getByRole("link", { name: "NBA Championship History" })).toHaveAttribute("href", `http://nba.localhost:${E2E_PORT}/`);
    await expect(sisters.getByRole("link", { name: "NFL Championship History" })).toHaveCount(0);
  });
});

test.describe("accessibility", () => {
  test("the home page shell has no serious or critical violations", async ({ page, browser }) => {
    expect(await seriousViolations(page, browser, siteUrl("hub", "/"), ["header", "footer"])).toEqual([]);
  });

  test("the 404 page has no serious or critical violations", async ({ page, browser }) => {
    expect(await seriousViolations(page, browser, siteUrl("nfl", "/no-such-page"))).toEqual([]);
  });
});
