// The people directories' (/players, /coaches) shared labels and page size; their URL parameters are
// read in list-params.ts.
export const PEOPLE_PAGE_SIZE = 24;

/** A status as the filter names it: "All", "Active", "Retired", "Unknown (our data ends in his last season)". */
export function statusLabel(status: string): string {
  if (status === "unknown") return "Unknown (our data ends in their last season)";
  return status === "all" ? "All" : status.charAt(0).toUpperCase() + status.slice(1);
}
