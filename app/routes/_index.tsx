// The home page: hero, platform statistics counted from the database (never marketing figures: issue 32), features, recent champions, sister sites and a call to action.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { routeMeta } from "~/lib/meta";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { pageHeaders } from "~/.server/cache-headers";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { partialFailure } from "~/.server/page-errors";
import { Badge } from "~/components/ui/Badge";
import { Panel } from "~/components/ui/Panel";
import { Tile, TileGrid } from "~/components/ui/Tile";
import { teamDisplayName } from "~/lib/championship-labels";
import type { loader as rootLoader } from "~/root";
import { TableScroll } from "~/components/ui/TableScroll";

export const headers = pageHeaders;

const RECENT_COUNT = 5;

const FEATURES: Array<{ title: string; text: string; to: string }> = [
  {
    title: "Championship History",
    text: "Every title game and series, with scores, MVPs, venues and the records that still stand.",
    to: "/championships",
  },
  {
    title: "Champions by Year",
    text: "Browse every champion year by year, search by team, city or coach, and compare eras.",
    to: "/champions",
  },
  {
    title: "Teams and Seasons",
    text: "Franchise histories, rosters, schedules and season-by-season results for every team.",
    to: "/teams",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const api = sportsApi(request, requestSite(request));
  try {
    const [championships, teams, summary] = await Promise.all([api.championships({ page_size: 1 }), api.teams({ page_size: 1 }), api.championsSummary()]);
    // The newest titles, by season (a season still being decided has only some of its champions).
    const recent = summary.last_year === null ? null : await api.champions({ page_size: 50 });
    return data(
      {
        error: null,
        stats: {
          championships: championships.count,
          teams: teams.count,
          champions: summary.total_championships,
          seasons: summary.years_tracked,
          firstYear: summary.first_year,
          lastYear: summary.last_year,
        },
        recent: (recent?.results ?? [])
          .filter((result) => result.status === "held")
          .slice(0, RECENT_COUNT)
          .map((result) => ({
            id: result.id,
            year: result.season_label,
            team: teamDisplayName(result.team_city, result.team_name),
            teamSlug: result.team_slug,
            championship: result.championship_name,
            championshipSlug: result.championship_slug,
            badge: result.league.abbreviation,
            record: result.record || "W",
          })),
      },
      { headers: { "Cache-Control": api.client.cacheControl() } },
    );
  } catch (error) {
    const failure = partialFailure(error);
    return data({ error: failure.message, stats: null, recent: [] }, failure.init);
  }
}

export const meta = routeMeta(() => ({ title: null }));

export default function HomePage() {
  const page = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const site = root?.site;
  const sisters = (root?.sisterSites ?? []).filter((sister) => sister.id !== site?.id);
  const sisterGroups = [
    { title: "Professional", sites: sisters.filter((sister) => sister.group === "professional") },
    { title: "College", sites: sisters.filter((sister) => sister.group === "college") },
  ];
  const hub = sisters.find((sister) => sister.group === "hub");

  return (
    <div className="space-y-12 pb-12">
      <section className="bg-gradient-to-br from-[var(--color-primary-800,#1e3a8a)] to-[var(--color-primary-600,#2563eb)] px-4 py-16 text-white">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">{site?.name ?? "Championship History"}</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{site?.description}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/championships" className="rounded-lg bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100">
              Browse Championships
            </Link>
            <Link to="/champions" className="rounded-lg border border-white/70 px-4 py-2 font-semibold text-white hover:bg-white/10">
              See Every Champion
            </Link>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-12 px-4">
        <section aria-labelledby="platform-statistics">
          <h2 id="platform-statistics" className="mb-1 text-2xl font-bold text-slate-900">
            Platform Statistics
          </h2>
          <p className="mb-4 text-sm text-slate-600">Counted from the data we hold for this site.</p>
          {page.stats ? (
            <TileGrid label="Platform statistics" className="md:grid-cols-4">
              <Tile label="Championships" value={page.stats.championships.toLocaleString("en-US")} />
              <Tile label="Teams" value={page.stats.teams.toLocaleString("en-US")} />
              <Tile label="Champions" value={page.stats.champions.toLocaleString("en-US")} />
              <Tile
                label="Seasons of champions"
                value={page.stats.seasons.toLocaleString("en-US")}
                hint={page.stats.firstYear !== null && page.stats.lastYear !== null ? `${page.stats.firstYear} to ${page.stats.lastYear}` : undefined}
              />
            </TileGrid>
          ) : (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
              {`Statistics are unavailable right now: ${page.error}`}
            </p>
          )}
        </section>

        <section aria-labelledby="features">
          <h2 id="features" className="mb-4 text-2xl font-bold text-slate-900">
            Explore the History
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {FEATURES.map((feature) => (
              <li key={feature.title}>
                <Link to={feature.to} className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:shadow-md">
                  <h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
                  <p className="mt-2 text-sm text-slate-600">{feature.text}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <Panel title="Recent Champions">
          {page.recent.length === 0 ? (
            <p role="status" className="text-slate-600">
              Loading championship data...
            </p>
          ) : (
            <TableScroll>
              <table className="w-full text-left text-sm">
                <caption className="sr-only">The most recent champions</caption>
                <thead className="border-b border-slate-200 text-slate-700">
                  <tr>
                    <th scope="col" className="py-2 pr-4">
                      Year
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Team
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Championship
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      League
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Record
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {page.recent.map((champion) => (
                    <tr key={champion.id}>
                      <td className="py-2 pr-4 text-slate-700">{champion.year}</td>
                      <td className="py-2 pr-4 font-medium text-slate-900">
                        {champion.teamSlug ? (
                          <Link to={`/teams/${champion.teamSlug}`} className="hover:underline">
                            {champion.team}
                          </Link>
                        ) : (
                          champion.team
                        )}
                      </td>
                      <td className="py-2 pr-4 text-slate-700">
                        <Link to={`/championships/${champion.championshipSlug}`} className="hover:underline">
                          {champion.championship}
                        </Link>
                      </td>
                      <td className="py-2 pr-4">
                        <Badge tone="info">{champion.badge}</Badge>
                      </td>
                      <td className="py-2 pr-4 text-slate-700">{champion.record}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </Panel>

        <section aria-labelledby="sister-sites">
          <h2 id="sister-sites" className="mb-4 text-2xl font-bold text-slate-900">
            Our Sports Network
          </h2>
          {hub ? (
            <p className="mb-4">
              <a href={hub.url} className="font-medium text-slate-800 underline underline-offset-2">
                {hub.name}
              </a>
            </p>
          ) : null}
          <div className="grid gap-6 md:grid-cols-2">
            {sisterGroups.map((group) => (
              <div key={group.title}>
                <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">{group.title}</h3>
                <ul className="space-y-1">
                  {group.sites.map((sister) => (
                    <li key={sister.id}>
                      <a href={sister.url} className="text-slate-800 underline-offset-2 hover:underline">
                        {sister.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>

        <section className="rounded-2xl bg-slate-900 px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-bold">Dig Deeper into the Numbers</h2>
          <p className="mx-auto mt-2 max-w-xl text-white/85">Compare eras, dynasties and upsets with our analytics.</p>
          <div className="mt-6">
            <Link to="/analytics" className="inline-flex rounded-lg bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-100">
              Explore Data
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
