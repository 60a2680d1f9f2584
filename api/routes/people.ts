// People endpoints: players (list, one, active, by position, rookies) and coaches (list, one, active,
// head coaches), with careers summed from player seasons and coaching stints.
import { z } from "zod";
import type { Sql } from "../../db/database";
import { badRequest, notFound } from "../errors";
import { pageOf, pageRequest } from "../pagination";
import { parseParams, refuseNulBytes, storedLevel, type Params } from "../params";
import type { Route } from "../router";
import { likePattern, Where } from "../sql-filters";
import { eraInSeason } from "./shared-sql";

const PEOPLE_PAGE_SIZE = 50;

// Player and coach status are not game statuses, so params.ts cannot parse them; they are read
// here the same way. The site offers injured, interim, fired and resigned too: no dataset records
// those, so they are accepted and match nobody rather than failing the page.
const playerStatus = z.enum(["active", "inactive", "retired", "injured"], {
  errorMap: () => ({ message: "must be one of active, inactive, retired, injured" }),
});
const coachStatus = z.enum(["active", "inactive", "retired", "interim", "fired", "resigned"], {
  errorMap: () => ({ message: "must be one of active, inactive, retired, interim, fired, resigned" }),
});

function localParam<T>(url: URL, name: string, schema: z.ZodType<T>): T | undefined {
  const values = url.searchParams.getAll(name);
  if (values.length === 0 || (values.length === 1 && values[0] === "")) return undefined;
  if (values.length > 1) throw badRequest(`Parameter '${name}' is given more than once.`);
  const result = schema.safeParse(values[0]);
  if (!result.success) throw badRequest(`Parameter '${name}' ${result.error.issues[0]?.message ?? "is not valid"}.`);
  return result.data;
}

const POSITION_NAMES: Record<string, Record<string, string>> = {
  baseball: {
    P: "Pitcher", C: "Catcher", "1B": "First Base", "2B": "Second Base", "3B": "Third Base", SS: "Shortstop",
    LF: "Left Field", CF: "Center Field", RF: "Right Field", OF: "Outfield", DH: "Designated Hitter",
  },
  basketball: {
    G: "Guard", F: "Forward", C: "Center", PG: "Point Guard", SG: "Shooting Guard", SF: "Small Forward",
    PF: "Power Forward", "G-F": "Guard-Forward", "F-G": "Forward-Guard", "F-C": "Forward-Center", "C-F": "Center-Forward",
  },
  football: {
    QB: "Quarterback", RB: "Running Back", FB: "Fullback", WR: "Wide Receiver", TE: "Tight End", OL: "Offensive Line",
    OT: "Offensive Tackle", OG: "Offensive Guard", T: "Tackle", G: "Guard", C: "Center", DL: "Defensive Line",
    DE: "Defensive End", DT: "Defensive Tackle", LB: "Linebacker", ILB: "Inside Linebacker", OLB: "Outside Linebacker",
    CB: "Cornerback", DB: "Defensive Back", S: "Safety", FS: "Free Safety", SS: "Strong Safety", K: "Kicker", P: "Punter",
    LS: "Long Snapper",
  },
  hockey: { C: "Center", L: "Left Wing", LW: "Left Wing", R: "Right Wing", RW: "Right Wing", W: "Wing", D: "Defense", G: "Goalie" },
};

/** The position's name in its sport ("P" is a pitcher in baseball, a punter in football); unknown codes stay as stored. */
export function positionName(sport: string, code: string | null): string | null {
  if (!code) return null;
  return POSITION_NAMES[sport]?.[code.toUpperCase()] ?? code;
}

/** Stored codes whose name or code equals what was asked for, in any sport. */
function positionCodes(wanted: string): Array<string> {
  const codes = new Set([wanted.toUpperCase()]);
  for (const names of Object.values(POSITION_NAMES)) {
    for (const [code, name] of Object.entries(names)) if (name.toLowerCase() === wanted.toLowerCase()) codes.add(code);
  }
  return [...codes];
}

/** Whole years from birth to today, or to death for those who have died. */
export function ageOn(birthDate: string | null, deathDate: string | null, now: Date): number | null {
  if (!birthDate) return null;
  const end = deathDate ? new Date(`${deathDate}T00:00:00Z`) : now;
  const birth = new Date(`${birthDate}T00:00:00Z`);
  let age = end.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    end.getUTCMonth() < birth.getUTCMonth() || (end.getUTCMonth() === birth.getUTCMonth() && end.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age--;
  return age;
}

export function heightText(inches: number | null): string | null {
  return inches === null ? null : `${Math.floor(inches / 12)}' ${inches % 12}"`;
}

type PersonRow = {
  first_name: string;
  last_name: string;
  full_name: string;
  birth_date: string | null;
  death_date: string | null;
  birth_city: string | null;
  birth_state: string | null;
  birth_country: string | null;
  college: string | null;
  height_inches: number | null;
  weight_pounds: number | null;
};

function personJson(row: PersonRow, now: Date) {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: row.full_name,
    age: ageOn(row.birth_date, row.death_date, now),
    birth_date: row.birth_date,
    death_date: row.death_date,
    birth_place: [row.birth_city, row.birth_state ?? row.birth_country].filter(Boolean).join(", ") || null,
    birth_city: row.birth_city,
    birth_state: row.birth_state,
    college: row.college,
    height_inches: row.height_inches,
    weight_pounds: row.weight_pounds,
  };
}

const PERSON_FIELDS = `pe.first_name, pe.last_name, pe.full_name, pe.birth_date, pe.death_date, pe.birth_city, pe.birth_state,
  pe.birth_country, pe.college, pe.height_inches, pe.weight_pounds`;

// ---------------------------------------------------------------- career statistics

type SeasonLine = { player_id: number; team_id: number | null; season_start_year: number; stats: Record<string, unknown> };

/** Rates recomputed from their summed parts: [rate, numerator, denominator, scale]. */
const RATES: ReadonlyArray<[string, string, string, number]> = [
  ["batting_average", "hits", "at_bats", 1],
  ["field_goal_percentage", "field_goals_made", "field_goals_attempted", 1],
  ["three_point_percentage", "three_pointers_made", "three_pointers_attempted", 1],
  ["free_throw_percentage", "free_throws_made", "free_throws_attempted", 1],
  ["goals_against_average", "goals_against", "minutes", 60],
  ["save_percentage", "saves", "shots_against", 1],
];
const RATE_NAME = /(_percentage|_average|_pct|_per_game|_rating|^era)$/;

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Sums the numeric stats over the seasons. A season with per-team lines skips its multi-team total
 * line (team null) so nothing counts twice. Rates are never summed: those with stored parts are
 * recomputed (batting_average = hits / at_bats), ERA is weighted by outs pitched, and any other rate
 * is averaged weighted by games played.
 */
export function careerStats(lines: ReadonlyArray<Omit<SeasonLine, "player_id">>) {
  const seasonsWithTeams = new Set(lines.filter((l) => l.team_id !== null).map((l) => l.season_start_year));
  const counted = lines.filter((l) => l.team_id !== null || !seasonsWithTeams.has(l.season_start_year));
  const totals: Record<string, number> = {};
  const weighted: Record<string, { sum: number; weight: number }> = {};
  for (const line of counted) {
    for (const [name, raw] of Object.entries(line.stats ?? {})) {
      if (typeof raw !== "number" || !Number.isFinite(raw)) continue;
      if (RATE_NAME.test(name)) {
        const weightOf = name === "era" ? line.stats.innings_pitched_outs : line.stats.games_played;
        const weight = typeof weightOf === "number" && weightOf > 0 ? weightOf : 1;
        const entry = (weighted[name] ??= { sum: 0, weight: 0 });
        entry.sum += raw * weight;
        entry.weight += weight;
      } else totals[name] = (totals[name] ?? 0) + raw;
    }
  }
  const result: Record<string, number> = { ...totals };
  for (const [name, { sum, weight }] of Object.entries(weighted)) if (weight > 0) result[name] = round3(sum / weight);
  for (const [rate, top, bottom, scale] of RATES) {
    if (totals[bottom] > 0 && totals[top] !== undefined) result[rate] = round3((totals[top] * scale) / totals[bottom]);
  }
  result.seasons_played = new Set(counted.map((l) => l.season_start_year)).size;
  return result;
}

// ---------------------------------------------------------------- players

const PLAYER_FROM = `FROM players p
  JOIN people pe ON pe.id = p.person_id
  JOIN leagues l ON l.id = p.league_id
  JOIN sports s ON s.id = l.sport_id
  JOIN levels lv ON lv.id = l.level_id
  LEFT JOIN teams ct ON ct.id = p.current_team_id`;

const LATEST_PLAYER_SEASON = "(SELECT league_id, max(last_season) AS latest FROM players GROUP BY league_id)";

const PLAYER_SELECT = `SELECT p.id, p.slug, p.person_id, p.league_id, p.position, p.first_season, p.last_season, p.draft_year,
    p.draft_round, p.draft_pick, p.jersey_number, p.is_active, ${PERSON_FIELDS}, pe.hall_of_fame,
    s.name AS sport_name, s.slug AS sport_slug, l.slug AS league_slug, l.name AS league_name,
    ct.slug AS team_slug, coalesce(ce.name, ct.name) AS team_name, coalesce(ce.city, ct.city) AS team_city,
    coalesce(ce.abbreviation, ct.abbreviation) AS team_abbreviation`;

const PLAYER_ERA = `LEFT JOIN LATERAL (${eraInSeason("p.current_team_id", "coalesce(p.last_season, 9999)")}) ce ON true`;

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
  hall_of_fame: boolean;
  sport_name: string;
  sport_slug: string;
  league_slug: string;
  league_name: string;
  team_slug: string | null;
  team_name: string | null;
  team_city: string | null;
  team_abbreviation: string | null;
};

type Award = { name: string; year: number };

async function awardsOf(sql: Sql, people: ReadonlyArray<{ person_id: number; league_id: number }>) {
  const rows = await sql.query<{ person_id: number; league_id: number; name: string; year: number }>(
    `SELECT person_id, league_id, name, season_start_year AS year FROM awards WHERE person_id = ANY($1::int[])
     ORDER BY season_start_year, name`,
    [people.map((p) => p.person_id)],
  );
  // Awards are per league, so a two-sport athlete's baseball awards stay off his football page.
  return (person: { person_id: number; league_id: number }): Array<Award> =>
    rows.filter((r) => r.person_id === person.person_id && r.league_id === person.league_id).map((r) => ({ name: r.name, year: r.year }));
}

async function playerJsons(sql: Sql, rows: ReadonlyArray<PlayerRow>, now: Date, withSeasons: boolean) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await sql.query<SeasonLine & { team_slug: string | null; team_name: string | null; team_abbreviation: string | null; position: string | null; jersey_number: string | null }>(
    `SELECT ps.player_id, ps.team_id, ps.season_start_year, ps.stats, ps.position, ps.jersey_number,
            t.slug AS team_slug, coalesce(e.name, t.name) AS team_name, coalesce(e.abbreviation, t.abbreviation) AS team_abbreviation
     FROM player_seasons ps LEFT JOIN teams t ON t.id = ps.team_id
     LEFT JOIN LATERAL (${eraInSeason("ps.team_id", "ps.season_start_year")}) e ON true
     WHERE ps.player_id = ANY($1::int[]) ORDER BY ps.season_start_year, ps.id`,
    [ids],
  );
  const titles = await sql.query<{ player_id: number; n: number }>(
    `SELECT ps.player_id, count(DISTINCT r.id)::int AS n FROM player_seasons ps
     JOIN championship_results r ON r.winner_team_id = ps.team_id AND r.season_start_year = ps.season_start_year AND r.status = 'held'
     WHERE ps.player_id = ANY($1::int[]) GROUP BY ps.player_id`,
    [ids],
  );
  const awardsFor = await awardsOf(sql, rows);
  return rows.map((row) => {
    const mine = lines.filter((l) => l.player_id === row.id);
    const awards = awardsFor(row);
    const championshipsWon = titles.find((t) => t.player_id === row.id)?.n ?? 0;
    const allStar = awards.filter((a) => a.name.includes("All-Star")).length;
    const mvp = awards.filter((a) => /\bMVP\b|Most Valuable Player/i.test(a.name)).length;
    const player = {
      id: row.id,
      slug: row.slug,
      person: personJson(row, now),
      jersey_number: row.jersey_number,
      position: row.position,
      primary_position_name: positionName(row.sport_slug, row.position),
      sport: { name: row.sport_name, slug: row.sport_slug },
      league: { name: row.league_name, slug: row.league_slug },
      current_team: row.team_slug
        ? { name: row.team_name, city: row.team_city, abbreviation: row.team_abbreviation, sport_name: row.sport_name, slug: row.team_slug }
        : null,
      height: heightText(row.height_inches),
      weight: row.weight_pounds === null ? null : `${row.weight_pounds} lbs`,
      first_season: row.first_season,
      last_season: row.last_season,
      years_pro: row.first_season !== null && row.last_season !== null ? row.last_season - row.first_season + 1 : null,
      college: row.college,
      draft_year: row.draft_year,
      draft_round: row.draft_round,
      draft_pick: row.draft_pick,
      career_stats: { ...careerStats(mine), all_star_selections: allStar, championships_won: championshipsWon, mvp_awards: mvp },
      awards,
      championships_won: championshipsWon,
      all_star_selections: allStar,
      hall_of_fame: row.hall_of_fame,
      is_active: row.is_active,
      // Contracts and salaries are in no open dataset.
      contract_end_year: null,
      salary: null,
    };
    if (!withSeasons) return player;
    return {
      ...player,
      seasons: mine.map((l) => ({
        season_start_year: l.season_start_year,
        team: l.team_slug ? { slug: l.team_slug, name: l.team_name, abbreviation: l.team_abbreviation } : null,
        team_name: l.team_name,
        position: l.position,
        jersey_number: l.jersey_number,
        stats: l.stats,
      })),
    };
  });
}

type PlayerQuery = Params<"search" | "position" | "team" | "season" | "page" | "page_size">;

function playerWhere(url: URL): { where: Where; params: PlayerQuery } {
  refuseNulBytes(url);
  const params = parseParams(url, ["sport__slug", "level__slug", "search", "position", "team", "season", "page", "page_size"]);
  const status = localParam(url, "status", playerStatus);
  const where = new Where();
  if (params.sport__slug) where.add("s.slug = ?", params.sport__slug);
  if (params.level__slug) where.add("lv.slug = ?", storedLevel(params.level__slug));
  if (params.search) {
    where.add("(pe.full_name ILIKE ? OR p.position ILIKE ? OR ct.name ILIKE ? OR ct.city ILIKE ?)", likePattern(params.search));
  }
  if (params.position) where.add("upper(p.position) = ANY(?::text[])", positionCodes(params.position));
  if (params.season !== undefined) {
    where.add("EXISTS (SELECT 1 FROM player_seasons ps WHERE ps.player_id = p.id AND ps.season_start_year = ?)", params.season);
  }
  if (params.team) {
    // With a season, the team he played for that season; without, his current team.
    if (params.season !== undefined) {
      where.add(
        `EXISTS (SELECT 1 FROM player_seasons ps JOIN teams t ON t.id = ps.team_id WHERE ps.player_id = p.id
           AND ps.season_start_year = ${where.param(params.season)} AND (t.slug = ? OR upper(t.abbreviation) = upper(?)))`,
        params.team,
      );
    } else where.add("(ct.slug = ? OR upper(ct.abbreviation) = upper(?))", params.team);
  }
  if (status === "active") where.add("p.is_active");
  else if (status === "inactive" || status === "retired") where.add("NOT p.is_active");
  else if (status === "injured") where.add("false");
  return { where, params };
}

/** Rows put back in the order of a page's ids. */
function inIdOrder<T extends { id: number }>(ids: ReadonlyArray<{ id: number }>, rows: ReadonlyArray<T>): Array<T> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map(({ id }) => byId.get(id)).filter((row): row is T => row !== undefined);
}

async function playerList(sql: Sql, url: URL, now: Date, extra: (where: Where) => void, joinLatest = false) {
  const { where, params } = playerWhere(url);
  extra(where);
  const from = `${PLAYER_FROM} ${joinLatest ? `JOIN ${LATEST_PLAYER_SEASON} lm ON lm.league_id = p.league_id` : ""}`;
  const page = pageRequest(params, PEOPLE_PAGE_SIZE);
  const count = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n ${from} ${where}`, where.values))[0].n;
  // The page's ids first, then the details of those rows only: the era lookup is per row.
  const ids = await sql.query<{ id: number }>(
    `SELECT p.id ${from} ${where} ORDER BY pe.last_name, pe.first_name, p.id
     LIMIT ${where.param(page.pageSize)} OFFSET ${where.param(page.offset)}`,
    where.values,
  );
  const rows = inIdOrder(
    ids,
    await sql.query<PlayerRow>(`${PLAYER_SELECT} ${PLAYER_FROM} ${PLAYER_ERA} WHERE p.id = ANY($1::int[])`, [ids.map((r) => r.id)]),
  );
  return pageOf(url, page, count, await playerJsons(sql, rows, now, false));
}

// ---------------------------------------------------------------- coaches

const COACH_FROM = `FROM coaches c
  JOIN people pe ON pe.id = c.person_id
  JOIN leagues l ON l.id = c.league_id
  JOIN sports s ON s.id = l.sport_id
  JOIN levels lv ON lv.id = l.level_id
  LEFT JOIN LATERAL (SELECT cs.season_start_year, cs.title, cs.is_head_coach, cs.team_id FROM coaching_stints cs
    WHERE cs.coach_id = c.id ORDER BY cs.season_start_year DESC, cs.is_head_coach DESC, cs.id DESC LIMIT 1) ls ON true
  LEFT JOIN (SELECT c2.league_id, max(cs.season_start_year) AS latest FROM coaching_stints cs
    JOIN coaches c2 ON c2.id = cs.coach_id GROUP BY c2.league_id) lc ON lc.league_id = c.league_id`;

/** A coach is active when his latest stint is in the latest season any coach of his league has. */
const COACH_ACTIVE = "coalesce(ls.season_start_year = lc.latest, false)";

type CoachRow = PersonRow & {
  id: number;
  slug: string;
  person_id: number;
  league_id: number;
  sport_name: string;
  sport_slug: string;
  league_slug: string;
  league_name: string;
  is_active: boolean;
};

type Stint = {
  coach_id: number;
  team_id: number;
  season_start_year: number;
  title: string;
  is_head_coach: boolean;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  playoff_wins: number | null;
  playoff_losses: number | null;
  team_slug: string;
  team_name: string;
  team_city: string | null;
  team_abbreviation: string | null;
  won_title: boolean;
};

type HistoryEntry = {
  team_name: string;
  team_slug: string;
  start_year: number;
  end_year: number | null;
  title: string;
  is_head_coach: boolean;
  is_active: boolean;
};

/** Consecutive seasons with one team become one entry, named as the team was in its last season there. */
export function coachingHistory(stints: ReadonlyArray<Stint>, active: boolean): Array<HistoryEntry> {
  const sorted = [...stints].sort((a, b) => a.season_start_year - b.season_start_year);
  const groups: Array<Array<Stint>> = [];
  for (const stint of sorted) {
    const group = groups[groups.length - 1];
    const last = group?.[group.length - 1];
    if (last && last.team_id === stint.team_id && stint.season_start_year - last.season_start_year <= 1) group.push(stint);
    else groups.push([stint]);
  }
  return groups.map((group, index) => {
    const last = group[group.length - 1];
    const current = active && index === groups.length - 1;
    return {
      team_name: last.team_name,
      team_slug: last.team_slug,
      start_year: group[0].season_start_year,
      // The current job has no end yet: the page shows "Present".
      end_year: current ? null : last.season_start_year,
      title: last.title,
      is_head_coach: group.some((s) => s.is_head_coach),
      is_active: current,
    };
  });
}

async function coachJsons(sql: Sql, rows: ReadonlyArray<CoachRow>, now: Date) {
  if (rows.length === 0) return [];
  const stints = await sql.query<Stint>(
    `SELECT cs.coach_id, cs.team_id, cs.season_start_year, cs.title, cs.is_head_coach, cs.wins, cs.losses, cs.ties,
            cs.playoff_wins, cs.playoff_losses, t.slug AS team_slug, coalesce(e.name, t.name) AS team_name,
            coalesce(e.city, t.city) AS team_city, coalesce(e.abbreviation, t.abbreviation) AS team_abbreviation,
            EXISTS (SELECT 1 FROM championship_results r WHERE r.winner_team_id = cs.team_id
                    AND r.season_start_year = cs.season_start_year AND r.status = 'held') AS won_title
     FROM coaching_stints cs JOIN teams t ON t.id = cs.team_id
     LEFT JOIN LATERAL (${eraInSeason("cs.team_id", "cs.season_start_year")}) e ON true
     WHERE cs.coach_id = ANY($1::int[]) ORDER BY cs.season_start_year, cs.id`,
    [rows.map((r) => r.id)],
  );
  const awardsFor = await awardsOf(sql, rows);
  return rows.map((row) => {
    const mine = stints.filter((s) => s.coach_id === row.id);
    const latest = mine[mine.length - 1];
    const sum = (pick: (s: Stint) => number | null) => mine.reduce((total, s) => total + (pick(s) ?? 0), 0);
    const wins = sum((s) => s.wins);
    const losses = sum((s) => s.losses);
    const ties = sum((s) => s.ties);
    const played = wins + losses + ties;
    const history = coachingHistory(mine, row.is_active);
    const current = row.is_active && latest ? latest : null;
    return {
      id: row.id,
      slug: row.slug,
      person: personJson(row, now),
      sport: { name: row.sport_name, slug: row.sport_slug },
      league: { name: row.league_name, slug: row.league_slug },
      current_team: current
        ? { name: current.team_name, slug: current.team_slug, city: current.team_city, abbreviation: current.team_abbreviation, sport_name: row.sport_name }
        : null,
      title: latest?.title ?? "Coach",
      is_head_coach: latest?.is_head_coach ?? false,
      is_active: row.is_active,
      years_experience: new Set(mine.map((s) => s.season_start_year)).size,
      years_with_current_team: current ? new Set(mine.filter((s) => s.team_id === current.team_id).map((s) => s.season_start_year)).size : 0,
      previous_teams: [...new Map(mine.filter((s) => s.team_id !== current?.team_id).map((s) => [s.team_slug, { name: s.team_name, slug: s.team_slug }])).values()],
      college: row.college,
      career_record: {
        wins,
        losses,
        ties,
        // Ties count half, as in the standings.
        win_percentage: played === 0 ? 0 : round3((wins + ties / 2) / played),
        playoff_appearances: mine.filter((s) => (s.playoff_wins ?? 0) + (s.playoff_losses ?? 0) > 0).length,
        playoff_wins: sum((s) => s.playoff_wins),
        playoff_losses: sum((s) => s.playoff_losses),
      },
      championships_won: new Set(mine.filter((s) => s.won_title).map((s) => s.season_start_year)).size,
      awards: awardsFor(row),
      coaching_history: history,
    };
  });
}

function coachWhere(url: URL) {
  refuseNulBytes(url);
  const params = parseParams(url, ["sport__slug", "level__slug", "search", "position", "team", "season", "page", "page_size"]);
  const status = localParam(url, "status", coachStatus);
  const where = new Where();
  if (params.sport__slug) where.add("s.slug = ?", params.sport__slug);
  if (params.level__slug) where.add("lv.slug = ?", storedLevel(params.level__slug));
  if (params.search) {
    where.add(
      `(pe.full_name ILIKE ? OR EXISTS (SELECT 1 FROM coaching_stints cs JOIN teams t ON t.id = cs.team_id
         WHERE cs.coach_id = c.id AND (t.name ILIKE ? OR t.city ILIKE ? OR cs.title ILIKE ?)))`,
      likePattern(params.search),
    );
  }
  if (params.position) where.add("ls.title ILIKE ?", likePattern(params.position));
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
  if (status === "active") where.add(COACH_ACTIVE);
  else if (status === "inactive" || status === "retired") where.add(`NOT ${COACH_ACTIVE}`);
  else if (status !== undefined) where.add("false");
  return { where, params };
}

const COACH_SELECT = `SELECT c.id, c.slug, c.person_id, c.league_id, ${PERSON_FIELDS}, s.name AS sport_name, s.slug AS sport_slug,
  l.slug AS league_slug, l.name AS league_name, ${COACH_ACTIVE} AS is_active`;

async function coachList(sql: Sql, url: URL, now: Date, extra: (where: Where) => void) {
  const { where, params } = coachWhere(url);
  extra(where);
  const page = pageRequest(params, PEOPLE_PAGE_SIZE);
  const count = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n ${COACH_FROM} ${where}`, where.values))[0].n;
  const ids = await sql.query<{ id: number }>(
    `SELECT c.id ${COACH_FROM} ${where} ORDER BY pe.last_name, pe.first_name, c.id
     LIMIT ${where.param(page.pageSize)} OFFSET ${where.param(page.offset)}`,
    where.values,
  );
  const rows = inIdOrder(
    ids,
    await sql.query<CoachRow>(`${COACH_SELECT} ${COACH_FROM} WHERE c.id = ANY($1::int[])`, [ids.map((r) => r.id)]),
  );
  return pageOf(url, page, count, await coachJsons(sql, rows, now));
}

const none = () => undefined;

export const peopleRoutes: Array<Route> = [
  {
    pattern: "people/players",
    cacheClass: "semi-static",
    handle: ({ sql, url, now }) => playerList(sql, url, now, none),
  },
  {
    pattern: "people/players/active",
    cacheClass: "dynamic",
    handle: ({ sql, url, now }) => playerList(sql, url, now, (where) => where.add("p.is_active")),
  },
  {
    pattern: "people/players/rookies",
    cacheClass: "dynamic",
    // A rookie's first season is the latest season the league's player data reaches.
    handle: ({ sql, url, now }) => playerList(sql, url, now, (where) => where.add("p.first_season = lm.latest"), true),
  },
  {
    pattern: "people/players/by_position",
    cacheClass: "semi-static",
    async handle({ sql, url, now }) {
      const { position } = parseParams(url, ["position"]);
      if (position === undefined || position.trim() === "") throw badRequest("Parameter 'position' is required.");
      return playerList(sql, url, now, none);
    },
  },
  {
    pattern: "people/players/:slug",
    cacheClass: "semi-static",
    async handle({ sql, params, now }) {
      const key = params.slug;
      const isId = /^\d{1,9}$/.test(key);
      if (!isId && (key.length > 200 || !/^[a-z0-9-]+$/.test(key))) throw notFound("Player");
      const rows = await sql.query<PlayerRow>(
        `${PLAYER_SELECT} ${PLAYER_FROM} ${PLAYER_ERA} WHERE ${isId ? "p.id = $1" : "p.slug = $1"}`,
        [isId ? Number(key) : key],
      );
      if (!rows[0]) throw notFound("Player");
      return (await playerJsons(sql, rows, now, true))[0];
    },
  },
  {
    pattern: "people/coaches",
    cacheClass: "semi-static",
    handle: ({ sql, url, now }) => coachList(sql, url, now, none),
  },
  {
    pattern: "people/coaches/active",
    cacheClass: "dynamic",
    handle: ({ sql, url, now }) => coachList(sql, url, now, (where) => where.add(COACH_ACTIVE)),
  },
  {
    pattern: "people/coaches/head_coaches",
    cacheClass: "semi-static",
    // Head coaches are those whose latest stint was as head coach.
    handle: ({ sql, url, now }) => coachList(sql, url, now, (where) => where.add("coalesce(ls.is_head_coach, false)")),
  },
  {
    pattern: "people/coaches/:slug",
    cacheClass: "semi-static",
    async handle({ sql, params, now }) {
      const key = params.slug;
      const isId = /^\d{1,9}$/.test(key);
      if (!isId && (key.length > 200 || !/^[a-z0-9-]+$/.test(key))) throw notFound("Coach");
      const rows = await sql.query<CoachRow>(`${COACH_SELECT} ${COACH_FROM} WHERE ${isId ? "c.id = $1" : "c.slug = $1"}`, [
        isId ? Number(key) : key,
      ]);
      if (!rows[0]) throw notFound("Coach");
      return (await coachJsons(sql, rows, now))[0];
    },
  },
];
