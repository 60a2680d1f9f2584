// Championship endpoints: championships, their champions, statistics and title games, every
// champion across the network (the seasons list is in seasons.ts).
import type { Sql } from "../../db/database";
import { pageOf, pageRequest } from "../pagination";
import { parseParams, storedLevel } from "../params";
import type { Route } from "../router";
import { likePattern, Where } from "../sql-filters";
import { eraInSeason, idBySlugOrId, SPORT_LEVEL_FIELDS, sportLevelJoin } from "./shared-sql";

const CHAMPIONSHIP_SELECT = `SELECT c.id, c.slug, c.name, c.official_name, c.description, c.trophy_name, c.first_year,
    c.last_year, c.format, c.selector, c.source, ${SPORT_LEVEL_FIELDS},
    (SELECT count(*)::int FROM championship_results r WHERE r.championship_id = c.id AND r.status = 'held') AS titles_decided
  FROM championships c ${sportLevelJoin("c")}`;

export const RESULT_SELECT = `SELECT r.id, r.season_start_year AS year, r.title_year, se.label AS season_label,
    se.name AS season_name, se.slug AS season_slug, c.id AS championship_id, c.name AS championship_name,
    c.slug AS championship_slug, r.edition, r.status, r.note, r.game_date,
    r.winner_name AS team_name, wt.id AS team_id, wt.slug AS team_slug, we.city AS team_city, we.state AS team_state,
    we.abbreviation AS team_abbreviation,
    r.runner_up_name, rt.slug AS runner_up_slug, re.city AS runner_up_city, re.abbreviation AS runner_up_abbreviation,
    r.winning_coach AS coach, r.winner_record AS record, r.winner_score, r.runner_up_score, r.series, r.mvp,
    r.venue_name AS venue, r.city, r.state, r.source, ${SPORT_LEVEL_FIELDS}
  FROM championship_results r
  JOIN championships c ON c.id = r.championship_id
  JOIN seasons se ON se.id = r.season_id
  ${sportLevelJoin("c")}
  LEFT JOIN teams wt ON wt.id = r.winner_team_id
  LEFT JOIN LATERAL (${eraInSeason("r.winner_team_id", "r.season_start_year")}) we ON true
  LEFT JOIN teams rt ON rt.id = r.runner_up_team_id
  LEFT JOIN LATERAL (${eraInSeason("r.runner_up_team_id", "r.season_start_year")}) re ON true`;

export type ResultRow = {
  id: number;
  year: number;
  title_year: number;
  season_label: string;
  season_name: string;
  championship_name: string;
  team_name: string | null;
  team_slug: string | null;
  winner_score: number | null;
  runner_up_score: number | null;
  series: string | null;
  runner_up_name: string | null;
  status: string;
  [key: string]: unknown;
};

/** The score line fans read: the series result, else the deciding game's score. */
export function scoreLine(row: Pick<ResultRow, "series" | "winner_score" | "runner_up_score">): string | null {
  const game = row.winner_score !== null && row.runner_up_score !== null ? `${row.winner_score}-${row.runner_up_score}` : null;
  if (row.series) return game ? `${row.series} (final game ${game})` : row.series;
  return game;
}

function championResult(row: ResultRow) {
  return { ...row, score: scoreLine(row), season: { start_year: row.year, label: row.season_label, name: row.season_name } };
}

function siteWhere(url: URL, where: Where) {
  const params = parseParams(url, ["sport__slug", "level__slug"]);
  if (params.sport__slug) where.add("s.slug = ?", params.sport__slug);
  if (params.level__slug) where.add("lv.slug = ?", storedLevel(params.level__slug));
}

async function championshipById(sql: Sql, key: string) {
  const id = await idBySlugOrId(sql, "championships", key, "Championship");
  const rows = await sql.query(`${CHAMPIONSHIP_SELECT} WHERE c.id = $1`, [id]);
  return { id, championship: rows[0] };
}

async function resultsOf(sql: Sql, championshipId: number): Promise<Array<ResultRow>> {
  return sql.query<ResultRow>(`${RESULT_SELECT} WHERE r.championship_id = $1 ORDER BY r.season_start_year DESC`, [
    championshipId,
  ]);
}

/** Longest run of consecutive titles by one franchise (seasons not held do not break a run). */
export function longestStreak(results: ReadonlyArray<ResultRow>) {
  const held = [...results].filter((r) => r.status === "held").sort((a, b) => a.year - b.year);
  let best: { team: string; team_slug: string | null; years: number; start: number; end: number } | null = null;
  let runStart = 0;
  for (let i = 0; i < held.length; i++) {
    if (i === 0 || held[i].team_slug !== held[i - 1].team_slug) runStart = i;
    const length = i - runStart + 1;
    if (!best || length > best.years) {
      best = {
        team: held[i].team_name ?? "",
        team_slug: held[i].team_slug,
        years: length,
        start: held[runStart].title_year,
        end: held[i].title_year,
      };
    }
  }
  return best;
}

export const championshipRoutes: Array<Route> = [
  {
    pattern: "championships/championships",
    cacheClass: "static",
    async handle({ url, sql }) {
      const params = parseParams(url, ["search", "page", "page_size", "season"]);
      const where = new Where();
      siteWhere(url, where);
      if (params.search) where.add("(c.name ILIKE ? OR s.name ILIKE ?)", likePattern(params.search));
      if (params.season !== undefined) where.add("c.first_year <= ? AND (c.last_year IS NULL OR c.last_year >= ?)", params.season);
      const page = pageRequest(params);
      const count = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM championships c ${sportLevelJoin("c")} ${where}`, where.values))[0].n;
      const results = await sql.query(
        `${CHAMPIONSHIP_SELECT} ${where} ORDER BY c.first_year, c.name LIMIT ${where.param(page.pageSize)} OFFSET ${where.param(page.offset)}`,
        where.values,
      );
      return pageOf(url, page, count, results);
    },
  },
  {
    pattern: "championships/championships/:id",
    cacheClass: "static",
    async handle({ sql, params }) {
      return (await championshipById(sql, params.id)).championship;
    },
  },
  {
    pattern: "championships/championships/:id/champions",
    cacheClass: "static",
    async handle({ sql, params, url }) {
      const query = parseParams(url, ["page", "page_size"]);
      const { id } = await championshipById(sql, params.id);
      const all = await resultsOf(sql, id);
      const page = pageRequest(query, 200);
      return pageOf(url, page, all.length, all.slice(page.offset, page.offset + page.pageSize).map(championResult));
    },
  },
  {
    pattern: "championships/championships/:id/stats",
    cacheClass: "static",
    async handle({ sql, params }) {
      const { id } = await championshipById(sql, params.id);
      const results = await resultsOf(sql, id);
      const held = results.filter((r) => r.status === "held");
      const titles = new Map<string, { team__name: string; team__slug: string | null; championships_won: number; years: Array<number> }>();
      for (const r of held) {
        const key = r.team_slug ?? r.team_name ?? "";
        const entry = titles.get(key) ?? { team__name: "", team__slug: r.team_slug, championships_won: 0, years: [] };
        entry.team__name = entry.team__name || (r.team_name ?? "");
        entry.championships_won++;
        entry.years.push(r.title_year);
        titles.set(key, entry);
      }
      const currentNames = await sql.query<{ slug: string; name: string }>(
        "SELECT t.slug, t.name FROM teams t WHERE t.id IN (SELECT winner_team_id FROM championship_results WHERE championship_id = $1)",
        [id],
      );
      const nameOf = new Map(currentNames.map((t) => [t.slug, t.name]));
      const teamChampionships = [...titles.values()]
        .map((t) => ({ ...t, team__name: (t.team__slug && nameOf.get(t.team__slug)) || t.team__name }))
        .sort((a, b) => b.championships_won - a.championships_won || a.team__name.localeCompare(b.team__name));
      const teams = new Set<string>();
      for (const r of held) {
        if (r.team_slug) teams.add(r.team_slug);
        if (r.runner_up_slug) teams.add(String(r.runner_up_slug));
      }
      const highest = held
        .filter((r) => r.winner_score !== null)
        .sort((a, b) => (b.winner_score ?? 0) - (a.winner_score ?? 0) || b.year - a.year)[0];
      return {
        total_games: held.length,
        total_teams: teams.size,
        seasons_not_held: results.length - held.length,
        team_championships: teamChampionships,
        longest_streak: longestStreak(results),
        highest_score: highest?.winner_score ?? null,
        highest_score_game: highest
          ? {
              team: highest.team_name,
              opponent: highest.runner_up_name,
              winner_score: highest.winner_score,
              runner_up_score: highest.runner_up_score,
              title_year: highest.title_year,
              season_label: highest.season_label,
            }
          : null,
      };
    },
  },
  {
    pattern: "championships/championships/:id/games",
    cacheClass: "static",
    async handle({ sql, params, url }) {
      const query = parseParams(url, ["page", "page_size"]);
      const { id } = await championshipById(sql, params.id);
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
        title_year: r.title_year,
        edition: r.edition,
        game_date: r.game_date,
        venue: { name: r.venue, city: r.city, state: r.state },
        mvp: r.mvp,
      }));
      return pageOf(url, page, all.length, results);
    },
  },
  {
    pattern: "championships/champions",
    cacheClass: "static",
    async handle({ sql, url }) {
      const params = parseParams(url, ["search", "page", "page_size", "season", "season__start_year", "year"]);
      const where = new Where();
      siteWhere(url, where);
      const season = params.season__start_year ?? params.season;
      if (season !== undefined) where.add("r.season_start_year = ?", season);
      if (params.year !== undefined) where.add("r.title_year = ?", params.year);
      if (params.search) {
        where.add("(r.winner_name ILIKE ? OR we.city ILIKE ? OR c.name ILIKE ? OR r.winning_coach ILIKE ?)", likePattern(params.search));
      }
      const page = pageRequest(params, 100);
      const count = (
        await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${RESULT_SELECT} ${where}) x`, where.values)
      )[0].n;
      const rows = await sql.query<ResultRow>(
        `${RESULT_SELECT} ${where} ORDER BY r.title_year DESC, r.season_start_year DESC, l.id, c.first_year DESC
         LIMIT ${where.param(page.pageSize)} OFFSET ${where.param(page.offset)}`,
        where.values,
      );
      return pageOf(url, page, count, rows.map(championResult));
    },
  },
  {
    pattern: "championships/champions/summary",
    cacheClass: "static",
    async handle({ sql, url }) {
      const where = new Where();
      siteWhere(url, where);
      where.add("r.status = 'held'");
      const [totals] = await sql.query<Record<string, number>>(
        `SELECT count(*)::int AS total_championships,
                count(DISTINCT r.winner_team_id)::int AS unique_teams,
                count(DISTINCT r.title_year)::int AS years_tracked,
                count(DISTINCT r.winning_coach)::int AS winning_coaches,
                min(r.title_year) AS first_year, max(r.title_year) AS last_year
         FROM championship_results r JOIN championships c ON c.id = r.championship_id ${sportLevelJoin("c")} ${where}`,
        where.values,
      );
      const years = await sql.query<{ title_year: number }>(
        `SELECT DISTINCT r.title_year FROM championship_results r JOIN championships c ON c.id = r.championship_id
         ${sportLevelJoin("c")} ${where} ORDER BY r.title_year DESC`,
        where.values,
      );
      return { ...totals, years: years.map((y) => y.title_year) };
    },
  },
];
