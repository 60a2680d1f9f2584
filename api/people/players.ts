// Player queries: the directory (filters, search, ordering, one page) and one player's page. Counts,
// sort keys and search text are computed at import (db/load/people-derived.sql), so a page of the
// directory reads one indexed table, then the details of its own rows only.
import { awardLabel } from "../../core/awards";
import { positionCodes, positionName } from "../../core/positions";
import { seasonLabel } from "../../core/seasons";
import { postseasonRoundLabel, postseasonRoundOrder, postseasonTotals } from "../../core/postseason";
import { isSport, type SportSlug } from "../../core/sports";
import type { Sql } from "../../db/database";
import { notFound } from "../errors";
import { pageOf, pageRequest, refuseTooManyRows } from "../pagination";
import { parseParams, refuseNulBytes } from "../params";
import { siteScope, Where, whereInSite } from "../sql-filters";
import { bodyFacts } from "./body";
import { eraIn, erasOf } from "./eras";
import { careerStats, orderedStats, withRates, type SeasonLine } from "../../core/career-stats";
import { yearsPro } from "./experience";
import { inIdOrder, inSlices, localParam, oneOf, PERSON_FIELDS, personJson, addNameSearch, type PersonRow } from "./person";
import { PLAYER_STATUSES, playerStatusCondition } from "./status";
import { careerBound, careerStatusLabel, coverageLabel, dataBoundText, type CareerStatus, type Coverage, type CoverageKind } from "../../core/coverage";
import { coverageLookup, playerData } from "../coverage";

type Lookup = (league: string, kind: CoverageKind) => Coverage | null;

export const PEOPLE_PAGE_SIZE = 50;
/** How many statistics a directory card shows. */
export const CARD_STATS = 6;

const ORDERINGS = {
  name: "p.sort_name, p.id",
  "-name": "p.sort_name DESC, p.id DESC",
  championships: "p.championships_won DESC NULLS LAST, p.sort_name, p.id",
  all_star_selections: "p.all_star_selections DESC, p.sort_name, p.id",
  last_season: "p.last_season DESC NULLS LAST, p.sort_name, p.id",
  // A football career total: the players who have the figure, most first (migration 0056's indexes).
  passing_yards: "(p.career_stats ->> 'passing_yards')::numeric DESC, p.sort_name, p.id",
  rushing_yards: "(p.career_stats ->> 'rushing_yards')::numeric DESC, p.sort_name, p.id",
  receiving_yards: "(p.career_stats ->> 'receiving_yards')::numeric DESC, p.sort_name, p.id",
} as const;
/** Orderings by a career total list only the players who have it (a kicker has no passing yards to rank). */
const CAREER_TOTAL_ORDERINGS: ReadonlySet<string> = new Set(["passing_yards", "rushing_yards", "receiving_yards"]);
export type PlayerOrdering = keyof typeof ORDERINGS;
const orderingSchema = oneOf(Object.keys(ORDERINGS) as [PlayerOrdering, ...Array<PlayerOrdering>]);

/** The league ids a sport and level filter select, or null for every league. */
export async function leagueIds(sql: Sql, url: URL): Promise<Array<number> | null> {
  const scope = siteScope(url);
  if (!scope.sport && !scope.level) return null;
  const where = whereInSite(new Where(), scope);
  const rows = await sql.query<{ id: number }>(
    `SELECT l.id FROM leagues l JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id ${where}`,
    where.values,
  );
  return rows.map((r) => r.id);
}

async function playerWhere(sql: Sql, url: URL) {
  refuseNulBytes(url);
  const params = parseParams(url, ["sport__slug", "level__slug", "search", "position", "team", "season", "page", "page_size"]);
  const status = localParam(url, "status", oneOf([...PLAYER_STATUSES]));
  const ordering = localParam(url, "ordering", orderingSchema) ?? "name";
  const where = new Where();
  const leagues = await leagueIds(sql, url);
  if (leagues) where.add("p.league_id = ANY(?::int[])", leagues);
  if (params.search?.trim()) addNameSearch(where, "p.search_text", params.search);
  if (params.position) where.add("upper(p.position) = ANY(?::text[])", positionCodes(params.position));
  if (params.season !== undefined) {
    where.add("EXISTS (SELECT 1 FROM player_seasons ps WHERE ps.player_id = p.id AND ps.season_start_year = ?)", params.season);
  }
  if (params.team) {
    // With a season, the team he played for that season; without, his current (or last) team.
    if (params.season !== undefined) {
      where.add(
        `EXISTS (SELECT 1 FROM player_seasons ps JOIN teams t ON t.id = ps.team_id WHERE ps.player_id = p.id
           AND ps.season_start_year = ${where.param(params.season)} AND (t.slug = ? OR upper(t.abbreviation) = upper(?)))`,
        params.team,
      );
    } else where.add("p.current_team_id IN (SELECT t.id FROM teams t WHERE t.slug = ? OR upper(t.abbreviation) = upper(?))", params.team);
  }
  if (status) where.add(playerStatusCondition(status));
  if (CAREER_TOTAL_ORDERINGS.has(ordering)) where.add(`p.career_stats ? '${ordering}'`);
  const filtered = Boolean(params.search?.trim() || params.position || params.season !== undefined || params.team || status);
  return { where, params, ordering, leagues, filtered, whole: !filtered && !CAREER_TOTAL_ORDERINGS.has(ordering) };
}

type PlayerRow = PersonRow & {
  id: number;
  slug: string;
  person_id: number;
  league_id: number;
  position: string | null;
  first_season: number | null;
  last_season: number | null;
  draft_year: number | null;
  draft_round: number | null;
  draft_pick: number | null;
  jersey_number: string | null;
  is_active: boolean;
  career_status: CareerStatus;
  hall_of_fame: boolean;
  championships_won: number | null;
  all_star_selections: number | null;
  mvp_awards: number | null;
  award_count: number;
  /** Sums by statistic, with the seasons they cover (set at import). */
  career_stats: Record<string, number> & { seasons_played: number };
  sport_name: string;
  sport_slug: string;
  league_slug: string;
  league_name: string;
  team_slug: string | null;
  team_name: string | null;
  team_city: string | null;
  team_abbreviation: string | null;
  current_team_id: number | null;
};

const PLAYER_SELECT = `SELECT p.id, p.slug, p.person_id, p.league_id, p.position, p.first_season, p.last_season, p.draft_year,
    p.draft_round, p.draft_pick, p.jersey_number, p.is_active, p.career_status, p.championships_won, p.all_star_selections, p.mvp_awards,
    p.award_count, p.career_stats, ${PERSON_FIELDS}, pe.hall_of_fame,
    s.name AS sport_name, s.slug AS sport_slug, l.slug AS league_slug, l.name AS league_name,
    p.current_team_id, ct.slug AS team_slug, ct.name AS team_name, ct.city AS team_city, ct.abbreviation AS team_abbreviation
  FROM players p
  JOIN people pe ON pe.id = p.person_id
  JOIN leagues l ON l.id = p.league_id
  JOIN sports s ON s.id = l.sport_id
  LEFT JOIN teams ct ON ct.id = p.current_team_id`;

/** Players with their current (or last) team named as it was in their last season. */
async function playerRows(sql: Sql, condition: string, params: ReadonlyArray<unknown>): Promise<Array<PlayerRow>> {
  const rows = await sql.query<PlayerRow>(`${PLAYER_SELECT} WHERE ${condition}`, params);
  const eras = await erasOf(
    sql,
    rows.map((r) => r.current_team_id).filter((id): id is number => id !== null),
  );
  return rows.map((row) => {
    const era = row.current_team_id === null ? null : eraIn(eras.get(row.current_team_id), row.last_season ?? 9999);
    return era ? { ...row, team_name: era.name, team_city: era.city ?? row.team_city, team_abbreviation: era.abbreviation ?? row.team_abbreviation } : row;
  });
}

type Line = SeasonLine & {
  id: number;
  player_id: number;
  team_slug: string | null;
  team_name: string | null;
  team_abbreviation: string | null;
  position: string | null;
  jersey_number: string | null;
};

type AwardRow = {
  person_id: number;
  league_id: number;
  league_slug: string;
  league_name: string;
  sport_slug: string;
  name: string;
  year: number;
  kind: string | null;
};

const sportOf = (slug: string): SportSlug | null => (isSport(slug) ? slug : null);

async function linesOf(sql: Sql, ids: ReadonlyArray<number>): Promise<Array<Line>> {
  const lines = await sql.query<Line>(
    `SELECT ps.id, ps.player_id, ps.team_id, ps.season_start_year, ps.stats, ps.position, ps.jersey_number, ps.other_league,
            t.slug AS team_slug, t.name AS team_name, t.abbreviation AS team_abbreviation
     FROM player_seasons ps LEFT JOIN teams t ON t.id = ps.team_id
     WHERE ps.player_id = ANY($1::int[]) ORDER BY ps.season_start_year, ps.team_id NULLS FIRST, ps.id`,
    [ids],
  );
  // The team as it was named that season.
  const eras = await erasOf(
    sql,
    lines.map((l) => l.team_id).filter((id): id is number => id !== null),
  );
  return lines.map((line) => {
    const era = line.team_id === null ? null : eraIn(eras.get(line.team_id), line.season_start_year);
    return era ? { ...line, team_name: era.name, team_abbreviation: era.abbreviation ?? line.team_abbreviation } : line;
  });
}

async function awardsOf(sql: Sql, rows: ReadonlyArray<{ person_id: number }>): Promise<Array<AwardRow>> {
  return sql.query<AwardRow>(
    `SELECT a.person_id, a.league_id, l.slug AS league_slug, l.name AS league_name, s.slug AS sport_slug, a.name, a.season_start_year AS year, a.kind
     FROM awards a JOIN leagues l ON l.id = a.league_id JOIN sports s ON s.id = l.sport_id WHERE a.person_id = ANY($1::int[])
     ORDER BY a.season_start_year, a.name`,
    [rows.map((r) => r.person_id)],
  );
}

function playerJson(row: PlayerRow, awards: ReadonlyArray<AwardRow>, now: Date, coverage: Lookup) {
  const sport = sportOf(row.sport_slug);
  // Summed at import from his season lines (core/career-stats.ts).
  const career = row.career_stats;
  // Awards are per sport, so a two-sport athlete's baseball awards stay off his football page; his
  // college awards of the sport (the Heisman Trophy) show on his professional page. Counts are the league's own.
  const mine = awards.filter((a) => a.person_id === row.person_id && (a.league_id === row.league_id || a.sport_slug === row.sport_slug));
  const ownLeague = mine.filter((a) => a.league_id === row.league_id);
  const data = playerData(coverage, row.league_slug);
  const stats = coverage(row.league_slug, "player_stats");
  const allStars = coverage(row.league_slug, "all_stars");
  const mvps = coverage(row.league_slug, "mvps");
  const team = row.team_slug
    ? { name: row.team_name, city: row.team_city, abbreviation: row.team_abbreviation, sport_name: row.sport_name, slug: row.team_slug }
    : null;
  const yearsInLeague = yearsPro({
    seasonsPlayed: career.seasons_played,
    firstSeason: row.first_season,
    lastSeason: row.last_season,
    draftYear: row.draft_year,
  });
  const span = careerBound({ seasons: yearsInLeague ?? 0, first: row.first_season, last: row.last_season }, data, sport);
  // Partial "from" the data's first season when the league played before it and his draft does not
  // place his start inside the data (Johnny Unitas: 1970-1973 of 1956-1973).
  const totals = careerBound(
    { seasons: career.stat_seasons ?? 0, first: career.stat_first_season ?? null, last: career.stat_last_season ?? null, startedBy: row.draft_year },
    stats,
    sport,
    { start: true },
  );
  return {
    id: row.id,
    slug: row.slug,
    person: personJson(row, row.is_active, now, coverage(row.league_slug, "deaths")?.lastDate ?? null),
    jersey_number: row.jersey_number,
    position: row.position,
    primary_position_name: positionName(row.sport_slug, row.position),
    sport: { name: row.sport_name, slug: row.sport_slug },
    league: { name: row.league_name, slug: row.league_slug },
    /** Only from current data (core/coverage.ts): the team of a season our data reaches as the league's latest. */
    current_team: row.is_active ? team : null,
    /** The team of his last season in our data, named as it was then. */
    last_team: team,
    ...bodyFacts(row),
    first_season: row.first_season,
    last_season: row.last_season,
    years_pro: yearsInLeague,
    /** His seasons in the league as far as our data goes ("Through 2025-26 (our data ends there): 23 seasons"). */
    career_span: { through: span.through, label: span.label },
    college: row.college,
    draft_year: row.draft_year,
    draft_round: row.draft_round,
    draft_pick: row.draft_pick,
    career_stats: {
      ...career,
      all_star_selections: row.all_star_selections,
      championships_won: row.championships_won,
      mvp_awards: row.mvp_awards,
    },
    /** What the career totals sum: "Through 2019-20 (our data ends there): 17 seasons" or "Career (15 seasons)". */
    career_totals: {
      seasons: totals.seasons,
      first_season: totals.first,
      last_season: totals.last,
      through: totals.through,
      from: totals.from,
      label: totals.label,
      /** What his league's statistics leave out besides their seasons ("Since 1970 only: ...; offense only: ..."). */
      bound: dataBoundText(stats, sport, row.league_slug.toUpperCase()),
    },
    /** His All-Star selections and MVPs in our data, known complete or not (the counts above are null when not). */
    honours_in_data: {
      all_stars: ownLeague.filter((a) => a.kind === "all-star").length,
      mvps: ownLeague.filter((a) => a.kind === "mvp").length,
    },
    /** The seasons our data of each kind covers in his league (core/coverage.ts), for the page's notes. */
    coverage: {
      player_data: coverageLabel(data, sport),
      player_stats: coverageLabel(stats, sport),
      all_stars: coverageLabel(allStars, sport),
      mvps: coverageLabel(mvps, sport),
    },
    /** The first statistics of the sport's order the player has (a card's). */
    headline_stats: orderedStats(row.sport_slug, career, row.position)
      .slice(0, CARD_STATS)
      .map(([name, value]) => ({ name, value })),
    awards: mine.map((a) => ({
      name: awardLabel(a.league_slug, a.name),
      /** The league that gave it, when not his own (a college award on an NFL page). */
      league: a.league_id === row.league_id ? null : a.league_name,
      year: a.year,
      season_label: seasonLabel(a.year, sport),
      kind: a.kind,
    })),
    award_count: row.award_count,
    /** Null when the data has no roster line for him: his titles cannot be known. */
    championships_won: row.championships_won,
    all_star_selections: row.all_star_selections,
    mvp_awards: row.mvp_awards,
    hall_of_fame: row.hall_of_fame,
    is_active: row.is_active,
    /** active, unknown (our data stops in his last season) or retired: core/coverage.ts careerStatus. */
    career_status: row.career_status,
    status: careerStatusLabel(row.career_status, data?.last ?? null, sport),
    // Contracts and salaries are in no open dataset.
    contract_end_year: null,
    salary: null,
  };
}

export async function playerPage(sql: Sql, url: URL, now: Date, extra?: (where: Where) => void) {
  const { where, params, ordering, leagues, filtered, whole } = await playerWhere(sql, url);
  extra?.(where);
  const page = pageRequest(params, PEOPLE_PAGE_SIZE);
  // The whole directory (or a sport's) is counted at import; anything narrower is counted here.
  const count =
    whole && !extra
      ? await directoryTotal(sql, "player", "players", leagues)
      : (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM players p ${where}`, where.values))[0].n;
  // A download of more rows than one may hold is refused before its rows are read (seconds on the hub's 45,000 players).
  refuseTooManyRows(page, count);
  // A narrow filter (a search, a team) finds its rows through its own index first, then sorts them;
  // walking the name index and filtering would read most of the table (OFFSET 0 keeps the two apart).
  const from = filtered ? `(SELECT p.* FROM players p ${where} OFFSET 0) p` : `players p ${where}`;
  const ids = await sql.query<{ id: number }>(
    `SELECT p.id FROM ${from} ORDER BY ${ORDERINGS[ordering]}
     LIMIT ${where.param(page.pageSize)} OFFSET ${where.param(page.offset)}`,
    where.values,
  );
  if (ids.length === 0) return pageOf(url, page, count, []);
  const idList = ids.map((r) => r.id);
  const rows = inIdOrder(ids, await inSlices(idList, (slice) => playerRows(sql, "p.id = ANY($1::int[])", [slice])));
  const awards = await inSlices(rows, (slice) => awardsOf(sql, slice));
  // Each player's awards found once (a list of every player would otherwise scan every award per row).
  const awardsByPerson = new Map<number, Array<AwardRow>>();
  for (const award of awards) awardsByPerson.set(award.person_id, [...(awardsByPerson.get(award.person_id) ?? []), award]);
  const coverage = await coverageLookup(
    sql,
    rows.map((row) => row.league_slug),
  );
  return pageOf(
    url,
    page,
    count,
    rows.map((row) => playerJson(row, awardsByPerson.get(row.person_id) ?? [], now, coverage)),
  );
}

type TitleRow = { season_start_year: number; championship: string; team_slug: string; team_name: string | null };

type PostseasonRow = {
  season_start_year: number;
  round: string | null;
  stats: Record<string, number>;
  team_id: number;
  team_slug: string;
  team_name: string | null;
  team_abbreviation: string | null;
};

/**
 * His postseason lines (decision 0185: apart from his season lines, in no career total or leader list),
 * in the order played, with their career sums and, where the data splits rounds, each round's sums.
 */
async function postseasonOf(sql: Sql, playerId: number, sport: SportSlug | null) {
  const rows = await sql.query<PostseasonRow>(
    `SELECT pl.season_start_year, pl.round, pl.stats, pl.team_id, t.slug AS team_slug, t.name AS team_name, t.abbreviation AS team_abbreviation
     FROM player_postseason_lines pl JOIN teams t ON t.id = pl.team_id
     WHERE pl.player_id = $1 ORDER BY pl.season_start_year, pl.id`,
    [playerId],
  );
  const eras = await erasOf(sql, [...new Set(rows.map((r) => r.team_id))]);
  const lines = rows
    .map((row) => {
      const era = eraIn(eras.get(row.team_id), row.season_start_year);
      return {
        season_start_year: row.season_start_year,
        season_label: seasonLabel(row.season_start_year, sport),
        round: row.round,
        round_label: postseasonRoundLabel(row.round),
        team: { slug: row.team_slug, name: era?.name ?? row.team_name, abbreviation: era?.abbreviation ?? row.team_abbreviation },
        stats: withRates(row.stats),
      };
    })
    .sort((a, b) => a.season_start_year - b.season_start_year || postseasonRoundOrder(a.round) - postseasonRoundOrder(b.round));
  const roundLabels = [...new Set(lines.filter((l) => l.round !== null).map((l) => l.round_label))];
  const byRound = roundLabels
    .map((label) => {
      const of = lines.filter((l) => l.round_label === label);
      return { round_label: label, order: postseasonRoundOrder(of[0].round), series: of.length, stats: postseasonTotals(of.map((l) => l.stats)) };
    })
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...round }) => round);
  return {
    lines,
    /** The postseasons he played, as our data holds them. */
    seasons: new Set(lines.map((l) => l.season_start_year)).size,
    totals: postseasonTotals(lines.map((l) => l.stats)),
    by_round: byRound,
  };
}

export async function playerDetail(sql: Sql, key: string, now: Date) {
  const isId = /^\d{1,9}$/.test(key);
  if (!isId && (key.length > 200 || !/^[a-z0-9-]+$/.test(key))) throw notFound("Player");
  const rows = await playerRows(sql, isId ? "p.id = $1" : "p.slug = $1", [isId ? Number(key) : key]);
  const row = rows[0];
  if (!row) throw notFound("Player");
  const lines = await linesOf(sql, [row.id]);
  const awards = await awardsOf(sql, [row]);
  const coverage = await coverageLookup(sql, [row.league_slug]);
  const titles = await sql.query<TitleRow>(
    `SELECT DISTINCT ON (r.season_start_year) r.season_start_year, c.name AS championship, t.slug AS team_slug, r.winner_name AS team_name
     FROM player_seasons ps
     JOIN championship_results r ON r.winner_team_id = ps.team_id AND r.season_start_year = ps.season_start_year AND r.status = 'held'
     JOIN championships c ON c.id = r.championship_id JOIN teams t ON t.id = r.winner_team_id
     WHERE ps.player_id = $1 ORDER BY r.season_start_year, c.first_year DESC`,
    [row.id],
  );
  const sport = sportOf(row.sport_slug);
  const postseason = await postseasonOf(sql, row.id, sport);
  // One entry per team and name: a franchise's seasons under another name (Seattle SuperSonics, then
  // Oklahoma City Thunder) are listed apart, each named as it was then.
  const teams = new Map<
    string,
    { slug: string; name: string | null; abbreviation: string | null; first_season: number; last_season: number; seasons: Array<number> }
  >();
  for (const line of lines) {
    if (!line.team_slug || line.other_league) continue;
    const key = `${line.team_slug}|${line.team_name ?? ""}`;
    const known = teams.get(key);
    if (known) {
      known.last_season = Math.max(known.last_season, line.season_start_year);
      if (!known.seasons.includes(line.season_start_year)) known.seasons.push(line.season_start_year);
    } else {
      teams.set(key, {
        slug: line.team_slug,
        name: line.team_name,
        abbreviation: line.team_abbreviation,
        first_season: line.season_start_year,
        last_season: line.season_start_year,
        seasons: [line.season_start_year],
      });
    }
  }
  const otherLeagues = [...new Set(lines.map((l) => l.other_league).filter((l): l is string => !!l))];
  return {
    ...playerJson(row, awards, now, coverage),
    seasons: lines.map((l) => ({
      season_start_year: l.season_start_year,
      season_label: seasonLabel(l.season_start_year, sport),
      team: l.team_slug ? { slug: l.team_slug, name: l.team_name, abbreviation: l.team_abbreviation } : null,
      team_name: l.team_name,
      /** True for a multi-team season's total line. */
      is_total: l.team_id === null,
      other_league: l.other_league ?? null,
      position: l.position,
      jersey_number: l.jersey_number,
      stats: withRates(l.stats),
    })),
    teams: [...teams.values()],
    /** Totals of seasons played in another league (WHA, ABA), apart from the league's career totals. */
    other_league_totals: otherLeagues.map((league) => ({
      league,
      stats: careerStats(lines.filter((l) => l.other_league === league).map((l) => ({ ...l, other_league: null }))),
    })),
    postseason,
    titles: titles.map((t) => ({
      season_start_year: t.season_start_year,
      season_label: seasonLabel(t.season_start_year, sport),
      championship: t.championship,
      team: { slug: t.team_slug, name: t.team_name },
    })),
  };
}

/** Tiles and filter choices of the players directory for a sport (or all), counted at import. */
export async function playerFacets(sql: Sql, url: URL) {
  refuseNulBytes(url);
  const leagues = await leagueIds(sql, url);
  return directoryFacets(sql, "player", leagues);
}

/** The number of players or coaches of the leagues (all when null), from the counts made at import. */
export async function directoryTotal(sql: Sql, role: "player" | "coach", total: string, leagues: Array<number> | null): Promise<number> {
  const rows = await sql.query<{ n: number }>(
    `SELECT coalesce(sum(people), 0)::int AS n FROM people_facets
     WHERE role = $1 AND facet = 'total' AND value = $2 AND ($3::int[] IS NULL OR league_id = ANY($3::int[]))`,
    [role, total, leagues],
  );
  return rows[0].n;
}

export async function directoryFacets(sql: Sql, role: "player" | "coach", leagues: Array<number> | null) {
  const rows = await sql.query<{ facet: string; value: string; label: string; people: number; sport: string }>(
    `SELECT f.facet, f.value, f.label, f.people, s.slug AS sport FROM people_facets f
     JOIN leagues l ON l.id = f.league_id JOIN sports s ON s.id = l.sport_id
     WHERE f.role = $1 AND ($2::int[] IS NULL OR f.league_id = ANY($2::int[]))`,
    [role, leagues],
  );
  const merged = (facet: string) => {
    const byValue = new Map<string, { value: string; label: string; count: number }>();
    for (const row of rows.filter((r) => r.facet === facet)) {
      const known = byValue.get(row.value);
      const label = facet === "position" ? (positionName(row.sport, row.value) ?? row.value) : row.label;
      if (known) known.count += row.people;
      else byValue.set(row.value, { value: row.value, label, count: row.people });
    }
    return [...byValue.values()].sort((a, b) => a.label.localeCompare(b.label));
  };
  const totals: Record<string, number> = {};
  for (const row of rows.filter((r) => r.facet === "total")) totals[row.value] = (totals[row.value] ?? 0) + row.people;
  const sports = [...new Set(rows.filter((r) => r.facet === "total" && r.people > 0).map((r) => r.sport))].sort();
  return { totals, sports_covered: sports.length, sports, positions: merged("position"), teams: merged("team") };
}
