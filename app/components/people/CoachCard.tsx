// A coach's card in the directory: name, title, team, two specialties, record, and the Show More
// Details expander (one card open at a time, `open` in the URL).
import { Link } from "@remix-run/react";
import { DisclosureLink, useOpenParam } from "~/components/kit/Disclosure";
import { Badge } from "~/components/ui/Badge";
import { formatCount, recordText } from "~/lib/people-format";
import type { Coach } from "./types";

/** Specialties a card shows (the spec's two). */
export const CARD_SPECIALTIES = 2;

export function CoachCard({ coach, showSport }: { coach: Coach; showSport: boolean }) {
  const { isOpen } = useOpenParam("open");
  const open = isOpen(coach.slug);
  const detailsId = `coach-${coach.slug}-more`;
  const record = coach.career_record;
  const lastTeam = coach.coaching_history[coach.coaching_history.length - 1];
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="coach-card">
      <h2 className="text-lg font-bold text-slate-900">
        <Link to={`/coaches/${coach.slug}`} className="hover:underline">
          {coach.person.full_name}
        </Link>
      </h2>
      <p className="text-sm text-slate-700">
        {[coach.title, coach.current_team?.name ?? (lastTeam ? `Last: ${lastTeam.team_name}` : null), showSport ? coach.sport.name : null]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <p className="mt-2 flex flex-wrap gap-1">
        <Badge tone={coach.is_active ? "success" : "neutral"}>{coach.status_label}</Badge>
        {(coach.specialties.length > 0 ? coach.specialties : ["General"]).slice(0, CARD_SPECIALTIES).map((specialty) => (
          <Badge key={specialty} tone="info">
            {specialty}
          </Badge>
        ))}
      </p>
      <p className="mt-2 text-sm text-slate-800">
        <span className="font-semibold">{recordText(record.wins, record.losses, record.ties)}</span>
        {coach.championships_won > 0 ? ` · ${coach.championships_won} ${coach.championships_won === 1 ? "title" : "titles"}` : ""}
        {record.through ? <span className="block text-xs text-slate-600">{record.label}</span> : null}
      </p>
      <div className="mt-3">
        <DisclosureLink id={coach.slug} label="Show More Details" openLabel="Show Less" controls={detailsId} />
      </div>
      {open ? (
        <dl id={detailsId} className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 text-sm text-slate-800">
          <div>
            <dt className="text-xs text-slate-600">Years coaching</dt>
            <dd className="font-semibold">{formatCount(coach.years_experience)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Seasons</dt>
            <dd className="font-semibold">{coach.first_season !== null ? `${coach.first_season}-${coach.last_season ?? ""}` : "N/A"}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Win %</dt>
            <dd className="font-semibold">{`${(record.win_percentage * 100).toFixed(1)}%`}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Playoffs</dt>
            <dd className="font-semibold">
              {recordText(record.playoff_wins, record.playoff_losses)}
              {record.playoff_record_complete ? "" : " (partial)"}
            </dd>
          </div>
          <div className="col-span-2">
            <dt className="text-xs text-slate-600">Teams</dt>
            <dd>{[...new Set(coach.coaching_history.map((h) => h.team_name))].join(", ") || "N/A"}</dd>
          </div>
        </dl>
      ) : null}
    </article>
  );
}
