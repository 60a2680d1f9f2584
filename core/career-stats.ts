// Career totals from season lines (one rule for the loader, which stores them, and the API): counts summed, rates recomputed from their parts, a multi-team
// season counted once, and lines from another league (ABA, WHA) kept out of the league's totals.

export type SeasonLine = {
  team_id: number | null;
  season_start_year: number;
  stats: Record<string, unknown>;
  /** Set when the line was played in another league than the player's (kept apart). */
  other_league?: string | null;
};

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * A rate recomputed from its parts: summed over the lines that hold every part (NFL completions are
 * not held 1992-1998, so a career's completion percentage is that of the seasons with completions).
 */
type Rate = { name: string; parts: ReadonlyArray<string>; compute: (sums: Readonly<Record<string, number>>) => number | null };

const ratio = (name: string, top: string, bottom: string, scale = 1): Rate => ({
  name,
  parts: [top, bottom],
  compute: (sums) => (sums[bottom] > 0 ? (sums[top] * scale) / sums[bottom] : null),
});

/** One part of the NFL passer rating, held between 0 and 2.375. */
const ratingPart = (value: number) => Math.min(2.375, Math.max(0, value));

/**
 * The NFL passer rating from its parts (the league's formula since 1973): completion percentage, yards,
 * touchdowns and interceptions per attempt, each part held between 0 and 2.375; 158.3 at most.
 */
export function passerRating(parts: { completions: number; attempts: number; yards: number; touchdowns: number; interceptions: number }): number | null {
  const { completions, attempts, yards, touchdowns, interceptions } = parts;
  if (!(attempts > 0)) return null;
  const a = ratingPart((completions / attempts - 0.3) * 5);
  const b = ratingPart((yards / attempts - 3) * 0.25);
  const c = ratingPart((touchdowns / attempts) * 20);
  const d = ratingPart(2.375 - (interceptions / attempts) * 25);
  return ((a + b + c + d) / 6) * 100;
}

const RATES: ReadonlyArray<Rate> = [
  ratio("batting_average", "hits", "at_bats"),
  ratio("field_goal_percentage", "field_goals_made", "field_goals_attempted"),
  ratio("three_point_percentage", "three_pointers_made", "three_pointers_attempted"),
  ratio("free_throw_percentage", "free_throws_made", "free_throws_attempted"),
  ratio("goals_against_average", "goals_against", "minutes", 60),
  ratio("save_percentage", "saves", "shots_against"),
  ratio("completion_percentage", "passing_completions", "passing_attempts"),
  ratio("passing_yards_per_attempt", "passing_yards", "passing_attempts"),
  ratio("rushing_yards_per_attempt", "rushing_yards", "rushing_attempts"),
  ratio("yards_per_reception", "receiving_yards", "receptions"),
  {
    name: "passer_rating",
    parts: ["passing_completions", "passing_attempts", "passing_yards", "passing_touchdowns", "passing_interceptions"],
    compute: (sums) =>
      passerRating({
        completions: sums.passing_completions,
        attempts: sums.passing_attempts,
        yards: sums.passing_yards,
        touchdowns: sums.passing_touchdowns,
        interceptions: sums.passing_interceptions,
      }),
  },
];

/** The rates' sums over the lines that hold all of a rate's parts, and the rates computed from them. */
function ratesOf(lines: ReadonlyArray<Record<string, unknown>>): Record<string, number> {
  const rates: Record<string, number> = {};
  for (const rate of RATES) {
    const sums: Record<string, number> = {};
    let held = false;
    for (const stats of lines) {
      if (!rate.parts.every((part) => typeof stats[part] === "number" && Number.isFinite(stats[part]))) continue;
      held = true;
      for (const part of rate.parts) sums[part] = (sums[part] ?? 0) + (stats[part] as number);
    }
    const value = held ? rate.compute(sums) : null;
    if (value !== null && Number.isFinite(value)) rates[rate.name] = round3(value);
  }
  return rates;
}

const RATE_NAME = /(_percentage|_average|_pct|_per_game|_rating|^era)$/;

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
  for (const [rate, value] of Object.entries(ratesOf([numbers]))) numbers[rate] ??= value;
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
  Object.assign(result, ratesOf(counted.map((line) => line.stats ?? {})));
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
    "passer_rating",
    "passing_completions",
    "passing_attempts",
    "passing_interceptions",
    "rushing_yards",
    "rushing_touchdowns",
    "rushing_attempts",
    "receptions",
    "receiving_yards",
    "receiving_touchdowns",
    "receiving_targets",
    "fumbles",
    "fumbles_lost",
  ],
};

/** Football's three kinds of offensive figures, each with its statistics in the order a card shows them. */
export const FOOTBALL_GROUPS = {
  passing: ["passing_yards", "passing_touchdowns", "passer_rating", "completion_percentage", "passing_interceptions"],
  rushing: ["rushing_yards", "rushing_touchdowns", "rushing_yards_per_attempt", "rushing_attempts"],
  receiving: ["receiving_yards", "receptions", "receiving_touchdowns", "yards_per_reception"],
} as const;
export type FootballGroup = keyof typeof FOOTBALL_GROUPS;

const POSITION_GROUPS: Readonly<Record<string, ReadonlyArray<FootballGroup>>> = {
  QB: ["passing", "rushing", "receiving"],
  RB: ["rushing", "receiving", "passing"],
  FB: ["rushing", "receiving", "passing"],
  HB: ["rushing", "receiving", "passing"],
  WR: ["receiving", "rushing", "passing"],
  TE: ["receiving", "rushing", "passing"],
};

/**
 * The order of a football player's passing, rushing and receiving figures: as his position calls for
 * (a quarterback's passing first, a running back's rushing, a receiver's or tight end's receiving);
 * any other position (or none) by his career yards of each, most first.
 */
export function footballGroupOrder(position: string | null, stats: Readonly<Record<string, number | null | undefined>>): Array<FootballGroup> {
  const byPosition = position ? POSITION_GROUPS[position.toUpperCase()] : undefined;
  if (byPosition) return [...byPosition];
  const yards = (group: FootballGroup) => stats[`${group}_yards`] ?? 0;
  return (["passing", "rushing", "receiving"] as Array<FootballGroup>).sort((a, b) => yards(b) - yards(a));
}

/** Entries of the career totals that describe the span summed, not statistics. */
export const CAREER_SPAN: ReadonlySet<string> = new Set(["seasons_played", "stat_seasons", "stat_first_season", "stat_last_season"]);

/**
 * The player's statistics in the sport's order, those he has only; then any others by name. A football
 * player's passing, rushing and receiving come in his position's order (footballGroupOrder).
 */
export function orderedStats(sport: string, stats: Record<string, number>, position: string | null = null): Array<[string, number]> {
  const order =
    sport === "football"
      ? ["games_played", "games_started", ...footballGroupOrder(position, stats).flatMap((group) => FOOTBALL_GROUPS[group])]
      : (STAT_ORDER[sport] ?? []);
  const known = order.filter((name) => stats[name] !== undefined).map((name): [string, number] => [name, stats[name]]);
  const rest = Object.keys(stats)
    .filter((name) => !order.includes(name) && !CAREER_SPAN.has(name))
    .sort()
    .map((name): [string, number] => [name, stats[name]]);
  return [...known, ...rest];
}
