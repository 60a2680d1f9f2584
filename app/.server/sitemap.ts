// Sitemaps of a site: a urlset when the site has at most 50,000 pages, else an index of section files.
import { pathWithoutData } from "@core/coverage";
import type { SportsApi } from "./sports-api.server";

export const STATIC_PATHS = [
  "/",
  "/championships",
  "/champions",
  "/teams",
  "/scores",
  "/seasons",
  "/standings",
  "/players",
  "/coaches",
  "/analytics",
  "/leaders",
  "/franchises",
  "/records",
  "/on-this-day",
  "/awards",
  "/data-quality",
  "/data-sources",
  "/features",
  "/privacy",
  "/terms",
  "/cookies",
];

/** The site's own pages: those of a section it holds nothing for (app/.server/site-sections.ts) are left out. */
export function staticPaths(emptySections: ReadonlyArray<string>): Array<string> {
  return STATIC_PATHS.filter((path) => !pathWithoutData(path, emptySections));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch] ?? ch);
}

export function urlset(origin: string, paths: ReadonlyArray<string>): string {
  const urls = paths.map((path) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, files: ReadonlyArray<string>): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemap/${file}`)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/** The whole sitemap of a site: one urlset, or an index naming `pages.xml` and `<section>-<n>.xml` files. */
export async function siteSitemap(api: SportsApi, origin: string, emptySections: ReadonlyArray<string> = []): Promise<string> {
  const { page_size: pageSize, sections } = await api.sitemapSections();
  const pages = staticPaths(emptySections);
  const total = pages.length + sections.reduce((sum, section) => sum + section.count, 0);
  if (total <= pageSize) {
    const parts = await Promise.all(sections.filter((section) => section.count > 0).map((section) => api.sitemapPaths(section.section, 1)));
    return urlset(origin, [...pages, ...parts.flatMap((part) => part.results)]);
  }
  const files = ["pages.xml"];
  for (const section of sections) {
    for (let page = 1; page <= Math.ceil(section.count / pageSize); page++) files.push(`${section.section}-${page}.xml`);
  }
  return sitemapIndex(origin, files);
}

/** One file of a sitemap index, or null when the name is not one. */
export async function sitemapFile(api: SportsApi, origin: string, file: string, emptySections: ReadonlyArray<string> = []): Promise<string | null> {
  if (file === "pages.xml") return urlset(origin, staticPaths(emptySections));
  const match = /^([a-z-]+)-(\d{1,4})\.xml$/.exec(file);
  if (!match) return null;
  const { sections } = await api.sitemapSections();
  if (!sections.some((section) => section.section === match[1])) return null;
  const part = await api.sitemapPaths(match[1], Number(match[2]));
  return part.results.length ? urlset(origin, part.results) : null;
}
