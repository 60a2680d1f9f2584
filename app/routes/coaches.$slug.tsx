// One coach: breadcrumb, header card, four stats, three sections (Personal Information, Career
// Information, Coaching History; one open at a time in `section`, none open at first: decision note
// 0041) and the Achievements & Awards card, always open.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { pageHeaders } from "~/.server/cache-headers";
import { loadPage, notFound } from "~/.server/page-errors";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { Facts } from "~/components/people/Facts";
import { Section } from "~/components/people/Section";
import { Badge } from "~/components/ui/Badge";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { LoadingIndicator } from "~/components/ui/LoadingIndicator";
import { Tile, TileGrid } from "~/components/ui/Tile";
import { routeMeta } from "~/lib/meta";
import { formatCount, recordText } from "~/lib/people-format";
import type { CoachDetail } from "~/components/people/types";
import { isSport } from "@core/sports";
import { seasonLabel } from "@core/seasons";

export const headers = pageHeaders;

/** No section is open until the fan opens one (decision note 0041). */
export const DEFAULT_COACH_SECTION = null;
export const NO_AWARDS = "Achievements and awards will be displayed here once available.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const slug = params.slug ?? "";
  if (slug === "") notFound("Coach slug is required");
  return loadPage(async () => {
    const coach = await api.coach(slug);
    // A sport site shows its own sport's coaches only.
    if (site.sport !== null && coach.sport.slug !== site.sport) notFound("Coach not found.");
    return data({ coach }, { headers: { "Cache-Control": api.client.cacheControl() } });
  });
}

type MetaData = { coach: { person: { full_name: string }; title: string; league: { name: string } } };

export const meta = routeMeta<MetaData>(({ data: { coach } }) => ({
  title: coach.person.full_name,
  description: `${coach.person.full_name}, ${coach.league.name} ${coach.title.toLowerCase()}: record, playoff record, championships and coaching history.`,
}));

export const ErrorBoundary = routeErrorBoundary({
  notFound: { title: "Coach Not Found", message: "We couldn't find details for this coach.", backTo: "/coaches", backLabel: "Back to Coaches" },
  failure: { title: "Error Loading Coaches" },
});

function HeadCoachIcon({ head }: { head: boolean }) {
  return (
    <span
      role="img"
      aria-label={head ? "Head coach" : "Assistant coach"}
      className="flex h-14 w-14 items-center justify-center rounded-full bg-white/15 text-2xl"
    >
      {head ? "📣" : "📋"}
    </span>
  );
}

export default function CoachPage() {
  const { coach } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  const loadingOther =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/coaches/") && navigation.location.pathname !== location.pathname;
  const person = coach.person;
  const record = coach.career_record;
  const title = coach.title || "Coach";
  const specialization = coach.specialization ?? "General";
  // An age only for the known living; the dead their death date and age at death; else nothing (core/coverage.ts).
  const age =
    person.age !== null
      ? `Age ${person.age}`
      : person.death_date
        ? `Died ${person.death_date}${person.age_at_death !== null ? `, aged ${person.age_at_death}` : ""}`
        : null;
  const sources = coach.record_sources ?? [];
  const playoffs = record.playoff_wins + record.playoff_losses > 0 ? recordText(record.playoff_wins, record.playoff_losses) : null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      {loadingOther ? <LoadingIndicator label="Loading coach details..." showLabel /> : null}
      <Breadcrumb items={[{ label: "All Coaches", to: "/coaches" }, { label: person.full_name || "Coach Details" }]} className="mb-4" />
      <header className="flex items-start gap-4 rounded-xl bg-primary-700 p-6 text-white shadow">
        <HeadCoachIcon head={coach.is_head_coach} />
        <div>
          <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight">
            {person.full_name}
            {coach.is_active ? (
              <span role="img" aria-label="Active" className="text-green-300">
                ✔
              </span>
            ) : null}
          </h1>
          <p className="mt-1 text-primary-100">
            {[coach.current_team?.name, title, specialization === title ? null : specialization, age].filter(Boolean).join(" · ")}
          </p>
        </div>
      </header>

      <CoachEssentials coach={coach} playoffs={playoffs} />

      <TileGrid className="my-6 lg:grid-cols-4" label="Coach summary">
        <Tile label="Years of Experience" value={formatCount(coach.years_experience)} />
        <Tile label="Coach Type" value={coach.is_head_coach ? "Head" : "Assistant"} />
        <Tile
          label="Career Record"
          value={recordText(record.wins, record.losses, record.ties)}
          hint={[
            record.label,
            playoffs ? `Playoffs ${playoffs}${record.playoff_record_complete ? "" : " (partial: some playoff seasons have no games in our data)"}` : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        />
        <Tile label="Status" value={coach.status_label} />
      </TileGrid>

      <div className="space-y-4">
        <Section id="personal" title="Personal Information" fallback={DEFAULT_COACH_SECTION}>
          <Facts
            items={[
              ["Full name", person.full_name],
              ["Birth date", person.birth_date],
              ["Birth place", [person.birth_city, person.birth_state].filter(Boolean).join(", ") || null],
              ...(person.death_date ? [["Died", person.death_date] as [string, string]] : []),
              ["College", person.college],
            ]}
          />
        </Section>
        <Section id="career" title="Career Information" fallback={DEFAULT_COACH_SECTION}>
          <Facts
            items={[
              // A job, not a title won: "Last position in our data: Head Coach" (issue 32).
              [coach.is_active ? "Current position" : "Last position in our data", title],
              ...(specialization === title ? [] : [["Specialization", specialization] as [string, string]]),
              ["Years of experience", formatCount(coach.years_experience)],
              ["Coach type", coach.is_head_coach ? "Head Coach" : "Assistant Coach"],
              ["Regular season", `${recordText(record.wins, record.losses, record.ties)} (${(record.win_percentage * 100).toFixed(1)}%)`],
              ["Record covers", record.label],
              // Where each season's record comes from, where it matters: the games he managed, or a source's season totals (decision 0182).
              ...(sources.length > 1 || sources.some((source) => source.label.startsWith("games managed"))
                ? [["Season records from", sources.map((source) => `${source.label}: ${source.seasons}`).join("; ")] as [string, string]]
                : []),
              ["Status", coach.status_label],
              ["Playoffs", playoffs ? `${playoffs}${record.playoff_record_complete ? "" : " (partial)"}` : "0-0"],
              ...(coach.championships_won > 0 ? [["Championships won", formatCount(coach.championships_won)] as [string, string]] : []),
            ]}
          />
          <h3 className="mt-4 font-semibold text-slate-900">Previous teams</h3>
          {coach.previous_teams.length === 0 ? (
            <p className="text-sm text-slate-700">None</p>
          ) : (
            <ul className="mt-1 flex flex-wrap gap-2">
              {coach.previous_teams.map((team) => (
                <li key={team.slug}>
                  <Link to={`/teams/${team.slug}`} className="text-sm text-primary-800 hover:underline">
                    {team.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section id="history" title="Coaching History" fallback={DEFAULT_COACH_SECTION}>
          {coach.coaching_history.length === 0 ? (
            <p className="text-slate-700">No coaching history available</p>
          ) : (
            <ol className="space-y-3">
              {coach.coaching_history.map((entry) => (
                <li key={`${entry.team_slug}-${entry.start_year}`} className="rounded-lg border border-slate-200 p-3">
                  <p className="font-semibold text-slate-900">
                    <Link to={`/teams/${entry.team_slug}/${entry.start_year}`} className="hover:underline">
                      {entry.team_name}
                    </Link>
                    {entry.is_active ? (
                      <span className="ml-2">
                        <Badge tone="success">Current</Badge>
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-700">{`${entry.start_year} - ${entry.end_year ?? "Present"} · ${jobLabel(entry.title, entry.is_head_coach)}`}</p>
                </li>
              ))}
            </ol>
          )}
        </Section>
      </div>

      <section className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="awards-heading">
        <h2 id="awards-heading" className="text-lg font-bold text-slate-900">
          Achievements &amp; Awards
        </h2>
        {coach.awards.length === 0 ? (
          <p className="mt-2 text-slate-700">{NO_AWARDS}</p>
        ) : (
          <ul className="mt-2 grid gap-1 text-sm text-slate-800 sm:grid-cols-2">
            {coach.awards.map((award) => (
              <li key={`${award.name}-${award.year}`}>{`${award.name} (${award.season_label})`}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A job as its title says it: "Manager", "Head Coach"; "Head Coach" added only to a title that does not say it. */
function jobLabel(title: string, isHeadCoach: boolean): string {
  return isHeadCoach && !/head coach|manager/i.test(title) ? `${title} (Head Coach)` : title;
}

/** Born, died, teams coached with their seasons, record and titles: in view without a click (the sections below fold). */
function CoachEssentials({ coach, playoffs }: { coach: CoachDetail; playoffs: string | null }) {
  const person = coach.person;
  const record = coach.career_record;
  const sport = isSport(coach.sport.slug) ? coach.sport.slug : null;
  const span = (first: number, last: number | null) =>
    last === null
      ? `${seasonLabel(first, sport)} on`
      : first === last
        ? seasonLabel(first, sport)
        : `${seasonLabel(first, sport)} to ${seasonLabel(last, sport)}`;
  const teams = coach.coaching_history.map((entry) => `${entry.team_name} ${span(entry.start_year, entry.end_year)}`).join(" · ");
  const pct = record.wins + record.losses > 0 ? ` (${(record.win_percentage * 100).toFixed(1)}%)` : "";
  const last = coach.titles.at(-1);
  const items: Array<[string, string | null]> = [
    ["Born", [person.birth_date, person.birth_place].filter(Boolean).join(", ") || null],
    ["Died", person.death_date ? `${person.death_date}${person.age_at_death !== null ? ` (aged ${person.age_at_death})` : ""}` : null],
    ["Teams", teams || null],
    [
      "Record",
      record.wins + record.losses + record.ties > 0
        ? `${recordText(record.wins, record.losses, record.ties)}${pct} · ${record.label}${playoffs ? ` · playoffs ${playoffs}${record.playoff_record_complete ? "" : " (partial)"}` : ""}`
        : null,
    ],
    [
      "Titles",
      coach.titles.length > 0 ? `${formatCount(coach.titles.length)}: ${coach.titles.map((t) => `${t.season_label} ${t.championship}`).join(", ")}` : null,
    ],
    ["Last title in our data", last ? `${last.season_label} ${last.championship}${last.team.name ? ` (${last.team.name})` : ""}` : null],
  ];
  return (
    <section aria-label="Essentials" className="mt-4 rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm" data-testid="coach-essentials">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {items
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label} className={label === "Teams" || label === "Titles" || label === "Record" ? "sm:col-span-2" : undefined}>
              <dt className="inline font-semibold text-slate-700">{`${label}: `}</dt>
              <dd className="inline text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
