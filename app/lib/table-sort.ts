// Sorting a table whose page holds all its rows (standings, a team's schedule and roster) by the URL's
// `sort` and `dir`: one rule for the page and its CSV (core/table-sort.ts).
import { SORT_DIRS, sortRows, type SortDir, type SortValue } from "@core/table-sort";

export { SORT_DIRS, sortRows, type SortDir, type SortValue };

export type SortKeys<Row, Column extends string> = Record<Column, (row: Row) => SortValue>;

/** The rows in the order the URL's `sort` and `dir` ask for ("" keeps the table's own order). */
export function sortBy<Row, Column extends string>(rows: ReadonlyArray<Row>, keys: SortKeys<Row, Column>, sort: Column | "", dir: SortDir): Array<Row> {
  return sortRows(rows, sort === "" ? undefined : keys[sort], dir);
}
