// One season in the 'All Seasons' grid: name, year label, status, league and champion, a link to the
// season, and Set as Active Season (a POST form to /season that works without JavaScript) or the
// Active Season marker on the fan's selected season.
import { Form, Link, useLocation } from "@remix-run/react";
import { SEASON_FLOOR } from "@core/seasons";
import type { SeasonSummary } from "@api/model";
import { Badge } from "~/components/ui/Badge";
import { noChampionLabel, SEASON_STATUS_TONES, seasonStatusLabel } from "./season-labels";

export function SeasonCard({ season, selected, showSport }: { season: SeasonSummary; selected: number; showSport: boolean }) {
  const location = useLocation();
  const isSelected = season.start_year === selected;
  const selectable = season.start_year >= SEASON_FLOOR;
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="season-card">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">
          <Link to={`/seasons/${season.slug}`} className="hover:underline">
            {season.name}
          </Link>
        </h2>
        <Badge tone={SEASON_STATUS_TONES[season.status]}>{seasonStatusLabel(season)}</Badge>
      </div>
      <p className="text-2xl font-extrabold text-primary-700" data-testid="season-year">
        {season.label}
      </p>
      <dl className="mt-2 space-y-1 text-sm text-slate-700">
        <div className="flex gap-1">
          <dt className="font-semibold">League:</dt>
          <dd>{showSport ? `${season.league.abbreviation} · ${season.sport.name}` : season.league.name}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-semibold">Champion:</dt>
          <dd>{season.champion ? season.champion.team_name : noChampionLabel(season.status)}</dd>
        </div>
      </dl>
      <div className="mt-auto pt-3">
        {isSelected ? (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900"
            data-testid="active-season-marker"
          >
            ✓ Active Season <span className="font-normal">(your choice)</span>
          </span>
        ) : selectable ? (
          <Form method="post" action="/season" preventScrollReset>
            <input type="hidden" name="season" value={season.start_year} />
            <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
            <button type="submit" className="rounded-lg border border-primary-600 px-3 py-1 text-sm font-semibold text-primary-800 hover:bg-primary-50">
              Set as Active Season
            </button>
          </Form>
        ) : null}
      </div>
    </article>
  );
}
