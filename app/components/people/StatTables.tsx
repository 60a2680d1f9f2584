// A player's season-by-season tables with the career totals row, by sport (basketball; baseball batting
// and pitching; hockey skaters and goalies; football passing, rushing and receiving in his position's
// order). Seasons in another league (WHA) get their own table, apart from the league's totals. A total
// that sums only some of the rows shown is marked, and the seasons without the figure named.
import { Link, useLocation } from "@remix-run/react";
import { seasonRunsLabel } from "@core/coverage";
import { isSport } from "@core/sports";
import { formatStat, statLabel } from "~/lib/people-format";
import {
  BASKETBALL_PER_GAME,
  careerValue,
  columnValue,
  hasFigures,
  hasPerGame,
  partialColumns,
  tablesFor,
  type StatColumn,
  type StatFigures,
  type StatTable,
} from "~/lib/people-stat-columns";
import { hrefWith } from "~/lib/url-state";
import type { PlayerDetail } from "./types";
import { StaticRows } from "~/components/kit/StaticRows";
import { TableScroll } from "~/components/ui/TableScroll";

/** A stat table's column headers: each statistic's short name, its full name on hover (the season and postseason tables). */
export function StatColumnHeaders({ columns }: { columns: ReadonlyArray<{ stat: string; short: string }> }) {
  return (
    <>
      {columns.map((c) => (
        <th key={c.stat} scope="col" className="px-3 py-2 text-right">
          <abbr title={statLabel(c.stat)} className="no-underline">
            {c.short}
          </abbr>
        </th>
      ))}
    </>
  );
}

export const NO_STATS = "No career statistics available for this player.";

/** The career row's label in the per-game view: "Career averages (19 seasons)". */
function averagesLabel(totalsLabel: string): string {
  return totalsLabel.startsWith("Career") ? totalsLabel.replace(/^Career/, "Career averages") : `${totalsLabel}: averages a game`;
}

/** Basketball's per-game view in place of its totals table (the shooting percentages are in both). */
function shownTables(tables: Array<StatTable>, figures: StatFigures): Array<StatTable> {
  return figures === "per_game" ? tables.map((table) => (table.id === "basketball" ? BASKETBALL_PER_GAME : table)) : tables;
}

/** "Per game | Totals": links that set `figures` (no JavaScript needed), the section kept open. */
function FiguresSwitch({ figures }: { figures: StatFigures }) {
  const location = useLocation();
  const link = (value: StatFigures, label: string) =>
    value === figures ? (
      <span aria-current="true" className="rounded-md bg-primary-700 px-2 py-1 font-semibold text-white">
        {label}
      </span>
    ) : (
      <Link
        to={hrefWith(location.search, { figures: value === "per_game" ? null : value, section: "stats" }, { pathname: location.pathname })}
        preventScrollReset
        className="rounded-md px-2 py-1 font-semibold text-primary-800 underline-offset-2 hover:underline"
      >
        {label}
      </Link>
    );
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="stat-figures">
      <span className="text-slate-700">Show:</span>
      {link("per_game", "Per game")}
      {link("totals", "Totals")}
    </p>
  );
}

export function StatTables({ sport, player, figures = "totals" }: { sport: string; player: PlayerDetail; figures?: StatFigures }) {
  const own = player.seasons.filter((s) => !s.other_league);
  const view: StatFigures = hasPerGame(sport) ? figures : "totals";
  const tables = shownTables(
    tablesFor(
      sport,
      own.map((s) => s.stats),
      player.position,
      player.career_stats,
    ),
    view,
  );
  if (tables.length === 0) return <p className="text-slate-700">{NO_STATS}</p>;
  return (
    <div className="space-y-6">
      {hasPerGame(sport) ? <FiguresSwitch figures={view} /> : null}
      {tables.map((table) => (
        <SeasonTable
          key={table.id}
          table={table}
          seasons={own}
          totals={player.career_stats}
          totalsLabel={view === "per_game" ? averagesLabel(player.career_totals.label) : player.career_totals.label}
          caption={`${table.title} statistics by season`}
          sport={sport}
        />
      ))}
      {player.career_totals.bound ? (
        <p className="text-sm text-slate-700" data-testid="career-bound">
          {`${player.career_totals.bound}.`}
        </p>
      ) : null}
      {player.other_league_totals.map((other) => {
        const seasons = player.seasons.filter((s) => s.other_league === other.league);
        return shownTables(
          tablesFor(
            sport,
            seasons.map((s) => s.stats),
          ),
          view,
        ).map((table) => (
          <SeasonTable
            key={`${other.league}-${table.id}`}
            table={table}
            seasons={seasons}
            totals={other.stats}
            totalsLabel={view === "per_game" ? `${other.league} averages` : `${other.league} totals`}
            caption={`${other.league} seasons (not in the ${player.league.name} totals)`}
            sport={sport}
          />
        ));
      })}
    </div>
  );
}

function SeasonTable({
  table,
  seasons,
  totals,
  totalsLabel,
  caption,
  sport,
}: {
  table: StatTable;
  seasons: PlayerDetail["seasons"];
  totals: Record<string, number | null>;
  /** What the totals sum (core/coverage.ts careerBound): never a career length from another source. */
  totalsLabel: string;
  caption: string;
  sport: string;
}) {
  const rows = seasons.filter((s) => hasFigures(table, s.stats));
  const lines = rows.filter((s) => !s.is_total).map((s) => s.stats);
  const career = (column: StatColumn) => careerValue(column, lines, totals);
  const partial = new Set(
    partialColumns(
      table,
      rows.map((s) => s.stats),
    ),
  );
  const missing = [...partial].map((stat) => {
    const seasonsWithout = rows.filter((s) => s.stats[stat] === undefined || s.stats[stat] === null).map((s) => s.season_start_year);
    return `${statLabel(stat)}: not held for ${seasonRunsLabel(seasonsWithout, isSport(sport) ? sport : null) ?? ""}`;
  });
  return (
    <div>
      <TableScroll>
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Season
              </th>
              <th scope="col" className="px-3 py-2">
                Team
              </th>
              <StatColumnHeaders columns={table.columns} />
            </tr>
          </thead>
          <StaticRows
            className="divide-y divide-slate-100"
            rows={() =>
              rows.map((season, index) => (
                <tr key={`${season.season_start_year}-${season.team?.slug ?? "tot"}-${index}`} className={season.is_total ? "bg-slate-50 italic" : ""}>
                  <td className="px-3 py-1.5 whitespace-nowrap">{season.season_label}</td>
                  <td className="px-3 py-1.5 whitespace-nowrap">
                    {season.team ? (
                      <a href={`/teams/${season.team.slug}/${season.season_start_year}`} className="text-primary-800 hover:underline">
                        {season.team.abbreviation ?? season.team.name}
                      </a>
                    ) : (
                      <span title="Total of the teams he played for that season">TOT</span>
                    )}
                  </td>
                  {table.columns.map((c) => (
                    <td key={c.stat} className="px-3 py-1.5 text-right tabular-nums">
                      {shownValue(c, columnValue(c, season.stats))}
                    </td>
                  ))}
                </tr>
              ))
            }
          />
          <tfoot className="border-t-2 border-slate-300 font-semibold">
            <tr>
              <th scope="row" colSpan={2} className="px-3 py-2 text-left">
                {totalsLabel}
              </th>
              {table.columns.map((c) => (
                <td key={c.stat} className="px-3 py-2 text-right tabular-nums">
                  {shownValue(c, career(c))}
                  {partial.has(c.stat) ? (
                    <sup title={c.perGame ? "Average over the seasons that hold this figure only" : "Sum of the seasons that hold this figure only"}>*</sup>
                  ) : null}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </TableScroll>
      {missing.length > 0 ? (
        <p className="mt-2 text-xs text-slate-700" data-testid="partial-totals">
          {`* The ${table.columns.some((c) => c.perGame) ? "career figure counts" : "total sums"} only the seasons that hold the figure (${missing.join("; ")}).`}
        </p>
      ) : null}
    </div>
  );
}

/** A per-game figure to one decimal ("27.1"); any other as the sport writes it. */
function shownValue(column: StatColumn, value: number | null): string {
  if (column.perGame) return value === null || !Number.isFinite(value) ? "—" : value.toFixed(1);
  return formatStat(column.stat, value);
}
