// Career and single-season leaders: the lists computed at import (leader_lines), read a page at a time.
// A list holds its first 100 ranks; ties share a rank. A range of seasons sums the season rows of the
// range (a career within those seasons); otherwise the stored careers are read through their index.
import {
  LEADER_LEAGUE_SPORT,
  LEADER_LIST_LENGTH,
  LEADER_STATISTICS,
  leaderStatistic,
  leaderValueText,
  type LeaderSpan,
  type LeaderStatistic,
} from "../../core/record-book";
import { dataBoundText, leaguesCountedText } from "../../core/coverage";
import { seasonLabel } from "../../core/seasons";
import type { SportSlug } from "../../core/sports";
import type { Sql } from "../../db/database";
import { badRequest, notFound } from "../errors";
import { pageOf, type PageRequest } from "../pagination";
import type { SiteScope } from "../sql-filters";
import { Where, whereInSite } from "../sql-filters";
import { eraInSeason } from "../sql/team-eras";
import { leaderBounds, scopeOf, type Scope } from "./scope";

type LeagueRow = { id: number; slug: string; name: string; abbreviation: string; sport: SportSlug };

/** The leagues of the site that have leader lists, in the order of core/record-book.ts. */
export async function leaderLeagues(sql: Sql, site: SiteScope): Promise<Array<LeagueRow>> {
  const where = new Where().add("l.slug = ANY(?)", Object.keys(LEADER_STATISTICS));
  whereInSite(where, site);
  where.add("EXISTS (SELECT 1 FROM leader_statistics ls WHERE ls.league_id = l.id)");
  const rows = await sql.query<LeagueRow>(
    `SELECT l.id, l.slug, l.name, l.abbreviation, s.slug AS sport FROM leagues l
     JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id ${where}`,
    where.values,
  );
  const order = Object.keys(LEADER_STATISTICS);
  return rows.sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
}

type LineRow = {
  player_id: number;
  season_start_year: number | null;
  first_season: number;
  last_season: number;
  team_id: number | null;
  value: number;
  is_active: boolean;
  rank: number;
};

export type LeadersQuery = {
  league?: string;
  statistic?: string;
  span: LeaderSpan;
  active: boolean;
  from?: number;
  to?: number;
};

function minimumText(stat: LeaderStatistic, span: LeaderSpan): string | null {
  return stat.minimum ? stat.minimum.text(span === "career" ? stat.minimum.career : stat.minimum.season) : null;
}

/** The top rows of one list (up to 100), ranked; ties share a rank. */
async function topLines(sql: Sql, league: LeagueRow, stat: LeaderStatistic, query: LeadersQuery, wholeRange: boolean): Promise<Array<LineRow>> {
  const dir = stat.ascending ? "ASC" : "DESC";
  const where = new Where().add("league_id = ?", league.id).add("statistic = ?", stat.slug);
  if (query.span === "career" && !wholeRange) {
    // A career within the range: its season rows there, summed (a rate from its summed parts), read
    // from leader_seasons, which holds a list's seasons side by side (migration 0053, decision 0124).
    if (query.from !== undefined) where.add("season_start_year >= ?", query.from);
    if (query.to !== undefined) where.add("season_start_year <= ?", query.to);
    if (query.active) where.add("is_active");
    const value = stat.denominator ? `${stat.scale ?? 1} * sum(numerator) / sum(denominator)` : "sum(numerator)";
    const having = stat.minimum ? `HAVING sum(denominator) >= ${where.param(stat.minimum.career)}` : "";
    return sql.query<LineRow>(
      `SELECT x.*, rank() OVER (ORDER BY x.value ${dir})::int AS rank FROM (
         SELECT player_id, NULL::int AS season_start_year, min(season_start_year) AS first_season, max(season_start_year) AS last_season,
                NULL::int AS team_id, ${value} AS value, bool_or(is_active) AS is_active
         FROM leader_seasons ${where} GROUP BY player_id ${having}
         ORDER BY value ${dir}, player_id LIMIT ${LEADER_LIST_LENGTH}) x
       ORDER BY x.value ${dir}, x.player_id`,
      where.values,
    );
  }
  where.add("span = ?", query.span).add("qualifies");
  if (query.active) where.add("is_active");
  if (query.span === "season" && query.from !== undefined) where.add("season_start_year >= ?", query.from);
  if (query.span === "season" && query.to !== undefined) where.add("season_start_year <= ?", query.to);
  return sql.query<LineRow>(
    `SELECT x.*, rank() OVER (ORDER BY x.value ${dir})::int AS rank FROM (
       SELECT player_id, season_start_year, first_season, last_season, team_id, value, is_active
       FROM leader_lines ${where} ORDER BY value ${dir}, player_id LIMIT ${LEADER_LIST_LENGTH}) x
     ORDER BY x.value ${dir}, x.player_id`,
    where.values,
  );
}

/** Whether the league has a player known to be active (players_league index). */
async function someoneActive(sql: Sql, leagueId: number): Promise<boolean> {
  const [row] = await sql.query<{ known: boolean }>("SELECT EXISTS (SELECT 1 FROM players WHERE league_id = $1 AND is_active) AS known", [leagueId]);
  return row?.known ?? false;
}

export async function leadersPage(sql: Sql, url: URL, site: SiteScope, query: LeadersQuery, page: PageRequest) {
  if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
    throw badRequest(`Parameter 'from' (${query.from}) must not be after 'to' (${query.to}).`);
  }
  const leagues = await leaderLeagues(sql, site);
  const base = {
    leagues: leagues.map((l) => ({
      slug: l.slug,
      name: l.name,
      abbreviation: l.abbreviation,
      sport: l.sport,
      statistics: (LEADER_STATISTICS[l.slug] ?? []).map((s) => ({ slug: s.slug, label: s.label })),
    })),
    span: query.span,
    active: query.active,
    from: query.from ?? null,
    to: query.to ?? null,
  };
  const league = query.league ? leagues.find((l) => l.slug === query.league) : leagues[0];
  if (query.league && !league) throw notFound(`Leader lists for league '${query.league}' on this site`);
  if (!league)
    return { ...pageOf(url, page, 0, []), ...base, league: null, statistic: null, scope: null, bound: null, leagues_counted: null, active_known: false };
  const stats = LEADER_STATISTICS[league.slug] ?? [];
  const stat = query.statistic ? leaderStatistic(league.slug, query.statistic) : stats[0];
  if (!stat) throw badRequest(`Parameter 'statistic' must be one of ${stats.map((s) => s.slug).join(", ")} for the ${league.abbreviation}.`);
  const held = (await leaderBounds(sql)).get(`${league.id}|${stat.slug}`) ?? null;
  const sport = LEADER_LEAGUE_SPORT[league.slug] ?? league.sport;
  const scope: Scope | null = scopeOf(held, sport, query);
  const wholeRange = !held || ((query.from ?? held.first) <= held.first && (query.to ?? held.last) >= held.last);
  const [lines, activeKnown] = await Promise.all([scope ? topLines(sql, league, stat, query, wholeRange) : [], someoneActive(sql, league.id)]);
  const shown = lines.slice(page.offset, page.offset + page.pageSize);
  const details = await lineDetails(sql, shown);
  const results = shown.map((line) => {
    const detail = details.get(`${line.player_id}|${line.season_start_year ?? ""}`);
    return {
      rank: line.rank,
      player: { slug: detail?.player_slug ?? "", name: detail?.player_name ?? "" },
      value: Number(line.value),
      value_text: leaderValueText(stat, Number(line.value)),
      season:
        line.season_start_year === null
          ? null
          : {
              start_year: line.season_start_year,
              label: seasonLabel(line.season_start_year, league.sport),
              slug: `${line.season_start_year}-${league.slug}-season`,
            },
      first_season: line.first_season,
      last_season: line.last_season,
      team: detail?.team_slug ? { slug: detail.team_slug, name: detail.team_name ?? detail.team_slug } : null,
      is_active: line.is_active,
    };
  });
  return {
    ...pageOf(url, page, lines.length, results),
    ...base,
    league: { slug: league.slug, name: league.name, abbreviation: league.abbreviation },
    statistic: { slug: stat.slug, label: stat.label, ascending: stat.ascending ?? false, minimum: minimumText(stat, query.span) },
    scope,
    /** What the league's statistics leave out, besides their seasons ("Since 1970 only: ...; offense only: ..."). */
    bound: dataBoundText(held?.coverage ?? null, sport, league.abbreviation),
    leagues_counted: leaguesCountedText(league.slug),
    /**
     * Whether any of the league's players is known to be active: only when its player data reaches the
     * season being played (career_status, core/coverage.ts). When not, "active players only" lists no one.
     */
    active_known: activeKnown,
  };
}

type Detail = { player_id: number; season: number | null; player_slug: string; player_name: string; team_slug: string | null; team_name: string | null };

/** The names of a page's players and, for a season row, his club as it was named that season. */
async function lineDetails(sql: Sql, lines: ReadonlyArray<LineRow>): Promise<Map<string, Detail>> {
  if (lines.length === 0) return new Map();
  const rows = await sql.query<Detail>(
    `SELECT u.player_id, u.season, p.slug AS player_slug, pe.full_name AS player_name, t.slug AS team_slug,
            coalesce(era.name, t.name) AS team_name
     FROM unnest($1::int[], $2::int[], $3::int[]) AS u(player_id, season, team_id)
     JOIN players p ON p.id = u.player_id JOIN people pe ON pe.id = p.person_id
     LEFT JOIN teams t ON t.id = u.team_id
     LEFT JOIN LATERAL (${eraInSeason("t.id", "u.season")}) era ON true`,
    [lines.map((l) => l.player_id), lines.map((l) => l.season_start_year), lines.map((l) => l.team_id)],
  );
  return new Map(rows.map((r) => [`${r.player_id}|${r.season ?? ""}`, r]));
}
