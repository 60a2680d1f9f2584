// The header's sections, the record book's pages (the "Records" menu) and the path-prefix rule that says
// which section is active. A page the site holds nothing for is left out (core/coverage.ts's rule).
import { pathWithoutData } from "@core/coverage";

/** `records`: the "Records" section, whose link is the first record-book page the site holds. */
export type NavItem = { label: string; to: string; records?: true };

export const NAV_ITEMS: ReadonlyArray<NavItem> = [
  { label: "Scores", to: "/scores" },
  { label: "Seasons", to: "/seasons" },
  { label: "Standings", to: "/standings" },
  { label: "Teams", to: "/teams" },
  { label: "Players", to: "/players" },
  { label: "Coaches", to: "/coaches" },
  { label: "Records", to: "/leaders", records: true },
];

/** The record book's pages: the "Records" section holds them all (its sub-navigation, app/components/records). */
export const RECORDS_ITEMS: ReadonlyArray<NavItem> = [
  { label: "Leaders", to: "/leaders" },
  { label: "Franchises", to: "/franchises" },
  { label: "Team Records", to: "/records" },
  { label: "Awards", to: "/awards" },
  { label: "On This Day", to: "/on-this-day" },
  { label: "Head-to-Head", to: "/head-to-head" },
];

/** Head-to-head needs two teams: a team's page links to it, and the menu names it only on its own page. */
const HEAD_TO_HEAD = "/head-to-head";

/**
 * The "Records" menu: the record-book pages the site holds something for (`emptySections` from the root
 * loader, app/.server/site-sections.ts), and the page shown when it is one of the others (reached directly).
 */
export function recordsItems(emptySections: ReadonlyArray<string> = [], pathname = ""): ReadonlyArray<NavItem> {
  return RECORDS_ITEMS.filter((item) => {
    if (item.to === pathname) return true;
    return item.to !== HEAD_TO_HEAD && !pathWithoutData(item.to, emptySections);
  });
}

/**
 * The header's sections a site shows: a section it holds nothing for (a college site without players,
 * coaches or standings in our data) is left out, not promised; "Records" links the first record-book page
 * the site holds, and is left out when it holds none.
 */
export function siteNavItems(emptySections: ReadonlyArray<string> = []): ReadonlyArray<NavItem> {
  const records = recordsItems(emptySections);
  return NAV_ITEMS.flatMap((item) => {
    if (item.records) return records.length ? [{ ...item, to: records[0].to }] : [];
    return pathWithoutData(item.to, emptySections) ? [] : [item];
  });
}

export const EXPLORE_DATA_PATH = "/analytics";

/** A section is active on its own path and every path below it (/teams/x/2024), not on /teamsfoo; "Records" on every record-book page. */
export function isActivePath(pathname: string, item: NavItem): boolean {
  const within = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return item.records ? RECORDS_ITEMS.some((page) => within(page.to)) : within(item.to);
}
