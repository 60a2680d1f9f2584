// 'Available Seasons': one link per season the franchise played (up to 6 columns), champion seasons marked
// (`.season-chip` in tailwind.css: one short class per link, the current season by its aria-current).
// A long franchise shows its latest seasons and every title season first; `?seasons=all` (a link, so it
// works without JavaScript) lists every one.
import { Link, useLocation } from "@remix-run/react";
import { useRowLinks } from "~/components/kit/RowLinks";
import { ALL_SEASONS, shownSeasons } from "~/lib/team-seasons";
import { hrefWith } from "~/lib/url-state";
import type { SeasonLink } from "./types";

export function SeasonsGrid({
  teamSlug,
  teamName,
  seasons,
  currentYear,
}: {
  teamSlug: string;
  /** The franchise's name: a season under another name says its own in the link's title. */
  teamName: string;
  seasons: Array<SeasonLink>;
  currentYear: number | null;
}) {
  const location = useLocation();
  const onRowLinkClick = useRowLinks();
  if (seasons.length === 0) return <p className="text-slate-700">No seasons of this team are in our data yet.</p>;
  const showAll = new URLSearchParams(location.search).get("seasons") === ALL_SEASONS;
  const shown = shownSeasons(seasons, showAll, currentYear);
  const hidden = seasons.length - shown.length;
  return (
    <>
      {/* Plain links; the one handler navigates in the app (a keyboard activation is a click too). */}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6" data-testid="seasons-grid" onClick={onRowLinkClick}>
        {shown.map((season) => (
          <li key={season.startYear}>
            <a
              href={`/teams/${teamSlug}/${season.startYear}`}
              aria-current={season.startYear === currentYear ? "page" : undefined}
              title={season.teamName && season.teamName !== teamName ? season.teamName : undefined}
              className={season.championshipWon ? "season-chip season-chip-won" : "season-chip"}
            >
              <span>{season.label}</span>
              {season.championshipWon ? (
                <span>
                  <span aria-hidden="true">🏆</span>
                  <span className="sr-only">Champions</span>
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
      {hidden > 0 || showAll ? (
        <p className="mt-3 text-sm text-slate-700">
          {showAll ? `All ${seasons.length} seasons. ` : `The latest seasons and every title season: ${shown.length} of ${seasons.length}. `}
          <Link
            to={hrefWith(location.search, { seasons: showAll ? null : ALL_SEASONS }, { pathname: location.pathname })}
            preventScrollReset
            className="font-semibold text-primary-800 underline-offset-2 hover:underline"
          >
            {showAll ? "Show fewer seasons" : `Show all ${seasons.length} seasons`}
          </Link>
        </p>
      ) : null}
    </>
  );
}
