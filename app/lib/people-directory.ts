// The people directories' (/players, /coaches) shared labels and page size; their URL parameters are
// read in list-params.ts.
export const PEOPLE_PAGE_SIZE = 24;

/** A status as the filter names it: "All", "Active", "Retired", "Unknown (our data ends in his last season)". */
export function statusLabel(status: string): string {
  if (status === "unknown") return "Unknown (our data ends in their last season)";
  return status === "all" ? "All" : status.charAt(0).toUpperCase() + status.slice(1);
}

/** What an empty directory says when the site holds no one at all: what we cover, and where to see it. */
export function nothingHeld(noun: "players" | "coaches"): string {
  return `None of our datasets names the ${noun} of this sport and level yet. The Data Quality page lists what we hold for every league.`;
}
