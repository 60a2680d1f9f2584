// Sorting a table's rows by one column, for the API (a list it holds whole) and the pages (a table whose
// page holds all its rows) alike. Missing values sort last in either direction; ties keep the rows'
// own order.

export const SORT_DIRS = ["asc", "desc"] as const;
export type SortDir = (typeof SORT_DIRS)[number];

export type SortValue = string | number | null | undefined;

function missing(value: SortValue): boolean {
  return value === null || value === undefined || value === "" || (typeof value === "number" && Number.isNaN(value));
}

/** The rows by one column's values (their own order when no column is chosen). */
export function sortRows<Row>(rows: ReadonlyArray<Row>, key: ((row: Row) => SortValue) | undefined, dir: SortDir): Array<Row> {
  if (!key) return [...rows];
  const factor = dir === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: key(row) }))
    .sort((a, b) => {
      const aMissing = missing(a.value);
      const bMissing = missing(b.value);
      if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      const order =
        typeof a.value === "number" && typeof b.value === "number"
          ? a.value - b.value
          : String(a.value).localeCompare(String(b.value), "en", { numeric: true, sensitivity: "base" });
      return order * factor || a.index - b.index;
    })
    .map((entry) => entry.row);
}
