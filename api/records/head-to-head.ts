// Two franchises' record against each other from every final game we hold between them: regular
// season and postseason apart, ties, by decade, their postseason series, the last ten meetings, the
// longest run of wins and the largest wins. A franchise's eras are the franchise (games are kept by
// franchise), so the Seattle SuperSonics' games are the Thunder's.
import { seasonLabel } from "../../core/seasons";
import type { SportSlug } from "../../core/sports";
import type { Sql } from "../../db/database";
import { badRequest, notFound } from "../errors";
import { inSite, type SiteScope } from "../sql-filters";
import { gameBounds, scopeOf } from "./scope";

type Team = { id: number; slug: string; name: string; league_id: number; league_slug: string; league_name: string; league_abbreviation: string; sport: SportSlug; level: string };
type Game = { id: number; game_date: string; season_start_year: number; game_type: string; round: string | null; home_team_id: number; home_score: number; away_score: number; neutral_site: boolean };
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

function meetingOf(game: Game, aId: number, sport: SportSlug) {
  const aHome = game.home_team_id === aId;
  const scoreA = aHome ? game.home_score : game.away_score;
  const scoreB = aHome ? game.away_score : game.home_score;
  return {
    id: game.id,
    date: game.game_date,
    season: game.season_start_year,
    season_label: seasonLabel(game.season_start_year, sport),
    game_type: game.game_type,
    score_a: scoreA,
    score_b: scoreB,
    home: game.neutral_site ? ("neutral" as const) : aHome ? ("a" as const) : ("b" as const),
    margin: Math.abs(scoreA - scoreB),
    winner: scoreA > scoreB ? ("a" as const) : scoreB > scoreA ? ("b" as const) : ("tie" as const),
  };
}
type Meeting = ReturnType<typeof meetingOf>;

function count(tally: Tally, m: Meeting): void {
  tally.games++;
  tally.points_a += m.score_a;
  tally.points_b += m.score_b;
  if (m.winner === "a") tally.wins_a++;
  else if (m.winner === "b") tally.wins_b++;
  else tally.ties++;
}

/** The longest run of consecutive wins by one club over the other (a tie ends a run). */
export function longestStreak(meetings: ReadonlyArray<Pick<Meeting, "winner" | "date">>): { team: Side; length: number; from: string; to: string } | null {
  type Run = { team: Side; length: number; from: string; to: string };
  let best: Run | null = null;
  let run: Run | null = null;
  for (const m of meetings) {
    if (m.winner === "tie") run = null;
    else if (run !== null && run.team === m.winner) run = { team: run.team, length: run.length + 1, from: run.from, to: m.date };
    else run = { team: m.winner, length: 1, from: m.date, to: m.date };
    if (run && (!best || run.length > best.length)) best = run;
  }
  return best;
}

/** `through`: the last season counted (a record "through 2024"); every season held without it. */
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
  for (const [team, slug] of [[a, slugA], [b, slugB]] as const) {
    if (!team || !inSite(site, { sport: team.sport, level: team.level })) throw notFound(`Team '${slug}'`);
  }
  const teamA = a as Team;
  const teamB = b as Team;
  if (teamA.id === teamB.id) throw badRequest("Parameter 'teams' names one franchise twice (an era is its franchise).");
  if (teamA.sport !== teamB.sport) throw badRequest(`${teamA.name} and ${teamB.name} play different sports.`);
  const sport = teamA.sport;
  const games = await sql.query<Game>(
    `SELECT id, game_date::text AS game_date, season_start_year, game_type, round, home_team_id, home_score, away_score, neutral_site FROM games
     WHERE status = 'final' AND home_score IS NOT NULL AND away_score IS NOT NULL
       AND ((home_team_id = $1 AND away_team_id = $2) OR (home_team_id = $2 AND away_team_id = $1))
       AND season_start_year <= $3
     ORDER BY game_date, id`,
    [teamA.id, teamB.id, through ?? 9999],
  );
  const meetings = games.map((g) => meetingOf(g, teamA.id, sport));
  const regular = emptyTally();
  const postseason = emptyTally();
  const decades = new Map<number, Tally & { decade: number; postseason_games: number }>();
  const series = new Map<string, { season: number; season_label: string; round: string | null; wins_a: number; wins_b: number; last_date: string }>();
  meetings.forEach((m, index) => {
    const game = games[index];
    const post = game.game_type !== "regular";
    count(post ? postseason : regular, m);
    const decade = Math.floor(m.season / 10) * 10;
    const entry = decades.get(decade) ?? { decade, ...emptyTally(), postseason_games: 0 };
    count(entry, m);
    if (post) entry.postseason_games++;
    decades.set(decade, entry);
    if (post) {
      const key = `${m.season}|${game.round ?? ""}`;
      const s = series.get(key) ?? { season: m.season, season_label: m.season_label, round: game.round, wins_a: 0, wins_b: 0, last_date: m.date };
      if (m.winner === "a") s.wins_a++;
      if (m.winner === "b") s.wins_b++;
      s.last_date = m.date;
      series.set(key, s);
    }
  });
  const byMargin = (side: Side) =>
    meetings
      .filter((m) => m.winner === side)
      .sort((x, y) => y.margin - x.margin || y.date.localeCompare(x.date))
      .slice(0, LARGEST_WINS);
  const [opponents, bounds] = await Promise.all([
    opponentsOf(sql, teamA),
    gameBounds(sql, teamA.league_id),
  ]);
  const ref = (t: Team) => ({ slug: t.slug, name: t.name, league: { slug: t.league_slug, name: t.league_name, abbreviation: t.league_abbreviation }, sport: t.sport });
  return {
    a: ref(teamA),
    b: ref(teamB),
    regular,
    postseason,
    decades: [...decades.values()].sort((x, y) => x.decade - y.decade),
    series: [...series.values()]
      .reverse()
      .map((s) => ({ ...s, winner: s.wins_a > s.wins_b ? ("a" as const) : s.wins_b > s.wins_a ? ("b" as const) : ("tie" as const) })),
    last_meetings: meetings.slice(-LAST_MEETINGS).reverse(),
    longest_streak: longestStreak(meetings),
    largest_wins: { a: byMargin("a"), b: byMargin("b") },
    scope: scopeOf(bounds, sport, { to: through }),
    opponents,
  };
}
