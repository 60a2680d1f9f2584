// What a list says when it follows the fan's season (or when the URL asks for a season it does not hold) (the header's picker, kept in a cookie): which
// season it shows and that the fan chose it, with a link to the list without it (`?season=latest`, or
// `all` on a directory), which the URL's own season always overrides the cookie with.
import { Link, useLocation } from "@remix-run/react";
import { hrefWith } from "~/lib/url-state";
import type { YourSeason } from "~/lib/your-season";

type Props = {
  yourSeason: YourSeason | null;
  /** What the list holds ("standings"), for the sentence when the season has none. */
  what: string;
  /** The link's text: "See the latest standings". */
  linkText: string;
  /** The `season` value of the link: "latest", or "all" on a directory. */
  latestValue?: string;
};

export function YourSeasonNote({ yourSeason, what, linkText, latestValue = "latest" }: Props) {
  const location = useLocation();
  if (!yourSeason) return null;
  const latest = hrefWith(location.search, { season: latestValue }, { pathname: location.pathname });
  if (yourSeason.chosenBy === "url") {
    return (
      <p className="mt-2 rounded-lg bg-primary-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-primary-200" data-testid="your-season">
        {`${yourSeason.label} has no ${what} in our data: showing the latest we hold.`}
      </p>
    );
  }
  return (
    <p className="mt-2 rounded-lg bg-primary-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-primary-200" data-testid="your-season">
      {yourSeason.held
        ? `Showing ${yourSeason.label} (your season). `
        : `Your season, ${yourSeason.label}, has no ${what} in our data yet: showing the latest. `}
      {yourSeason.held ? (
        <Link to={latest} className="font-semibold text-primary-800 underline">
          {linkText}
        </Link>
      ) : null}
      {yourSeason.held ? " or " : ""}
      {yourSeason.held ? "change" : "Change"} your season in the header.
    </p>
  );
}
