// Which statistics a player's season table shows, by sport: one table per kind of career (batting and
// pitching, skaters and goalies); a table appears only when the player has any of its statistics.

export type StatTable = { id: string; title: string; columns: ReadonlyArray<{ stat: string; short: string }> };

const col = (stat: string, short: string) => ({ stat, short });

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
      id: "football",
      title: "Football",
      columns: [
        col("games_played", "G"),
        col("passing_yards", "Pass Yds"),
        col("passing_touchdowns", "Pass TD"),
        col("rushing_yards", "Rush Yds"),
        col("rushing_touchdowns", "Rush TD"),
        col("receptions", "Rec"),
        col("receiving_yards", "Rec Yds"),
        col("receiving_touchdowns", "Rec TD"),
        col("tackles", "Tkl"),
        col("sacks", "Sk"),
      ],
    },
  ],
};

/** The tables of a sport that have at least one statistic among the given stat objects. */
export function tablesFor(sport: string, stats: ReadonlyArray<Record<string, number | null>>): Array<StatTable> {
  return (STAT_TABLES[sport] ?? []).filter((table) =>
    table.columns.some((column) => stats.some((line) => line[column.stat] !== undefined && line[column.stat] !== null)),
  );
}
