// Site search: one query over teams (every era's name, so "Seattle SuperSonics" finds the Thunder's
// franchise), players, coaches, championships, their titles by edition or year ("Super Bowl LI",
// "2016 World Series") and seasons. Exact matches rank before prefix matches before substring matches,
// and within a rank the famous first (titles, MVPs, All-Star selections, Hall of Fame, a long career);
// a sport site searches its own sport (its sport__slug/level__slug filters).
import * as m from "../model";
import { foldText, nameKey } from "../../core/names";
import { badRequest } from "../errors";
import { recordBookPageHits } from "../records/page-search";
import { SEARCH_GROUP_LIMIT } from "../model/search";
import { parseParams, refuseNulBytes } from "../params";
import { SITE_PARAMS, route, type Route } from "../router";
import { likePattern, siteScope, Where, whereInSite } from "../sql-filters";
import { scoreLine } from "../sql/championship-results";
import { eraInSeason } from "../sql/team-eras";
import { seasonSpansTwoYears } from "../../core/seasons";
import { isSport } from "../../core/sports";
import { teamSeasonQuery } from "../../core/team-season-query";
import type { Sql } from "../../db/database";

/**
 * How famous a player is, to order the players one query matches equally well: titles, MVPs and
 * All-Star selections we hold, the Hall of Fame, and the length of the career (a draft year stands in
 * for a first season the data lacks: NFL players).
 */
const PLAYER_FAME = `(3 * coalesce(p.championships_won, 0) + 4 * coalesce(p.mvp_awards, 0) + 2 * coalesce(p.all_star_selections, 0)
  + CASE WHEN pe.hall_of_fame THEN 10 ELSE 0 END
  + coalesce(p.last_season - coalesce(p.first_season, p.draft_year), 0))`;
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

/** The year a title is named by: its deciding game's ("Super Bowl 2017"), else its season's start year. */
const TITLE_YEAR = "coalesce(extract(year FROM r.game_date)::int, r.season_start_year)::text";

/** A hit of one group of the answer, as its SQL selects it. */
type Hit<Group extends "teams" | "players" | "coaches" | "championships" | "seasons"> = m.Fields<typeof m.searchResults>[Group][number];

type TitleRow = {
  slug: string;
  name: string;
  label: string;
  start_year: number;
  sport: string;
  league: string;
  rank: number;
  winner_name: string | null;
  runner_up_name: string | null;
  winner_score: number | null;
  runner_up_score: number | null;
  series: string | null;
};

/**
 * A team and a season ("LSU 2019", "Yankees 1998", "Bulls 1995-96"; core/team-season-query.ts): the
 * teams whose name, city and nickname, nickname or abbreviation the words match, in the seasons they
 * played that the year names. A single year names the season ending in it too only where seasons span
 * two years (the "1996 Bulls" are the 1995-96 Bulls); the season starting in it comes first.
 */
async function teamSeasonHits(sql: Sql, url: URL, q: string, limit: number): Promise<Array<Hit<"seasons">>> {
  const parsed = teamSeasonQuery(q);
  if (!parsed) return [];
  const [prefix, wordPrefix] = prefixPatterns(parsed.team);
  const base = [parsed.team, prefix, wordPrefix, likePattern(parsed.team), parsed.startYears];
  const { where } = scopeWhere(url);
  const conditions = where
    .toString()
    .replace(/^WHERE /, "")
    .replace(/\$(\d+)/g, (_m, n: string) => `$${Number(n) + base.length}`);
  const names = ["lower(e.name)", "lower(concat_ws(' ', e.city, e.nickname))", "lower(coalesce(e.nickname, ''))", "lower(coalesce(e.abbreviation, ''))"];
  const rows = await sql.query<Hit<"seasons"> & { team_id: number }>(
    `SELECT t.slug, coalesce(era.name, t.name) AS name, coalesce(se.label, y.year::text) AS label, y.year AS start_year,
            s.slug AS sport, l.abbreviation AS league, m.rank
     FROM (
       SELECT DISTINCT ON (e.team_id) e.team_id, least(${names.map((name) => rankSql(name)).join(", ")}) AS rank
       FROM team_eras e
       WHERE ${names.map((name) => `${name} LIKE $4`).join(" OR ")}
       ORDER BY e.team_id, 2
     ) m
     JOIN teams t ON t.id = m.team_id
     JOIN leagues l ON l.id = t.league_id JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id
     CROSS JOIN LATERAL unnest($5::int[]) WITH ORDINALITY AS y(year, choice)
     LEFT JOIN LATERAL (${eraInSeason("t.id", "y.year")}) era ON true
     LEFT JOIN seasons se ON se.league_id = coalesce(era.league_id, t.league_id) AND se.start_year = y.year
     WHERE (EXISTS (SELECT 1 FROM standings st WHERE st.team_id = t.id AND st.season_start_year = y.year)
            OR EXISTS (SELECT 1 FROM team_season_records tr WHERE tr.team_id = t.id AND tr.season_start_year = y.year))
       ${conditions ? `AND ${conditions}` : ""}
     ORDER BY m.rank, y.choice, t.name LIMIT ${limit}`,
    [...base, ...where.values],
  );
  return rows
    .filter((row) => row.start_year === parsed.startYears[0] || (isSport(row.sport) && seasonSpansTwoYears(row.sport)))
    .map((row) => ({ slug: row.slug, name: row.name, label: row.label, start_year: row.start_year, sport: row.sport, league: row.league, rank: row.rank }));
}

export const searchRoutes: Array<Route> = [
  route({
    pattern: "core/search",
    model: m.searchResults,
    cacheClass: "semi-static",
    params: [...SITE_PARAMS, "search", "q"],
    async handle({ url, sql }) {
      refuseNulBytes(url);
      const { search } = parseParams(url, ["search"]);
      const q = (url.searchParams.get("q") ?? search ?? "").trim();
      if (q.length > 100) throw badRequest("Parameter 'q' must be at most 100 characters.");
      const empty = { query: q, teams: [], players: [], coaches: [], championships: [], titles: [], seasons: [], pages: [], team_seasons: [] };
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
      const people = <T>(query: () => Promise<Array<T>>) => (key === "" ? Promise.resolve([]) : query());
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
      const [teams, players, coaches, championships, titleRows, seasons, pages, teamSeasons] = await Promise.all([
        sql.query<Hit<"teams">>(
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
        people(() =>
          sql.query<Hit<"players">>(
            `SELECT p.slug, pe.full_name AS name, p.position, s.slug AS sport, l.abbreviation AS league,
                  p.first_season, p.last_season, ${rankSql("pe.search_name")} AS rank
           FROM people pe JOIN players p ON p.person_id = pe.id
           JOIN leagues l ON l.id = p.league_id JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id
           WHERE ${peopleMatch} ${peopleScope.sqlText}
           ORDER BY rank, ${PLAYER_FAME} DESC, pe.full_name LIMIT ${limit}`,
            peopleValues,
          ),
        ),
        people(() =>
          sql.query<Hit<"coaches">>(
            `SELECT c.slug, pe.full_name AS name, s.slug AS sport, l.abbreviation AS league, ${rankSql("pe.search_name")} AS rank
           FROM people pe JOIN coaches c ON c.person_id = pe.id
           JOIN leagues l ON l.id = c.league_id JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id
           WHERE ${peopleMatch} ${peopleScope.sqlText}
           ORDER BY rank, pe.full_name LIMIT ${limit}`,
            peopleValues,
          ),
        ),
        sql.query<Hit<"championships">>(
          `SELECT c.slug, c.name, s.slug AS sport, l.abbreviation AS league, ${rankSql("lower(c.name)")} AS rank
           FROM championships c
           JOIN leagues l ON l.id = c.league_id JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id
           WHERE (lower(c.name) LIKE $4 OR lower(coalesce(c.official_name, '')) LIKE $4 OR lower(coalesce(c.trophy_name, '')) LIKE $4) ${scope.sqlText}
           ORDER BY rank, c.name LIMIT ${limit}`,
          values,
        ),
        // A title by its edition ("Super Bowl LI"), its deciding game's year ("2016 World Series",
        // "Super Bowl 2017") or its season's label ("2015-16 NBA Finals", "2016 Super Bowl").
        sql.query<TitleRow>(
          `SELECT se.slug, c.name || coalesce(' ' || r.edition, '') AS name, se.label, r.season_start_year AS start_year,
                  s.slug AS sport, l.abbreviation AS league, r.winner_name, r.runner_up_name, r.winner_score, r.runner_up_score, r.series,
                  least(${rankSql("lower(c.name || ' ' || r.edition)")}, ${rankSql(`lower(${TITLE_YEAR} || ' ' || c.name)`)},
                        ${rankSql(`lower(c.name || ' ' || ${TITLE_YEAR})`)}, ${rankSql("lower(se.label || ' ' || c.name)")}) AS rank
           FROM championship_results r
           JOIN championships c ON c.id = r.championship_id JOIN seasons se ON se.id = r.season_id
           JOIN leagues l ON l.id = c.league_id JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id
           WHERE r.status = 'held' AND (lower(c.name || ' ' || coalesce(r.edition, '')) LIKE $4 OR lower(${TITLE_YEAR} || ' ' || c.name) LIKE $4
                  OR lower(c.name || ' ' || ${TITLE_YEAR}) LIKE $4 OR lower(se.label || ' ' || c.name) LIKE $4) ${scope.sqlText}
           ORDER BY rank, r.season_start_year DESC LIMIT ${limit}`,
          values,
        ),
        sql.query<Hit<"seasons">>(
          `SELECT se.slug, se.name, se.label, se.start_year, s.slug AS sport, l.abbreviation AS league, ${rankSql("lower(se.name)")} AS rank
           FROM seasons se
           JOIN leagues l ON l.id = se.league_id JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id
           WHERE (lower(se.name) LIKE $4 OR lower(se.label) LIKE $4 OR lower(l.abbreviation || ' ' || se.label) LIKE $4) ${scope.sqlText}
           ORDER BY rank, se.start_year DESC LIMIT ${limit}`,
          values,
        ),
        recordBookPageHits(sql, siteScope(url), q, limit),
        teamSeasonHits(sql, url, q, limit),
      ]);
      const titles = titleRows.map((row) => ({
        slug: row.slug,
        name: row.name,
        label: row.label,
        start_year: row.start_year,
        sport: row.sport,
        league: row.league,
        rank: row.rank,
        winner_name: row.winner_name,
        runner_up_name: row.runner_up_name,
        score: scoreLine(row),
      }));
      return { query: q, teams, players, coaches, championships, titles, seasons, pages, team_seasons: teamSeasons };
    },
  }),
];
