// The season roster: #, Name (linking to the player), Position and status badges (Captain, Starter, Active).
import { Link } from "@remix-run/react";
import { CsvLink } from "~/components/kit/CsvLink";
import { SortHeader } from "~/components/kit/SortHeader";
import type { SortDir } from "~/lib/table-sort";
import { rosterName } from "~/lib/team-tables";

const HEAD = "px-4 py-3";
import { Badge } from "~/components/ui/Badge";
import type { RosterEntry } from "./types";
import { TableScroll } from "~/components/ui/TableScroll";

export function RosterTable({
  roster,
  caption,
  sort = "",
  dir = "asc",
}: {
  roster: Array<RosterEntry>;
  caption: string;
  /** The URL's sort (the loader has sorted the roster by it). */
  sort?: string;
  dir?: SortDir;
}) {
  if (roster.length === 0) return <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">No roster data available</p>;
  // Our rosters rarely carry jersey numbers: the column is shown only when one of them has a number.
  const numbers = roster.some((entry) => entry.jersey_number);
  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <CsvLink />
      </div>
      <TableScroll className="rounded-xl border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="team-roster">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700">
            <tr>
              {numbers ? <SortHeader column="number" label="#" sort={sort} dir={dir} className={HEAD} /> : null}
              <SortHeader column="name" label="Name" sort={sort} dir={dir} className={HEAD} />
              <SortHeader column="position" label="Position" sort={sort} dir={dir} className={HEAD} />
              <th scope="col" className="px-4 py-3">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {roster.map((entry) => {
              const name = rosterName(entry);
              return (
                <tr key={entry.id} className="hover:bg-slate-50">
                  {numbers ? <td className="px-4 py-2 font-mono text-slate-700">{entry.jersey_number ?? "—"}</td> : null}
                  <th scope="row" className="px-4 py-2 text-left font-semibold">
                    <Link to={`/players/${entry.player.slug}`} className="text-primary-800 hover:underline">
                      {name}
                    </Link>
                  </th>
                  <td className="px-4 py-2 text-slate-800">{entry.position ?? entry.player.primary_position_name ?? "—"}</td>
                  <td className="px-4 py-2">
                    <span className="flex flex-wrap gap-1">
                      {entry.is_captain ? <Badge tone="warning">Captain</Badge> : null}
                      {entry.is_starter ? <Badge tone="primary">Starter</Badge> : null}
                      {entry.player.is_active ? <Badge tone="success">Active</Badge> : null}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
