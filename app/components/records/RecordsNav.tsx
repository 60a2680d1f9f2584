// The record book's own links (Leaders, Franchises), shown at the top of each of its pages.
import { Link, useLocation } from "@remix-run/react";
import { RECORDS_ITEMS } from "~/components/shell/nav-items";

export function RecordsNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Records" className="flex flex-wrap gap-4 border-b border-slate-200 pb-2 text-sm font-semibold">
      {RECORDS_ITEMS.filter((item) => item.to !== "/head-to-head" || pathname === "/head-to-head").map((item) => (
        <Link
          key={item.to}
          to={item.to}
          aria-current={pathname === item.to ? "page" : undefined}
          className="text-primary-800 hover:underline aria-[current=page]:text-slate-900"
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
