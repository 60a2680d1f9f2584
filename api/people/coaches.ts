// Coach queries: the directory and one coach's page. Records, titles, status and sort keys are
// computed at import (db/load/people-derived.sql); the history is grouped here (coaching-history.ts).
import { awardLabel } from "../../core/awards";
import { seasonLabel } from "../../core/seasons";
import { isSport } from "../../core/sports";
import type { Sql } from "../../db/database";
import { notFound } from "../errors";
import { pageOf, pageRequest, refuseTooManyRows } from "../pagination";
import { parseParams, refuseNulBytes } from "../params";
import { likePattern, Where } from "../sql-filters";
import { eraIn, erasOf } from "./eras";
import { coachingHistory, specialties, type StintLine } from "./coaching-history";
import { inIdOrder, localParam, oneOf, PERSON_FIELDS, personJson, addNameSearch, type PersonRow } from "./person";
import { directoryFacets, directoryTotal, leagueIds, PEOPLE_PAGE_SIZE } from "./players";
import { COACH_STATUSES, coachStatusCondition } from "./status";
import { careerBound, careerStatusLabel, coverageLabel, type Coverage, type CoverageKind } from "../../core/coverage";
import { coverageLookup } from "../coverage";

type Lookup = (league: string, kind: CoverageKind) => Coverage | null;

const ORDERINGS = {
  name: "c.sort_name, c.id",
  "-name": "c.sort_name DESC, c.id DESC",
  championships: "c.championships_won DESC, c.sort_name, c.id",
  wins: "c.wins DESC, c.sort_name, c.id",
  years: "c.years_experience DESC, c.sort_name, c.id",
  last_season: "c.last_season DESC NULLS LAST, c.sort_name, c.id",
} as const;
type CoachOrdering = keyof typeof ORDERINGS;
const orderingSchema = oneOf(Object.keys(ORDERINGS) as [CoachOrdering, ...Array<CoachOrdering>]);

/** Ties count half, as in the standings. */
const winPercentage = (wins: number, losses: number, ties: number) => {
  const played = wins + losses + ties;
  return played === 0 ? 0 : Math.round(((wins + ties / 2) / played) * 1000) / 1000;
};

async function coachWhere(sql: Sql, url: URL) {
  refuseNulBytes(url);
  const params = parseParams(url, ["sport__slug", "level__slug", "search", "position", "team", "season", "page", "page_size"]);
  const status = localParam(url, "status", oneOf([...COACH_STATUSES]));
  const ordering = localParam(url, "ordering", orderingSchema) ?? "name";
  const where = new Where();
  const leagues = await leagueIds(sql, url);
  if (leagues) where.add("c.league_id = ANY(?::int[])", leagues);
  if (params.search?.trim()) addNameSearch(where, "c.search_text", params.search);
  if (params.position) where.add("lower(c.title) LIKE ?", likePattern(params.position.trim().toLowerCase()));
  if (params.season !== undefined) {
    where.add("EXISTS (SELECT 1 FROM coaching_stints cs WHERE cs.coach_id = c.id AND cs.season_start_year = ?)", params.season);
  }
  if (params.team) {
    const season = params.season === undefined ? "" : `AND cs.season_start_year = ${where.param(params.season)}`;
    where.add(
      `EXISTS (SELECT 1 FROM coaching_stints cs JOIN teams t ON t.id = cs.team_id WHERE cs.coach_id = c.id ${season}
         AND (t.slug = ? OR upper(t.abbreviation) = upper(?)))`,
      params.team,
    );
  }
  if (status) where.add(coachStatusCondition(status));
  const filtered = Boolean(params.search?.trim() || params.position || params.season !== undefined || params.team || status);
  return { where, params, ordering, leagues, filtered };
}

type CoachRow = PersonRow & {
  id: number;
  slug: string;
  person_id: number;
  league_id: number;
  title: string;
  is_head_coach: boolean;
  is_active: boolean;
  status: string;
  first_season: number | null;
  last_season: number | null;
  years_experience: number;
  championships_won: number;
  wins: number;
  losses: number;
  ties: number;
  playoff_wins: number;
  playoff_losses: number;
  playoff_appearances: number;
  playoff_record_complete: boolean;
  current_team_id: number | null;
  sport_name: string;
  sport_slug: string;
  league_slug: string;
  league_name: string;
};

const COACH_SELECT = `SELECT c.id, c.slug, c.person_id, c.league_id, c.title, c.is_head_coach, c.is_active, c.status, c.first_season,
    c.last_season, c.years_experience, c.championships_won, c.wins, c.losses, c.ties, c.playoff_wins, c.playoff_losses,
    c.playoff_appearances, c.playoff_record_complete, c.current_team_id, ${PERSON_FIELDS},
    s.name AS sport_name, s.slug AS sport_slug, l.slug AS league_slug, l.name AS league_name
  FROM coaches c
  JOIN people pe ON pe.id = c.person_id
  JOIN leagues l ON l.id = c.league_id
  JOIN sports s ON s.id = l.sport_id`;

type Stint = StintLine & {
  coach_id: number;
  team_city: string | null;
  team_abbreviation: string | null;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  playoff_wins: number | null;
  playoff_losses: number | null;
  note: string | null;
  source: string;
};

/**
 * Where a season's record comes from, in words (decision 0182): MLB's from the games each manager managed
 * (Retrosheet's game logs), else the season totals of the coaching source.
 */
export function recordSourceLabel(source: string): string {
  if (/retrosheet/.test(source)) return "games managed (Retrosheet game logs)";
  if (/^lahman/.test(source)) return "season totals (Lahman Managers table)";
  return `season totals (${source})`;
}

/** Seasons as runs: [1979, 1980, 1981, 1990] -> "1979-1981, 1990". */
function seasonRuns(seasons: ReadonlyArray<number>): string {
  const sorted = [...new Set(seasons)].sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const season of sorted) {
    const last = runs[runs.length - 1];
    if (last && season === last[1] + 1) last[1] = season;
    else runs.push([season, season]);
  }
  return runs.map(([from, to]) => (from === to ? String(from) : `${from}-${to}`)).join(", ");
}

/** The sources of a coach's season records, each with the seasons it gives (the page shows them where there are several, and for MLB). */
export function recordSources(stints: ReadonlyArray<Pick<Stint, "source" | "season_start_year">>): Array<{ label: string; seasons: string }> {
  const byLabel = new Map<string, Array<number>>();
  for (const stint of stints) {
    const label = recordSourceLabel(stint.source);
    byLabel.set(label, [...(byLabel.get(label) ?? []), stint.season_start_year]);
  }
  return [...byLabel].map(([label, seasons]) => ({ label, seasons: seasonRuns(seasons) }));
}

async function stintsOf(sql: Sql, ids: ReadonlyArray<number>): Promise<Array<Stint>> {
  const stints = await sql.query<Stint>(
    `SELECT cs.coach_id, cs.team_id, cs.season_start_year, cs.title, cs.is_head_coach, cs.wins, cs.losses, cs.ties,
            cs.playoff_wins, cs.playoff_losses, cs.note, cs.source, t.slug AS team_slug, t.name AS team_name,
            t.city AS team_city, t.abbreviation AS team_abbreviation
     FROM coaching_stints cs JOIN teams t ON t.id = cs.team_id
     WHERE cs.coach_id = ANY($1::int[]) ORDER BY cs.season_start_year, coalesce(cs.season_order, 0), cs.id`,
    [ids],
  );
  // The team as it was named that season.
  const eras = await erasOf(
    sql,
    stints.map((s) => s.team_id),
  );
  return stints.map((stint) => {
    const era = eraIn(eras.get(stint.team_id), stint.season_start_year);
    return era
      ? { ...stint, team_name: era.name, team_city: era.city ?? stint.team_city, team_abbreviation: era.abbreviation ?? stint.team_abbreviation }
      : stint;
  });
}

function coachJson(row: CoachRow, stints: ReadonlyArray<Stint>, now: Date, coverage: Lookup) {
  const latest = stints[stints.length - 1];
  const current = row.is_active && latest ? latest : null;
  const roles = specialties(stints);
  const sport = sportOf(row);
  const records = coverage(row.league_slug, "coach_records");
  // Bounded at both ends of the data (decision 0175): Red Auerbach's 1946-49 seasons are in no dataset.
  const record = careerBound({ seasons: row.years_experience, first: row.first_season, last: row.last_season }, records, sport, { start: true });
  const careerStatus = row.is_active ? "active" : row.status === "unknown" ? "unknown" : "retired";
  return {
    id: row.id,
    slug: row.slug,
    person: personJson(row, row.is_active, now, coverage(row.league_slug, "deaths")?.lastDate ?? null),
    sport: { name: row.sport_name, slug: row.sport_slug },
    league: { name: row.league_name, slug: row.league_slug },
    current_team: current
      ? { name: current.team_name, slug: current.team_slug, city: current.team_city, abbreviation: current.team_abbreviation, sport_name: row.sport_name }
      : null,
    title: row.title,
    /** The roles he held, latest first: no dataset records coaching specialities. */
    specialties: roles,
    specialization: roles.length > 0 ? roles.join(", ") : null,
    is_head_coach: row.is_head_coach,
    is_active: row.is_active,
    status: row.status,
    /** "Active", "Retired" or "Status unknown after 2020-21" (core/coverage.ts). */
    status_label: careerStatusLabel(careerStatus, records?.last ?? null, sport),
    first_season: row.first_season,
    last_season: row.last_season,
    years_experience: row.years_experience,
    years_with_current_team: current ? new Set(stints.filter((s) => s.team_id === current.team_id).map((s) => s.season_start_year)).size : 0,
    previous_teams: [
      ...new Map(stints.filter((s) => s.team_id !== current?.team_id).map((s) => [s.team_slug, { name: s.team_name, slug: s.team_slug }])).values(),
    ],
    college: row.college,
    career_record: {
      wins: row.wins,
      losses: row.losses,
      ties: row.ties,
      win_percentage: winPercentage(row.wins, row.losses, row.ties),
      playoff_appearances: row.playoff_appearances,
      playoff_wins: row.playoff_wins,
      playoff_losses: row.playoff_losses,
      /** False when a season he took to the playoffs has no playoff games in any dataset. */
      playoff_record_complete: row.playoff_record_complete,
      /** What the record sums: "Through 2020-21 (our data ends there): 25 seasons" or "Career (25 seasons)". */
      label: record.label,
      through: record.through,
      /** True when the record starts where our data starts and he may have coached before (decision 0175). */
      from: record.from,
    },
    /** The seasons our coaching data covers in his league. */
    coverage: { coach_records: coverageLabel(records, sport) },
    championships_won: row.championships_won,
  };
}

type AwardRow = { person_id: number; league_id: number; name: string; year: number };

async function awardsOf(sql: Sql, rows: ReadonlyArray<{ person_id: number }>): Promise<Array<AwardRow>> {
  return sql.query<AwardRow>(
    `SELECT person_id, league_id, name, season_start_year AS year FROM awards WHERE person_id = ANY($1::int[])
     ORDER BY season_start_year, name`,
    [rows.map((r) => r.person_id)],
  );
}

const sportOf = (row: { sport_slug: string }) => (isSport(row.sport_slug) ? row.sport_slug : null);

/** An award as the page lists it: its fan-facing name, the season's start year and label (1987-88). */
function awardJson(row: CoachRow, award: AwardRow) {
  return { name: awardLabel(row.league_slug, award.name), year: award.year, season_label: seasonLabel(award.year, sportOf(row)) };
}

export async function coachPage(sql: Sql, url: URL, now: Date, extra?: (where: Where) => void) {
  const { where, params, ordering, leagues, filtered } = await coachWhere(sql, url);
  extra?.(where);
  const page = pageRequest(params, PEOPLE_PAGE_SIZE);
  const count =
    !filtered && !extra
      ? await directoryTotal(sql, "coach", "coaches", leagues)
      : (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM coaches c ${where}`, where.values))[0].n;
  // A download of more rows than one may hold is refused before its rows are read (seconds on the hub's 45,000 players).
  refuseTooManyRows(page, count);
  // As for players: a narrow filter finds its rows first, then sorts them.
  const from = filtered ? `(SELECT c.* FROM coaches c ${where} OFFSET 0) c` : `coaches c ${where}`;
  const ids = await sql.query<{ id: number }>(
    `SELECT c.id FROM ${from} ORDER BY ${ORDERINGS[ordering]} LIMIT ${where.param(page.pageSize)} OFFSET ${where.param(page.offset)}`,
    where.values,
  );
  if (ids.length === 0) return pageOf(url, page, count, []);
  const idList = ids.map((r) => r.id);
  const rows = inIdOrder(ids, await sql.query<CoachRow>(`${COACH_SELECT} WHERE c.id = ANY($1::int[])`, [idList]));
  const stints = await stintsOf(sql, idList);
  const awards = await awardsOf(sql, rows);
  const coverage = await coverageLookup(
    sql,
    rows.map((row) => row.league_slug),
  );
  return pageOf(
    url,
    page,
    count,
    rows.map((row) => {
      const mine = stints.filter((s) => s.coach_id === row.id);
      return {
        ...coachJson(row, mine, now, coverage),
        awards: awards.filter((a) => a.person_id === row.person_id && a.league_id === row.league_id).map((a) => awardJson(row, a)),
        coaching_history: coachingHistory(mine, row.is_active),
      };
    }),
  );
}

export async function coachDetail(sql: Sql, key: string, now: Date) {
  const isId = /^\d{1,9}$/.test(key);
  if (!isId && (key.length > 200 || !/^[a-z0-9-]+$/.test(key))) throw notFound("Coach");
  const rows = await sql.query<CoachRow>(`${COACH_SELECT} WHERE ${isId ? "c.id = $1" : "c.slug = $1"}`, [isId ? Number(key) : key]);
  const row = rows[0];
  if (!row) throw notFound("Coach");
  const stints = await stintsOf(sql, [row.id]);
  const sport = sportOf(row);
  const awards = (await awardsOf(sql, [row])).filter((a) => a.league_id === row.league_id);
  const coverage = await coverageLookup(sql, [row.league_slug]);
  // The titles counted for him (coach_titles, decision 0116), named as fans name them.
  const titles = await sql.query<{ season_start_year: number; championship: string; team_slug: string; team_name: string | null }>(
    `SELECT ct.season_start_year, c.name AS championship, t.slug AS team_slug, r.winner_name AS team_name
     FROM coach_titles ct JOIN championship_results r ON r.id = ct.result_id
     JOIN championships c ON c.id = r.championship_id JOIN teams t ON t.id = r.winner_team_id
     WHERE ct.coach_id = $1 ORDER BY ct.season_start_year, c.name`,
    [row.id],
  );
  return {
    ...coachJson(row, stints, now, coverage),
    titles: titles.map((t) => ({
      season_start_year: t.season_start_year,
      season_label: seasonLabel(t.season_start_year, sport),
      championship: t.championship,
      team: { slug: t.team_slug, name: t.team_name },
    })),
    coaching_history: coachingHistory(stints, row.is_active),
    record_sources: recordSources(stints),
    awards: awards.map((a) => awardJson(row, a)),
    seasons: stints.map((s) => ({
      season_start_year: s.season_start_year,
      season_label: seasonLabel(s.season_start_year, sport),
      team: { slug: s.team_slug, name: s.team_name, abbreviation: s.team_abbreviation },
      title: s.title,
      is_head_coach: s.is_head_coach,
      wins: s.wins,
      losses: s.losses,
      ties: s.ties,
      playoff_wins: s.playoff_wins,
      playoff_losses: s.playoff_losses,
      note: s.note,
      record_source: recordSourceLabel(s.source),
    })),
  };
}

export async function coachFacets(sql: Sql, url: URL) {
  refuseNulBytes(url);
  const leagues = await leagueIds(sql, url);
  const facets = await directoryFacets(sql, "coach", leagues);
  const coaches = facets.totals.coaches ?? 0;
  return { ...facets, average_years: coaches === 0 ? 0 : Math.round(((facets.totals.years ?? 0) / coaches) * 10) / 10 };
}
