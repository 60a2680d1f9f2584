// Career totals from season lines (one rule for the loader, which stores them, and the API): counts summed, rates recomputed from their parts, a multi-team
// season counted once, and lines from another league (ABA, WHA) kept out of the league's totals.

export type SeasonLine = {
  team_id: number | null;
  season_start_year: number;
  stats: Record<string, unknown>;
  /** Set when the line was played in another league than the player's (kept apart). */
  other_league?: string | null;
};

/** Rates recomputed from their summed parts: [rate, numerator, denominator, scale]. */
const RATES: ReadonlyArray<[string, string, string, number]> = [
  ["batting_average", "hits", "at_bats", 1],
  ["field_goal_percentage", "field_goals_made", "field_goals_attempted", 1],
  ["three_point_percentage", "three_pointers_made", "three_pointers_attempted", 1],
  ["free_throw_percentage", "free_throws_made", "free_throws_attempted", 1],
  ["goals_against_average", "goals_against", "minutes", 60],
  ["save_percentage", "saves", "shots_against", 1],
];
const RATE_NAME = /(_percentage|_average|_pct|_per_game|_rating|^era)$/;

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The lines that count for each season: a season's multi-team total line (team null) when it has one
 * with statistics, since the source totals it itself; otherwise its per-team lines.
 */
export function countedLines<T extends SeasonLine>(lines: ReadonlyArray<T>): Array<T> {
  const own = lines.filter((l) => !l.other_league);
  const seasons = new Map<number, Array<T>>();
  for (const line of own) seasons.set(line.season_start_year, [...(seasons.get(line.season_start_year) ?? []), line]);
  const counted: Array<T> = [];
  for (const season of seasons.values()) {
    const total = season.find((l) => l.team_id === null && Object.keys(l.stats ?? {}).length > 0);
    const teams = season.filter((l) => l.team_id !== null);
    counted.push(...(total ? [total] : teams.length > 0 ? teams : season));
  }
  return counted;
}

/** Rates a season line can show, recomputed from its parts (a season table's FG%, AVG). */
export function withRates(stats: Record<string, unknown>): Record<string, number> {
  const numbers: Record<string, number> = {};
  for (const [name, value] of Object.entries(stats ?? {})) if (typeof value === "number" && Number.isFinite(value)) numbers[name] = value;
  for (const [rate, top, bottom, scale] of RATES) {
    if (numbers[rate] === undefined && numbers[bottom] > 0 && numbers[top] !== undefined) numbers[rate] = round3((numbers[top] * scale) / numbers[bottom]);
  }
  return numbers;
}

/**
 * Sums the numeric stats over the counted lines. Rates are never summed: those with stored parts are
 * recomputed (batting_average = hits / at_bats), ERA is weighted by outs pitched, and any other rate
 * is averaged weighted by games played.
 */
export function careerStats(lines: ReadonlyArray<SeasonLine>): Record<string, number> {
  const counted = countedLines(lines);
  const totals: Record<string, number> = {};
  const weighted: Record<string, { sum: number; weight: number }> = {};
  for (const line of counted) {
    for (const [name, raw] of Object.entries(line.stats ?? {})) {
      if (typeof raw !== "number" || !Number.isFinite(raw)) continue;
      if (RATE_NAME.test(name)) {
        const weightOf = name === "era" ? line.stats.innings_pitched_outs : line.stats.games_played;
        const weight = typeof weightOf === "number" && weightOf > 0 ? weightOf : 1;
        const entry = (weighted[name] ??= { sum: 0, weight: 0 });
        entry.sum += raw * weight;
        entry.weight += weight;
      } else totals[name] = (totals[name] ?? 0) + raw;
    }
  }
  const result: Record<string, number> = { ...totals };
  for (const [name, { sum, weight }] of Object.entries(weighted)) if (weight > 0) result[name] = round3(sum / weight);
  for (const [rate, top, bottom, scale] of RATES) {
    if (totals[bottom] > 0 && totals[top] !== undefined) result[rate] = round3((totals[top] * scale) / totals[bottom]);
  }
  result.seasons_played = new Set(counted.map((l) => l.season_start_year)).size;
  // The seasons the totals sum: those with statistics (a roster line alone adds a season, no figure).
  const withStats = [...new Set(counted.filter((l) => Object.keys(l.stats ?? {}).length > 0).map((l) => l.season_start_year))];
  result.stat_seasons = withStats.length;
  if (withStats.length > 0) {
    result.stat_first_season = Math.min(...withStats);
    result.stat_last_season = Math.max(...withStats);
  }
  return result;
}

/** The statistics a sport's pages show first, in order (a card shows the first six the player has). */
export const STAT_ORDER: Record<string, ReadonlyArray<string>> = {
  basketball: [
    "games_played",
    "points",
    "rebounds",
    "assists",
    "field_goal_percentage",
    "three_pointers_made",
    "steals",
    "blocks",
    "free_throw_percentage",
    "three_point_percentage",
    "minutes_played",
    "games_started",
    "field_goals_made",
    "field_goals_attempted",
    "free_throws_made",
    "free_throws_attempted",
    "offensive_rebounds",
    "defensive_rebounds",
    "turnovers",
    "personal_fouls",
  ],
  baseball: [
    "games_played",
    "at_bats",
    "hits",
    "batting_average",
    "home_runs",
    "runs_batted_in",
    "runs",
    "stolen_bases",
    "doubles",
    "triples",
    "games_pitched",
    "games_started",
    "wins",
    "losses",
    "era",
    "strikeouts",
    "saves",
    "innings_pitched_outs",
  ],
  hockey: [
    "games_played",
    "goals",
    "assists",
    "points",
    "plus_minus",
    "penalty_minutes",
    "power_play_goals",
    "shots",
    "wins",
    "losses",
    "ties",
    "shutouts",
    "goals_against_average",
    "save_percentage",
    "minutes",
    "goals_against",
    "saves",
    "shots_against",
  ],
  // A passer's interceptions thrown are passing_interceptions: `interceptions` and `sacks` are a defender's.
  football: [
    "games_played",
    "games_started",
    "passing_yards",
    "passing_touchdowns",
    "passing_completions",
    "passing_attempts",
    "passing_interceptions",
    "passing_rating",
    "rushing_yards",
    "rushing_touchdowns",
    "rushing_attempts",
    "receptions",
    "receiving_yards",
    "receiving_touchdowns",
    "receiving_targets",
    "fumbles",
    "fumbles_lost",
    "tackles",
    "sacks",
    "interceptions",
  ],
};

/** Entries of the career totals that describe the span summed, not statistics. */
export const CAREER_SPAN: ReadonlySet<string> = new Set(["seasons_played", "stat_seasons", "stat_first_season", "stat_last_season"]);

/** The player's statistics in the sport's order, those he has only; then any others by name. */
export function orderedStats(sport: string, stats: Record<string, number>): Array<[string, number]> {
  const order = STAT_ORDER[sport] ?? [];
  const known = order.filter((name) => stats[name] !== undefined).map((name): [string, number] => [name, stats[name]]);
  const rest = Object.keys(stats)
    .filter((name) => !order.includes(name) && !CAREER_SPAN.has(name))
    .sort()
    .map((name): [string, number] => [name, stats[name]]);
  return [...known, ...rest];
}
