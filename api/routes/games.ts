// Game endpoints: the filtered, paged list of games, one game, and today's, live, recent and upcoming games.
import type { Sql } from "../../db/database";
import { badRequest, notFound } from "../errors";
import { pageOf, pageRequest, wholeList } from "../pagination";
import { parseParams, refuseNulBytes, storedLevel } from "../params";
import type { Route } from "../router";
import { likePattern, Where } from "../sql-filters";
import { eraInSeason } from "./shared-sql";

// Team names and cities are those of the era the team played under in the game's season, so a
// 1960 game shows the Minneapolis Lakers; the current name is the fallback when no era is stored.
const GAME_FROM = `FROM games g
  JOIN leagues l ON l.id = g.league_id
  JOIN sports s ON s.id = l.sport_id
  JOIN levels lv ON lv.id = l.level_id`;

const GAME_SELECT = `SELECT g.id, g.home_team_id, g.away_team_id, g.home_score, g.away_score, g.status, g.game_date,
    g.game_time, g.game_type, g.week, g.round, g.overtime, g.neutral_site, g.attendance, g.venue_name,
    s.name AS sport_name, s.slug AS sport_slug, l.slug AS league_slug, l.name AS league_name,
    se.id AS season_id, se.slug AS season_slug, se.name AS season_name, se.start_year AS season_start_year,
    se.label AS season_label,
    ht.slug AS home_slug, coalesce(he.name, ht.name) AS home_name, coalesce(he.city, ht.city) AS home_city,
    coalesce(he.abbreviation, ht.abbreviation) AS home_abbreviation,
    at.slug AS away_slug, coalesce(ae.name, at.name) AS away_name, coalesce(ae.city, at.city) AS away_city,
    coalesce(ae.abbreviation, at.abbreviation) AS away_abbreviation,
    hv.name AS home_venue_name, hv.city AS home_venue_city, hv.state AS home_venue_state, hv.capacity AS home_venue_capacity,
    ch.name AS championship_name, ch.slug AS championship_slug
  ${GAME_FROM}
  JOIN seasons se ON se.id = g.season_id
  JOIN teams ht ON ht.id = g.home_team_id
  JOIN teams at ON at.id = g.away_team_id
  LEFT JOIN LATERAL (${eraInSeason("g.home_team_id", "g.season_start_year")}) he ON true
  LEFT JOIN LATERAL (${eraInSeason("g.away_team_id", "g.season_start_year")}) ae ON true
  LEFT JOIN venues hv ON hv.id = ht.venue_id
  LEFT JOIN LATERAL (
    SELECT c.name, c.slug FROM championships c
    LEFT JOIN championship_results r ON r.championship_id = c.id AND r.season_start_year = g.season_start_year
    WHERE g.game_type = 'final' AND c.league_id = g.league_id
      AND (r.id IS NOT NULL OR (c.first_year <= g.season_start_year AND coalesce(c.last_year, 9999) >= g.season_start_year))
    ORDER BY (r.id IS NOT NULL) DESC, c.first_year DESC LIMIT 1) ch ON true`;

const NEWEST_FIRST = "ORDER BY g.game_date DESC, g.game_time DESC NULLS LAST, g.id DESC";
const SOONEST_FIRST = "ORDER BY g.game_date, g.game_time NULLS LAST, g.id";
const RECENT_LIMIT = 20;

type GameRow = {
  id: number;
  home_team_id: number;
  away_team_id: number;
  home_score: number | null;
  away_score: number | null;
  status: string;
  game_date: string;
  game_time: string | null;
  game_type: string;
  week: string | null;
  round: string | null;
  overtime: string | null;
  neutral_site: boolean;
  attendance: number | null;
  venue_name: string | null;
  sport_name: string;
  sport_slug: string;
  league_slug: string;
  league_name: string;
  season_id: number;
  season_slug: string;
  season_name: string;
  season_start_year: number;
  season_label: string;
  home_slug: string;
  home_name: string;
  home_city: string | null;
  home_abbreviation: string | null;
  away_slug: string;
  away_name: string;
  away_city: string | null;
  away_abbreviation: string | null;
  home_venue_name: string | null;
  home_venue_city: string | null;
  home_venue_state: string | null;
  home_venue_capacity: number | null;
  championship_name: string | null;
  championship_slug: string | null;
};

/** A game as the scores pages read it: nested team objects plus the flat names the schedule uses. */
export function gameJson(row: GameRow) {
  const team = (side: "home" | "away") => ({
    id: side === "home" ? row.home_team_id : row.away_team_id,
    slug: side === "home" ? row.home_slug : row.away_slug,
    name: side === "home" ? row.home_name : row.away_name,
    city: side === "home" ? row.home_city : row.away_city,
    abbreviation: side === "home" ? row.home_abbreviation : row.away_abbreviation,
    sport_name: row.sport_name,
  });
  // The venue's city and capacity are known only through the home team's venue; they are given
  // only when the game was played there, never guessed for neutral or former grounds.
  const atHomeVenue = row.venue_name !== null && row.venue_name === row.home_venue_name;
  return {
    id: row.id,
    home_team: team("home"),
    away_team: team("away"),
    home_team_id: row.home_team_id,
    away_team_id: row.away_team_id,
    home_team_name: row.home_name,
    home_team_abbreviation: row.home_abbreviation,
    away_team_name: row.away_name,
    away_team_abbreviation: row.away_abbreviation,
    home_score: row.home_score,
    away_score: row.away_score,
    status: row.status,
    game_date: row.game_date,
    game_time: row.game_time,
    game_type: row.game_type,
    week: row.week,
    round: row.round,
    // No play-by-play data is stored, so the live clock fields are always null.
    quarter: null,
    period: null,
    time_remaining: null,
    overtime: row.overtime,
    sport: { name: row.sport_name, slug: row.sport_slug },
    league: { name: row.league_name, slug: row.league_slug },
    championship: row.game_type === "final" && row.championship_name ? { name: row.championship_name, slug: row.championship_slug } : null,
    season: {
      id: row.season_id,
      slug: row.season_slug,
      name: row.season_name,
      start_year: row.season_start_year,
      label: row.season_label,
    },
    venue: {
      name: row.venue_name,
      city: atHomeVenue ? row.home_venue_city : null,
      state: atHomeVenue ? row.home_venue_state : null,
      capacity: atHomeVenue ? row.home_venue_capacity : null,
    },
    venue_name: row.venue_name,
    neutral_site: row.neutral_site,
    attendance: row.attendance,
    weather: null,
    officials: [] as Array<{ position: string; name: string }>,
  };
}

/** The site's sport and level filters, shared by every game endpoint. */
function siteWhere(url: URL, where: Where): void {
  refuseNulBytes(url);
  const params = parseParams(url, ["sport__slug", "level__slug"]);
  if (params.sport__slug) where.add("s.slug = ?", params.sport__slug);
  if (params.level__slug) where.add("lv.slug = ?", storedLevel(params.level__slug));
}

/** Date.parse rolls 2023-02-30 over to March 2; a real date reads back unchanged. */
export function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today as the server's calendar date (UTC), which is what game_date is compared with. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

async function gamePage(sql: Sql, url: URL, where: Where, order: string, defaultSize: number) {
  const params = parseParams(url, ["page", "page_size"]);
  const page = pageRequest(params, defaultSize);
  const count = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n ${GAME_FROM} ${where}`, where.values))[0].n;
  const rows = await sql.query<GameRow>(
    `${GAME_SELECT} ${where} ${order} LIMIT ${where.param(page.pageSize)} OFFSET ${where.param(page.offset)}`,
    where.values,
  );
  return pageOf(url, page, count, rows.map(gameJson));
}

export const gameRoutes: Array<Route> = [
  {
    pattern: "games/games",
    cacheClass: "dynamic",
    async handle({ url, sql }) {
      refuseNulBytes(url);
      const params = parseParams(url, ["season", "game_date__gte", "game_date__lte", "status", "search", "team"]);
      for (const name of ["game_date__gte", "game_date__lte"] as const) {
        const value = params[name];
        if (value !== undefined && !isCalendarDate(value)) throw badRequest(`Parameter '${name}' must be a real date.`);
      }
      if (params.game_date__gte && params.game_date__lte && params.game_date__lte < params.game_date__gte) {
        throw badRequest("Parameter 'game_date__lte' must not be earlier than game_date__gte.");
      }
      const where = new Where();
      siteWhere(url, where);
      if (params.season !== undefined) where.add("g.season_start_year = ?", params.season);
      if (params.game_date__gte) where.add("g.game_date >= ?::date", params.game_date__gte);
      if (params.game_date__lte) where.add("g.game_date <= ?::date", params.game_date__lte);
      if (params.status) where.add("g.status = ?", params.status);
      if (params.team) {
        where.add("EXISTS (SELECT 1 FROM teams t WHERE t.slug = ? AND t.id IN (g.home_team_id, g.away_team_id))", params.team);
      }
      if (params.search) {
        // Either team's current name or city, or its name or city in that season's era.
        where.add(
          `EXISTS (SELECT 1 FROM teams t
             LEFT JOIN team_eras e ON e.team_id = t.id AND e.first_season <= g.season_start_year
               AND coalesce(e.last_season, 9999) >= g.season_start_year
             WHERE t.id IN (g.home_team_id, g.away_team_id)
               AND (t.name ILIKE ? OR t.city ILIKE ? OR e.name ILIKE ? OR e.city ILIKE ?))`,
          likePattern(params.search),
        );
      }
      return gamePage(sql, url, where, NEWEST_FIRST, 50);
    },
  },
  {
    pattern: "games/games/today",
    cacheClass: "realtime",
    async handle({ url, sql, now }) {
      const where = new Where();
      siteWhere(url, where);
      where.add("g.game_date = ?::date", isoDay(now));
      return gamePage(sql, url, where, SOONEST_FIRST, 100);
    },
  },
  {
    pattern: "games/games/live",
    cacheClass: "realtime",
    async handle({ url, sql }) {
      const where = new Where();
      siteWhere(url, where);
      where.add("g.status = 'live'");
      return gamePage(sql, url, where, SOONEST_FIRST, 100);
    },
  },
  {
    pattern: "games/games/recent",
    cacheClass: "dynamic",
    async handle({ url, sql }) {
      const where = new Where();
      siteWhere(url, where);
      where.add("g.status = 'final'");
      const rows = await sql.query<GameRow>(`${GAME_SELECT} ${where} ${NEWEST_FIRST} LIMIT ${RECENT_LIMIT}`, where.values);
      return wholeList(rows.map(gameJson));
    },
  },
  {
    pattern: "games/games/upcoming",
    cacheClass: "dynamic",
    async handle({ url, sql, now }) {
      const where = new Where();
      siteWhere(url, where);
      where.add("g.status = 'scheduled'");
      where.add("g.game_date >= ?::date", isoDay(now));
      return gamePage(sql, url, where, SOONEST_FIRST, RECENT_LIMIT);
    },
  },
  {
    pattern: "games/games/:id",
    cacheClass: "dynamic",
    async handle({ sql, params }) {
      if (!/^\d{1,9}$/.test(params.id)) throw notFound("Game");
      const rows = await sql.query<GameRow>(`${GAME_SELECT} WHERE g.id = $1`, [Number(params.id)]);
      if (!rows[0]) throw notFound("Game");
      return gameJson(rows[0]);
    },
  },
];
