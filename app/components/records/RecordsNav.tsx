// The record book's own links (Leaders, Franchises...), shown at the top of each of its pages: the pages
// the site holds something for (app/components/shell/nav-items.ts), and the one shown.
import { Link, useLocation } from "@remix-run/react";
import { recordsItems } from "~/components/shell/nav-items";
import { useRootData } from "~/components/shell/use-root-data";

export function RecordsNav() {
  const { pathname } = useLocation();
  const emptySections = useRootData()?.emptySections;
  return (
    <nav aria-label="Records" className="flex flex-wrap gap-4 border-b border-slate-200 pb-2 text-sm font-semibold">
      {recordsItems(emptySections, pathname).map((item) => (
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
