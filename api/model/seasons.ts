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
    /**
     * The standings' date: the last day with a final game among the season's complete days (every
     * regular-season game of each day up to it final, postponed or played; decision 0189). Null while no
     * day is complete. Absent before a re-import.
     */
    results_through: isoDate.nullable().optional(),
    /** The last day with a final game, complete or not (a day being played has finals the standings do not count yet). */
    last_result_date: isoDate.nullable().optional(),
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

const bracketTeam = z.object({
  id: int,
  slug: z.string(),
  /** The team's name in that season. */
  name: z.string(),
  /** Games won in the series (a single game: 1 or 0). */
  wins: int,
  /** Points, goals or runs over the matchup. */
  score: int,
  /** Its seed, where the data gives one (the NCAA tournament); never guessed. */
  seed: nullableInt,
});

/** One matchup of a bracket: a series, a single game, or a two-game total-goals series. */
export const bracketMatchup = z.object({
  id: int,
  /** The label the games give it ("ALCS"), else the round's name. */
  label: z.string(),
  position: int,
  /** The winner is team_a when there is one. */
  team_a: bracketTeam,
  team_b: bracketTeam,
  ties: int,
  winner: z.enum(["a", "b"]).nullable(),
  /** "no contest": one team advanced without a game (team_a; the winner is null). */
  decided_by: z.enum(["series", "game", "total", "no contest"]),
  /** The tournament region ("Region of Kansas Jayhawks": the data names none), else null. */
  region: nullableString,
  /** "4-3" for a series, "34-27" for a game, "5-3 on goals" for a total-goals series, "no contest"; null without a result. */
  result: nullableString,
  games: int,
  /** Games of the matchup without a result in our data. */
  unplayed: int,
  is_final: z.boolean(),
  /** Null for a tournament game we hold without a date (decision 0179). */
  first_game_date: isoDate.nullable(),
  last_game_date: isoDate.nullable(),
  game_ids: z.array(int),
});

/** A season's postseason as a bracket (/championships/seasons/:id/bracket/): its rounds in order. */
export const bracket = z.object({
  season: z.object({ id: int, slug: z.string(), name: z.string(), label: z.string(), start_year: int, status: seasonStatus }),
  sport: sportRef,
  level: levelRef,
  league: leagueRef,
  championship: z.object({ name: z.string(), slug: z.string() }).nullable(),
  /** `byes`: the teams that entered the round with a bye (the NBA 1975-1983, the NHL 1975-1979), as named that season. */
  rounds: z.array(z.object({ round: int, name: z.string(), byes: z.array(z.string()), matchups: z.array(bracketMatchup) })),
  /** What the games do not hold, in words. */
  missing: z.array(z.string()),
  /** Why there is no bracket (no postseason games), else null. */
  why_empty: nullableString,
});
export type Bracket = z.infer<typeof bracket>;
export type BracketMatchup = z.infer<typeof bracketMatchup>;
