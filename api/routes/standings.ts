// Standings endpoints: current standings per league, a season's standings and one division's, ranked
// and labelled (champion, playoffs, bubble, eliminated) from the standings derived from games.
import type { Sql } from "../../db/database";
import { badRequest } from "../errors";
import { pageOf, pageRequest } from "../pagination";
import { parseParams, refuseNulBytes, storedLevel } from "../params";
import type { Route } from "../router";
import { Where } from "../sql-filters";
import { eraInSeason } from "./shared-sql";

export const STANDINGS_PAGE_SIZE = 100;
/** A non-playoff team this many games or fewer behind the last playoff team of its conference is on the bubble. */
export const BUBBLE_GAMES = 2;

const STANDINGS_SELECT = `SELECT st.team_id, st.season_start_year, st.games_played, st.wins, st.losses, st.ties,
    st.points_for, st.points_against, st.home_wins, st.home_losses, st.home_ties, st.away_wins, st.away_losses,
    st.away_ties, st.streak, st.streak_type, st.last_game_date, st.conference, st.division,
    t.slug AS team_slug, coalesce(e.name, t.name) AS team_name, coalesce(e.city, t.city) AS team_city,
    coalesce(e.abbreviation, t.abbreviation) AS team_abbreviation,
    s.name AS sport_name, s.slug AS sport_slug, l.id AS league_id, l.slug AS league_slug, l.name AS league_name,
    se.label AS season_label,
    rec.points AS published_points, rec.made_playoffs,
    EXISTS (SELECT 1 FROM championship_results r JOIN championships c ON c.id = r.championship_id
            WHERE c.league_id = st.league_id AND r.season_start_year = st.season_start_year
              AND r.status = 'held' AND r.winner_team_id = st.team_id) AS won_title,
    EXISTS (SELECT 1 FROM games pg WHERE pg.season_start_year = st.season_start_year AND pg.league_id = st.league_id
              AND pg.game_type <> 'regular' AND st.team_id IN (pg.home_team_id, pg.away_team_id)) AS played_playoffs
  FROM standings st
  JOIN teams t ON t.id = st.team_id
  JOIN leagues l ON l.id = st.league_id
  JOIN sports s ON s.id = l.sport_id
  JOIN levels lv ON lv.id = l.level_id
  JOIN seasons se ON se.id = st.season_id
  LEFT JOIN LATERAL (${eraInSeason("st.team_id", "st.season_start_year")}) e ON true
  LEFT JOIN LATERAL (
    SELECT r.points, r.made_playoffs FROM team_season_records r
    WHERE r.team_id = st.team_id AND r.season_start_year = st.season_start_year
    ORDER BY (r.points IS NULL), r.source LIMIT 1) rec ON true`;

type StandingRow = {
  team_id: number;
  season_start_year: number;
  games_played: number;
  wins: number;
  losses: number;
  ties: number;
  points_for: number;
  points_against: number;
  home_wins: number;
  home_losses: number;
  home_ties: number;
  away_wins: number;
  away_losses: number;
  away_ties: number;
  streak: number;
  streak_type: string | null;
  last_game_date: string | null;
  conference: string | null;
  division: string | null;
  team_slug: string;
  team_name: string;
  team_city: string | null;
  team_abbreviation: string | null;
  sport_name: string;
  sport_slug: string;
  league_id: number;
  league_slug: string;
  league_name: string;
  season_label: string;
  published_points: number | null;
  made_playoffs: boolean | null;
  won_title: boolean;
  played_playoffs: boolean;
};

export type PlayoffPosition = "champion" | "playoffs" | "bubble" | "eliminated";

/** Ties count as half a win, over all games played, so football's and hockey's ties are weighed alike. */
export function winPercentage(wins: number, losses: number, ties: number): number {
  const played = wins + losses + ties;
  return played === 0 ? 0 : Math.round(((wins + ties / 2) / played) * 1000) / 1000;
}

/** Games behind a leader: half the difference in wins plus half the difference in losses. */
export function gamesBehind(leader: { wins: number; losses: number }, team: { wins: number; losses: number }): number {
  return (leader.wins - team.wins + (team.losses - leader.losses)) / 2;
}

export function record(wins: number, losses: number, ties: number): string {
  return ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;
}

function byStanding(a: StandingRow, b: StandingRow): number {
  return (
    winPercentage(b.wins, b.losses, b.ties) - winPercentage(a.wins, a.losses, a.ties) ||
    b.wins - a.wins ||
    a.losses - b.losses ||
    a.team_name.localeCompare(b.team_name)
  );
}

function groupBy<T>(rows: ReadonlyArray<T>, key: (row: T) => string): Map<string, Array<T>> {
  const groups = new Map<string, Array<T>>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * Ranks and labels the standings of whole league-seasons. Rank is within the division when the
 * dataset names one, else within the league. The bubble is kept simple: a team that is neither
 * champion nor in the playoffs, at most BUBBLE_GAMES games behind the worst playoff team of its
 * conference (of the league when no conference is known), in a season that had playoff teams.
 */
export function rankStandings(rows: ReadonlyArray<StandingRow>) {
  const leagueSeason = (r: StandingRow) => `${r.league_id}|${r.season_start_year}`;
  const rank = new Map<StandingRow, { rank: number; behind: number }>();
  for (const group of groupBy(rows, (r) => `${leagueSeason(r)}|${r.division ?? ""}`).values()) {
    group.sort(byStanding);
    group.forEach((row, index) => rank.set(row, { rank: index + 1, behind: gamesBehind(group[0], row) }));
  }
  const position = new Map<StandingRow, PlayoffPosition>();
  for (const row of rows) position.set(row, row.won_title ? "champion" : row.made_playoffs || row.played_playoffs ? "playoffs" : "eliminated");
  for (const group of groupBy(rows, (r) => `${leagueSeason(r)}|${r.conference ?? ""}`).values()) {
    const inPlayoffs = group.filter((r) => position.get(r) !== "eliminated").sort(byStanding);
    const last = inPlayoffs[inPlayoffs.length - 1];
    if (!last) continue;
    for (const row of group) {
      if (position.get(row) === "eliminated" && gamesBehind(last, row) <= BUBBLE_GAMES) position.set(row, "bubble");
    }
  }
  const leagueOrder = (r: StandingRow) => `${r.league_slug}|${r.season_start_year}|${r.conference ?? ""}|${r.division ?? ""}`;
  return [...rows]
    .sort((a, b) => a.league_id - b.league_id || b.season_start_year - a.season_start_year || leagueOrder(a).localeCompare(leagueOrder(b)) || (rank.get(a)?.rank ?? 0) - (rank.get(b)?.rank ?? 0))
    .map((row) => standingJson(row, rank.get(row) ?? { rank: 1, behind: 0 }, position.get(row) ?? "eliminated"));
}

function standingJson(row: StandingRow, place: { rank: number; behind: number }, playoffPosition: PlayoffPosition) {
  // Hockey standings are by points: the published points when a dataset gives them, else two per
  // win and one per tie (overtime losses are not told apart from losses in the games). Other sports
  // have no standings points, so points is null there and points_for/points_against carry the scoring.
  const points = row.sport_slug === "hockey" ? (row.published_points ?? 2 * row.wins + row.ties) : null;
  return {
    id: `${row.team_id}-${row.season_start_year}`,
    team: {
      id: row.team_id,
      slug: row.team_slug,
      name: row.team_name,
      city: row.team_city,
      abbreviation: row.team_abbreviation,
      sport_name: row.sport_name,
    },
    rank: place.rank,
    position: place.rank,
    wins: row.wins,
    losses: row.losses,
    ties: row.ties,
    points,
    points_for: row.points_for,
    points_against: row.points_against,
    win_percentage: winPercentage(row.wins, row.losses, row.ties),
    games_played: row.games_played,
    games_behind: place.behind,
    streak: row.streak,
    streak_type: row.streak_type,
    division: row.division,
    conference: row.conference,
    league: { slug: row.league_slug, name: row.league_name },
    season: { start_year: row.season_start_year, label: row.season_label },
    last_updated: row.last_game_date,
    playoff_position: playoffPosition,
    home_record: record(row.home_wins, row.home_losses, row.home_ties),
    away_record: record(row.away_wins, row.away_losses, row.away_ties),
    // Games do not say which opponents shared a division or conference in that season, so these
    // records cannot be derived; they stay null rather than guessed from today's alignment.
    division_record: null,
    conference_record: null,
  };
}

/**
 * Reads whole league-seasons (ranking needs every team of a group), then filters and pages. Without
 * a season each league's latest season with standings is used.
 */
async function standingsPage(sql: Sql, url: URL, options: { division?: string }) {
  refuseNulBytes(url);
  const params = parseParams(url, ["season", "sport__slug", "level__slug", "conference", "search", "page", "page_size"]);
  const where = new Where();
  if (params.sport__slug) where.add("s.slug = ?", params.sport__slug);
  if (params.level__slug) where.add("lv.slug = ?", storedLevel(params.level__slug));
  if (params.season !== undefined) where.add("st.season_start_year = ?", params.season);
  else where.add("st.season_start_year = (SELECT max(x.season_start_year) FROM standings x WHERE x.league_id = st.league_id)");
  const rows = await sql.query<StandingRow>(`${STANDINGS_SELECT} ${where}`, where.values);
  const search = params.search?.toLowerCase();
  const matches = (value: string | null | undefined, wanted: string) => (value ?? "").toLowerCase() === wanted.toLowerCase();
  const ranked = rankStandings(rows).filter(
    (s) =>
      (options.division === undefined || matches(s.division, options.division)) &&
      (params.conference === undefined || matches(s.conference, params.conference)) &&
      (search === undefined ||
        [s.team.name, s.team.city, s.team.abbreviation, s.division].some((v) => (v ?? "").toLowerCase().includes(search))),
  );
  const page = pageRequest(params, STANDINGS_PAGE_SIZE);
  return pageOf(url, page, ranked.length, ranked.slice(page.offset, page.offset + page.pageSize));
}

export const standingsRoutes: Array<Route> = [
  {
    pattern: "games/standings",
    cacheClass: "dynamic",
    async handle({ url, sql }) {
      return standingsPage(sql, url, {});
    },
  },
  {
    pattern: "games/standings/current",
    cacheClass: "realtime",
    async handle({ url, sql }) {
      // The current standings are each league's latest season, whatever season is asked for.
      const current = new URL(url);
      current.searchParams.delete("season");
      const page = await standingsPage(sql, current, {});
      return page;
    },
  },
  {
    pattern: "games/standings/by_division",
    cacheClass: "dynamic",
    async handle({ url, sql }) {
      const { division } = parseParams(url, ["division"]);
      if (division === undefined || division.trim() === "") throw badRequest("Parameter 'division' is required.");
      return standingsPage(sql, url, { division: division.trim() });
    },
  },
];
