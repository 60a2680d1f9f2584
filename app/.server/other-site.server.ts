// A sport site shows its own sport only: another sport's team or championship there is a 404 that links
// to the same page on the site that shows it (nba.localhost/teams/green-bay-packers -> nfl.localhost).
import { data } from "@remix-run/node";
import { storedLevel } from "@core/sports";
import { SITES, type SiteConfig } from "@sites";
import type { OtherSite } from "~/lib/other-site";
import { sisterSiteUrl } from "~/lib/site-links";
import { PRIVATE_NO_STORE } from "./cache-headers";
import { UpstreamError } from "./sports-api.server";

/** The sport site that shows a sport and level (the hub shows every one, so it is never the answer). */
export function siteShowing(sport: string, level: string): SiteConfig | undefined {
  return SITES.find((site) => site.sport === sport && site.level !== null && storedLevel(site.level) === level);
}

/**
 * After a 404 on a sport site: when `lookup` (the same call without the site's filters) finds the thing
 * on another sport or level, throws a 404 naming that site and linking to the same path there.
 */
export async function throwIfOnOtherSite(
  request: Request,
  site: SiteConfig,
  lookup: () => Promise<{ sport: { slug: string }; level: { slug: string } }>,
): Promise<void> {
  if (!site.sport) return;
  let found: { sport: { slug: string }; level: { slug: string } };
  try {
    found = await lookup();
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return;
    throw error;
  }
  const other = siteShowing(found.sport.slug, found.level.slug);
  if (!other || other.id === site.id) return;
  const url = new URL(request.url);
  const otherSite: OtherSite = { name: other.name, url: `${sisterSiteUrl(other, url).replace(/\/$/, "")}${url.pathname}${url.search}` };
  throw data({ message: `This page is on the ${other.name} site.`, otherSite }, { status: 404, headers: { "Cache-Control": PRIVATE_NO_STORE } });
}
