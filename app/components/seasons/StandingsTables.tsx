// A season's standings as tables grouped by league, conference and division as they were that season,
// rows by rank, one row expanded at a time (the `open` parameter) to its splits. Used by /standings and
// the season page's Standings tab.
import { Fragment } from "react";
import { isSport, type SportSlug } from "@core/sports";
import { gamesBehindGroup } from "@core/standings";
import { useOpenParam } from "~/components/kit/Disclosure";
import { useRowLinks } from "~/components/kit/RowLinks";
import { SortHeader } from "~/components/kit/SortHeader";
import { Badge, type BadgeTone } from "~/components/ui/Badge";
import {
  BUBBLE_RULE,
  displayRank,
  GAMES_BEHIND_RULE,
  percentage,
  PLAYOFF_POSITION_LABELS,
  RANK_TONE_CLASSES,
  rankTone,
  standingColumns,
  streakText,
} from "~/lib/standings-display";
import { shownPercentage, standingGroups, type StandingRow, type StandingSort } from "~/lib/standings-table";
import type { SortDir } from "~/lib/table-sort";
import { TableScroll } from "~/components/ui/TableScroll";

/**
 * When we hold some but not all of a published record's games (the 1987 NFL strike's replacement games):
 * how many, the reason its splits, points from games and streak are not shown (decision 0118).
 */
function partialGames(row: StandingRow): string | null {
  const held = row.games_held ?? null;
  if (held === null || held >= row.games_played) return null;
  return `We hold ${held} of its ${row.games_played} games, so its home, away, division and conference records and its streak are not shown.`;
}

/** What a split cell says when it has no value: not all the games held, or none. */
function splitsMissing(row: StandingRow): string {
  const held = row.games_held ?? null;
  return held !== null && held < row.games_played ? `Not shown (${held} of ${row.games_played} games held)` : "Not in our games";
}

const POSITION_TONES: Record<keyof typeof PLAYOFF_POSITION_LABELS, BadgeTone> = {
  champion: "warning",
  playoffs: "success",
  bubble: "info",
  eliminated: "neutral",
};

/** The columns hidden on narrow screens (cell padding and number alignment come from `.stat-table`). */
const MD = "hidden md:table-cell";
const LG = "hidden lg:table-cell";

export function StandingsTables({
  rows,
  sport: siteSport,
  sort = "",
  dir = "asc",
}: {
  rows: ReadonlyArray<StandingRow>;
  sport: SportSlug | null;
  /** The column each table is sorted by within its group ("" = by rank), from the URL. */
  sort?: StandingSort | "";
  dir?: SortDir;
}) {
  const { isOpen, toggleHref } = useOpenParam();
  // The rows' team and Details links are plain links; this one handler navigates in the app.
  const onRowLinkClick = useRowLinks();
  const tables = standingGroups(rows, sort, dir);
  const header = (column: StandingSort, label: string, align: "left" | "right" = "right", firstDir: SortDir = "desc") => (
    <SortHeader column={column} label={label} sort={sort} dir={dir} firstDir={firstDir} className={align === "left" ? "text-left" : "text-right"} />
  );
  return (
    // A delegated handler for the links inside (a keyboard activation of a link is a click too).
    <div className="space-y-8" data-testid="standings-tables" onClick={onRowLinkClick}>
      {tables.map((group) => {
        const first = group.rows[0];
        const sportName = first.team.sport_name.toLowerCase();
        const sport: SportSlug = siteSport ?? (isSport(sportName) ? sportName : "football");
        const columns = standingColumns(
          sport,
          first.season.start_year,
          group.rows.some((r) => r.ties > 0),
          gamesBehindGroup(first),
        );
        const span = 11 + Number(columns.ties) + Number(columns.otLosses) + Number(columns.points) + Number(Boolean(columns.gamesBehind));
        return (
          <section key={group.key} aria-label={group.title}>
            <h2 className="mb-2 text-lg font-bold text-slate-900">
              {group.title} <span className="text-sm font-normal text-slate-600">{first.season.label}</span>
            </h2>
            <TableScroll className="rounded-xl border border-slate-200 bg-white shadow-sm">
              <table className="stat-table min-w-full text-sm">
                <thead className="bg-slate-50 text-xs uppercase text-slate-700">
                  <tr>
                    <th scope="col" className="text-left">
                      Rank
                    </th>
                    {header("team", "Team", "left", "asc")}
                    {header("wins", "W")}
                    {header("losses", "L")}
                    {columns.ties ? header("ties", "T") : null}
                    {columns.otLosses ? header("otl", "OTL") : null}
                    {columns.points ? header("points", "PTS") : null}
                    {columns.points ? header("pct", "P%") : header("pct", "PCT")}
                    {columns.gamesBehind ? header("gb", columns.gamesBehind === "division" ? "GB (div.)" : "GB (conf.)", "right", "asc") : null}
                    <th scope="col" className={`${MD} text-right`}>
                      Home
                    </th>
                    <th scope="col" className={`${MD} text-right`}>
                      Away
                    </th>
                    <th scope="col" className={`${LG} text-right`}>
                      Div
                    </th>
                    <th scope="col" className={`${LG} text-right`}>
                      Conf
                    </th>
                    <th scope="col" className="text-right">
                      Strk
                    </th>
                    <th scope="col" className="text-left">
                      Playoffs
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.rows.map((row, index) => {
                    const rank = displayRank(row, index);
                    const detailsId = `standing-${row.id}`;
                    const open = isOpen(row.id);
                    return (
                      <Fragment key={row.id}>
                        <tr className={open ? "bg-primary-50" : undefined} data-testid="standing-row">
                          <td className="text-left">
                            <span className={`rank-dot ${RANK_TONE_CLASSES[rankTone(rank)]}`} data-rank-tone={rankTone(rank)}>
                              {rank}
                            </span>
                          </td>
                          <td className="text-left">
                            <a href={`/teams/${row.team.slug}/${row.season.start_year}`} className="row-link">
                              {row.team.name}
                            </a>{" "}
                            <a
                              href={toggleHref(row.id)}
                              data-replace="true"
                              data-keep-scroll="true"
                              aria-expanded={open}
                              aria-controls={detailsId}
                              className="more-link ml-1"
                            >
                              {open ? "Hide details" : "Details"}
                            </a>
                          </td>
                          <td>{row.wins}</td>
                          <td>{row.losses}</td>
                          {columns.ties ? <td>{row.ties}</td> : null}
                          {columns.otLosses ? <td>{row.ot_losses}</td> : null}
                          {columns.points ? <td className="font-semibold">{row.points ?? "—"}</td> : null}
                          <td>{percentage(shownPercentage(row))}</td>
                          {columns.gamesBehind ? <td>{row.games_behind === null || row.games_behind === 0 ? "—" : row.games_behind}</td> : null}
                          <td className={MD}>{row.home_record ?? "—"}</td>
                          <td className={MD}>{row.away_record ?? "—"}</td>
                          <td className={LG}>{row.division_record ?? "—"}</td>
                          <td className={LG}>{row.conference_record ?? "—"}</td>
                          <td>{streakText(row.streak, row.streak_type)}</td>
                          <td className="text-left">
                            {row.playoff_position ? (
                              <Badge tone={POSITION_TONES[row.playoff_position]}>{PLAYOFF_POSITION_LABELS[row.playoff_position]}</Badge>
                            ) : (
                              <span className="text-slate-500">—</span>
                            )}
                            {row.postseason ? (
                              <span className="block text-xs text-slate-600" data-testid="postseason-result">
                                {row.postseason.result}
                              </span>
                            ) : null}
                          </td>
                        </tr>
                        {open ? (
                          <tr id={detailsId} className="bg-primary-50" data-testid="standing-details">
                            <td colSpan={span} className="px-4 py-3 text-left">
                              <dl className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-4">
                                <Detail label="Record" value={row.record} />
                                <Detail label="Home" value={row.home_record ?? splitsMissing(row)} />
                                <Detail label="Away" value={row.away_record ?? splitsMissing(row)} />
                                <Detail label="Division" value={row.division_record ?? "Not known"} />
                                <Detail label="Conference" value={row.conference_record ?? "Not known"} />
                                <Detail label="Games played" value={String(row.games_played)} />
                                <Detail label="Points" value={row.points === null ? "—" : String(row.points)} />
                                <Detail label="Last updated" value={row.last_updated ?? "—"} />
                              </dl>
                              <p className="mt-2 text-xs text-slate-600">
                                Record: {row.record_source === "games" ? "derived from the games we hold" : `as published (${row.record_source})`}.
                                {partialGames(row) ? ` ${partialGames(row)}` : ""}
                              </p>
                            </td>
                          </tr>
                        ) : null}
                      </Fragment>
                    );
                  })}
                </tbody>
              </table>
            </TableScroll>
          </section>
        );
      })}
      <p className="text-xs text-slate-600">
        {GAMES_BEHIND_RULE} {BUBBLE_RULE} Playoffs: played in the postseason. Champion: won the title.
      </p>
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
