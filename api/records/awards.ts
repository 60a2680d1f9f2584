// The record book's awards: each award a league's data holds (award_index, db/load/award-index.ts) and
// an award's winners season by season, linked to the player or coach and to his team that season. The
// seasons held are the award's own and the league's award data (the coverage module, kind `awards`).
import { awardKind } from "../../core/awards";
import { coverageLabel, seasonRunsLabel } from "../../core/coverage";
import { seasonLabel } from "../../core/seasons";
import type { SportSlug } from "../../core/sports";
import type { Sql } from "../../db/database";
import { allCoverage } from "../coverage";
import { notFound } from "../errors";
import { Where, inSite, whereInSite, type SiteScope } from "../sql-filters";
import { eraInSeason } from "../sql/team-eras";

type AwardRow = {
  slug: string;
  label: string;
  league_slug: string;
  league_name: string;
  league_abbreviation: string;
  sport: SportSlug;
  level: string;
  first_season: number;
  last_season: number;
  seasons: number;
  winners: number;
  held_seasons: Array<number> | null;
};

const AWARD_COLUMNS = `a.slug, a.label, l.slug AS league_slug, l.name AS league_name, l.abbreviation AS league_abbreviation,
  s.slug AS sport, lv.slug AS level, a.first_season, a.last_season, a.seasons, a.winners, a.held_seasons`;
const AWARD_JOINS = "award_index a JOIN leagues l ON l.id = a.league_id JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id";

type AwardData = { coverage: string | null; notHeld: string | null };

/**
 * The league's award data as the coverage module has it ("1957 to 2023"), and the seasons after it whose
 * title is decided, so that an award was given, that it does not hold ("2024 to 2025"), or null.
 */
async function awardCoverage(sql: Sql, leagues: ReadonlyArray<{ slug: string; sport: SportSlug }>) {
  const slugs = leagues.map((l) => l.slug);
  const [coverage, decided] = await Promise.all([
    allCoverage(sql, slugs),
    sql.query<{ league: string; last: number | null }>(
      `SELECT l.slug AS league, max(r.season_start_year) AS last FROM championship_results r
       JOIN championships c ON c.id = r.championship_id JOIN leagues l ON l.id = c.league_id
       WHERE r.status = 'held' AND l.slug = ANY($1::text[]) GROUP BY l.slug`,
      [slugs],
    ),
  ]);
  return (league: string, sport: SportSlug): AwardData => {
    const held = coverage.find((c) => c.league === league && c.kind === "awards") ?? null;
    const lastDecided = decided.find((d) => d.league === league)?.last ?? null;
    const after = held?.last != null && lastDecided !== null && lastDecided > held.last ? { first: held.last + 1, last: lastDecided } : null;
    return { coverage: coverageLabel(held, sport), notHeld: coverageLabel(after, sport) };
  };
}

function awardRef(a: AwardRow) {
  // Seasons inside the award's run with no winner held (the AP NFL MVP's 1960).
  const gaps = a.held_seasons
    ? Array.from({ length: a.last_season - a.first_season + 1 }, (_, i) => a.first_season + i).filter((season) => !a.held_seasons?.includes(season))
    : [];
  return {
    slug: a.slug,
    name: a.label,
    league: { slug: a.league_slug, name: a.league_name, abbreviation: a.league_abbreviation },
    sport: a.sport,
    first_season: a.first_season,
    last_season: a.last_season,
    first_label: seasonLabel(a.first_season, a.sport),
    last_label: seasonLabel(a.last_season, a.sport),
    /** The seasons with a winner held, gaps stated: "1957 to 1959, 1961 to 2023" (core/coverage.ts seasonRunsLabel). */
    held_label: (a.held_seasons ? seasonRunsLabel(a.held_seasons, a.sport) : coverageLabel({ first: a.first_season, last: a.last_season }, a.sport)) ?? "",
    /** Seasons within its run with no winner in our data ("1960"), or null. */
    gaps_label: seasonRunsLabel(gaps, a.sport),
    seasons: a.seasons,
    winners: a.winners,
  };
}

/** Every award of the site's leagues, by league, with the seasons each league's award data covers. */
export async function awardIndexOf(sql: Sql, site: SiteScope) {
  const where = new Where();
  whereInSite(where, site);
  const found = await sql.query<AwardRow & { name: string }>(
    `SELECT ${AWARD_COLUMNS}, a.name FROM ${AWARD_JOINS} ${where} ORDER BY l.id, a.label`,
    where.values,
  );
  // Each league's MVP awards first, then the others by name.
  const mvp = (r: AwardRow & { name: string }) => (awardKind(r.league_slug, r.name) === "mvp" ? 0 : 1);
  const rows = found;
  const leagues = [
    ...new Map(rows.map((r) => [r.league_slug, { slug: r.league_slug, name: r.league_name, abbreviation: r.league_abbreviation, sport: r.sport }])).values(),
  ];
  const covered = await awardCoverage(sql, leagues);
  return {
    leagues: leagues.map((league) => ({
      ...league,
      coverage: covered(league.slug, league.sport).coverage,
      not_held: covered(league.slug, league.sport).notHeld,
      awards: rows
        .filter((r) => r.league_slug === league.slug)
        .sort((a, b) => mvp(a) - mvp(b))
        .map(awardRef),
    })),
  };
}

type WinnerRow = {
  season_start_year: number;
  full_name: string;
  player_slug: string | null;
  coach_slug: string | null;
  role: "player" | "coach" | null;
  team_slug: string | null;
  team_name: string | null;
};

/** One award's winners, newest first: the person's player page (his coach page for a coach's award) and his team that season. */
export async function awardOf(sql: Sql, site: SiteScope, slug: string) {
  const [award] = await sql.query<AwardRow & { league_id: number; name: string }>(
    `SELECT ${AWARD_COLUMNS}, a.league_id, a.name FROM ${AWARD_JOINS} WHERE a.slug = $1`,
    [slug],
  );
  if (!award || !inSite(site, { sport: award.sport, level: award.level })) throw notFound(`Award '${slug}'`);
  // A coach's award goes to the man who coached that season (a head coach's stint that season); any
  // other to the player, with his club when he played for one club only that season.
  const rows = await sql.query<WinnerRow>(
    `SELECT w.season_start_year, pe.full_name, p.slug AS player_slug, c.slug AS coach_slug,
            CASE WHEN coached.team_id IS NOT NULL THEN 'coach' WHEN p.id IS NOT NULL THEN 'player' WHEN c.id IS NOT NULL THEN 'coach' END AS role,
            t.slug AS team_slug, coalesce(era.name, t.name) AS team_name
     FROM awards w JOIN people pe ON pe.id = w.person_id
     -- his player page in the award's league, else in another league of its sport (a Heisman winner's NFL page)
     LEFT JOIN LATERAL (
       SELECT pp.id, pp.slug, pp.league_id FROM players pp JOIN leagues pl ON pl.id = pp.league_id
       WHERE pp.person_id = w.person_id AND (pp.league_id = w.league_id OR pl.sport_id = (SELECT sport_id FROM leagues WHERE id = w.league_id))
       ORDER BY pp.league_id = w.league_id DESC, pp.id LIMIT 1) p ON true
     LEFT JOIN coaches c ON c.person_id = w.person_id AND c.league_id = w.league_id
     LEFT JOIN LATERAL (
       SELECT min(cs.team_id) AS team_id FROM coaching_stints cs
       WHERE cs.coach_id = c.id AND cs.season_start_year = w.season_start_year AND cs.is_head_coach
       HAVING count(DISTINCT cs.team_id) = 1) coached ON c.id IS NOT NULL
     LEFT JOIN LATERAL (
       SELECT min(ps.team_id) AS team_id FROM player_seasons ps
       WHERE ps.player_id = p.id AND ps.season_start_year = w.season_start_year AND ps.team_id IS NOT NULL AND ps.other_league IS NULL
       HAVING count(DISTINCT ps.team_id) = 1) played ON p.league_id = w.league_id AND coached.team_id IS NULL
     LEFT JOIN teams t ON t.id = coalesce(coached.team_id, played.team_id)
     LEFT JOIN LATERAL (${eraInSeason("t.id", "w.season_start_year")}) era ON t.id IS NOT NULL
     WHERE w.league_id = $1 AND w.name = $2
     ORDER BY w.season_start_year DESC, pe.full_name`,
    [award.league_id, award.name],
  );
  const covered = (await awardCoverage(sql, [{ slug: award.league_slug, sport: award.sport }]))(award.league_slug, award.sport);
  return {
    award: awardRef(award),
    coverage: covered.coverage,
    /** Seasons after the league's award data whose winners we do not hold ("2024 to 2025"), or null. */
    not_held: covered.notHeld,
    winners: rows.map((r) => {
      const href = r.role === "coach" ? `/coaches/${r.coach_slug}` : r.role === "player" ? `/players/${r.player_slug}` : null;
      return {
        season: {
          start_year: r.season_start_year,
          label: seasonLabel(r.season_start_year, award.sport),
          slug: `${r.season_start_year}-${award.league_slug}-season`,
        },
        person: { name: r.full_name, href },
        team: r.team_slug ? { slug: r.team_slug, name: r.team_name ?? r.team_slug } : null,
      };
    }),
  };
}
