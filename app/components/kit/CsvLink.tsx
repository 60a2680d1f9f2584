// "Download CSV": the page's own URL with format=csv (a plain link, so the browser downloads the file).
import { useLocation } from "@remix-run/react";
import { CSV_PARAM } from "~/lib/csv";
import { hrefWith } from "~/lib/url-state";

export function CsvLink({ label = "Download CSV" }: { label?: string }) {
  const location = useLocation();
  const href = hrefWith(location.search, { [CSV_PARAM]: "csv", open: null }, { keepPage: true, pathname: location.pathname });
  return (
    <a href={href} download className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 underline-offset-2 hover:underline">
      <span aria-hidden="true">⬇</span>
      {label}
    </a>
  );
}
