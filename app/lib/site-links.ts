// The browser's view of the site network: the current site without its theme, and links to sister sites.
import type { SiteConfig, SiteId } from "@sites/site";

export type PublicSite = Pick<
  SiteConfig,
  | "id"
  | "name"
  | "shortName"
  | "description"
  | "keywords"
  | "sport"
  | "level"
  | "isMainSite"
  | "isSportSpecific"
  | "logoUrl"
  | "faviconUrl"
  | "appleTouchIconUrl"
  | "group"
> & {
  themeColor: string;
  /** The production origin ("https://nfl.championshiphistory.com"): canonical links point there. */
  origin: string;
};

export type SisterSite = { id: SiteId; name: string; shortName: string; group: SiteConfig["group"]; url: string };

export function publicSite(site: SiteConfig, themeColor: string): PublicSite {
  const { theme: _theme, hosts, ...rest } = site;
  return { ...rest, themeColor, origin: `https://${hosts[0]}` };
}

/**
 * Where a sister site lives, seen from the current request: development hosts (`*.localhost`) link
 * to development hosts on the same port, production hosts to production hosts.
 */
export function sisterSiteUrl(site: SiteConfig, requestUrl: URL): string {
  const host = requestUrl.hostname;
  const isLocal = host === "localhost" || host === "127.0.0.1" || host.endsWith(".localhost");
  if (isLocal) {
    const port = requestUrl.port ? `:${requestUrl.port}` : "";
    const name = site.id === "hub" ? "localhost" : `${site.id}.localhost`;
    return `${requestUrl.protocol}//${name}${port}/`;
  }
  return `https://${site.hosts[0]}/`;
}
