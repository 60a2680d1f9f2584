// The shapes of the Sports API's answers, as the web app relies on them (extra fields pass through).
import { z } from "zod";

const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();

export const sportRef = z.object({ name: z.string(), slug: z.string(), abbreviation: z.string() }).passthrough();
export const levelRef = z.object({ name: z.string(), slug: z.string() }).passthrough();
export const leagueRef = z.object({ name: z.string(), slug: z.string(), abbreviation: z.string() }).passthrough();

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: nullableString,
    previous: nullableString,
    results: z.array(item),
  });
}

export const championship = z
  .object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    official_name: nullableString,
    description: nullableString,
    trophy_name: nullableString,
    first_year: z.number(),
    last_year: nullableNumber,
    format: nullableString,
    selector: nullableString,
    sport: sportRef,
    level: levelRef,
    league: leagueRef,
    titles_decided: z.number(),
  })
  .passthrough();

export const championResult = z
  .object({
    id: z.number(),
    year: z.number(),
    title_year: z.number(),
    season_label: z.string(),
    season_name: z.string(),
    championship_name: z.string(),
    championship_slug: z.string(),
    edition: nullableString,
    status: z.enum(["held", "not_held"]),
    note: nullableString,
    game_date: nullableString,
    team_name: nullableString,
    team_slug: nullableString,
    team_city: nullableString,
    team_abbreviation: nullableString,
    runner_up_name: nullableString,
    runner_up_slug: nullableString,
    coach: nullableString,
    record: nullableString,
    winner_score: nullableNumber,
    runner_up_score: nullableNumber,
    series: nullableString,
    score: nullableString,
    mvp: nullableString,
    venue: nullableString,
    city: nullableString,
    state: nullableString,
    sport: sportRef,
    league: leagueRef,
  })
  .passthrough();

export const championshipStats = z
  .object({
    total_games: z.number(),
    total_teams: z.number(),
    seasons_not_held: z.number(),
    team_championships: z.array(
      z.object({ team__name: z.string(), team__slug: nullableString, championships_won: z.number(), years: z.array(z.number()) }).passthrough(),
    ),
    longest_streak: z
      .object({ team: z.string(), team_slug: nullableString, years: z.number(), start: z.number(), end: z.number() })
      .nullable(),
    highest_score: nullableNumber,
    highest_score_game: z
      .object({
        team: nullableString,
        opponent: nullableString,
        winner_score: nullableNumber,
        runner_up_score: nullableNumber,
        title_year: z.number(),
        season_label: z.string(),
      })
      .nullable(),
  })
  .passthrough();

export const championsSummary = z
  .object({
    total_championships: z.number(),
    unique_teams: z.number(),
    years_tracked: z.number(),
    winning_coaches: z.number(),
    first_year: nullableNumber,
    last_year: nullableNumber,
    years: z.array(z.number()),
  })
  .passthrough();

const venue = z
  .object({
    name: z.string(),
    city: nullableString,
    state: nullableString,
    country: nullableString,
    capacity: nullableNumber,
    opened_year: nullableNumber,
  })
  .passthrough();

export const team = z
  .object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    short_name: nullableString,
    abbreviation: nullableString,
    city: nullableString,
    state: nullableString,
    country: nullableString,
    founded_year: nullableNumber,
    folded_year: nullableNumber,
    sport: sportRef,
    level: levelRef,
    league: leagueRef,
    conference: z.object({ name: z.string() }).nullable(),
    division: z.object({ name: z.string() }).nullable(),
    home_venue: venue.nullable(),
    championships_won: z.number(),
    last_championship_year: nullableNumber,
    last_championship_season: nullableNumber,
  })
  .passthrough();

export const teamEra = z
  .object({
    slug: z.string(),
    name: z.string(),
    nickname: nullableString,
    city: nullableString,
    state: nullableString,
    abbreviation: nullableString,
    first_season: nullableNumber,
    last_season: nullableNumber,
    note: nullableString,
  })
  .passthrough();

export const teamDetail = team.extend({
  eras: z.array(teamEra),
  matched_era: z
    .object({ slug: z.string(), name: z.string(), first_season: nullableNumber, last_season: nullableNumber })
    .nullable(),
  first_season: nullableNumber,
  last_season: nullableNumber,
  seasons_count: z.number(),
});

export const teamFacets = z
  .object({
    teams: z.number(),
    sports: z.number(),
    divisions: z.number(),
    sports_list: z.array(z.object({ slug: z.string(), name: z.string(), teams: z.number() })),
    divisions_list: z.array(z.object({ name: z.string(), teams: z.number() })),
  })
  .passthrough();

export const teamChampionship = z
  .object({
    id: z.number(),
    year: z.number(),
    title_year: z.number(),
    season_label: z.string(),
    season_name: z.string(),
    championship_name: z.string(),
    championship_slug: z.string(),
    team_name: nullableString,
    coach: nullableString,
    record: nullableString,
    score: nullableString,
    runner_up_name: nullableString,
    edition: nullableString,
  })
  .passthrough();

export const teamSeason = z
  .object({
    id: z.string(),
    name: z.string(),
    start_year: z.number(),
    label: nullableString,
    team_name: nullableString,
    championship_won: z.boolean(),
    wins: nullableNumber,
    losses: nullableNumber,
    ties: nullableNumber,
    record_wins: nullableNumber,
    record_losses: nullableNumber,
    record_ties: nullableNumber,
    record_ot_losses: nullableNumber,
  })
  .passthrough();

export const rosterEntry = z
  .object({
    id: z.number(),
    jersey_number: nullableString,
    is_captain: z.boolean(),
    is_starter: z.boolean(),
    slug: z.string(),
    position: nullableString,
    player: z
      .object({
        id: z.number(),
        slug: z.string(),
        is_active: z.boolean(),
        primary_position_name: nullableString,
        person: z.object({ first_name: z.string(), last_name: z.string(), full_name: z.string() }).passthrough(),
      })
      .passthrough(),
  })
  .passthrough();

export const scheduledGame = z
  .object({
    id: z.number(),
    week: nullableString,
    round: nullableString,
    game_date: z.string(),
    game_time: nullableString,
    status: z.string(),
    game_type: z.string(),
    home_team: z.number(),
    away_team: z.number(),
    home_team_name: nullableString,
    home_team_abbreviation: nullableString,
    home_team_slug: z.string(),
    away_team_name: nullableString,
    away_team_abbreviation: nullableString,
    away_team_slug: z.string(),
    home_score: nullableNumber,
    away_score: nullableNumber,
    venue_name: nullableString,
    neutral_site: z.boolean(),
    attendance: nullableNumber,
    overtime: nullableString,
  })
  .passthrough();

export const listWithYear = <T extends z.ZodTypeAny>(item: T) => pageOf(item).extend({ year: nullableNumber });

export const teamStats = z
  .object({
    year: nullableNumber,
    championships_won: z.number(),
    years_active: z.number(),
    first_season: nullableNumber,
    last_season: nullableNumber,
    season: z
      .object({ start_year: z.number(), label: z.string(), name: z.string(), team_name: nullableString, championship_won: z.boolean() })
      .passthrough()
      .nullable(),
    record: z
      .object({
        games_played: z.number(),
        wins: z.number(),
        losses: z.number(),
        ties: z.number(),
        win_percentage: nullableNumber,
        points_for: z.number(),
        points_against: z.number(),
        home_record: z.string(),
        away_record: z.string(),
        streak: z.number(),
        streak_type: nullableString,
      })
      .nullable(),
    published_record: z
      .object({
        wins: z.number(),
        losses: z.number(),
        ties: nullableNumber,
        ot_losses: nullableNumber,
        points: nullableNumber,
        points_for: nullableNumber,
        points_against: nullableNumber,
        conference: nullableString,
        division: nullableString,
        division_rank: nullableNumber,
        made_playoffs: z.boolean().nullable(),
        source: z.string(),
      })
      .passthrough()
      .nullable(),
    playoffs: z.object({ games: z.number(), wins: z.number(), losses: z.number() }).nullable().optional(),
  })
  .passthrough();

export const teamsTeamList = z.object({ count: z.number(), results: z.array(z.object({ id: z.number(), name: z.string(), sport: sportRef }).passthrough()) }).passthrough();

export const dataSource = z
  .object({
    id: z.string(),
    homepage: z.string(),
    licence: z.string(),
    attribution: nullableString,
    leagues: z.array(z.string()),
    rows_imported: z.number(),
  })
  .passthrough();

const searchHit = z.object({ slug: z.string(), name: z.string(), sport: z.string(), league: z.string(), rank: z.number() }).passthrough();

export const searchResults = z.object({
  query: z.string(),
  teams: z.array(searchHit.extend({ city: nullableString, matched_name: z.string() })),
  players: z.array(searchHit.extend({ position: nullableString, first_season: z.number().nullable(), last_season: z.number().nullable() })),
  coaches: z.array(searchHit),
  championships: z.array(searchHit),
  seasons: z.array(searchHit.extend({ label: z.string(), start_year: z.number() })),
});

export const sitemapSections = z.object({ page_size: z.number(), sections: z.array(z.object({ section: z.string(), count: z.number() })) });
export const sitemapPaths = z.object({ section: z.string(), page: z.number(), results: z.array(z.string()) });

const chartPoint = z.object({ x: z.string(), y: z.number() });
export const analyticsDashboard = z.object({
  metric: z.string(),
  timeframe: z.string(),
  range: z.object({ from: nullableString, to: nullableString, label: z.string() }),
  unit: z.string(),
  cards: z.array(z.object({ label: z.string(), value: z.number().nullable() })),
  charts: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      kind: z.enum(["bar", "line"]),
      unit: z.string(),
      series: z.array(z.object({ name: z.string(), points: z.array(chartPoint) })),
    }),
  ),
  insights: z.array(z.object({ title: z.string(), text: z.string() })),
});

export const dataQuality = z.object({
  score: z.number(),
  imported_at: nullableString,
  checks: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      value: z.number(),
      unit: z.enum(["%", "rows"]),
      status: z.enum(["passing", "warning", "failing"]),
      detail: z.string(),
    }),
  ),
  leagues: z.array(z.object({ league: z.string(), name: z.string(), published: z.number(), held: z.number(), seasons: z.number(), missing: z.number(), coverage: z.number() })),
  seasons: z.array(z.object({ league: z.string(), name: z.string(), season: z.number(), published: z.number(), held: z.number() })),
  record_agreement: z.array(z.object({ league: z.string(), compared: z.number(), agreeing: z.number() })),
  record_differences: z.array(z.object({ team: z.string(), league: z.string(), season: z.number(), derived: z.string(), published: z.string() })),
  datasets: z.array(z.object({ id: z.string(), rows: z.number(), skipped: z.number(), unmatched: z.number(), games_kept: z.number(), games_superseded: z.number() })),
  skipped_by_reason: z.array(z.object({ rows: z.number(), reason: z.string(), source: z.string() }).passthrough()),
  missing_datasets: z.array(z.string()),
  freshness: z.array(z.object({ league: z.string(), latest: nullableString })),
  sources: z.array(z.object({ id: z.string(), homepage: z.string(), licence: z.string(), rows_imported: z.number() }).passthrough()),
});
