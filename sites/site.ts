// What a site of the network is: its names, sport and level, host names, icons and theme.
import type { NetworkLeagueSlug } from "../core/leagues";
import type { LevelSlug, SportSlug } from "../core/sports";
import type { SiteTheme } from "./theme";

/** The hub and one site per league of the network (core/leagues.ts). */
export type SiteId = "hub" | NetworkLeagueSlug;

export type { LevelSlug, SportSlug };

export type SiteConfig = {
  id: SiteId;
  name: string;
  /** Short name for tight spaces (nav, badges). */
  shortName: string;
  description: string;
  keywords: Array<string>;
  sport: SportSlug | null;
  level: LevelSlug | null;
  isMainSite: boolean;
  isSportSpecific: boolean;
  /** Production host name first, then the development `<id>.localhost`. */
  hosts: Array<string>;
  logoUrl: string;
  faviconUrl: string;
  appleTouchIconUrl: string;
  theme: SiteTheme;
  /** Which group of sister sites it belongs to on the home page. */
  group: "hub" | "professional" | "college";
};
