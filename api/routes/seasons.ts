// Season endpoints: the seasons list with its facets, one season, its standings and its postseason.
// Every figure is read from season_summaries, computed once at import; the status, which depends on
// today, is derived in the query by the rule of core/season-status.ts, so a list is filtered,
// counted and paged in the database and only the page's rows come back.
import * as m from "../model";
import { easternDate } from "../../core/game-dates";
import { withShownStatus } from "../../core/game-status";
import { decadeBuckets, type SeasonStatus } from "../../core/season-status";
import { badRequest, notFound } from "../errors";
import { pageOf, pageRequest, wholeList } from "../pagination";
import { parseParams } from "../params";
import { PAGE_PARAMS, SITE_PARAMS, route, type Route } from "../router";
import { likePattern, siteScope, Where, whereInSite } from "../sql-filters";
import { RESULT_SELECT, scoreLine, type ResultRow } from "../sql/championship-results";
import { idBySlugOrId } from "../sql/id-or-slug";
import { seasonCard, seasonJson, statusOn, type SeasonRow } from "../sql/season-cards";
import { STANDINGS_ORDER, STANDINGS_SELECT, standingJson, type StandingRow } from "../sql/standings-rows";
import { eraInSeason } from "../sql/team-eras";

const SEASON_STATUSES = ["active", "completed", "upcoming", "cancelled"] as const;

function siteWhere(url: URL, where: Where) {
  whereInSite(where, siteScope(url), { sport: "ss.sport_slug", level: "ss.level_slug" });
}

function seasonStatusParam(url: URL): SeasonStatus | undefined {
  const values = url.searchParams.getAll("season_status");
  if (values.length === 0 || values[0] === "" || values[0] === "all") return undefined;
  if (values.length > 1) throw badRequest("Parameter 'season_status' is given more than once.");
  const value = values[0];
  if (!(SEASON_STATUSES as ReadonlyArray<string>).includes(value)) {
    throw badRequest(`Parameter 'season_status' must be one of all, ${SEASON_STATUSES.join(", ")}.`);
  }
  return value as SeasonStatus;
}

export const seasonRoutes: Array<Route> = [
  route({
    pattern: "championships/seasons",
    model: m.pageOf(m.seasonSummary),
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "season", "decade", "season_status"],
    cacheClass: "semi-static",
    async handle({ sql, url, now }) {
      const params = parseParams(url, ["search", "season", "decade", "page", "page_size"]);
      const wanted = seasonStatusParam(url);
      const where = new Where();
      siteWhere(url, where);
      if (params.season !== undefined) where.add("ss.start_year = ?", params.season);
      if (params.decade !== undefined) where.add("ss.start_year BETWEEN ? AND ? + 9", Number(params.decade));
      if (params.search) where.add("ss.search_text LIKE ?", likePattern(params.search.toLowerCase()));
      let status: string | null = null;
      if (wanted) {
        status = statusOn(where, now);
        where.add(`${status} = ?`, wanted);
      }
      const page = pageRequest(params);
      // The count takes only the values its conditions use; the page's own (status, limit) come after.
      const [{ n }] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM season_summaries ss ${where}`, [...where.values]);
      status ??= statusOn(where, now);
      const rows = await sql.query<SeasonRow>(
        `SELECT ss.card, ${status} AS status FROM season_summaries ss ${where} ORDER BY ss.list_order
         LIMIT ${where.param(page.pageSize)} OFFSET ${where.param(page.offset)}`,
        where.values,
      );
      return pageOf(url, page, n, rows.map(seasonJson));
    },
  }),
  route({
    pattern: "championships/seasons/facets",
    model: m.seasonFacets,
    params: [...SITE_PARAMS, "search", "season", "decade", "season_status"],
    cacheClass: "semi-static",
    async handle({ sql, url, now }) {
      const where = new Where();
      const status = statusOn(where, now);
      siteWhere(url, where);
      const [row] = await sql.query<{
        total: number;
        active: number;
        completed: number;
        upcoming: number;
        cancelled: number;
        sports: number;
        first: number | null;
        last: number | null;
      }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE x.status = 'active')::int AS active,
                count(*) FILTER (WHERE x.status = 'completed')::int AS completed,
                count(*) FILTER (WHERE x.status = 'upcoming')::int AS upcoming,
                count(*) FILTER (WHERE x.status = 'cancelled')::int AS cancelled,
                count(DISTINCT x.sport_name)::int AS sports, min(x.start_year) AS first, max(x.start_year) AS last
         FROM (SELECT ss.sport_name, ss.start_year, ${status} AS status FROM season_summaries ss ${where}) x`,
        where.values,
      );
      const { first, last, ...counts } = row;
      return { ...counts, decades: first === null || last === null ? [] : decadeBuckets([first, last]) };
    },
  }),
  route({
    pattern: "championships/seasons/:id",
    model: m.seasonDetail,
    params: [...SITE_PARAMS],
    cacheClass: "semi-static",
    async handle({ sql, params, now }) {
      const id = await idBySlugOrId(sql, "seasons", params.id, "Season");
      const season = await seasonCard(sql, id, now);
      if (!season) throw notFound("Season");
      const champions = await sql.query<ResultRow>(`${RESULT_SELECT} WHERE r.season_id = $1 ORDER BY c.first_year DESC`, [id]);
      return { ...season, champions: champions.map((r) => ({ ...r, score: scoreLine(r) })) };
    },
  }),
  route({
    pattern: "championships/seasons/:id/standings",
    model: m.pageOf(m.standing),
    params: [...SITE_PARAMS, ...PAGE_PARAMS],
    cacheClass: "semi-static",
    async handle({ sql, params }) {
      const id = await idBySlugOrId(sql, "seasons", params.id, "Season");
      const rows = await sql.query<StandingRow>(`${STANDINGS_SELECT} WHERE st.season_id = $1 ${STANDINGS_ORDER}`, [id]);
      return wholeList(rows.map(standingJson));
    },
  }),
  route({
    pattern: "championships/seasons/:id/playoffs",
    model: m.pageOf(m.playoffGame),
    params: [...SITE_PARAMS, ...PAGE_PARAMS],
    cacheClass: "semi-static",
    async handle({ sql, params, now }) {
      const id = await idBySlugOrId(sql, "seasons", params.id, "Season");
      const games = await sql.query<m.Fields<typeof m.playoffGame>>(
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
      // A fixture of a day gone by is "no_result", never upcoming (core/game-status.ts).
      const today = easternDate(now);
      return wholeList(games.map((game) => withShownStatus(game, today)));
    },
  }),
];
