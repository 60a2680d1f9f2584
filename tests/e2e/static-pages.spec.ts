// The static pages with JavaScript on and off: legal texts, features tabs and plans, sample analytics
// and data quality, titles, caching and accessibility.
import { expect, test, type Page } from "@playwright/test";
import { open, seriousViolations, siteUrl } from "./support";

const main = (page: Page) => page.getByRole("main");

test.describe("legal pages", () => {
  test("privacy: data collected, protection, use, rights and the contact address", async ({ page }) => {
    const response = await open(page, siteUrl("nfl", "/privacy"));
    expect(response?.status()).toBe(200);
    // Shared caches keep it a day; browsers revalidate documents.
    expect(response?.headers()["cache-control"]).toContain("s-maxage=86400");
    expect(response?.headers()["cache-control"]).toContain("max-age=0");
    await expect(page).toHaveTitle("Privacy Policy | NFL Championship History");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    for (const heading of ["Information We Collect", "How We Protect Your Information", "How We Use Your Information", "Your Rights"]) {
      await expect(main(page).getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(main(page).getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(1);
  });

  test("terms: minimum age 13, subscriptions and Kansas law", async ({ page }) => {
    await open(page, siteUrl("hub", "/terms"));
    await expect(page).toHaveTitle("Terms of Service | Championship History");
    const content = main(page);
    for (const heading of ["Acceptance of Terms", "Use of the Service", "Prohibited Activities", "Limitation of Liability", "Subscriptions", "Governing Law"]) {
      await expect(content.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(content).toContainText("at least 13 years old");
    await expect(content).toContainText("Free tier");
    await expect(content).toContainText("Premium");
    await expect(content).toContainText("Automatic renewal");
    await expect(content).toContainText("$9.99 per month");
    await expect(content).toContainText("Kansas, USA");
    await expect(content.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  });

  test("cookies: the four types and the two cookies we set", async ({ page }) => {
    await open(page, siteUrl("hub", "/cookies"));
    await expect(page).toHaveTitle("Cookie Policy | Championship History");
    const content = main(page);
    for (const type of ["Essential Cookies", "Analytics Cookies", "Functionality Cookies", "Marketing Cookies"]) {
      await expect(content.getByRole("heading", { name: type })).toBeVisible();
    }
    await expect(content.getByRole("heading", { name: "Essential Cookies" })).toContainText("Required");
    await expect(content.getByRole("rowheader", { name: "selectedSeason" })).toBeVisible();
    await expect(content.getByRole("rowheader", { name: "adminAccess" })).toBeVisible();
    await expect(content.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  });

  test("privacy has no serious or critical accessibility violations", async ({ page, browser }) => {
    expect(await seriousViolations(page, browser, siteUrl("hub", "/privacy"))).toEqual([]);
  });
});

test.describe("features", () => {
  test("shows six features, two coming soon, and three plans", async ({ page }) => {
    await open(page, siteUrl("hub", "/features"));
    await expect(page).toHaveTitle("Features | Championship History");
    const cards = page.getByTestId("feature-card");
    await expect(cards).toHaveCount(6);
    await expect(cards.filter({ hasText: "Coming Soon" })).toHaveCount(2);
    await expect(cards.filter({ hasText: "AI Predictions" })).toContainText("Coming Soon");
    await expect(cards.filter({ hasText: "Mobile Experience" })).toContainText("Coming Soon");

    const plans = page.getByTestId("plan-card");
    await expect(plans).toHaveCount(3);
    const free = plans.filter({ has: page.getByRole("heading", { name: "Free" }) });
    await expect(free).toContainText("$0");
    await expect(free).toContainText("forever");
    const pro = plans.filter({ has: page.getByRole("heading", { name: "Pro" }) });
    await expect(pro).toContainText("$9.99");
    await expect(pro).toContainText("per month");
    await expect(pro).toContainText("Most Popular");
    await expect(pro.getByRole("button", { name: "Start Free Trial" })).toHaveAttribute("type", "button");
    const enterprise = plans.filter({ has: page.getByRole("heading", { name: "Enterprise" }) });
    await expect(enterprise).toContainText(/custom/i);
    await expect(enterprise.getByRole("button", { name: "Contact Sales" })).toHaveAttribute("type", "button");

    // A plan button does nothing.
    await pro.getByRole("button", { name: "Start Free Trial" }).click();
    await expect(page).toHaveURL(/\/features$/);
  });

  test("category tabs carry their counts and change the URL and the cards", async ({ page }) => {
    await open(page, siteUrl("hub", "/features"));
    const tabs = page.getByRole("navigation", { name: "Feature categories" });
    const expected: Array<[string, number]> = [
      ["All Features", 6],
      ["Analytics", 2],
      ["Data", 1],
      ["Tracking", 2],
      ["Teams", 1],
    ];
    for (const [label, count] of expected) {
      await expect(tabs.getByRole("link", { name: new RegExp(`^${label}\\s*${count}$`) })).toBeVisible();
    }
    await expect(tabs.getByRole("link", { name: /^All Features/ })).toHaveAttribute("aria-current", "page");

    await tabs.getByRole("link", { name: /^Analytics/ }).click();
    await expect(page).toHaveURL(/\/features\?category=analytics$/);
    await expect(tabs.getByRole("link", { name: /^Analytics/ })).toHaveAttribute("aria-current", "page");
    const cards = page.getByTestId("feature-card");
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: "Advanced Analytics" })).toHaveCount(1);
    await expect(cards.filter({ hasText: "AI Predictions" })).toHaveCount(1);

    await tabs.getByRole("link", { name: /^Teams/ }).click();
    await expect(page).toHaveURL(/\/features\?category=teams$/);
    await expect(cards).toHaveCount(1);

    await tabs.getByRole("link", { name: /^All Features/ }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(cards).toHaveCount(6);
  });

  test("an unknown category shows all features", async ({ page }) => {
    await open(page, siteUrl("hub", "/features?category=bogus"));
    await expect(page.getByTestId("feature-card")).toHaveCount(6);
  });

  test("features has no serious or critical accessibility violations", async ({ page, browser }) => {
    expect(await seriousViolations(page, browser, siteUrl("nfl", "/features"))).toEqual([]);
  });

  test("the other static pages have no serious or critical accessibility violations", async ({ page, browser }) => {
    test.setTimeout(120_000); // four pages, each analysed by axe
    for (const path of ["/terms", "/cookies", "/analytics", "/data-quality"]) {
      expect(await seriousViolations(page, browser, siteUrl("nba", path)), path).toEqual([]);
    }
  });
});
