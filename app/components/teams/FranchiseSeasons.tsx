// The franchise's season-by-season table: season and record first (a phone sees them), the rest in the
// table's own scroll box; sortable by links (no JavaScript needed), the seasons we do not hold marked.
import { Fragment } from "react";
import { CsvLink } from "~/components/kit/CsvLink";
import { SortHeader } from "~/components/kit/SortHeader";
import { StaticRows } from "~/components/kit/StaticRows";
import { TableScroll } from "~/components/ui/TableScroll";
import { pctLabel, type FranchiseGapRow, type FranchiseTableRow, type RecordColumns } from "~/lib/franchise-seasons";
import type { SortDir } from "~/lib/table-sort";

const HEAD = "whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-700";
// The season column stays in view while the rest scrolls sideways.
const STICKY = "sticky left-0 z-10 bg-white";

export function FranchiseSeasons({
  rows,
  columns,
  gaps,
  teamName,
  sort,
  dir,
}: {
  rows: Array<FranchiseTableRow>;
  columns: RecordColumns;
  /** Every run of seasons we do not hold, listed above the table whatever its sort. */
  gaps: Array<FranchiseGapRow>;
  teamName: string;
  sort: string;
  dir: SortDir;
}) {
  if (rows.length === 0) return <p className="text-slate-700">No seasons of this team are in our data yet.</p>;
  const width = 7 + (columns.ties ? 1 : 0) + (columns.otLosses ? 1 : 0) + (columns.points ? 1 : 0);
  const seasonSort = sort === "" ? "season" : sort;
  const seasonDir = sort === "" ? "desc" : dir;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        {gaps.length > 0 ? (
          <p className="text-sm text-slate-700" data-testid="seasons-not-held">
            {`Not in our data: ${gaps.map((gap) => gap.label).join(", ")}.`}
          </p>
        ) : (
          <p className="text-sm text-slate-700">Every season since the first we hold is here.</p>
        )}
        <CsvLink />
      </div>
      <TableScroll className="rounded-xl border border-slate-200">
        <table className="season-table min-w-full divide-y divide-slate-200 text-sm" data-testid="franchise-seasons">
          <caption className="sr-only">{`${teamName}: every season in our data, with record, finish, postseason and head coach`}</caption>
          <thead className="bg-slate-50">
            <tr>
              <SortHeader column="season" label="Season" sort={seasonSort} dir={seasonDir} firstDir="desc" className={`${HEAD} ${STICKY} bg-slate-50`} />
              <SortHeader column="wins" label="W" sort={sort} dir={dir} firstDir="desc" className={HEAD} />
              <SortHeader column="losses" label="L" sort={sort} dir={dir} firstDir="desc" className={HEAD} />
              {columns.ties ? (
                <th scope="col" className={HEAD}>
                  T
                </th>
              ) : null}
              {columns.otLosses ? (
                <th scope="col" className={HEAD}>
                  <abbr title="Overtime losses">OTL</abbr>
                </th>
              ) : null}
              {columns.points ? <SortHeader column="points" label="Pts" sort={sort} dir={dir} firstDir="desc" className={HEAD} /> : null}
              <SortHeader column="pct" label="Win %" sort={sort} dir={dir} firstDir="desc" className={HEAD} />
              <SortHeader column="finish" label="Finish" sort={sort} dir={dir} className={HEAD} />
              <th scope="col" className={HEAD}>
                Postseason
              </th>
              <th scope="col" className={HEAD}>
                Team and league
              </th>
              <th scope="col" className={HEAD}>
                Head coach
              </th>
            </tr>
          </thead>
          <StaticRows
            className="divide-y divide-slate-100"
            rows={() =>
              rows.map((row) =>
                row.kind === "gap" ? (
                  <tr key={`gap-${row.first}`} className="bg-slate-50 text-slate-700" data-testid="season-gap">
                    <th scope="row" className="bg-slate-50 font-medium">
                      {row.label}
                    </th>
                    <td colSpan={width} className="italic">
                      Not in our data
                    </td>
                  </tr>
                ) : (
                  <tr key={row.startYear} className={row.championship ? "bg-amber-50" : undefined}>
                    <th scope="row" className={row.championship ? "bg-amber-50" : undefined}>
                      <a href={row.href}>{row.label}</a>
                      {row.championship ? (
                        <>
                          <span aria-hidden="true" className="ml-1">
                            🏆
                          </span>
                          <span className="sr-only">Champions</span>
                        </>
                      ) : null}
                    </th>
                    <td className="num">{row.wins ?? "—"}</td>
                    <td className="num">{row.losses ?? "—"}</td>
                    {columns.ties ? <td className="num">{row.ties ?? "—"}</td> : null}
                    {columns.otLosses ? <td className="num">{row.otLosses ?? "—"}</td> : null}
                    {columns.points ? <td className="num">{row.points ?? "—"}</td> : null}
                    <td className="num">{pctLabel(row.pct)}</td>
                    <td>{row.finish ?? "—"}</td>
                    <td>{row.postseason ?? "—"}</td>
                    <td>
                      {row.teamName ?? "—"}
                      {row.league ? (
                        <abbr title={row.leagueName ?? undefined} className="ml-1 text-slate-600">
                          {`(${row.league})`}
                        </abbr>
                      ) : null}
                    </td>
                    <td>
                      {row.coaches.length === 0
                        ? "—"
                        : row.coaches.map((coach, index) => (
                            <Fragment key={coach.slug}>
                              {index > 0 ? " / " : null}
                              <a href={`/coaches/${coach.slug}`}>{coach.name}</a>
                            </Fragment>
                          ))}
                    </td>
                  </tr>
                ),
              )
            }
          />
        </table>
      </TableScroll>
    </div>
  );
}
