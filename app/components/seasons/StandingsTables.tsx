// A season's standings as tables grouped by league, conference and division as they were that season,
// rows by rank, one row expanded at a time (the `open` parameter) to its splits. Used by /standings and
// the season page's Standings tab.
import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { isSport, type SportSlug } from "../../../core/sports";
import { DisclosureLink, useOpenParam } from "~/components/kit/Disclosure";
import { Badge, type BadgeTone } from "~/components/ui/Badge";
import type { Standing } from "../../../api/model";
import {
  BUBBLE_RULE,
  displayRank,
  percentage,
  PLAYOFF_POSITION_LABELS,
  RANK_TONE_CLASSES,
  rankTone,
  standingColumns,
  streakText,
} from "~/lib/standings-display";

const POSITION_TONES: Record<keyof typeof PLAYOFF_POSITION_LABELS, BadgeTone> = {
  champion: "warning",
  playoffs: "success",
  bubble: "info",
  eliminated: "neutral",
};

type Group = { key: string; title: string; rows: Array<Standing> };

function groups(rows: ReadonlyArray<Standing>): Array<Group> {
  const out = new Map<string, Group>();
  for (const row of rows) {
    const parts = [row.league.abbreviation, row.conference, row.division].filter(Boolean) as Array<string>;
    const key = `${row.league.slug}|${row.season.start_year}|${row.conference ?? ""}|${row.division ?? ""}`;
    const title = parts.length > 1 ? parts.join(" · ") : `${row.league.name} (no conference or division alignment in our data for this season)`;
    const group = out.get(key) ?? { key, title, rows: [] };
    group.rows.push(row);
    out.set(key, group);
  }
  return [...out.values()];
}

function Cell({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return <td className={`px-2 py-2 text-right tabular-nums ${className}`}>{children}</td>;
}

export function StandingsTables({ rows, sport: siteSport }: { rows: ReadonlyArray<Standing>; sport: SportSlug | null }) {
  const { isOpen } = useOpenParam();
  const tables = groups(rows);
  return (
    <div className="space-y-8" data-testid="standings-tables">
      {tables.map((group) => {
        const first = group.rows[0];
        const sportName = first.team.sport_name.toLowerCase();
        const sport: SportSlug = siteSport ?? (isSport(sportName) ? sportName : "football");
        const columns = standingColumns(sport, first.season.start_year, group.rows.some((r) => r.ties > 0));
        const span = 11 + Number(columns.ties) + Number(columns.otLosses) + Number(columns.points) + Number(columns.gamesBehind);
        return (
          <section key={group.key} aria-label={group.title}>
            <h3 className="mb-2 text-lg font-bold text-slate-900">
              {group.title} <span className="text-sm font-normal text-slate-600">{first.season.label}</span>
            </h3>
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
              <table className="min-w-full text-sm">
                <thead className="bg-slate-50 text-xs uppercase text-slate-700">
                  <tr>
                    <th scope="col" className="px-2 py-2 text-left">Rank</th>
                    <th scope="col" className="px-2 py-2 text-left">Team</th>
                    <th scope="col" className="px-2 py-2 text-right">W</th>
                    <th scope="col" className="px-2 py-2 text-right">L</th>
                    {columns.ties ? <th scope="col" className="px-2 py-2 text-right">T</th> : null}
                    {columns.otLosses ? <th scope="col" className="px-2 py-2 text-right">OTL</th> : null}
                    {columns.points ? <th scope="col" className="px-2 py-2 text-right">PTS</th> : null}
                    <th scope="col" className="px-2 py-2 text-right">PCT</th>
                    {columns.gamesBehind ? <th scope="col" className="px-2 py-2 text-right">GB</th> : null}
                    <th scope="col" className="hidden px-2 py-2 text-right md:table-cell">Home</th>
                    <th scope="col" className="hidden px-2 py-2 text-right md:table-cell">Away</th>
                    <th scope="col" className="hidden px-2 py-2 text-right lg:table-cell">Div</th>
                    <th scope="col" className="hidden px-2 py-2 text-right lg:table-cell">Conf</th>
                    <th scope="col" className="px-2 py-2 text-right">Strk</th>
                    <th scope="col" className="px-2 py-2 text-left">Playoffs</th>
                  </tr>
                </thead>
                <tbody>
                  {group.rows.map((row, index) => {
                    const rank = displayRank(row, index);
                    const detailsId = `standing-${row.id}`;
                    const open = isOpen(row.id);
                    return (
                      <Fragment key={row.id}>
                        <tr className={`border-t border-slate-100 ${open ? "bg-primary-50" : ""}`} data-testid="standing-row">
                          <td className="px-2 py-2">
                            <span className={`inline-flex h-6 w-6 items-center justify-center rounded-full text-xs font-bold ${RANK_TONE_CLASSES[rankTone(rank)]}`} data-rank-tone={rankTone(rank)}>
                              {rank}
                            </span>
                          </td>
                          <td className="px-2 py-2 text-left">
                            <Link to={`/teams/${row.team.slug}/${row.season.start_year}`} className="font-semibold text-primary-800 hover:underline">
                              {row.team.name}
                            </Link>{" "}
                            <DisclosureLink
                              id={row.id}
                              controls={detailsId}
                              label="Details"
                              openLabel="Hide details"
                              className="ml-1 text-xs font-semibold text-slate-600 underline-offset-2 hover:underline"
                            />
                          </td>
                          <Cell>{row.wins}</Cell>
                          <Cell>{row.losses}</Cell>
                          {columns.ties ? <Cell>{row.ties}</Cell> : null}
                          {columns.otLosses ? <Cell>{row.ot_losses}</Cell> : null}
                          {columns.points ? <Cell className="font-semibold">{row.points ?? "—"}</Cell> : null}
                          <Cell>{percentage(row.win_percentage)}</Cell>
                          {columns.gamesBehind ? <Cell>{row.games_behind === null || row.games_behind === 0 ? "—" : row.games_behind}</Cell> : null}
                          <Cell className="hidden md:table-cell">{row.home_record ?? "—"}</Cell>
                          <Cell className="hidden md:table-cell">{row.away_record ?? "—"}</Cell>
                          <Cell className="hidden lg:table-cell">{row.division_record ?? "—"}</Cell>
                          <Cell className="hidden lg:table-cell">{row.conference_record ?? "—"}</Cell>
                          <Cell>{streakText(row.streak, row.streak_type)}</Cell>
                          <td className="px-2 py-2">
                            {row.playoff_position ? (
                              <Badge tone={POSITION_TONES[row.playoff_position]}>{PLAYOFF_POSITION_LABELS[row.playoff_position]}</Badge>
                            ) : (
                              <span className="text-slate-500">—</span>
                            )}
                          </td>
                        </tr>
                        {open ? (
                          <tr id={detailsId} className="bg-primary-50" data-testid="standing-details">
                            <td colSpan={span} className="px-4 py-3">
                              <dl className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-4">
                                <Detail label="Record" value={row.record} />
                                <Detail label="Home" value={row.home_record ?? "Not in our games"} />
                                <Detail label="Away" value={row.away_record ?? "Not in our games"} />
                                <Detail label="Division" value={row.division_record ?? "Not known"} />
                                <Detail label="Conference" value={row.conference_record ?? "Not known"} />
                                <Detail label="Games played" value={String(row.games_played)} />
                                <Detail label="Points" value={row.points === null ? "—" : String(row.points)} />
                                <Detail label="Last updated" value={row.last_updated ?? "—"} />
                              </dl>
                              <p className="mt-2 text-xs text-slate-600">
                                Record: {row.record_source === "games" ? "derived from the games we hold" : `as published (${row.record_source})`}.
                              </p>
                            </td>
                          </tr>
                        ) : (
                          <tr id={detailsId} hidden />
                        )}
                      </Fragment>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
      <p className="text-xs text-slate-600">{BUBBLE_RULE} Playoffs: played in the postseason. Champion: won the title.</p>
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase text-slate-600">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}
