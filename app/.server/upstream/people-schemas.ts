// The shapes of the Sports API's people answers (players, coaches, their facets), as the pages rely on them.
import { z } from "zod";

const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();

const ref = z.object({ name: z.string(), slug: z.string() }).passthrough();

export const person = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    age: nullableNumber,
    age_at_death: nullableNumber,
    birth_date: nullableString,
    death_date: nullableString,
    birth_place: nullableString,
    birth_city: nullableString,
    birth_state: nullableString,
    college: nullableString,
    height_inches: nullableNumber,
    weight_pounds: nullableNumber,
  })
  .passthrough();

export const award = z.object({ name: z.string(), year: z.number(), season_label: z.string() }).passthrough();

export const player = z
  .object({
    id: z.number(),
    slug: z.string(),
    person,
    jersey_number: nullableString,
    position: nullableString,
    primary_position_name: nullableString,
    sport: ref,
    league: ref,
    current_team: z
      .object({ name: nullableString, city: nullableString, abbreviation: nullableString, slug: z.string() })
      .passthrough()
      .nullable(),
    height: nullableString,
    weight: nullableString,
    first_season: nullableNumber,
    last_season: nullableNumber,
    years_pro: nullableNumber,
    college: nullableString,
    draft_year: nullableNumber,
    draft_round: nullableNumber,
    draft_pick: nullableNumber,
    career_stats: z.record(z.number().nullable()),
    headline_stats: z.array(z.object({ name: z.string(), value: z.number() })),
    awards: z.array(award),
    award_count: z.number(),
    championships_won: nullableNumber,
    all_star_selections: z.number(),
    mvp_awards: z.number(),
    is_active: z.boolean(),
    status: z.string(),
  })
  .passthrough();

export const playerDetail = player.extend({
  seasons: z.array(
    z
      .object({
        season_start_year: z.number(),
        season_label: z.string(),
        team: z.object({ slug: z.string(), name: nullableString, abbreviation: nullableString }).nullable(),
        is_total: z.boolean(),
        other_league: nullableString,
        stats: z.record(z.number()),
      })
      .passthrough(),
  ),
  teams: z.array(
    z.object({ slug: z.string(), name: nullableString, abbreviation: nullableString, first_season: z.number(), last_season: z.number(), seasons: z.array(z.number()) }),
  ),
  other_league_totals: z.array(z.object({ league: z.string(), stats: z.record(z.number()) })),
  titles: z.array(
    z.object({ season_start_year: z.number(), season_label: z.string(), championship: z.string(), team: z.object({ slug: z.string(), name: nullableString }) }),
  ),
});

const historyEntry = z
  .object({
    team_name: z.string(),
    team_slug: z.string(),
    start_year: z.number(),
    end_year: nullableNumber,
    title: z.string(),
    is_head_coach: z.boolean(),
    is_active: z.boolean(),
  })
  .passthrough();

export const coach = z
  .object({
    id: z.number(),
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
    first_season: nullableNumber,
    last_season: nullableNumber,
    years_experience: z.number(),
    previous_teams: z.array(z.object({ name: z.string(), slug: z.string() })),
    college: nullableString,
    career_record: z
      .object({
        wins: z.number(),
        losses: z.number(),
        ties: z.number(),
        win_percentage: z.number(),
        playoff_appearances: z.number(),
        playoff_wins: z.number(),
        playoff_losses: z.number(),
        playoff_record_complete: z.boolean(),
      })
      .passthrough(),
    championships_won: z.number(),
    awards: z.array(award),
    coaching_history: z.array(historyEntry),
  })
  .passthrough();

export const facets = z
  .object({
    totals: z.record(z.number()),
    sports_covered: z.number(),
    sports: z.array(z.string()),
    positions: z.array(z.object({ value: z.string(), label: z.string(), count: z.number() })),
    teams: z.array(z.object({ value: z.string(), label: z.string(), count: z.number() })),
  })
  .passthrough();

export const coachFacets = facets.extend({ average_years: z.number() });

export type Player = z.infer<typeof player>;
export type PlayerDetail = z.infer<typeof playerDetail>;
export type Coach = z.infer<typeof coach>;
