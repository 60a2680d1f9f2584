// CSV export of the tables a fan sees. A route module's outputs are its page (default export), loader,
// meta, headers and, when the page shows a "Download CSV" link, its table as CSV:
//
//   export const csvTable: CsvExport<PageData> = (page) => ({ filename, columns, rows });
//
// The page's own URL with `format=csv` then answers that table as a text/csv attachment (header row,
// the page's filters, every row) instead of the document (app/.server/csv-download.ts, called by the
// entry). tests/unit/csv-routes.test.ts fails when a route shows the link without the export.
export type CsvColumn = { key: string; label: string };
export type CsvTable = { filename: string; columns: ReadonlyArray<CsvColumn>; rows: ReadonlyArray<Record<string, unknown>> };

/** A route's `csvTable` export: the table for its loader's data, or null when the page shows none (a tab without one). */
export type CsvExport<Data> = (data: Data) => CsvTable | null;

/** What the entry reads from the matched route module to answer `format=csv`. */
export type CsvRouteModule = { csvTable?: CsvExport<never> };

export const CSV_PARAM = "format";

export function wantsCsv(url: URL): boolean {
  return url.searchParams.get(CSV_PARAM) === "csv";
}

/** One field as RFC 4180 writes it: quoted when it holds a comma, quote or line break. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(table: CsvTable): string {
  const lines = [table.columns.map((column) => csvField(column.label)).join(",")];
  for (const row of table.rows) lines.push(table.columns.map((column) => csvField(row[column.key])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** A file name safe in a Content-Disposition header. */
export function csvFilename(...parts: Array<string | number | null | undefined>): string {
  const base = parts
    .filter((part) => part !== null && part !== undefined && part !== "")
    .join("-")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${base || "export"}.csv`;
}

/** `page_size=all`: the API's one way of answering every row (up to its bound) in one answer. */
export const ALL_ROWS = "all";

/**
 * The rows a paged list asks the API for: the page a fan sees, or, for the page's CSV download, every
 * row for the same filters and sort (the API refuses more than its bound with a 400).
 */
export function listPaging(url: URL, page: number, pageSize: number): { page?: number; page_size: number | typeof ALL_ROWS } {
  return wantsCsv(url) ? { page_size: ALL_ROWS } : { page, page_size: pageSize };
}
