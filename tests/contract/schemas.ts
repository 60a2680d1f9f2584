// Zod schemas of the API's answers, shared by the contract tests and the site's typed client.
import { z } from "zod";

const nullableString = z.string().nullable();
const nullableInt = z.number().int().nullable();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const errorSchema = z.object({ detail: z.string() });

export function pageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().url().nullable(),
    previous: z.string().url().nullable(),
    results: z.array(item),
  });
}

const nameSlug = z.object({ name: z.string(), slug: z.string() });

// ------------------------------------------------------------------ core, championships, seasons

export const sportSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), abbreviation: z.string() });

export const championshipSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  first_year: z.number().int(),
  last_year: nullableInt,
  sport: z.object({ name: z.string(), slug: z.string() }),
  level: z.object({ name: z.string(), slug: z.string() }),
  league: z.object({ name: z.string(), slug: z.string() }),
  titles_decided: z.number().int(),
});

export const championResultSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  season_label: z.string(),
  game_date: isoDate.nullable(),
  championship_name: z.string(),
  team_name: nullableString,
  team_city: nullableString,
  coach: nullableString,
  record: nullableString,
  season_name: z.string(),
  status: z.enum(["held", "not_held"]),
  season: z.object({ start_year: z.number().int(), label: z.string(), name: z.string() }),
});

export const championshipStatsSchema = z.object({
  total_games: z.number().int(),
  total_teams: z.number().int(),
  team_championships: z.array(
    z.object({ team__name: z.string(), championships_won: z.number().int(), years: z.array(z.number().int()) }),
  ),
  most_titles: z
    .object({ championships_won: z.number().int(), teams: z.array(z.object({ team__name: z.string(), team__slug: nullableString })) })
    .nullable(),
  highest_score: nullableInt,
  highest_score_game: z
    .object({ winner_score: nullableInt, year: z.number().int(), season_label: z.string(), unit: z.enum(["runs", "goals", "points"]), scope: z.string() })
    .nullable(),
});

export const championshipGameSchema = z.object({
  id: z.number().int(),
  winner_name: nullableString,
  runner_up_name: nullableString,
  winner_score: nullableInt,
  runner_up_score: nullableInt,
  season: z.object({ start_year: z.number().int() }),
  game_date: isoDate.nullable(),
  venue: z.object({ city: nullableString }),
  mvp: nullableString,
});

export const championsSummarySchema = z.object({
  total_championships: z.number().int(),
  unique_teams: z.number().int(),
  years: z.array(z.number().int()),
});

export const seasonSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  start_year: z.number().int(),
  end_year: z.number().int(),
  sport: z.object({ name: z.string() }),
  league: z.object({ name: z.string() }),
  level: z.object({ name: z.string() }),
  status: z.enum(["active", "completed", "upcoming"]),
  is_active: z.boolean(),
  games_count: z.number().int(),
  teams_count: z.number().int(),
});

// ------------------------------------------------------------------ teams (part 1 §3)

export const teamSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  abbreviation: nullableString,
  short_name: nullableString,
  city: nullableString,
  state: nullableString,
  country: nullableString,
  founded_year: nullableInt,
  championships_won: z.number().int(),
  last_championship_season: nullableInt,
  last_championship_label: nullableString,
  first_league_season: nullableInt,
  sport: z.object({ name: z.string() }),
  level: z.object({ name: z.string() }),
  conference: z.object({ name: z.string() }).nullable(),
  division: z.object({ name: z.string() }).nullable(),
  home_venue: z
    .object({
      name: z.string(),
      city: nullableString,
      state: nullableString,
      country: nullableString,
      capacity: nullableInt,
      opened_year: nullableInt,
    })
    .nullable(),
});

/** One league title per season, with the championships it comprised. */
export const teamChampionshipSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  season_label: z.string(),
  season_name: z.string(),
  titles: z.array(
    z.object({
      championship_name: z.string(),
      championship_slug: z.string(),
      edition: nullableString,
      game_date: isoDate.nullable(),
      coach: nullableString,
      record: nullableString,
    }),
  ),
});

export const teamSeasonSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  start_year: z.number().int(),
  championship_won: z.boolean(),
});

export const rosterEntrySchema = z.object({
  id: z.union([z.number(), z.string()]),
  jersey_number: nullableString,
  is_captain: z.boolean().nullable(),
  is_starter: z.boolean().nullable(),
  slug: z.string(),
  player: z.object({
    id: z.number().int(),
    slug: z.string(),
    is_active: z.boolean(),
    primary_position_name: nullableString,
    person: z.object({ first_name: z.string(), last_name: z.string() }),
  }),
});

export const scheduledGameSchema = z.object({
  id: z.number().int(),
  week: nullableString,
  game_date: isoDate,
  status: z.string(),
  home_team: z.union([z.number().int(), z.object({ id: z.number().int() })]),
  home_team_name: z.string(),
  home_team_abbreviation: nullableString,
  away_team_name: z.string(),
  away_team_abbreviation: nullableString,
  home_score: nullableInt,
  away_score: nullableInt,
  venue_name: nullableString,
});

// ------------------------------------------------------------------ games, standings (part 2 §3)

const gameTeamSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: nullableString,
  abbreviation: nullableString,
  sport_name: z.string(),
});

export const gameSchema = z.object({
  id: z.number().int(),
  home_team: gameTeamSchema,
  away_team: gameTeamSchema,
  home_team_id: z.number().int(),
  away_team_id: z.number().int(),
  home_team_name: z.string(),
  home_team_abbreviation: nullableString,
  away_team_name: z.string(),
  away_team_abbreviation: nullableString,
  home_score: nullableInt,
  away_score: nullableInt,
  status: z.enum(["live", "final", "scheduled", "postponed"]),
  game_date: isoDate,
  game_time: nullableString,
  game_type: z.enum(["regular", "playoff", "final"]),
  week: nullableString,
  round: nullableString,
  // The live clock, from the live feed, for live games only.
  quarter: nullableInt,
  period: nullableInt,
  time_remaining: nullableString,
  status_detail: nullableString,
  updated_at: nullableString,
  overtime: nullableString,
  championship: nameSlug.nullable(),
  season: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), start_year: z.number().int(), label: z.string() }),
  venue: z.object({ name: nullableString, city: nullableString, state: nullableString, capacity: nullableInt }),
  neutral_site: z.boolean(),
  attendance: nullableInt,
  weather: z.null(),
  officials: z.array(z.object({ position: z.string(), name: z.string() })),
});

export const gameSummarySchema = z.object({
  count: z.number().int(),
  live: z.number().int(),
  final: z.number().int(),
  scheduled: z.number().int(),
  postponed: z.number().int(),
  sports: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
  sports_with_games: z.array(z.object({ slug: z.string(), name: z.string() })),
  football_weeks: z.array(z.object({ week: z.string(), count: z.number().int() })),
  earlier_date: isoDate.nullable(),
  later_date: isoDate.nullable(),
});

export const standingSchema = z.object({
  id: z.string().regex(/^\d+-\d{4}$/),
  team: gameTeamSchema,
  rank: z.number().int().positive(),
  position: z.number().int().positive(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  points: nullableInt,
  win_percentage: z.number().min(0).max(1),
  games_played: z.number().int(),
  ot_losses: z.number().int(),
  record: z.string().regex(/^\d+-\d+(-\d+){0,2}$/),
  games_behind: z.number().min(0).nullable(),
  streak: z.number().int(),
  streak_type: z.enum(["win", "loss"]).nullable(),
  division: nullableString,
  conference: nullableString,
  league: nameSlug,
  season: z.object({ start_year: z.number().int(), label: z.string() }),
  last_updated: isoDate.nullable(),
  playoff_position: z.enum(["champion", "playoffs", "bubble", "eliminated"]).nullable(),
  home_record: z.string().regex(/^\d+-\d+(-\d+)?$/).nullable(),
  away_record: z.string().regex(/^\d+-\d+(-\d+)?$/).nullable(),
  division_record: nullableString,
  conference_record: nullableString,
});

// ------------------------------------------------------------------ people (part 2 §3)

export const personSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  age: nullableInt,
  birth_date: isoDate.nullable(),
  birth_place: nullableString,
  birth_city: nullableString,
  birth_state: nullableString,
  college: nullableString,
  height_inches: nullableInt,
  weight_pounds: nullableInt,
});

const awardSchema = z.object({ name: z.string(), year: z.number().int() });

export const playerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  person: personSchema,
  jersey_number: nullableString,
  primary_position_name: nullableString,
  current_team: z
    .object({ name: nullableString, city: nullableString, abbreviation: nullableString, sport_name: z.string(), slug: z.string() })
    .nullable(),
  height: nullableString,
  weight: nullableString,
  years_pro: nullableInt,
  college: nullableString,
  draft_year: nullableInt,
  draft_round: nullableInt,
  draft_pick: nullableInt,
  career_stats: z.record(z.number().nullable()).and(z.object({ seasons_played: z.number().int() })),
  awards: z.array(awardSchema),
  /** Null when the data has no roster line for the player (his titles cannot be known). */
  championships_won: z.number().int().nullable(),
  all_star_selections: z.number().int(),
  is_active: z.boolean(),
});

export const playerDetailSchema = playerSchema.extend({
  seasons: z.array(
    z.object({
      season_start_year: z.number().int(),
      team_name: nullableString,
      team: z.object({ slug: z.string(), name: nullableString }).nullable(),
      stats: z.record(z.unknown()),
    }),
  ),
});

export const coachSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  person: personSchema,
  current_team: z.object({ name: z.string() }).nullable(),
  title: z.string(),
  is_head_coach: z.boolean(),
  is_active: z.boolean(),
  years_experience: z.number().int(),
  career_record: z.object({
    wins: z.number().int(),
    losses: z.number().int(),
    ties: z.number().int(),
    win_percentage: z.number().min(0).max(1),
    playoff_wins: z.number().int(),
    playoff_losses: z.number().int(),
  }),
  championships_won: z.number().int(),
  awards: z.array(awardSchema),
  coaching_history: z.array(
    z.object({
      team_name: z.string(),
      team_slug: z.string(),
      start_year: z.number().int(),
      end_year: nullableInt,
      title: z.string(),
      is_head_coach: z.boolean(),
      is_active: z.boolean(),
    }),
  ),
});

export type GameJson = z.infer<typeof gameSchema>;
export type StandingJson = z.infer<typeof standingSchema>;
export type PlayerJson = z.infer<typeof playerSchema>;
export type CoachJson = z.infer<typeof coachSchema>;
