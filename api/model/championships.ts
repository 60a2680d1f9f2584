// Championships and their results: /championships/championships/ (one, its champions, statistics and
// title games) and /championships/champions/ (every champion, and their summary).
import { z } from "zod";
import { int, isoDate, leagueRef, levelRef, nullableInt, nullableString, sportRef } from "./common";

export const championship = z
  .object({
    id: int,
    slug: z.string(),
    name: z.string(),
    official_name: nullableString,
    description: nullableString,
    trophy_name: nullableString,
    first_year: int,
    last_year: nullableInt,
    format: nullableString,
    selector: nullableString,
    sport: sportRef,
    level: levelRef,
    league: leagueRef,
    titles_decided: int,
    first_season_label: z.string(),
    last_season_label: nullableString,
  })
  .passthrough();

/** One title (or a season it was not held): `year` is the season's start year, `game_date` the deciding game's. */
export const championResult = z
  .object({
    id: int,
    year: int,
    season_label: z.string(),
    season_name: z.string(),
    /** The season's page (and its bracket, /seasons/:slug/bracket). */
    season_slug: z.string().optional(),
    championship_name: z.string(),
    championship_slug: z.string(),
    edition: nullableString,
    status: z.enum(["held", "not_held"]),
    note: nullableString,
    /** Taken from the games we hold; the seed has no checked result for the season yet (decision 0086). */
    from_games: z.boolean(),
    game_date: isoDate.nullable(),
    /** The deciding game in our data (its page is /scores/{id}); null when we hold none. */
    game_id: nullableInt,
    team_name: nullableString,
    team_slug: nullableString,
    team_city: nullableString,
    team_abbreviation: nullableString,
    runner_up_name: nullableString,
    runner_up_slug: nullableString,
    coach: nullableString,
    record: nullableString,
    winner_score: nullableInt,
    runner_up_score: nullableInt,
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

/** A champion in the champions lists, with its season as an object. */
export const champion = championResult.extend({
  season: z.object({ start_year: int, label: z.string(), name: z.string() }),
});

export const championshipStats = z
  .object({
    total_games: int,
    total_teams: int,
    seasons_not_held: int,
    team_championships: z.array(z.object({ team__name: z.string(), team__slug: nullableString, championships_won: int, years: z.array(int) }).passthrough()),
    most_titles: z.object({ championships_won: int, teams: z.array(z.object({ team__name: z.string(), team__slug: nullableString })) }).nullable(),
    longest_streak: z
      .object({
        team: z.string(),
        team_slug: nullableString,
        years: int,
        start: int,
        end: int,
        start_label: z.string(),
        end_label: z.string(),
      })
      .nullable(),
    highest_score: nullableInt,
    highest_score_game: z
      .object({
        team: nullableString,
        opponent: nullableString,
        winner_score: nullableInt,
        runner_up_score: nullableInt,
        year: int,
        season_label: z.string(),
        game_date: isoDate.nullable(),
        unit: z.enum(["runs", "goals", "points"]),
        scope: z.string(),
      })
      .nullable(),
  })
  .passthrough();

/** A title game (/championships/championships/:id/games/): held titles only. */
export const championshipGame = z
  .object({
    id: int,
    winner: z.object({ name: nullableString, slug: nullableString }),
    winner_name: nullableString,
    runner_up: z.object({ name: z.string(), slug: nullableString }).nullable(),
    runner_up_name: nullableString,
    winner_score: nullableInt,
    runner_up_score: nullableInt,
    series: nullableString,
    season: z.object({ start_year: int, label: z.string() }),
    edition: nullableString,
    game_date: isoDate.nullable(),
    venue: z.object({ name: nullableString, city: nullableString, state: nullableString }),
    mvp: nullableString,
  })
  .passthrough();

export const championsSummary = z
  .object({
    total_championships: int,
    unique_teams: int,
    years_tracked: int,
    winning_coaches: int,
    first_year: nullableInt,
    last_year: nullableInt,
    years: z.array(int),
  })
  .passthrough();

export type Championship = z.infer<typeof championship>;
export type ChampionResult = z.infer<typeof championResult>;
export type Champion = z.infer<typeof champion>;
