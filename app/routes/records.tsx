// Team records per league (the record book): most and fewest wins, best and worst win percentage, the
// longest winning and losing streaks within a season, most scored and allowed in a game and in a season,
// the largest margin of victory (and hockey's standings points). Each list states the seasons it covers
// and what it counts; ties share a rank. The league is a URL parameter; the page downloads as CSV.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { pageHeaders } from "~/.server/cache-headers";
import { loadPage } from "~/.server/page-errors";
import { requestSite } from "~/.server/site.server";
import { sportsApi, type SportsApi } from "~/.server/sports-api.server";
import { CsvLink } from "~/components/kit/CsvLink";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { LeagueSwitcher } from "~/components/records/LeagueSwitcher";
import { RecordsNav } from "~/components/records/RecordsNav";
import { useRootData } from "~/components/shell/use-root-data";
import { EmptyState } from "~/components/ui/EmptyState";
import { TableScroll } from "~/components/ui/TableScroll";
import { JsonLdScript } from "~/components/ui/JsonLdScript";
import { csvFilename, type CsvExport } from "~/lib/csv";
import { itemListLd } from "~/lib/json-ld";
import { routeMeta } from "~/lib/meta";
import { scopeText } from "~/lib/record-book";
import { fields, parseSearch } from "~/lib/url-params";

export const headers = pageHeaders;

type Answer = Awaited<ReturnType<SportsApi["teamRecords"]>>;
type RecordList = Answer["lists"][number];
type RecordRow = RecordList["rows"][number];

const filtersSchema = z.object({ league: fields.token() });

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const api = sportsApi(request, requestSite(request));
  const filters = parseSearch(filtersSchema, url.searchParams);
  return loadPage(async () => {
    const answer = await api.teamRecords({ league: filters.league });
    const title = answer.league ? `${answer.league.abbreviation} Team Records` : "Team Records";
    return data({ title, league: answer.league?.slug ?? "", answer }, { headers: { "Cache-Control": api.client.cacheControl() } });
  });
}

type PageData = Awaited<ReturnType<typeof loader>>["data"];

function gameText(row: RecordRow): string {
  if (!row.game) return "";
  return `${row.game.team_score}-${row.game.opponent_score} vs. ${row.game.opponent.name}`;
}

export const csvTable: CsvExport<PageData> = (page) => {
  return {
    filename: csvFilename("team-records", page.league),
    columns: [
      { key: "list", label: "List" },
      { key: "rank", label: "Rank" },
      { key: "team", label: "Team" },
      { key: "season", label: "Season" },
      { key: "value", label: "Value" },
      { key: "record", label: "Record" },
      { key: "date", label: "Date" },
      { key: "game", label: "Game" },
      { key: "from", label: "From" },
      { key: "to", label: "To" },
    ],
    rows: page.answer.lists.flatMap((list) =>
      list.rows.map((row) => ({
        list: list.label,
        rank: row.rank,
        team: row.team.name,
        season: row.season.label,
        value: row.value_text,
        record: row.record ?? "",
        date: row.game?.date ?? "",
        game: gameText(row),
        from: row.streak?.from ?? "",
        to: row.streak?.to ?? "",
      })),
    ),
  };
};

export const meta = routeMeta<PageData>(({ data: page }) => ({
  title: page.title,
  description: `${page.title}: most and fewest wins, best and worst win percentage, longest streaks, most scored and allowed, largest margins, from the seasons and games we hold.`,
  keywords: ["team records", "most wins", "longest winning streak", "largest margin of victory"],
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "Team Records",
  failure: { title: "Failed to load the team records" },
  notFound: { title: "Not Found", message: "We hold no team records for that league on this site.", backTo: "/records", backLabel: "Back to Team Records" },
});

function detail(row: RecordRow) {
  if (row.game) {
    return (
      <a href={`/scores/${row.game.id}`} className="hover:underline">
        {`${row.game.date}: ${gameText(row)}${row.game.game_type === "regular" ? "" : " (postseason)"}`}
      </a>
    );
  }
  if (row.streak) return `${row.streak.from} to ${row.streak.to}`;
  return row.record ?? "";
}

function RecordTable({ list, jumpBack }: { list: RecordList; jumpBack: boolean }) {
  const scope = scopeText(list.scope);
  const headingId = `list-${list.slug}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2" data-testid={`record-list-${list.slug}`}>
      <h2 id={headingId} className="scroll-mt-4 text-xl font-semibold text-slate-900">
        {list.label}
      </h2>
      <p className="text-sm text-slate-700" data-testid="list-scope">
        {[scope, list.rule].filter(Boolean).join(" · ")}
      </p>
      {list.rows.length === 0 ? (
        <EmptyState role="status" title="No seasons to rank" />
      ) : (
        <TableScroll className="rounded-xl border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{`${list.label}${scope ? `, ${scope}` : ""}`}</caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Rank
                </th>
                <th scope="col" className="px-3 py-2">
                  Team
                </th>
                <th scope="col" className="px-3 py-2">
                  Season
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {list.kind === "streak" ? "Games" : list.kind === "game" ? (list.slug === "largest-margin" ? "Margin" : "Score") : "Value"}
                </th>
                <th scope="col" className="px-3 py-2">
                  {list.kind === "game" ? "Game" : list.kind === "streak" ? "Dates" : "Record"}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.rows.map((row) => (
                <tr key={`${row.team.slug}-${row.season.start_year}-${row.game?.id ?? row.streak?.from ?? ""}`} data-testid="record-row">
                  <td className="px-3 py-2 tabular-nums">{row.rank}</td>
                  <td className="px-3 py-2">
                    <a href={`/teams/${row.team.slug}/${row.season.start_year}`} className="font-semibold text-primary-700 hover:underline">
                      {row.team.name}
                    </a>
                  </td>
                  <td className="px-3 py-2">
                    <a href={`/seasons/${row.season.slug}`} className="hover:underline">
                      {row.season.label}
                    </a>
                  </td>
                  <td className="px-3 py-2 text-right font-semibold tabular-nums" data-testid="record-value">
                    {row.value_text}
                  </td>
                  <td className="px-3 py-2">{detail(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {list.not_shown > 0 ? (
        <p className="text-sm text-slate-700" data-testid="list-not-shown">
          {`${list.not_shown} more ${list.kind === "game" ? "games" : list.kind === "streak" ? "runs" : "seasons"} tie at rank ${list.rows[list.rows.length - 1]?.rank ?? ""} (${list.rows[list.rows.length - 1]?.value_text ?? ""}) and are not shown.`}
        </p>
      ) : null}
      {jumpBack ? (
        <p className="text-sm">
          <a href="#records-sections" className="text-primary-800 hover:underline">
            Back to the list of records
          </a>
        </p>
      ) : null}
    </section>
  );
}

export default function RecordsPage() {
  const page = useLoaderData<typeof loader>();
  const origin = useRootData()?.site.origin ?? null;
  const { answer } = page;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <RecordsNav />
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{page.title}</h1>
        <p className="mt-2 text-slate-700">
          {answer.league
            ? "From the seasons and games we hold; each list says the seasons it covers and what it counts. Ties share a rank."
            : "We hold no team records for this site's leagues."}
        </p>
        {answer.note ? (
          <p className="mt-2 text-sm text-slate-700" data-testid="records-note">
            {answer.note}
          </p>
        ) : null}
        {answer.leagues_counted ? (
          <p className="mt-2 text-sm text-slate-700" data-testid="records-leagues">
            {`${answer.leagues_counted}.`}
          </p>
        ) : null}
      </header>
      <LeagueSwitcher leagues={answer.leagues} current={page.league} pathname="/records" />
      {answer.lists.length > 0 ? (
        <div className="flex justify-end">
          <CsvLink />
        </div>
      ) : null}
      {answer.lists.length > 1 ? (
        // A long page: its lists are sections a fan jumps between (each ends with a link back here).
        <nav id="records-sections" aria-label="Lists on this page" className="rounded-xl border border-slate-200 bg-white p-4" data-testid="records-jump">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">Jump to</h2>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {answer.lists.map((list) => (
              <li key={list.slug}>
                <a href={`#list-${list.slug}`} className="font-semibold text-primary-800 hover:underline">
                  {list.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {answer.lists.map((list) => (
        <RecordTable key={list.slug} list={list} jumpBack={answer.lists.length > 1} />
      ))}
      {origin
        ? answer.lists.map((list) => (
            <JsonLdScript
              key={list.slug}
              data={itemListLd(
                `${page.title}: ${list.label}`,
                list.rows.map((row) => ({
                  name: `${row.team.name} ${row.season.label}: ${row.value_text}`,
                  path: `/teams/${row.team.slug}/${row.season.start_year}`,
                })),
                origin,
              )}
            />
          ))
        : null}
    </div>
  );
}
