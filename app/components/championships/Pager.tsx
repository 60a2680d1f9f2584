// Previous / Next links and "Page X of Y" for a paged list; plain links, so it works without JavaScript.
import { Link, useLocation } from "@remix-run/react";
import { searchWith } from "./url-state";

export function Pager({ page, pageCount, label }: { page: number; pageCount: number; label: string }) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const params = new URLSearchParams(location.search);
  params.delete("open");
  const linkClass = "rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={searchWith(params, { page: page - 1 === 1 ? null : page - 1 })} className={linkClass} rel="prev">
          Previous
        </Link>
      ) : (
        <span aria-hidden="true" className="px-3 py-1.5 text-sm text-slate-500">
          Previous
        </span>
      )}
      <p className="text-sm text-slate-700">
        {`Page ${page} of ${pageCount}`}
      </p>
      {page < pageCount ? (
        <Link to={searchWith(params, { page: page + 1 })} className={linkClass} rel="next">
          Next
        </Link>
      ) : (
        <span aria-hidden="true" className="px-3 py-1.5 text-sm text-slate-500">
          Next
        </span>
      )}
    </nav>
  );
}
