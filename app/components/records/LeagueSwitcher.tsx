// The record book's league switcher (the hub offers every league; a sport site has one and shows none):
// a link per league keeping the page's other parameters, less those named in `reset`.
import { Link, useLocation } from "@remix-run/react";
import { hrefWith } from "~/lib/url-state";

export function LeagueSwitcher({
  leagues,
  current,
  pathname,
  reset = [],
}: {
  leagues: ReadonlyArray<{ slug: string; abbreviation: string }>;
  current: string;
  pathname: string;
  reset?: ReadonlyArray<string>;
}) {
  const location = useLocation();
  if (leagues.length < 2) return null;
  return (
    <nav aria-label="League" className="flex flex-wrap gap-2">
      {leagues.map((option) => (
        <Link
          key={option.slug}
          to={hrefWith(location.search, { league: option.slug, ...Object.fromEntries(reset.map((name) => [name, null])) }, { pathname })}
          aria-current={option.slug === current ? "page" : undefined}
          preventScrollReset
          className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${option.slug === current ? "bg-primary-600 text-white ring-primary-600" : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50"}`}
        >
          {option.abbreviation}
        </Link>
      ))}
    </nav>
  );
}
