// Every page type at phone widths (360, 390 and 414 px), with JavaScript on and off: nothing is wider
// than the screen (the page never scrolls sideways); wide tables scroll inside their own box.
import { expect, test, type Page } from "@playwright/test";
import { gamePageTarget, PAGE_TYPES, type PageTarget } from "./page-types";
import { siteUrl } from "./support";

const WIDTHS = [360, 390, 414];

/** The page's scroll width and the elements that reach past the right edge (outside a scroll box). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const escaping: Array<string> = [];
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // Inside a box that scrolls (or clips) horizontally, it is that box's content, not the page's.
      let parent = element.parentElement;
      let contained = false;
      while (parent && parent !== document.body) {
        const style = getComputedStyle(parent);
        if (["auto", "scroll", "hidden", "clip"].includes(style.overflowX) && parent.getBoundingClientRect().right <= width + 1) {
          contained = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (contained) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${String(element.className).split(" ").slice(0, 3).join(".")}`;
      escaping.push(`${name} (right ${Math.round(box.right)})`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, escaping: escaping.slice(0, 5) };
  });
}

async function expectFits(page: Page, target: PageTarget) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(siteUrl(target.site, target.path));
    const result = await overflow(page);
    expect(result.escaping, `${target.site} ${target.path} at ${width} px`).toEqual([]);
    expect(result.scrollWidth, `${target.site} ${target.path} at ${width} px`).toBeLessThanOrEqual(result.width);
  }
}

test.describe("phone widths", () => {
  for (const target of PAGE_TYPES) {
    test(`${target.site} ${target.path} fits a phone`, async ({ page }) => {
      await expectFits(page, target);
    });
  }

  test("a game page fits a phone", async ({ page }) => {
    await expectFits(page, await gamePageTarget());
  });
});
