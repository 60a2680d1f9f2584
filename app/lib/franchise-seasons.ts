// A franchise's season-by-season table: one row a season we hold (record, finish, postseason, head
// coach), the runs of seasons we do not hold marked, the columns it sorts by and its CSV.
import { seasonRuns } from "@core/coverage";
import { seasonLabel } from "@core/seasons";
import { hockeyRecordColumns, winPercentage } from "@core/standings";
import type { SportSlug } from "@sites/site";
import type { TeamSeason } from "~/components/teams/types";
import { csvFilename, type CsvTable } from "./csv";
import { sortBy, type SortDir, type SortKeys } from "./table-sort";

export const FRANCHISE_SEASON_SORTS = ["season", "wins", "losses", "pct", "points", "finish"] as const;
export type FranchiseSeasonSort = (typeof FRANCHISE_SEASON_SORTS)[number];

export type FranchiseSeasonRow = {
  kind: "season";
  startYear: number;
  label: string;
  href: string;
  /** The name the team played under that season, and its league. */
  teamName: string | null;
  league: string | null;
  leagueName: string | null;
  wins: number | null;
  losses: number | null;
  /** Null where the sport or era has no such column (baseball's ties, hockey's ties after 2004-05). */
  ties: number | null;
  otLosses: number | null;
  points: number | null;
  pct: number | null;
  /** "1st in AL East"; null without standings. */
  finish: string | null;
  finishRank: number | null;
  /** The division, conference or league of the finish ("AL East"), or null. */
  finishGroup: string | null;
  /** "Won the World Series", "Lost the ALCS 2-4 to ...", "Missed the playoffs"; null when unknown. */
  postseason: string | null;
  championship: boolean;
  coaches: Array<{ slug: string; name: string }>;
};

/** A run of seasons we do not hold, between (or before) the ones we do. */
export type FranchiseGapRow = { kind: "gap"; first: number; last: number; label: string };

/**
 * A season row as the loader sends it (decision 0195): the facts only, in a fixed order, without what
 * the page builds from them (the season's label and link, the finish line, the row's kind). A tuple, not
 * an object: 126 Yankees rows of 18 named fields were most of the page's loader data.
 */
export type PackedSeason = [
  startYear: number,
  teamName: string | null,
  league: string | null,
  leagueName: string | null,
  wins: number | null,
  losses: number | null,
  ties: number | null,
  otLosses: number | null,
  points: number | null,
  pct: number | null,
  finishRank: number | null,
  finishGroup: string | null,
  postseason: string | null,
  championship: 0 | 1,
  /** Each head coach's slug and name, one after the other. */
  coaches: Array<string>,
];
/** A run of seasons we do not hold, as sent: its first and last season. */
export type PackedGap = [first: number, last: number];
export type PackedRow = PackedSeason | PackedGap;

export type FranchiseTableRow = FranchiseSeasonRow | FranchiseGapRow;

/** Which record columns the table shows for a sport: ties where any season had one, hockey's OTL and points. */
export type RecordColumns = { ties: boolean; otLosses: boolean; points: boolean };

export function ordinal(n: number): string {
  const rest = n % 100;
  if (rest >= 11 && rest <= 13) return `${n}th`;
  return `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th"}`;
}

/** The record shown: the standings' (published where a dataset has it), else the published record alone. */
function counts(season: TeamSeason) {
  if (season.wins !== null && season.losses !== null && (season.games_played ?? 1) > 0) {
    return { wins: season.wins, losses: season.losses, ties: season.ties ?? 0, otLosses: season.ot_losses ?? 0 };
  }
  if (season.record_wins !== null && season.record_losses !== null) {
    return { wins: season.record_wins, losses: season.record_losses, ties: season.record_ties ?? 0, otLosses: season.record_ot_losses ?? 0 };
  }
  return null;
}

function finishLabel(rank: number | null, group: string | null): string | null {
  if (rank === null) return null;
  return group ? `${ordinal(rank)} in ${group}` : ordinal(rank);
}

function postseasonLabel(season: TeamSeason): string | null {
  if (season.championship_won) return `Won the ${season.championship_names ?? "title"}`;
  if (season.postseason) return season.postseason.result;
  if (season.playoff_position === "eliminated" || season.made_playoffs === false) return "Missed the playoffs";
  return null;
}

export function franchiseSeasonRow(season: TeamSeason, teamSlug: string, sport: SportSlug | null): FranchiseSeasonRow {
  const record = counts(season);
  const hockey = sport === "hockey" ? hockeyRecordColumns(season.start_year) : null;
  const finishRank = season.finish ?? null;
  const finishGroup = finishRank === null ? null : (season.division ?? season.conference ?? season.league ?? null);
  return {
    kind: "season",
    startYear: season.start_year,
    label: seasonLabel(season.start_year, sport),
    href: `/teams/${teamSlug}/${season.start_year}`,
    teamName: season.team_name,
    league: season.league,
    leagueName: season.league_name ?? null,
    wins: record?.wins ?? null,
    losses: record?.losses ?? null,
    ties: record && sport !== "baseball" && (hockey ? hockey.ties : true) ? record.ties : null,
    otLosses: record && hockey?.otLosses ? record.otLosses : null,
    points: sport === "hockey" ? (season.points ?? null) : null,
    pct: record ? (season.win_percentage ?? winPercentage(record.wins, record.losses, record.ties, record.otLosses)) : null,
    finish: finishLabel(finishRank, finishGroup),
    finishRank,
    finishGroup,
    postseason: postseasonLabel(season),
    championship: season.championship_won,
    coaches: season.head_coaches ?? [],
  };
}

/** The table's rows as the loader sends them, in the table's order (unpackFranchiseRows reads them back). */
export function packFranchiseRows(rows: ReadonlyArray<FranchiseTableRow>): Array<PackedRow> {
  return rows.map((row): PackedRow => {
    if (row.kind === "gap") return [row.first, row.last];
    const coaches = row.coaches.flatMap((coach) => [coach.slug, coach.name]);
    return [
      row.startYear,
      row.teamName,
      row.league,
      row.leagueName,
      row.wins,
      row.losses,
      row.ties,
      row.otLosses,
      row.points,
      row.pct,
      row.finishRank,
      row.finishGroup,
      row.postseason,
      row.championship ? 1 : 0,
      coaches,
    ];
  });
}

function gapRow(first: number, last: number, sport: SportSlug | null): FranchiseGapRow {
  return { kind: "gap", first, last, label: first === last ? seasonLabel(first, sport) : `${seasonLabel(first, sport)} to ${seasonLabel(last, sport)}` };
}

/** The rows the page shows, from the packed ones: each season's label, link and finish line built again. */
export function unpackFranchiseRows(packed: ReadonlyArray<PackedRow>, teamSlug: string, sport: SportSlug | null): Array<FranchiseTableRow> {
  return packed.map((row): FranchiseTableRow => {
    if (row.length === 2) return gapRow(row[0], row[1], sport);
    const [startYear, teamName, league, leagueName, wins, losses, ties, otLosses, points, pct, finishRank, finishGroup, postseason, championship, coaches] =
      row;
    const heads: Array<{ slug: string; name: string }> = [];
    for (let index = 0; index + 1 < coaches.length; index += 2) heads.push({ slug: coaches[index], name: coaches[index + 1] });
    return {
      kind: "season",
      startYear,
      label: seasonLabel(startYear, sport),
      href: `/teams/${teamSlug}/${startYear}`,
      teamName,
      league,
      leagueName,
      wins,
      losses,
      ties,
      otLosses,
      points,
      pct,
      finish: finishLabel(finishRank, finishGroup),
      finishRank,
      finishGroup,
      postseason,
      championship: championship === 1,
      coaches: heads,
    };
  });
}

/**
 * The seasons we do not hold, as runs: between the first and last season held, and before the first one
 * back to the franchise's founding when it is known and earlier ("1944 to 1949").
 */
export function seasonGaps(held: ReadonlyArray<number>, foundedYear: number | null, sport: SportSlug | null): Array<FranchiseGapRow> {
  const runs = seasonRuns(held);
  if (runs.length === 0) return [];
  const gaps: Array<[number, number]> = [];
  if (foundedYear !== null && foundedYear < runs[0][0]) gaps.push([foundedYear, runs[0][0] - 1]);
  for (let index = 1; index < runs.length; index += 1) gaps.push([runs[index - 1][1] + 1, runs[index][0] - 1]);
  return gaps.map(([first, last]) => gapRow(first, last, sport));
}

/** The record columns a franchise's table needs (a column no season fills is left out). */
export function recordColumns(rows: ReadonlyArray<FranchiseSeasonRow>, sport: SportSlug | null): RecordColumns {
  return {
    ties: rows.some((row) => (row.ties ?? 0) > 0),
    otLosses: sport === "hockey" && rows.some((row) => row.otLosses !== null),
    points: sport === "hockey" && rows.some((row) => row.points !== null),
  };
}

const SORT_KEYS: SortKeys<FranchiseSeasonRow, FranchiseSeasonSort> = {
  season: (row) => row.startYear,
  wins: (row) => row.wins,
  losses: (row) => row.losses,
  pct: (row) => row.pct,
  points: (row) => row.points,
  finish: (row) => row.finishRank,
};

const isFranchiseSort = (sort: string): sort is FranchiseSeasonSort => (FRANCHISE_SEASON_SORTS as ReadonlyArray<string>).includes(sort);

/**
 * The table's rows in the URL's sort. In season order (the default, newest first) the runs of seasons we
 * do not hold sit where they fall; sorted by a figure, they are left out (the page lists them above).
 */
export function franchiseTable(
  seasons: ReadonlyArray<FranchiseSeasonRow>,
  gaps: ReadonlyArray<FranchiseGapRow>,
  sort: string,
  dir: SortDir,
): Array<FranchiseTableRow> {
  const column = isFranchiseSort(sort) ? sort : "";
  if (column !== "" && column !== "season") return sortBy(seasons, SORT_KEYS, column, dir);
  const ascending = column === "season" && dir === "asc";
  const rows: Array<FranchiseTableRow> = [...seasons, ...gaps];
  const year = (row: FranchiseTableRow) => (row.kind === "season" ? row.startYear : row.first);
  return rows.sort((a, b) => (ascending ? year(a) - year(b) : year(b) - year(a)));
}

export function pctLabel(pct: number | null): string {
  if (pct === null) return "—";
  return pct >= 1 ? "1.000" : pct.toFixed(3).replace(/^0/, "");
}

export function franchiseSeasonsCsv(rows: ReadonlyArray<FranchiseTableRow>, teamName: string, columns: RecordColumns): CsvTable {
  return {
    filename: csvFilename(teamName, "seasons"),
    columns: [
      { key: "season", label: "Season" },
      { key: "team", label: "Team" },
      { key: "league", label: "League" },
      { key: "wins", label: "W" },
      { key: "losses", label: "L" },
      ...(columns.ties ? [{ key: "ties", label: "T" }] : []),
      ...(columns.otLosses ? [{ key: "otLosses", label: "OTL" }] : []),
      ...(columns.points ? [{ key: "points", label: "Pts" }] : []),
      { key: "pct", label: "Win %" },
      { key: "finish", label: "Finish" },
      { key: "postseason", label: "Postseason" },
      { key: "coach", label: "Head coach" },
    ],
    rows: rows.map((row) =>
      row.kind === "gap"
        ? { season: row.label, team: "Not in our data" }
        : {
            season: row.label,
            team: row.teamName,
            league: row.league,
            wins: row.wins,
            losses: row.losses,
            ties: row.ties,
            otLosses: row.otLosses,
            points: row.points,
            pct: row.pct === null ? null : pctLabel(row.pct),
            finish: row.finish,
            postseason: row.postseason,
            coach: row.coaches.map((coach) => coach.name).join(" / "),
          },
    ),
  };
}
