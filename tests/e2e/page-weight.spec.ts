// Every page type loads under 100 KB of JavaScript (gzip, each file as it is sent), the aim,
// counting every script the page fetches while it loads and hydrates. React, React Router and Remix
// alone are 79 KB; the pages measure 87-98 KB (docs/performance.md, "Page weight").
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { gamePageTarget, PAGE_TYPES, type PageTarget } from "./page-types";
import { siteUrl } from "./support";

const BUDGET_BYTES = 100 * 1024;

async function javaScriptGzipBytes(page: import("@playwright/test").Page, target: PageTarget): Promise<{ total: number; scripts: number }> {
  const bodies: Array<Promise<Buffer>> = [];
  page.on("response", (response) => {
    if (/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) bodies.push(response.body());
  });
  await page.goto(siteUrl(target.site, target.path));
  await page.waitForLoadState("networkidle");
  const all = await Promise.all(bodies);
  return { total: all.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0), scripts: all.length };
}

test.describe("page weight", () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name === "no-js", "JavaScript weight: measured with JavaScript on");
  });

  for (const target of PAGE_TYPES) {
    test(`${target.site} ${target.path} loads under 100 KB of JavaScript (gzip)`, async ({ page }) => {
      const { total, scripts } = await javaScriptGzipBytes(page, target);
      expect(scripts).toBeGreaterThan(0);
      expect(total).toBeLessThan(BUDGET_BYTES);
    });
  }

  test("a game page loads under 100 KB of JavaScript (gzip)", async ({ page }) => {
    const { total } = await javaScriptGzipBytes(page, await gamePageTarget());
    expect(total).toBeLessThan(BUDGET_BYTES);
  });
});
