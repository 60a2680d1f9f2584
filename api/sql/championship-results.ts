// A championship result as the API selects it (winner and runner-up named as they were that season,
// with the sport, level and league), and the score line fans read. Used by the championship, season
// and team endpoints.
import type { championResult, Fields } from "../model";
import { SPORT_LEVEL_FIELDS, sportLevelJoin } from "./sport-level";
import { eraInSeason } from "./team-eras";

/**
 * A title is its season's: `year` is the season's start year, `season_label` its label, `game_date` the
 * deciding game's date and `game_id` that game in our data (the last postseason game between the two
 * teams that season, on that date when it is known), null when we hold none.
 */
export const RESULT_SELECT = `SELECT r.id, r.season_start_year AS year, se.label AS season_label,
    se.name AS season_name, se.slug AS season_slug, c.id AS championship_id, c.name AS championship_name,
    c.slug AS championship_slug, r.edition, r.status, r.note, r.from_games, r.game_date,
    r.winner_name AS team_name, wt.id AS team_id, wt.slug AS team_slug, we.city AS team_city, we.state AS team_state,
    we.abbreviation AS team_abbreviation, wl.slug AS team_league_slug, wl.abbreviation AS team_league,
    r.runner_up_name, rt.slug AS runner_up_slug, re.city AS runner_up_city, re.abbreviation AS runner_up_abbreviation,
    r.winning_coach AS coach, r.winner_record AS record, r.winner_score, r.runner_up_score, r.series, r.mvp,
    r.venue_name AS venue, r.city, r.state, r.source, ${SPORT_LEVEL_FIELDS},
    (SELECT g.id FROM games g
      WHERE g.season_start_year = r.season_start_year AND g.game_type <> 'regular'
        AND least(g.home_team_id, g.away_team_id) = least(r.winner_team_id, r.runner_up_team_id)
        AND greatest(g.home_team_id, g.away_team_id) = greatest(r.winner_team_id, r.runner_up_team_id)
        AND (r.game_date IS NULL OR g.game_date = r.game_date)
      ORDER BY g.game_date DESC, g.id DESC LIMIT 1) AS game_id
  FROM championship_results r
  JOIN championships c ON c.id = r.championship_id
  JOIN seasons se ON se.id = r.season_id
  ${sportLevelJoin("c")}
  LEFT JOIN teams wt ON wt.id = r.winner_team_id
  LEFT JOIN LATERAL (${eraInSeason("r.winner_team_id", "r.season_start_year")}) we ON true
  LEFT JOIN leagues wl ON wl.id = coalesce(we.league_id, wt.league_id)
  LEFT JOIN teams rt ON rt.id = r.runner_up_team_id
  LEFT JOIN LATERAL (${eraInSeason("r.runner_up_team_id", "r.season_start_year")}) re ON true`;

/** A row of RESULT_SELECT: a champion result of the model but its score line (scoreLine), and the columns the endpoints read. */
export type ResultRow = Omit<Fields<typeof championResult>, "score"> & {
  season_slug: string;
  championship_id: number;
  team_id: number | null;
  team_state: string | null;
  team_league_slug: string | null;
  team_league: string | null;
  runner_up_city: string | null;
  runner_up_abbreviation: string | null;
  source: string | null;
};

/** The score line fans read: the series result, else the deciding game's score. */
export function scoreLine(row: Pick<ResultRow, "series" | "winner_score" | "runner_up_score">): string | null {
  const game = row.winner_score !== null && row.runner_up_score !== null ? `${row.winner_score}-${row.runner_up_score}` : null;
  if (row.series) return game ? `${row.series} (final game ${game})` : row.series;
  return game;
}
