// Which statistics a player's season table shows, by sport: one table per kind of career (batting and
// pitching, skaters and goalies; football's passing, rushing and receiving in his position's order); a
// table appears only when the player has any of its own statistics.
import { footballGroupOrder } from "@core/career-stats";

export type StatColumn = {
  stat: string;
  short: string;
  /** A column every table of the sport repeats (games): it never decides whether a table or a row is shown. */
  shared?: boolean;
  /** The figure a game (the total over games played), as basketball's PPG, RPG and APG. */
  perGame?: boolean;
};
export type StatTable = {
  id: string;
  title: string;
  columns: ReadonlyArray<StatColumn>;
  /** A figure of 0 counts as none (football's source rows print 0 for every figure a player did not record). */
  zeroIsNone?: boolean;
};

const col = (stat: string, short: string): StatColumn => ({ stat, short });
const perGame = (stat: string, short: string): StatColumn => ({ stat, short, perGame: true });
const shared = (stat: string, short: string): StatColumn => ({ stat, short, shared: true });

export const STAT_TABLES: Record<string, ReadonlyArray<StatTable>> = {
  basketball: [
    {
      id: "basketball",
      title: "Basketball",
      columns: [
        col("games_played", "G"),
        col("minutes_played", "MP"),
        col("points", "PTS"),
        col("rebounds", "TRB"),
        col("assists", "AST"),
        col("steals", "STL"),
        col("blocks", "BLK"),
        col("field_goal_percentage", "FG%"),
        col("three_pointers_made", "3P"),
        col("three_point_percentage", "3P%"),
        col("free_throw_percentage", "FT%"),
      ],
    },
  ],
  baseball: [
    {
      id: "batting",
      title: "Batting",
      columns: [
        col("games_played", "G"),
        col("at_bats", "AB"),
        col("runs", "R"),
        col("hits", "H"),
        col("doubles", "2B"),
        col("triples", "3B"),
        col("home_runs", "HR"),
        col("runs_batted_in", "RBI"),
        col("stolen_bases", "SB"),
        col("batting_average", "AVG"),
      ],
    },
    {
      id: "pitching",
      title: "Pitching",
      columns: [
        col("games_pitched", "G"),
        col("games_started", "GS"),
        col("wins", "W"),
        col("losses", "L"),
        col("saves", "SV"),
        col("innings_pitched_outs", "IP"),
        col("strikeouts", "SO"),
        col("era", "ERA"),
      ],
    },
  ],
  hockey: [
    {
      id: "skater",
      title: "Skater",
      columns: [
        col("games_played", "GP"),
        col("goals", "G"),
        col("assists", "A"),
        col("points", "PTS"),
        col("plus_minus", "+/-"),
        col("penalty_minutes", "PIM"),
        col("power_play_goals", "PPG"),
        col("shots", "S"),
      ],
    },
    {
      id: "goalie",
      title: "Goaltending",
      columns: [
        col("wins", "W"),
        col("losses", "L"),
        col("ties", "T"),
        col("shutouts", "SO"),
        col("goals_against", "GA"),
        col("goals_against_average", "GAA"),
        col("save_percentage", "SV%"),
      ],
    },
  ],
  football: [
    {
      id: "passing",
      title: "Passing",
      zeroIsNone: true,
      columns: [
        shared("games_played", "G"),
        shared("games_started", "GS"),
        col("passing_completions", "Cmp"),
        col("passing_attempts", "Att"),
        col("completion_percentage", "Cmp%"),
        col("passing_yards", "Yds"),
        col("passing_touchdowns", "TD"),
        col("passing_interceptions", "Int"),
        col("passing_yards_per_attempt", "Y/A"),
        col("passer_rating", "Rate"),
      ],
    },
    {
      id: "rushing",
      title: "Rushing",
      zeroIsNone: true,
      columns: [
        shared("games_played", "G"),
        shared("games_started", "GS"),
        col("rushing_attempts", "Att"),
        col("rushing_yards", "Yds"),
        col("rushing_yards_per_attempt", "Y/A"),
        col("rushing_touchdowns", "TD"),
        shared("fumbles", "Fmb"),
      ],
    },
    {
      id: "receiving",
      title: "Receiving",
      zeroIsNone: true,
      columns: [
        shared("games_played", "G"),
        shared("games_started", "GS"),
        col("receiving_targets", "Tgt"),
        col("receptions", "Rec"),
        col("receiving_yards", "Yds"),
        col("yards_per_reception", "Y/R"),
        col("receiving_touchdowns", "TD"),
      ],
    },
  ],
};

/**
 * Basketball as fans read it first: the figures a game, and the shooting percentages (the totals are one
 * link away, `figures=totals`). Hockey and baseball keep their totals first.
 */
export const BASKETBALL_PER_GAME: StatTable = {
  id: "basketball-per-game",
  title: "Basketball per game",
  columns: [
    col("games_played", "G"),
    perGame("minutes_played", "MPG"),
    perGame("points", "PPG"),
    perGame("rebounds", "RPG"),
    perGame("assists", "APG"),
    perGame("steals", "SPG"),
    perGame("blocks", "BPG"),
    col("field_goal_percentage", "FG%"),
    col("three_point_percentage", "3P%"),
    col("free_throw_percentage", "FT%"),
  ],
};

/** How a player's figures are shown: per game (basketball's first view) or as season totals. */
export const STAT_FIGURES = ["per_game", "totals"] as const;
export type StatFigures = (typeof STAT_FIGURES)[number];

/** Whether a sport's player pages offer the per-game view. */
export function hasPerGame(sport: string): boolean {
  return sport === "basketball";
}

type Stats = Readonly<Record<string, number | null | undefined>>;

/** A column's value in a stat line: the figure, or for a per-game column the figure over games played. */
export function columnValue(column: StatColumn, stats: Stats): number | null {
  const value = stats[column.stat];
  if (value === undefined || value === null) return null;
  if (!column.perGame) return value;
  const games = stats.games_played;
  return games === undefined || games === null || games <= 0 ? null : value / games;
}

/**
 * The career row of a per-game column: the total over the games of the seasons that hold the figure
 * (rebounds start in 1950-51, steals and blocks in 1973-74), so a missing season does not lower the
 * average. `lines` are the player's own season lines (no multi-team totals), `career` his career totals.
 */
export function careerValue(column: StatColumn, lines: ReadonlyArray<Stats>, career: Stats): number | null {
  if (!column.perGame) return career[column.stat] ?? null;
  const held = lines.filter((stats) => stats[column.stat] !== undefined && stats[column.stat] !== null && (stats.games_played ?? 0) > 0);
  if (held.length === 0) return null;
  if (held.length === lines.length) return columnValue(column, career);
  const total = held.reduce((sum, stats) => sum + (stats[column.stat] ?? 0), 0);
  const games = held.reduce((sum, stats) => sum + (stats.games_played ?? 0), 0);
  return games > 0 ? total / games : null;
}

/** Whether a value is a figure the table shows (not missing; not 0 where 0 means none). */
export function isFigure(table: StatTable, value: number | null | undefined): value is number {
  return value !== undefined && value !== null && !(table.zeroIsNone && value === 0);
}

/** Whether a season line holds any of the table's own figures (a row of it). */
export function hasFigures(table: StatTable, stats: Stats): boolean {
  return table.columns.some((column) => !column.shared && isFigure(table, stats[column.stat]));
}

/**
 * The columns whose career total sums only some of the rows shown: a row holds the table's figures but
 * not that one (NFL completions are not held 1992-1998; targets start in 1992). Their totals are partial.
 */
export function partialColumns(table: StatTable, rows: ReadonlyArray<Stats>): Array<string> {
  const shown = rows.filter((stats) => hasFigures(table, stats));
  return table.columns
    .filter((column) => shown.some((stats) => stats[column.stat] === undefined || stats[column.stat] === null))
    .filter((column) => shown.some((stats) => stats[column.stat] !== undefined && stats[column.stat] !== null))
    .map((column) => column.stat);
}

/**
 * The tables of a sport that have at least one of their own statistics among the given stat objects;
 * football's in the order his position calls for (core/career-stats.ts footballGroupOrder, from his
 * position, else his career yards: `career`).
 */
export function tablesFor(sport: string, stats: ReadonlyArray<Stats>, position: string | null = null, career: Stats = {}): Array<StatTable> {
  const tables = (STAT_TABLES[sport] ?? []).filter((table) => stats.some((line) => hasFigures(table, line)));
  if (sport !== "football") return tables;
  const order: Array<string> = footballGroupOrder(position, career);
  return tables.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}
