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
import { ReportTable } from "~/components/ui/ReportTable";
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

const count = (n: number) => n.toLocaleString("en-US");

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
          <ReportTable
            caption="Latest final game per league"
            captionHidden
            headings={["League", "Latest final game"]}
            rows={report.freshness}
            rowKey={(row) => row.league}
            cells={(row) => [row.league, row.latest ?? "No games"]}
          />
        </Panel>
        <Panel title="Records That Differ">
          <p className="mb-2 text-sm text-slate-700">
            Team-seasons where the record derived from our games differs from the published one (largest gaps first).
          </p>
          <ReportTable
            headings={["Team", "Season", "From games", "Published"]}
            rows={report.record_differences}
            rowKey={(row) => `${row.team}-${row.season}`}
            cells={(row) => [`${row.team} (${row.league})`, row.season, row.derived, row.published]}
          />
        </Panel>
      </div>

      <Panel title="What Our Data Covers" className="mt-6">
        <p className="mb-3 text-sm text-slate-700">
          The seasons each kind of fact reaches, per league, measured from the rows imported. Figures past the last season shown are not in our data: careers,
          records and counts on other pages say so.
        </p>
        <div className="space-y-4">
          {coverage.map((league) => (
            <ReportTable
              key={league.league}
              testId={`coverage-${league.league}`}
              caption={`${league.name}${league.latest_season !== null && league.ongoing ? ` (latest season ${league.latest_season})` : league.ongoing ? "" : " (no longer plays)"}`}
              headings={["Kind", "Seasons", "Latest date", "Sources"]}
              rows={league.kinds}
              rowKey={(kind) => kind.kind}
              cells={(kind) => [
                <>
                  {kind.name}
                  {kind.note ? <span className="block text-xs text-slate-600">{kind.note}</span> : null}
                </>,
                kind.label ?? "—",
                kind.last_date ?? "—",
                kind.sources.join(", "),
              ]}
            />
          ))}
        </div>
      </Panel>

      <Panel title="Coaches' Records Against Published Team Records" className="mt-6">
        <p className="mb-2 text-sm text-slate-700">
          Team-seasons whose head coaches&apos; records, as their datasets publish them, do not add up to the team&apos;s published record.
        </p>
        <ReportTable
          headings={["Team", "Season", "Published", "Coaches", "Why"]}
          rows={report.coach_record_differences}
          rowKey={(row) => `${row.team}-${row.league}-${row.season}`}
          cells={(row) => [`${row.team} (${row.league})`, row.season, row.published, row.coaches ?? "None", row.kind]}
        />
      </Panel>

      <Panel title="Titles Whose Named Coach Did Not Coach That Season" className="mt-6">
        <p className="mb-2 text-sm text-slate-700">
          The champion&apos;s result names a coach our coaching records do not have coaching that team that season; the title counts for the coach who finished
          the season.
        </p>
        <ReportTable
          headings={["Champion", "Season", "Named", "Credited"]}
          rows={report.title_coach_differences}
          rowKey={(row) => `${row.team}-${row.league}-${row.season}`}
          cells={(row) => [`${row.team} (${row.league})`, row.season, row.named, row.credited ?? "Nobody (the season's coaching order is not known)"]}
        />
      </Panel>

      <Panel title="Player-Seasons Two Datasets Hold" className="mt-6">
        <p className="mb-2 text-sm text-slate-700">
          Where two datasets hold a player&apos;s season, the official figures are kept (Pro-Football-Reference&apos;s for the NFL&apos;s 1999-2020, over
          nflverse&apos;s play-by-play totals); the other&apos;s statistics fill only what the kept line lacks. Games differ by definition (nflverse counts the
          games a player has a play in).
        </p>
        <ReportTable
          headings={["League", "Kept", "Superseded", "Player-seasons", "Differing", "Differing by statistic"]}
          rows={report.season_line_sources}
          rowKey={(row) => `${row.league}-${row.kept_source}-${row.superseded_source}`}
          cells={(row) => [
            row.league,
            row.kept_source,
            row.superseded_source,
            count(row.compared),
            count(row.differing),
            Object.entries(row.by_stat)
              .map(([stat, n]) => `${stat} ${count(n)}`)
              .join(", "),
          ]}
        />
        {[
          { title: "Largest differences in a season", rows: report.season_line_differences },
          { title: "Largest differences over a career (the seasons both hold)", rows: report.season_line_career_differences },
        ].map((list) => (
          <ReportTable
            key={list.title}
            className="mt-4"
            caption={list.title}
            headings={["Player", "Season", "Statistic", "Kept", "Superseded"]}
            rows={list.rows}
            rowKey={(row) => `${row.player}-${row.league}-${row.season}-${row.stat}`}
            cells={(row) => [`${row.player} (${row.league})`, row.season ?? "Career", row.stat, count(row.kept), count(row.superseded)]}
          />
        ))}
      </Panel>

      <Panel title="Player Rows No Identified Player Matched" className="mt-6">
        <p className="mb-2 text-sm text-slate-700">
          Pro-Football-Reference&apos;s NFL rows carry no player id; a row that matches no nflverse player becomes a person by name and seasons. Expected before
          1999 (nflverse&apos;s players begin in 1974); from 1999 each is listed.
        </p>
        <ReportTable
          headings={["League", "Dataset", "Seasons", "People", "Rows"]}
          rows={report.unidentified_rows}
          rowKey={(row) => `${row.league}-${row.source}-${row.era}`}
          cells={(row) => [row.league, row.source, row.era, count(row.people), count(row.rows)]}
        />
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
          {`${count(report.box_scores.lines)} player lines of 1999-2020, ${count(report.box_scores.linked)} of them linked to a player. A game with no lines shows no box score; of a player-game given twice the first line is kept; a line whose player we do not hold is shown under the file's name.`}
        </p>
        <ReportTable
          testId="box-score-gaps"
          headings={["Kind", "Season", "Week", "Game or team", "Player", "Detail"]}
          rows={report.box_scores.listed}
          rowKey={(row, index) => `${row.kind}-${index}`}
          cells={(row) => [BOX_SCORE_GAP_LABELS[row.kind] ?? row.kind, row.season, row.week ?? "", row.game ?? row.team ?? "", row.player ?? "", row.detail]}
        />
      </Panel>

      <Panel title="What Each Leader List Counts" className="mt-6">
        <ReportTable
          testId="leader-lists"
          headings={["League", "List", "Seasons held (gaps named)", "Leagues counted and what is left out"]}
          rows={report.leader_lists}
          rowKey={(row) => `${row.league}-${row.statistic}`}
          cells={(row) => [row.league, row.label, row.seasons, [row.leagues_counted, row.bound].filter(Boolean).join(". ") || "The league only"]}
        />
      </Panel>

      <Panel title="Skipped Rows by Dataset and Reason" className="mt-6">
        <ReportTable
          headings={["Dataset", "Reason", "Rows"]}
          rows={report.skipped_by_reason}
          rowKey={(row) => `${row.source}-${row.reason}`}
          cells={(row) => [row.source, row.reason, count(row.rows)]}
        />
      </Panel>
    </StaticPage>
  );
}
