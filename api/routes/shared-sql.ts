// SQL pieces several endpoints share: how a championship, a result and a league's sport and level
// are selected, and how an id-or-slug path segment finds its row.
import { notFound } from "../errors";
import type { Sql } from "../../db/database";

export const SPORT_LEVEL_JOIN = `JOIN leagues l ON l.id = {alias}.league_id
  JOIN sports s ON s.id = l.sport_id
  JOIN levels lv ON lv.id = l.level_id`;

export function sportLevelJoin(alias: string): string {
  return SPORT_LEVEL_JOIN.replace("{alias}", alias);
}

export const SPORT_LEVEL_FIELDS = `json_build_object('name', s.name, 'slug', s.slug, 'abbreviation', s.abbreviation) AS sport,
  json_build_object('name', lv.name, 'slug', lv.slug) AS level,
  json_build_object('name', l.name, 'slug', l.slug, 'abbreviation', l.abbreviation) AS league`;

/** The era of team `{team}` in season `{season}` (a LATERAL subquery body). */
export function eraInSeason(team: string, season: string): string {
  return `SELECT e.name, e.city, e.state, e.abbreviation, e.nickname, e.league_id FROM team_eras e
    WHERE e.team_id = ${team} AND coalesce(e.first_season, 0) <= ${season} AND coalesce(e.last_season, 9999) >= ${season}
    ORDER BY e.first_season DESC NULLS LAST LIMIT 1`;
}

/** Finds a row's id by numeric id or slug; unknown is a 404 naming the thing. */
export async function idBySlugOrId(sql: Sql, table: string, key: string, what: string): Promise<number> {
  const isId = /^\d{1,9}$/.test(key);
  if (!isId && (key.length > 120 || !/^[a-z0-9-]+$/.test(key))) throw notFound(what);
  const rows = await sql.query<{ id: number }>(
    `SELECT id FROM ${table} WHERE ${isId ? "id = $1" : "slug = $1"}`,
    [isId ? Number(key) : key],
  );
  if (rows.length === 0) throw notFound(what);
  return rows[0].id;
}
