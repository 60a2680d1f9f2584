// A player's card in the directory: jersey, name, position, team, the decorated icon, and the Show
// More Stats expander (one card open at a time, `open` in the URL). Its links are plain links: the
// directory's grid navigates them in the app (useRowLinks).
import { useOpenParam } from "~/components/kit/Disclosure";
import { Badge } from "~/components/ui/Badge";
import { draftText, formatStat, isDecorated, statLabel } from "~/lib/people-format";
import type { PlayerCardView } from "~/lib/player-card";

export function PlayerCard({ player, showSport }: { player: PlayerCardView; showSport: boolean }) {
  const { isOpen, toggleHref } = useOpenParam("open");
  const detailsId = `player-${player.slug}-more`;
  const team = player.current_team ?? player.last_team;
  const open = isOpen(player.slug);
  // The loader sends the details of the open card only (they arrive with the URL that opens it).
  const details = open ? player.details : null;
  const draft = details ? draftText(details.draft_year, details.draft_round, details.draft_pick) : null;
  const physical = details ? [details.height, details.weight].filter(Boolean).join(", ") : "";
  return (
    <article className="card flex h-full flex-col" data-testid="player-card">
      <div className="flex items-start gap-3">
        <span aria-hidden={player.jersey_number ? undefined : true} className="card-avatar">
          {player.jersey_number ? (
            <>
              <span className="sr-only">Number </span>
              {player.jersey_number}
            </>
          ) : (
            player.person.last_name.charAt(0)
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold text-slate-900">
            <a href={`/players/${player.slug}`} className="hover:underline">
              {player.person.full_name}
            </a>
            {isDecorated(player) ? (
              <span title="Decorated career" className="ml-2 text-amber-600" role="img" aria-label="Decorated career">
                ★
              </span>
            ) : null}
          </h2>
          <p className="text-sm text-slate-700">
            {[
              player.primary_position_name,
              team ? `${player.current_team ? "" : "Last team: "}${team.name ?? team.abbreviation}` : null,
              showSport ? player.sport.name : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <p className="mt-1 flex flex-wrap gap-1">
            <Badge tone={player.is_active ? "success" : "neutral"}>{player.status}</Badge>
            {player.first_season !== null ? (
              <Badge>{player.first_season === player.last_season ? player.first_season : `${player.first_season}-${player.last_season ?? ""}`}</Badge>
            ) : null}
          </p>
        </div>
      </div>
      <div className="mt-3">
        <a
          href={toggleHref(player.slug)}
          data-replace="true"
          data-keep-scroll="true"
          aria-expanded={open}
          aria-controls={detailsId}
          className="text-sm font-semibold text-primary-700 underline-offset-2 hover:underline"
        >
          {open ? "Show Less" : "Show More Stats"}
        </a>
      </div>
      {details ? (
        <div id={detailsId} className="mt-3 space-y-2 border-t border-slate-100 pt-3 text-sm text-slate-800">
          {physical ? (
            <p>
              <span className="font-semibold">Physical:</span> {physical}
            </p>
          ) : null}
          {draft ? (
            <p>
              <span className="font-semibold">Draft:</span> {draft}
            </p>
          ) : null}
          {details.headline_stats.length > 0 ? <p className="text-xs text-slate-600">{details.totals_label}</p> : null}
          {details.headline_stats.length > 0 ? (
            <dl className="grid grid-cols-3 gap-2">
              {details.headline_stats.map((stat) => (
                <div key={stat.name}>
                  <dt className="text-xs text-slate-600">{statLabel(stat.name)}</dt>
                  <dd className="font-semibold">{formatStat(stat.name, stat.value)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>No career statistics available for this player.</p>
          )}
          {details.awards.length > 0 ? (
            <ul className="list-disc pl-5">
              {details.awards.map((award) => (
                <li key={`${award.name}-${award.year}`}>{`${award.name} (${award.season_label})`}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
