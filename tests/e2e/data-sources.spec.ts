// The data sources page lists every imported dataset from the database and shows the notices the
// sources ask for (Retrosheet, Hockey Databank, Lahman), with JavaScript on and off.
import { expect, test } from "@playwright/test";
import { apiGet, siteUrl } from "./support";

type SourcesPage = { count: number; results: Array<{ id: string; attribution: string | null }> };

test("lists every imported dataset and shows the notices the sources ask for", async ({ page }) => {
  const sources = await apiGet<SourcesPage>("hub", "core/data-sources/");
  const response = await page.goto(siteUrl("hub", "/data-sources"));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Data Sources" })).toBeVisible();
  const datasets = page.getByRole("main").getByRole("region", { name: "Datasets" }).getByRole("listitem");
  await expect(datasets).toHaveCount(sources.count);
  const notices = page.getByTestId("attribution");
  await expect(notices).toHaveCount(sources.results.filter((source) => source.attribution).length);
  await expect(page.getByRole("main")).toContainText("copyrighted by Retrosheet");
  await expect(page.getByRole("main")).toContainText("Hockey Databank");
  await expect(page.getByRole("main")).toContainText("Lahman Baseball Database");
});

test("the footer links to it on every site", async ({ page }) => {
  await page.goto(siteUrl("nfl", "/"));
  await page.getByRole("contentinfo").getByRole("link", { name: "Data Sources" }).click();
  await expect(page).toHaveURL(/\/data-sources$/);
});
