// One player: header (jersey, name, position, age for the living, draft, status) and four sections,
// one open at a time in the `section` parameter (Career Statistics by default).
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { boxScoreBound, boxScoreSeasons } from "@core/box-scores";
import { pageHeaders } from "~/.server/cache-headers";
import { loadPage, notFound } from "~/.server/page-errors";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { Facts } from "~/components/people/Facts";
import { PostseasonTables } from "~/components/people/PostseasonTables";
import { Section } from "~/components/people/Section";
import { StatTables } from "~/components/people/StatTables";
import type { PlayerDetail } from "~/components/people/types";
import { Badge } from "~/components/ui/Badge";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { routeMeta } from "~/lib/meta";
import { draftText, formatCount, formatKnownCount } from "~/lib/people-format";
import { fields, parseSearch } from "~/lib/url-params";
import { isSport } from "@core/sports";
import { seasonLabel } from "@core/seasons";
import { STAT_FIGURES, type StatFigures } from "~/lib/people-stat-columns";

export const headers = pageHeaders;

export const PLAYER_SECTIONS = ["personal", "career", "stats", "awards"] as const;
export const DEFAULT_PLAYER_SECTION = "stats";

const pageParams = z.object({
  section: fields.oneOf([...PLAYER_SECTIONS, "none"], DEFAULT_PLAYER_SECTION),
  // Basketball's figures a game first; `figures=totals` shows the season totals.
  figures: fields.oneOf<StatFigures>(STAT_FIGURES, "per_game"),
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const slug = params.slug ?? "";
  // The spec's message for a missing slug; a route without one never reaches here.
  if (slug === "") notFound("Player slug is required");
  const { figures } = parseSearch(pageParams, new URL(request.url).searchParams);
  return loadPage(async () => {
    const player = await api.player(slug);
    // A sport site shows its own sport's players only.
    if (site.sport !== null && player.sport.slug !== site.sport) notFound("Player not found.");
    return data({ player, figures }, { headers: { "Cache-Control": api.client.cacheControl() } });
  });
}

type MetaData = {
  player: {
    person: { full_name: string };
    first_season: number | null;
    last_season: number | null;
    primary_position_name: string | null;
    league: { name: string };
  };
};

export const meta = routeMeta<MetaData>(({ data: { player } }) => {
  const span = player.first_season !== null ? ` (${player.first_season}-${player.last_season ?? ""})` : "";
  return {
    title: player.person.full_name,
    description: `${player.person.full_name}${span}: ${player.primary_position_name ?? player.league.name} career statistics, teams, awards and championships.`,
  };
});

export const ErrorBoundary = routeErrorBoundary({
  notFound: { title: "Player Not Found", message: "We couldn't find details for this player.", backTo: "/players", backLabel: "Back to Players" },
  failure: { title: "Failed to load players data" },
});

/** An age only for the known living; the dead their death date and age at death; else nothing (core/coverage.ts knownLiving). */
function ageText(player: PlayerDetail): string | null {
  const person = player.person;
  if (person.age !== null) return `Age ${person.age}`;
  if (person.death_date) return `Died ${person.death_date}${person.age_at_death !== null ? `, aged ${person.age_at_death}` : ""}`;
  return null;
}

/** Facts whose value our data holds: an unknown death date or age is left out, never shown as N/A. */
const known = (items: Array<[string, string | null]>) => items.filter(([, value]) => value !== null);

/** A link to the game log where we hold his games (NFL 1999-2020, core/box-scores.ts). */
function GameLogLink({ player }: { player: PlayerDetail }) {
  const seasons = boxScoreSeasons(player.league.slug);
  const overlaps =
    seasons && player.first_season !== null && player.first_season <= seasons.last && (player.last_season ?? player.first_season) >= seasons.first;
  if (!seasons || !overlaps) return null;
  return (
    <p className="mt-4 text-sm">
      <Link to={`/players/${player.slug}/game-log`} className="font-semibold text-primary-800 hover:underline" data-testid="game-log-link">
        {`Game log: every game of ${boxScoreBound(seasons)}, with career highs`}
      </Link>
    </p>
  );
}

export default function PlayerPage() {
  const { player, figures } = useLoaderData<typeof loader>();
  const person = player.person;
  const draft = draftText(player.draft_year, player.draft_round, player.draft_pick);
  const facts = [player.primary_position_name, ageText(player), draft ? `Drafted ${draft}` : null].filter(Boolean);
  const sport = player.sport.slug;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumb items={[{ label: "All Players", to: "/players" }, { label: person.full_name }]} className="mb-4" />
      <header className="flex items-start gap-4 rounded-xl bg-primary-700 p-6 text-white shadow">
        {/* The number only where the data has one: no initial standing in for it. */}
        {player.jersey_number ? (
          <span
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-white/15 font-mono text-2xl font-bold"
            data-testid="player-number"
          >
            {`#${player.jersey_number}`}
          </span>
        ) : null}
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">{person.full_name}</h1>
          <p className="mt-1 text-primary-100">{facts.join(" · ")}</p>
          <p className="mt-2 flex flex-wrap gap-2">
            <Badge tone={player.is_active ? "success" : "neutral"}>{player.status}</Badge>
            {player.current_team === null && player.last_team ? (
              <Badge>{`Last team in our data: ${player.last_team.name ?? player.last_team.abbreviation}`}</Badge>
            ) : null}
            <Badge>{player.league.name}</Badge>
          </p>
        </div>
      </header>

      <Essentials player={player} draft={draft} />

      <div className="mt-6 space-y-4">
        <Section id="personal" title="Personal Information" fallback={DEFAULT_PLAYER_SECTION}>
          <Facts
            items={[
              ["Full name", person.full_name],
              ["Born", [person.birth_date, person.birth_place].filter(Boolean).join(", ") || null],
              ...known([
                ["Died", person.death_date],
                ["Age", person.age !== null ? String(person.age) : person.age_at_death !== null ? `${person.age_at_death} at death` : null],
              ]),
              ["College", person.college],
              ["Height", player.height],
              ["Weight", player.weight],
            ]}
          />
        </Section>

        <Section id="career" title="Career Information" fallback={DEFAULT_PLAYER_SECTION}>
          <Facts
            items={[
              ["Position", player.primary_position_name],
              ["Seasons played", player.years_pro !== null ? (player.career_span.through ? player.career_span.label : String(player.years_pro)) : null],
              ["First and last season", player.first_season !== null ? `${player.first_season}-${player.last_season ?? ""}` : null],
              ["Draft", draft],
              ["Status", player.status],
            ]}
          />
          {player.teams.length === 0 ? (
            <p className="mt-4 text-sm text-slate-700">Teams: not in our data (no season of his is in our {player.league.name} data).</p>
          ) : null}
          {player.teams.length > 0 ? (
            <>
              <h3 className="mt-4 font-semibold text-slate-900">Teams</h3>
              <ul className="mt-2 space-y-2">
                {player.teams.map((team) => (
                  <li key={`${team.slug}-${team.first_season}`} className="text-sm text-slate-800">
                    <span className="font-semibold">{team.name ?? team.abbreviation}</span>{" "}
                    <span className="text-slate-700">
                      ({team.first_season === team.last_season ? team.first_season : `${team.first_season}-${team.last_season}`})
                    </span>
                    <span className="ml-2 inline-flex flex-wrap gap-x-2">
                      {team.seasons.map((year) => (
                        <Link key={year} to={`/teams/${team.slug}/${year}`} className="text-primary-800 underline-offset-2 hover:underline">
                          {year}
                        </Link>
                      ))}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Section>

        <Section id="stats" title="Career Statistics" fallback={DEFAULT_PLAYER_SECTION}>
          <StatTables sport={sport} player={player} figures={figures} />
          <PostseasonTables sport={sport} postseason={player.postseason} />
          <GameLogLink player={player} />
        </Section>

        <Section id="awards" title="Awards and Achievements" fallback={DEFAULT_PLAYER_SECTION}>
          <Facts
            items={[
              ["Championships", player.championships_won === null ? "Not known (no roster in our data)" : formatCount(player.championships_won)],
              ["All-Star selections", formatKnownCount(player.all_star_selections, player.coverage.all_stars, player.honours_in_data.all_stars)],
              ["MVP awards", formatKnownCount(player.mvp_awards, player.coverage.mvps, player.honours_in_data.mvps)],
            ]}
          />
          {player.titles.length > 0 ? (
            <>
              <h3 className="mt-4 font-semibold text-slate-900">Titles</h3>
              <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
                {player.titles.map((title) => (
                  <li key={title.season_start_year}>
                    {`${title.season_label} ${title.championship} `}
                    <Link to={`/teams/${title.team.slug}/${title.season_start_year}`} className="text-primary-800 hover:underline">
                      {title.team.name ?? "champion"}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h3 className="mt-4 font-semibold text-slate-900">Awards</h3>
          {player.awards.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">No awards in our data.</p>
          ) : (
            <ul className="mt-2 grid gap-1 text-sm text-slate-800 sm:grid-cols-2">
              {player.awards.map((award) => (
                <li key={`${award.name}-${award.year}`} data-testid="player-award">
                  {`${award.season_label} ${award.name}${award.league ? ` (${award.league})` : ""}`}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  );
}

/** The teams line of the essentials: "Chicago Bulls 1984-85 to 1997-98 · Washington Wizards 2001-02 to 2002-03". */
function teamsLine(player: PlayerDetail): string | null {
  const sport = isSport(player.sport.slug) ? player.sport.slug : null;
  if (player.teams.length === 0) return null;
  return player.teams
    .map((team) => {
      const first = seasonLabel(team.first_season, sport);
      return `${team.name ?? team.abbreviation ?? team.slug} ${team.first_season === team.last_season ? first : `${first} to ${seasonLabel(team.last_season, sport)}`}`;
    })
    .join(" · ");
}

/** Born, died, position, height and weight, college, draft and teams: in view without a click (the sections below fold). */
function Essentials({ player, draft }: { player: PlayerDetail; draft: string | null }) {
  const person = player.person;
  const body = [player.height, player.weight].filter(Boolean).join(", ");
  const items: Array<[string, string | null]> = [
    ["Born", [person.birth_date, person.birth_place].filter(Boolean).join(", ") || null],
    ["Died", person.death_date ? `${person.death_date}${person.age_at_death !== null ? ` (aged ${person.age_at_death})` : ""}` : null],
    ["Position", player.primary_position_name],
    ["Height and weight", body || null],
    ["College", person.college],
    ["Draft", draft],
    ["Teams", teamsLine(player)],
  ];
  return (
    <section aria-label="Essentials" className="mt-4 rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm" data-testid="player-essentials">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {items
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label} className={label === "Teams" ? "sm:col-span-2" : undefined}>
              <dt className="inline font-semibold text-slate-700">{`${label}: `}</dt>
              <dd className="inline text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
