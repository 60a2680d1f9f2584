// The franchise index (as Sports-Reference keeps one per league): every franchise with its first and last
// season, seasons, W, L, T or OTL, win percentage, playoff appearances, titles and its names over time,
// over the seasons of record we hold. The league is a URL parameter (the hub offers every league); the
// table sorts by any column and downloads as CSV, both in the URL.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import { pageHeaders } from "~/.server/cache-headers";
import { loadPage } from "~/.server/page-errors";
import { requestSite } from "~/.server/site.server";
import { sportsApi, type SportsApi } from "~/.server/sports-api.server";
import { CsvLink } from "~/components/kit/CsvLink";
import { RecordsNav } from "~/components/records/RecordsNav";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { SortHeader } from "~/components/kit/SortHeader";
import { useRootData } from "~/components/shell/use-root-data";
import { EmptyState } from "~/components/ui/EmptyState";
import { TableScroll } from "~/components/ui/TableScroll";
import { JsonLdScript } from "~/components/ui/JsonLdScript";
import { csvFilename, type CsvExport } from "~/lib/csv";
import { itemListLd } from "~/lib/json-ld";
import { routeMeta } from "~/lib/meta";
import { scopeText } from "~/lib/record-book";
import { SORT_DIRS, sortBy, type SortKeys } from "~/lib/table-sort";
import { hrefWith } from "~/lib/url-state";
import { fields, parseSearch } from "~/lib/url-params";

export const headers = pageHeaders;

type Franchise = Awaited<ReturnType<SportsApi["franchiseIndex"]>>["results"][number];

const COLUMNS = ["franchise", "from", "to", "seasons", "wins", "losses", "ties", "otl", "pct", "playoffs", "titles"] as const;
type Column = (typeof COLUMNS)[number];

const SORT_KEYS: SortKeys<Franchise, Column> = {
  franchise: (f) => f.name,
  from: (f) => f.first_season,
  to: (f) => f.last_season,
  seasons: (f) => f.seasons,
  wins: (f) => f.wins,
  losses: (f) => f.losses,
  ties: (f) => f.ties,
  otl: (f) => f.ot_losses,
  pct: (f) => f.win_percentage,
  playoffs: (f) => f.playoffs,
  titles: (f) => f.titles,
};

const filtersSchema = z.object({
  league: fields.token(),
  sort: fields.oneOf<Column | "">(["", ...COLUMNS], ""),
  dir: fields.oneOf(SORT_DIRS, "desc"),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const filters = parseSearch(filtersSchema, url.searchParams);
  return loadPage(async () => {
    const answer = await api.franchiseIndex({ league: filters.league });
    const league = answer.leagues.find((l) => l.slug === answer.league?.slug) ?? null;
    const rows = sortBy(answer.results, SORT_KEYS, filters.sort, filters.dir);
    const title = league ? `${league.abbreviation} Franchise Index` : "Franchise Index";
    return data(
      {
        title,
        filters: { ...filters, league: league?.slug ?? "" },
        leagues: answer.leagues,
        league,
        scope: scopeText(league?.scope ?? null),
        // Ties and overtime losses are shown where the league has any.
        showTies: rows.some((r) => r.ties > 0),
        showOtl: rows.some((r) => r.ot_losses > 0),
        rows,
      },
      { headers: { "Cache-Control": api.client.cacheControl() } },
    );
  });
}

type PageData = Awaited<ReturnType<typeof loader>>["data"];

/** A franchise's names, each once in the order first taken: shown only when it had more than one. */
function distinctNames(franchise: Franchise): Array<string> {
  return [...new Set(franchise.names.map((n) => n.name))];
}

function namesText(franchise: Franchise): string {
  return franchise.names.map((n) => `${n.name} (${n.first_season ?? "?"}-${n.last_season ?? ""})`).join("; ");
}

export const csvTable: CsvExport<PageData> = (page) => {
  return {
    filename: csvFilename("franchises", page.filters.league, page.filters.sort, page.filters.sort ? page.filters.dir : null),
    columns: [
      { key: "franchise", label: "Franchise" },
      { key: "from", label: "From" },
      { key: "to", label: "To" },
      { key: "seasons", label: "Seasons" },
      { key: "wins", label: "W" },
      { key: "losses", label: "L" },
      { key: "ties", label: "T" },
      { key: "otl", label: "OTL" },
      { key: "pct", label: "W-L%" },
      { key: "playoffs", label: "Playoffs" },
      { key: "titles", label: "Titles" },
      { key: "names", label: "Names" },
    ],
    rows: page.rows.map((f) => ({
      franchise: f.name,
      from: f.first_label,
      to: f.last_label,
      seasons: f.seasons,
      wins: f.wins,
      losses: f.losses,
      ties: f.ties,
      otl: f.ot_losses,
      pct: f.win_percentage.toFixed(3),
      playoffs: f.playoffs,
      titles: f.titles,
      names: namesText(f),
    })),
  };
};

export const meta = routeMeta<PageData>(({ data: page }) => ({
  title: page.title,
  description: `Every franchise${page.league ? ` of the ${page.league.name}` : ""}${page.scope ? `, ${page.scope}` : ""}: seasons, wins, losses, win percentage, playoff appearances, titles and names over time.`,
  keywords: ["franchise index", "franchise history", "all-time records"],
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "Franchise Index",
  failure: { title: "Failed to load the franchise index" },
  notFound: { title: "Not Found", message: "We hold no franchise index for that league on this site.", backTo: "/franchises", backLabel: "Back to Franchises" },
});

function pct(value: number): string {
  return value.toFixed(3).replace(/^0/, "");
}

export default function FranchisesPage() {
  const page = useLoaderData<typeof loader>();
  const location = useLocation();
  const { filters } = page;
  const origin = useRootData()?.site.origin ?? null;
  const header = (column: Column, label: string, firstDir: "asc" | "desc" = "desc") => (
    <SortHeader column={column} label={label} sort={filters.sort} dir={filters.dir} firstDir={firstDir} />
  );
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <RecordsNav />
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{page.title}</h1>
        <p className="mt-2 text-slate-700" data-testid="list-scope">
          {page.scope ? `Seasons of record we hold: ${page.scope}` : "We hold no seasons of record for this league."}
        </p>
      </header>
      {page.leagues.length > 1 ? (
        <nav aria-label="League" className="flex flex-wrap gap-2">
          {page.leagues.map((option) => (
            <Link
              key={option.slug}
              to={hrefWith(location.search, { league: option.slug }, { pathname: "/franchises" })}
              aria-current={option.slug === filters.league ? "page" : undefined}
              preventScrollReset
              className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${option.slug === filters.league ? "bg-primary-600 text-white ring-primary-600" : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50"}`}
            >
              {option.abbreviation}
            </Link>
          ))}
        </nav>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700" data-testid="list-count">{`${page.rows.length} ${page.rows.length === 1 ? "franchise" : "franchises"}`}</p>
        {page.rows.length > 0 ? <CsvLink /> : null}
      </div>
      {page.rows.length === 0 ? (
        <EmptyState role="status" title="No franchises to show" />
      ) : (
        <TableScroll className="rounded-xl border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="franchise-table">
            <caption className="sr-only">{page.title}</caption>
            <thead className="bg-slate-50">
              <tr>
                {header("franchise", "Franchise", "asc")}
                {header("from", "From", "asc")}
                {header("to", "To")}
                {header("seasons", "Seasons")}
                {header("wins", "W")}
                {header("losses", "L")}
                {page.showTies ? header("ties", "T") : null}
                {page.showOtl ? header("otl", "OTL") : null}
                {header("pct", "W-L%")}
                {header("playoffs", "Playoffs")}
                {header("titles", "Titles")}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {page.rows.map((f) => (
                <tr key={f.slug} data-testid="franchise-row">
                  <td className="px-3 py-2">
                    <a href={`/teams/${f.slug}`} className="font-semibold text-primary-700 hover:underline">
                      {f.name}
                    </a>
                    {distinctNames(f).length > 1 ? <span className="block text-xs text-slate-600">{distinctNames(f).join(" · ")}</span> : null}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{f.first_label}</td>
                  <td className="px-3 py-2 tabular-nums">{f.last_label}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{f.seasons}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{f.wins.toLocaleString("en-US")}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{f.losses.toLocaleString("en-US")}</td>
                  {page.showTies ? <td className="px-3 py-2 text-right tabular-nums">{f.ties}</td> : null}
                  {page.showOtl ? <td className="px-3 py-2 text-right tabular-nums">{f.ot_losses}</td> : null}
                  <td className="px-3 py-2 text-right tabular-nums">{pct(f.win_percentage)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{f.playoffs}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{f.titles}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {origin && page.rows.length > 0 ? (
        <JsonLdScript
          data={itemListLd(
            page.title,
            page.rows.map((f) => ({ name: f.name, path: `/teams/${f.slug}` })),
            origin,
          )}
        />
      ) : null}
    </div>
  );
}
