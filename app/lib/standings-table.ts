// A standings table's rows as the page shows them (grouped by league, conference and division as they
// were that season; sorted by a column within each group) and as its CSV gives them: one rule for both.
import type { Standing } from "@api/model";
import { pointsPercentage } from "@core/standings";
import { csvFilename, type CsvTable } from "./csv";
import { PLAYOFF_POSITION_LABELS, percentage, streakText } from "./standings-display";
import { sortBy, type SortDir, type SortKeys } from "./table-sort";

export const STANDING_SORTS = ["team", "wins", "losses", "ties", "otl", "points", "pct", "gb"] as const;
export type StandingSort = (typeof STANDING_SORTS)[number];

/**
 * What a standings table and its CSV read of a row: the page's loader sends these, not the API's whole
 * answer (a smaller document to render and to send).
 */
export type StandingRow = Pick<
  Standing,
  | "id"
  | "rank"
  | "position"
  | "wins"
  | "losses"
  | "ties"
  | "ot_losses"
  | "record"
  | "points"
  | "win_percentage"
  | "games_played"
  | "games_behind"
  | "streak"
  | "streak_type"
  | "division"
  | "conference"
  | "last_updated"
  | "playoff_position"
  | "postseason"
  | "home_record"
  | "away_record"
  | "division_record"
  | "conference_record"
  | "record_source"
> & {
  /** How many of the record's games we hold (null: none); fewer than games_played means partial splits. */
  games_held?: number | null;
  team: Pick<Standing["team"], "slug" | "name" | "sport_name">;
  league: Standing["league"];
  season: Pick<Standing["season"], "start_year" | "label">;
};

/** The percentage fans read: points percentage in hockey (points over twice the games), else wins (ties half). */
export function shownPercentage(row: Pick<StandingRow, "team" | "points" | "games_played" | "win_percentage">): number {
  const hockey = row.team.sport_name.toLowerCase() === "hockey" && row.points !== null;
  return hockey ? pointsPercentage(row.points ?? 0, row.games_played) : row.win_percentage;
}

/** An API standings row as the page needs it. */
export function standingRow(row: Standing): StandingRow {
  return {
    id: row.id,
    rank: row.rank,
    position: row.position,
    wins: row.wins,
    losses: row.losses,
    ties: row.ties,
    ot_losses: row.ot_losses,
    record: row.record,
    points: row.points,
    win_percentage: row.win_percentage,
    games_played: row.games_played,
    games_behind: row.games_behind,
    streak: row.streak,
    streak_type: row.streak_type,
    division: row.division,
    conference: row.conference,
    last_updated: row.last_updated,
    playoff_position: row.playoff_position,
    postseason: row.postseason,
    home_record: row.home_record,
    away_record: row.away_record,
    division_record: row.division_record,
    conference_record: row.conference_record,
    record_source: row.record_source,
    games_held: row.derived_record?.games_played ?? null,
    team: { slug: row.team.slug, name: row.team.name, sport_name: row.team.sport_name },
    league: { slug: row.league.slug, name: row.league.name, abbreviation: row.league.abbreviation },
    season: { start_year: row.season.start_year, label: row.season.label },
  };
}

/**
 * The rows of a page: standingRow of each, one league and one season object shared by the rows that
 * name the same (the loader's data is written once per object, so a table's 32 rows carry them once).
 */
export function standingRows(rows: ReadonlyArray<Standing>): Array<StandingRow> {
  const shared = new Map<string, StandingRow["league"] | StandingRow["season"]>();
  const once = <T extends StandingRow["league"] | StandingRow["season"]>(key: string, value: T): T => {
    const known = shared.get(key);
    if (known) return known as T;
    shared.set(key, value);
    return value;
  };
  return rows.map((row) => {
    const slim = standingRow(row);
    return {
      ...slim,
      league: once(`league|${slim.league.slug}|${slim.league.name}|${slim.league.abbreviation}`, slim.league),
      season: once(`season|${slim.season.start_year}|${slim.season.label}`, slim.season),
    };
  });
}

export const STANDING_SORT_KEYS: SortKeys<StandingRow, StandingSort> = {
  team: (row) => row.team.name,
  wins: (row) => row.wins,
  losses: (row) => row.losses,
  ties: (row) => row.ties,
  otl: (row) => row.ot_losses,
  points: (row) => row.points,
  pct: (row) => shownPercentage(row),
  gb: (row) => row.games_behind,
};

export type StandingGroup<Row extends StandingRow = StandingRow> = { key: string; title: string; rows: Array<Row> };

/** The tables of a standings page, in the order the rows first name them, each sorted as asked. */
export function standingGroups<Row extends StandingRow>(
  rows: ReadonlyArray<Row>,
  sort: StandingSort | "" = "",
  dir: SortDir = "asc",
): Array<StandingGroup<Row>> {
  const out = new Map<string, StandingGroup<Row>>();
  for (const row of rows) {
    const parts = [row.league.abbreviation, row.conference, row.division].filter(Boolean) as Array<string>;
    const key = `${row.league.slug}|${row.season.start_year}|${row.conference ?? ""}|${row.division ?? ""}`;
    const title = parts.length > 1 ? parts.join(" · ") : `${row.league.name} (no conference or division alignment in our data for this season)`;
    const group = out.get(key) ?? { key, title, rows: [] };
    group.rows.push(row);
    out.set(key, group);
  }
  return [...out.values()].map((group) => ({ ...group, rows: sortBy(group.rows, STANDING_SORT_KEYS, sort, dir) }));
}

/** The standings' CSV: the rows in the page's order, every column the tables show and the group they sit in. */
export function standingsCsv(
  rows: ReadonlyArray<StandingRow>,
  sort: StandingSort | "",
  dir: SortDir,
  ...nameParts: Array<string | number | null | undefined>
): CsvTable {
  return {
    filename: csvFilename("standings", ...nameParts, sort ? `by-${sort}-${dir}` : null),
    columns: [
      { key: "league", label: "League" },
      { key: "season", label: "Season" },
      { key: "conference", label: "Conference" },
      { key: "division", label: "Division" },
      { key: "rank", label: "Rank" },
      { key: "team", label: "Team" },
      { key: "wins", label: "W" },
      { key: "losses", label: "L" },
      { key: "ties", label: "T" },
      { key: "otl", label: "OTL" },
      { key: "points", label: "PTS" },
      { key: "pct", label: "PCT" },
      { key: "gb", label: "GB" },
      { key: "home", label: "Home" },
      { key: "away", label: "Away" },
      { key: "div", label: "Div" },
      { key: "conf", label: "Conf" },
      { key: "streak", label: "Strk" },
      { key: "playoffs", label: "Playoffs" },
      { key: "postseason", label: "Postseason" },
    ],
    rows: standingGroups(rows, sort, dir).flatMap((group) =>
      group.rows.map((row) => ({
        league: row.league.abbreviation,
        season: row.season.label,
        conference: row.conference,
        division: row.division,
        rank: row.rank,
        team: row.team.name,
        wins: row.wins,
        losses: row.losses,
        ties: row.ties,
        otl: row.ot_losses,
        points: row.points,
        pct: percentage(shownPercentage(row)),
        gb: row.games_behind,
        home: row.home_record,
        away: row.away_record,
        div: row.division_record,
        conf: row.conference_record,
        streak: row.streak_type && row.streak ? streakText(row.streak, row.streak_type) : null,
        playoffs: row.playoff_position ? PLAYOFF_POSITION_LABELS[row.playoff_position] : null,
        postseason: row.postseason?.result ?? null,
      })),
    ),
  };
}
