// 'Available Seasons': one link per season the franchise played (up to 6 columns), champion seasons marked
// (`.season-chip` in tailwind.css: one short class per link, the current season by its aria-current).
import { Link } from "@remix-run/react";
import type { SeasonLink } from "./types";

export function SeasonsGrid({ teamSlug, seasons, currentYear }: { teamSlug: string; seasons: Array<SeasonLink>; currentYear: number | null }) {
  if (seasons.length === 0) return <p className="text-slate-700">No seasons of this team are in our data yet.</p>;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
      {seasons.map((season) => {
        const current = season.startYear === currentYear;
        return (
          <li key={season.startYear}>
            <Link
              to={`/teams/${teamSlug}/${season.startYear}`}
              aria-current={current ? "page" : undefined}
              title={season.teamName ?? undefined}
              className={season.championshipWon ? "season-chip season-chip-won" : "season-chip"}
            >
              <span>{season.label}</span>
              {season.championshipWon ? (
                <span>
                  <span aria-hidden="true">🏆</span>
                  <span className="sr-only">Champions</span>
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
