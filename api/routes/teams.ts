// Team endpoints: the directory, one team with its eras, its titles, seasons, roster, schedule and
// season statistics (all derived from games and published records).
import * as m from "../model";
import { easternDate } from "../../core/game-dates";
import { withShownStatus } from "../../core/game-status";
import { isSport } from "../../core/sports";
import { postseasonResult, record, recordLine, type PostseasonReach } from "../../core/standings";
import type { Sql } from "../../db/database";
import { badRequest, notFound } from "../errors";
import { pageOf, pageRequest, wholeList } from "../pagination";
import { parseParams } from "../params";
import { PAGE_PARAMS, SITE_PARAMS, route, type Route } from "../router";
import { inSite, likePattern, siteScope, siteScopeOf, Where, whereInSite } from "../sql-filters";
import { RESULT_SELECT, scoreLine, type ResultRow } from "../sql/championship-results";
import { SPORT_LEVEL_FIELDS, sportLevelJoin } from "../sql/sport-level";
import { eraInSeason } from "../sql/team-eras";

export const TEAM_SELECT = `SELECT t.id, t.slug, t.name, t.short_name, t.abbreviation, t.city, t.state, t.country,
    t.founded_year, t.folded_year, ${SPORT_LEVEL_FIELDS},
    CASE WHEN t.conference IS NULL THEN NULL ELSE json_build_object('name', t.conference) END AS conference,
    CASE WHEN t.division IS NULL THEN NULL ELSE json_build_object('name', t.division) END AS division,
    CASE WHEN v.id IS NULL THEN NULL ELSE json_build_object('name', v.name, 'city', v.city, 'state', v.state,
      'country', v.country, 'capacity', v.capacity, 'opened_year', v.opened_year) END AS home_venue,
    (SELECT count(DISTINCT r.season_start_year)::int FROM championship_results r
      WHERE r.winner_team_id = t.id AND r.status = 'held') AS championships_won,
    (SELECT max(r.season_start_year) FROM championship_results r WHERE r.winner_team_id = t.id AND r.status = 'held')
      AS last_championship_season,
    (SELECT se.label FROM championship_results r JOIN seasons se ON se.id = r.season_id
      WHERE r.winner_team_id = t.id AND r.status = 'held' ORDER BY r.season_start_year DESC LIMIT 1) AS last_championship_label,
    (SELECT min(e.first_season) FROM team_eras e WHERE e.team_id = t.id AND coalesce(e.league_id, t.league_id) = t.league_id)
      AS first_league_season
  FROM teams t ${sportLevelJoin("t")}
  LEFT JOIN venues v ON v.id = t.venue_id`;

/**
 * The distinct seasons of a team's games, one index probe a season (a loose index scan on games_home or
 * games_away): reading the games themselves read some 12,600 table pages for the Yankees' 20,000 games
 * to find 126 years (0.5-2 s on a cold cache).
 */
const gameYears = (column: "home_team_id" | "away_team_id") => `(WITH RECURSIVE y AS (
    SELECT (SELECT min(season_start_year) FROM games WHERE ${column} = $1) AS season_start_year
    UNION ALL
    SELECT (SELECT min(g.season_start_year) FROM games g WHERE g.${column} = $1 AND g.season_start_year > y.season_start_year)
    FROM y WHERE y.season_start_year IS NOT NULL)
  SELECT season_start_year FROM y WHERE season_start_year IS NOT NULL)`;

/** Seasons a team played: from games, published records and championship results. */
const TEAM_SEASON_YEARS = `SELECT season_start_year FROM standings WHERE team_id = $1
  UNION SELECT season_start_year FROM team_season_records WHERE team_id = $1
  UNION SELECT season_start_year FROM ${gameYears("home_team_id")} home_years
  UNION SELECT season_start_year FROM ${gameYears("away_team_id")} away_years
  UNION SELECT season_start_year FROM championship_results WHERE winner_team_id = $1 OR runner_up_team_id = $1`;

type TeamKey = { id: number; matchedEra: { slug: string; name: string; first_season: number; last_season: number | null } | null };

/**
 * A team by id, slug, or the slug of one of its former names (then the era is reported), in the site's
 * sport and level when the request names them: another sport's team is not found on a sport site.
 */
async function findTeam(sql: Sql, key: string, url: URL): Promise<TeamKey> {
  const found = await findAnyTeam(sql, key);
  const scope = siteScope(url);
  if (scope.sport || scope.level) {
    const [team] = await sql.query<{ sport: string; level: string }>(
      `SELECT s.slug AS sport, lv.slug AS level FROM teams t ${sportLevelJoin("t")} WHERE t.id = $1`,
      [found.id],
    );
    if (!inSite(scope, team)) {
      throw notFound(`Team '${key}' of this site's sport and level`);
    }
  }
  return found;
}

async function findAnyTeam(sql: Sql, key: string): Promise<TeamKey> {
  if (/^\d{1,9}$/.test(key)) {
    const rows = await sql.query<{ id: number }>("SELECT id FROM teams WHERE id = $1", [Number(key)]);
    if (rows[0]) return { id: rows[0].id, matchedEra: null };
    throw notFound("Team");
  }
  if (key.length > 120 || !/^[a-z0-9-]+$/.test(key)) throw notFound("Team");
  const direct = await sql.query<{ id: number }>("SELECT id FROM teams WHERE slug = $1", [key]);
  if (direct[0]) return { id: direct[0].id, matchedEra: null };
  const eras = await sql.query<{ team_id: number; slug: string; name: string; first_season: number; last_season: number | null }>(
    "SELECT team_id, slug, name, first_season, last_season FROM team_eras WHERE slug = $1 ORDER BY last_season DESC NULLS FIRST",
    [key],
  );
  if (eras[0]) {
    const { team_id, ...era } = eras[0];
    return { id: team_id, matchedEra: era };
  }
  throw notFound("Team");
}

async function teamSeasonYears(sql: Sql, teamId: number): Promise<Array<number>> {
  const rows = await sql.query<{ season_start_year: number }>(`SELECT season_start_year FROM (${TEAM_SEASON_YEARS}) y ORDER BY season_start_year DESC`, [
    teamId,
  ]);
  return rows.map((r) => r.season_start_year);
}

/** The season a team-year endpoint answers for: ?year=, else the team's latest season. */
async function seasonParam(sql: Sql, url: URL, teamId: number): Promise<number | null> {
  const { year } = parseParams(url, ["year"]);
  if (year !== undefined) return year;
  return (await teamSeasonYears(sql, teamId))[0] ?? null;
}

/** A team-season list (roster, schedule): the rows of ?year= (else the latest season), or none. */
async function seasonList<Row extends Record<string, unknown> = Record<string, unknown>>(
  sql: Sql,
  url: URL,
  key: string,
  query: string,
  mapRow: (row: Row) => Row = (row) => row,
) {
  const { id } = await findTeam(sql, key, url);
  const year = await seasonParam(sql, url, id);
  const rows = year === null ? [] : await sql.query<Row>(query, [id, year]);
  return { ...wholeList(rows.map(mapRow)), year };
}

/**
 * A team's league titles, newest first: one per season, with the championships it comprised (the 1966
 * Packers' NFL Championship and Super Bowl I are one league title). `rows` are ordered by season.
 */
export function leagueTitles(rows: ReadonlyArray<ResultRow>) {
  const bySeason = new Map<number, Array<ResultRow>>();
  for (const row of rows) bySeason.set(row.year, [...(bySeason.get(row.year) ?? []), row]);
  return [...bySeason.values()].map((titles) => {
    const first = titles[0];
    return {
      id: first.id,
      year: first.year,
      season_label: first.season_label,
      season_name: first.season_name,
      team_name: first.team_name,
      team_city: first.team_city,
      league: first.team_league,
      titles: titles.map((r) => ({
        id: r.id,
        championship_name: r.championship_name,
        championship_slug: r.championship_slug,
        edition: r.edition,
        game_date: r.game_date,
        coach: r.coach,
        record: r.record,
        score: scoreLine(r),
        runner_up_name: r.runner_up_name,
      })),
    };
  });
}

/** A home or away line; null for a team-season we hold no games of (its record is the published one). */
function splitRecord(wins: number | null, losses: number | null, ties: number | null): string | null {
  if (wins === null || losses === null) return null;
  return record(wins, losses, ties);
}

export const teamRoutes: Array<Route> = [
  route({
    pattern: "teams/teams",
    model: m.pageOf(m.team),
    cacheClass: "semi-static",
    params: [...SITE_PARAMS, ...PAGE_PARAMS, "search", "division", "conference"],
    async handle({ sql, url }) {
      const params = parseParams(url, ["sport__slug", "level__slug", "search", "division", "conference", "page", "page_size"]);
      const where = new Where();
      whereInSite(where, siteScopeOf(params));
      if (params.division) where.add("(t.division = ? OR t.conference = ?)", params.division);
      if (params.conference) where.add("t.conference = ?", params.conference);
      if (params.search) {
        where.add(
          `(t.name ILIKE ? OR t.city ILIKE ? OR t.abbreviation ILIKE ? OR t.state ILIKE ?
            OR EXISTS (SELECT 1 FROM team_eras e WHERE e.team_id = t.id AND (e.name ILIKE ? OR e.city ILIKE ?)))`,
          likePattern(params.search),
        );
      }
      const page = pageRequest(params);
      const count = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM teams t ${sportLevelJoin("t")} ${where}`, where.values))[0].n;
      const results = await sql.query<m.Fields<typeof m.team>>(
        `${TEAM_SELECT} ${where} ORDER BY t.name, t.id LIMIT ${where.param(page.pageSize)} OFFSET ${where.param(page.offset)}`,
        where.values,
      );
      return pageOf(url, page, count, results);
    },
  }),
  route({
    pattern: "teams/teams/facets",
    model: m.teamFacets,
    cacheClass: "semi-static",
    params: SITE_PARAMS,
    async handle({ sql, url }) {
      const where = whereInSite(new Where(), siteScope(url));
      const [totals] = await sql.query<{ teams: number; sports: number; divisions: number }>(
        `SELECT count(*)::int AS teams, count(DISTINCT s.id)::int AS sports,
                count(DISTINCT coalesce(t.division, t.conference))::int AS divisions
         FROM teams t ${sportLevelJoin("t")} ${where}`,
        where.values,
      );
      type Facets = m.Fields<typeof m.teamFacets>;
      const sports = await sql.query<Facets["sports_list"][number]>(
        `SELECT s.slug, s.name, count(*)::int AS teams FROM teams t ${sportLevelJoin("t")} ${where} GROUP BY s.slug, s.name ORDER BY s.name`,
        where.values,
      );
      const divisions = await sql.query<Facets["divisions_list"][number]>(
        `SELECT coalesce(t.division, t.conference) AS name, count(*)::int AS teams FROM teams t ${sportLevelJoin("t")} ${where}
         GROUP BY 1 HAVING coalesce(t.division, t.conference) IS NOT NULL ORDER BY 1`,
        where.values,
      );
      return { ...totals, sports_list: sports, divisions_list: divisions };
    },
  }),
  route({
    pattern: "teams/teams/:id",
    model: m.teamDetail,
    cacheClass: "semi-static",
    params: SITE_PARAMS,
    async handle({ sql, params, url }) {
      const { id, matchedEra } = await findTeam(sql, params.id, url);
      const [team] = await sql.query<m.Fields<typeof m.team>>(`${TEAM_SELECT} WHERE t.id = $1`, [id]);
      const eras = await sql.query<m.Fields<typeof m.teamDetail>["eras"][number]>(
        `SELECT e.slug, e.name, e.nickname, e.city, e.state, e.abbreviation, e.first_season, e.last_season, e.note,
                json_build_object('name', el.name, 'slug', el.slug, 'abbreviation', el.abbreviation) AS league
         FROM team_eras e JOIN teams t ON t.id = e.team_id JOIN leagues el ON el.id = coalesce(e.league_id, t.league_id)
         WHERE e.team_id = $1 ORDER BY e.first_season`,
        [id],
      );
      const years = await teamSeasonYears(sql, id);
      return {
        ...team,
        eras,
        matched_era: matchedEra,
        first_season: years.at(-1) ?? null,
        last_season: years[0] ?? null,
        seasons_count: years.length,
      };
    },
  }),
  route({
    pattern: "teams/teams/:id/championships",
    model: m.pageOf(m.teamChampionship),
    cacheClass: "semi-static",
    params: SITE_PARAMS,
    async handle({ sql, params, url }) {
      const { id } = await findTeam(sql, params.id, url);
      const rows = await sql.query<ResultRow>(
        `${RESULT_SELECT} WHERE r.winner_team_id = $1 AND r.status = 'held' ORDER BY r.season_start_year DESC, c.first_year`,
        [id],
      );
      return wholeList(leagueTitles(rows));
    },
  }),
  route({
    pattern: "teams/teams/:id/seasons",
    model: m.pageOf(m.teamSeason),
    cacheClass: "semi-static",
    params: SITE_PARAMS,
    async handle({ sql, params, url }) {
      const { id } = await findTeam(sql, params.id, url);
      type SeasonRow = Omit<m.Fields<typeof m.teamSeason>, "id" | "name" | "postseason"> & {
        postseason_round: string | null;
        postseason_opponent_name: string | null;
        postseason_wins: number | null;
        postseason_losses: number | null;
        postseason_ties: number | null;
      };
      const rows = await sql.query<SeasonRow>(
        // Titles, head coaches and the published record are read once for the team and joined by season
        // (a subquery a season took 126 index probes each for the Yankees).
        `WITH titles AS (
           SELECT r.season_start_year, string_agg(DISTINCT c.name, ' / ') AS championship_names
           FROM championship_results r JOIN championships c ON c.id = r.championship_id
           WHERE r.winner_team_id = $1 AND r.status = 'held' GROUP BY r.season_start_year),
         coach_games AS (
           SELECT cs.season_start_year, cs.coach_id, min(cs.id) AS first_id,
                  sum(coalesce(cs.wins, 0) + coalesce(cs.losses, 0) + coalesce(cs.ties, 0)) AS games
           FROM coaching_stints cs WHERE cs.team_id = $1 AND cs.is_head_coach GROUP BY cs.season_start_year, cs.coach_id),
         -- The head coaches of each season, the one who led the most games first.
         head AS (
           SELECT hc.season_start_year, json_agg(json_build_object('slug', c.slug, 'name', pe.full_name) ORDER BY hc.games DESC, hc.first_id) AS head_coaches
           FROM coach_games hc JOIN coaches c ON c.id = hc.coach_id JOIN people pe ON pe.id = c.person_id GROUP BY hc.season_start_year),
         published AS (
           SELECT DISTINCT ON (r.season_start_year) r.* FROM team_season_records r WHERE r.team_id = $1 ORDER BY r.season_start_year, r.source)
         SELECT y.season_start_year AS start_year, se.id AS season_id, se.label, se.slug AS season_slug,
                era.name AS team_name, sl.abbreviation AS league, sl.name AS league_name,
                titles.season_start_year IS NOT NULL AS championship_won, titles.championship_names,
                st.wins, st.losses, st.ties, st.ot_losses, st.points, st.games_played, st.win_percentage::float AS win_percentage,
                coalesce(st.division, tr.division) AS division, coalesce(st.conference, tr.conference) AS conference,
                coalesce(tr.division_rank, st.rank) AS finish, st.playoff_position,
                st.postseason_round, st.postseason_opponent_name, st.postseason_wins, st.postseason_losses, st.postseason_ties,
                tr.wins AS record_wins, tr.losses AS record_losses, tr.ties AS record_ties, tr.ot_losses AS record_ot_losses,
                tr.made_playoffs,
                coalesce(head.head_coaches, '[]'::json) AS head_coaches
         FROM (${TEAM_SEASON_YEARS}) y
         JOIN teams t ON t.id = $1
         LEFT JOIN LATERAL (${eraInSeason("$1", "y.season_start_year")}) era ON true
         LEFT JOIN leagues sl ON sl.id = coalesce(era.league_id, t.league_id)
         LEFT JOIN seasons se ON se.league_id = sl.id AND se.start_year = y.season_start_year
         LEFT JOIN standings st ON st.team_id = $1 AND st.season_start_year = y.season_start_year
         LEFT JOIN published tr ON tr.season_start_year = y.season_start_year
         LEFT JOIN titles ON titles.season_start_year = y.season_start_year
         LEFT JOIN head ON head.season_start_year = y.season_start_year
         ORDER BY y.season_start_year DESC`,
        [id],
      );
      const results = rows.map(({ postseason_round, postseason_opponent_name, postseason_wins, postseason_losses, postseason_ties, ...row }) => {
        const reach: PostseasonReach | null =
          postseason_wins === null || postseason_losses === null
            ? null
            : { round: postseason_round, opponent: postseason_opponent_name, wins: postseason_wins, losses: postseason_losses, ties: postseason_ties ?? 0 };
        return {
          id: `${id}-${row.start_year}`,
          name: `${row.label} ${row.team_name ?? ""}`.trim(),
          ...row,
          // The team's last postseason series in the games we hold; null without postseason games.
          postseason: reach ? { ...reach, result: postseasonResult(reach) } : null,
        };
      });
      return wholeList(results);
    },
  }),
  route({
    pattern: "teams/teams/:id/roster",
    model: m.listWithYear(m.rosterEntry),
    cacheClass: "semi-static",
    params: [...SITE_PARAMS, "year"],
    handle({ sql, params, url }) {
      return seasonList(
        sql,
        url,
        params.id,
        `SELECT ps.id, ps.jersey_number, coalesce(ps.is_captain, false) AS is_captain,
                      coalesce(ps.is_starter, false) AS is_starter, p.slug, ps.position, ps.stats,
                      json_build_object('id', p.id, 'slug', p.slug, 'is_active', p.is_active,
                        'primary_position_name', coalesce(ps.position, p.position),
                        'person', json_build_object('first_name', pe.first_name, 'last_name', pe.last_name,
                                                    'full_name', pe.full_name)) AS player
               FROM player_seasons ps
               JOIN players p ON p.id = ps.player_id
               JOIN people pe ON pe.id = p.person_id
               WHERE ps.team_id = $1 AND ps.season_start_year = $2
               ORDER BY pe.last_name, pe.first_name, ps.id`,
      );
    },
  }),
  route({
    pattern: "teams/teams/:id/schedule",
    model: m.listWithYear(m.scheduledGame),
    cacheClass: "dynamic",
    params: [...SITE_PARAMS, "year"],
    handle({ sql, params, url, now }) {
      const today = easternDate(now);
      return seasonList<m.Fields<typeof m.scheduledGame>>(
        sql,
        url,
        params.id,
        `SELECT g.id, g.week, g.round, g.game_date, g.game_time, g.status, g.game_type,
                      g.home_team_id AS home_team, g.away_team_id AS away_team,
                      he.name AS home_team_name, he.abbreviation AS home_team_abbreviation, ht.slug AS home_team_slug,
                      ae.name AS away_team_name, ae.abbreviation AS away_team_abbreviation, at.slug AS away_team_slug,
                      g.home_score, g.away_score, g.venue_name, g.neutral_site, g.attendance, g.overtime
               FROM games g
               JOIN teams ht ON ht.id = g.home_team_id
               JOIN teams at ON at.id = g.away_team_id
               LEFT JOIN LATERAL (${eraInSeason("g.home_team_id", "g.season_start_year")}) he ON true
               LEFT JOIN LATERAL (${eraInSeason("g.away_team_id", "g.season_start_year")}) ae ON true
               WHERE (g.home_team_id = $1 OR g.away_team_id = $1) AND g.season_start_year = $2
               ORDER BY g.game_date, g.id`,
        // A fixture of a day gone by is "no_result", never upcoming (core/game-status.ts).
        (row) => withShownStatus(row, today),
      );
    },
  }),
  route({
    pattern: "teams/teams/:id/stats",
    model: m.teamStats,
    cacheClass: "semi-static",
    params: [...SITE_PARAMS, "year"],
    async handle({ sql, params, url }) {
      const { id } = await findTeam(sql, params.id, url);
      const year = await seasonParam(sql, url, id);
      const years = await teamSeasonYears(sql, id);
      const [titles] = await sql.query<{ championships_won: number }>(
        `SELECT count(DISTINCT season_start_year)::int AS championships_won FROM championship_results
         WHERE winner_team_id = $1 AND status = 'held'`,
        [id],
      );
      const base = {
        year,
        championships_won: titles.championships_won,
        years_active: years.length,
        seasons_held: [...years].reverse(),
        first_season: years.at(-1) ?? null,
        last_season: years[0] ?? null,
      };
      if (year === null) return { ...base, season: null, record: null, published_record: null };
      if (!years.includes(year)) throw badRequest(`Parameter 'year' ${year} is not a season this team played.`);
      type Split = number | null;
      type StandingStats = Record<
        "games_played" | "wins" | "losses" | "ties" | "ot_losses" | "win_percentage" | "points_for" | "points_against" | "streak",
        number
      > &
        Record<"derived_wins" | "points" | "home_wins" | "home_losses" | "home_ties" | "away_wins" | "away_losses" | "away_ties", Split> & {
          sport: string;
          record_source: string;
          streak_type: string | null;
        };
      const [standing] = await sql.query<StandingStats>(
        `SELECT st.*, s.slug AS sport FROM standings st JOIN leagues l ON l.id = st.league_id JOIN sports s ON s.id = l.sport_id
         WHERE st.team_id = $1 AND st.season_start_year = $2`,
        [id, year],
      );
      const sport = isSport(standing?.sport) ? standing.sport : "football";
      type Stats = m.Fields<typeof m.teamStats>;
      const [published] = await sql.query<NonNullable<Stats["published_record"]>>(
        `SELECT wins, losses, ties, ot_losses, points, points_for, points_against, conference, division, division_rank,
                made_playoffs, attendance, venue_name, source
         FROM team_season_records WHERE team_id = $1 AND season_start_year = $2 ORDER BY source LIMIT 1`,
        [id, year],
      );
      const [playoffs] = await sql.query<{ games: number; wins: number; losses: number }>(
        `SELECT count(*)::int AS games,
                count(*) FILTER (WHERE (home_team_id = $1 AND home_score > away_score) OR (away_team_id = $1 AND away_score > home_score))::int AS wins,
                count(*) FILTER (WHERE (home_team_id = $1 AND home_score < away_score) OR (away_team_id = $1 AND away_score < home_score))::int AS losses
         FROM games WHERE (home_team_id = $1 OR away_team_id = $1) AND season_start_year = $2 AND game_type <> 'regular'
           AND status = 'final'`,
        [id, year],
      );
      const [season] = await sql.query<NonNullable<Stats["season"]>>(
        `SELECT se.start_year, se.label, se.name, se.slug, era.name AS team_name,
                json_build_object('name', sl.name, 'slug', sl.slug, 'abbreviation', sl.abbreviation) AS league,
                EXISTS (SELECT 1 FROM championship_results r WHERE r.winner_team_id = $1 AND r.season_start_year = $2
                          AND r.status = 'held') AS championship_won
         FROM teams t
         LEFT JOIN LATERAL (${eraInSeason("$1", "$2")}) era ON true
         JOIN leagues sl ON sl.id = coalesce(era.league_id, t.league_id)
         JOIN seasons se ON se.league_id = sl.id AND se.start_year = $2
         WHERE t.id = $1`,
        [id, year],
      );
      return {
        ...base,
        season: season ?? null,
        // The team-season's record when we hold its games; the wins, losses, ties and overtime losses are
        // the published ones where a dataset has them (standings.record_source). Without games: null,
        // and published_record carries it.
        record:
          standing && standing.derived_wins !== null
            ? {
                record_line: recordLine(sport, year, {
                  wins: standing.wins,
                  losses: standing.losses,
                  ties: standing.ties,
                  otLosses: standing.ot_losses,
                }),
                games_played: standing.games_played,
                wins: standing.wins,
                losses: standing.losses,
                ties: standing.ties,
                // The published record where a dataset has one (standings.record_source), else derived from games.
                ot_losses: standing.ot_losses,
                points: standing.points,
                record_source: standing.record_source,
                win_percentage: standing.games_played > 0 ? standing.win_percentage : null,
                points_for: standing.points_for,
                points_against: standing.points_against,
                home_record: splitRecord(standing.home_wins, standing.home_losses, standing.home_ties),
                away_record: splitRecord(standing.away_wins, standing.away_losses, standing.away_ties),
                streak: standing.streak,
                streak_type: standing.streak_type,
              }
            : null,
        published_record: published ?? null,
        playoffs: playoffs.games > 0 ? playoffs : null,
      };
    },
  }),
];
