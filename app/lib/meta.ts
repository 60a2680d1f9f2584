// Meta from one helper on every route: title "<Page> | <site>", description, keywords, theme-color
// (the site's primary 600), the canonical URL on the site's production host with a normalised query,
// Open Graph and Twitter card tags. Remix replaces a parent's meta, so every route's set is whole.
import type { MetaDescriptor } from "@remix-run/node";
import type { Location, Params } from "@remix-run/react";
import type { PublicSite } from "./site-links";
import { normalisedQuery } from "./url-state";

export type PageMeta = {
  /** The page's own title; null for a site's home page (the site name alone). */
  title: string | null;
  description?: string;
  keywords?: ReadonlyArray<string>;
  /** The canonical query ("?a=b"), when the page knows which parameters matter; else the URL's, normalised. */
  canonicalSearch?: string;
};

type Match = { id: string; data: unknown } | undefined;
type MetaArgs<Data> = { data: Data | undefined; params: Params; location: Location; matches: ReadonlyArray<Match>; error?: unknown };

const FALLBACK_SITE_NAME = "Championship History";

function rootSite(matches: ReadonlyArray<Match>): PublicSite | null {
  const rootData = matches.find((match) => match?.id === "root")?.data;
  if (rootData && typeof rootData === "object" && "site" in rootData) return (rootData as { site: PublicSite }).site;
  return null;
}

function errorStatus(error: unknown): number | null {
  if (!error) return null;
  if (typeof error === "object" && error !== null && "status" in error && typeof error.status === "number") return error.status;
  return 500;
}

/** The whole set of tags for a page of a site. */
export function metaTags(site: PublicSite | null, page: PageMeta, location: Pick<Location, "pathname" | "search">): Array<MetaDescriptor> {
  const siteName = site?.name ?? FALLBACK_SITE_NAME;
  const title = page.title ? `${page.title} | ${siteName}` : siteName;
  const description = page.description ?? site?.description ?? "";
  const keywords = [...(page.keywords ?? []), ...(site?.keywords ?? [])];
  const search = page.canonicalSearch ?? normalisedQuery(location.search);
  const origin = site?.origin ?? "";
  const url = `${origin}${location.pathname}${search}`;
  const tags: Array<MetaDescriptor> = [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: [...new Set(keywords)].join(", ") },
    { name: "theme-color", content: site?.themeColor ?? "#3B82F6" },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (site && origin) {
    tags.push({ property: "og:image", content: `${origin}${site.appleTouchIconUrl}` });
  }
  return tags;
}

/**
 * A route's `meta` export. The builder gets the route's loader data (undefined when the loader
 * threw); a failed page is titled by its status.
 */
export function routeMeta<Data = unknown>(build: (args: { data: Data; params: Params; location: Location }) => PageMeta) {
  return (args: MetaArgs<Data>): Array<MetaDescriptor> => {
    const site = rootSite(args.matches);
    const status = errorStatus(args.error);
    if (args.data === undefined || status !== null) {
      const title = status === 404 ? "Page Not Found" : status === null ? null : "Error";
      return metaTags(site, { title }, args.location);
    }
    return metaTags(site, build({ data: args.data, params: args.params, location: args.location }), args.location);
  };
}
