// The team page header: breadcrumb, abbreviation badge, name, sport, conference, division, founded and titles.
import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/Badge";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { championshipsWon, foundedLabel, headerAbbreviation, NOT_AVAILABLE } from "~/lib/team-labels";
import type { TeamDetail } from "./types";

export function TeamHeader({
  team,
  displayName,
  abbreviation,
  seasonLabel,
}: {
  team: TeamDetail;
  /** The name the team played under (a season's era name on a team-year page). */
  displayName: string;
  abbreviation: string | null;
  seasonLabel: string | null;
}) {
  const titles = championshipsWon(team);
  const facts: Array<{ label: string; value: string }> = [
    { label: "Conference", value: team.conference?.name ?? NOT_AVAILABLE },
    { label: "Division", value: team.division?.name ?? NOT_AVAILABLE },
    { label: "Founded", value: foundedLabel(team) },
    { label: "Championships", value: String(titles) },
    { label: "Last Title", value: team.last_championship_label ?? "None" },
  ];
  return (
    <header className="rounded-2xl bg-gradient-to-br from-primary-800 to-primary-950 p-6 text-white shadow-lg sm:p-8">
      <Breadcrumb
        tone="onDark"
        className="mb-4"
        items={[
          { label: "All Teams", to: "/teams" },
          ...(seasonLabel ? [{ label: team.name, to: `/teams/${team.slug}` }, { label: seasonLabel }] : [{ label: team.name }]),
        ]}
      />
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="flex h-20 w-20 shrink-0 items-center justify-center rounded-2xl bg-white text-2xl font-extrabold text-primary-900 shadow"
        >
          {headerAbbreviation({ name: displayName, abbreviation })}
        </span>
        <div className="min-w-0">
          <div className="mb-2 flex flex-wrap gap-2">
            <Badge tone="primary">{team.sport.name}</Badge>
            {team.league ? <Badge tone="neutral">{team.league.abbreviation || team.league.name}</Badge> : null}
          </div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {displayName}
            {seasonLabel ? <span className="ml-3 text-2xl font-bold text-primary-100">{seasonLabel}</span> : null}
          </h1>
          {displayName !== team.name ? (
            <p className="mt-1 text-primary-100">
              Franchise today:{" "}
              <Link to={`/teams/${team.slug}`} className="font-semibold text-white underline underline-offset-2">
                {team.name}
              </Link>
            </p>
          ) : null}
        </div>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl bg-white/10 px-4 py-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-primary-100">{fact.label}</dt>
            <dd className="mt-1 text-lg font-bold text-white">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
