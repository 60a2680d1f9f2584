// One team in the directory: abbreviation, name, place, division, founded year and titles, linking to its page.
import { Link } from "@remix-run/react";
import { cardAbbreviation, championshipsWon, divisionLabel, foundedLabel, teamLocation } from "~/lib/team-labels";
import type { Team } from "./types";

export function TeamCard({ team, showSport }: { team: Team; showSport: boolean }) {
  const location = teamLocation(team);
  return (
    <Link
      to={`/teams/${team.slug}`}
      prefetch="intent"
      className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-primary-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
    >
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary-700 text-sm font-bold text-white">
          {cardAbbreviation(team)}
        </span>
        <div className="min-w-0">
          <h2 className="text-base font-bold text-slate-900 group-hover:text-primary-800">{team.name}</h2>
          <p className="text-sm text-slate-600">{location || "\u00a0"}</p>
          {showSport ? <p className="text-xs font-medium text-slate-600">{team.sport.name}</p> : null}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-sm">
        <div>
          <dt className="text-xs text-slate-600">Division</dt>
          <dd className="font-medium text-slate-900">{divisionLabel(team)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Founded</dt>
          <dd className="font-medium text-slate-900">{foundedLabel(team)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Championships</dt>
          <dd className="font-medium text-slate-900">{championshipsWon(team)}</dd>
        </div>
      </dl>
    </Link>
  );
}
