// Every site of the network, one entry each; the Host header picks one (see resolve.ts).
import type { SiteConfig } from "./site";
import { defaultTheme, footballTheme } from "./theme";

function icons(id: string) {
  return {
    logoUrl: `/sites/${id}/logo.svg`,
    faviconUrl: `/sites/${id}/favicon.svg`,
    appleTouchIconUrl: `/sites/${id}/apple-touch-icon.png`,
  };
}

export const hub: SiteConfig = {
  id: "hub",
  name: "Championship History",
  shortName: "Championships",
  description:
    "Every championship and every champion of professional and college football, basketball, baseball and hockey, with teams, seasons, scores and standings.",
  keywords: ["sports history", "champions", "championships", "NFL", "NBA", "MLB", "NHL", "college sports"],
  sport: null,
  level: null,
  isMainSite: true,
  isSportSpecific: false,
  hosts: ["championshiphistory.com", "www.championshiphistory.com", "localhost", "127.0.0.1", "hub.localhost"],
  ...icons("hub"),
  theme: defaultTheme,
  group: "hub",
};

export const nfl: SiteConfig = {
  id: "nfl",
  name: "NFL Championship History",
  shortName: "NFL",
  description: "Every Super Bowl and NFL champion since 1920, with franchises, seasons, scores and standings.",
  keywords: ["NFL", "Super Bowl", "pro football", "NFL champions", "football history"],
  sport: "football",
  level: "professional",
  isMainSite: false,
  isSportSpecific: true,
  hosts: ["nfl.championshiphistory.com", "nfl.localhost"],
  ...icons("nfl"),
  theme: footballTheme,
  group: "professional",
};

export const nba: SiteConfig = {
  id: "nba",
  name: "NBA Championship History",
  shortName: "NBA",
  description: "Every NBA Finals and champion since 1947, with franchises, seasons, scores and standings.",
  keywords: ["NBA", "NBA Finals", "pro basketball", "NBA champions", "basketball history"],
  sport: "basketball",
  level: "professional",
  isMainSite: false,
  isSportSpecific: true,
  hosts: ["nba.championshiphistory.com", "nba.localhost"],
  ...icons("nba"),
  theme: defaultTheme,
  group: "professional",
};

export const mlb: SiteConfig = {
  id: "mlb",
  name: "MLB Championship History",
  shortName: "MLB",
  description: "Every World Series and champion since 1903, with franchises, seasons, scores and standings.",
  keywords: ["MLB", "World Series", "baseball", "World Series champions", "baseball history"],
  sport: "baseball",
  level: "professional",
  isMainSite: false,
  isSportSpecific: true,
  hosts: ["mlb.championshiphistory.com", "mlb.localhost"],
  ...icons("mlb"),
  theme: defaultTheme,
  group: "professional",
};

export const nhl: SiteConfig = {
  id: "nhl",
  name: "NHL Championship History",
  shortName: "NHL",
  description: "Every Stanley Cup champion since 1918, with franchises, seasons, scores and standings.",
  keywords: ["NHL", "Stanley Cup", "hockey", "Stanley Cup champions", "hockey history"],
  sport: "hockey",
  level: "professional",
  isMainSite: false,
  isSportSpecific: true,
  hosts: ["nhl.championshiphistory.com", "nhl.localhost"],
  ...icons("nhl"),
  theme: defaultTheme,
  group: "professional",
};

export const cfb: SiteConfig = {
  id: "cfb",
  name: "College Football Championship History",
  shortName: "CFB",
  description: "Every college football national champion: the AP Poll era, the BCS and the College Football Playoff.",
  keywords: ["college football", "national championship", "CFP", "BCS", "AP Poll"],
  sport: "football",
  level: "college",
  isMainSite: false,
  isSportSpecific: true,
  hosts: ["cfb.championshiphistory.com", "cfb.localhost"],
  ...icons("cfb"),
  theme: footballTheme,
  group: "college",
};

export const cbb: SiteConfig = {
  id: "cbb",
  name: "College Basketball Championship History",
  shortName: "CBB",
  description: "Every NCAA men's basketball tournament champion since 1939, with tournament games and programs.",
  keywords: ["college basketball", "March Madness", "Final Four", "NCAA tournament"],
  sport: "basketball",
  level: "college",
  isMainSite: false,
  isSportSpecific: true,
  hosts: ["cbb.championshiphistory.com", "cbb.localhost"],
  ...icons("cbb"),
  theme: defaultTheme,
  group: "college",
};

export const cbs: SiteConfig = {
  id: "cbs",
  name: "College Baseball Championship History",
  shortName: "CBS",
  description: "Every Men's College World Series champion since 1947.",
  keywords: ["college baseball", "College World Series", "Omaha", "NCAA baseball"],
  sport: "baseball",
  level: "college",
  isMainSite: false,
  isSportSpecific: true,
  hosts: ["cbs.championshiphistory.com", "cbs.localhost"],
  ...icons("cbs"),
  theme: defaultTheme,
  group: "college",
};

export const chk: SiteConfig = {
  id: "chk",
  name: "College Hockey Championship History",
  shortName: "CHK",
  description: "Every NCAA men's ice hockey champion since 1948, from the first tournament to the Frozen Four.",
  keywords: ["college hockey", "Frozen Four", "NCAA hockey"],
  sport: "hockey",
  level: "college",
  isMainSite: false,
  isSportSpecific: true,
  hosts: ["chk.championshiphistory.com", "chk.localhost"],
  ...icons("chk"),
  theme: defaultTheme,
  group: "college",
};

export const SITES: ReadonlyArray<SiteConfig> = [hub, nfl, nba, mlb, nhl, cfb, cbb, cbs, chk];
