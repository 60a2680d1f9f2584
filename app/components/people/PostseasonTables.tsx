// A player's postseason figures in their own tables (decision 0185), apart from the season tables and
// their career totals: one row per season and round (a whole postseason where the data splits no
// rounds), each round's sums, and his career postseason totals.
import { formatStat } from "~/lib/people-format";
import { columnValue, tablesFor, type StatColumn } from "~/lib/people-stat-columns";
import { StaticRows } from "~/components/kit/StaticRows";
import { TableScroll } from "~/components/ui/TableScroll";
import { StatColumnHeaders } from "./StatTables";
import type { PlayerDetail } from "./types";

type Postseason = PlayerDetail["postseason"];

export function PostseasonTables({ sport, postseason }: { sport: string; postseason: Postseason }) {
  if (postseason.lines.length === 0) return null;
  const tables = tablesFor(
    sport,
    postseason.lines.map((l) => l.stats),
  );
  const hasRounds = postseason.lines.some((l) => l.round !== null);
  return (
    <section aria-labelledby="postseason-heading" className="mt-8 space-y-6" data-testid="postseason">
      <div>
        <h3 id="postseason-heading" className="text-lg font-semibold text-slate-900">
          Postseason
        </h3>
        <p className="mt-1 text-sm text-slate-700">Playoff games are not in the season rows or the career totals above.</p>
      </div>
      {tables.map((table) => {
        const rows = postseason.lines.filter((l) => table.columns.some((c) => !c.shared && l.stats[c.stat] !== undefined));
        const cell = (column: StatColumn, stats: Record<string, number>) => (
          <td key={column.stat} className="px-3 py-1.5 text-right tabular-nums">
            {formatStat(column.stat, columnValue(column, stats))}
          </td>
        );
        return (
          <TableScroll key={table.id}>
            <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid={`postseason-${table.id}`}>
              <caption className="mb-2 text-left font-semibold text-slate-900">{`Postseason ${table.title.toLowerCase()}${hasRounds ? " by round" : " by season"}`}</caption>
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Season
                  </th>
                  {hasRounds ? (
                    <th scope="col" className="px-3 py-2">
                      Round
                    </th>
                  ) : null}
                  <th scope="col" className="px-3 py-2">
                    Team
                  </th>
                  <StatColumnHeaders columns={table.columns} />
                </tr>
              </thead>
              <StaticRows
                className="divide-y divide-slate-100"
                rows={() =>
                  rows.map((line, index) => (
                    <tr key={`${line.season_start_year}-${line.round ?? ""}-${line.team.slug}-${index}`}>
                      <td className="px-3 py-1.5 whitespace-nowrap">{line.season_label}</td>
                      {hasRounds ? <td className="px-3 py-1.5 whitespace-nowrap">{line.round_label}</td> : null}
                      <td className="px-3 py-1.5 whitespace-nowrap">
                        <a href={`/teams/${line.team.slug}/${line.season_start_year}`} className="text-primary-800 hover:underline">
                          {line.team.abbreviation ?? line.team.name}
                        </a>
                      </td>
                      {table.columns.map((c) => cell(c, line.stats))}
                    </tr>
                  ))
                }
              />
              <tfoot className="border-t-2 border-slate-300">
                {postseason.by_round.length > 1
                  ? postseason.by_round.map((round) => (
                      <tr key={round.round_label}>
                        <th scope="row" colSpan={hasRounds ? 3 : 2} className="px-3 py-1.5 text-left font-medium">
                          {`${round.round_label} (${round.series} series)`}
                        </th>
                        {table.columns.map((c) => cell(c, round.stats))}
                      </tr>
                    ))
                  : null}
                <tr className="font-semibold">
                  <th scope="row" colSpan={hasRounds ? 3 : 2} className="px-3 py-2 text-left">
                    {`Career postseason (${postseason.seasons} ${postseason.seasons === 1 ? "postseason" : "postseasons"})`}
                  </th>
                  {table.columns.map((c) => cell(c, postseason.totals))}
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        );
      })}
    </section>
  );
}
