// Picks the site for a request's host name, and builds the API filters a site adds to every call.
import { storedLevel } from "../core/sports";
import type { LevelSlug, SiteConfig } from "./site";
import { hub, SITES } from "./sites";

const byHost = new Map<string, SiteConfig>();
for (const site of SITES) for (const host of site.hosts) byHost.set(host, site);

/** Lower-cased host name without port or trailing dot; handles IPv6 literals. */
export function hostName(hostHeader: string | null | undefined): string {
  if (!hostHeader) return "";
  let host = hostHeader.trim().toLowerCase().split(",")[0].trim();
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    return end === -1 ? host : host.slice(0, end + 1);
  }
  host = host.replace(/:\d*$/, "");
  return host.replace(/\.$/, "");
}

/** The site served on a host; an unknown host gets the hub. */
export function siteForHost(hostHeader: string | null | undefined): SiteConfig {
  return byHost.get(hostName(hostHeader)) ?? hub;
}

/**
 * The host a request was addressed to: X-Forwarded-Host only when the deployment says it sits behind
 * a proxy it trusts (TRUST_PROXY=1), since anyone can send that header.
 */
export function requestHost(headers: Headers, trustProxy: boolean): string {
  const forwarded = trustProxy ? headers.get("x-forwarded-host") : null;
  return forwarded || headers.get("host") || "";
}

export function siteForRequest(request: Request, trustProxy = process.env.TRUST_PROXY === "1"): SiteConfig {
  return siteForHost(requestHost(request.headers, trustProxy));
}

/** The API's level slug for a site level: college means NCAA Division I. */
export function apiLevel(level: LevelSlug): string {
  return storedLevel(level);
}

export type SiteFilters = { sport__slug?: string; level__slug?: string };

/** The filters a site adds to every data request. */
export function siteFilters(site: Pick<SiteConfig, "sport" | "level">): SiteFilters {
  const filters: SiteFilters = {};
  if (site.sport) filters.sport__slug = site.sport;
  if (site.level) filters.level__slug = apiLevel(site.level);
  return filters;
}

export function siteById(id: string): SiteConfig | undefined {
  return SITES.find((site) => site.id === id);
}
