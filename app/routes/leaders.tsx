// Career and single-season leaders per league and statistic (the record book): league, statistic, career
// or season, active players only and a range of seasons are URL parameters; 25 ranks a page to 100. The
// heading states the seasons the list covers and a rate's qualifying minimum.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import { boxScoreSeasons } from "@core/box-scores";
import { LEADER_PAGE_SIZE, LEADER_SPANS } from "@core/record-book";
import type { SingleGameRecords as SingleGameRecordsData } from "@api/model";
import { pageHeaders } from "~/.server/cache-headers";
import { ensurePageInRange, loadPage } from "~/.server/page-errors";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { CsvLink } from "~/components/kit/CsvLink";
import { RecordsNav } from "~/components/records/RecordsNav";
import { FilterForm, SelectField } from "~/components/kit/FilterForm";
import { Pager } from "~/components/kit/Pager";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { useRouteLoading } from "~/components/kit/useRouteLoading";
import { useRootData } from "~/components/shell/use-root-data";
import { EmptyState } from "~/components/ui/EmptyState";
import { TableScroll } from "~/components/ui/TableScroll";
import { JsonLdScript } from "~/components/ui/JsonLdScript";
import { csvFilename, listPaging, type CsvExport } from "~/lib/csv";
import { itemListLd } from "~/lib/json-ld";
import { routeMeta } from "~/lib/meta";
import { scopeText } from "~/lib/record-book";
import { hrefWith, pageCount } from "~/lib/url-state";
import { fields, parseSearch } from "~/lib/url-params";

export const headers = pageHeaders;

const filtersSchema = z.object({
  league: fields.token(),
  stat: fields.token(),
  span: fields.oneOf(LEADER_SPANS, "career"),
  active: fields.oneOf(["", "1"], ""),
  from: fields.year(),
  to: fields.year(),
  page: fields.page(),
});

const SEASON_CHOICES_FROM = 1876;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const filters = parseSearch(filtersSchema, url.searchParams);
  return loadPage(async () => {
    // A range the wrong way round is read as meant.
    const [from, to] =
      filters.from !== undefined && filters.to !== undefined && filters.from > filters.to ? [filters.to, filters.from] : [filters.from, filters.to];
    const answer = await api.leaders({
      league: filters.league,
      statistic: filters.stat,
      span: filters.span,
      active: filters.active === "1" ? "true" : undefined,
      from,
      to,
      ...listPaging(url, filters.page, LEADER_PAGE_SIZE),
    });
    ensurePageInRange(url, filters.page, pageCount(answer.count, LEADER_PAGE_SIZE));
    // The NFL's single-game records from the box scores, below its leaders.
    const singleGame = answer.league && boxScoreSeasons(answer.league.slug) ? await api.singleGameRecords(answer.league.slug) : null;
    const spanWord = filters.span === "career" ? "Career" : "Single-season";
    const title = answer.league && answer.statistic ? `${answer.league.abbreviation} ${spanWord} Leaders: ${answer.statistic.label}` : "Leaders";
    return data(
      {
        title,
        filters: { ...filters, from: from ?? null, to: to ?? null, league: answer.league?.slug ?? "", stat: answer.statistic?.slug ?? "" },
        answer,
        scope: scopeText(answer.scope),
        page: filters.page,
        pageCount: pageCount(answer.count, LEADER_PAGE_SIZE),
        lastYear: new Date().getFullYear(),
        singleGame,
      },
      { headers: { "Cache-Control": api.client.cacheControl() } },
    );
  });
}

type PageData = Awaited<ReturnType<typeof loader>>["data"];

export const csvTable: CsvExport<PageData> = (page) => {
  const career = page.filters.span === "career";
  return {
    filename: csvFilename(
      "leaders",
      page.filters.league,
      page.filters.stat,
      page.filters.span,
      page.filters.from,
      page.filters.to,
      page.filters.active ? "active" : null,
    ),
    columns: [
      { key: "rank", label: "Rank" },
      { key: "player", label: "Player" },
      { key: "value", label: page.answer.statistic?.label ?? "Value" },
      { key: "seasons", label: career ? "Seasons" : "Season" },
      ...(career ? [] : [{ key: "team", label: "Team" }]),
      { key: "active", label: "Active" },
    ],
    rows: page.answer.results.map((row) => ({
      rank: row.rank,
      player: row.player.name,
      value: row.value_text,
      seasons: row.season ? row.season.label : `${row.first_season}-${row.last_season}`,
      team: row.team?.name ?? (row.season ? "Several teams" : ""),
      active: row.is_active ? "yes" : "",
    })),
  };
};

export const meta = routeMeta<PageData>(({ data: page }) => ({
  title: page.title,
  description: page.answer.statistic
    ? `${page.title}${page.scope ? `, ${page.scope}` : ""}${page.answer.statistic.minimum ? ` (${page.answer.statistic.minimum})` : ""}: the top 100, with their seasons.${page.answer.bound ? ` ${page.answer.bound}.` : ""}${page.answer.leagues_counted ? ` ${page.answer.leagues_counted}.` : ""}`
    : "Career and single-season leaders.",
  keywords: ["leaders", "records", "career leaders", "single-season records"],
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "Leaders",
  failure: { title: "Failed to load the leaders" },
  notFound: { title: "Not Found", message: "We hold no such leader list on this site.", backTo: "/leaders", backLabel: "Back to Leaders" },
});

/** The best lines in a game per statistic, each linked to its game's box score, with the seasons they cover. */
function SingleGameRecords({ records }: { records: SingleGameRecordsData }) {
  return (
    <section aria-labelledby="single-game-records" className="space-y-3" data-testid="single-game-records">
      <h2 id="single-game-records" className="text-2xl font-bold text-slate-900">
        {`Single-game records, ${records.bound}`}
      </h2>
      <p className="text-sm text-slate-700">{`The best lines in one game, regular season and playoffs, from the box scores we hold (${records.bound}); games before 1999 are not in our data.`}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {records.lists.map((list) => (
          <TableScroll key={list.stat} className="rounded-xl border border-slate-200 bg-white">
            <table className="min-w-full text-sm" data-testid={`single-game-${list.stat}`}>
              <caption className="px-3 pt-2 text-left font-semibold text-slate-900">{`${list.label}${list.tie_break ? ` (${list.tie_break})` : ""}`}</caption>
              <thead className="text-left text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-1">
                    Rank
                  </th>
                  <th scope="col" className="px-3 py-1">
                    Player
                  </th>
                  <th scope="col" className="px-3 py-1 text-right">
                    {list.label}
                  </th>
                  <th scope="col" className="px-3 py-1">
                    Game
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.rows.map((row) => (
                  <tr key={`${row.game_id}-${row.player.name}`}>
                    <td className="px-3 py-1 tabular-nums">{row.rank}</td>
                    <td className="px-3 py-1">
                      {row.player.slug ? (
                        <a href={`/players/${row.player.slug}`} className="font-semibold text-primary-700 hover:underline">
                          {row.player.name}
                        </a>
                      ) : (
                        row.player.name
                      )}
                    </td>
                    <td className="px-3 py-1 text-right font-semibold tabular-nums">{row.value}</td>
                    <td className="px-3 py-1">
                      <a href={`/scores/${row.game_id}?tab=stats`} className="hover:underline">{`${row.team} v ${row.opponent}, ${row.date}`}</a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ))}
      </div>
    </section>
  );
}

export default function LeadersPage() {
  const page = useLoaderData<typeof loader>();
  const location = useLocation();
  const loading = useRouteLoading();
  const { answer, filters } = page;
  const league = answer.leagues.find((l) => l.slug === filters.league);
  const years = Array.from({ length: page.lastYear - SEASON_CHOICES_FROM + 1 }, (_, i) => String(page.lastYear - i));
  const career = filters.span === "career";
  const origin = useRootData()?.site.origin ?? null;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <RecordsNav />
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{page.title}</h1>
        <p className="mt-2 text-slate-700" data-testid="list-scope">
          {answer.statistic
            ? page.scope
              ? `${page.scope}${answer.statistic.minimum ? ` · ${answer.statistic.minimum}` : ""}${filters.active ? " · active players only" : ""}`
              : "We hold no seasons of this list in the range asked."
            : "We hold no player statistics for this site's leagues."}
        </p>
        {answer.bound ? (
          <p className="mt-1 text-sm text-slate-700" data-testid="list-bound">
            {`${answer.bound}.`}
          </p>
        ) : null}
        {answer.leagues_counted ? (
          <p className="mt-1 text-sm text-slate-700" data-testid="list-leagues">
            {`${answer.leagues_counted}.`}
          </p>
        ) : null}
      </header>

      {answer.leagues.length > 1 ? (
        <nav aria-label="League" className="flex flex-wrap gap-2">
          {answer.leagues.map((option) => (
            <Link
              key={option.slug}
              to={hrefWith(location.search, { league: option.slug, stat: null }, { pathname: "/leaders" })}
              aria-current={option.slug === filters.league ? "page" : undefined}
              preventScrollReset
              className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${option.slug === filters.league ? "bg-primary-600 text-white ring-primary-600" : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50"}`}
            >
              {option.abbreviation}
            </Link>
          ))}
        </nav>
      ) : null}

      {league ? (
        <FilterForm action="/leaders" label="Filter leaders">
          <input type="hidden" name="league" value={filters.league} />
          <SelectField name="stat" label="Statistic" value={filters.stat} options={league.statistics.map((s) => ({ value: s.slug, label: s.label }))} />
          <SelectField
            name="span"
            label="List"
            value={filters.span}
            options={[
              { value: "career", label: "Career" },
              { value: "season", label: "Single season" },
            ]}
          />
          <SelectField
            name="from"
            label="From season"
            value={filters.from === null ? "" : String(filters.from)}
            options={[{ value: "", label: "First held" }, ...years.map((y) => ({ value: y, label: y }))]}
          />
          <SelectField
            name="to"
            label="To season"
            value={filters.to === null ? "" : String(filters.to)}
            options={[{ value: "", label: "Last held" }, ...years.map((y) => ({ value: y, label: y }))]}
          />
          {/* Offered only where the league's player data reaches the season being played (else no one is active). */}
          {answer.active_known || filters.active === "1" ? (
            <label className="flex items-center gap-2 py-2 text-sm font-medium text-slate-700">
              <input type="checkbox" name="active" value="1" defaultChecked={filters.active === "1"} key={filters.active} className="h-4 w-4" />
              Active players only
            </label>
          ) : null}
        </FilterForm>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700" data-testid="list-count">{`${answer.count} ${answer.count === 1 ? "player" : "ranks"} listed`}</p>
        {answer.count > 0 ? <CsvLink /> : null}
      </div>

      <div aria-busy={loading}>
        {answer.results.length === 0 ? (
          filters.active === "1" && !answer.active_known ? (
            <EmptyState
              role="status"
              title="No player known to be active"
              description={`Our ${answer.league?.abbreviation ?? ""} player figures end before the season being played, so we mark no player active. Clear "Active players only" to see every player.`}
            />
          ) : (
            <EmptyState role="status" title="No leaders to show" description="Try another statistic, range of seasons, or all players." />
          )
        ) : (
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="leaders-table">
              <caption className="sr-only">{`${page.title}${page.scope ? `, ${page.scope}` : ""}`}</caption>
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Rank
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Player
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {answer.statistic?.label}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {career ? "Seasons" : "Season"}
                  </th>
                  {career ? null : (
                    <th scope="col" className="px-3 py-2">
                      Team
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {answer.results.map((row) => (
                  <tr key={`${row.player.slug}-${row.season?.start_year ?? "career"}`} data-testid="leader-row">
                    <td className="px-3 py-2 tabular-nums">{row.rank}</td>
                    <td className="px-3 py-2">
                      <a href={`/players/${row.player.slug}`} className="font-semibold text-primary-700 hover:underline">
                        {row.player.name}
                      </a>
                      {row.is_active ? <span className="ml-2 text-xs text-slate-600">active</span> : null}
                    </td>
                    <td className="px-3 py-2 text-right font-semibold tabular-nums" data-testid="leader-value">
                      {row.value_text}
                    </td>
                    <td className="px-3 py-2">
                      {row.season ? (
                        <a href={`/seasons/${row.season.slug}`} className="hover:underline">
                          {row.season.label}
                        </a>
                      ) : (
                        <a href={`/players/${row.player.slug}`} className="hover:underline">{`${row.first_season}-${row.last_season}`}</a>
                      )}
                    </td>
                    {career ? null : (
                      <td className="px-3 py-2">
                        {row.team && row.season ? (
                          <a href={`/teams/${row.team.slug}/${row.season.start_year}`} className="hover:underline">
                            {row.team.name}
                          </a>
                        ) : (
                          "Several teams"
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <Pager page={page.page} pageCount={page.pageCount} label="Leaders pages" />
      {page.singleGame && page.singleGame.lists.length > 0 ? <SingleGameRecords records={page.singleGame} /> : null}
      {origin && answer.results.length > 0 ? (
        <JsonLdScript
          data={itemListLd(
            `${page.title}${page.scope ? `, ${page.scope}` : ""}`,
            answer.results.map((row) => ({
              name: `${row.rank}. ${row.player.name}: ${row.value_text}${row.season ? ` (${row.season.label})` : ""}`,
              path: `/players/${row.player.slug}`,
            })),
            origin,
          )}
        />
      ) : null}
    </div>
  );
}
