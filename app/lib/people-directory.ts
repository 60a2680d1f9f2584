// The people directories' (/players, /coaches) shared labels and page size; their URL parameters are
// read in list-params.ts.
export const PEOPLE_PAGE_SIZE = 24;

/** A status as the filter names it: "All", "Active", "Retired". */
export function statusLabel(status: string): string {
  return status === "all" ? "All" : status.charAt(0).toUpperCase() + status.slice(1);
}
