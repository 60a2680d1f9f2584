// The header's six sections and the path-prefix rule that says which one is active.
export type NavItem = { label: string; to: string };

export const NAV_ITEMS: ReadonlyArray<NavItem> = [
  { label: "Scores", to: "/scores" },
  { label: "Seasons", to: "/seasons" },
  { label: "Standings", to: "/standings" },
  { label: "Teams", to: "/teams" },
  { label: "Players", to: "/players" },
  { label: "Coaches", to: "/coaches" },
];

export const EXPLORE_DATA_PATH = "/analytics";

/** A section is active on its own path and every path below it (/teams/x/2024), not on /teamsfoo. */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
