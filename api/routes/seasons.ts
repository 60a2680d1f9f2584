// Season endpoints: the seasons list with its facets, one season, its standings and its postseason.
// Every figure is read from season_summaries, computed once at import; only the status, which
// depends on today, is derived per request (core/season-status.ts).
import { decadeBuckets, seasonStatus, type SeasonStatus } from "../../core/season-status";
import type { Sql } from "../../db/database";
import { badRequest, notFound } from "../errors";
import { pageOf, pageRequest, wholeList } from "../pagination";
import { parseParams, storedLevel } from "../params";
import type { Route } from "../router";
import { likePattern, Where } from "../sql-filters";
import { RESULT_SELECT, scoreLine, type ResultRow } from "./championships";
import { eraInSeason, idBySlugOrId } from "./shared-sql";
import { STANDINGS_ORDER, STANDINGS_SELECT, standingJson, type StandingRow } from "./standings";

const SEASON_STATUSES = ["active", "completed", "upcoming"] as const;

/** The stored season (everything but its status) and what the status needs. */
const SEASON_SELECT = `SELECT ss.card, ss.first_game_date AS start_date, ss.last_game_date AS end_date, ss.title_decided,
    ss.latest_of_league, ss.start_year
  FROM season_summaries ss`;

type StatusFacts = {
  start_year: number;
  start_date: string | null;
  end_date: string | null;
  title_decided: boolean;
  latest_of_league: boolean;
};

type SeasonRow = StatusFacts & { card: Record<string, unknown> & { id: number } };

function statusOf(row: StatusFacts, now: Date): SeasonStatus {
  return seasonStatus(
    {
      startYear: row.start_year,
      firstGameDate: row.start_date,
      lastGameDate: row.end_date,
      titleDecided: row.title_decided,
      latestOfLeague: row.latest_of_league,
    },
    now,
  );
}

function seasonJson(row: SeasonRow, now: Date) {
  const status = statusOf(row, now);
  return { ...row.card, status, is_active: status === "active" };
}

function siteWhere(url: URL, where: Where) {
  const params = parseParams(url, ["sport__slug", "level__slug"]);
  if (params.sport__slug) where.add("ss.sport_slug = ?", params.sport__slug);
  if (params.level__slug) where.add("ss.level_slug = ?", storedLevel(params.level__slug));
}

function seasonStatusParam(url: URL): SeasonStatus | undefined {
  const values = url.searchParams.getAll("season_status");
  if (values.length === 0 || values[0] === "" || values[0] === "all") return undefined;
  if (values.length > 1) throw badRequest("Parameter 'season_status' is given more than once.");
  const value = values[0];
  if (!(SEASON_STATUSES as ReadonlyArray<string>).includes(value)) {
    throw badRequest("Parameter 'season_status' must be one of all, active, completed, upcoming.");
  }
  return value as SeasonStatus;
}

type SeasonKey = StatusFacts & { season_id: number; sport_name: string };

/**
 * The seasons of the site (sport and level filters), with the list's own filters: one table, no
 * joins, in the stored list order; just what the status needs, so the whole list is cheap.
 */
async function seasonKeys(sql: Sql, url: URL, withListFilters: boolean): Promise<Array<SeasonKey>> {
  const where = new Where();
  siteWhere(url, where);
  if (withListFilters) {
    const params = parseParams(url, ["search", "season", "decade"]);
    if (params.season !== undefined) where.add("ss.start_year = ?", params.season);
    if (params.decade !== undefined) where.add("ss.start_year BETWEEN ? AND ? + 9", Number(params.decade));
    if (params.search) where.add("ss.search_text LIKE ?", likePattern(params.search.toLowerCase()));
  }
  return sql.query<SeasonKey>(
    `SELECT ss.season_id, ss.start_year, ss.first_game_date AS start_date, ss.last_game_date AS end_date, ss.title_decided,
            ss.latest_of_league, ss.sport_name
     FROM season_summaries ss ${where} ORDER BY ss.list_order`,
    where.values,
  );
}

export const seasonRoutes: Array<Route> = [
  {
    pattern: "championships/seasons",
    cacheClass: "semi-static",
    async handle({ sql, url, now }) {
      const params = parseParams(url, ["page", "page_size"]);
      const status = seasonStatusParam(url);
      const keys = await seasonKeys(sql, url, true);
      const matching = status ? keys.filter((key) => statusOf(key, now) === status) : keys;
      const page = pageRequest(params, 100);
      const ids = matching.slice(page.offset, page.offset + page.pageSize).map((key) => key.season_id);
      const rows = ids.length === 0 ? [] : await sql.query<SeasonRow>(`${SEASON_SELECT} WHERE ss.season_id = ANY($1::int[])`, [ids]);
      const byId = new Map(rows.map((row) => [row.card.id, row]));
      const results = ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [seasonJson(row, now)] : [];
      });
      return pageOf(url, page, matching.length, results);
    },
  },
  {
    pattern: "championships/seasons/facets",
    cacheClass: "semi-static",
    async handle({ sql, url, now }) {
      const keys = await seasonKeys(sql, url, false);
      const count = (status: SeasonStatus) => keys.filter((key) => statusOf(key, now) === status).length;
      return {
        total: keys.length,
        active: count("active"),
        completed: count("completed"),
        upcoming: count("upcoming"),
        sports: new Set(keys.map((key) => key.sport_name)).size,
        decades: decadeBuckets(keys.map((key) => key.start_year)),
      };
    },
  },
  {
    pattern: "championships/seasons/:id",
    cacheClass: "semi-static",
    async handle({ sql, params, now }) {
      const id = await idBySlugOrId(sql, "seasons", params.id, "Season");
      const [row] = await sql.query<SeasonRow>(`${SEASON_SELECT} WHERE ss.season_id = $1`, [id]);
      if (!row) throw notFound("Season");
      const champions = await sql.query<ResultRow>(`${RESULT_SELECT} WHERE r.season_id = $1 ORDER BY c.first_year DESC`, [id]);
      return {
        ...seasonJson(row, now),
        champions: champions.map((r) => ({ ...r, score: scoreLine(r) })),
      };
    },
  },
  {
    pattern: "championships/seasons/:id/standings",
    cacheClass: "semi-static",
    async handle({ sql, params }) {
      const id = await idBySlugOrId(sql, "seasons", params.id, "Season");
      const rows = await sql.query<StandingRow>(`${STANDINGS_SELECT} WHERE st.season_id = $1 ${STANDINGS_ORDER}`, [id]);
      return wholeList(rows.map(standingJson));
    },
  },
  {
    pattern: "championships/seasons/:id/playoffs",
    cacheClass: "semi-static",
    async handle({ sql, params }) {
      const id = await idBySlugOrId(sql, "seasons", params.id, "Season");
      const games = await sql.query(
        `SELECT g.id, g.game_date, g.game_type, g.round, g.week, g.status, g.home_score, g.away_score, g.overtime,
                g.neutral_site, g.venue_name,
                json_build_object('id', g.home_team_id, 'slug', ht.slug, 'name', coalesce(he.name, ht.name),
                  'abbreviation', coalesce(he.abbreviation, ht.abbreviation)) AS home_team,
                json_build_object('id', g.away_team_id, 'slug', at.slug, 'name', coalesce(ae.name, at.name),
                  'abbreviation', coalesce(ae.abbreviation, at.abbreviation)) AS away_team
         FROM games g
         JOIN teams ht ON ht.id = g.home_team_id
         JOIN teams at ON at.id = g.away_team_id
         LEFT JOIN LATERAL (${eraInSeason("g.home_team_id", "g.season_start_year")}) he ON true
         LEFT JOIN LATERAL (${eraInSeason("g.away_team_id", "g.season_start_year")}) ae ON true
         WHERE g.season_id = $1 AND g.game_type <> 'regular'
         ORDER BY g.game_date, g.id`,
        [id],
      );
      return wholeList(games);
    },
  },
];
