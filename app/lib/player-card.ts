// What a player's card in the directory (and its CSV) reads of the API's player: the loader sends this
// view, not the whole answer (career totals, every award, biography fields a card never shows), and
// the card's Show More Stats details only for the one card open (`open` in the URL).
import type { Player } from "~/components/people/types";

export type PlayerCardDetails = Pick<Player, "height" | "weight" | "draft_year" | "draft_round" | "draft_pick" | "headline_stats"> & {
  /** What the headline totals sum ("Through 2019-20 (our data ends there): 17 seasons"). */
  totals_label: string;
  /** The first awards the card lists (at most CARD_AWARDS). */
  awards: Array<Pick<Player["awards"][number], "name" | "year" | "season_label">>;
};

export type PlayerCardView = Pick<
  Player,
  | "id"
  | "slug"
  | "jersey_number"
  | "position"
  | "primary_position_name"
  | "first_season"
  | "last_season"
  | "award_count"
  | "championships_won"
  | "all_star_selections"
  | "mvp_awards"
  | "is_active"
  | "status"
> & {
  person: Pick<Player["person"], "full_name" | "last_name">;
  sport: { name: string };
  league: { name: string };
  /** Only from current data (core/coverage.ts); else the team of his last season in our data. */
  current_team: { name: string | null; city: string | null; abbreviation: string | null } | null;
  last_team: { name: string | null; city: string | null; abbreviation: string | null } | null;
  /** Only on the open card. */
  details: PlayerCardDetails | null;
};

/** At most this many awards on a card (the spec's). */
export const CARD_AWARDS = 2;

export function playerCardView(player: Player, open: boolean): PlayerCardView {
  const teamView = (team: Player["current_team"]) => (team ? { name: team.name, city: team.city, abbreviation: team.abbreviation } : null);
  return {
    id: player.id,
    slug: player.slug,
    jersey_number: player.jersey_number,
    position: player.position,
    primary_position_name: player.primary_position_name,
    first_season: player.first_season,
    last_season: player.last_season,
    award_count: player.award_count,
    championships_won: player.championships_won,
    all_star_selections: player.all_star_selections,
    mvp_awards: player.mvp_awards,
    is_active: player.is_active,
    status: player.status,
    person: { full_name: player.person.full_name, last_name: player.person.last_name },
    sport: { name: player.sport.name },
    league: { name: player.league.name },
    current_team: teamView(player.current_team),
    last_team: teamView(player.last_team),
    details: open
      ? {
          height: player.height,
          weight: player.weight,
          draft_year: player.draft_year,
          draft_round: player.draft_round,
          draft_pick: player.draft_pick,
          headline_stats: player.headline_stats,
          totals_label: player.career_totals.label,
          awards: player.awards.slice(0, CARD_AWARDS).map((award) => ({ name: award.name, year: award.year, season_label: award.season_label })),
        }
      : null,
  };
}
