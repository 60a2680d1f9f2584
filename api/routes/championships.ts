// Championship endpoints: championships, their champions, statistics and title games, every
// champion across the network (the seasons list is in seasons.ts).
import * as m from "../model";
import { seasonLabel } from "../../core/seasons";
import { isSport, scoreUnit } from "../../core/sports";
import type { Sql } from "../../db/database";
import { notFound } from "../errors";
import { pageOf, pageRequest } from "../pagination";
import { parseParams } from "../params";
import { PAGE_PARAMS, SITE_PARAMS, route, type Route } from "../router";
import { inSite, likePattern, siteScope, Where, whereInSite } from "../sql-filters";
import { RESULT_SELECT, scoreLine, type ResultRow } from "../sql/championship-results";
import { idBySlugOrId } from "../sql/id-or-slug";
import { SPORT_LEVEL_FIELDS, sportLevelJoin } from "../sql/sport-level";
import { sortRows } from "../../core/table-sort";
import { parseSort, SORT_PARAMS } from "../sorting";

const CHAMPIONSHIP_SELECT = `SELECT c.id, c.slug, c.name, c.official_name, c.description, c.trophy_name, c.first_year,
    c.last_year, c.format, c.selector, c.source, ${SPORT_LEVEL_FIELDS},
    (SELECT count(*)::int FROM championship_results r WHERE r.championship_id = c.id AND r.status = 'held') AS titles_decided
  FROM championships c ${sportLevelJoin("c")}`;

function championResult(row: ResultRow) {
  return { ...row, score: scoreLine(row), season: { start_year: row.year, label: row.season_label, name: row.season_name } };
}

function siteWhere(url: URL, where: Where) {
  whereInSite(where, siteScope(url));
}

/** A row of CHAMPIONSHIP_SELECT: the model's championship but its season labels, which championshipJson adds. */
type ChampionshipRow = Omit<m.Fields<typeof m.championship>, "first_season_label" | "last_season_label">;

/** A championship as the API answers it: its first (and last) season labelled the sport's way. */
function championshipJson<T extends ChampionshipRow>(row: T) {
  const sport = isSport(row.sport.slug) ? row.sport.slug : null;
  return {
    ...row,
    first_season_label: seasonLabel(row.first_year, sport),
    last_season_label: row.last_year === null ? null : seasonLabel(row.last_year, sport),
  };
}

/** A championship by id or slug, in the site's sport and level when the request names them (else a 404). */
async function championshipById(sql: Sql, key: string, url: URL) {
  const id = await idBySlugOrId(sql, "championships", key, "Championship");
  const where = new Where();
  where.add("c.id = ?", id);
  const rows = await sql.query<ChampionshipRow>(`${CHAMPIONSHIP_SELECT} ${where}`, where.values);
  const scope = siteScope(url);
  const row = rows[0];
  if (!row) throw notFound("Championship");
  if (!inSite(scope, { sport: row.sport.slug, level: row.level.slug })) {
    throw notFound(`Championship '${key}' of this site's sport and level`);
  }
  return { id, championship: championshipJson(row) };
}

async function resultsOf(sql: Sql, championshipId: number): Promise<Array<ResultRow>> {
  return sql.query<ResultRow>(`${RESULT_SELECT} WHERE r.championship_id = $1 ORDER BY r.season_start_year DESC`, [championshipId]);
}

/** Longest run of consecutive titles by one franchise, by season (seasons not held do not break a run). */
export function longestStreak(results: ReadonlyArray<ResultRow>) {
  const held = [...results].filter((r) => r.status === "held").sort((a, b) => a.year - b.year);
  let best: {
    team: string;
    team_slug: string | null;
    years: number;
    start: number;
    end: number;
    start_label: string;
    end_label: string;
  } | null = null;
  let runStart = 0;
  for (let i = 0; i < held.length; i++) {
    if (i === 0 || held[i].team_slug !== held[i - 1].team_slug) runStart = i;
    const length = i - runStart + 1;
    if (!best || length > best.years) {
      best = {
        team: held[i].team_name ?? "",
        team_slug: held[i].team_slug,
        years: length,
        start: held[runStart].year,
        end: held[i].year,
        start_label: held[runStart].season_label,
        end_label: held[i].season_label,
      };
    }
  }
  return best;
}

/**
 * Titles per franchise, most first. A franchise's titles are credited to the name it won them under:
 * the entry is named after its era at its latest title (the original Ottawa Senators, not the St. Louis
 * Eagles they became). `results` are newest first.
 */
export function titlesByFranchise(results: ReadonlyArray<ResultRow>) {
  const titles = new Map<
    string,
    { team__name: string; team__slug: string | null; championships_won: number; years: Array<number>; season_labels: Array<string> }
  >();
  for (const r of results) {
    if (r.status !== "held") continue;
    const key = r.team_slug ?? r.team_name ?? "";
    const entry = titles.get(key) ?? { team__name: r.team_name ?? "", team__slug: r.team_slug, championships_won: 0, years: [], season_labels: [] };
    entry.championships_won++;
    entry.years.push(r.year);
    entry.season_labels.push(r.season_label);
    titles.set(key, entry);
  }
  return [...titles.values()].sort((a, b) => b.championships_won - a.championships_won || a.team__name.localeCompare(b.team__name));
}

/** The most titles and every franchise that has that many (a tie names them all). */
export function mostTitles(table: ReturnType<typeof titlesByFranchise>) {
  const top = table[0]?.championships_won;
  if (top === undefined) return null;
  return {
    championships_won: top,
    teams: table.filter((t) => t.championships_won === top).map((t) => ({ team__name: t.team__name, team__slug: t.team__slug })),
  };
}

/** The highest score by a champion in a deciding game, in the sport's unit, with what it was measured over. */
export function highestScore(results: ReadonlyArray<ResultRow>, sport: string) {
  const held = results.filter((r) => r.status === "held");
  const scored = held.filter((r) => r.winner_score !== null);
  const highest = [...scored].sort((a, b) => (b.winner_score ?? 0) - (a.winner_score ?? 0) || b.year - a.year)[0];
  if (!highest) return null;
  const unit = isSport(sport) ? scoreUnit(sport) : "points";
  return {
    team: highest.team_name,
    opponent: highest.runner_up_name,
    winner_score: highest.winner_score,
    runner_up_score: highest.runner_up_score,
    year: highest.year,
    season_label: highest.season_label,
    game_date: highest.game_date,
    unit,
    scope: `Most ${unit} scored by a champion in the deciding game (${scored.length} of ${held.length} title seasons have that game's score)`,
  };
}

/** The columns a championship's history sorts by. */
export const HISTORY_SORTS = ["year", "champion", "runner_up"] as const;
const HISTORY_SORT_KEYS: Record<(typeof HISTORY_SORTS)[number], (row: ResultRow) => string | number | null> = {
  year: (row) => row.year,
  champion: (row) => (row.status === "held" ? row.team_name : null),
  runner_up: (row) => (row.status === "held" ? row.runner_up_name : null),
};

export const championshipRoutes: Array<Route> = [
  route({
    pattern: "championships/championships",
    model: m.pageOf(m.championship),
    cacheClass: "static",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "season"],
    async handle({ url, sql }) {
      const params = parseParams(url, ["search", "page", "page_size", "season"]);
      const where = new Where();
      siteWhere(url, where);
      if (params.search) where.add("(c.name ILIKE ? OR s.name ILIKE ?)", likePattern(params.search));
      if (params.season !== undefined) where.add("c.first_year <= ? AND (c.last_year IS NULL OR c.last_year >= ?)", params.season);
      const page = pageRequest(params);
      const count = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM championships c ${sportLevelJoin("c")} ${where}`, where.values))[0].n;
      const results = await sql.query<ChampionshipRow>(
        `${CHAMPIONSHIP_SELECT} ${where} ORDER BY c.first_year, c.name LIMIT ${where.param(page.pageSize)} OFFSET ${where.param(page.offset)}`,
        where.values,
      );
      return pageOf(url, page, count, results.map(championshipJson));
    },
  }),
  route({
    pattern: "championships/championships/:id",
    model: m.championship,
    cacheClass: "static",
    params: SITE_PARAMS,
    async handle({ sql, params, url }) {
      return (await championshipById(sql, params.id, url)).championship;
    },
  }),
  route({
    pattern: "championships/championships/:id/champions",
    model: m.pageOf(m.champion),
    cacheClass: "static",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, ...SORT_PARAMS],
    async handle({ sql, params, url }) {
      const query = parseParams(url, ["page", "page_size"]);
      const { sort, dir } = parseSort(url, HISTORY_SORTS);
      const { id } = await championshipById(sql, params.id, url);
      // Newest first unless a column is asked for (then newest first among equals).
      const all = sortRows(await resultsOf(sql, id), sort ? HISTORY_SORT_KEYS[sort] : undefined, dir);
      const page = pageRequest(query, 200);
      return pageOf(url, page, all.length, all.slice(page.offset, page.offset + page.pageSize).map(championResult));
    },
  }),
  route({
    pattern: "championships/championships/:id/stats",
    model: m.championshipStats,
    cacheClass: "static",
    params: SITE_PARAMS,
    async handle({ sql, params, url }) {
      const { id, championship } = await championshipById(sql, params.id, url);
      const results = await resultsOf(sql, id);
      const held = results.filter((r) => r.status === "held");
      const teamChampionships = titlesByFranchise(results);
      const teams = new Set<string>();
      for (const r of held) {
        if (r.team_slug) teams.add(r.team_slug);
        if (r.runner_up_slug) teams.add(String(r.runner_up_slug));
      }
      const highest = highestScore(results, championship.sport.slug);
      return {
        total_games: held.length,
        total_teams: teams.size,
        seasons_not_held: results.length - held.length,
        team_championships: teamChampionships,
        most_titles: mostTitles(teamChampionships),
        longest_streak: longestStreak(results),
        highest_score: highest?.winner_score ?? null,
        highest_score_game: highest,
      };
    },
  }),
  route({
    pattern: "championships/championships/:id/games",
    model: m.pageOf(m.championshipGame),
    cacheClass: "static",
    params: [...SITE_PARAMS, ...PAGE_PARAMS],
    async handle({ sql, params, url }) {
      const query = parseParams(url, ["page", "page_size"]);
      const { id } = await championshipById(sql, params.id, url);
      const all = (await resultsOf(sql, id)).filter((r) => r.status === "held");
      const page = pageRequest(query, 200);
      const results = all.slice(page.offset, page.offset + page.pageSize).map((r) => ({
        id: r.id,
        winner: { name: r.team_name, slug: r.team_slug },
        winner_name: r.team_name,
        runner_up: r.runner_up_name ? { name: r.runner_up_name, slug: r.runner_up_slug } : null,
        runner_up_name: r.runner_up_name,
        winner_score: r.winner_score,
        runner_up_score: r.runner_up_score,
        series: r.series,
        season: { start_year: r.year, label: r.season_label },
        edition: r.edition,
        game_date: r.game_date,
        venue: { name: r.venue, city: r.city, state: r.state },
        mvp: r.mvp,
      }));
      return pageOf(url, page, all.length, results);
    },
  }),
  route({
    pattern: "championships/champions",
    model: m.pageOf(m.champion),
    cacheClass: "static",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "season", "season__start_year", "year"],
    async handle({ sql, url }) {
      const params = parseParams(url, ["search", "page", "page_size", "season", "season__start_year", "year"]);
      const where = new Where();
      siteWhere(url, where);
      // `year`, `season` and `season__start_year` all name a season by its start year.
      const season = params.season__start_year ?? params.season ?? params.year;
      if (season !== undefined) where.add("r.season_start_year = ?", season);
      if (params.search) {
        where.add("(r.winner_name ILIKE ? OR we.city ILIKE ? OR c.name ILIKE ? OR r.winning_coach ILIKE ?)", likePattern(params.search));
      }
      const page = pageRequest(params, 100);
      const count = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${RESULT_SELECT} ${where}) x`, where.values))[0].n;
      const rows = await sql.query<ResultRow>(
        `${RESULT_SELECT} ${where} ORDER BY r.season_start_year DESC, l.id, c.first_year DESC
         LIMIT ${where.param(page.pageSize)} OFFSET ${where.param(page.offset)}`,
        where.values,
      );
      return pageOf(url, page, count, rows.map(championResult));
    },
  }),
  route({
    pattern: "championships/champions/summary",
    model: m.championsSummary,
    cacheClass: "static",
    params: SITE_PARAMS,
    async handle({ sql, url }) {
      const where = new Where();
      siteWhere(url, where);
      where.add("r.status = 'held'");
      const [totals] = await sql.query<Omit<m.Fields<typeof m.championsSummary>, "years">>(
        `SELECT count(*)::int AS total_championships,
                count(DISTINCT r.winner_team_id)::int AS unique_teams,
                count(DISTINCT r.season_start_year)::int AS years_tracked,
                count(DISTINCT r.winning_coach)::int AS winning_coaches,
                min(r.season_start_year) AS first_year, max(r.season_start_year) AS last_year
         FROM championship_results r JOIN championships c ON c.id = r.championship_id ${sportLevelJoin("c")} ${where}`,
        where.values,
      );
      const years = await sql.query<{ year: number }>(
        `SELECT DISTINCT r.season_start_year AS year FROM championship_results r JOIN championships c ON c.id = r.championship_id
         ${sportLevelJoin("c")} ${where} ORDER BY 1 DESC`,
        where.values,
      );
      return { ...totals, years: years.map((y) => y.year) };
    },
  }),
];
