// People: /people/players/ and /people/coaches/ (directories, active, rookies, by position, head
// coaches), one player or coach, and the directories' facets. A person's facts are shared by both.
import { z } from "zod";
import { int, isoDate, nameSlug, nullableInt, nullableString } from "./common";

const ref = nameSlug.passthrough();

export const person = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    age: nullableInt,
    age_at_death: nullableInt,
    birth_date: isoDate.nullable(),
    death_date: isoDate.nullable(),
    birth_place: nullableString,
    birth_city: nullableString,
    birth_state: nullableString,
    college: nullableString,
    height_inches: nullableInt,
    weight_pounds: nullableInt,
  })
  .passthrough();

export const award = z.object({ name: z.string(), year: int, season_label: z.string() }).passthrough();

const teamOfPlayer = z
  .object({ name: nullableString, city: nullableString, abbreviation: nullableString, sport_name: z.string(), slug: z.string() })
  .passthrough();

/** What a career figure sums (core/coverage.ts careerBound). */
export const careerTotals = z.object({
  seasons: int,
  first_season: nullableInt,
  last_season: nullableInt,
  /** True when the figure stops because our data stops. */
  through: z.boolean(),
  /** True when the figure starts because our data starts (he may have played before: core/coverage.ts careerBound). */
  from: z.boolean(),
  label: z.string(),
  /** What the league's statistics leave out besides their seasons (core/coverage.ts dataBoundText), or null. */
  bound: nullableString,
});

export const player = z
  .object({
    id: int,
    slug: z.string(),
    person,
    jersey_number: nullableString,
    position: nullableString,
    primary_position_name: nullableString,
    sport: ref,
    league: ref,
    /** Only when our data reaches the league's latest season (core/coverage.ts). */
    current_team: teamOfPlayer.nullable(),
    /** The team of his last season in our data, named as it was then. */
    last_team: teamOfPlayer.nullable(),
    height: nullableString,
    weight: nullableString,
    first_season: nullableInt,
    last_season: nullableInt,
    years_pro: nullableInt,
    college: nullableString,
    draft_year: nullableInt,
    draft_round: nullableInt,
    draft_pick: nullableInt,
    /** Career totals by statistic, summed at import, with the seasons he played. */
    career_stats: z.record(z.number().nullable()).and(z.object({ seasons_played: int })),
    career_totals: careerTotals,
    career_span: z.object({ through: z.boolean(), label: z.string() }),
    honours_in_data: z.object({ all_stars: int, mvps: int }),
    /** The seasons each kind of our data covers in his league ("1946-47 to 2019-20"), null when none. */
    coverage: z.object({ player_data: nullableString, player_stats: nullableString, all_stars: nullableString, mvps: nullableString }),
    headline_stats: z.array(z.object({ name: z.string(), value: z.number() })),
    awards: z.array(award),
    award_count: int,
    /** Null when the data has no roster line for the player (his titles cannot be known). */
    championships_won: nullableInt,
    /** Null (unknown) when our All-Star or MVP data does not reach his last season. */
    all_star_selections: nullableInt,
    mvp_awards: nullableInt,
    is_active: z.boolean(),
    career_status: z.enum(["active", "unknown", "retired"]),
    status: z.string(),
  })
  .passthrough();

export const playerDetail = player.extend({
  seasons: z.array(
    z
      .object({
        season_start_year: int,
        season_label: z.string(),
        team: z.object({ slug: z.string(), name: nullableString, abbreviation: nullableString }).nullable(),
        team_name: nullableString,
        is_total: z.boolean(),
        other_league: nullableString,
        stats: z.record(z.number()),
      })
      .passthrough(),
  ),
  teams: z.array(
    z.object({ slug: z.string(), name: nullableString, abbreviation: nullableString, first_season: int, last_season: int, seasons: z.array(int) }),
  ),
  other_league_totals: z.array(z.object({ league: z.string(), stats: z.record(z.number()) })),
  titles: z.array(
    z.object({ season_start_year: int, season_label: z.string(), championship: z.string(), team: z.object({ slug: z.string(), name: nullableString }) }),
  ),
  /** His postseason lines, apart from the season lines and the career totals (decision 0185). */
  postseason: z.object({
    lines: z.array(
      z.object({
        season_start_year: int,
        season_label: z.string(),
        /** The source's round code (Lahman's "WS", "ALCS", "NLDS1"), null when the line is a whole postseason. */
        round: nullableString,
        round_label: z.string(),
        team: z.object({ slug: z.string(), name: nullableString, abbreviation: nullableString }),
        stats: z.record(z.number()),
      }),
    ),
    seasons: int,
    totals: z.record(z.number()),
    by_round: z.array(z.object({ round_label: z.string(), series: int, stats: z.record(z.number()) })),
  }),
});

const coachingStint = z
  .object({
    team_name: z.string(),
    team_slug: z.string(),
    start_year: int,
    end_year: nullableInt,
    title: z.string(),
    is_head_coach: z.boolean(),
    is_active: z.boolean(),
  })
  .passthrough();

export const coach = z
  .object({
    id: int,
    slug: z.string(),
    person,
    sport: ref,
    league: ref,
    current_team: z.object({ name: z.string(), slug: z.string() }).passthrough().nullable(),
    title: z.string(),
    specialties: z.array(z.string()),
    specialization: nullableString,
    is_head_coach: z.boolean(),
    is_active: z.boolean(),
    status: z.string(),
    status_label: z.string(),
    first_season: nullableInt,
    last_season: nullableInt,
    years_experience: int,
    previous_teams: z.array(z.object({ name: z.string(), slug: z.string() })),
    college: nullableString,
    career_record: z
      .object({
        wins: int,
        losses: int,
        ties: int,
        win_percentage: z.number().min(0).max(1),
        playoff_appearances: int,
        playoff_wins: int,
        playoff_losses: int,
        playoff_record_complete: z.boolean(),
        label: z.string(),
        through: z.boolean(),
      })
      .passthrough(),
    coverage: z.object({ coach_records: nullableString }),
    championships_won: int,
    awards: z.array(award),
    coaching_history: z.array(coachingStint),
    /** Where the seasons' records come from, each source with its seasons (decision 0182); detail only. */
    record_sources: z.array(z.object({ label: z.string(), seasons: z.string() })).optional(),
  })
  .passthrough();

/** One coach's page: his titles besides the directory's fields. */
export const coachDetail = coach.extend({
  titles: z.array(
    z.object({ season_start_year: int, season_label: z.string(), championship: z.string(), team: z.object({ slug: z.string(), name: nullableString }) }),
  ),
});

/** A directory's facets: totals, the sports covered, and the position and team filters with their counts. */
export const peopleFacets = z
  .object({
    totals: z.record(int),
    sports_covered: int,
    sports: z.array(z.string()),
    positions: z.array(z.object({ value: z.string(), label: z.string(), count: int })),
    teams: z.array(z.object({ value: z.string(), label: z.string(), count: int })),
  })
  .passthrough();

export const coachFacets = peopleFacets.extend({ average_years: z.number() });

export type Person = z.infer<typeof person>;
export type Player = z.infer<typeof player>;
export type PlayerDetail = z.infer<typeof playerDetail>;
export type Coach = z.infer<typeof coach>;
export type CoachDetail = z.infer<typeof coachDetail>;
export type PeopleFacets = z.infer<typeof peopleFacets>;

const gameLogTeam = z.object({ slug: z.string(), name: z.string() });

/** A player's game log (/people/players/:slug/game_log/?season=): one season's lines game by game, the seasons held, career highs. */
export const playerGameLog = z.object({
  player: z.object({ slug: z.string(), name: z.string(), league: nameSlug }),
  /** The seasons game lines are held for ("1999 to 2020"); null for a league with none. */
  bound: nullableString,
  seasons: z.array(z.object({ season: int, games: int })),
  season: nullableInt,
  games: z.array(
    z.object({
      game_id: int,
      date: isoDate,
      season: int,
      week: nullableString,
      game_type: z.string(),
      team: gameLogTeam,
      opponent: gameLogTeam,
      at_home: z.boolean(),
      /** "W 24-17" from the player's side. */
      result: nullableString,
      completions: int,
      attempts: int,
      passing_yards: int,
      passing_touchdowns: int,
      interceptions: int,
      rushing_attempts: int,
      rushing_yards: int,
      rushing_touchdowns: int,
      receptions: int,
      targets: int,
      receiving_yards: int,
      receiving_touchdowns: int,
    }),
  ),
  career_highs: z.array(z.object({ stat: z.string(), label: z.string(), value: int, game_id: int, date: isoDate, opponent: z.string() })),
});

export type PlayerGameLog = z.infer<typeof playerGameLog>;
