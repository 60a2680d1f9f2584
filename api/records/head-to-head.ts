// Two franchises' record against each other from every final game we hold between them: regular
// season and postseason apart, ties, by decade, their postseason series, the last ten meetings, the
// longest run of wins and the largest wins. A franchise's eras are the franchise (games are kept by
// franchise), so the Seattle SuperSonics' games are the Thunder's; each series and meeting names the
// two as they were named that season (name_a, name_b: the Brooklyn Dodgers in the 1955 World Series).
import { seasonLabel } from "../../core/seasons";
import type { SportSlug } from "../../core/sports";
import type { Sql } from "../../db/database";
import { badRequest, notFound } from "../errors";
import { eraIn, erasOf, type Era } from "../people/eras";
import { inSite, type SiteScope } from "../sql-filters";
import { gameBounds, scopeOf } from "./scope";

type Team = {
  id: number;
  slug: string;
  name: string;
  league_id: number;
  league_slug: string;
  league_name: string;
  league_abbreviation: string;
  sport: SportSlug;
  level: string;
};
type Game = {
  id: number;
  game_date: string;
  season_start_year: number;
  game_type: string;
  round: string | null;
  home_team_id: number;
  home_score: number;
  away_score: number;
  neutral_site: boolean;
};
type Side = "a" | "b";

const LAST_MEETINGS = 10;
const LARGEST_WINS = 5;

/** A franchise by its slug or the slug of one of its eras ("seattle-supersonics" is the Thunder). */
async function teamBySlug(sql: Sql, slug: string): Promise<Team | null> {
  const [row] = await sql.query<Team>(
    `SELECT t.id, t.slug, t.name, t.league_id, l.slug AS league_slug, l.name AS league_name, l.abbreviation AS league_abbreviation,
            s.slug AS sport, lv.slug AS level
     FROM teams t JOIN leagues l ON l.id = t.league_id JOIN sports s ON s.id = l.sport_id JOIN levels lv ON lv.id = l.level_id
     WHERE t.slug = $1 OR t.id = (SELECT e.team_id FROM team_eras e WHERE e.slug = $1 ORDER BY e.first_season DESC NULLS LAST LIMIT 1)
     ORDER BY (t.slug = $1) DESC LIMIT 1`,
    [slug],
  );
  return row ?? null;
}

function emptyTally() {
  return { games: 0, wins_a: 0, wins_b: 0, ties: 0, points_a: 0, points_b: 0 };
}
type Tally = ReturnType<typeof emptyTally>;

/** Each side's name in a season: the franchise as it was named then (the Brooklyn Dodgers of 1955). */
type SeasonNames = (season: number) => { name_a: string; name_b: string };

function seasonNamesOf(eras: Map<number, Array<Era>>, a: Team, b: Team): SeasonNames {
  return (season) => ({ name_a: eraIn(eras.get(a.id), season)?.name ?? a.name, name_b: eraIn(eras.get(b.id), season)?.name ?? b.name });
}

function meetingOf(game: Game, aId: number, sport: SportSlug, names: SeasonNames) {
  const aHome = game.home_team_id === aId;
  const scoreA = aHome ? game.home_score : game.away_score;
  const scoreB = aHome ? game.away_score : game.home_score;
  return {
    id: game.id,
    date: game.game_date,
    season: game.season_start_year,
    season_label: seasonLabel(game.season_start_year, sport),
    ...names(game.season_start_year),
    game_type: game.game_type,
    score_a: scoreA,
    score_b: scoreB,
    home: game.neutral_site ? ("neutral" as const) : aHome ? ("a" as const) : ("b" as const),
    margin: Math.abs(scoreA - scoreB),
    winner: scoreA > scoreB ? ("a" as const) : scoreB > scoreA ? ("b" as const) : ("tie" as const),
  };
}

/** The franchises a team can be compared with: the others of its league. */
async function opponentsOf(sql: Sql, team: Team) {
  return sql.query<{ slug: string; name: string }>("SELECT slug, name FROM teams WHERE league_id = $1 AND id <> $2 ORDER BY name", [team.league_id, team.id]);
}

/** One team and its possible opponents (the picker before a second team is chosen). */
export async function opponentsFor(sql: Sql, site: SiteScope, slug: string) {
  const team = await teamBySlug(sql, slug);
  if (!team || !inSite(site, { sport: team.sport, level: team.level })) throw notFound(`Team '${slug}'`);
  return { team: { slug: team.slug, name: team.name }, opponents: await opponentsOf(sql, team) };
}

export async function headToHeadOf(sql: Sql, site: SiteScope, [slugA, slugB]: [string, string], through?: number) {
  if (slugA === slugB) throw badRequest("Parameter 'teams' must name two different teams.");
  const [a, b] = await Promise.all([teamBySlug(sql, slugA), teamBySlug(sql, slugB)]);
  for (const [team, slug] of [
    [a, slugA],
    [b, slugB],
  ] as const) {
    if (!team || !inSite(site, { sport: team.sport, level: team.level })) throw notFound(`Team '${slug}'`);
  }
  const teamA = a as Team;
  const teamB = b as Team;
  if (teamA.id === teamB.id) throw badRequest("Parameter 'teams' names one franchise twice (an era is its franchise).");
  if (teamA.sport !== teamB.sport) throw badRequest(`${teamA.name} and ${teamB.name} play different sports.`);
  const sport = teamA.sport;
  // Each game as team a's score and team b's, summed in the database (a rivalry holds up to 2,300 games;
  // only the few rows a page shows cross into JavaScript).
  const pair = [Math.min(teamA.id, teamB.id), Math.max(teamA.id, teamB.id), through ?? 9999, teamA.id];
  const side = `WITH m AS (
      SELECT game_id, game_date, season_start_year, game_type, round, home_team_id, home_score, away_score, neutral_site,
             CASE WHEN home_team_id = $4 THEN home_score ELSE away_score END AS score_a,
             CASE WHEN home_team_id = $4 THEN away_score ELSE home_score END AS score_b
      FROM pair_games WHERE team_lo = $1 AND team_hi = $2 AND season_start_year <= $3)`;
  const meetingColumns = "game_id AS id, game_date::text AS game_date, season_start_year, game_type, round, home_team_id, home_score, away_score, neutral_site";
  const [tallies, seriesRows, last, largest, streaks, opponents, bounds, eras] = await Promise.all([
    sql.query<{ decade: number; post: boolean; games: number; wins_a: number; wins_b: number; ties: number; points_a: number; points_b: number }>(
      `${side} SELECT (season_start_year / 10) * 10 AS decade, game_type <> 'regular' AS post, count(*)::int AS games,
              count(*) FILTER (WHERE score_a > score_b)::int AS wins_a, count(*) FILTER (WHERE score_b > score_a)::int AS wins_b,
              count(*) FILTER (WHERE score_a = score_b)::int AS ties, sum(score_a)::int AS points_a, sum(score_b)::int AS points_b
       FROM m GROUP BY 1, 2 ORDER BY 1, 2`,
      pair,
    ),
    // Their postseason matchups as the brackets read them (decision 0167): each named by its round.
    sql.query<{ season_start_year: number; round: string | null; wins_a: number; wins_b: number; last_date: string | null; winner: Side | "tie" }>(
      `SELECT season_start_year, round_name AS round, last_game_date::text AS last_date,
              CASE WHEN team_a_id = $4 THEN team_a_wins ELSE team_b_wins END AS wins_a,
              CASE WHEN team_a_id = $4 THEN team_b_wins ELSE team_a_wins END AS wins_b,
              CASE WHEN winner_team_id IS NULL THEN 'tie' WHEN winner_team_id = $4 THEN 'a' ELSE 'b' END AS winner
       FROM postseason_series
       WHERE least(team_a_id, team_b_id) = $1 AND greatest(team_a_id, team_b_id) = $2 AND season_start_year <= $3
         AND decided_by <> 'no contest'
       ORDER BY season_start_year DESC, last_game_date DESC NULLS LAST, round DESC`,
      pair,
    ),
    sql.query<Game>(`${side} SELECT ${meetingColumns} FROM m ORDER BY game_date DESC, game_id DESC LIMIT ${LAST_MEETINGS}`, pair),
    sql.query<Game & { winner: Side }>(
      `${side} SELECT * FROM (
         SELECT ${meetingColumns}, CASE WHEN score_a > score_b THEN 'a' ELSE 'b' END AS winner,
                row_number() OVER (PARTITION BY score_a > score_b ORDER BY abs(score_a - score_b) DESC, game_date DESC) AS rn
         FROM m WHERE score_a <> score_b) x WHERE rn <= ${LARGEST_WINS} ORDER BY winner, rn`,
      pair,
    ),
    // The longest run of one club's wins (a tie ends a run): runs are islands of one result in date order.
    // A season played that we hold no games of ends a run too: its meetings are unknown (cfb 2021-2022); a
    // season not held (the 2004-05 NHL lockout) does not.
    sql.query<{ team: Side; length: number; from: string; to: string }>(
      `${side}, gaps AS (
         SELECT se.start_year FROM seasons se LEFT JOIN season_summaries ss ON ss.season_id = se.id
         WHERE se.league_id = $5 AND coalesce(ss.games_count, 0) = 0 AND NOT coalesce((ss.card->>'title_not_held')::boolean, false)),
       r AS (
         SELECT game_date, CASE WHEN score_a > score_b THEN 'a' WHEN score_b > score_a THEN 'b' ELSE 't' END AS result,
                row_number() OVER (ORDER BY game_date, game_id) AS n,
                (SELECT count(*) FROM gaps WHERE gaps.start_year < m.season_start_year) AS gaps_before
         FROM m),
       runs AS (SELECT result, gaps_before, n - row_number() OVER (PARTITION BY result, gaps_before ORDER BY n) AS island, game_date FROM r)
       SELECT result AS team, count(*)::int AS length, min(game_date)::text AS "from", max(game_date)::text AS "to"
       FROM runs WHERE result <> 't' GROUP BY result, gaps_before, island ORDER BY count(*) DESC, min(game_date) LIMIT 1`,
      [...pair, teamA.league_id],
    ),
    opponentsOf(sql, teamA),
    gameBounds(sql, teamA.league_id),
    erasOf(sql, [teamA.id, teamB.id]),
  ]);
  const names = seasonNamesOf(eras, teamA, teamB);
  const regular = emptyTally();
  const postseason = emptyTally();
  const decades = new Map<number, Tally & { decade: number; postseason_games: number }>();
  for (const t of tallies) {
    const decade = decades.get(t.decade) ?? { decade: t.decade, ...emptyTally(), postseason_games: 0 };
    decades.set(t.decade, decade);
    for (const tally of [t.post ? postseason : regular, decade]) {
      tally.games += t.games;
      tally.wins_a += t.wins_a;
      tally.wins_b += t.wins_b;
      tally.ties += t.ties;
      tally.points_a += t.points_a;
      tally.points_b += t.points_b;
    }
    if (t.post) decade.postseason_games += t.games;
  }
  const ref = (t: Team) => ({
    slug: t.slug,
    name: t.name,
    league: { slug: t.league_slug, name: t.league_name, abbreviation: t.league_abbreviation },
    sport: t.sport,
  });
  return {
    a: ref(teamA),
    b: ref(teamB),
    regular,
    postseason,
    decades: [...decades.values()].sort((x, y) => x.decade - y.decade),
    series: seriesRows.map((r) => ({
      season: r.season_start_year,
      season_label: seasonLabel(r.season_start_year, sport),
      ...names(r.season_start_year),
      round: r.round,
      wins_a: r.wins_a,
      wins_b: r.wins_b,
      last_date: r.last_date,
      winner: r.winner,
    })),
    series_by_round: seriesByRound(seriesRows),
    last_meetings: last.map((g) => meetingOf(g, teamA.id, sport, names)),
    longest_streak: streaks[0] ?? null,
    largest_wins: {
      a: largest.filter((g) => g.winner === "a").map((g) => meetingOf(g, teamA.id, sport, names)),
      b: largest.filter((g) => g.winner === "b").map((g) => meetingOf(g, teamA.id, sport, names)),
    },
    scope: scopeOf(bounds, sport, { to: through }),
    opponents,
  };
}

/** Postseason matchups won by each side, per round, the most played round first ("NBA Finals: 9 and 3"). */
export function seriesByRound(rows: ReadonlyArray<{ round: string | null; winner: Side | "tie" }>): Array<{ round: string; won_a: number; won_b: number }> {
  const rounds = new Map<string, { round: string; won_a: number; won_b: number }>();
  for (const row of rows) {
    const round = row.round ?? "Postseason";
    const entry = rounds.get(round) ?? { round, won_a: 0, won_b: 0 };
    if (row.winner === "a") entry.won_a++;
    if (row.winner === "b") entry.won_b++;
    rounds.set(round, entry);
  }
  return [...rounds.values()].sort((x, y) => y.won_a + y.won_b - (x.won_a + x.won_b) || x.round.localeCompare(y.round));
}
