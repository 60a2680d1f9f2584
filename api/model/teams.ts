// Teams: /teams/teams/ (the directory and its facets), one team with its eras, and a team's titles,
// seasons, roster, schedule, season statistics and data coverage.
import { z } from "zod";
import { int, isoDate, leagueRef, levelRef, nullableInt, nullableNumber, nullableString, sportRef } from "./common";

const venue = z
  .object({
    name: z.string(),
    city: nullableString,
    state: nullableString,
    country: nullableString,
    capacity: nullableInt,
    opened_year: nullableInt,
  })
  .passthrough();

export const team = z
  .object({
    id: int,
    slug: z.string(),
    name: z.string(),
    short_name: nullableString,
    abbreviation: nullableString,
    city: nullableString,
    state: nullableString,
    country: nullableString,
    founded_year: nullableInt,
    folded_year: nullableInt,
    sport: sportRef,
    level: levelRef,
    league: leagueRef,
    conference: z.object({ name: z.string() }).nullable(),
    division: z.object({ name: z.string() }).nullable(),
    home_venue: venue.nullable(),
    championships_won: int,
    last_championship_season: nullableInt,
    last_championship_label: nullableString,
    first_league_season: nullableInt,
  })
  .passthrough();

/** A name the franchise played under, for a range of seasons, in a league. */
export const teamEra = z
  .object({
    slug: z.string(),
    name: z.string(),
    nickname: nullableString,
    city: nullableString,
    state: nullableString,
    abbreviation: nullableString,
    first_season: nullableInt,
    last_season: nullableInt,
    note: nullableString,
    league: leagueRef.optional(),
  })
  .passthrough();

export const teamDetail = team.extend({
  eras: z.array(teamEra),
  /** The former name the request's slug matched (`/teams/seattle-supersonics`), else null. */
  matched_era: z.object({ slug: z.string(), name: z.string(), first_season: nullableInt, last_season: nullableInt }).nullable(),
  first_season: nullableInt,
  last_season: nullableInt,
  seasons_count: int,
});

export const teamFacets = z
  .object({
    teams: int,
    sports: int,
    divisions: int,
    sports_list: z.array(z.object({ slug: z.string(), name: z.string(), teams: int })),
    divisions_list: z.array(z.object({ name: z.string(), teams: int })),
  })
  .passthrough();

/** One league title: a season, and the championships it comprised (1966: NFL Championship and Super Bowl I). */
export const teamChampionship = z
  .object({
    id: int,
    year: int,
    season_label: z.string(),
    season_name: z.string(),
    team_name: nullableString,
    team_city: nullableString,
    league: nullableString,
    titles: z.array(
      z
        .object({
          id: int,
          championship_name: z.string(),
          championship_slug: z.string(),
          edition: nullableString,
          game_date: isoDate.nullable(),
          coach: nullableString,
          record: nullableString,
          score: nullableString,
          runner_up_name: nullableString,
        })
        .passthrough(),
    ),
  })
  .passthrough();

export const teamSeason = z
  .object({
    /** `<team id>-<start year>` */
    id: z.string(),
    name: z.string(),
    start_year: int,
    label: nullableString,
    team_name: nullableString,
    championship_won: z.boolean(),
    wins: nullableInt,
    losses: nullableInt,
    ties: nullableInt,
    record_wins: nullableInt,
    record_losses: nullableInt,
    record_ties: nullableInt,
    record_ot_losses: nullableInt,
    /** The league's abbreviation that season (the era's league), and its name. */
    league: nullableString,
    league_name: nullableString,
    /** The titles won that season ("World Series"), null without one. */
    championship_names: nullableString,
    ot_losses: nullableInt,
    /** Hockey's standings points; null elsewhere and without standings. */
    points: nullableInt,
    games_played: nullableInt,
    win_percentage: nullableNumber,
    division: nullableString,
    conference: nullableString,
    /** The place in the division (else conference, else league): published where a dataset has it, else from the standings. */
    finish: nullableInt,
    playoff_position: nullableString,
    made_playoffs: z.boolean().nullable(),
    /** The team's last postseason series in the games we hold; null without postseason games. */
    postseason: z.object({ round: nullableString, opponent: nullableString, wins: int, losses: int, ties: int, result: z.string() }).nullable(),
    head_coaches: z.array(z.object({ slug: z.string(), name: z.string() }).passthrough()),
  })
  .passthrough();

export const rosterEntry = z
  .object({
    id: int,
    jersey_number: nullableString,
    is_captain: z.boolean(),
    is_starter: z.boolean(),
    slug: z.string(),
    position: nullableString,
    player: z
      .object({
        id: int,
        slug: z.string(),
        is_active: z.boolean(),
        primary_position_name: nullableString,
        person: z.object({ first_name: z.string(), last_name: z.string(), full_name: z.string() }).passthrough(),
      })
      .passthrough(),
  })
  .passthrough();

/** A game of a team's schedule; the teams are ids, named as they were that season. */
export const scheduledGame = z
  .object({
    id: int,
    week: nullableString,
    round: nullableString,
    game_date: isoDate,
    game_time: nullableString,
    status: z.string(),
    game_type: z.string(),
    home_team: int,
    away_team: int,
    home_team_name: nullableString,
    home_team_abbreviation: nullableString,
    home_team_slug: z.string(),
    away_team_name: nullableString,
    away_team_abbreviation: nullableString,
    away_team_slug: z.string(),
    home_score: nullableInt,
    away_score: nullableInt,
    venue_name: nullableString,
    neutral_site: z.boolean(),
    attendance: nullableInt,
    overtime: nullableString,
  })
  .passthrough();

export const teamStats = z
  .object({
    year: nullableInt,
    championships_won: int,
    /** The number of seasons we hold anything of (games, a record, a title result): not a franchise's age. */
    years_active: int,
    /** Those seasons, oldest first: a range over them has gaps a page must state (core/coverage.ts seasonRunsLabel). */
    seasons_held: z.array(int),
    first_season: nullableInt,
    last_season: nullableInt,
    season: z
      .object({
        start_year: int,
        label: z.string(),
        name: z.string(),
        team_name: nullableString,
        championship_won: z.boolean(),
        /** The league the team played in that season (the AFL for the 1965 Bills). */
        league: leagueRef.optional(),
      })
      .passthrough()
      .nullable(),
    record: z
      .object({
        /** The record as fans read it (hockey W-L-OTL since 2005-06, W-L-T before). */
        record_line: z.string().optional(),
        games_played: int,
        wins: int,
        losses: int,
        ties: int,
        win_percentage: nullableNumber,
        points_for: int,
        points_against: int,
        /** Null where we hold only part of the published record's games (decision 0118: no partial splits). */
        home_record: nullableString,
        away_record: nullableString,
        streak: int,
        streak_type: nullableString,
      })
      .passthrough()
      .nullable(),
    published_record: z
      .object({
        wins: int,
        losses: int,
        ties: nullableInt,
        ot_losses: nullableInt,
        points: nullableInt,
        points_for: nullableInt,
        points_against: nullableInt,
        conference: nullableString,
        division: nullableString,
        division_rank: nullableInt,
        made_playoffs: z.boolean().nullable(),
        source: z.string(),
      })
      .passthrough()
      .nullable(),
    playoffs: z.object({ games: int, wins: int, losses: int }).nullable().optional(),
  })
  .passthrough();

/** What we hold of one team's season (teams/teams/:id/coverage/?year=): games, published record, champion, state. */
export const teamCoverage = z
  .object({
    team: z.string(),
    league: z.string(),
    year: int,
    state: z.enum(["complete", "in_progress", "upcoming"]),
    team_played: z.boolean(),
    /** `fixtures`: of those, games we hold only as scheduled (no result: the 2026 NFL season's schedule). */
    team_games: z.object({ regular: int, postseason: int, fixtures: int.optional() }),
    /** `postseason_fixtures`: postseason games listed without a result (bowls a source saved before they were played). */
    league_games: z.object({ regular: int, postseason: int, title_games: int, postseason_fixtures: int.optional() }),
    sources: z.array(z.string()),
    /**
     * The team's games filed with another league's season (an FCS program's games against FBS teams),
     * by that league: they count in the other league's records, not in a season record of the team's.
     */
    other_league_games: z.array(z.object({ league: z.string(), abbreviation: z.string(), games: int })),
    published_record: z
      .object({ wins: int, losses: int, ties: nullableInt, ot_losses: nullableInt, points: nullableInt, source: z.string() })
      .passthrough()
      .nullable(),
    champions: z.array(
      z.object({
        championship: z.string(),
        championship_slug: z.string(),
        status: z.string(),
        winner_name: nullableString,
        winner_slug: nullableString,
        team_won: z.boolean(),
      }),
    ),
  })
  .passthrough();

export type Team = z.infer<typeof team>;
export type TeamDetail = z.infer<typeof teamDetail>;
export type TeamEra = z.infer<typeof teamEra>;
export type TeamFacets = z.infer<typeof teamFacets>;
export type TeamChampionship = z.infer<typeof teamChampionship>;
export type TeamSeason = z.infer<typeof teamSeason>;
export type RosterEntry = z.infer<typeof rosterEntry>;
export type ScheduledGame = z.infer<typeof scheduledGame>;
export type TeamStats = z.infer<typeof teamStats>;
export type TeamCoverage = z.infer<typeof teamCoverage>;
