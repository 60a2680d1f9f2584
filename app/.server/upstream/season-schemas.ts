// The shapes of the seasons and standings answers, as the seasons and standings pages rely on them.
import { z } from "zod";
import { championResult, leagueRef, levelRef, sportRef } from "./schemas";

const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();

export const seasonSummary = z
  .object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    label: z.string(),
    start_year: z.number(),
    end_year: z.number(),
    sport: sportRef,
    level: levelRef,
    league: leagueRef,
    status: z.enum(["active", "completed", "upcoming"]),
    is_active: z.boolean(),
    games_count: z.number(),
    regular_season_games: z.number(),
    playoff_games: z.number(),
    teams_count: z.number(),
    start_date: nullableString,
    end_date: nullableString,
    regular_season_end: nullableString,
    playoffs_end: nullableString,
    championship_name: nullableString,
    championship_slug: nullableString,
    playoffs_format: nullableString,
    champion: z
      .object({ team_name: z.string(), team_city: nullableString, team_abbreviation: nullableString, team_slug: nullableString })
      .nullable(),
  })
  .passthrough();

export const seasonDetail = seasonSummary.extend({ champions: z.array(championResult) });

export const seasonFacets = z.object({
  total: z.number(),
  active: z.number(),
  completed: z.number(),
  upcoming: z.number(),
  sports: z.number(),
  decades: z.array(z.number()),
});

export const standing = z
  .object({
    id: z.string(),
    team: z.object({
      id: z.number(),
      slug: z.string(),
      name: z.string(),
      city: nullableString,
      abbreviation: nullableString,
      sport_name: z.string(),
    }),
    rank: z.number(),
    wins: z.number(),
    losses: z.number(),
    ties: z.number(),
    ot_losses: z.number(),
    record: z.string(),
    points: nullableNumber,
    win_percentage: z.number(),
    games_played: z.number(),
    games_behind: nullableNumber,
    streak: z.number(),
    streak_type: nullableString,
    division: nullableString,
    conference: nullableString,
    league: z.object({ slug: z.string(), name: z.string(), abbreviation: z.string() }),
    season: z.object({ start_year: z.number(), label: z.string(), slug: z.string() }),
    last_updated: nullableString,
    playoff_position: z.enum(["champion", "playoffs", "bubble", "eliminated"]).nullable(),
    home_record: nullableString,
    away_record: nullableString,
    division_record: nullableString,
    conference_record: nullableString,
    record_source: z.string(),
  })
  .passthrough();

const playoffTeam = z.object({ id: z.number(), slug: z.string(), name: z.string(), abbreviation: nullableString });

export const playoffGame = z
  .object({
    id: z.number(),
    game_date: z.string(),
    game_type: z.string(),
    round: nullableString,
    week: nullableString,
    status: z.string(),
    home_score: nullableNumber,
    away_score: nullableNumber,
    overtime: nullableString,
    home_team: playoffTeam,
    away_team: playoffTeam,
  })
  .passthrough();

export type SeasonSummary = z.infer<typeof seasonSummary>;
export type SeasonDetail = z.infer<typeof seasonDetail>;
export type SeasonFacets = z.infer<typeof seasonFacets>;
export type Standing = z.infer<typeof standing>;
export type PlayoffGame = z.infer<typeof playoffGame>;
