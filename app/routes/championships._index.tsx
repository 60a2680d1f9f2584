// The championships list: season, search, sport and active-in-season filters (URL parameters), summary cards and championship cards.
import { SPORTS } from "@core/sports";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { z } from "zod";
import { pageHeaders } from "~/.server/cache-headers";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { pageFailure } from "~/.server/page-errors";
import { DefaultOnCheckbox, FilterForm, SearchField, SelectField } from "~/components/kit/FilterForm";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { useRouteLoading } from "~/components/kit/useRouteLoading";
import { selectedSeason } from "~/.server/selected-season";
import { routeMeta } from "~/lib/meta";
import { fields, parseSearch } from "~/lib/url-params";
import { EmptyState } from "~/components/ui/EmptyState";
import { LoadingIndicator } from "~/components/ui/LoadingIndicator";
import { Tile, TileGrid } from "~/components/ui/Tile";
import { DEFAULT_TROPHY_NAME, yearsOfHistory } from "~/lib/championship-labels";
import type { loader as rootLoader } from "~/root";

export const headers = pageHeaders;

const DEFAULT_CARD_TEXT = "Explore the history, champions and records of this championship.";

const filtersSchema = z.object({
  q: fields.text(),
  sport: z.enum(SPORTS).optional().catch(undefined),
  active: z
    .string()
    .optional()
    .transform((value) => value !== "0")
    .catch(true),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const { season, cookieDependent, fromUrl } = await selectedSeason(request, url);
  const filters = parseSearch(filtersSchema, url.searchParams);
  const sport = site.sport ? undefined : filters.sport;
  const view = { season, seasonFromUrl: fromUrl, q: filters.q, sport: sport ?? "", active: filters.active, showSportFilter: !site.sport };
  try {
    const [list, all] = await Promise.all([
      api.championships({
        season: filters.active ? season : undefined,
        search: filters.q || undefined,
        sport__slug: sport,
        page_size: 200,
      }),
      api.championships({ page_size: 200 }),
    ]);
    const sports = new Map(all.results.map((c) => [c.sport.slug, c.sport.name]));
    const currentYear = new Date().getFullYear();
    return data(
      {
        ...view,
        championships: list.results.map((c) => ({
          id: c.id,
          slug: c.slug,
          name: c.name,
          text: c.description || c.official_name || DEFAULT_CARD_TEXT,
          trophy: c.trophy_name || DEFAULT_TROPHY_NAME,
          firstYear: c.first_year,
          // The first season, labelled the sport's way (1946-47): the championship page's "Founded" is the same.
          since: c.first_season_label,
          lastYear: c.last_year,
          level: c.level.name,
          sport: c.sport.abbreviation,
          sportName: c.sport.name,
        })),
        summary: {
          total: list.count,
          sports: new Set(list.results.map((c) => c.sport.slug)).size,
          years: yearsOfHistory(
            list.results.map((c) => c.first_year),
            currentYear,
          ),
        },
        sportOptions: [...sports].map(([slug, name]) => ({ value: slug, label: name })),
      },
      { headers: { "Cache-Control": api.client.cacheControl({ cookieDependent }) } },
    );
  } catch (error) {
    pageFailure(error);
  }
}

export const meta = routeMeta(() => ({
  title: "Championships",
  description: "Every championship we cover, with its history, trophy, format and most recent champion.",
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "Championships",
  failure: { title: "Error Loading Championships" },
  notFound: { title: "Not Found", message: "The page you are looking for does not exist.", backTo: "/championships", backLabel: "Back to Championships" },
});

export default function ChampionshipsPage() {
  const page = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const loading = useRouteLoading();
  const seasonOptions = root?.season.options ?? [];
  const options = seasonOptions.some((option) => option.year === page.season)
    ? seasonOptions
    : [{ year: page.season, label: String(page.season) }, ...seasonOptions];

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Championships</h1>
        <p className="mt-2 text-slate-600">Every championship we track, with its history and champions.</p>
      </header>

      <FilterForm action="/championships" label="Filter championships">
        <SelectField
          name="season"
          label="Season"
          value={String(page.season)}
          options={options.map((option) => ({ value: String(option.year), label: option.label }))}
        />
        <SearchField name="q" label="Search" value={page.q} placeholder="Search championships or sports..." />
        {page.showSportFilter ? (
          <SelectField name="sport" label="Sport" value={page.sport} options={[{ value: "", label: "All Sports" }, ...page.sportOptions]} />
        ) : null}
        <DefaultOnCheckbox name="active" label="Active in selected season" checked={page.active} />
      </FilterForm>

      {loading ? <LoadingIndicator layout="notice" size="sm" showLabel label="Loading championships..." /> : null}

      <>
        {page.summary ? (
          <TileGrid label="Championship summary" className="md:grid-cols-3">
            <Tile label="Total Championships" value={page.summary.total} />
            <Tile label="Sports Covered" value={page.summary.sports} />
            <Tile label="Years of History" value={`${page.summary.years}+`} />
          </TileGrid>
        ) : null}
        {page.championships.length === 0 ? (
          <EmptyState role="status" title="No Championships Found" description="Try adjusting your search or filters" />
        ) : (
          <ul aria-label="Championships" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.championships.map((championship) => (
              <li key={championship.id}>
                <Link
                  to={`/championships/${championship.slug}`}
                  className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus:outline-none focus-visible:ring-2"
                >
                  <span className="inline-flex w-fit rounded-md bg-slate-800 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
                    {championship.sport}
                  </span>
                  <h2 className="mt-3 text-lg font-semibold text-slate-900">{championship.name}</h2>
                  <p className="mt-1 flex-1 text-sm text-slate-600">{championship.text}</p>
                  <dl className="mt-4 grid grid-cols-1 gap-1 text-sm text-slate-700">
                    <div className="flex gap-2">
                      <dt className="sr-only">Trophy</dt>
                      <dd>
                        <span aria-hidden="true">🏆 </span>
                        {championship.trophy}
                      </dd>
                    </div>
                    <div className="flex gap-2">
                      <dt className="sr-only">First held</dt>
                      <dd>{`Since ${championship.since}`}</dd>
                    </div>
                    <div className="flex gap-2">
                      <dt className="sr-only">Level</dt>
                      <dd>{championship.level}</dd>
                    </div>
                  </dl>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </>
    </div>
  );
}
