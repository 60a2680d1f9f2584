// Two franchises' record against each other (/head-to-head?teams=a,b), from every game we hold between
// them: regular season and postseason apart, ties, by decade, their postseason series, the last ten
// meetings, the longest run of wins and the largest wins. The second team is picked with a GET form, so
// it works without JavaScript; each team page links here.
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { pageHeaders } from "~/.server/cache-headers";
import { badRequest, loadPage } from "~/.server/page-errors";
import { requestSite } from "~/.server/site.server";
import { sportsApi, type SportsApi } from "~/.server/sports-api.server";
import { ALL_ROWS } from "@api/params";
import { CsvLink } from "~/components/kit/CsvLink";
import { RecordsNav } from "~/components/records/RecordsNav";
import { FilterForm, SelectField } from "~/components/kit/FilterForm";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { useRootData } from "~/components/shell/use-root-data";
import { EmptyState } from "~/components/ui/EmptyState";
import { JsonLdScript } from "~/components/ui/JsonLdScript";
import { csvFilename, type CsvExport } from "~/lib/csv";
import { itemListLd } from "~/lib/json-ld";
import { routeMeta } from "~/lib/meta";
import { scopeText } from "~/lib/record-book";
import { fields, parseSearch } from "~/lib/url-params";

export const headers = pageHeaders;

type HeadToHead = Awaited<ReturnType<SportsApi["headToHead"]>>;
type Meeting = HeadToHead["last_meetings"][number];

const SLUG = /^[a-z0-9-]{1,80}$/;
const filtersSchema = z.object({ teams: fields.text(), team: fields.token(), opponent: fields.token() });

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const site = requestSite(request);
  const api = sportsApi(request, site);
  const filters = parseSearch(filtersSchema, url.searchParams);
  // The picker's form sends team and opponent: one canonical URL, ?teams=a,b.
  if (filters.team) throw redirect(`/head-to-head?teams=${[filters.team, filters.opponent].filter(Boolean).join(",")}`);
  const [a, b] = filters.teams.split(",");
  if (a && !SLUG.test(a)) badRequest("Name two teams by their page names, as a team page links here: ?teams=first-team,second-team.");
  return loadPage(async () => {
    if (!a) {
      // No team yet: the picker of two, over this site's own teams (a league's abbreviation on the hub).
      const teams = await api.teams({ page_size: ALL_ROWS });
      const many = new Set(teams.results.map((team) => team.league.slug)).size > 1;
      const choices = teams.results
        .map((team) => ({ slug: team.slug, name: many ? `${team.name} (${team.league.abbreviation})` : team.name }))
        .sort((x, y) => x.name.localeCompare(y.name));
      return data(
        { title: "Head-to-Head", a: null, result: null, opponents: [], choices, scope: null },
        { headers: { "Cache-Control": api.client.cacheControl() } },
      );
    }
    if (!b || !SLUG.test(b)) {
      // One team: its page with the picker only.
      const { team, opponents } = await api.headToHeadOpponents(a);
      return data(
        { title: `${team.name} Head-to-Head`, a: { slug: team.slug, name: team.name }, result: null, opponents, choices: [], scope: null },
        { headers: { "Cache-Control": api.client.cacheControl() } },
      );
    }
    const result = await api.headToHead(`${a},${b}`);
    return data(
      {
        title: `${result.a.name} vs. ${result.b.name}`,
        a: { slug: result.a.slug, name: result.a.name },
        result,
        opponents: result.opponents,
        choices: [],
        scope: scopeText(result.scope),
      },
      { headers: { "Cache-Control": api.client.cacheControl() } },
    );
  });
}

type PageData = Awaited<ReturnType<typeof loader>>["data"];

/** A meeting's score with the two named as they were that season (the Brooklyn Dodgers in 1955). */
function scoreText(m: Meeting): string {
  const a = `${m.name_a} ${m.score_a}`;
  const b = `${m.name_b} ${m.score_b}`;
  return m.winner === "b" ? `${b}, ${a}` : `${a}, ${b}`;
}

export const csvTable: CsvExport<PageData> = (page) => {
  const result = page.result;
  if (!result) return null;
  return {
    filename: csvFilename("head-to-head", result.a.slug, result.b.slug),
    columns: [
      { key: "decade", label: "Decade" },
      { key: "games", label: "Games" },
      { key: "wins_a", label: `${result.a.name} wins` },
      { key: "wins_b", label: `${result.b.name} wins` },
      { key: "ties", label: "Ties" },
      { key: "postseason", label: "Postseason games" },
    ],
    rows: result.decades.map((d) => ({
      decade: `${d.decade}s`,
      games: d.games,
      wins_a: d.wins_a,
      wins_b: d.wins_b,
      ties: d.ties,
      postseason: d.postseason_games,
    })),
  };
};

export const meta = routeMeta<PageData>(({ data: page }) => ({
  title: page.title,
  description: page.result
    ? `${page.title}: ${page.result.regular.wins_a}-${page.result.regular.wins_b}${page.result.regular.ties ? `-${page.result.regular.ties}` : ""} in the regular season${page.scope ? ` (${page.scope})` : ""}, the postseason, by decade, the last ten meetings and the largest wins.`
    : page.a
      ? `Pick an opponent to see the ${page.a.name}' all-time record against them.`
      : "Pick two teams to see their all-time record against each other.",
  keywords: ["head to head", "rivalry", "all-time series"],
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "Head-to-Head",
  failure: { title: "Failed to load the head-to-head record" },
  notFound: { title: "Not Found", message: "We hold no such team on this site.", backTo: "/teams", backLabel: "Back to Teams" },
});

function recordText(t: { wins_a: number; wins_b: number; ties: number }): string {
  return `${t.wins_a}-${t.wins_b}${t.ties > 0 ? `-${t.ties}` : ""}`;
}

function MeetingList({ meetings, label, testId }: { meetings: ReadonlyArray<Meeting>; label: string; testId: string }) {
  if (meetings.length === 0) return <p className="text-sm text-slate-600">None.</p>;
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm" data-testid={testId}>
      {meetings.map((m) => (
        <li key={m.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
          <a href={`/scores/${m.id}`} className="font-semibold text-primary-700 hover:underline">
            {scoreText(m)}
          </a>
          <span className="text-slate-600">
            {m.date} · {m.season_label}
            {m.game_type !== "regular" ? " · postseason" : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function HeadToHeadPage() {
  const page = useLoaderData<typeof loader>();
  const result = page.result;
  const origin = useRootData()?.site.origin ?? null;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <RecordsNav />
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{page.title}</h1>
        <p className="mt-2 text-slate-700" data-testid="list-scope">
          {page.scope
            ? `Every game we hold between them, ${page.scope}. A franchise's former names count as the franchise.`
            : page.a
              ? "Pick an opponent."
              : "Pick two teams."}
        </p>
      </header>
      {page.a ? (
        <FilterForm action="/head-to-head" label="Pick an opponent">
          <input type="hidden" name="team" value={page.a.slug} />
          <SelectField
            name="opponent"
            label={`Opponent of the ${page.a.name}`}
            value={result?.b.slug ?? ""}
            options={[{ value: "", label: "Choose a team" }, ...page.opponents.map((o) => ({ value: o.slug, label: o.name }))]}
          />
        </FilterForm>
      ) : (
        <FilterForm action="/head-to-head" label="Pick two teams">
          {(["team", "opponent"] as const).map((name, index) => (
            <SelectField
              key={name}
              name={name}
              label={index === 0 ? "Team" : "Opponent"}
              value=""
              options={[{ value: "", label: "Choose a team" }, ...page.choices.map((o) => ({ value: o.slug, label: o.name }))]}
            />
          ))}
        </FilterForm>
      )}
      {result ? (
        result.regular.games + result.postseason.games === 0 ? (
          <EmptyState role="status" title="No games between them in the data we hold" />
        ) : (
          <>
            <section aria-labelledby="h2h-overall" className="grid gap-4 sm:grid-cols-2">
              <h2 id="h2h-overall" className="sr-only">
                All-time record
              </h2>
              {(
                [
                  ["Regular season", result.regular],
                  ["Postseason", result.postseason],
                ] as const
              ).map(([label, t]) => (
                <div
                  key={label}
                  className="rounded-xl border border-slate-200 bg-white p-4"
                  data-testid={`h2h-${label === "Postseason" ? "postseason" : "regular"}`}
                >
                  <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{label}</p>
                  <p className="mt-1 text-2xl font-bold text-slate-900">{t.games === 0 ? "No meetings" : recordText(t)}</p>
                  {t.games > 0 ? (
                    <p className="text-sm text-slate-700">
                      {`${result.a.name} ${t.wins_a}, ${result.b.name} ${t.wins_b}${t.ties ? `, ${t.ties} ${t.ties === 1 ? "tie" : "ties"}` : ""} in ${t.games} ${t.games === 1 ? "game" : "games"}`}
                    </p>
                  ) : null}
                </div>
              ))}
            </section>
            {result.longest_streak ? (
              <p className="text-slate-800" data-testid="h2h-streak">
                {`Longest streak: ${result.longest_streak.team === "a" ? result.a.name : result.b.name} won ${result.longest_streak.length} in a row (${result.longest_streak.from} to ${result.longest_streak.to}).`}
              </p>
            ) : null}
            <section aria-labelledby="h2h-decades">
              <div className="mb-2 flex items-center justify-between">
                <h2 id="h2h-decades" className="text-xl font-bold text-slate-900">
                  By decade
                </h2>
                <CsvLink />
              </div>
              <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
                <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="h2h-decades">
                  <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        Decade
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        Games
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {result.a.name}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {result.b.name}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        Ties
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {result.decades.map((d) => (
                      <tr key={d.decade}>
                        <th scope="row" className="px-3 py-2 text-left font-medium">{`${d.decade}s`}</th>
                        <td className="px-3 py-2 text-right tabular-nums">{d.games}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{d.wins_a}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{d.wins_b}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{d.ties}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
            <section aria-labelledby="h2h-series">
              <h2 id="h2h-series" className="mb-2 text-xl font-bold text-slate-900">
                Postseason meetings
              </h2>
              {result.series.length === 0 ? (
                <p className="text-sm text-slate-600">None in the postseason games we hold.</p>
              ) : (
                <ul className="mb-3 space-y-1 text-sm" data-testid="h2h-series-by-round" aria-label="Series won by round">
                  {result.series_by_round.map((r) => (
                    <li key={r.round}>
                      <span className="font-semibold">{r.round}</span>
                      {`: ${result.a.name} ${r.won_a}, ${result.b.name} ${r.won_b}`}
                    </li>
                  ))}
                </ul>
              )}
              {result.series.length === 0 ? null : (
                <ul className="space-y-1 text-sm" data-testid="h2h-series">
                  {result.series.map((s) => (
                    <li key={`${s.season}-${s.round ?? ""}`}>
                      {`${s.season_label}${s.round ? ` ${s.round}` : ""}: ${s.winner === "a" ? s.name_a : s.winner === "b" ? s.name_b : "Neither"} ${Math.max(s.wins_a, s.wins_b)}-${Math.min(s.wins_a, s.wins_b)}`}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="h2h-last">
              <h2 id="h2h-last" className="mb-2 text-xl font-bold text-slate-900">
                Last ten meetings
              </h2>
              <MeetingList meetings={result.last_meetings} label="Last ten meetings" testId="h2h-last" />
              {origin ? (
                <JsonLdScript
                  data={itemListLd(
                    `${page.title}: the last ten meetings`,
                    result.last_meetings.map((m) => ({ name: `${m.date}: ${scoreText(m)}`, path: `/scores/${m.id}` })),
                    origin,
                  )}
                />
              ) : null}
            </section>
            <section aria-labelledby="h2h-largest" className="grid gap-4 md:grid-cols-2">
              <h2 id="h2h-largest" className="sr-only">
                Largest wins
              </h2>
              {(["a", "b"] as const).map((side) => (
                <div key={side}>
                  <h3 className="mb-2 text-lg font-semibold text-slate-900">{`${result[side].name}' largest wins`}</h3>
                  <MeetingList
                    meetings={result.largest_wins[side]}

                    label={`${result[side].name} largest wins`}
                    testId={`h2h-largest-${side}`}
                  />
                </div>
              ))}
            </section>
          </>
        )
      ) : null}
    </div>
  );
}
