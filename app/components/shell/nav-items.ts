// The header's sections and the path-prefix rule that says which one is active.
export type NavItem = { label: string; to: string };

export const NAV_ITEMS: ReadonlyArray<NavItem> = [
  { label: "Scores", to: "/scores" },
  { label: "Seasons", to: "/seasons" },
  { label: "Standings", to: "/standings" },
  { label: "Teams", to: "/teams" },
  { label: "Players", to: "/players" },
  { label: "Coaches", to: "/coaches" },
  { label: "Records", to: "/leaders" },
];

/**
 * The header's sections a site shows: a section it holds nothing for (a college site without players,
 * coaches or standings in our data; `emptySections` from the root loader) is left out, not promised.
 */
export function siteNavItems(emptySections: ReadonlyArray<string> = []): ReadonlyArray<NavItem> {
  return NAV_ITEMS.filter((item) => !emptySections.includes(item.to.slice(1)));
}

/** The record book's pages: the "Records" section holds them all (its sub-navigation, app/components/records). */
export const RECORDS_ITEMS: ReadonlyArray<NavItem> = [
  { label: "Leaders", to: "/leaders" },
  { label: "Franchises", to: "/franchises" },
  { label: "Team Records", to: "/records" },
  { label: "Awards", to: "/awards" },
  { label: "On This Day", to: "/on-this-day" },
  { label: "Head-to-Head", to: "/head-to-head" },
];

export const EXPLORE_DATA_PATH = "/analytics";

/** A section is active on its own path and every path below it (/teams/x/2024), not on /teamsfoo. */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === "/leaders") return RECORDS_ITEMS.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  return pathname === to || pathname.startsWith(`${to}/`);
}
