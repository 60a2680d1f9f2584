// The shapes of the games API's answers that the scores pages read (checked once per fetch, then cached).
import { z } from "zod";
import { pageOf } from "./schemas";

const nullableString = z.string().nullable();
const nullableInt = z.number().int().nullable();

const gameTeam = z
  .object({ id: z.number(), slug: z.string(), name: z.string(), city: nullableString, abbreviation: nullableString })
  .passthrough();

export const game = z
  .object({
    id: z.number(),
    home_team: gameTeam,
    away_team: gameTeam,
    home_score: nullableInt,
    away_score: nullableInt,
    status: z.enum(["live", "final", "scheduled", "postponed"]),
    status_detail: nullableString.optional().default(null),
    game_date: z.string(),
    game_time: nullableString,
    game_type: z.string(),
    week: nullableString,
    round: nullableString,
    period: nullableInt,
    time_remaining: nullableString,
    overtime: nullableString,
    sport: z.object({ name: z.string(), slug: z.string() }),
    league: z.object({ name: z.string(), slug: z.string() }),
    championship: z.object({ name: z.string(), slug: nullableString }).nullable(),
    season: z.object({ id: z.number(), slug: z.string(), name: z.string(), start_year: z.number(), label: z.string() }),
    venue: z.object({ name: nullableString, city: nullableString, state: nullableString, capacity: nullableInt }),
    neutral_site: z.boolean(),
    attendance: nullableInt,
    officials: z.array(z.object({ position: z.string(), name: z.string() })),
    updated_at: nullableString.optional().default(null),
  })
  .passthrough();

export const gamePage = pageOf(game);

const record = z.object({ wins: z.number(), losses: z.number(), ties: z.number() });
const periods = z.array(z.number().nullable());

export const gameDetail = game.extend({
  records_before: z.object({ scope: z.string(), home: record, away: record }),
  season_series: z.object({
    scope: z.string(),
    through_this_game: z.object({ home_wins: z.number(), away_wins: z.number(), ties: z.number() }),
    games: z.array(
      z.object({
        id: z.number(),
        game_date: z.string(),
        home_team_id: z.number(),
        away_team_id: z.number(),
        home_score: nullableInt,
        away_score: nullableInt,
        status: z.string(),
      }),
    ),
  }),
  line_score: z
    .object({
      away: periods,
      home: periods,
      hits: z.object({ away: z.number(), home: z.number() }).nullable().optional(),
      errors: z.object({ away: z.number(), home: z.number() }).nullable().optional(),
    })
    .nullable(),
});

export const gameSummary = z.object({
  count: z.number(),
  live: z.number(),
  final: z.number(),
  scheduled: z.number(),
  postponed: z.number(),
  sports: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number() })),
  sports_with_games: z.array(z.object({ slug: z.string(), name: z.string() })),
  football_weeks: z.array(z.object({ week: z.string(), count: z.number() })),
  earlier_date: nullableString,
  later_date: nullableString,
});

export type Game = z.infer<typeof game>;
export type GameDetail = z.infer<typeof gameDetail>;
export type GameSummary = z.infer<typeof gameSummary>;
