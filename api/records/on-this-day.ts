// On this day: one day of the year across the years, per league of the site: the titles decided that
// day, its games (the postseason's first, then a few regular-season ones: decision 0122) and the
// birthdays and deaths of the people we hold. Every read goes through the month-and-day indexes of
// migration 0052, whose expressions `monthDayOf` writes exactly as they were created.
import {
  ON_THIS_DAY_POSTSEASON_GAMES,
  ON_THIS_DAY_REGULAR_GAMES,
  monthDayLabel,
  monthDaySlug,
  shiftMonthDay,
  type MonthDay,
  type OnThisDayKind,
} from "../../core/on-this-day";
import { seasonLabel } from "../../core/seasons";
import type { SportSlug } from "../../core/sports";
import type { Sql } from "../../db/database";
import { notFound } from "../errors";
import { pageOf, type PageRequest } from "../pagination";
import { Where, whereInSite, type SiteScope } from "../sql-filters";
import { eraInSeason } from "../sql/team-eras";

/** A date column's month and day as one number (October 25 is 1025): the expression migration 0052 indexes. */
function monthDayOf(column: string): string {
  return `(extract(month FROM ${column}) * 100 + extract(day FROM ${column}))::int`;
}

const monthDayNumber = (date: MonthDay) => date.month * 100 + date.day;

type LeagueRow = { id: number; slug: string; name: string; abbreviation: string; sport: SportSlug };

/** The site's leagues that hold seasons, in the leagues' order. */
async function siteLeagues(sql: Sql, site: SiteScope): Promise<Array<LeagueRow>> {
  const where = new Where().add("EXISTS (SELECT 1 FROM seasons se WHERE se.league_id = l.id)");
  whereInSite(where, site);
  return sql.query<LeagueRow>(
    `SELECT l.id, l.slug, l.name, l.abbreviation, s.slug AS sport FROM leagues l
     JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id ${where} ORDER BY l.id`,
    where.values,
  );
}

/** The leagues asked: the one named (404 when it is not the site's), else all of the site's. */
async function leaguesAsked(sql: Sql, site: SiteScope, league: string | undefined) {
  const leagues = await siteLeagues(sql, site);
  const chosen = league ? leagues.filter((l) => l.slug === league) : leagues;
  if (league && chosen.length === 0) throw notFound(`League '${league}' on this site`);
  return { leagues, chosen };
}

type GameRow = {
  id: number;
  league_id: number;
  game_date: string;
  season_start_year: number;
  game_type: string;
  round: string | null;
  home_slug: string;
  home_name: string;
  away_slug: string;
  away_name: string;
  home_score: number;
  away_score: number;
  neutral_site: boolean;
  overtime: string | null;
};

/** A game with its teams as they were named that season (the rows picked are few: a LATERAL per team is cheap). */
function gameDetails(picked: string, extra = ""): string {
  return `SELECT ${extra}g.id, g.league_id, g.game_date::text AS game_date, g.season_start_year, g.game_type, g.round,
            ht.slug AS home_slug, coalesce(he.name, ht.name) AS home_name, at.slug AS away_slug, coalesce(ae.name, at.name) AS away_name,
            g.home_score, g.away_score, g.neutral_site, g.overtime
     FROM (${picked}) p JOIN games g ON g.id = p.id
     JOIN teams ht ON ht.id = g.home_team_id JOIN teams at ON at.id = g.away_team_id
     LEFT JOIN LATERAL (${eraInSeason("ht.id", "g.season_start_year")}) he ON true
     LEFT JOIN LATERAL (${eraInSeason("at.id", "g.season_start_year")}) ae ON true`;
}

/** A game of the day held with its result: final, with both scores. */
const HELD = "g.status = 'final' AND g.home_score IS NOT NULL AND g.away_score IS NOT NULL";
const POSTSEASON = "g.game_type <> 'regular'";

function gameOut(r: GameRow, league: LeagueRow) {
  return {
    id: r.id,
    date: r.game_date,
    season: { start_year: r.season_start_year, label: seasonLabel(r.season_start_year, league.sport), slug: `${r.season_start_year}-${league.slug}-season` },
    game_type: r.game_type,
    round: r.round,
    title_game: r.game_type === "final",
    home: { slug: r.home_slug, name: r.home_name, score: r.home_score },
    away: { slug: r.away_slug, name: r.away_name, score: r.away_score },
    neutral_site: r.neutral_site,
    overtime: r.overtime,
    margin: Math.abs(r.home_score - r.away_score),
  };
}

const newestFirst = (a: { game_date: string; id: number }, b: { game_date: string; id: number }) => b.game_date.localeCompare(a.game_date) || b.id - a.id;

type TitleRow = {
  league_id: number;
  championship_slug: string;
  championship_name: string;
  season_start_year: number;
  game_date: string;
  edition: string | null;
  winner_name: string | null;
  winner_slug: string | null;
  runner_up_name: string | null;
  runner_up_slug: string | null;
  winner_score: number | null;
  runner_up_score: number | null;
  series: string | null;
};

type PersonRow = { league_id: number; name: string; date: string; href: string; role: "player" | "coach"; hall_of_fame: boolean };

/** People born (or who died) on the day, once per league they played or coached in: his player page there, else his coach page. */
function peopleOn(column: "birth_date" | "death_date"): string {
  return `(SELECT DISTINCT ON (x.league_id, pe.id) '${column === "birth_date" ? "birth" : "death"}' AS kind, x.league_id, pe.full_name AS name, pe.${column}::text AS date,
            x.href, x.role, pe.hall_of_fame
     FROM people pe
     JOIN LATERAL (
       SELECT p.league_id, '/players/' || p.slug AS href, 'player' AS role, 0 AS preference FROM players p WHERE p.person_id = pe.id
       UNION ALL
       SELECT c.league_id, '/coaches/' || c.slug, 'coach', 1 FROM coaches c WHERE c.person_id = pe.id) x ON true
     WHERE ${monthDayOf(`pe.${column}`)} = $1 AND pe.${column} IS NOT NULL AND x.league_id = ANY($2)
     ORDER BY x.league_id, pe.id, x.preference)`;
}

/** The day's titles, games and people per league of the site (or of the league asked), newest first. */
export async function onThisDayOf(sql: Sql, site: SiteScope, date: MonthDay, league?: string) {
  const { leagues, chosen } = await leaguesAsked(sql, site, league);
  const ids = chosen.map((l) => l.id);
  const day = monthDayNumber(date);
  const [titles, games, people] = await Promise.all([
    sql.query<TitleRow>(
      `SELECT c.league_id, c.slug AS championship_slug, c.name AS championship_name, cr.season_start_year, cr.game_date::text AS game_date,
              cr.edition, cr.winner_name, w.slug AS winner_slug, cr.runner_up_name, r.slug AS runner_up_slug,
              cr.winner_score, cr.runner_up_score, cr.series
       FROM championship_results cr JOIN championships c ON c.id = cr.championship_id
       LEFT JOIN teams w ON w.id = cr.winner_team_id LEFT JOIN teams r ON r.id = cr.runner_up_team_id
       WHERE ${monthDayOf("cr.game_date")} = $1 AND cr.game_date IS NOT NULL AND cr.status = 'held' AND c.league_id = ANY($2)
       ORDER BY cr.game_date DESC, c.id`,
      [day, ids],
    ),
    // Per league: the postseason's title games first, then its newest; the regular season's largest
    // margins; each row with the number of games of its kind that day (one read of the day's games).
    sql.query<GameRow & { kind_games: number }>(
      gameDetails(
        `SELECT id, kind_games FROM (
           SELECT g.id, count(*) OVER (PARTITION BY g.league_id, ${POSTSEASON})::int AS kind_games,
                  row_number() OVER (PARTITION BY g.league_id, ${POSTSEASON}
                    ORDER BY CASE WHEN ${POSTSEASON} THEN (g.game_type = 'final')::int ELSE abs(g.home_score - g.away_score) END DESC, g.game_date DESC, g.id DESC) AS n,
                  CASE WHEN ${POSTSEASON} THEN $3::int ELSE $4::int END AS shown
           FROM games g WHERE ${monthDayOf("g.game_date")} = $1 AND ${HELD} AND g.league_id = ANY($2)) ranked
         WHERE n <= shown`,
        "p.kind_games, ",
      ),
      [day, ids, ON_THIS_DAY_POSTSEASON_GAMES, ON_THIS_DAY_REGULAR_GAMES],
    ),
    sql.query<PersonRow & { kind: "birth" | "death" }>(`${peopleOn("birth_date")} UNION ALL ${peopleOn("death_date")}`, [day, ids]),
  ]);
  const personOut = (p: PersonRow) => ({ name: p.name, href: p.href, role: p.role, date: p.date, hall_of_fame: p.hall_of_fame });
  const byDateDesc = (a: PersonRow, b: PersonRow) => b.date.localeCompare(a.date) || a.name.localeCompare(b.name);
  const count = (leagueId: number, postseason: boolean) =>
    games.find((g) => g.league_id === leagueId && (g.game_type !== "regular") === postseason)?.kind_games ?? 0;
  const births = people.filter((p) => p.kind === "birth");
  const deaths = people.filter((p) => p.kind === "death");
  const sections = chosen
    .map((l) => {
      const own = games.filter((g) => g.league_id === l.id).sort(newestFirst);
      return {
        league: { slug: l.slug, name: l.name, abbreviation: l.abbreviation },
        sport: l.sport,
        titles: titles
          .filter((t) => t.league_id === l.id)
          .map((t) => ({
            championship: { slug: t.championship_slug, name: t.championship_name },
            season: { start_year: t.season_start_year, label: seasonLabel(t.season_start_year, l.sport), slug: `${t.season_start_year}-${l.slug}-season` },
            date: t.game_date,
            edition: t.edition,
            winner: { name: t.winner_name ?? "", slug: t.winner_slug },
            runner_up: t.runner_up_name ? { name: t.runner_up_name, slug: t.runner_up_slug } : null,
            winner_score: t.winner_score,
            runner_up_score: t.runner_up_score,
            series: t.series,
          })),
        postseason: { count: count(l.id, true), games: own.filter((g) => g.game_type !== "regular").map((g) => gameOut(g, l)) },
        regular: { count: count(l.id, false), games: own.filter((g) => g.game_type === "regular").map((g) => gameOut(g, l)) },
        births: births
          .filter((p) => p.league_id === l.id)
          .sort(byDateDesc)
          .map(personOut),
        deaths: deaths
          .filter((p) => p.league_id === l.id)
          .sort(byDateDesc)
          .map(personOut),
      };
    })
    .filter((s) => s.titles.length + s.postseason.count + s.regular.count + s.births.length + s.deaths.length > 0);
  return {
    ...dayOut(date),
    leagues: leagues.map((l) => ({ slug: l.slug, name: l.name, abbreviation: l.abbreviation, sport: l.sport })),
    league: league && chosen[0] ? { slug: chosen[0].slug, name: chosen[0].name, abbreviation: chosen[0].abbreviation } : null,
    sections,
  };
}

/** The day asked and its neighbours. */
function dayOut(date: MonthDay) {
  return {
    date: { slug: monthDaySlug(date), label: monthDayLabel(date), month: date.month, day: date.day },
    previous_day: monthDaySlug(shiftMonthDay(date, -1)),
    next_day: monthDaySlug(shiftMonthDay(date, 1)),
  };
}

/** Every game of one league on the day, of one kind or both, newest first, a page at a time. */
export async function onThisDayGames(sql: Sql, url: URL, site: SiteScope, date: MonthDay, league: string, kind: OnThisDayKind | undefined, page: PageRequest) {
  const { chosen } = await leaguesAsked(sql, site, league);
  const own = chosen[0];
  const where = new Where()
    .add(`${monthDayOf("g.game_date")} = ?`, monthDayNumber(date))
    .add(HELD)
    .add("g.league_id = ?", own.id);
  if (kind) where.add(kind === "postseason" ? POSTSEASON : `NOT (${POSTSEASON})`);
  const counted = `SELECT count(*)::int AS games FROM games g ${where}`;
  const countValues = [...where.values];
  // One read of the day's games: the page's rows, each with the count of all of them.
  const limit = where.param(page.pageSize);
  const offset = where.param(page.offset);
  const rows = await sql.query<GameRow & { games: number }>(
    `${gameDetails(`SELECT g.id, count(*) OVER ()::int AS games FROM games g ${where} ORDER BY g.game_date DESC, g.id DESC LIMIT ${limit} OFFSET ${offset}`, "p.games, ")}
     ORDER BY g.game_date DESC, g.id DESC`,
    where.values,
  );
  // A page past the end holds no row to carry the count.
  const games = rows[0]?.games ?? (await sql.query<{ games: number }>(counted, countValues))[0].games;
  return {
    ...pageOf(
      url,
      page,
      games,
      rows.map((r) => gameOut(r, own)),
    ),
    ...dayOut(date),
    league: { slug: own.slug, name: own.name, abbreviation: own.abbreviation },
    kind: kind ?? null,
  };
}
