// The franchise overview (/teams/{slug}): location, venue, titles, eras, summary, quick facts and a hint to explore seasons.
import { Link } from "@remix-run/react";
import { Panel } from "~/components/ui/Panel";
import { leagueTitleLabel } from "~/lib/championship-labels";
import { eraYearsLabel, foundedLabel, NOT_AVAILABLE, recordLabel, seasonsHeldLabel, teamLocation } from "~/lib/team-labels";
import { FactList } from "./primitives";
import type { TeamChampionship, TeamDetail, TeamEra, TeamStats } from "./types";

/** A league title as a chip reads it: its season and what it comprised ("1966: NFL Championship and Super Bowl I"). */
export function titleLabel(title: TeamChampionship): string {
  return leagueTitleLabel(title);
}

/** The championship page a league title links to: the last championship it comprised (Super Bowl I for 1966). */
export function titleHref(title: TeamChampionship): string {
  const last = title.titles[title.titles.length - 1];
  return last ? `/championships/${last.championship_slug}` : "/championships";
}

function venueFacts(team: TeamDetail): Array<{ label: string; value: string }> {
  const venue = team.home_venue;
  if (!venue) return [];
  return [
    { label: "Name", value: venue.name },
    { label: "City", value: teamLocation(venue) || NOT_AVAILABLE },
    { label: "Capacity", value: venue.capacity !== null ? venue.capacity.toLocaleString("en-US") : NOT_AVAILABLE },
    { label: "Opened", value: venue.opened_year !== null ? String(venue.opened_year) : NOT_AVAILABLE },
  ];
}

/** The seasons we hold of the team (not its age: Duke's first season is 1905-06, we hold 11 of its seasons). */
export function seasonsInOurDataLabel(stats: Pick<TeamStats, "seasons_held">, seasonLabel: (year: number) => string): string {
  return seasonsHeldLabel(stats.seasons_held, seasonLabel);
}

/** Oldest era first, the way a franchise's story is told. */
export function FranchiseHistory({ eras, currentSlug }: { eras: Array<TeamEra>; currentSlug: string | null }) {
  if (eras.length === 0) return <p className="text-slate-700">No former names or cities are recorded for this franchise.</p>;
  return (
    <ol className="relative space-y-4 border-l-2 border-primary-200 pl-5">
      {eras.map((era) => {
        const years = eraYearsLabel(era.first_season, era.last_season);
        const place = [era.city, era.state].filter(Boolean).join(", ");
        const isCurrent = era.slug === currentSlug;
        return (
          <li key={`${era.slug}-${era.first_season ?? ""}`} className="relative">
            <span aria-hidden="true" className="absolute -left-[1.65rem] top-1.5 h-3 w-3 rounded-full bg-primary-700" />
            <p className="font-semibold text-slate-900">
              {era.name}
              {era.abbreviation ? <span className="ml-2 text-xs font-medium text-slate-600">({era.abbreviation})</span> : null}
              {isCurrent ? <span className="ml-2 text-xs font-medium text-primary-800">this season</span> : null}
            </p>
            <p className="text-sm text-slate-700">{[place, years].filter(Boolean).join(", ")}</p>
            {era.note ? <p className="mt-1 text-sm text-slate-600">{era.note}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** One chip per league title: a season's titles are one (the 1966 NFL Championship and Super Bowl I). */
export function ChampionshipHistory({ titles }: { titles: Array<TeamChampionship> }) {
  if (titles.length === 0) return <p className="text-slate-700">This team has not won a championship in our records.</p>;
  const chronological = [...titles].sort((a, b) => a.year - b.year);
  const first = chronological[0];
  const latest = chronological[chronological.length - 1];
  return (
    <div className="space-y-4">
      <FactList
        facts={[
          { label: "League titles", value: String(titles.length) },
          { label: "First", value: titleLabel(first) },
          { label: "Most Recent", value: titleLabel(latest) },
        ]}
      />
      <div>
        <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">All Championships</h3>
        <ul className="flex flex-wrap gap-2">
          {chronological.map((title) => (
            <li key={title.id}>
              <Link
                to={titleHref(title)}
                className="inline-flex rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-950 ring-1 ring-amber-200 hover:bg-amber-100"
              >
                {titleLabel(title)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function TeamOverview({
  team,
  titles,
  stats,
  seasonLabel,
  latestSeasonLink,
}: {
  team: TeamDetail;
  titles: Array<TeamChampionship>;
  stats: TeamStats | null;
  seasonLabel: (year: number) => string;
  latestSeasonLink: string | null;
}) {
  const location = teamLocation(team) || NOT_AVAILABLE;
  const seasonsHeld = stats ? seasonsInOurDataLabel(stats, seasonLabel) : NOT_AVAILABLE;
  const formerNames = team.eras.filter((era) => era.name !== team.name);
  const latest = stats?.season ?? null;
  const latestRecord = stats?.record
    ? (stats.record.record_line ?? recordLabel(stats.record.wins, stats.record.losses, stats.record.ties))
    : stats?.published_record
      ? recordLabel(stats.published_record.wins, stats.published_record.losses, stats.published_record.ties, stats.published_record.ot_losses)
      : null;

  const summaryParts: Array<string> = [];
  summaryParts.push(
    `The ${team.name}${team.city ? ` of ${teamLocation(team)}` : ""} ${team.founded_year !== null ? `were founded in ${team.founded_year}` : "are a"}${
      team.founded_year !== null ? "" : ` ${team.sport.name.toLowerCase()} team`
    }${team.league ? ` and play in the ${team.league.name}` : ""}.`,
  );
  if (stats && stats.years_active > 0) {
    summaryParts.push(`Our records cover ${seasonsHeld}.`);
  }
  summaryParts.push(
    titles.length > 0
      ? `They have won ${team.championships_won} ${team.championships_won === 1 ? "championship" : "championships"}, most recently in ${team.last_championship_label ?? titles[0].season_label}.`
      : "They have not won a championship in our records.",
  );
  if (formerNames.length > 0) {
    summaryParts.push(
      `The franchise has also played as ${formerNames
        .map((era) => era.name)
        .filter((name, i, all) => all.indexOf(name) === i)
        .join(", ")}.`,
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <Panel title="Franchise Summary">
          <p className="leading-relaxed text-slate-800">{summaryParts.join(" ")}</p>
        </Panel>
        <Panel title="Team Information">
          <FactList
            facts={[
              { label: "Location", value: location },
              { label: "Home Stadium", value: team.home_venue?.name ?? NOT_AVAILABLE },
              { label: "Conference", value: team.conference?.name ?? NOT_AVAILABLE },
              { label: "Division", value: team.division?.name ?? NOT_AVAILABLE },
              { label: "Founded", value: foundedLabel(team) },
              ...(team.first_league_season !== null
                ? [{ label: `First ${team.league.abbreviation} season`, value: seasonLabel(team.first_league_season) }]
                : []),
              { label: "Seasons in our data", value: seasonsHeld },
            ]}
          />
        </Panel>
        <Panel title="Championship History">
          <ChampionshipHistory titles={titles} />
        </Panel>
        <Panel title="Franchise History">
          <FranchiseHistory eras={team.eras} currentSlug={null} />
        </Panel>
      </div>
      <div className="space-y-6">
        <Panel title="Quick Facts">
          <FactList
            facts={[
              { label: "League", value: team.league?.name ?? NOT_AVAILABLE },
              { label: "Abbreviation", value: team.abbreviation ?? NOT_AVAILABLE },
              { label: "Seasons in our data", value: String(team.seasons_count) },
              { label: "Championships", value: String(team.championships_won) },
              ...(latest ? [{ label: "Latest Season", value: `${latest.label}${latestRecord ? ` (${latestRecord})` : ""}` }] : []),
            ]}
          />
        </Panel>
        <Panel title="Home Venue">
          {team.home_venue ? <FactList facts={venueFacts(team)} /> : <p className="text-slate-700">No home venue is recorded for this team.</p>}
        </Panel>
        <div className="rounded-2xl border border-primary-200 bg-primary-50 p-5 text-primary-950">
          <h2 className="font-bold">Explore the seasons</h2>
          <p className="mt-1 text-sm">Pick a season under Available Seasons to see its roster, statistics and full schedule with results.</p>
          {latestSeasonLink ? (
            <Link to={latestSeasonLink} className="mt-3 inline-flex font-semibold text-primary-800 underline underline-offset-2">
              Go to the latest season
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
