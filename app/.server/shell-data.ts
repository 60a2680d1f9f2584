// The shell's parts of the root loader that depend only on the site, the request's origin and the default
// season, not on the fan: made once per process and kept (decision 0194). The objects are shared between
// requests and never changed after they are made.
import { defaultSeason, pickerSeasons, seasonLabel } from "@core/seasons";
import { publicSite, sisterSiteUrl, type PublicSite, type SisterSite } from "~/lib/site-links";
import { SITES, themeColor, themeCssVariables, type SiteConfig } from "@sites";

export type SeasonOption = { year: number; label: string };

export type ShellSiteData = { site: PublicSite; themeCss: string; sisterSites: Array<SisterSite> };

/** The Host header is the client's: a bounded cache, emptied when full, so no client can swell it. */
const MAX_ENTRIES = 64;

function keep<T>(cache: Map<string, T>, key: string, make: () => T): T {
  const known = cache.get(key);
  if (known !== undefined) return known;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const made = make();
  cache.set(key, made);
  return made;
}

const siteData = new Map<string, ShellSiteData>();

/** The site's public fields, its theme's CSS variables and the sister sites' addresses seen from `url`. */
export function shellSiteData(site: SiteConfig, url: URL): ShellSiteData {
  return keep(siteData, `${site.id} ${url.protocol}//${url.host}`, () => ({
    site: publicSite(site, themeColor(site.theme)),
    themeCss: themeCssVariables(site.theme),
    sisterSites: SITES.map((sister) => ({
      id: sister.id,
      name: sister.name,
      shortName: sister.shortName,
      group: sister.group,
      url: sisterSiteUrl(sister, url),
    })),
  }));
}

const seasonOptions = new Map<string, Array<SeasonOption>>();

/** The season picker's choices for a site's sport, as of `now` (they change when the default season does). */
export function pickerSeasonOptions(sport: SiteConfig["sport"], now: Date = new Date()): Array<SeasonOption> {
  return keep(seasonOptions, `${sport} ${defaultSeason(now)}`, () => pickerSeasons(now).map((year) => ({ year, label: seasonLabel(year, sport) })));
}
