// Every page on three sites carries the whole set of meta tags: title, description, keywords,
// theme-color, the canonical URL on the site's production host, Open Graph and Twitter card tags.
import { expect, test } from "@playwright/test";
import { siteUrl } from "./support";
import { siteById, themeColor } from "../../sites";

const SITES: Array<{ id: "hub" | "nfl" | "nhl"; paths: Array<string> }> = [
  {
    id: "hub",
    paths: [
      "/",
      "/championships",
      "/championships/stanley-cup-final",
      "/champions?year=2020",
      "/teams",
      "/teams/green-bay-packers",
      "/teams/green-bay-packers/1996",
    ],
  },
  { id: "nfl", paths: ["/", "/championships", "/championships/super-bowl", "/champions", "/teams?q=bears", "/teams/chicago-bears"] },
  {
    id: "nhl",
    paths: [
      "/",
      "/championships/stanley-cup-final?page=2",
      "/teams/boston-bruins",
      "/data-sources",
      "/analytics",
      "/data-quality",
      "/features",
      "/privacy",
      "/terms",
      "/cookies",
    ],
  },
];

const NOT_FOUND_PATHS = ["/no-such-page", "/teams/no-such-team", "/championships/no-such-cup"];

for (const { id, paths } of SITES) {
  const site = siteById(id)!;
  for (const path of [...paths, ...NOT_FOUND_PATHS]) {
    test(`${id} ${path} has the full meta set`, async ({ page }) => {
      test.skip(test.info().project.name === "no-js", "HTTP-level check: runs once");
      const response = await page.goto(siteUrl(id, path));
      expect(response?.status()).toBe(NOT_FOUND_PATHS.includes(path) ? 404 : 200);
      const head = page.locator("head");
      const title = await page.title();
      expect(title.endsWith(site.name)).toBe(true);
      await expect(head.locator('meta[name="description"]')).toHaveCount(1);
      expect((await head.locator('meta[name="description"]').getAttribute("content"))?.length).toBeGreaterThan(10);
      await expect(head.locator('meta[name="keywords"]')).toHaveCount(1);
      await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute("content", themeColor(site.theme));
      const canonical = await head.locator('link[rel="canonical"]').getAttribute("href");
      const expected = new URL(path, `https://${site.hosts[0]}`);
      expect(canonical?.startsWith(`https://${site.hosts[0]}${expected.pathname}`)).toBe(true);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical ?? "");
      await expect(head.locator('meta[property="og:description"]')).toHaveCount(1);
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary");
    });
  }
}

test("the admin switch never reaches the canonical link", async ({ page }) => {
  await page.goto(siteUrl("nfl", "/champions?admin=true&year=2020"));
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
  expect(canonical).toBe(`https://${siteById("nfl")!.hosts[0]}/champions?year=2020`);
});
