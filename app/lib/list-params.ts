// The sort parameters of the tables and the people directories' parameters, read with zod by their
// loaders (kept apart from the tables' display rules, which the browser loads, so zod stays on the server).
import { z } from "zod";
import { SPORTS, type SportSlug } from "@core/sports";
import { FRANCHISE_SEASON_SORTS, type FranchiseSeasonSort } from "./franchise-seasons";
import { ROSTER_SORTS, SCHEDULE_SORTS, type RosterSort, type ScheduleSort } from "./team-tables";
import { STANDING_SORTS, type StandingSort } from "./standings-table";
import { SORT_DIRS, type SortDir } from "./table-sort";
import { fields } from "./url-params";

/** `sort` and `dir` of the tab shown ("" = the table's own order: by date, as the roster lists, newest season first). */
export const teamTableSortFields = {
  sort: fields.oneOf<ScheduleSort | RosterSort | FranchiseSeasonSort | "">(["", ...SCHEDULE_SORTS, ...ROSTER_SORTS, ...FRANCHISE_SEASON_SORTS], ""),
  dir: fields.oneOf<SortDir>(SORT_DIRS, "asc"),
};

/** The URL's `sort` and `dir` of a standings table ("" = by rank; anything unknown falls back). */
export const standingSortFields = {
  sort: fields.oneOf<StandingSort | "">(["", ...STANDING_SORTS], ""),
  dir: fields.oneOf<SortDir>(SORT_DIRS, "asc"),
};

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
