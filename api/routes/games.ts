// Game endpoints: the filtered, paged list of games (a date range of at most 31 days when both ends are
// given), its summary (status counts, sports, the nearest dates with games), one game with each team's
// record going in, the season series and the line score, and today's, live, recent and upcoming games.
import * as m from "../model";
import { daysBetween, easternDate, MAX_RANGE_DAYS } from "../../core/game-dates";
import { GAME_STATUSES, shownGameStatus } from "../../core/game-status";
import { isSport } from "../../core/sports";
import { countsAsOvertimeLoss, record, recordLine } from "../../core/standings";
import type { Sql } from "../../db/database";
import type { Game } from "../model";
import { badRequest, notFound } from "../errors";
import { pageOf, pageRequest, refuseTooManyRows, wholeList } from "../pagination";
import { parseParams, refuseNulBytes } from "../params";
import { databaseOf } from "../request-sql";
import { PAGE_PARAMS, SITE_PARAMS, route, type Route } from "../router";
import { likePattern, siteScopeOf, Where, whereInSite } from "../sql-filters";
import { eraInSeason } from "../sql/team-eras";
import { boxScore } from "../games/box-score";

// Team names and cities are those of the era the team played under in the game's season, so a
// 1960 game shows the Minneapolis Lakers; the current name is the fallback when no era is stored.
const GAME_FROM = `FROM games g
  JOIN leagues l ON l.id = g.league_id
  JOIN sports s ON s.id = l.sport_id
  JOIN levels lv ON lv.id = l.level_id`;

const GAME_SELECT = `SELECT g.id, g.home_team_id, g.away_team_id, g.home_score, g.away_score, g.status, g.game_date,
    g.game_time, g.game_type, g.week, g.round, g.overtime, g.neutral_site, g.attendance, g.venue_name,
    g.period, g.display_clock, g.status_detail, g.updated_at, g.league_id,
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
    -- The championship this game decided: the one whose result was played that day (1967-12-31 is the
    -- NFL Championship Game of a season that also had Super Bowl II), else one with a result that season.
    ORDER BY (r.game_date = g.game_date) DESC NULLS LAST, (r.id IS NOT NULL) DESC, c.first_year DESC LIMIT 1) ch ON true`;

const NEWEST_FIRST = "ORDER BY g.game_date DESC, g.game_time DESC NULLS LAST, g.id DESC";
const SOONEST_FIRST = "ORDER BY g.game_date, g.game_time NULLS LAST, g.id";
/** The scores pages' order: by day, then league, then start time. */
const BY_DATE_THEN_LEAGUE = "ORDER BY g.game_date, l.slug, g.game_time NULLS LAST, g.id";
const RECENT_LIMIT = 20;

type GameRow = {
  id: number;
  home_team_id: number;
  away_team_id: number;
  home_score: number | null;
  away_score: number | null;
  status: Game["status"];
  game_date: string;
  game_time: string | null;
  game_type: Game["game_type"];
  week: string | null;
  round: string | null;
  overtime: string | null;
  neutral_site: boolean;
  attendance: number | null;
  venue_name: string | null;
  period: number | null;
  display_clock: string | null;
  status_detail: string | null;
  updated_at: string | Date | null;
  league_id: number;
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
/** A game as the API answers it: the model's Game (api/model/games.ts). */
export function gameJson(row: GameRow, today: string): Game {
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
    status: shownGameStatus(row.status, row.game_date, today),
    game_date: row.game_date,
    game_time: row.game_time,
    game_type: row.game_type,
    week: row.week,
    round: row.round,
    // The clock of a live game as the live feed last gave it; null for every other game.
    quarter: row.status === "live" ? row.period : null,
    period: row.status === "live" ? row.period : null,
    time_remaining: row.status === "live" ? row.display_clock : null,
    status_detail: row.status_detail,
    updated_at: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
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
  const params = parseParams(url, ["sport__slug", "level__slug", "league"]);
  whereInSite(where, siteScopeOf(params));
  if (params.league) where.add("l.slug = ?", params.league);
}

/** Date.parse rolls 2023-02-30 over to March 2; a real date reads back unchanged. */
export function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today as the leagues' calendar day (America/New_York), which is what game_date is compared with. */
export function isoDay(now: Date): string {
  return easternDate(now);
}

/**
 * The list's filters: the site's sport and level, league, season, date range (both ends: at most 31
 * days), status, team and a search over either team's name or city (current or in that season's era).
 */
function listWhere(url: URL, options: { withStatus: boolean; today: string }): Where {
  refuseNulBytes(url);
  const params = parseParams(url, ["season", "game_date__gte", "game_date__lte", "status", "search", "team"]);
  if (params.game_date__gte && params.game_date__lte) {
    if (params.game_date__lte < params.game_date__gte) {
      throw badRequest("Parameter 'game_date__lte' must not be earlier than game_date__gte.");
    }
    if (daysBetween(params.game_date__gte, params.game_date__lte) >= MAX_RANGE_DAYS) {
      throw badRequest(`A date range covers at most ${MAX_RANGE_DAYS} days (game_date__gte to game_date__lte).`);
    }
  }
  const where = new Where();
  siteWhere(url, where);
  if (params.season !== undefined) where.add("g.season_start_year = ?", params.season);
  if (params.game_date__gte) where.add("g.game_date >= ?::date", params.game_date__gte);
  if (params.game_date__lte) where.add("g.game_date <= ?::date", params.game_date__lte);
  if (options.withStatus && params.status) {
    // Statuses as shown (core/game-status.ts): a scheduled game of a day gone by is "no_result".
    if (params.status === "no_result") where.add("g.status = 'scheduled' AND g.game_date < ?::date", options.today);
    else if (params.status === "scheduled") where.add("g.status = 'scheduled' AND g.game_date >= ?::date", options.today);
    else where.add("g.status = ?", params.status);
  }
  if (params.team) {
    where.add("EXISTS (SELECT 1 FROM teams t WHERE t.slug = ? AND t.id IN (g.home_team_id, g.away_team_id))", params.team);
  }
  if (params.search) {
    where.add(
      `EXISTS (SELECT 1 FROM teams t
         LEFT JOIN team_eras e ON e.team_id = t.id AND e.first_season <= g.season_start_year
           AND coalesce(e.last_season, 9999) >= g.season_start_year
         WHERE t.id IN (g.home_team_id, g.away_team_id)
           AND (t.name ILIKE ? OR t.city ILIKE ? OR e.name ILIKE ? OR e.city ILIKE ?))`,
      likePattern(params.search),
    );
  }
  return where;
}

/**
 * What the scores page shows above and around its list: the games of the filters (status aside) by
 * status and by sport, the sports that have any game at all, and the nearest dates before and after
 * the range that have games of the site's sport, level and league.
 */
async function gameSummary(sql: Sql, url: URL, today: string) {
  const where = listWhere(url, { withStatus: false, today });
  // The day decides only whether a scheduled game is still to come (core/game-status.ts).
  const counts = await sql.query<{ status: string; game_date: string; sport_slug: string; sport_name: string; n: number }>(
    `SELECT g.status, CASE WHEN g.status = 'scheduled' AND g.game_date < ${where.param(today)}::date THEN '0001-01-01' ELSE '9999-12-31' END AS game_date,
            s.slug AS sport_slug, s.name AS sport_name, count(*)::int AS n ${GAME_FROM} ${where}
     GROUP BY 1, 2, s.slug, s.name`,
    where.values,
  );
  const byStatus: Record<string, number> = Object.fromEntries(GAME_STATUSES.map((status) => [status, 0]));
  const sportsInRange = new Map<string, { slug: string; name: string; count: number }>();
  for (const row of counts) {
    const status = shownGameStatus(row.status, row.game_date, today);
    byStatus[status] = (byStatus[status] ?? 0) + row.n;
    const sport = sportsInRange.get(row.sport_slug) ?? { slug: row.sport_slug, name: row.sport_name, count: 0 };
    sport.count += row.n;
    sportsInRange.set(row.sport_slug, sport);
  }
  const { game_date__gte: start, game_date__lte: end } = parseParams(url, ["game_date__gte", "game_date__lte"]);
  const leagueWhere = new Where();
  siteWhere(url, leagueWhere);
  const leagueIds = (
    await sql.query<{ id: number }>(
      `SELECT l.id FROM leagues l JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id ${leagueWhere}`,
      leagueWhere.values,
    )
  ).map((row) => row.id);
  // One index lookup per league (games_league_date), then the nearest of them.
  const nearest = async (edge: string | undefined, direction: "earlier" | "later") => {
    if (!edge || leagueIds.length === 0) return null;
    const rows = await sql.query<{ day: string | null }>(
      direction === "earlier"
        ? `SELECT max(d) AS day FROM (SELECT (SELECT max(g.game_date) FROM games g WHERE g.league_id = x AND g.game_date < $2::date) AS d
             FROM unnest($1::int[]) AS x) n`
        : `SELECT min(d) AS day FROM (SELECT (SELECT min(g.game_date) FROM games g WHERE g.league_id = x AND g.game_date > $2::date) AS d
             FROM unnest($1::int[]) AS x) n`,
      [leagueIds, edge],
    );
    return rows[0]?.day ?? null;
  };
  // Football's week labels ("7", "Wildcard") of the games in the range, most games first.
  const weekWhere = listWhere(url, { withStatus: false, today }).add("g.week IS NOT NULL").add("s.slug = 'football'");
  const weeks = await sql.query<{ week: string; n: number }>(
    `SELECT g.week, count(*)::int AS n ${GAME_FROM} ${weekWhere} GROUP BY g.week ORDER BY n DESC, g.week LIMIT 3`,
    weekWhere.values,
  );
  const sportsWithGames = await sql.query<{ slug: string; name: string }>(
    `SELECT s.slug, s.name FROM sports s
     WHERE EXISTS (SELECT 1 FROM leagues l WHERE l.sport_id = s.id AND EXISTS (SELECT 1 FROM games g WHERE g.league_id = l.id))
     ORDER BY s.id`,
  );
  return {
    count: counts.reduce((sum, row) => sum + row.n, 0),
    live: byStatus.live,
    final: byStatus.final,
    scheduled: byStatus.scheduled,
    postponed: byStatus.postponed,
    no_result: byStatus.no_result,
    sports: [...sportsInRange.values()].sort((a, b) => a.slug.localeCompare(b.slug)),
    sports_with_games: sportsWithGames,
    football_weeks: weeks.map((row) => ({ week: row.week, count: row.n })),
    earlier_date: await nearest(start ?? end, "earlier"),
    later_date: await nearest(end ?? start, "later"),
  };
}

/**
 * How deep a games list pages: beyond this many games, the list must be narrowed by date or season
 * (any game is reachable that way). OFFSET paging costs in proportion to its depth.
 */
export const MAX_GAME_LIST_DEPTH = 10_000;

/**
 * Counting every game of a long list costs more than its page: a count is kept for a minute per
 * filter (pages 2, 3... of the same list reuse it; a live update shows within the minute).
 */
const COUNT_TTL_MS = 60_000;
const COUNT_MEMO_SIZE = 500;
const countMemos = new WeakMap<Sql, Map<string, { n: number; at: number }>>();

async function countGames(sql: Sql, where: Where): Promise<number> {
  const database = databaseOf(sql);
  let countMemo = countMemos.get(database);
  if (!countMemo) countMemos.set(database, (countMemo = new Map()));
  const text = `SELECT count(*)::int AS n ${GAME_FROM} ${where}`;
  const key = `${text}\u0000${JSON.stringify(where.values)}`;
  const kept = countMemo.get(key);
  if (kept && Date.now() - kept.at < COUNT_TTL_MS) return kept.n;
  const n = (await sql.query<{ n: number }>(text, where.values))[0].n;
  countMemo.delete(key);
  countMemo.set(key, { n, at: Date.now() });
  if (countMemo.size > COUNT_MEMO_SIZE) countMemo.delete(countMemo.keys().next().value as string);
  return n;
}

async function gamePage(sql: Sql, url: URL, where: Where, order: string, defaultSize: number, today: string) {
  const params = parseParams(url, ["page", "page_size"]);
  const page = pageRequest(params, defaultSize);
  if (page.offset >= MAX_GAME_LIST_DEPTH) {
    throw badRequest(
      `Parameter 'page' goes deeper than the first ${MAX_GAME_LIST_DEPTH.toLocaleString("en-US")} games: narrow the list with season or game_date__gte/game_date__lte.`,
    );
  }
  const count = await countGames(sql, where);
  refuseTooManyRows(page, count);
  // The page's ids first, over the narrow join (an index scan in list order; ARRAY() makes it run
  // once, before the rest), then the wide row with its per-game lookups for those ids only: the
  // skipped rows never pay for the lookups.
  const rows = await sql.query<GameRow>(
    `${GAME_SELECT} WHERE g.id = ANY(ARRAY(SELECT g.id ${GAME_FROM} ${where} ${order} LIMIT ${where.param(page.pageSize)} OFFSET ${where.param(page.offset)})) ${order}`,
    where.values,
  );
  return pageOf(
    url,
    page,
    count,
    rows.map((row) => gameJson(row, today)),
  );
}

export const gameRoutes: Array<Route> = [
  route({
    pattern: "games/games",
    model: m.pageOf(m.game),
    cacheClass: "dynamic",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "league", "season", "game_date__gte", "game_date__lte", "status", "search", "team", "ordering"],
    async handle({ url, sql, now }) {
      const today = isoDay(now);
      const where = listWhere(url, { withStatus: true, today });
      const { ordering } = parseParams(url, ["ordering"]);
      return gamePage(sql, url, where, ordering === "date" ? BY_DATE_THEN_LEAGUE : NEWEST_FIRST, 50, today);
    },
  }),
  route({
    pattern: "games/games/summary",
    model: m.gameSummary,
    params: [...SITE_PARAMS, "league", "season", "game_date__gte", "game_date__lte", "status", "search", "team"],
    cacheClass: "realtime",
    async handle({ url, sql, now }) {
      return gameSummary(sql, url, isoDay(now));
    },
  }),
  route({
    pattern: "games/games/today",
    model: m.pageOf(m.game),
    cacheClass: "realtime",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "league"],
    async handle({ url, sql, now }) {
      const where = new Where();
      siteWhere(url, where);
      where.add("g.game_date = ?::date", isoDay(now));
      return gamePage(sql, url, where, SOONEST_FIRST, 100, isoDay(now));
    },
  }),
  route({
    pattern: "games/games/live",
    model: m.pageOf(m.game),
    cacheClass: "realtime",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "league"],
    async handle({ url, sql, now }) {
      const where = new Where();
      siteWhere(url, where);
      where.add("g.status = 'live'");
      return gamePage(sql, url, where, SOONEST_FIRST, 100, isoDay(now));
    },
  }),
  route({
    pattern: "games/games/recent",
    model: m.pageOf(m.game),
    cacheClass: "dynamic",
    params: [...SITE_PARAMS, "league"],
    async handle({ url, sql, now }) {
      const where = new Where();
      siteWhere(url, where);
      where.add("g.status = 'final'");
      const rows = await sql.query<GameRow>(`${GAME_SELECT} ${where} ${NEWEST_FIRST} LIMIT ${RECENT_LIMIT}`, where.values);
      return wholeList(rows.map((row) => gameJson(row, isoDay(now))));
    },
  }),
  route({
    pattern: "games/games/upcoming",
    model: m.pageOf(m.game),
    cacheClass: "dynamic",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "league"],
    async handle({ url, sql, now }) {
      const where = new Where();
      siteWhere(url, where);
      where.add("g.status = 'scheduled'");
      where.add("g.game_date >= ?::date", isoDay(now));
      return gamePage(sql, url, where, SOONEST_FIRST, RECENT_LIMIT, isoDay(now));
    },
  }),
  route({
    pattern: "games/games/:id",
    model: m.gameDetail,
    cacheClass: "dynamic",
    params: [...SITE_PARAMS, "league"],
    async handle({ sql, params, url, now }) {
      if (!/^\d{1,9}$/.test(params.id)) throw notFound("Game");
      const where = new Where();
      where.add("g.id = ?", Number(params.id));
      siteWhere(url, where);
      const rows = await sql.query<GameRow>(`${GAME_SELECT} ${where}`, where.values);
      if (!rows[0]) throw notFound("Game");
      const today = isoDay(now);
      return { ...gameJson(rows[0], today), ...(await gameContext(sql, rows[0], today)) };
    },
  }),
];

type RecordBefore = { wins: number; losses: number; ties: number; ot_losses: number; line: string };

/**
 * What a game page adds to the game: each team's regular-season record going into it (the games of
 * that season played before it: earlier days, or earlier on the same day), the season series between
 * the two (the regular season's games for a regular-season game, that season's playoff games for a
 * playoff game) with the tally through this game, and the line score where the data has one.
 */
async function gameContext(sql: Sql, game: GameRow, today: string) {
  // Losses in overtime count apart where the sport's record has that column (countsAsOvertimeLoss).
  const overtimeLossesCount = isSport(game.sport_slug) && countsAsOvertimeLoss(game.sport_slug, game.season_start_year, "OT");
  const records = await sql.query<{ team_id: number; wins: number; losses: number; ties: number; ot_losses: number }>(
    `WITH team_games AS (
       SELECT g.home_team_id AS team_id, g.home_score AS own, g.away_score AS other, g.overtime FROM games g
       WHERE g.home_team_id = ANY($1::int[]) AND g.season_start_year = $2 AND g.league_id = $3
         AND g.game_type = 'regular' AND g.status = 'final' AND (g.game_date, g.id) < ($4::date, $5)
       UNION ALL
       SELECT g.away_team_id, g.away_score, g.home_score, g.overtime FROM games g
       WHERE g.away_team_id = ANY($1::int[]) AND g.season_start_year = $2 AND g.league_id = $3
         AND g.game_type = 'regular' AND g.status = 'final' AND (g.game_date, g.id) < ($4::date, $5))
     SELECT team_id, count(*) FILTER (WHERE own > other)::int AS wins,
            count(*) FILTER (WHERE own < other AND NOT ($6 AND coalesce(trim(overtime), '') <> ''))::int AS losses,
            count(*) FILTER (WHERE own = other)::int AS ties,
            count(*) FILTER (WHERE own < other AND $6 AND coalesce(trim(overtime), '') <> '')::int AS ot_losses
     FROM team_games WHERE own IS NOT NULL AND other IS NOT NULL GROUP BY team_id`,
    [[game.home_team_id, game.away_team_id], game.season_start_year, game.league_id, game.game_date, game.id, overtimeLossesCount],
  );
  const recordOf = (teamId: number): RecordBefore => {
    const row = records.find((r) => r.team_id === teamId);
    const counts = { wins: row?.wins ?? 0, losses: row?.losses ?? 0, ties: row?.ties ?? 0, otLosses: row?.ot_losses ?? 0 };
    const line = isSport(game.sport_slug) ? recordLine(game.sport_slug, game.season_start_year, counts) : record(counts.wins, counts.losses, counts.ties);
    return { wins: counts.wins, losses: counts.losses, ties: counts.ties, ot_losses: counts.otLosses, line };
  };
  const regular = game.game_type === "regular";
  const series = await sql.query<{
    id: number;
    game_date: string;
    home_team_id: number;
    away_team_id: number;
    home_score: number | null;
    away_score: number | null;
    status: string;
  }>(
    `SELECT g.id, g.game_date, g.home_team_id, g.away_team_id, g.home_score, g.away_score, g.status FROM games g
     WHERE g.season_start_year = $1 AND least(g.home_team_id, g.away_team_id) = $2 AND greatest(g.home_team_id, g.away_team_id) = $3
       AND g.league_id = $4 AND (g.game_type = 'regular') = $5
     ORDER BY g.game_date, g.id`,
    [game.season_start_year, Math.min(game.home_team_id, game.away_team_id), Math.max(game.home_team_id, game.away_team_id), game.league_id, regular],
  );
  const tally = { home_wins: 0, away_wins: 0, ties: 0 };
  for (const other of series) {
    if (other.game_date > game.game_date || (other.game_date === game.game_date && other.id > game.id)) break;
    if (other.status !== "final" || other.home_score === null || other.away_score === null) continue;
    const homeSide = other.home_team_id === game.home_team_id ? other.home_score : other.away_score;
    const awaySide = other.home_team_id === game.home_team_id ? other.away_score : other.home_score;
    if (homeSide > awaySide) tally.home_wins++;
    else if (awaySide > homeSide) tally.away_wins++;
    else tally.ties++;
  }
  const line = await sql.query<{ line_score: unknown }>("SELECT line_score FROM games WHERE id = $1", [game.id]);
  const box = await boxScore(sql, game);
  return {
    records_before: {
      scope: "regular season",
      home: recordOf(game.home_team_id),
      away: recordOf(game.away_team_id),
    },
    season_series: {
      scope: regular ? "regular season" : "playoffs",
      through_this_game: tally,
      games: series.map((other) => ({
        id: other.id,
        game_date: other.game_date,
        home_team_id: other.home_team_id,
        away_team_id: other.away_team_id,
        home_score: other.home_score,
        away_score: other.away_score,
        status: shownGameStatus(other.status, other.game_date, today),
      })),
    },
    line_score: (line[0]?.line_score ?? null) as LineScoreJson | null,
    box_score: box,
  };
}

type LineScoreJson = {
  away: Array<number | null>;
  home: Array<number | null>;
  hits?: { away: number; home: number } | null;
  errors?: { away: number; home: number } | null;
};
