// Site search ('Search'): one box in the header, results grouped by teams (every era's name), players,
// coaches, championships and seasons, each a link. A sport site searches its own sport.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { pageHeaders } from "~/.server/cache-headers";
import { loadPage } from "~/.server/page-errors";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { FilterForm, SearchField } from "~/components/kit/FilterForm";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { useRouteLoading } from "~/components/kit/useRouteLoading";
import { EmptyState } from "~/components/ui/EmptyState";
import { LoadingIndicator } from "~/components/ui/LoadingIndicator";
import { SEARCH_GROUP_LIMIT } from "@api/model/search";
import { routeMeta } from "~/lib/meta";
import { canonicalSearch } from "~/lib/url-state";
import { fields, parseSearch } from "~/lib/url-params";

export const headers = pageHeaders;

const MIN_LENGTH = 2;
const searchParams = z.object({ q: fields.text() });

type Hit = { href: string; name: string; detail: string };
/** A group of results; `more` links to the full list where the group holds only its first hits. */
type Group = { id: string; title: string; hits: Array<Hit>; best: number; more: { href: string; label: string } | null };

/** The best rank in a group (0 exact, 1 prefix, 2 inside): the group with the closest match is shown first. */
function bestRank(hits: ReadonlyArray<{ rank: number }>): number {
  return hits.reduce((best, hit) => Math.min(best, hit.rank), 3);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { q } = parseSearch(searchParams, url.searchParams);
  const api = sportsApi(request, requestSite(request));
  if (q.length < MIN_LENGTH) {
    return data({ q, groups: [] as Array<Group>, canonical: canonicalSearch({ q }) }, { headers: { "Cache-Control": api.client.cacheControl() } });
  }
  return loadPage(async () => {
    const found = await api.search(q);
    // A full group (as many as the API gives) links to the directory that pages through every match.
    const more = (hits: ReadonlyArray<unknown>, path: string, label: string) =>
      hits.length >= SEARCH_GROUP_LIMIT ? { href: `${path}?q=${encodeURIComponent(q)}`, label } : null;
    const groups: Array<Group> = [
      // "Yankees 1998": the team-season page, first among equals.
      {
        id: "team-seasons",
        title: "Team seasons",
        best: bestRank(found.team_seasons),
        more: null,
        hits: found.team_seasons.map((season) => ({
          href: `/teams/${season.slug}/${season.start_year}`,
          name: `${season.label} ${season.name}`,
          detail: season.league,
        })),
      },
      {
        id: "titles",
        title: "Titles",
        best: bestRank(found.titles),
        more: null,
        hits: found.titles.map((title) => ({
          href: `/seasons/${title.slug}`,
          name: title.name,
          detail: [
            title.label,
            title.winner_name
              ? `${title.winner_name}${title.score ? ` ${title.score}` : ""}${title.runner_up_name ? ` over ${title.runner_up_name}` : ""}`
              : null,
          ]
            .filter(Boolean)
            .join(" · "),
        })),
      },
      {
        id: "teams",
        title: "Teams",
        best: bestRank(found.teams),
        more: more(found.teams, "/teams", "All matching teams"),
        hits: found.teams.map((team) => ({
          href: `/teams/${team.slug}`,
          name: team.name,
          detail: [team.matched_name !== team.name ? `as ${team.matched_name}` : null, team.league].filter(Boolean).join(" · "),
        })),
      },
      {
        id: "players",
        title: "Players",
        best: bestRank(found.players),
        more: more(found.players, "/players", "All matching players"),
        hits: found.players.map((player) => ({
          href: `/players/${player.slug}`,
          name: player.name,
          detail: [player.position, player.league, yearsLabel(player.first_season, player.last_season)].filter(Boolean).join(" · "),
        })),
      },
      {
        id: "coaches",
        title: "Coaches",
        best: bestRank(found.coaches),
        more: more(found.coaches, "/coaches", "All matching coaches"),
        hits: found.coaches.map((coach) => ({ href: `/coaches/${coach.slug}`, name: coach.name, detail: coach.league })),
      },
      {
        id: "championships",
        title: "Championships",
        best: bestRank(found.championships),
        more: null,
        hits: found.championships.map((championship) => ({
          href: `/championships/${championship.slug}`,
          name: championship.name,
          detail: championship.league,
        })),
      },
      {
        id: "pages",
        title: "Record book",
        best: bestRank(found.pages),
        more: null,
        hits: found.pages.map((hit) => ({ href: hit.path, name: hit.name, detail: hit.detail })),
      },
      {
        id: "seasons",
        title: "Seasons",
        best: bestRank(found.seasons),
        more: null,
        hits: found.seasons.map((season) => ({ href: `/seasons/${season.slug}`, name: season.name, detail: season.league })),
      },
    ];
    // The group with the closest match first (a stable sort keeps the order above between equals).
    groups.sort((a, b) => a.best - b.best);
    return data(
      { q, groups: groups.filter((group) => group.hits.length > 0), canonical: canonicalSearch({ q }) },
      { headers: { "Cache-Control": api.client.cacheControl() } },
    );
  });
}

function yearsLabel(first: number | null, last: number | null): string | null {
  if (first === null) return null;
  return last === null || last === first ? String(first) : `${first}-${last}`;
}

export const meta = routeMeta<{ q: string; canonical: string }>(({ data: page }) => ({
  title: page.q ? `Search: ${page.q}` : "Search",
  description: "Find any team (by any name it has had), player, coach, championship, title or season.",
  canonicalSearch: page.canonical,
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "Search",
  failure: { title: "Search failed" },
  notFound: { title: "Not Found", message: "The page you are looking for does not exist.", backTo: "/", backLabel: "Go to Home" },
});

export default function SearchPage() {
  const page = useLoaderData<typeof loader>();
  const loading = useRouteLoading();
  const total = page.groups.reduce((sum, group) => sum + group.hits.length, 0);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Search</h1>
        <p className="mt-1 text-slate-700">
          Teams under every name they have had, players, coaches, championships, titles (by edition or year), seasons and the record book (leaders, awards,
          records, on this day).
        </p>
      </header>
      <FilterForm action="/search" label="Search the site">
        <SearchField name="q" label="Search" value={page.q} placeholder="Seattle SuperSonics, Gretzky, Stanley Cup..." />
      </FilterForm>
      {loading ? <LoadingIndicator layout="notice" size="sm" showLabel label="Searching..." /> : null}
      {page.q.length < MIN_LENGTH ? (
        <p className="text-slate-700">Type at least {MIN_LENGTH} characters.</p>
      ) : total === 0 ? (
        <EmptyState role="status" title="No results" description={`Nothing matches “${page.q}”. Try another spelling or a shorter name.`} />
      ) : (
        <div className="grid gap-6 md:grid-cols-2" data-testid="search-results">
          {page.groups.map((group) => (
            <section key={group.id} aria-labelledby={`results-${group.id}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 id={`results-${group.id}`} className="text-lg font-bold text-slate-900">
                {group.title}
              </h2>
              <ul className="mt-3 divide-y divide-slate-100">
                {group.hits.map((hit) => (
                  <li key={hit.href} className="py-2">
                    <Link to={hit.href} className="font-semibold text-primary-800 hover:underline">
                      {hit.name}
                    </Link>
                    {hit.detail ? <span className="ml-2 text-sm text-slate-700">{hit.detail}</span> : null}
                  </li>
                ))}
              </ul>
              {group.more ? (
                <Link
                  to={group.more.href}
                  className="mt-2 inline-block text-sm font-semibold text-primary-800 hover:underline"
                  data-testid={`more-${group.id}`}
                >
                  {group.more.label}
                </Link>
              ) : null}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
