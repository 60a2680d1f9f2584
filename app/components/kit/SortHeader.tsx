// A sortable column header: a link that sets `sort` and `dir` (no JavaScript needed), with aria-sort.
import { Link, useLocation } from "@remix-run/react";
import { hrefWith } from "~/lib/url-state";

export type SortDir = "asc" | "desc";

export function SortHeader({
  column,
  label,
  sort,
  dir,
  firstDir = "asc",
  className = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-700",
}: {
  column: string;
  label: string;
  /** The column the table is sorted by now. */
  sort: string;
  dir: SortDir;
  /** The direction a first click sorts in (numbers usually start high). */
  firstDir?: SortDir;
  className?: string;
}) {
  const location = useLocation();
  const active = sort === column;
  const nextDir: SortDir = active ? (dir === "asc" ? "desc" : "asc") : firstDir;
  const ariaSort = active ? (dir === "asc" ? "ascending" : "descending") : "none";
  return (
    <th scope="col" aria-sort={ariaSort} className={className}>
      <Link
        to={hrefWith(location.search, { sort: column, dir: nextDir }, { pathname: location.pathname })}
        preventScrollReset
        className="inline-flex min-h-6 min-w-6 items-center gap-1 hover:underline"
      >
        {label}
        <span aria-hidden="true">{active ? (dir === "asc" ? "▲" : "▼") : "↕"}</span>
        <span className="sr-only">{active ? `, sorted ${ariaSort}` : ", sortable"}</span>
      </Link>
    </th>
  );
}
