// The one pager: Previous / Next links and "Page X of Y"; each page is a URL (?page=), so it works
// without JavaScript. The open row (`open`) is closed when the page changes.
import { Link, useLocation } from "@remix-run/react";
import { hrefWith } from "~/lib/url-state";

const linkClass = "rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50";
const disabledClass = "rounded-lg border border-slate-200 px-4 py-2 text-sm font-semibold text-slate-500";

export function Pager({ page, pageCount, label }: { page: number; pageCount: number; label: string }) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => hrefWith(location.search, { page: target > 1 ? target : null, open: null }, { pathname: location.pathname });
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={linkClass}>
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          Previous
        </span>
      )}
      <p className="text-sm text-slate-700" aria-live="polite">
        {`Page ${page.toLocaleString("en-US")} of ${pageCount.toLocaleString("en-US")}`}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={linkClass}>
          Next
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          Next
        </span>
      )}
    </nav>
  );
}
