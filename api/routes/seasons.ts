// Season endpoints: the seasons list with its facets, one season, its standings and its postseason.
// Every figure is read from season_summaries, computed once at import; only the status, which
// depends on today, is derived per request (core/season-status.ts).
import { decadeBuckets, seasonStatus, type SeasonStatus } from "../../core/season-status";
import type { Sql } from "../../db/database";
import { badRequest, notFound } from "../errors";
import { pageOf, pageRequest, wholeList } from "../pagination";
import { parseParams, storedLevel } from "../params";
import { PAGE_PARAMS, SITE_PARAMS, type Route } from "../router";
import { likePattern, Where } from "../sql-filters";
import { RESULT_SELECT, scoreLine, type ResultRow } from "./championships";
import { eraInSeason, idBySlugOrId, SPORT_LEVEL_FIELDS, sportLevelJoin } from "./shared-sql";
import { standingJson, type StandingRow } from "./standings";

const SEASON_STATUSES = ["active", "completed", "upcoming"] as const;

const SEASON_SELECT = `SELECT se.id, se.slug, se.name, se.label, se.start_year, se.end_year, ${SPORT_LEVEL_FIELDS},
    ss.games_count, ss.regular_season_games, ss.playoff_games, ss.teams_count,
    ss.first_game_date AS start_date, ss.first_game_date AS regular_season_start, ss.regular_season_end,
    ss.last_game_date AS end_date, CASE WHEN ss.playoff_games > 0 THEN ss.last_game_date END AS playoffs_end,
    ss.title_decided, ss.latest_of_league, ss.championship_name, ss.championship_slug,
    ss.championship_format AS playoffs_format,
    CASE WHEN ss.champion_name IS NULL THEN NULL ELSE json_build_object('team_name', ss.champion_name,
      'team_city', ss.champion_city, 'team_abbreviation', ss.champion_abbreviation, 'team_slug', ss.champion_slug) END AS champion
  FROM seasons se
  JOIN season_summaries ss ON ss.season_id = se.id
  ${sportLevelJoin("se")}`;

type SeasonRow = {
  id: number;
  start_year: number;
  start_date: string | null;
  end_date: string | null;
  title_decided: boolean;
  latest_of_league: boolean;
  sport: { name: string };
  [key: string]: unknown;
};

/** The league's slug of a row: its league object (SEASON_SELECT) or a league_slug column. */
function leagueSlugOf(row: object): string | undefined {
  const record = row as { league?: { slug?: unknown }; league_slug?: unknown };
  const slug = record.league?.slug ?? record.league_slug;
  return typeof slug === "string" ? slug : undefined;
}

function statusOf(row: Pick<SeasonRow, "start_year" | "start_date" | "end_date" | "title_decided" | "latest_of_league">, now: Date): SeasonStatus {
  return seasonStatus(
    {
      startYear: row.start_year,
      firstGameDate: row.start_date,
      lastGameDate: row.end_date,
      titleDecided: row.title_decided,
      latestOfLeague: row.latest_of_league,
      league: leagueSlugOf(row),
    },
    now,
  );
}

function seasonJson(row: SeasonRow, now: Date) {
  const { title_decided: _decided, latest_of_league: _latest, ...season } = row;
  void _decided;
  void _latest;
  const status = statusOf(row, now);
  return { ...season, status, is_active: status === "active" };
}

function siteWhere(url: URL, where: Where) {
  const params = parseParams(url, ["sport__slug", "level__slug"]);
  if (params.sport__slug) where.add("s.slug = ?", params.sport__slug);
  if (params.level__slug) where.add("lv.slug = ?", storedLevel(params.level__slug));
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

type SeasonKey = Pick<SeasonRow, "id" | "start_year" | "start_date" | "end_date" | "title_decided" | "latest_of_league"> & {
  sport_name: string;
};

/**
 * The seasons of the site (sport and level filters), with the list's own filters applied in SQL: just
 * what the status needs, so the whole list is cheap; the page's rows are read after.
 */
async function seasonKeys(sql: Sql, url: URL, withListFilters: boolean): Promise<Array<SeasonKey>> {
  const where = new Where();
  siteWhere(url, where);
  if (withListFilters) {
    const params = parseParams(url, ["search", "season", "decade"]);
    if (params.season !== undefined) where.add("se.start_year = ?", params.season);
    if (params.decade !== undefined) where.add("se.start_year BETWEEN ? AND ? + 9", Number(params.decade));
    if (params.search) where.add("ss.search_text LIKE ?", likePattern(params.search.toLowerCase()));
  }
  return sql.query<SeasonKey>(
    `SELECT se.id, se.start_year, ss.first_game_date AS start_date, ss.last_game_date AS end_date, ss.title_decided,
            ss.latest_of_league, s.name AS sport_name, l.slug AS league_slug
     FROM seasons se JOIN season_summaries ss ON ss.season_id = se.id ${sportLevelJoin("se")} ${where}
     ORDER BY se.start_year DESC, s.name, l.id`,
    where.values,
  );
}

export const seasonRoutes: Array<Route> = [
  {
    pattern: "championships/seasons",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "season", "decade", "season_status"],
    cacheClass: "semi-static",
    async handle({ sql, url, now }) {
      const params = parseParams(url, ["page", "page_size"]);
      const status = seasonStatusParam(url);
      const keys = await seasonKeys(sql, url, true);
      const matching = status ? keys.filter((key) => statusOf(key, now) === status) : keys;
      const page = pageRequest(params, 100);
      const ids = matching.slice(page.offset, page.offset + page.pageSize).map((key) => key.id);
      const rows = ids.length === 0 ? [] : await sql.query<SeasonRow>(`${SEASON_SELECT} WHERE se.id = ANY($1::int[])`, [ids]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const results = ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [seasonJson(row, now)] : [];
      });
      return pageOf(url, page, matching.length, results);
    },
  },
  {
    pattern: "championships/seasons/facets",
    params: [...SITE_PARAMS, "search", "season", "decade", "season_status"],
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
    params: [...SITE_PARAMS],
    cacheClass: "semi-static",
    async handle({ sql, params, now }) {
      const id = await idBySlugOrId(sql, "seasons", params.id, "Season");
      const [row] = await sql.query<SeasonRow>(`${SEASON_SELECT} WHERE se.id = $1`, [id]);
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
    params: [...SITE_PARAMS, ...PAGE_PARAMS],
    cacheClass: "semi-static",
    async handle({ sql, params }) {
      const id = await idBySlugOrId(sql, "seasons", params.id, "Season");
      const rows = await sql.query<StandingRow>(
        `SELECT st.*, t.slug AS team_slug, coalesce(e.name, t.name) AS team_name, coalesce(e.city, t.city) AS team_city,
                coalesce(e.abbreviation, t.abbreviation) AS team_abbreviation, s.name AS sport_name, s.slug AS sport_slug,
                l.slug AS league_slug, l.name AS league_name, l.abbreviation AS league_abbreviation,
                se.label AS season_label, se.slug AS season_slug
         FROM standings st
         JOIN teams t ON t.id = st.team_id
         JOIN seasons se ON se.id = st.season_id
         ${sportLevelJoin("st")}
         LEFT JOIN LATERAL (${eraInSeason("st.team_id", "st.season_start_year")}) e ON true
         WHERE st.season_id = $1
         ORDER BY st.conference NULLS FIRST, st.division NULLS FIRST, st.rank, team_name`,
        [id],
      );
      return wholeList(rows.map(standingJson));
    },
  },
  {
    pattern: "championships/seasons/:id/playoffs",
    params: [...SITE_PARAMS, ...PAGE_PARAMS],
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
