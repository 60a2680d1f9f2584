// Site search: one query over teams (every era's name, so "Seattle SuperSonics" finds the Thunder's
// franchise), players, coaches, championships and seasons. Exact matches rank before prefix matches
// before substring matches; a sport site searches its own sport (its sport__slug/level__slug filters).
import { foldText, nameKey } from "../../core/names";
import { badRequest } from "../errors";
import { parseParams, refuseNulBytes } from "../params";
import { SITE_PARAMS, type Route } from "../router";
import { likePattern, siteScope, Where, whereInSite } from "../sql-filters";

export const SEARCH_GROUP_LIMIT = 10;
export const MIN_QUERY_LENGTH = 2;

/** Rank of a name for a term: 0 exact, 1 prefix (of the name or of a word in it), 2 substring. */
export function matchRank(name: string, term: string): number {
  const value = name.toLowerCase();
  const query = term.toLowerCase();
  if (value === query) return 0;
  if (value.startsWith(query) || value.split(/[\s-]+/).some((word) => word.startsWith(query))) return 1;
  return 2;
}

/**
 * The SQL twin of matchRank over a lower-case text expression; $first is the term, the two after it
 * its prefix patterns (prefixPatterns).
 */
function rankSql(expression: string, first = 1): string {
  return `CASE WHEN ${expression} = $${first} THEN 0
    WHEN ${expression} LIKE $${first + 1} OR ${expression} LIKE $${first + 2} THEN 1 ELSE 2 END`;
}

function scopeWhere(url: URL): { where: Where; values: Array<unknown> } {
  const where = whereInSite(new Where(), siteScope(url), { sport: "s.slug", level: "lv.slug" });
  return { where, values: where.values };
}

function prefixPatterns(term: string): [string, string] {
  const escaped = term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return [`${escaped}%`, `% ${escaped}%`];
}

export const searchRoutes: Array<Route> = [
  {
    pattern: "core/search",
    cacheClass: "semi-static",
    params: [...SITE_PARAMS, "search", "q"],
    async handle({ url, sql }) {
      refuseNulBytes(url);
      const { search } = parseParams(url, ["search"]);
      const q = (url.searchParams.get("q") ?? search ?? "").trim();
      if (q.length > 100) throw badRequest("Parameter 'q' must be at most 100 characters.");
      const empty = { query: q, teams: [], players: [], coaches: [], championships: [], seasons: [] };
      if (q.length < MIN_QUERY_LENGTH) return empty;
      const term = q.toLowerCase();
      const [prefix, wordPrefix] = prefixPatterns(term);
      const like = likePattern(term);
      // People are found by their name's key (core/names.ts): "doncic" finds "Dončić", "la russa" finds
      // "LaRussa" (a text inside a name is inside its key once spaces are dropped from both); ranked on the
      // folded name (people.search_name).
      const folded = foldText(q);
      const key = nameKey(q);
      const [foldedPrefix, foldedWordPrefix] = prefixPatterns(folded);
      // $1 term, $2 prefix, $3 word prefix, $4 substring pattern; the scope's values follow.
      const base = [term, prefix, wordPrefix, like];
      // For people: $1 the folded term, $2 and $3 its prefix patterns, $4 the key's substring pattern.
      const peopleBase = [folded, foldedPrefix, foldedWordPrefix, likePattern(key)];
      const peopleMatch = "pe.name_key LIKE $4";
      // A query with no letter or digit ("--") names nobody.
      const people = <T,>(query: () => Promise<Array<T>>) => (key === "" ? Promise.resolve([]) : query());
      const scoped = (shift: number) => {
        const { where } = scopeWhere(url);
        const conditions = where.toString().replace(/^WHERE /, "");
        const shifted = conditions.replace(/\$(\d+)/g, (_m, n: string) => `$${Number(n) + shift}`);
        return { sqlText: shifted ? `AND ${shifted}` : "", values: where.values };
      };
      const scope = scoped(base.length);
      const values = [...base, ...scope.values];
      const peopleScope = scoped(peopleBase.length);
      const peopleValues = [...peopleBase, ...peopleScope.values];
      const limit = SEARCH_GROUP_LIMIT;
      const [teams, players, coaches, championships, seasons] = await Promise.all([
        sql.query(
          `SELECT t.slug, t.name, t.city, s.slug AS sport, l.abbreviation AS league, m.era_name AS matched_name, m.rank
           FROM (
             SELECT DISTINCT ON (e.team_id) e.team_id, e.name AS era_name,
                    least(${rankSql("lower(e.name)")}, ${rankSql("lower(concat_ws(' ', e.city, e.nickname))")}) AS rank
             FROM team_eras e
             WHERE lower(e.name) LIKE $4 OR lower(concat_ws(' ', e.city, e.nickname)) LIKE $4
             ORDER BY e.team_id, 3, e.last_season DESC NULLS FIRST
           ) m
           JOIN teams t ON t.id = m.team_id
           JOIN leagues l ON l.id = t.league_id JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id
           WHERE true ${scope.sqlText}
           ORDER BY m.rank, t.name LIMIT ${limit}`,
          values,
        ),
        people(() => sql.query(
          `SELECT p.slug, pe.full_name AS name, p.position, s.slug AS sport, l.abbreviation AS league,
                  p.first_season, p.last_season, ${rankSql("pe.search_name")} AS rank
           FROM people pe JOIN players p ON p.person_id = pe.id
           JOIN leagues l ON l.id = p.league_id JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id
           WHERE ${peopleMatch} ${peopleScope.sqlText}
           ORDER BY rank, pe.hall_of_fame DESC, coalesce(p.last_season, 0) - coalesce(p.first_season, 0) DESC, pe.full_name LIMIT ${limit}`,
          peopleValues,
        )),
        people(() => sql.query(
          `SELECT c.slug, pe.full_name AS name, s.slug AS sport, l.abbreviation AS league, ${rankSql("pe.search_name")} AS rank
           FROM people pe JOIN coaches c ON c.person_id = pe.id
           JOIN leagues l ON l.id = c.league_id JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id
           WHERE ${peopleMatch} ${peopleScope.sqlText}
           ORDER BY rank, pe.full_name LIMIT ${limit}`,
          peopleValues,
        )),
        sql.query(
          `SELECT c.slug, c.name, s.slug AS sport, l.abbreviation AS league, ${rankSql("lower(c.name)")} AS rank
           FROM championships c
           JOIN leagues l ON l.id = c.league_id JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id
           WHERE (lower(c.name) LIKE $4 OR lower(coalesce(c.official_name, '')) LIKE $4 OR lower(coalesce(c.trophy_name, '')) LIKE $4) ${scope.sqlText}
           ORDER BY rank, c.name LIMIT ${limit}`,
          values,
        ),
        sql.query(
          `SELECT se.slug, se.name, se.label, se.start_year, s.slug AS sport, l.abbreviation AS league, ${rankSql("lower(se.name)")} AS rank
           FROM seasons se
           JOIN leagues l ON l.id = se.league_id JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id
           WHERE (lower(se.name) LIKE $4 OR lower(se.label) LIKE $4 OR lower(l.abbreviation || ' ' || se.label) LIKE $4) ${scope.sqlText}
           ORDER BY rank, se.start_year DESC LIMIT ${limit}`,
          values,
        ),
      ]);
      return { query: q, teams, players, coaches, championships, seasons };
    },
  },
];
