// The URL state of the people directories (/players, /coaches): search, sport, position, team, status,
// sort, page and the one open card. Each directory gives its own statuses and sorts.
import { z } from "zod";
import { SPORTS, type SportSlug } from "../../core/sports";
import { fields } from "./url-state";

export const PEOPLE_PAGE_SIZE = 24;

/** The directory's parameters; `all` is the default status and `name` the default sort. */
export function peopleDirectoryParams<Status extends string, Sort extends string>(statuses: ReadonlyArray<Status>, sorts: ReadonlyArray<Sort>) {
  return z.object({
    q: fields.text(),
    sport: fields.oneOf<"" | SportSlug>(["", ...SPORTS], ""),
    position: fields.text(),
    team: fields.text(),
    status: fields.oneOf<Status | "all">(statuses, "all"),
    sort: fields.oneOf<Sort | "name">(sorts, "name"),
    page: fields.page(),
    open: fields.token(),
  });
}

/** A status as the filter names it: "All", "Active", "Retired", "Unknown (our data ends in his last season)". */
export function statusLabel(status: string): string {
  if (status === "unknown") return "Unknown (our data ends in their last season)";
  return status === "all" ? "All" : status.charAt(0).toUpperCase() + status.slice(1);
}
