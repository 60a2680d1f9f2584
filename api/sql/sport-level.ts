// How a row reaches its league's sport and level: the joins (leagues l, sports s, levels lv) and the
// sport, level and league as JSON objects. The site filter on them is in api/sql-filters.ts.
export const SPORT_LEVEL_JOIN = `JOIN leagues l ON l.id = {alias}.league_id
  JOIN sports s ON s.id = l.sport_id
  JOIN levels lv ON lv.id = l.level_id`;

export function sportLevelJoin(alias: string): string {
  return SPORT_LEVEL_JOIN.replace("{alias}", alias);
}

export const SPORT_LEVEL_FIELDS = `json_build_object('name', s.name, 'slug', s.slug, 'abbreviation', s.abbreviation) AS sport,
  json_build_object('name', lv.name, 'slug', lv.slug) AS level,
  json_build_object('name', l.name, 'slug', l.slug, 'abbreviation', l.abbreviation) AS league`;
