// Seasons: /championships/seasons/ (the list and its facets), one season with its champions, and a
// season's standings (see standings.ts) and postseason games.
import { z } from "zod";
import { championResult } from "./championships";
import { int, isoDate, leagueRef, levelRef, nullableInt, nullableString, sportRef } from "./common";

export const seasonStatus = z.enum(["active", "completed", "upcoming", "cancelled"]);

export const seasonSummary = z
  .object({
    id: int,
    slug: z.string(),
    name: z.string(),
    label: z.string(),
    start_year: int,
    end_year: int,
    sport: sportRef,
    level: levelRef,
    league: leagueRef,
    status: seasonStatus,
    is_active: z.boolean(),
    games_count: int,
    regular_season_games: int,
    playoff_games: int,
    teams_count: int,
    start_date: isoDate.nullable(),
    end_date: isoDate.nullable(),
    regular_season_end: isoDate.nullable(),
    playoffs_end: isoDate.nullable(),
    /** The last day with a final game (a season in progress: its standings are "through" this day). Absent before a re-import. */
    results_through: isoDate.nullable().optional(),
    championship_name: nullableString,
    championship_slug: nullableString,
    playoffs_format: nullableString,
    /** The season's title was not held (the seed's result): its status is then "cancelled". */
    title_not_held: z.boolean().optional(),
    /** Why, as the seed words it ("Season cancelled by the 2004-05 NHL lockout; ..."). */
    title_note: nullableString.optional(),
    champion: z.object({ team_name: z.string(), team_city: nullableString, team_abbreviation: nullableString, team_slug: nullableString }).nullable(),
  })
  .passthrough();

/** One season: its summary and the titles decided in it (champions without the `season` object). */
export const seasonDetail = seasonSummary.extend({ champions: z.array(championResult) });

export const seasonFacets = z.object({
  total: int,
  active: int,
  completed: int,
  upcoming: int,
  cancelled: int,
  sports: int,
  decades: z.array(int),
});

const playoffTeam = z.object({ id: int, slug: z.string(), name: z.string(), abbreviation: nullableString });

/** A postseason game of a season (/championships/seasons/:id/playoffs/). */
export const playoffGame = z
  .object({
    id: int,
    game_date: isoDate,
    game_type: z.string(),
    round: nullableString,
    week: nullableString,
    status: z.string(),
    home_score: nullableInt,
    away_score: nullableInt,
    overtime: nullableString,
    home_team: playoffTeam,
    away_team: playoffTeam,
  })
  .passthrough();

export type SeasonSummary = z.infer<typeof seasonSummary>;
export type SeasonDetail = z.infer<typeof seasonDetail>;
export type SeasonFacets = z.infer<typeof seasonFacets>;
export type PlayoffGame = z.infer<typeof playoffGame>;
