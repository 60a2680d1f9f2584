// Site search from the header, with and without JavaScript, and the sitemap and robots.txt of each site.
import { expect, test } from "@playwright/test";
import { apiGet, jsEnabled, open, siteGet, siteUrl } from "./support";

test.describe("site search", () => {
  test("the header's box finds a team by an old name, and the results link to it", async ({ page }) => {
    await open(page, siteUrl("hub", "/"));
    const box = page.getByRole("search", { name: "Site" }).first().getByRole("searchbox");
    await box.fill("Seattle SuperSonics");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=Seattle\+SuperSonics$/);
    const teams = page.getByRole("region", { name: "Teams" });
    await expect(teams.getByRole("link", { name: "Oklahoma City Thunder" })).toHaveAttribute("href", "/teams/oklahoma-city-thunder");
    await expect(teams).toContainText("as Seattle SuperSonics");
  });

  test("finds a player, a coach and a championship; exact matches first", async ({ page }) => {
    await open(page, siteUrl("hub", "/search?q=phil+jackson"));
    await expect(page.getByRole("region", { name: "Coaches" }).getByRole("link").first()).toHaveText("Phil Jackson");
    await expect(page.getByRole("region", { name: "Players" }).getByRole("link").first()).toHaveText("Phil Jackson");
    await open(page, siteUrl("hub", "/search?q=stanley+cup"));
    await expect(page.getByRole("region", { name: "Championships" }).getByRole("link").first()).toHaveAttribute("href", "/championships/stanley-cup-final");
  });

  test("a sport site searches its own sport only, and the search form works from the page itself", async ({ page }) => {
    await open(page, siteUrl("nba", "/search"));
    const form = page.getByRole("search", { name: "Search the site" });
    await form.getByRole("searchbox", { name: "Search" }).fill("packers");
    if (jsEnabled()) await expect(page).toHaveURL(/q=packers/);
    else await form.getByRole("button", { name: "Apply" }).click();
    const teams = page.getByRole("region", { name: "Teams" });
    await expect(teams.getByRole("link").first()).toBeVisible();
    await expect(teams.getByRole("link", { name: "Green Bay Packers" })).toHaveCount(0);
  });

  test("finds a title by its numeral first, and links to its season", async ({ page }) => {
    await open(page, siteUrl("nfl", "/search?q=Super+Bowl+LI"));
    const titles = page.getByRole("region", { name: "Titles" });
    const first = titles.getByRole("link").first();
    await expect(first).toHaveText("Super Bowl LI");
    await expect(first).toHaveAttribute("href", "/seasons/2016-nfl-season");
    await expect(titles.getByRole("listitem").first()).toContainText("New England Patriots 34-28 over Atlanta Falcons");
    // The closest match's group comes first on the page.
    await expect(page.getByTestId("search-results").getByRole("heading").first()).toHaveText("Titles");
  });

  test("ranks the famous first among equal matches and links to every match", async ({ page }) => {
    await open(page, siteUrl("nfl", "/search?q=brady"));
    const players = page.getByRole("region", { name: "Players" });
    await expect(players.getByRole("link").first()).toHaveText("Tom Brady");
    const more = page.getByTestId("more-players");
    await expect(more).toHaveAttribute("href", "/players?q=brady");
    await more.click();
    await expect(page).toHaveURL(/\/players\?q=brady$/);
  });

  test("nothing found and too-short queries say so", async ({ page }) => {
    await open(page, siteUrl("hub", "/search?q=zzqxv"));
    await expect(page.getByText("No results")).toBeVisible();
    await open(page, siteUrl("hub", "/search?q=a"));
    await expect(page.getByText("Type at least 2 characters.")).toBeVisible();
  });

  test("the same search as JSON", async () => {
    test.skip(!jsEnabled(), "HTTP-level check: runs once");
    const body = await apiGet<{ teams: Array<{ slug: string }> }>("hub", "core/search/?q=Seattle%20SuperSonics");
    expect(body.teams[0]?.slug).toBe("oklahoma-city-thunder");
  });
});

test.describe("sitemap and robots", () => {
  test("robots.txt names the sitemap; the NFL sitemap is valid XML of NFL pages only, and sampled URLs answer 200", async ({ page }) => {
    test.skip(!jsEnabled(), "HTTP-level check: runs once");
    test.setTimeout(120_000);
    const robots = await siteGet("nfl", "/robots.txt");
    expect(robots.text).toContain(`Sitemap: ${siteUrl("nfl", "/sitemap.xml")}`);
    const response = await siteGet("nfl", "/sitemap.xml");
    expect(response.headers["content-type"]).toContain("application/xml");
    const xml = response.text;
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return { error: doc.getElementsByTagName("parsererror").length, locs: [...doc.getElementsByTagName("loc")].map((node) => node.textContent ?? "") };
    }, xml);
    expect(parsed.error).toBe(0);
    expect(parsed.locs).toContain(siteUrl("nfl", "/teams/green-bay-packers"));
    expect(parsed.locs).toContain(siteUrl("nfl", "/teams/green-bay-packers/1966"));
    expect(parsed.locs).toContain(siteUrl("nfl", "/championships/super-bowl"));
    expect(parsed.locs.some((loc) => loc.includes("/teams/boston-celtics"))).toBe(false);
    const sample = parsed.locs
      .filter((loc) => /\/(teams|championships|seasons)\//.test(loc))
      .filter((_loc, index) => index % 97 === 0)
      .slice(0, 12);
    expect(sample.length).toBeGreaterThan(5);
    for (const loc of sample) expect((await siteGet("nfl", new URL(loc).pathname)).status, loc).toBe(200);
  });

  test("the hub's sitemap is an index of files over 50,000 URLs, each valid", async () => {
    test.skip(!jsEnabled(), "HTTP-level check: runs once");
    const index = (await siteGet("hub", "/sitemap.xml")).text;
    expect(index).toContain("<sitemapindex");
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(files).toContain(siteUrl("hub", "/sitemap/pages.xml"));
    expect(files.some((file) => file.endsWith("/sitemap/teams-1.xml"))).toBe(true);
    const teams = await siteGet("hub", "/sitemap/teams-1.xml");
    expect(teams.status).toBe(200);
    expect(teams.text).toContain("/teams/green-bay-packers</loc>");
    expect((await siteGet("hub", "/sitemap/nonsense-1.xml")).status).toBe(404);
  });
});
