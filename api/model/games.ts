// Games: /games/games/ (a page, today, live, recent, upcoming), one game with its context, and the
// summary of a date range (counts by status and sport, football weeks, the nearest dates with games).
import { z } from "zod";
import { GAME_STATUSES } from "../../core/game-status";
import { int, isoDate, nameSlug, nullableInt, nullableString, pageOf } from "./common";

/** A team as a game names it: the name, city and abbreviation it had that season. */
export const gameTeam = z
  .object({ id: int, slug: z.string(), name: z.string(), city: nullableString, abbreviation: nullableString, sport_name: z.string() })
  .passthrough();

export const game = z
  .object({
    id: int,
    home_team: gameTeam,
    away_team: gameTeam,
    home_team_id: int,
    away_team_id: int,
    home_team_name: z.string(),
    home_team_abbreviation: nullableString,
    away_team_name: z.string(),
    away_team_abbreviation: nullableString,
    home_score: nullableInt,
    away_score: nullableInt,
    /** As shown on the day (core/game-status.ts): a scheduled game of a day gone by is "no_result". */
    status: z.enum(GAME_STATUSES),
    game_date: isoDate,
    game_time: nullableString,
    game_type: z.enum(["regular", "playoff", "final"]),
    week: nullableString,
    round: nullableString,
    // The live clock, from the live feed, for live games only (quarter is period's other name).
    quarter: nullableInt,
    period: nullableInt,
    time_remaining: nullableString,
    status_detail: nullableString,
    updated_at: nullableString,
    overtime: nullableString,
    sport: nameSlug,
    league: nameSlug,
    championship: z.object({ name: z.string(), slug: nullableString }).nullable(),
    season: z.object({ id: int, slug: z.string(), name: z.string(), start_year: int, label: z.string() }),
    venue: z.object({ name: nullableString, city: nullableString, state: nullableString, capacity: nullableInt }),
    neutral_site: z.boolean(),
    attendance: nullableInt,
    /** No open dataset has the weather or the officials: always null and empty. */
    weather: z.null(),
    officials: z.array(z.object({ position: z.string(), name: z.string() })),
  })
  .passthrough();

export const gamePage = pageOf(game);

/** A record going into a game; `line` is the record as the sport writes it (core/standings.ts recordLine: hockey W-L-OTL). */
const recordBefore = z.object({ wins: int, losses: int, ties: int, ot_losses: int, line: z.string() });
const periods = z.array(nullableInt);

const boxPlayer = z.object({ slug: nullableString, name: z.string() });
const passingFigures = { completions: int, attempts: int, yards: int, touchdowns: int, interceptions: int, sacks: int, sack_yards: int };
const rushingFigures = { attempts: int, yards: int, touchdowns: int, fumbles_lost: int };
const receivingFigures = { receptions: int, targets: int, yards: int, touchdowns: int };
/** One team's box score: its players' passing, rushing and receiving lines and their totals (the lines added up). */
const teamBox = z.object({
  team_id: int,
  passing: z.array(z.object({ player: boxPlayer, ...passingFigures })),
  rushing: z.array(z.object({ player: boxPlayer, ...rushingFigures })),
  receiving: z.array(z.object({ player: boxPlayer, ...receivingFigures })),
  totals: z.object({ passing: z.object(passingFigures), rushing: z.object(rushingFigures), receiving: z.object(receivingFigures) }),
});
/**
 * A game's box score (api/games/box-score.ts): null for a league we hold none of; otherwise each side's
 * lines (null when the data has none) and a note saying what is not held (a season outside the bound, a
 * game the source lacks).
 */
export const boxScore = z.object({ note: nullableString, away: teamBox.nullable(), home: teamBox.nullable() });

/** One game (/games/games/:id/): the game, the teams' records before it, the season series, the line score, the box score. */
export const gameDetail = game.extend({
  records_before: z.object({ scope: z.string(), home: recordBefore, away: recordBefore }),
  season_series: z.object({
    scope: z.string(),
    through_this_game: z.object({ home_wins: int, away_wins: int, ties: int }),
    games: z.array(
      z.object({
        id: int,
        game_date: isoDate,
        home_team_id: int,
        away_team_id: int,
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
      hits: z.object({ away: int, home: int }).nullable().optional(),
      errors: z.object({ away: int, home: int }).nullable().optional(),
    })
    .nullable(),
  box_score: boxScore.nullable(),
});

export const gameSummary = z.object({
  count: int,
  live: int,
  final: int,
  /** Scheduled games still to come (today on). */
  scheduled: int,
  postponed: int,
  /** Scheduled games of a day gone by whose result is not in our data (core/game-status.ts). */
  no_result: int,
  sports: z.array(z.object({ slug: z.string(), name: z.string(), count: int })),
  sports_with_games: z.array(z.object({ slug: z.string(), name: z.string() })),
  football_weeks: z.array(z.object({ week: z.string(), count: int })),
  earlier_date: isoDate.nullable(),
  later_date: isoDate.nullable(),
});

export type Game = z.infer<typeof game>;
export type GameDetail = z.infer<typeof gameDetail>;
export type BoxScore = z.infer<typeof boxScore>;
export type TeamBoxScore = z.infer<typeof teamBox>;
export type GameSummary = z.infer<typeof gameSummary>;
