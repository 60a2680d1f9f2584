// "Download CSV": the page's own URL with format=csv (a plain link, so the browser downloads the file).
// Given the list's row count, a list longer than one download may hold says how to narrow it instead.
import { useLocation } from "@remix-run/react";
import { CSV_PARAM } from "~/lib/csv";
import { hrefWith } from "~/lib/url-state";
import { MAX_EXPORT_ROWS } from "@core/exports";

export function CsvLink({ label = "Download CSV", rows }: { label?: string; rows?: number }) {
  const location = useLocation();
  if (rows !== undefined && rows > MAX_EXPORT_ROWS) {
    return (
      <p className="text-sm text-slate-700" data-testid="csv-too-many">
        {`CSV download: narrow the list to ${MAX_EXPORT_ROWS.toLocaleString("en-US")} rows or fewer with the filters.`}
      </p>
    );
  }
  const href = hrefWith(location.search, { [CSV_PARAM]: "csv", open: null }, { keepPage: true, pathname: location.pathname });
  return (
    <a href={href} download className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 underline-offset-2 hover:underline">
      <span aria-hidden="true">⬇</span>
      {label}
    </a>
  );
}
