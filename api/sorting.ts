// `sort` and `dir`: an endpoint that sorts by a column names the columns it knows; anything else is a 400.
import { SORT_DIRS, type SortDir } from "../core/table-sort";
import { badRequest } from "./errors";

export const SORT_PARAMS = ["sort", "dir"] as const;

function one(url: URL, name: string): string | undefined {
  const values = url.searchParams.getAll(name);
  if (values.length > 1) throw badRequest(`Parameter '${name}' is given more than once.`);
  return values[0] || undefined;
}

/** The column asked for (null: the endpoint's own order) and its direction (ascending unless `dir=desc`). */
export function parseSort<Column extends string>(url: URL, columns: ReadonlyArray<Column>): { sort: Column | null; dir: SortDir } {
  const sort = one(url, "sort");
  const dir = one(url, "dir");
  if (sort !== undefined && !(columns as ReadonlyArray<string>).includes(sort)) {
    throw badRequest(`Parameter 'sort' must be one of ${columns.join(", ")}.`);
  }
  if (dir !== undefined && !(SORT_DIRS as ReadonlyArray<string>).includes(dir)) {
    throw badRequest(`Parameter 'dir' must be one of ${SORT_DIRS.join(", ")}.`);
  }
  return { sort: (sort as Column | undefined) ?? null, dir: (dir as SortDir | undefined) ?? "asc" };
}
