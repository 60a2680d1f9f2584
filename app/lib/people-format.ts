// How the people pages write numbers and names (the spec's formats): percentages to one decimal,
// batting average, ERA and goals-against average to three, counts with thousands separators.

const LABELS: Record<string, string> = {
  seasons_played: "Seasons",
  games_played: "Games",
  games_started: "Games Started",
  minutes_played: "Minutes",
  points: "Points",
  rebounds: "Rebounds",
  offensive_rebounds: "Offensive Rebounds",
  defensive_rebounds: "Defensive Rebounds",
  assists: "Assists",
  steals: "Steals",
  blocks: "Blocks",
  turnovers: "Turnovers",
  personal_fouls: "Personal Fouls",
  field_goals_made: "Field Goals",
  field_goals_attempted: "Field Goal Attempts",
  field_goal_percentage: "FG%",
  three_pointers_made: "3-Pointers",
  three_pointers_attempted: "3-Point Attempts",
  three_point_percentage: "3P%",
  free_throws_made: "Free Throws",
  free_throws_attempted: "Free Throw Attempts",
  free_throw_percentage: "FT%",
  at_bats: "At Bats",
  hits: "Hits",
  doubles: "Doubles",
  triples: "Triples",
  home_runs: "Home Runs",
  runs_batted_in: "RBI",
  runs: "Runs",
  stolen_bases: "Stolen Bases",
  batting_average: "Batting Average",
  games_pitched: "Games Pitched",
  wins: "Wins",
  losses: "Losses",
  saves: "Saves",
  strikeouts: "Strikeouts",
  innings_pitched_outs: "Innings Pitched",
  era: "ERA",
  goals: "Goals",
  plus_minus: "Plus/Minus",
  penalty_minutes: "Penalty Minutes",
  power_play_goals: "Power-Play Goals",
  shots: "Shots",
  ties: "Ties",
  shutouts: "Shutouts",
  goals_against: "Goals Against",
  goals_against_average: "GAA",
  save_percentage: "Save %",
  shots_against: "Shots Against",
  minutes: "Minutes",
  passing_completions: "Completions",
  passing_attempts: "Pass Attempts",
  completion_percentage: "Completion %",
  passing_yards: "Passing Yards",
  passing_touchdowns: "Passing TDs",
  passing_interceptions: "Interceptions Thrown",
  passing_yards_per_attempt: "Yards per Pass Attempt",
  passer_rating: "Passer Rating",
  rushing_attempts: "Rushing Attempts",
  rushing_yards_per_attempt: "Yards per Carry",
  yards_per_reception: "Yards per Reception",
  receiving_targets: "Targets",
  fumbles: "Fumbles",
  fumbles_lost: "Fumbles Lost",
  rushing_yards: "Rushing Yards",
  rushing_touchdowns: "Rushing TDs",
  receptions: "Receptions",
  receiving_yards: "Receiving Yards",
  receiving_touchdowns: "Receiving TDs",
  tackles: "Tackles",
  sacks: "Sacks",
  interceptions: "Interceptions",
};

export function statLabel(name: string): string {
  return (
    LABELS[name] ??
    name
      .split("_")
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(" ")
  );
}

const THREE_DECIMALS = new Set(["batting_average", "era", "goals_against_average"]);

/** A statistic as the page writes it. */
export function formatStat(name: string, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  if (name.endsWith("_percentage")) return `${(value * 100).toFixed(1)}%`;
  if (name === "batting_average") return value.toFixed(3).replace(/^0\./, ".");
  if (THREE_DECIMALS.has(name)) return value.toFixed(3);
  // Innings are written as whole innings and thirds (1,234.1 = 1,234 1/3).
  if (name === "innings_pitched_outs") return `${Math.floor(value / 3).toLocaleString("en-US")}.${value % 3}`;
  return formatCount(value);
}

export function formatCount(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString("en-US") : value.toLocaleString("en-US", { maximumFractionDigits: 1 });
}

/** W-L, with ties only when there are some (the one record rule in core/standings.ts). */
export { record as recordText } from "@core/standings";

/** The spec's card icon: more than 2 championships, an MVP award, or more than 3 awards. */
export function isDecorated(player: { championships_won: number | null; mvp_awards: number | null; award_count: number }): boolean {
  return (player.championships_won ?? 0) > 2 || (player.mvp_awards ?? 0) > 0 || player.award_count > 3;
}

/** What a page says for a count our data does not reach (core/coverage.ts countKnown): never 0. */
export const NOT_IN_OUR_DATA = "Not in our data";

/**
 * A count, or that our data does not reach it: with the ones it holds ("4 in our data, which covers
 * 1955-56 to 2024-25") when there are some, else "Not in our data" and the seasons it covers.
 */
export function formatKnownCount(value: number | null, covers: string | null = null, inData = 0): string {
  if (value !== null) return formatCount(value);
  if (inData > 0) return `${formatCount(inData)} in our data${covers ? `, which covers ${covers}` : ""}`;
  return covers ? `${NOT_IN_OUR_DATA} (it covers ${covers})` : NOT_IN_OUR_DATA;
}

/** Draft as a fan reads it: "1984, round 1, pick 3". */
export function draftText(year: number | null, round: number | null, pick: number | null): string | null {
  if (year === null) return null;
  return [String(year), round !== null ? `round ${round}` : null, pick !== null ? `pick ${pick}` : null].filter(Boolean).join(", ");
}
