// A standings row as the API selects it (the published record, the derived one beside it, the team
// named as it was that season) and its JSON. Used by the standings and season endpoints.
import { isSport } from "../../core/sports";
import { postseasonResult, record, recordLine, type PostseasonReach } from "../../core/standings";
import type { Standing } from "../model";

export const STANDINGS_SELECT = `SELECT st.team_id, st.season_start_year, st.games_played, st.wins, st.losses, st.ties, st.ot_losses,
    st.points, st.points_for, st.points_against, st.home_wins, st.home_losses, st.home_ties, st.away_wins, st.away_losses,
    st.away_ties, st.division_wins, st.division_losses, st.division_ties, st.conference_wins, st.conference_losses,
    st.conference_ties, st.streak, st.streak_type, st.last_game_date, st.conference, st.division, st.rank, st.games_behind,
    st.win_percentage, st.playoff_position, st.record_source, st.derived_games_played, st.derived_wins, st.derived_losses,
    st.derived_ties, st.derived_ot_losses, st.postseason_round, st.postseason_opponent_name, st.postseason_wins,
    st.postseason_losses, st.postseason_ties,
    t.slug AS team_slug, st.team_name, st.team_city, st.team_abbreviation,
    s.name AS sport_name, s.slug AS sport_slug, l.id AS league_id, l.slug AS league_slug, l.name AS league_name,
    l.abbreviation AS league_abbreviation, se.label AS season_label, se.slug AS season_slug
  FROM standings st
  JOIN teams t ON t.id = st.team_id
  JOIN leagues l ON l.id = st.league_id
  JOIN sports s ON s.id = l.sport_id
  JOIN levels lv ON lv.id = l.level_id
  JOIN seasons se ON se.id = st.season_id`;

export const STANDINGS_ORDER = `ORDER BY l.id, st.season_start_year DESC, st.conference NULLS FIRST, st.division NULLS FIRST, st.rank, st.team_name`;

type Nullable = number | null;

export type StandingRow = {
  team_id: number;
  season_start_year: number;
  games_played: number;
  wins: number;
  losses: number;
  ties: number;
  ot_losses: number;
  points: Nullable;
  points_for: Nullable;
  points_against: Nullable;
  home_wins: Nullable;
  home_losses: Nullable;
  home_ties: Nullable;
  away_wins: Nullable;
  away_losses: Nullable;
  away_ties: Nullable;
  division_wins: Nullable;
  division_losses: Nullable;
  division_ties: Nullable;
  conference_wins: Nullable;
  conference_losses: Nullable;
  conference_ties: Nullable;
  streak: number;
  streak_type: Standing["streak_type"];
  last_game_date: string | null;
  conference: string | null;
  division: string | null;
  rank: number;
  games_behind: Nullable;
  win_percentage: number;
  playoff_position: Standing["playoff_position"];
  record_source: string;
  derived_games_played: Nullable;
  derived_wins: Nullable;
  derived_losses: Nullable;
  derived_ties: Nullable;
  derived_ot_losses: Nullable;
  postseason_round: string | null;
  postseason_opponent_name: string | null;
  postseason_wins: Nullable;
  postseason_losses: Nullable;
  postseason_ties: Nullable;
  team_slug: string;
  team_name: string;
  team_city: string | null;
  team_abbreviation: string | null;
  sport_name: string;
  sport_slug: string;
  league_id: number;
  league_slug: string;
  league_name: string;
  league_abbreviation: string;
  season_label: string;
  season_slug: string;
};

function splitRecord(wins: Nullable, losses: Nullable, ties: Nullable): string | null {
  return wins === null || losses === null ? null : record(wins, losses, ties ?? 0);
}

/** The team's last postseason series in our games; null without postseason games. */
function postseasonJson(row: StandingRow): Standing["postseason"] {
  if (row.postseason_wins === null || row.postseason_losses === null) return null;
  const reach: PostseasonReach = {
    round: row.postseason_round,
    opponent: row.postseason_opponent_name,
    wins: row.postseason_wins,
    losses: row.postseason_losses,
    ties: row.postseason_ties ?? 0,
  };
  return { ...reach, result: postseasonResult(reach) };
}

/** A standings row as the API answers it: the model's Standing (api/model/standings.ts). */
export function standingJson(row: StandingRow): Standing {
  const sport = isSport(row.sport_slug) ? row.sport_slug : "football";
  const counts = { wins: row.wins, losses: row.losses, ties: row.ties, otLosses: row.ot_losses };
  return {
    id: `${row.team_id}-${row.season_start_year}`,
    team: {
      id: row.team_id,
      slug: row.team_slug,
      name: row.team_name,
      city: row.team_city,
      abbreviation: row.team_abbreviation,
      sport_name: row.sport_name,
    },
    rank: row.rank,
    position: row.rank,
    wins: row.wins,
    losses: row.losses,
    ties: row.ties,
    ot_losses: row.ot_losses,
    record: recordLine(sport, row.season_start_year, counts),
    // Hockey standings points (published, else two a win and one a tie or overtime loss); null elsewhere.
    points: row.points,
    points_for: row.points_for,
    points_against: row.points_against,
    win_percentage: row.win_percentage,
    games_played: row.games_played,
    // Games behind the division (else conference, else league) leader; null in hockey, ranked by points.
    games_behind: row.games_behind,
    streak: row.streak,
    streak_type: row.streak_type,
    division: row.division,
    conference: row.conference,
    league: { slug: row.league_slug, name: row.league_name, abbreviation: row.league_abbreviation },
    season: { start_year: row.season_start_year, label: row.season_label, slug: row.season_slug },
    last_updated: row.last_game_date,
    // Null while no postseason is known for the season (in progress, or not in our data).
    playoff_position: row.playoff_position,
    // How far the team went, from the postseason games we hold: its last series (round, opponent, score).
    postseason: postseasonJson(row),
    // From games only: null for a team-season we hold no games of.
    home_record: splitRecord(row.home_wins, row.home_losses, row.home_ties),
    away_record: splitRecord(row.away_wins, row.away_losses, row.away_ties),
    // From the games between teams aligned together that season; null when the alignment is not known.
    division_record: splitRecord(row.division_wins, row.division_losses, row.division_ties),
    conference_record: splitRecord(row.conference_wins, row.conference_losses, row.conference_ties),
    record_source: row.record_source,
    derived_record:
      row.derived_wins === null
        ? null
        : {
            games_played: row.derived_games_played,
            wins: row.derived_wins,
            losses: row.derived_losses,
            ties: row.derived_ties,
            ot_losses: row.derived_ot_losses,
          },
  };
}
