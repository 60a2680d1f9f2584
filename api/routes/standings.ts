// Standings endpoints: current standings per league, a season's standings and one division's. Ranks,
// games behind and playoff positions are computed once at import (db/load/derive-seasons.ts); the
// record shown is the published one where a dataset has it, with the record derived from games beside it.
import { isSport } from "../../core/sports";
import { record, recordLine } from "../../core/standings";
import type { Sql } from "../../db/database";
import { badRequest } from "../errors";
import { pageOf, pageRequest } from "../pagination";
import { parseParams, refuseNulBytes, storedLevel } from "../params";
import { PAGE_PARAMS, SITE_PARAMS, type Route } from "../router";
import { likePattern, Where } from "../sql-filters";
import { sportLevelJoin } from "./shared-sql";

export { gamesBehind, record, winPercentage } from "../../core/standings";

export const STANDINGS_PAGE_SIZE = 100;

export const STANDINGS_SELECT = `SELECT st.team_id, st.season_start_year, st.games_played, st.wins, st.losses, st.ties, st.ot_losses,
    st.points, st.points_for, st.points_against, st.home_wins, st.home_losses, st.home_ties, st.away_wins, st.away_losses,
    st.away_ties, st.division_wins, st.division_losses, st.division_ties, st.conference_wins, st.conference_losses,
    st.conference_ties, st.streak, st.streak_type, st.last_game_date, st.conference, st.division, st.rank, st.games_behind,
    st.win_percentage, st.playoff_position, st.record_source, st.derived_games_played, st.derived_wins, st.derived_losses,
    st.derived_ties, st.derived_ot_losses,
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
  streak_type: string | null;
  last_game_date: string | null;
  conference: string | null;
  division: string | null;
  rank: number;
  games_behind: Nullable;
  win_percentage: number;
  playoff_position: string | null;
  record_source: string;
  derived_games_played: Nullable;
  derived_wins: Nullable;
  derived_losses: Nullable;
  derived_ties: Nullable;
  derived_ot_losses: Nullable;
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

export function standingJson(row: StandingRow) {
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

/**
 * Whole league-seasons, filtered and paged. Without a season each league's latest season with
 * standings is used.
 */
async function standingsPage(sql: Sql, url: URL, options: { division?: string; current?: boolean }) {
  refuseNulBytes(url);
  const params = parseParams(url, ["season", "sport__slug", "level__slug", "conference", "division", "search", "page", "page_size"]);
  const where = new Where();
  if (params.sport__slug) where.add("s.slug = ?", params.sport__slug);
  if (params.level__slug) where.add("lv.slug = ?", storedLevel(params.level__slug));
  const season = options.current ? undefined : params.season;
  if (season !== undefined) where.add("st.season_start_year = ?", season);
  else {
    // Each league's latest season with standings: one index lookup per league.
    where.add(`(st.league_id, st.season_start_year) IN
      (SELECT x.id, (SELECT max(y.season_start_year) FROM standings y WHERE y.league_id = x.id) FROM leagues x)`);
  }
  const division = options.division ?? params.division;
  if (division !== undefined) where.add("lower(st.division) = lower(?)", division.trim());
  if (params.conference !== undefined) where.add("lower(st.conference) = lower(?)", params.conference.trim());
  if (params.search) {
    where.add(
      `(st.team_name ILIKE ? OR st.team_city ILIKE $${where.values.length + 1}
        OR st.team_abbreviation ILIKE $${where.values.length + 1} OR st.division ILIKE $${where.values.length + 1})`,
      likePattern(params.search),
    );
  }
  const page = pageRequest(params, STANDINGS_PAGE_SIZE);
  const rows = await sql.query<StandingRow>(`${STANDINGS_SELECT} ${where} ${STANDINGS_ORDER}`, where.values);
  return pageOf(url, page, rows.length, rows.slice(page.offset, page.offset + page.pageSize).map(standingJson));
}

/** `season` is read by /current too, which answers the latest season whatever season is asked for. */
const STANDINGS_PARAMS = [...SITE_PARAMS, ...PAGE_PARAMS, "season", "conference", "division", "search"];

export const standingsRoutes: Array<Route> = [
  {
    pattern: "games/standings",
    cacheClass: "dynamic",
    params: STANDINGS_PARAMS,
    async handle({ url, sql }) {
      return standingsPage(sql, url, {});
    },
  },
  {
    pattern: "games/standings/current",
    cacheClass: "realtime",
    params: STANDINGS_PARAMS,
    async handle({ url, sql }) {
      // The current standings are each league's latest season, whatever season is asked for.
      return standingsPage(sql, url, { current: true });
    },
  },
  {
    // The data-quality comparison: team-seasons whose record derived from our games differs from the
    // published record shown to fans (1987 NFL replacement games, early baseball ties, partial seasons).
    pattern: "games/standings/record_differences",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "season"],
    cacheClass: "semi-static",
    async handle({ url, sql }) {
      refuseNulBytes(url);
      const params = parseParams(url, ["sport__slug", "level__slug", "season", "page", "page_size"]);
      const where = new Where();
      where.add("st.record_source <> 'games' AND st.derived_wins IS NOT NULL");
      where.add(`(st.derived_wins, st.derived_losses, st.derived_ot_losses) IS DISTINCT FROM (st.wins, st.losses, st.ot_losses)`);
      if (params.sport__slug) where.add("s.slug = ?", params.sport__slug);
      if (params.level__slug) where.add("lv.slug = ?", storedLevel(params.level__slug));
      if (params.season !== undefined) where.add("st.season_start_year = ?", params.season);
      const page = pageRequest(params, STANDINGS_PAGE_SIZE);
      const [{ n }] = await sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM standings st ${sportLevelJoin("st")} ${where}`,
        where.values,
      );
      const rows = await sql.query<StandingRow>(
        `${STANDINGS_SELECT} ${where} ${STANDINGS_ORDER} LIMIT ${where.param(page.pageSize)} OFFSET ${where.param(page.offset)}`,
        where.values,
      );
      return pageOf(url, page, n, rows.map(standingJson));
    },
  },
  {
    pattern: "games/standings/by_division",
    cacheClass: "dynamic",
    params: STANDINGS_PARAMS,
    async handle({ url, sql }) {
      const { division } = parseParams(url, ["division"]);
      if (division === undefined || division.trim() === "") throw badRequest("Parameter 'division' is required.");
      return standingsPage(sql, url, { division: division.trim() });
    },
  },
];
