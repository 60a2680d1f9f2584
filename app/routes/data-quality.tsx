// /data-quality: the report of the real import: an overall score, coverage and agreement bars coloured
// by the spec's rule, every validation check with its result, skipped rows, freshness and sources.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { pageHeaders } from "~/.server/cache-headers";
import { loadPage } from "~/.server/page-errors";
import { requestSite } from "~/.server/site.server";
import { sportsApi } from "~/.server/sports-api.server";
import { CsvLink } from "~/components/kit/CsvLink";
import { routeErrorBoundary } from "~/components/kit/RouteErrorBoundary";
import { StaticPage } from "~/components/static/StaticPage";
import { DATA_BAR_FILL, dataBarColour } from "~/components/ui/data-bar-colour";
import { Panel } from "~/components/ui/Panel";
import { TableScroll } from "~/components/ui/TableScroll";
import { csvFilename, type CsvExport } from "~/lib/csv";
import { routeMeta } from "~/lib/meta";
import { hrefWith } from "~/lib/url-state";
import { fields, parseSearch } from "~/lib/url-params";

export const headers = pageHeaders;

/** Validation rules shown before "View All Rules". */
export const RULES_SHOWN = 5;

const paramsSchema = z.object({ rules: fields.oneOf(["", "all"], "") });

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { rules } = parseSearch(paramsSchema, url.searchParams);
  const api = sportsApi(request, requestSite(request));
  return loadPage(async () => {
    const [report, coverage] = await Promise.all([api.dataQuality(), api.coverage()]);
    return data({ report, coverage: coverage.results, allRules: rules === "all" }, { headers: { "Cache-Control": api.client.cacheControl() } });
  });
}

type PageData = Awaited<ReturnType<typeof loader>>["data"];

/** Export Report: every check, then coverage by league-season. */
export const csvTable: CsvExport<PageData> = (page) => {
  const { report } = page;
  return {
    filename: csvFilename("data-quality-report"),
    columns: [
      { key: "kind", label: "Kind" },
      { key: "name", label: "Name" },
      { key: "value", label: "Value" },
      { key: "status", label: "Status" },
      { key: "detail", label: "Detail" },
    ],
    rows: [
      ...report.checks.map((check) => ({
        kind: "check",
        name: check.name,
        value: `${check.value}${check.unit === "%" ? "%" : ""}`,
        status: check.status,
        detail: check.detail,
      })),
      ...report.seasons.map((season) => ({
        kind: "coverage",
        name: `${season.league} ${season.season}`,
        value: season.published ? `${Math.round((1000 * Math.min(season.held, season.published)) / season.published) / 10}%` : "",
        status: season.held === 0 ? "missing" : season.held >= season.published ? "complete" : "partial",
        detail: `${season.held} of ${season.published} games`,
      })),
    ],
  };
};

export const meta = routeMeta(() => ({
  title: "Data Quality",
  description: "How complete and consistent our data is: coverage per league-season, records against published records, skipped rows, sources.",
}));

export const ErrorBoundary = routeErrorBoundary({
  heading: "Data Quality Dashboard",
  failure: { title: "Failed to load the data-quality report" },
  notFound: { title: "Not Found", message: "The page you are looking for does not exist.", backTo: "/data-quality", backLabel: "Back to Data Quality" },
});

const STATUS_BADGE: Record<string, string> = {
  passing: "bg-emerald-100 text-emerald-900",
  warning: "bg-amber-100 text-amber-900",
  failing: "bg-red-100 text-red-900",
};

/** The kinds of nfl_player_game_gaps, in the fans' words. */
const BOX_SCORE_GAP_LABELS: Record<string, string> = {
  missing_game: "Game with no lines",
  missing_team_game: "Team with no lines",
  duplicate_line: "Line given twice",
  no_game: "Lines of no game held",
  no_player: "Player not held",
};

function Bar({ label, score, description }: { label: string; score: number; description: string }) {
  const colour = dataBarColour(score);
  return (
    <li data-colour={colour} data-testid="quality-metric">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-slate-900">{label}</span>
        <span className="text-sm font-semibold text-slate-900">{score}%</span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${score}%`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${DATA_BAR_FILL[colour]}`} style={{ width: `${Math.min(100, score)}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-700">{description}</p>
    </li>
  );
}

export default function DataQualityPage() {
  const { report, coverage, allRules } = useLoaderData<typeof loader>();
  const percentChecks = report.checks.filter((check) => check.unit === "%");
  const rules = allRules ? report.checks : report.checks.slice(0, RULES_SHOWN);
  const scoreColour = dataBarColour(report.score);
  return (
    <StaticPage
      eyebrow="Data Quality"
      title="Data Quality Dashboard"
      intro={`How complete, accurate and consistent the records behind our pages are, checked on the last import${report.imported_at ? ` (${report.imported_at.slice(0, 10)})` : ""}.`}
      actions={<CsvLink label="Export Report" />}
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="overall-heading"
          className="flex flex-col items-center justify-center rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm"
          data-colour={scoreColour}
        >
          <h2 id="overall-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            Overall Quality Score
          </h2>
          <p
            className={`mt-3 text-6xl font-extrabold ${scoreColour === "green" ? "text-emerald-800" : scoreColour === "amber" ? "text-amber-800" : "text-red-800"}`}
            data-testid="overall-score"
          >
            {report.score}%
          </p>
          <p className="mt-2 text-sm text-slate-700">The mean of coverage, record agreement, seed agreement and the share of rules passing.</p>
        </section>
        <Panel title="Quality Metrics" className="lg:col-span-2">
          <ul className="space-y-5">
            {percentChecks.map((check) => (
              <Bar key={check.id} label={check.name} score={check.value} description={check.detail} />
            ))}
            {report.leagues.map((league) => (
              <Bar
                key={league.league}
                label={`${league.league} game coverage`}
                score={league.coverage}
                description={`${Math.round(league.held).toLocaleString("en-US")} of ${Math.round(league.published).toLocaleString("en-US")} regular-season games over ${league.seasons} seasons; ${league.missing} seasons without games.`}
              />
            ))}
          </ul>
        </Panel>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel
          title="Validation Rules"
          actions={
            <Link
              to={hrefWith("", { rules: allRules ? null : "all" }, { pathname: "/data-quality" })}
              preventScrollReset
              className="text-sm font-semibold text-primary-800 hover:underline"
            >
              {allRules ? "Show Fewer Rules" : "View All Rules"}
            </Link>
          }
        >
          <ul className="divide-y divide-slate-200">
            {rules.map((rule) => (
              <li key={rule.id} className="flex items-center justify-between gap-4 py-3" data-testid="validation-rule">
                <div>
                  <p className="font-medium text-slate-900">{rule.name}</p>
                  <p className="text-sm text-slate-700">{rule.detail}</p>
                </div>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${STATUS_BADGE[rule.status]}`}>{rule.status}</span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Data Sources">
          <ul className="divide-y divide-slate-200">
            {report.sources.map((source) => (
              <li key={source.id} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-medium text-slate-900">{source.id}</p>
                  <p className="text-sm text-slate-700">
                    {source.rows_imported.toLocaleString("en-US")} rows · {source.licence}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </Panel>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel title="Freshness">
          <TableScroll>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Latest final game per league</caption>
              <thead>
                <tr>
                  <th scope="col">League</th>
                  <th scope="col">Latest final game</th>
                </tr>
              </thead>
              <tbody>
                {report.freshness.map((row) => (
                  <tr key={row.league}>
                    <td>{row.league}</td>
                    <td>{row.latest ?? "No games"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </Panel>
        <Panel title="Records That Differ">
          <p className="mb-2 text-sm text-slate-700">
            Team-seasons where the record derived from our games differs from the published one (largest gaps first).
          </p>
          <TableScroll>
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col">Team</th>
                  <th scope="col">Season</th>
                  <th scope="col">From games</th>
                  <th scope="col">Published</th>
                </tr>
              </thead>
              <tbody>
                {report.record_differences.map((row) => (
                  <tr key={`${row.team}-${row.season}`}>
                    <td>{`${row.team} (${row.league})`}</td>
                    <td>{row.season}</td>
                    <td>{row.derived}</td>
                    <td>{row.published}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </Panel>
      </div>

      <Panel title="What Our Data Covers" className="mt-6">
        <p className="mb-3 text-sm text-slate-700">
          The seasons each kind of fact reaches, per league, measured from the rows imported. Figures past the last season shown are not in our data: careers,
          records and counts on other pages say so.
        </p>
        <div className="space-y-4">
          {coverage.map((league) => (
            <TableScroll key={league.league}>
              <table className="w-full text-left text-sm" data-testid={`coverage-${league.league}`}>
                <caption className="text-left font-semibold text-slate-900">
                  {`${league.name}${league.latest_season !== null && league.ongoing ? ` (latest season ${league.latest_season})` : league.ongoing ? "" : " (no longer plays)"}`}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Kind</th>
                    <th scope="col">Seasons</th>
                    <th scope="col">Latest date</th>
                    <th scope="col">Sources</th>
                  </tr>
                </thead>
                <tbody>
                  {league.kinds.map((kind) => (
                    <tr key={kind.kind}>
                      <td>
                        {kind.name}
                        {kind.note ? <span className="block text-xs text-slate-600">{kind.note}</span> : null}
                      </td>
                      <td>{kind.label ?? "—"}</td>
                      <td>{kind.last_date ?? "—"}</td>
                      <td>{kind.sources.join(", ")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ))}
        </div>
      </Panel>

      <Panel title="Coaches' Records Against Published Team Records" className="mt-6">
        <p className="mb-2 text-sm text-slate-700">
          Team-seasons whose head coaches&apos; records, as their datasets publish them, do not add up to the team&apos;s published record.
        </p>
        <TableScroll>
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">Team</th>
                <th scope="col">Season</th>
                <th scope="col">Published</th>
                <th scope="col">Coaches</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {report.coach_record_differences.map((row) => (
                <tr key={`${row.team}-${row.league}-${row.season}`}>
                  <td>{`${row.team} (${row.league})`}</td>
                  <td>{row.season}</td>
                  <td>{row.published}</td>
                  <td>{row.coaches ?? "None"}</td>
                  <td>{row.kind}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Panel>

      <Panel title="Titles Whose Named Coach Did Not Coach That Season" className="mt-6">
        <p className="mb-2 text-sm text-slate-700">
          The champion&apos;s result names a coach our coaching records do not have coaching that team that season; the title counts for the coach who finished
          the season.
        </p>
        <TableScroll>
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">Champion</th>
                <th scope="col">Season</th>
                <th scope="col">Named</th>
                <th scope="col">Credited</th>
              </tr>
            </thead>
            <tbody>
              {report.title_coach_differences.map((row) => (
                <tr key={`${row.team}-${row.league}-${row.season}`}>
                  <td>{`${row.team} (${row.league})`}</td>
                  <td>{row.season}</td>
                  <td>{row.named}</td>
                  <td>{row.credited ?? "Nobody (the season's coaching order is not known)"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Panel>

      <Panel title="Player-Seasons Two Datasets Hold" className="mt-6">
        <p className="mb-2 text-sm text-slate-700">
          Where two datasets hold a player&apos;s season, the official figures are kept (Pro-Football-Reference&apos;s for the NFL&apos;s 1999-2020, over
          nflverse&apos;s play-by-play totals); the other&apos;s statistics fill only what the kept line lacks. Games differ by definition (nflverse counts the
          games a player has a play in).
        </p>
        <TableScroll>
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">League</th>
                <th scope="col">Kept</th>
                <th scope="col">Superseded</th>
                <th scope="col">Player-seasons</th>
                <th scope="col">Differing</th>
                <th scope="col">Differing by statistic</th>
              </tr>
            </thead>
            <tbody>
              {report.season_line_sources.map((row) => (
                <tr key={`${row.league}-${row.kept_source}-${row.superseded_source}`}>
                  <td>{row.league}</td>
                  <td>{row.kept_source}</td>
                  <td>{row.superseded_source}</td>
                  <td>{row.compared.toLocaleString("en-US")}</td>
                  <td>{row.differing.toLocaleString("en-US")}</td>
                  <td>
                    {Object.entries(row.by_stat)
                      .map(([stat, n]) => `${stat} ${n.toLocaleString("en-US")}`)
                      .join(", ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {[
          { title: "Largest differences in a season", rows: report.season_line_differences },
          { title: "Largest differences over a career (the seasons both hold)", rows: report.season_line_career_differences },
        ].map((list) => (
          <TableScroll key={list.title}>
            <table className="mt-4 w-full text-left text-sm">
              <caption className="text-left font-semibold text-slate-700">{list.title}</caption>
              <thead>
                <tr>
                  <th scope="col">Player</th>
                  <th scope="col">Season</th>
                  <th scope="col">Statistic</th>
                  <th scope="col">Kept</th>
                  <th scope="col">Superseded</th>
                </tr>
              </thead>
              <tbody>
                {list.rows.map((row) => (
                  <tr key={`${row.player}-${row.league}-${row.season}-${row.stat}`}>
                    <td>{`${row.player} (${row.league})`}</td>
                    <td>{row.season ?? "Career"}</td>
                    <td>{row.stat}</td>
                    <td>{row.kept.toLocaleString("en-US")}</td>
                    <td>{row.superseded.toLocaleString("en-US")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ))}
      </Panel>

      <Panel title="Player Rows No Identified Player Matched" className="mt-6">
        <p className="mb-2 text-sm text-slate-700">
          Pro-Football-Reference&apos;s NFL rows carry no player id; a row that matches no nflverse player becomes a person by name and seasons. Expected before
          1999 (nflverse&apos;s players begin in 1974); from 1999 each is listed.
        </p>
        <TableScroll>
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">League</th>
                <th scope="col">Dataset</th>
                <th scope="col">Seasons</th>
                <th scope="col">People</th>
                <th scope="col">Rows</th>
              </tr>
            </thead>
            <tbody>
              {report.unidentified_rows.map((row) => (
                <tr key={`${row.league}-${row.source}-${row.era}`}>
                  <td>{row.league}</td>
                  <td>{row.source}</td>
                  <td>{row.era}</td>
                  <td>{row.people.toLocaleString("en-US")}</td>
                  <td>{row.rows.toLocaleString("en-US")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p className="mt-4 text-sm text-slate-700">
          {report.unidentified_recent.map((row) => `${row.player} ${row.season} (${row.team ?? "several clubs"})`).join("; ") || "No rows from 1999."}
        </p>
        <p className="mt-4 text-sm text-slate-700">
          Award winners with no season line in the league (before our statistics begin, or not in them):{" "}
          {report.awards_without_seasons.map((row) => `${row.player} (${row.award} ${row.seasons})`).join("; ") || "none"}.
        </p>
      </Panel>

      <Panel title="NFL Box Scores: What the File Lacks" className="mt-6">
        <p className="mb-2 text-sm text-slate-700">
          {`${report.box_scores.lines.toLocaleString("en-US")} player lines of 1999-2020, ${report.box_scores.linked.toLocaleString("en-US")} of them linked to a player. A game with no lines shows no box score; of a player-game given twice the first line is kept; a line whose player we do not hold is shown under the file's name.`}
        </p>
        <TableScroll>
          <table className="w-full text-left text-sm" data-testid="box-score-gaps">
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Season</th>
                <th scope="col">Week</th>
                <th scope="col">Game or team</th>
                <th scope="col">Player</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {report.box_scores.listed.map((row, index) => (
                <tr key={`${row.kind}-${index}`}>
                  <td>{BOX_SCORE_GAP_LABELS[row.kind] ?? row.kind}</td>
                  <td>{row.season}</td>
                  <td>{row.week ?? ""}</td>
                  <td>{row.game ?? row.team ?? ""}</td>
                  <td>{row.player ?? ""}</td>
                  <td>{row.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Panel>

      <Panel title="What Each Leader List Counts" className="mt-6">
        <TableScroll>
          <table className="w-full text-left text-sm" data-testid="leader-lists">
            <thead>
              <tr>
                <th scope="col">League</th>
                <th scope="col">List</th>
                <th scope="col">Seasons held (gaps named)</th>
                <th scope="col">Leagues counted and what is left out</th>
              </tr>
            </thead>
            <tbody>
              {report.leader_lists.map((row) => (
                <tr key={`${row.league}-${row.statistic}`}>
                  <td>{row.league}</td>
                  <td>{row.label}</td>
                  <td>{row.seasons}</td>
                  <td>{[row.leagues_counted, row.bound].filter(Boolean).join(". ") || "The league only"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Panel>

      <Panel title="Skipped Rows by Dataset and Reason" className="mt-6">
        <TableScroll>
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">Dataset</th>
                <th scope="col">Reason</th>
                <th scope="col">Rows</th>
              </tr>
            </thead>
            <tbody>
              {report.skipped_by_reason.map((row) => (
                <tr key={`${row.source}-${row.reason}`}>
                  <td>{row.source}</td>
                  <td>{row.reason}</td>
                  <td>{row.rows.toLocaleString("en-US")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Panel>
    </StaticPage>
  );
}
