// Analytics computed from the database: metric cards, two charts per metric category and insights,
// for a timeframe (this week, month, season, year, all time) and the site's sport and level.
import * as m from "../model";
import { scoreUnit } from "../../core/sports";
import type { Chart, ChartPoint } from "../model/analytics";
import { METRICS, TIMEFRAMES, seasonYearBounds, timeframeRange, type Metric, type Timeframe } from "../analytics/timeframes";
import { badRequest } from "../errors";
import { SITE_PARAMS, route, type Route } from "../router";
import type { Sql } from "../../db/database";
import { eraInSeason } from "../sql/team-eras";
import { siteScope, Where, whereInSite, type SiteScope } from "../sql-filters";

/** A WHERE over `l` (leagues), `s` (sports), `lv` (levels) for the site's scope, plus extra conditions. */
function scoped(scope: SiteScope): Where {
  return whereInSite(new Where(), scope);
}

const LEAGUE = "JOIN leagues l ON l.id = {t}.league_id JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id";
const join = (table: string) => LEAGUE.replaceAll("{t}", table);

function seasonLimits(where: Where, column: string, timeframe: Timeframe, now: Date): void {
  const bounds = seasonYearBounds(timeframe, now);
  if (bounds.min !== null) where.add(`${column} >= ?`, bounds.min);
  if (bounds.max !== null) where.add(`${column} <= ?`, bounds.max);
  if (timeframe === "season") where.add(`${column} = (SELECT max(x.season_start_year) FROM league_season_figures x WHERE x.league_id = l.id)`);
}

type Numbers = { games: number; scored: number; home_wins: number; decided: number };

/** Games, points and home wins in the timeframe: from dates for short ranges, else from standings. */
async function gameNumbers(sql: Sql, scope: SiteScope, timeframe: Timeframe, now: Date): Promise<Numbers> {
  const range = timeframeRange(timeframe, now);
  const where = scoped(scope);
  if (range.from && range.to) {
    where.add("g.game_date >= ?", range.from).add("g.game_date <= ?", range.to);
    where.add("g.status = 'final'").add("g.home_score IS NOT NULL");
    const [row] = await sql.query<Numbers>(
      `SELECT count(*)::int AS games, coalesce(sum(g.home_score + g.away_score), 0)::int AS scored,
              count(*) FILTER (WHERE g.home_score > g.away_score)::int AS home_wins,
              count(*) FILTER (WHERE g.home_score <> g.away_score)::int AS decided
       FROM games g ${join("g")} ${where}`,
      where.values,
    );
    return row;
  }
  seasonLimits(where, "f.season_start_year", timeframe, now);
  const [row] = await sql.query<Numbers>(
    `SELECT (coalesce(sum(f.team_games), 0) / 2)::int AS games, coalesce(sum(f.points_for), 0)::int AS scored,
            coalesce(sum(f.home_wins), 0)::int AS home_wins, coalesce(sum(f.home_wins + f.home_losses), 0)::int AS decided
     FROM league_season_figures f ${join("f")} ${where}`,
    where.values,
  );
  return row;
}

async function titlesByFranchise(sql: Sql, scope: SiteScope, timeframe: Timeframe, now: Date): Promise<Chart> {
  const where = scoped(scope).add("r.status = 'held'").add("r.winner_team_id IS NOT NULL");
  seasonLimits(where, "r.season_start_year", timeframe, now);
  const rows = await sql.query<{ name: string; titles: number }>(
    `SELECT t.name, count(*)::int AS titles FROM championship_results r
     JOIN championships c ON c.id = r.championship_id ${join("c")}
     JOIN teams t ON t.id = r.winner_team_id ${where}
     GROUP BY t.id, t.name ORDER BY titles DESC, t.name LIMIT 12`,
    where.values,
  );
  return {
    id: "titles-by-franchise",
    title: "Titles by franchise",
    description: "Championships won, counted by season, for the franchises with the most.",
    kind: "bar",
    unit: "titles",
    series: [{ name: "Titles", points: rows.map((row) => ({ x: row.name, y: row.titles })) }],
  };
}

async function bestRecords(sql: Sql, scope: SiteScope, timeframe: Timeframe, now: Date): Promise<Chart> {
  const where = scoped(scope).add("st.games_played >= 10");
  seasonLimits(where, "st.season_start_year", timeframe, now);
  const rows = await sql.query<{ name: string; year: number; pct: number }>(
    // The club's name that season (the 1969 Oakland Raiders, not today's Las Vegas name).
    // The ten best first, then their names (looking up every team-season's name before sorting took seconds).
    `SELECT coalesce(era.name, t.name) AS name, best.year, best.pct
     FROM (SELECT st.team_id, st.season_start_year AS year, st.wins,
                  round((st.wins + 0.5 * st.ties)::numeric / nullif(st.games_played, 0), 3)::float AS pct
           FROM standings st ${join("st")} ${where}
           ORDER BY pct DESC NULLS LAST, st.wins DESC, st.season_start_year, st.team_id LIMIT 10) best
     JOIN teams t ON t.id = best.team_id
     LEFT JOIN LATERAL (${eraInSeason("t.id", "best.year")}) era ON true
     ORDER BY best.pct DESC NULLS LAST, best.wins DESC, best.year, best.team_id`,
    where.values,
  );
  return {
    id: "best-records",
    title: "Best regular-season records",
    description: "Win percentage of the best team-seasons, from the games we hold (ties count half).",
    kind: "bar",
    unit: "win %",
    series: [{ name: "Win %", points: rows.map((row) => ({ x: `${row.name} ${row.year}`, y: Math.round(row.pct * 1000) / 10 })) }],
  };
}

async function scoringBySeason(sql: Sql, scope: SiteScope, timeframe: Timeframe, now: Date, unit: string): Promise<Chart> {
  const where = scoped(scope);
  seasonLimits(where, "f.season_start_year", timeframe, now);
  const rows = await sql.query<{ league: string; year: number; per_game: number }>(
    `SELECT l.abbreviation AS league, f.season_start_year AS year,
            round(sum(f.points_for)::numeric / nullif(sum(f.team_games) / 2.0, 0), 2)::float AS per_game
     FROM league_season_figures f ${join("f")} ${where}
     GROUP BY l.abbreviation, f.season_start_year HAVING sum(f.team_games) > 0 ORDER BY 1, 2`,
    where.values,
  );
  return {
    id: "scoring-by-season",
    title: `Scoring per game by season`,
    description: `Average ${unit} scored per game (both teams) in each regular season, by league.`,
    kind: "line",
    unit: `${unit} per game`,
    series: bySeries(
      rows,
      (row) => row.league,
      (row) => ({ x: String(row.year), y: row.per_game }),
    ),
  };
}

async function homeWinsByDecade(sql: Sql, scope: SiteScope, timeframe: Timeframe, now: Date): Promise<Chart> {
  const where = scoped(scope);
  seasonLimits(where, "f.season_start_year", timeframe, now);
  const rows = await sql.query<{ decade: number; share: number }>(
    `SELECT (f.season_start_year / 10) * 10 AS decade,
            round(100.0 * sum(f.home_wins) / nullif(sum(f.home_wins + f.home_losses), 0), 1)::float AS share
     FROM league_season_figures f ${join("f")} ${where}
     GROUP BY 1 HAVING sum(f.home_wins + f.home_losses) > 0 ORDER BY 1`,
    where.values,
  );
  return {
    id: "home-wins-by-decade",
    title: "Home-win share by decade",
    description: "Share of decided regular-season games won by the home team, by decade.",
    kind: "bar",
    unit: "% home wins",
    series: [{ name: "Home wins", points: rows.map((row) => ({ x: `${row.decade}s`, y: row.share })) }],
  };
}

async function championsByDecade(sql: Sql, scope: SiteScope, timeframe: Timeframe, now: Date): Promise<Chart> {
  const where = scoped(scope).add("r.status = 'held'");
  seasonLimits(where, "r.season_start_year", timeframe, now);
  const rows = await sql.query<{ decade: number; champions: number }>(
    `SELECT (r.season_start_year / 10) * 10 AS decade, count(DISTINCT coalesce(r.winner_team_id::text, r.winner_name))::int AS champions
     FROM championship_results r JOIN championships c ON c.id = r.championship_id ${join("c")} ${where}
     GROUP BY 1 ORDER BY 1`,
    where.values,
  );
  return {
    id: "champions-by-decade",
    title: "Distinct champions per decade",
    description: "How many different teams won a title in each decade: fewer means a decade of dynasties.",
    kind: "bar",
    unit: "champions",
    series: [{ name: "Champions", points: rows.map((row) => ({ x: `${row.decade}s`, y: row.champions })) }],
  };
}

async function gamesBySeason(sql: Sql, scope: SiteScope, timeframe: Timeframe, now: Date): Promise<Chart> {
  const where = scoped(scope);
  seasonLimits(where, "f.season_start_year", timeframe, now);
  const rows = await sql.query<{ league: string; year: number; games: number }>(
    `SELECT l.abbreviation AS league, f.season_start_year AS year, (sum(f.team_games) / 2)::int AS games
     FROM league_season_figures f ${join("f")} ${where} GROUP BY 1, 2 HAVING sum(f.team_games) > 0 ORDER BY 1, 2`,
    where.values,
  );
  return {
    id: "games-by-season",
    title: "Regular-season games by season",
    description: "Regular-season games we hold for each season, by league: schedules grew, strikes and lockouts show as dips.",
    kind: "line",
    unit: "games",
    series: bySeries(
      rows,
      (row) => row.league,
      (row) => ({ x: String(row.year), y: row.games }),
    ),
  };
}

async function mvpLeaders(sql: Sql, scope: SiteScope, timeframe: Timeframe, now: Date): Promise<Chart> {
  const where = scoped(scope).add("a.kind = 'mvp'");
  seasonLimits(where, "a.season_start_year", timeframe, now);
  const rows = await sql.query<{ name: string; awards: number }>(
    `SELECT pe.full_name AS name, count(*)::int AS awards FROM awards a ${join("a")}
     JOIN people pe ON pe.id = a.person_id ${where}
     GROUP BY pe.id, pe.full_name ORDER BY awards DESC, pe.full_name LIMIT 10`,
    where.values,
  );
  return {
    id: "mvp-leaders",
    title: "Most MVP awards",
    description: "League most valuable player awards (the NHL's Hart Trophy, each league's regular-season MVP) per player.",
    kind: "bar",
    unit: "awards",
    series: [{ name: "Awards", points: rows.map((row) => ({ x: row.name, y: row.awards })) }],
  };
}

async function debutsByDecade(sql: Sql, scope: SiteScope, timeframe: Timeframe, now: Date): Promise<Chart> {
  const where = scoped(scope).add("p.first_season IS NOT NULL");
  seasonLimits(where, "p.first_season", timeframe, now);
  const rows = await sql.query<{ decade: number; players: number }>(
    `SELECT (p.first_season / 10) * 10 AS decade, count(*)::int AS players FROM players p ${join("p")} ${where} GROUP BY 1 ORDER BY 1`,
    where.values,
  );
  return {
    id: "debuts-by-decade",
    title: "Player debuts by decade",
    description: "Players whose first season in our data falls in each decade.",
    kind: "bar",
    unit: "players",
    series: [{ name: "Debuts", points: rows.map((row) => ({ x: `${row.decade}s`, y: row.players })) }],
  };
}

function bySeries<T>(rows: Array<T>, name: (row: T) => string, point: (row: T) => ChartPoint): Chart["series"] {
  const series = new Map<string, Array<ChartPoint>>();
  for (const row of rows) series.set(name(row), [...(series.get(name(row)) ?? []), point(row)]);
  return [...series].map(([seriesName, points]) => ({ name: seriesName, points }));
}

function top(chart: Chart): ChartPoint | null {
  const named = chart.series.length > 1;
  const points = chart.series.flatMap((series) => series.points.map((point) => (named ? { x: `${series.name} ${point.x}`, y: point.y } : point)));
  return points.reduce<ChartPoint | null>((best, point) => (best === null || point.y > best.y ? point : best), null);
}

function insights(charts: Array<Chart>, numbers: Numbers, unit: string): Array<{ title: string; text: string }> {
  const out: Array<{ title: string; text: string }> = [];
  for (const chart of charts) {
    const best = top(chart);
    if (best) out.push({ title: chart.title, text: `Highest: ${best.x} with ${best.y.toLocaleString("en-US")} ${chart.unit}.` });
  }
  out.push(
    numbers.decided > 0
      ? {
          title: "Home advantage",
          text: `Home teams won ${((100 * numbers.home_wins) / numbers.decided).toFixed(1)}% of ${numbers.decided.toLocaleString("en-US")} decided games.`,
        }
      : { title: "Home advantage", text: "No decided games in this timeframe." },
  );
  if (numbers.games > 0)
    out.push({
      title: "Scoring",
      text: `${(numbers.scored / numbers.games).toFixed(2)} ${unit} per game across ${numbers.games.toLocaleString("en-US")} games.`,
    });
  return out.slice(0, 3);
}

export const analyticsRoutes: Array<Route> = [
  route({
    pattern: "analytics/dashboard",
    model: m.analyticsDashboard,
    cacheClass: "dynamic",
    params: [...SITE_PARAMS, "metric", "timeframe"],
    async handle({ url, sql, now }) {
      const metric = (url.searchParams.get("metric") ?? "performance") as Metric;
      const timeframe = (url.searchParams.get("timeframe") ?? "season") as Timeframe;
      if (!METRICS.includes(metric)) throw badRequest(`Parameter 'metric' must be one of ${METRICS.join(", ")}.`);
      if (!TIMEFRAMES.includes(timeframe)) throw badRequest(`Parameter 'timeframe' must be one of ${TIMEFRAMES.join(", ")}.`);
      const scope = siteScope(url);
      const unit = scope.sport ? scoreUnit(scope.sport) : "points, runs or goals";
      const numbers = await gameNumbers(sql, scope, timeframe, now);
      const titles = scoped(scope).add("r.status = 'held'");
      seasonLimits(titles, "r.season_start_year", timeframe, now);
      const [decided] = await sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM championship_results r JOIN championships c ON c.id = r.championship_id ${join("c")} ${titles}`,
        titles.values,
      );
      const builders: Record<Metric, () => Promise<Array<Chart>>> = {
        performance: async () => [await titlesByFranchise(sql, scope, timeframe, now), await bestRecords(sql, scope, timeframe, now)],
        players: async () => [await mvpLeaders(sql, scope, timeframe, now), await debutsByDecade(sql, scope, timeframe, now)],
        games: async () => [await scoringBySeason(sql, scope, timeframe, now, unit), await homeWinsByDecade(sql, scope, timeframe, now)],
        trends: async () => [await championsByDecade(sql, scope, timeframe, now), await gamesBySeason(sql, scope, timeframe, now)],
      };
      const charts = await builders[metric]();
      return {
        metric,
        timeframe,
        range: timeframeRange(timeframe, now),
        unit,
        cards: [
          { label: "Games Played", value: numbers.games },
          // Points, runs and goals are not one measure: the average is given for one sport at a time.
          scope.sport
            ? { label: `Average ${unit} per Game`, value: numbers.games ? Math.round((100 * numbers.scored) / numbers.games) / 100 : null }
            : { label: "Average Score per Game (choose a sport)", value: null },
          { label: "Home Win %", value: numbers.decided ? Math.round((1000 * numbers.home_wins) / numbers.decided) / 10 : null },
          { label: "Titles Decided", value: decided?.n ?? 0 },
        ],
        charts,
        insights: insights(charts, numbers, unit),
      };
    },
  }),
];
