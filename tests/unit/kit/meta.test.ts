// Meta from one helper: the whole set of tags for every page of every site.
import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "@remix-run/node";
import { metaTags, routeMeta } from "~/lib/meta";
import { publicSite } from "~/lib/site-links";
import { siteById, themeColor } from "../../../sites";

const nfl = siteById("nfl")!;
const site = publicSite(nfl, themeColor(nfl.theme));

function find(tags: Array<MetaDescriptor>, key: string, value: string): Record<string, unknown> | undefined {
  return tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;
}

describe("metaTags", () => {
  it("gives title, description, keywords, theme-color, canonical, Open Graph and Twitter tags", () => {
    const tags = metaTags(
      site,
      { title: "Super Bowl", description: "The NFL's title game." },
      { pathname: "/championships/super-bowl", search: "?page=2&open=&b=1" },
    );
    expect(tags).toContainEqual({ title: `Super Bowl | ${nfl.name}` });
    expect(find(tags, "name", "description")?.content).toBe("The NFL's title game.");
    expect(find(tags, "name", "keywords")?.content).toContain("NFL");
    expect(find(tags, "name", "theme-color")?.content).toBe(themeColor(nfl.theme));
    expect(find(tags, "rel", "canonical")?.href).toBe("https://nfl.championshiphistory.com/championships/super-bowl?b=1&page=2");
    expect(find(tags, "property", "og:title")?.content).toBe(`Super Bowl | ${nfl.name}`);
    expect(find(tags, "property", "og:url")?.content).toBe("https://nfl.championshiphistory.com/championships/super-bowl?b=1&page=2");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary");
  });

  it("uses the site's name and description on its home page", () => {
    const tags = metaTags(site, { title: null }, { pathname: "/", search: "" });
    expect(tags).toContainEqual({ title: nfl.name });
    expect(find(tags, "name", "description")?.content).toBe(nfl.description);
  });
});

describe("routeMeta", () => {
  const matches = [{ id: "root", data: { site } }];
  const location = { pathname: "/teams/x", search: "", hash: "", state: null, key: "k" };
  const meta = routeMeta<{ name: string }>(({ data }) => ({ title: data.name }));

  it("builds from the loader's data", () => {
    expect(meta({ data: { name: "Green Bay Packers" }, params: {}, location, matches })).toContainEqual({ title: `Green Bay Packers | ${nfl.name}` });
  });

  it("titles a failed page by its status", () => {
    expect(meta({ data: undefined, params: {}, location, matches, error: { status: 404 } })).toContainEqual({ title: `Page Not Found | ${nfl.name}` });
    expect(meta({ data: undefined, params: {}, location, matches, error: { status: 503 } })).toContainEqual({ title: `Error | ${nfl.name}` });
  });
});
